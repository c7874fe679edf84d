/**
 * Terrain questions detectors ask about a state: solid pixels along the path between two
 * centres, and how far the ground sensors are from the surface. Read-only: uses the engine's own
 * sensor routines on a private Terrain per level (never the world's, whose buffers it mutates).
 */
import { BLOCK_SOLID_TOP, type Level } from '../../engine/level/types.ts';
import { collisionQuadrant } from '../../engine/player/quadrant.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../../engine/terrain/directions.ts';
import { Terrain } from '../../engine/terrain/terrain.ts';
import { P_ANGLE, P_HRAD, P_LAYER, P_WRAD, P_X, P_Y } from '../../engine/state/layout.ts';
import { isSolidPixel } from './wallClip.ts';

const terrains = new WeakMap<Level, Terrain>();

function terrainFor(level: Level, layer: number): Terrain {
  let t = terrains.get(level);
  if (t === undefined) {
    t = new Terrain(level);
    terrains.set(level, t);
  }
  t.layer = layer === 0 ? t.layerA : t.layerB;
  return t;
}

/**
 * The first left/right/bottom-solid pixel on the straight path from (x0, y0) to (x1, y1), whole
 * pixels, excluding the start pixel; null when the path is clear. Steps one pixel at a time along
 * the longer axis (a DDA), so a 1-px wall cannot be stepped over.
 */
export function firstSolidOnPath(level: Level, layer: number, x0: number, y0: number, x1: number, y1: number): { x: number; y: number } | null {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const n = Math.max(Math.abs(dx), Math.abs(dy));
  for (let i = 1; i <= n; i++) {
    const x = x0 + Math.round((dx * i) / n);
    const y = y0 + Math.round((dy * i) / n);
    if (isSolidPixel(level, layer, x, y)) return { x, y };
  }
  return null;
}

/**
 * The grounded sensor distance of a state, as AnglePos would measure it (the mode from the
 * state's angle, two foot sensors at ± width radius, the smaller wins; top-solid bit). Negative
 * means inside the ground, positive above it.
 */
export function groundDistance(level: Level, s: Int32Array): number {
  const t = terrainFor(level, s[P_LAYER]);
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
