/**
 * The changed span between two input buffers: the compact crash-journal record for large
 * movies. An edit in the piano roll touches a few neighbouring frames (or inserts/deletes a
 * run), so "common prefix + new middle + common suffix" captures it in a few bytes.
 */

export interface InputSpan {
  /** Length of the edited buffer. */
  length: number;
  /** Frames before `start` equal the base's. */
  start: number;
  /** The edited buffer's bytes from `start`; after them come the base's last (length - start - bytes.length) bytes. */
  bytes: Uint8Array;
}

export function diffInputs(base: Uint8Array, next: Uint8Array): InputSpan {
  const shorter = Math.min(base.length, next.length);
  let start = 0;
  while (start < shorter && base[start] === next[start]) start++;
  // The suffix may not overlap the prefix in either buffer.
  let suffix = 0;
  while (suffix < shorter - start && base[base.length - 1 - suffix] === next[next.length - 1 - suffix]) suffix++;
  return { length: next.length, start, bytes: next.slice(start, next.length - suffix) };
}

/** Rebuilds the edited buffer, or null when the span does not fit `base` (it was taken against another one). */
export function applyInputSpan(base: Uint8Array, span: InputSpan): Uint8Array | null {
  const suffix = span.length - span.start - span.bytes.length;
  if (suffix < 0 || span.start + suffix > base.length) return null;
  const out = new Uint8Array(span.length);
  out.set(base.subarray(0, span.start));
  out.set(span.bytes, span.start);
  out.set(base.subarray(base.length - suffix), span.start + span.bytes.length);
  return out;
}
