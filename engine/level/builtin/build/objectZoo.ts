/**
 * `objectZoo`: flat ground with one of each object type, spaced out left to right, for the
 * object tests, the lockstep snapshot test and the workbench. 280 x 20 blocks (4480 x 320 px).
 *
 * Pixel facts (Sonic's standing height radius is 19):
 * - floor: block rows 14..19 full tiles, top solid pixel row y = 224 (standing Sonic y = 204);
 * - walls: block columns 0 and 231, every row;
 * - start (64, 196), 8 px above the floor.
 * Objects A (solid objects and platforms) come first; Objects B add theirs at the marked place.
 */
import { FULL_TILE, LevelGrid } from './levelGrid.ts';

export const OBJECT_ZOO = { widthBlocks: 280, heightBlocks: 20, floorY: 224, startX: 64, startY: 196 } as const;

type ZooObject = Record<string, string | number | boolean>;

/** Objects A: one of each solid object / platform type, resting on (or floating over) the floor. */
const SOLID_OBJECTS: readonly ZooObject[] = [
  { id: 'block', type: 'solidBlock', x: 240, y: 208, width: 16, height: 16 },
  { id: 'platform', type: 'platform', x: 400, y: 176, width: 32, height: 8 },
  { id: 'mover', type: 'movingPlatform', x: 600, y: 168, width: 32, height: 8, motion: 'horizontal', amplitude: 64, period: 256 },
  { id: 'circler', type: 'movingPlatform', x: 800, y: 152, width: 24, height: 8, motion: 'circular', amplitude: 32, period: 128 },
  { id: 'ledge', type: 'collapsingPlatform', x: 1000, y: 184, width: 48, height: 8, delay: 7 },
  { id: 'slope', type: 'slopedPlatform', x: 1200, y: 191, shape: 'ramp', flipX: false },
  { id: 'pushBlock', type: 'pushableBlock', x: 1400, y: 208 },
  { id: 'monitor', type: 'monitor', x: 1520, y: 208 },
  { id: 'springUp', type: 'spring', x: 1640, y: 216, color: 'yellow', dir: 'up' },
  { id: 'springLeft', type: 'spring', x: 1760, y: 209, color: 'red', dir: 'left' },
];

// --- Objects B: touch objects (rings, spikes, bumpers, badniks) go here, x >= 1900. ---------
const TOUCH_OBJECTS: readonly ZooObject[] = [
  { id: 'ring1', type: 'ring', x: 1904, y: 196 },
  { id: 'ring2', type: 'ring', x: 1928, y: 196 },
  { id: 'ring3', type: 'ring', x: 1952, y: 196 },
  { id: 'ring4', type: 'ring', x: 1976, y: 196 },
  { id: 'ring5', type: 'ring', x: 2000, y: 196 },
  { id: 'checkpoint', type: 'checkpoint', x: 2040, y: 200, number: 1 },
  { id: 'bumper', type: 'bumper', x: 2090, y: 160 },
  { id: 'motobug', type: 'motobug', x: 2160, y: 200 },
  { id: 'chomper', type: 'chomper', x: 2230, y: 300 },
  { id: 'crabmeat', type: 'crabmeat', x: 2300, y: 200 },
  { id: 'buzzBomber', type: 'buzzBomber', x: 2400, y: 140 },
  { id: 'spikes', type: 'spikes', x: 2480, y: 208, variant: 0 },
];

// --- Objects C: bridge, button, breakable wall, x >= 2560. ----------------------------------
const MORE_OBJECTS: readonly ZooObject[] = [
  { id: 'bridge', type: 'bridge', x: 2640, y: 200, length: 12 },
  { id: 'button', type: 'button', x: 2800, y: 216 },
  { id: 'breakableWall', type: 'breakableWall', x: 2880, y: 192 },
];

// --- Objects D: diagonal spring, fan, S-tunnel area, x >= 2960. ------------------------------
const OBJECTS_D: readonly ZooObject[] = [
  { id: 'springDiagonal', type: 'spring', x: 3000, y: 208, color: 'yellow', dir: 'up-right' },
  { id: 'fan', type: 'fan', x: 3200, y: 200, dir: 'left', pull: false, alwaysOn: false },
  { id: 'rollTunnel', type: 'rollTunnel', x: 3320, y: 192, width: 64, height: 64 },
];

// --- Objects E: Sonic 2 speed booster and spring ramp, x >= 3360. ---------------------------
const OBJECTS_E: readonly ZooObject[] = [
  { id: 'spinner', type: 'spinner', x: 3400, y: 204, dir: 'right', slow: false },
  { id: 'springRamp', type: 'springRamp', x: 3520, y: 216, flipX: false, twirl: false, layer: 'keep' },
];

// --- Objects F: Hill Top seesaw (with its ball), x >= 3600. ---------------------------------
const OBJECTS_F: readonly ZooObject[] = [
  { id: 'seesaw', type: 'seesaw', x: 3680, y: 200, flipX: false, ball: true },
];

// --- Objects G: Casino Night flippers, Mushroom Hill mushroom cap, Carnival Night balloon and cannon, x >= 3760. ---
const OBJECTS_G: readonly ZooObject[] = [
  { id: 'flipper', type: 'flipper', x: 3800, y: 208, kind: 'upward', flipX: false },
  { id: 'flipperSide', type: 'flipper', x: 3920, y: 200, kind: 'horizontal', flipX: false },
  { id: 'mushroom', type: 'mushroom', x: 4040, y: 200, light: false },
  { id: 'balloon', type: 'balloon', x: 4160, y: 160, weak: false, phase: 0 },
  { id: 'cannon', type: 'cannon', x: 4280, y: 200 },
];

export function buildObjectZoo(): Record<string, unknown> {
  const g = new LevelGrid(OBJECT_ZOO.widthBlocks, OBJECT_ZOO.heightBlocks, 'z');
  const solid = { tile: FULL_TILE, solidity: 'all' } as const;
  const last = OBJECT_ZOO.widthBlocks - 1;
  g.fill('AB', 0, 14, last, OBJECT_ZOO.heightBlocks - 1, solid);
  g.fill('AB', 0, 0, 0, OBJECT_ZOO.heightBlocks - 1, solid);
  g.fill('AB', last, 0, last, OBJECT_ZOO.heightBlocks - 1, solid);
  return g.toDocument(
    {
      name: 'Object zoo',
      description:
        'One of each object type on flat ground (floor y=224, standing Sonic y=204; walls x 0..15 and 4464..4479; start (64,196)). ' +
        'Solid block x=240; jump-through platform x=400 (surface y=168); moving platforms x=600 (horizontal, ±64 px, 256 frames) ' +
        'and x=800 (circular, radius 32, 128 frames); collapsing ledge x=1000 (surface y=176, 7 frames); sloped MZ platform ' +
        'x=1200 (ramp array); push block x=1400; monitor x=1520; yellow up spring x=1640; red left spring x=1760. ' +
        'Rings x=1904..2000 (y=196, every 24 px); checkpoint x=2040; bumper (2090,160); motobug x=2160; chomper x=2230 (leaps from y=300); ' +
        'crabmeat x=2300; Buzz Bomber (2400,140); spikes x=2480 (top y=192); ' +
        '12-log bridge x=2640 (logs y=200, surface y=192, logs x 2544..2720); button x=2800; breakable wall x=2880 (33 x 65); ' +
        'up-right diagonal spring x=3000 (Sonic 2); Star Light fan x=3200 blowing left (cycling); S-tunnel area x 3288..3351; ' +
        'speed booster (Sonic 2 spinner) x=3400 (box 3384..3415, y 188..219); spring ramp x=3520 (y=216, rising to the right); ' +
        'Hill Top seesaw x=3680 (y=200, 96 px wide, right end down, ball resting at (3720,208)); ' +
        'Casino Night flippers: upward x=3800 (y=208, tip down to the right), horizontal x=3920 (y=200); ' +
        'Mushroom Hill mushroom cap x=4040 (y=200, top y=182); Carnival Night balloon (4160,160); cannon x=4280 (y=200, top y=159).',
      start: { x: OBJECT_ZOO.startX, y: OBJECT_ZOO.startY },
      objects: [...SOLID_OBJECTS, ...TOUCH_OBJECTS, ...MORE_OBJECTS, ...OBJECTS_D, ...OBJECTS_E, ...OBJECTS_F, ...OBJECTS_G],
    },
    { '#': solid },
  );
}
