/**
 * Obj27, the explosion (s2.asm `Obj27`: Obj27_Init and Obj27_Main): the smoke of a broken
 * monitor (Obj26_SpawnSmoke starts it at routine 2). It draws only; it is here for the slot it
 * takes while it plays (5 frames of 8 updates, the first of 4), as later allocations see it.
 *
 * Routine 0 (Obj27_InitWithAnimal, a badnik's explosion with its Obj28) is not reached: no
 * badnik is ported, so none is spawned at 0; a slot holding one starts as Obj27_Init does.
 */
import { deleteObject, displaySprite, OB_ID, OB_RENDER_FLAGS, OB_ROUTINE, OB_WIDTH_PIXELS } from './s2Objects.ts';
import { OB_ANIM_FRAME_DURATION, OB_MAPPING_FRAME } from './s2AnimateSprite.ts';
import { OB_COLLISION_FLAGS } from './s2Touch.ts';
import type { S2ObjectHost } from './s2Objects.ts';

const ROUTINE_MAIN = 4;
const RENDER_LEVEL_FG = 0x04;
const LAST_FRAME = 5;

export function obj27(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  if (m[a0 + OB_ROUTINE] < ROUTINE_MAIN) init(m, a0);
  main(m, a0);
  if (m[a0 + OB_ID] !== 0) displaySprite(h, a0);
}

/** Obj27_Init. */
function init(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] = ROUTINE_MAIN;
  m[a0 + OB_RENDER_FLAGS] = RENDER_LEVEL_FG;
  m[a0 + OB_COLLISION_FLAGS] = 0;
  m[a0 + OB_WIDTH_PIXELS] = 0xc;
  m[a0 + OB_ANIM_FRAME_DURATION] = 3;
  m[a0 + OB_MAPPING_FRAME] = 0;
}

/** Obj27_Main: a frame every 8 updates; deleted on reaching frame 5. */
function main(m: Uint8Array, a0: number): void {
  const d = (m[a0 + OB_ANIM_FRAME_DURATION] - 1) & 0xff;
  m[a0 + OB_ANIM_FRAME_DURATION] = d;
  if ((d & 0x80) === 0) return;
  m[a0 + OB_ANIM_FRAME_DURATION] = 7;
  m[a0 + OB_MAPPING_FRAME] = (m[a0 + OB_MAPPING_FRAME] + 1) & 0xff;
  if (m[a0 + OB_MAPPING_FRAME] === LAST_FRAME) deleteObject(m, a0);
}
