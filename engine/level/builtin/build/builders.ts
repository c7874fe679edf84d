/** Every bundled level's builder, by the name it is bundled under (its JSON file's base name). */
import { buildFlat } from './flat.ts';
import { buildHills } from './hills.ts';
import { buildLoop } from './loop.ts';
import { buildObjectZoo } from './objectZoo.ts';
import { buildWalls } from './walls.ts';
import { buildWater } from './water.ts';

export const BUILDERS: Readonly<Record<string, () => Record<string, unknown>>> = {
  flat: buildFlat,
  hills: buildHills,
  loop: buildLoop,
  walls: buildWalls,
  objectZoo: buildObjectZoo,
  water: buildWater,
};
