/**
 * Sweep cells on a level's real terrain: where a player can stand. A rectangular grid of start
 * positions on a real act puts most cells inside solid ground (every detector then fires at once,
 * "fell through at +0", which says nothing) or in empty sky. Instead, for each column x of the
 * grid, every floor surface met going down the column is a place: the top pixel of top-solid
 * terrain with open space above it.
 *
 * A place's centre is where a standing player's centre settles, as the ground sensors settle it
 * (`AnglePos`): the two foot sensors (x ± width radius, height radius below the centre) measure
 * from a centre resting on the column's surface, and the nearer surface wins. A surface the feet
 * cannot settle on within the 14 px AnglePos corrects (a gap narrower than the feet, a spike
 * thinner than them) is no place; nor is one where the player does not fit (left/right/bottom-
 * solid terrain on the centre column from head to feet, beside the upper body, or where the
 * wall sensors probe). Airborne
 * cells start `lift` px above a place. Units: pixels. The terrain is read as the engine reads it
 * (terrainProbe.ts), on layer A.
 */
import { BLOCK_SOLID_TOP, type Level } from '../../engine/level/types.ts';
import { senseDown } from '../../engine/terrain/directions.ts';
import { isFloorPixel, isSolidPixel, terrainFor } from '../detectors/terrainProbe.ts';
import type { SweepCell } from './sweep.ts';

export interface SurfacePlace {
  readonly x: number;
  /** The centre of a player standing there, px. */
  readonly y: number;
}

/** Standing Sonic's radii (engine/profiles/characters.ts): the room a place must have. */
const HEIGHT = 0x13;
const WIDTH = 9;
/** AnglePos moves the player onto the ground only from this close (SPEC-NOTES "Ground sensors"). */
const SETTLE = 14;
/** The wall sensors' reach beside the centre (the look-ahead probes 10 px ahead, 8 px low on flat ground). */
const PROBE = 10;

/**
 * Every floor surface in each column of `xs` between `yMin` and `yMax` (the surface pixel's y),
 * top to bottom, as standing places with room for the player; a place reached from two surfaces
 * is listed once.
 */
export function surfacePlaces(level: Level, xs: readonly number[], yMin: number, yMax: number): SurfacePlace[] {
  const out: SurfacePlace[] = [];
  for (const x of xs) {
    let last = Number.NaN;
    for (let y = Math.max(yMin, 1); y <= yMax; y++) {
      if (!isFloorPixel(level, 0, x, y) || isFloorPixel(level, 0, x, y - 1)) continue;
      const centre = settledCentre(level, x, y - 1 - HEIGHT);
      if (centre === null || centre === last || !roomAt(level, x, centre)) continue;
      out.push({ x, y: centre });
      last = centre;
    }
  }
  return out;
}

/** Where AnglePos puts a centre resting at `y` on column x: the nearer foot sensor's surface, or null. */
function settledCentre(level: Level, x: number, y: number): number | null {
  const t = terrainFor(level, 0);
  const a = senseDown(t, x + WIDTH, y + HEIGHT, BLOCK_SOLID_TOP);
  const b = senseDown(t, x - WIDTH, y + HEIGHT, BLOCK_SOLID_TOP);
  const d = a < b ? a : b;
  return d < -SETTLE || d > SETTLE ? null : y + d;
}

/**
 * No left/right/bottom-solid pixel on the centre column (head to feet), beside the upper body,
 * or on the rows the wall sensors probe (the centre's and 8 px below it, 10 px either way): a
 * player there would already be inside a wall the moment it moves.
 */
function roomAt(level: Level, x: number, y: number): boolean {
  for (let dy = -HEIGHT; dy <= HEIGHT; dy++) if (isSolidPixel(level, 0, x, y + dy)) return false;
  for (let dy = -HEIGHT; dy <= 0; dy++) {
    if (isSolidPixel(level, 0, x - WIDTH, y + dy) || isSolidPixel(level, 0, x + WIDTH, y + dy)) return false;
  }
  for (let dx = -PROBE; dx <= PROBE; dx++) {
    if (isSolidPixel(level, 0, x + dx, y) || isSolidPixel(level, 0, x + dx, y + 8)) return false;
  }
  return true;
}

export interface SurfaceCellOptions {
  /** x speeds, subpixels/frame (each also given as ground speed). */
  readonly speeds: readonly number[];
  /** Start standing on the surface. */
  readonly grounded: boolean;
  /** Start airborne `lift` px above the standing centre, falling at each of `fallSpeeds`. */
  readonly airborne: boolean;
  readonly lift: number;
  /** Airborne y speeds, subpixels/frame (positive = down). */
  readonly fallSpeeds: readonly number[];
}

/** The sweep cells of `places`: grounded, then airborne, each at every speed. */
export function surfaceCells(places: readonly SurfacePlace[], o: SurfaceCellOptions): SweepCell[] {
  const out: SweepCell[] = [];
  for (const p of places) {
    if (o.grounded) for (const speed of o.speeds) out.push({ x: p.x, y: p.y, speed, air: false });
    if (o.airborne) {
      for (const ysp of o.fallSpeeds) for (const speed of o.speeds) out.push({ x: p.x, y: p.y - o.lift, speed, air: true, ysp });
    }
  }
  return out;
}
