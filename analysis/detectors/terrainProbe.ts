/**
 * Terrain questions detectors ask about a state: is a pixel solid, solid pixels along the path
 * between two centres, and how far the ground sensors are from the surface. Read-only: uses the
 * engine's own Terrain (a private one per level, never the world's, whose buffers it mutates),
 * so a detector reads every pixel exactly as the engine's sensors do:
 * - on a real act, coordinates wrap as `FindNearestTile` wraps them (x & 0x7FFF, y & 0x7FF:
 *   Terrain.block), so a player in the background columns or below a vertically wrapping act
 *   reads the blocks the engine reads; a hand-made level reads nothing outside its bounds;
 * - LZ3's run-time layout change (W_LAYOUT_PATCH in the state) is applied when the state has it.
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP, type Level } from '../../engine/level/types.ts';
import { collisionQuadrant } from '../../engine/player/quadrant.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../../engine/terrain/directions.ts';
import { Terrain } from '../../engine/terrain/terrain.ts';
import { LZ3_PATCH_INDEX } from '../../engine/games/s1/act/labyrinthWater.ts';
import { P_ANGLE, P_HRAD, P_LAYER, P_WRAD, P_X, P_Y, W_LAYOUT_PATCH } from '../../engine/state/layout.ts';

const terrains = new WeakMap<Level, Terrain>();

/**
 * The level's private Terrain on `layer` (0 = A), its layout as `state` has it (LZ3 rewrites a
 * layout cell while it is played; without a state, the act's own layout).
 */
export function terrainFor(level: Level, layer: number, state?: Int32Array): Terrain {
  let t = terrains.get(level);
  if (t === undefined) {
    t = new Terrain(level);
    terrains.set(level, t);
  }
  const act = level.act;
  if (act !== undefined) {
    const patch = state !== undefined ? state[W_LAYOUT_PATCH] : 0;
    if (patch !== t.patchedCell) {
      t.setLayoutCell(act, LZ3_PATCH_INDEX, patch !== 0 ? patch : act.layout[LZ3_PATCH_INDEX]);
      t.patchedCell = patch;
    }
  }
  t.layer = layer === 0 ? t.layerA : t.layerB;
  return t;
}

/**
 * Whether pixel (x, y) is covered by a tile of the level's `layer` (0 = A) whose solidity has
 * a bit of `mask`: by default left/right/bottom-solid (top-only terrain is meant to be passed
 * through); BLOCK_SOLID_TOP asks what floor sensors land on.
 */
export function isSolidPixel(level: Level, layer: number, x: number, y: number, state?: Int32Array, mask = BLOCK_SOLID_LRB): boolean {
  return terrainFor(level, layer, state).solidAt(x, y, mask);
}

/** Whether a floor sensor lands on pixel (x, y): top-solid terrain. */
export function isFloorPixel(level: Level, layer: number, x: number, y: number, state?: Int32Array): boolean {
  return isSolidPixel(level, layer, x, y, state, BLOCK_SOLID_TOP);
}

/**
 * How far a centre moved between two frames along one axis. Real acts that wrap vertically
 * (LZ3, SBZ2) move the player from y 0x7FF to 0 (`andi.w #$7FF`): that is a step of one pixel,
 * not a path across the whole act, so on real acts the difference is taken modulo the wrap
 * (0x800 down, 0x8000 across), the shorter way.
 */
export function pathDelta(level: Level, from: number, to: number, axis: 'x' | 'y'): number {
  const d = to - from;
  if (level.act === undefined) return d;
  const span = axis === 'y' ? 0x800 : 0x8000;
  return ((((d + (span >> 1)) % span) + span) % span) - (span >> 1);
}

/**
 * The first left/right/bottom-solid pixel on the straight path from (x0, y0) to (x1, y1), whole
 * pixels, excluding the start pixel; null when the path is clear. Steps one pixel at a time along
 * the longer axis (a DDA), so a 1-px wall cannot be stepped over. `state` supplies the layout as
 * the run has it (isSolidPixel).
 */
export function firstSolidOnPath(level: Level, layer: number, x0: number, y0: number, x1: number, y1: number, state?: Int32Array): { x: number; y: number } | null {
  const dx = pathDelta(level, x0, x1, 'x');
  const dy = pathDelta(level, y0, y1, 'y');
  const n = Math.max(Math.abs(dx), Math.abs(dy));
  for (let i = 1; i <= n; i++) {
    const x = x0 + Math.round((dx * i) / n);
    const y = y0 + Math.round((dy * i) / n);
    if (isSolidPixel(level, layer, x, y, state)) return { x, y };
  }
  return null;
}

/**
 * The grounded sensor distance of a state, as AnglePos would measure it (the mode from the
 * state's angle, two foot sensors at ± width radius, the smaller wins; top-solid bit). Negative
 * means inside the ground, positive above it.
 */
export function groundDistance(level: Level, s: Int32Array): number {
  const t = terrainFor(level, s[P_LAYER], s);
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const h = s[P_HRAD];
  const w = s[P_WRAD];
  const q = collisionQuadrant(s[P_ANGLE]);
  const m = BLOCK_SOLID_TOP;
  let a: number, b: number;
  if (q === 0) {
    a = senseDown(t, x + w, y + h, m);
    b = senseDown(t, x - w, y + h, m);
  } else if (q === 0xc0) {
    a = senseRight(t, x + h, y - w, m);
    b = senseRight(t, x + h, y + w, m);
  } else if (q === 0x80) {
    a = senseUp(t, x + w, y - h, m);
    b = senseUp(t, x - w, y - h, m);
  } else {
    a = senseLeft(t, x - h, y - w, m);
    b = senseLeft(t, x - h, y + w, m);
  }
  return a < b ? a : b;
}

export const px = (subpixels: number): number => subpixels >> 8;
