/**
 * Sonic 2's ring layout as `RingsManager_Setup` (s2.asm) lays it into Ring_Positions: each entry
 * of the act's rings/*.bin file (Off_Rings) is a word x (negative: the end) and a word y whose
 * bits 12-14 are the count - 1 and bit 15 a column ($18 px apart down, else across); the rings go
 * in one after the other from the second 6-byte slot (the first is left blank), a sentinel with x
 * $FFFF after the last, and the whole table is then put in x order by RingsMgr_SortRings' exchange
 * sort (which keeps its own order among equal x: the order the positions end in matters to which
 * ring Touch_Rings takes first).
 *
 * The positions never change after the setup, so they are the world's configuration (this), not
 * state; what does change (each ring's status word) is in the state (s2State.ts).
 */

/** Ring_Positions: $600 bytes of 6-byte slots (s2.constants.asm). */
export const RING_SLOTS = 0x600 / 6;
/** The most rings a layout may place: every slot but the blank first and the sentinel. */
export const MAX_RINGS = RING_SLOTS - 2;
/** The largest ring layout file read (4 bytes an entry, each placing at least one ring). */
export const MAX_RING_LAYOUT_BYTES = 4 * MAX_RINGS + 2;

export interface RingPositions {
  /** Slot by slot after the sort, slot 0 the blank one, then the rings, then the sentinel (x $FFFF). */
  readonly x: Uint16Array;
  readonly y: Uint16Array;
  /** How many rings the layout places (Perfect_rings_left at the start). */
  readonly count: number;
}

/** The layout's rings in Ring_Positions order, or the reason the file cannot be one (for a one-line error). */
export function readRingLayout(bytes: Uint8Array): RingPositions | string {
  const x = new Uint16Array(RING_SLOTS);
  const y = new Uint16Array(RING_SLOTS);
  let slot = 1;
  let at = 0;
  for (;;) {
    if (at + 2 > bytes.length) return `ends at byte ${bytes.length} without the negative word that ends a ring layout`;
    const x0 = word(bytes, at);
    if ((x0 & 0x8000) !== 0) break;
    if (at + 4 > bytes.length) return `ends at byte ${bytes.length} inside the entry at byte ${at}`;
    const y0 = word(bytes, at + 2);
    at += 4;
    const n = ((y0 >> 12) & 7) + 1;
    const column = (y0 & 0x8000) !== 0;
    let rx = x0;
    let ry = y0 & 0xfff;
    for (let i = 0; i < n; i++) {
      if (slot > MAX_RINGS) return `places more than ${MAX_RINGS} rings, more than Ring_Positions holds`;
      x[slot] = rx;
      y[slot] = ry;
      slot++;
      if (column) ry = (ry + 0x18) & 0xffff;
      else rx = (rx + 0x18) & 0xffff;
    }
  }
  const count = slot - 1;
  // `move.l #-1,(a2)+`: the sentinel's status and x words (its status is the state's, s2Rings.ts).
  x[slot] = 0xffff;
  sortRings(x, y);
  return { x, y, count };
}

/**
 * RingsMgr_SortRings: for each of the first 255 slots (from the blank one) every later slot up
 * to the last is compared by x, skipping those whose x is 0 (`tst.w (a2)`: blank); a smaller one
 * swaps with it, the current slot keeping the new x. The longword at x swaps x and y (the status
 * words, all 0, stay).
 */
function sortRings(x: Uint16Array, y: Uint16Array): void {
  for (let i = 0; i < RING_SLOTS - 1; i++) {
    let d0 = x[i];
    for (let j = i + 1; j < RING_SLOTS; j++) {
      if (x[j] === 0) continue;
      if (d0 <= x[j]) continue;
      const tx = x[i];
      const ty = y[i];
      x[i] = x[j];
      y[i] = y[j];
      x[j] = tx;
      y[j] = ty;
      d0 = x[i];
    }
  }
}

function word(b: Uint8Array, at: number): number {
  return (b[at] << 8) | b[at + 1];
}

/** The bytes RingsManager_Setup reads of a well-formed layout: its entries and the end marker's word. */
export function ringLayoutLength(bytes: Uint8Array): number {
  let at = 0;
  while (at + 2 <= bytes.length && (bytes[at] & 0x80) === 0) at += 4;
  return Math.min(at + 2, bytes.length);
}
