/**
 * Splits a byte stream into lines as it arrives, never holding more than one line: the input
 * log of a .bk2 is read this way while it inflates, so a small archive whose log inflates to 140
 * million line ends costs a counter, not 140 million strings (which abort the JavaScript engine).
 *
 * A line ends at LF; a CR before it is dropped; a UTF-8 byte-order mark at the very start is
 * skipped; a last line without LF is still a line, an empty one is not (as `split` then dropping
 * the final empty piece). Past `maxLineBytes` in one line or `maxLines` lines, `onLimit` is called
 * and must throw: the caller decides how to refuse.
 */
export interface LineLimits {
  readonly maxLineBytes: number;
  readonly maxLines: number;
  /** Called with the 1-based line number that went past a limit; must throw. */
  readonly onLimit: (which: 'lineBytes' | 'lines', lineNo: number) => never;
}

export class LineSplitter {
  /** The start of the current line when it spans pieces (at most maxLineBytes + 1 bytes: a CR may follow). */
  private readonly carry: Uint8Array;
  private carried = 0;
  private lineNo = 0;
  private atStart = true;

  constructor(
    private readonly limits: LineLimits,
    /** Each complete line (a view, valid only during the call) and its 1-based number. */
    private readonly onLine: (line: Uint8Array, lineNo: number) => void,
  ) {
    this.carry = new Uint8Array(limits.maxLineBytes + 1);
  }

  push(chunk: Uint8Array): void {
    let p = 0;
    if (this.atStart && chunk.length > 0) {
      this.atStart = false;
      if (chunk.length >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) p = 3;
    }
    while (p < chunk.length) {
      const lf = chunk.indexOf(0x0a, p);
      const end = lf < 0 ? chunk.length : lf;
      if (this.carried + (end - p) > this.limits.maxLineBytes + 1) this.limits.onLimit('lineBytes', this.lineNo + 1);
      if (lf < 0) {
        this.carry.set(chunk.subarray(p, end), this.carried);
        this.carried += end - p;
        return;
      }
      if (this.carried === 0) this.emit(chunk.subarray(p, end));
      else {
        this.carry.set(chunk.subarray(p, end), this.carried);
        this.emit(this.carry.subarray(0, this.carried + (end - p)));
        this.carried = 0;
      }
      p = lf + 1;
    }
  }

  /** The stream ended: the last line, when it has no LF. */
  end(): void {
    if (this.carried > 0) this.emit(this.carry.subarray(0, this.carried));
    this.carried = 0;
  }

  private emit(raw: Uint8Array): void {
    const line = raw.length > 0 && raw[raw.length - 1] === 0x0d ? raw.subarray(0, raw.length - 1) : raw;
    this.lineNo++;
    if (this.lineNo > this.limits.maxLines) this.limits.onLimit('lines', this.lineNo);
    if (line.length > this.limits.maxLineBytes) this.limits.onLimit('lineBytes', this.lineNo);
    this.onLine(line, this.lineNo);
  }
}
