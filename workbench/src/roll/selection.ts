/** A selection of whole frames in the roll: an anchor and a head, in either order. */
export interface FrameSelection {
  readonly anchor: number;
  readonly head: number;
}

/** The selected frames as [start, end) with start <= end. */
export function selectionRange(s: FrameSelection): { start: number; end: number } {
  return s.anchor <= s.head ? { start: s.anchor, end: s.head + 1 } : { start: s.head, end: s.anchor + 1 };
}
