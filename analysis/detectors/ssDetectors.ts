/**
 * Detectors in a Sonic 1 special stage. The act detectors (index.ts) read a player's act words
 * (P_*), the act's terrain through its sensors and its object slots; a stage has none of them
 * (one object, Sonic, moving through a rotating grid of 24-pixel cells: engine/games/s1/special/),
 * so they do not run there and say so. What does carry over is `wallClip`: the player's centre
 * inside something solid, here a solid cell where sub_1BCE8 tests him (ssCollision.ts), which
 * his movement is meant never to allow (each axis is moved only when the new place tests clear).
 */
import { FIX_INVISIBLE_BLOCKS } from '../../engine/games/s1/special/ssQuirks.ts';
import { OB_X, OB_Y, rl } from '../../engine/games/s1/objects/ram.ts';
import { SS_ONE_UP, SS_RING } from '../../engine/games/s1/special/ssCollision.ts';
import { B_LAYOUT, B_PLAYER, SS_BUFFER_BYTES, SS_FIXES, SS_ROW, SS_STATE_WORDS } from '../../engine/games/s1/special/ssState.ts';
import { DETECTOR_IDS } from './index.ts';
import type { DetectorHit } from './detector.ts';

export interface SsDetectorInput {
  /** The stage's state words (ssState.ts) before and after the frame. */
  readonly previous: Int32Array;
  readonly current: Int32Array;
  readonly events: number;
  readonly frame: number;
}

export interface SsDetector {
  readonly id: string;
  readonly description: string;
  detect(input: SsDetectorInput): DetectorHit | null;
}

/** sub_1BD30 without its notes: whether a cell stops Sonic (the ssInvisibleBlocks fix makes the undrawn cells past $4E clear). */
function solid(cell: number, fixes: number): boolean {
  if (cell === 0 || cell === SS_ONE_UP) return false;
  if (cell >= SS_RING && cell < 0x4b) return false;
  return !(cell > 0x4e && (fixes & FIX_INVISIBLE_BLOCKS) !== 0);
}

const bytesOf = (s: Int32Array): Uint8Array => new Uint8Array(s.buffer, s.byteOffset, SS_STATE_WORDS * 4);

/** The solid cell sub_1BCE8 finds at Sonic's position in `s` (read only), or -1. */
export function ssSolidCellAt(s: Int32Array): number {
  const m = bytesOf(s);
  const x = rl(m, B_PLAYER + OB_X);
  const y = rl(m, B_PLAYER + OB_Y);
  const row = ((((y >>> 16) + 0x44) & 0xffff) / 0x18) | 0;
  const col = ((((x >>> 16) + 0x14) & 0xffff) / 0x18) | 0;
  const at = row * SS_ROW + col;
  for (const i of [at, at + 1, at + SS_ROW, at + SS_ROW + 1]) {
    if (i >= 0 && i < SS_BUFFER_BYTES && solid(m[B_LAYOUT + i], s[SS_FIXES])) return i;
  }
  return -1;
}

/** `wallClip` in a stage: after the frame Sonic's position tests solid (he ended inside a block). */
export const ssWallClipDetector: SsDetector = {
  id: 'wallClip',
  description: 'Sonic\'s position inside a solid cell of the stage (sub_1BCE8 tests it solid)',
  detect({ previous, current, frame }) {
    const cell = ssSolidCellAt(current);
    if (cell < 0 || ssSolidCellAt(previous) >= 0) return null;
    const m = bytesOf(current);
    const x = rl(m, B_PLAYER + OB_X) >> 16;
    const y = rl(m, B_PLAYER + OB_Y) >> 16;
    return {
      frame,
      detector: 'wallClip',
      message: `Sonic at (${x}, ${y}) is inside cell $${m[B_LAYOUT + cell].toString(16)} at row ${cell >> 7}, column ${cell & (SS_ROW - 1)} of the stage`,
    };
  },
};

export const SS_DETECTORS: readonly SsDetector[] = [ssWallClipDetector];

/** The stage detector with this id, or a one-line reason it does not run in a special stage. */
export function ssDetectorById(id: string): SsDetector | string {
  const d = SS_DETECTORS.find((x) => x.id === id);
  if (d !== undefined) return d;
  if (DETECTOR_IDS.includes(id)) {
    return `detector "${id}" does not run in a special stage: it reads an act's terrain sensors, player words or objects, which a stage has none of (in a stage: ${SS_DETECTORS.map((x) => x.id).join(', ')})`;
  }
  return `unknown detector "${id}" (in a special stage: ${SS_DETECTORS.map((x) => x.id).join(', ')})`;
}
