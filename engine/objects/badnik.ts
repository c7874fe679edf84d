/**
 * Shared pieces of the badnik types: the facing parameter and the x-flip status bit
 * (Sonic 1 obStatus bit 0, set = facing right, sprites face left by default).
 */
import type { LevelObject } from '../level/types.ts';
import type { ParamSpec } from './paramSpec.ts';
import { at, setField, type ObjectContext } from './objectContext.ts';
import { OF_FLIP_X, O_FLAGS, O_X, O_XSP, O_Y, O_YSP } from './objectFields.ts';

export const FACING_PARAM: ParamSpec = {
  kind: 'enum',
  values: ['left', 'right'],
  default: 'left',
  doc: 'The direction it faces when placed (the placement x-flip).',
};

/** Sets position, clears speeds, and the flip bit from `facing`. */
export function spawnBadnik(w: ObjectContext, slot: number, def: LevelObject): void {
  setField(w, slot, O_X, def.x << 8);
  setField(w, slot, O_Y, def.y << 8);
  setField(w, slot, O_XSP, 0);
  setField(w, slot, O_YSP, 0);
  const f = at(w, slot, O_FLAGS);
  w.s[f] = def.params.facing === 'right' ? w.s[f] | OF_FLIP_X : w.s[f] & ~OF_FLIP_X;
}

export function flipped(w: ObjectContext, slot: number): boolean {
  return (w.state[at(w, slot, O_FLAGS)] & OF_FLIP_X) !== 0;
}

/** bchg #0,obStatus: toggles the flip bit and returns whether it was set before. */
export function toggleFlip(w: ObjectContext, slot: number): boolean {
  const f = at(w, slot, O_FLAGS);
  const was = (w.s[f] & OF_FLIP_X) !== 0;
  w.s[f] ^= OF_FLIP_X;
  return was;
}
