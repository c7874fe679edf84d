/**
 * The movie's inputs as the UI edits them: one byte per frame in a growable Uint8Array
 * (STYLE habit 11: never copied into reactive stores). Every change is a splice, so one shape
 * of edit covers painting (replace n with n), inserting and deleting frames, and undo is the
 * same splice with the two halves swapped.
 */
export interface Splice {
  /** First frame changed. */
  readonly start: number;
  /** The bytes that were there (removed). */
  readonly removed: Uint8Array;
  /** The bytes now there (inserted). */
  readonly inserted: Uint8Array;
}

export class InputBuffer {
  private bytes: Uint8Array;
  private len: number;

  constructor(initial: Uint8Array = new Uint8Array(0)) {
    this.bytes = new Uint8Array(Math.max(64, initial.length));
    this.bytes.set(initial);
    this.len = initial.length;
  }

  get length(): number {
    return this.len;
  }

  /** Input at `frame`; frames past the end hold no buttons. */
  at(frame: number): number {
    return frame >= 0 && frame < this.len ? this.bytes[frame] : 0;
  }

  /** A view of frames [start, end) (valid until the next change). */
  view(start = 0, end = this.len): Uint8Array {
    return this.bytes.subarray(Math.max(0, start), Math.min(end, this.len));
  }

  /**
   * Removes `count` frames at `start` and inserts `inserted` there. A start past the end pads
   * the movie with empty frames first. Returns the splice that undoes nothing and redoes this.
   */
  splice(start: number, count: number, inserted: Uint8Array): Splice {
    if (start > this.len) this.resize(start);
    const removedCount = Math.min(count, this.len - start);
    const removed = this.bytes.slice(start, start + removedCount);
    const tail = this.bytes.slice(start + removedCount, this.len);
    const newLen = start + inserted.length + tail.length;
    this.ensure(newLen);
    this.bytes.set(inserted, start);
    this.bytes.set(tail, start + inserted.length);
    if (newLen < this.len) this.bytes.fill(0, newLen, this.len);
    this.len = newLen;
    return { start, removed, inserted: inserted.slice() };
  }

  /** Sets `frame`'s input; grows the movie when the frame is past its end. */
  set(frame: number, input: number): void {
    if (frame >= this.len) this.resize(frame + 1);
    this.bytes[frame] = input & 0xff;
  }

  private resize(n: number): void {
    this.ensure(n);
    if (n < this.len) this.bytes.fill(0, n, this.len);
    this.len = n;
  }

  private ensure(n: number): void {
    if (n <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(n, this.bytes.length * 2));
    next.set(this.bytes.subarray(0, this.len));
    this.bytes = next;
  }
}
