/**
 * Sonic 2's 256 collision shapes. The arrays have Sonic 1's layout (16 signed bytes per shape
 * for the heights and for the widths, one angle byte per shape), so the engine's act shapes
 * (engine/level/actLevel.ts actTileShapes) take them as they are; only the names differ
 * (`s2-$1F`, which only messages show; two hex digits, so that a level file's tiles, which the
 * loader numbers in sorted-name order, keep their numbers). The game uses the arrays as the ROM
 * holds them: `ConvertCollisionArray` returns at once (s2.asm), and FindFloor / FindWall read
 * `ColArrayVertical` / `ColArrayHorizontal` directly.
 *
 * One byte is not taken as it is: the empty shape's angle (ColCurveMap's first byte, $FF). No
 * sensor reads it (FindFloor and FindWall move on to the next block at block 0, before the
 * angle), and a level file has no tile for the empty shape, so a loaded level's is 0: with it 0
 * here too, the act written as a level file (the workbench stores it so) loads as the same level
 * with the same hash as the act imported from the checkout.
 */
import { ACT_SHAPE_BYTES, ACT_SHAPE_COUNT, actTileShapes } from '../../engine/level/actLevel.ts';
import type { TileShapes } from '../../engine/level/types.ts';
import { importError } from '../s1/importError.ts';
import type { FileBytes, S2SharedTables } from './s2Tables.ts';

export function s2TileShapes(t: S2SharedTables): TileShapes {
  const h = need(t.heights, ACT_SHAPE_BYTES, 'ColArrayVertical');
  const w = need(t.widths, ACT_SHAPE_BYTES, 'ColArrayHorizontal');
  const a = need(t.angles, ACT_SHAPE_COUNT, 'ColCurveMap').slice(0, ACT_SHAPE_COUNT);
  a[0] = 0; // the empty shape's, never read (above)
  return {
    ...actTileShapes(new Int8Array(h.slice(0, ACT_SHAPE_BYTES).buffer), new Int8Array(w.slice(0, ACT_SHAPE_BYTES).buffer), a),
    names: S2_SHAPE_NAMES,
  };
}

function need(d: FileBytes, n: number, label: string): Uint8Array {
  if (d.bytes.length < n) throw importError('truncatedFile', d.file, `holds ${d.bytes.length} bytes; ${label}'s 256 shapes need ${n}`, { offset: d.bytes.length });
  return d.bytes;
}

const S2_SHAPE_NAMES: readonly string[] = Array.from({ length: ACT_SHAPE_COUNT }, (_, i) => (i === 0 ? '' : `s2-$${i.toString(16).toUpperCase().padStart(2, '0')}`));
