/**
 * A movie's inputs: one byte per frame (engine/input.ts bit order) in a growable Uint8Array.
 * The piano roll reads `bytes()` directly and never copies the movie into per-frame objects
 * (STYLE habit 11).
 *
 * Every edit returns the first frame whose input changed, or -1 when nothing changed, so the
 * caller invalidates the greenzone only from there. Frames past the end read as 0 (nothing
 * pressed), so overwrite edits compare against 0 there; when only the length changes the
 * result is the old end (where the movie changed). Structural edits (insert, delete) report
 * `at`, because every later frame moved.
 *
 * Ranges are half-open: `[from, to)`.
 *
 * Each change is also reported as one splice patch to `onPatch` (the undo history listens):
 * `at`, the bytes removed and the bytes inserted there. That is the whole inverse, and it
 * covers only the changed range.
 */
import type { InputPatch } from './inputPatch.ts';

export type WriteMode = 'overwrite' | 'insert';

export class InputTrack {
  private buf: Uint8Array;
  private len: number;
  /** Read-only playback: every edit is refused (returns -1 and changes nothing). */
  readOnly = false;
  /** Called after every change with the splice that made it. Host wiring, not movie data. */
  onPatch: ((patch: InputPatch) => void) | null = null;

  constructor(initial: Uint8Array = new Uint8Array(0)) {
    this.buf = new Uint8Array(Math.max(16, initial.length));
    this.buf.set(initial);
    this.len = initial.length;
  }

  get length(): number {
    return this.len;
  }

  /** Allocated bytes (grows by doubling). */
  get capacity(): number {
    return this.buf.length;
  }

  /** The input at `frame`; 0 past the end or before 0. */
  get(frame: number): number {
    return frame >= 0 && frame < this.len ? this.buf[frame] : 0;
  }

  /** A view of the inputs (no copy). Valid until the next edit that grows the track. */
  bytes(): Uint8Array {
    return this.buf.subarray(0, this.len);
  }

  /** A copy of the inputs. */
  toUint8Array(): Uint8Array {
    return this.buf.slice(0, this.len);
  }

  set(frame: number, input: number): number {
    return this.overwrite(frame, Uint8Array.of(input & 0xff));
  }

  /** Presses `mask` on every frame of `[from, to)`, extending the track to `to`. */
  setButtons(from: number, to: number, mask: number): number {
    return this.mapRange(from, to, true, (v) => v | mask);
  }

  /** Releases `mask` on every frame of `[from, to)` that exists; never extends the track. */
  clearButtons(from: number, to: number, mask: number): number {
    return this.mapRange(from, Math.min(to, this.len), false, (v) => v & ~mask);
  }

  /**
   * Autofire: over `[from, to)`, frame `f` holds `mask` when `pattern[(f - from) % pattern.length]`
   * is "1" and releases it when "0". Pattern "10" holds on the first frame, releases on the next...
   */
  applyPattern(from: number, to: number, mask: number, pattern: string): number {
    if (pattern.length === 0 || !/^[01]+$/.test(pattern)) return -1;
    let i = 0;
    return this.mapRange(from, to, true, (v) => (pattern[i++ % pattern.length] === '1' ? v | mask : v & ~mask));
  }

  insertFrames(at: number, count: number, value = 0): number {
    if (count <= 0) return -1;
    return this.paste(at, new Uint8Array(count).fill(value & 0xff), 'insert');
  }

  deleteFrames(at: number, count: number): number {
    if (this.readOnly || at < 0 || at >= this.len || count <= 0) return -1;
    const n = Math.min(count, this.len - at);
    this.splice(at, n, new Uint8Array(0));
    return at;
  }

  /** Writes `bytes` at `at`: over the existing frames, or inserted before frame `at`. */
  paste(at: number, bytes: Uint8Array, mode: WriteMode): number {
    if (this.readOnly || at < 0 || bytes.length === 0) return -1;
    if (mode === 'overwrite') return this.overwrite(at, bytes);
    // Inserting past the end first pads with empty frames up to `at`.
    const pad = Math.max(0, at - this.len);
    const ins = new Uint8Array(pad + bytes.length);
    ins.set(bytes, pad);
    const start = Math.min(at, this.len);
    this.splice(start, 0, ins);
    return start;
  }

  /** Records one frame's input while playing: overwrites it, or inserts a new frame there. */
  record(frame: number, input: number, mode: WriteMode): number {
    return this.paste(frame, Uint8Array.of(input & 0xff), mode);
  }

  /**
   * Replaces all inputs (loading a branch, an edit in the text view); returns the first
   * differing frame. Only the span between the common start and the common end is spliced, so
   * one changed line in a long movie costs an undo patch of that line, not of the movie.
   */
  replaceAll(bytes: Uint8Array): number {
    if (this.readOnly) return -1;
    const shorter = Math.min(this.len, bytes.length);
    let first = 0;
    while (first < shorter && this.buf[first] === bytes[first]) first++;
    if (first === shorter && this.len === bytes.length) return -1;
    let tail = 0;
    while (tail < shorter - first && this.buf[this.len - 1 - tail] === bytes[bytes.length - 1 - tail]) tail++;
    this.splice(first, this.len - tail - first, bytes.slice(first, bytes.length - tail));
    return first;
  }

  /**
   * The one primitive every change goes through, also used to apply undo patches (which is
   * why it ignores `readOnly`: the history decides whether undo is allowed).
   */
  splice(at: number, removeCount: number, insert: Uint8Array): void {
    const removed = this.buf.slice(at, at + removeCount);
    const newLen = this.len - removeCount + insert.length;
    if (newLen > this.buf.length) {
      let cap = this.buf.length;
      while (cap < newLen) cap *= 2;
      const next = new Uint8Array(cap);
      next.set(this.buf.subarray(0, this.len));
      this.buf = next;
    }
    this.buf.copyWithin(at + insert.length, at + removeCount, this.len);
    this.buf.set(insert, at);
    // Bytes past the end stay 0, so growing later never resurrects deleted inputs.
    if (newLen < this.len) this.buf.fill(0, newLen, this.len);
    this.len = newLen;
    this.onPatch?.({ at, removed, inserted: insert.slice() });
  }

  /** Overwrites `[at, at + bytes.length)`, extending the track as needed; patches only what changed. */
  private overwrite(at: number, bytes: Uint8Array): number {
    if (this.readOnly || at < 0 || bytes.length === 0) return -1;
    const end = at + bytes.length;
    let first = -1;
    let last = -1;
    for (let i = 0; i < bytes.length; i++) {
      if (this.get(at + i) !== bytes[i]) {
        if (first < 0) first = at + i;
        last = at + i;
      }
    }
    const oldLen = this.len;
    const newLen = Math.max(oldLen, end);
    if (first < 0) {
      if (newLen === oldLen) return -1;
      // Only the length changed (the new frames are empty): the change starts at the old end.
      this.splice(oldLen, 0, new Uint8Array(newLen - oldLen));
      return oldLen;
    }
    if (newLen === oldLen) {
      this.splice(first, last + 1 - first, bytes.slice(first - at, last + 1 - at));
    } else {
      // The track grows: replace from the first change (or the old end) onwards.
      const start = Math.min(first, oldLen);
      const ins = new Uint8Array(newLen - start);
      ins.set(bytes.subarray(Math.max(0, start - at)), Math.max(0, at - start));
      this.splice(start, oldLen - start, ins);
    }
    return first;
  }

  private mapRange(from: number, to: number, extend: boolean, fn: (v: number) => number): number {
    if (this.readOnly || from < 0 || to <= from) return -1;
    const end = extend ? to : Math.min(to, this.len);
    if (end <= from) return -1;
    const out = new Uint8Array(end - from);
    for (let f = from; f < end; f++) out[f - from] = fn(this.get(f)) & 0xff;
    return this.overwrite(from, out);
  }
}
