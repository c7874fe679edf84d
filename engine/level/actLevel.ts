/**
 * A real act as an engine `Level`: the one place that builds it, so an act imported from a
 * disassembly (importers/s1) and the same act loaded from a `subpixel-level/2` file are the same
 * level, with the same hash, by construction.
 *
 * What the engine sees of a real act: the 256 collision shapes of the game's collision arrays,
 * the two layers `expandActLayers` builds over the whole grid `FindNearestTile` addresses
 * (0x800 x 0x80 blocks), the start, the objects, and the act itself (engine/games/s1/act/ reads its
 * limits, loop chunks and numbers).
 */
import type { CharacterId, ProfileId } from '../profiles/ids.ts';
import { levelHash } from './levelHash.ts';
import { ACT_HEIGHT_BLOCKS, ACT_WIDTH_BLOCKS, expandActLayers, type RealAct } from './realAct.ts';
import type { Level, LevelObject, TileShapes } from './types.ts';

/** The collision arrays hold one shape per collision index byte value. */
export const ACT_SHAPE_COUNT = 0x100;
/** Bytes of one height (or width) array: 16 columns per shape. */
export const ACT_SHAPE_BYTES = ACT_SHAPE_COUNT * 16;

export interface ActLevelContent {
  readonly name: string;
  readonly profile: ProfileId;
  readonly shapes: TileShapes;
  readonly start: { readonly x: number; readonly y: number; readonly character: CharacterId };
  readonly objects: readonly LevelObject[];
  readonly act: RealAct;
}

export function buildActLevel(c: ActLevelContent): Level {
  const content: Omit<Level, 'hash'> = {
    name: c.name,
    profile: c.profile,
    widthBlocks: ACT_WIDTH_BLOCKS,
    heightBlocks: ACT_HEIGHT_BLOCKS,
    shapes: c.shapes,
    layers: expandActLayers(c.act),
    start: c.start,
    objects: c.objects,
    // A real act's water is its zone's (engine/games/s1/act/labyrinthWater.ts), not a level file's.
    water: null,
    act: c.act,
  };
  return { ...content, hash: levelHash(content) };
}

/**
 * The 256 shapes from the game's arrays: heights (`CollArray1`), widths (`CollArray2`), angles
 * (`AngleMap`), 16 signed bytes per shape for the first two. Shape 0 is the game's empty shape;
 * the others are named by their index (`s1-$1F`), which only messages show.
 */
export function actTileShapes(heights: Int8Array, widths: Int8Array, angles: Uint8Array): TileShapes {
  return {
    count: ACT_SHAPE_COUNT,
    names: ACT_SHAPE_NAMES,
    heights,
    widths,
    angles,
  };
}

const ACT_SHAPE_NAMES: readonly string[] = Array.from({ length: ACT_SHAPE_COUNT }, (_, i) => (i === 0 ? '' : `s1-$${i.toString(16).toUpperCase()}`));
