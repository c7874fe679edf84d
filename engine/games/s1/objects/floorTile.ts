/**
 * The block `(a1)` points at after `ObjFloorDist` (sub FindNearestTile.asm, sub FindFloor.asm):
 * FindFloor leaves a1 at the v_256x256 word of the last 16x16 block FindNearestTile looked up —
 * the block under the object's bottom, or the one below it (extension) or above it
 * (regression). A few objects test that word's block index: a brick or a pushed block that
 * lands on lava (index $16A and up) behaves differently.
 *
 * The terrain keeps collision shapes, not block indices, so this reruns FindFloor's choice of
 * block on the object's layer and reads the act's chunk word there. A blank chunk (layout id 0)
 * gives v_chunk0collision, which is always 0.
 */
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK, BLOCK_SOLID_TOP } from '../../../level/types.ts';
import { W_LAYOUT_PATCH } from '../../../state/layout.ts';
import { LZ3_PATCH_INDEX } from '../act/labyrinthWater.ts';
import type { S1ObjectContext } from './context.ts';
import { OB_HEIGHT, OB_RENDER, OB_X, OB_Y, RENDER_LAYER_B, rw } from './ram.ts';

/** `move.w (a1),d0` right after `ObjFloorDist` (the same position and layer). */
export function objFloorTile(w: S1ObjectContext, a0: number): number {
  const m = w.m;
  const x = rw(m, a0 + OB_X);
  const y = (rw(m, a0 + OB_Y) + ((m[a0 + OB_HEIGHT] << 24) >> 24)) & 0xffff;
  const layerB = (m[a0 + OB_RENDER] & RENDER_LAYER_B) !== 0;
  const t = w.t;
  const saved = t.layer;
  t.layer = layerB ? t.layerB : t.layerA;
  const probeY = lastFloorProbeY(w, x, y);
  t.layer = saved;
  return chunkWord(w, x, probeY & 0xffff, layerB);
}

/** FindFloor downwards (solid-top bit): the y of the last block it looked up. */
function lastFloorProbeY(w: S1ObjectContext, x: number, y: number): number {
  const t = w.t;
  const word = t.block(x, y);
  const shape = word & BLOCK_SHAPE_MASK;
  if (shape === 0 || (word & BLOCK_SOLID_TOP) === 0) return y + 16;
  const col = word & BLOCK_FLIP_X ? ~x & 15 : x & 15;
  let h = t.heights[(shape << 4) + col];
  if (word & BLOCK_FLIP_Y) h = -h;
  if (h === 0) return y + 16;
  if (h < 0) return (y & 15) + h >= 0 ? y + 16 : y - 16;
  if (h === 16) return y - 16;
  return y;
}

/** `FindNearestTile`: the chunk word under (x, y), loop chunks read as the next one on layer B ($29 as $51). */
function chunkWord(w: S1ObjectContext, x: number, y: number, layerB: boolean): number {
  const rules = w.rules;
  const cell = ((y >> 1) & 0x380) + ((x >> 8) & 0x7f);
  const patch = w.s[W_LAYOUT_PATCH];
  let id = patch !== 0 && cell === LZ3_PATCH_INDEX ? patch : rules.layout[cell];
  if (id === 0) return 0;
  if (id & 0x80) {
    id &= 0x7f;
    if (layerB) {
      id++;
      if (id === 0x29) id = 0x51;
    }
  }
  const at = ((id - 1) & 0x7f) * 0x100 + ((y >> 4) & 15) * 16 + ((x >> 4) & 15);
  return at < rules.chunks.length ? rules.chunks[at] : 0;
}
