/**
 * How far a special stage's cells are from its emerald, through the maze: a breadth-first flood
 * over v_ssbuffer1's cells (ssState.ts: $80 to a row) from the emerald's cells, through every cell
 * Sonic can be in (sub_1BD30's non-solid cells: empty, the 1-up, $3A..$4A) and the glass blocks
 * ($2D..$30: each touch moves one on, the fourth's flash clears it), never through a wall. The
 * rotation does not change which cells touch, only which way is down, so the steps count in cells
 * whatever the angle. The emerald search scores a candidate that has not got the emerald by it
 * (ssRunner.ts): the fewer cells between Sonic and the emerald the better.
 *
 * Read from the stage as SS_Load leaves it (the layout's glass and ghost blocks as they start).
 */
import { SS_EMERALD_FIRST, SS_EMERALD_LAST, SS_GLASS_FIRST, SS_GLASS_LAST, SS_ONE_UP, SS_RING } from '../../engine/games/s1/special/ssCollision.ts';
import { B_LAYOUT, SS_BUFFER_BYTES, SS_ROW } from '../../engine/games/s1/special/ssState.ts';

/** A cell the flood cannot reach: no path to the emerald from it. */
export const UNREACHABLE = 0xffff;
/** sub_1BD30: from $4B on the cells are solid again. */
const NOT_SOLID_END = 0x4b;

/** Whether the flood passes through a cell of this type. */
export function passable(cell: number): boolean {
  return cell === 0 || cell === SS_ONE_UP || (cell >= SS_RING && cell < NOT_SOLID_END) || (cell >= SS_GLASS_FIRST && cell <= SS_GLASS_LAST);
}

/** Steps from each cell of v_ssbuffer1 to the nearest emerald cell (UNREACHABLE: none), from the stage's byte image `m` (ssState.ts). */
export function emeraldDistances(m: Uint8Array): Uint16Array {
  const dist = new Uint16Array(SS_BUFFER_BYTES).fill(UNREACHABLE);
  const queue = new Int32Array(SS_BUFFER_BYTES);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < SS_BUFFER_BYTES; i++) {
    const v = m[B_LAYOUT + i];
    if (v >= SS_EMERALD_FIRST && v <= SS_EMERALD_LAST) {
      dist[i] = 0;
      queue[tail++] = i;
    }
  }
  const steps = [1, -1, SS_ROW, -SS_ROW];
  while (head < tail) {
    const i = queue[head++];
    for (const d of steps) {
      const j = i + d;
      if (j < 0 || j >= SS_BUFFER_BYTES || dist[j] !== UNREACHABLE) continue;
      // A step across a row's end would wrap to the row beside it.
      if ((d === 1 && (j & (SS_ROW - 1)) === 0) || (d === -1 && (i & (SS_ROW - 1)) === 0)) continue;
      if (!passable(m[B_LAYOUT + j])) continue;
      dist[j] = dist[i] + 1;
      queue[tail++] = j;
    }
  }
  return dist;
}

/** Obj09_ChkItems' cell for Sonic at obX, obY (whole pixels): +$20 across, +$50 down, 24-pixel cells. */
export function sonicCell(xpx: number, ypx: number): number {
  const row = (((ypx + 0x50) & 0xffff) / 0x18) | 0;
  const col = (((xpx + 0x20) & 0xffff) / 0x18) | 0;
  return row * SS_ROW + col;
}
