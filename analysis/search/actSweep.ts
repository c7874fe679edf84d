/**
 * Sweeping a real act: the places a sweep starts from, the passes of the whole-game glitch sweep
 * (tools/sweepRealActs.ts, docs/glitches.md), and the hits reduced to one
 * per place and kind.
 *
 * Places are the act's floor surfaces (surfaceCells.ts) on a column grid across the act's width
 * and the whole height of its terrain grid, kept when a player put there (actCell.ts: the camera,
 * limits and water follow it) is inside the level bounds `Sonic_LevelBound` enforces and above
 * the death line; a place below the bottom limit + 224 would only die.
 */
import type { Level } from '../../engine/level/types.ts';
import { createWorld, type WorldOptions } from '../../engine/world/world.ts';
import { P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, W_LIMIT_LEFT, W_LIMIT_RIGHT } from '../../engine/state/layout.ts';
import { belowBottom } from '../../engine/player/levelBound.ts';
import { BTN_A, BTN_LEFT, BTN_RIGHT } from '../../engine/input.ts';
import { placeOnRealAct } from './actCell.ts';
import { surfacePlaces, type SurfaceCellOptions, type SurfacePlace } from './surfaceCells.ts';
import type { Algorithm } from './runSearch.ts';
import type { Budget } from './control.ts';
import { replayGlitchMovie } from './glitchMovie.ts';
import type { SweepCell, SweepHit } from './sweep.ts';

/** Columns `stride` px apart across what `Sonic_LevelBound` lets the player reach: left limit + 16 to right limit + 0x128. */
export function actColumns(level: Level, stride: number): number[] {
  const act = level.act;
  if (act === undefined) throw new Error(`${level.name}: not a real act`);
  const xs: number[] = [];
  for (let x = act.size.left + 16; x < act.size.right + 0x128; x += stride) xs.push(x);
  return xs;
}

/** The act's floor places on columns `stride` px apart, over its whole height, those a player can be at. */
export function actPlaces(level: Level, world: WorldOptions, stride: number): SurfacePlace[] {
  return reachablePlaces(level, world, surfacePlaces(level, actColumns(level, stride), 0, 0x7ff));
}

/**
 * The places a player put there (actCell.ts) stays at: inside the level bounds the camera's
 * settled limits give, and above the death line (bottom limit + 224).
 */
export function reachablePlaces(level: Level, world: WorldOptions, places: readonly SurfacePlace[]): SurfacePlace[] {
  const w = createWorld(level, world);
  const start = w.snapshot();
  return places.filter((p) => {
    w.restore(start);
    placeOnRealAct(w, { x: p.x, y: p.y, speed: 0, air: false });
    const s = w.state;
    return !belowBottom(s, s[P_Y]) && p.x >= s[W_LIMIT_LEFT] + 16 && p.x < s[W_LIMIT_RIGHT] + 0x128;
  });
}

/** One pass of the whole-game sweep: which detectors, on which cells, with which search. */
export interface ActSweepPass {
  readonly id: string;
  readonly detectors: readonly string[];
  /** Import the act with its object placements (only ported objects run). */
  readonly objects: boolean;
  /** Column spacing of the places, px. */
  readonly stride: number;
  readonly cells: SurfaceCellOptions;
  readonly alphabet: readonly number[];
  readonly granularity: number;
  readonly horizon: number;
  readonly algorithm: Algorithm;
  readonly budgetPerSearch: Budget;
}

const SPEEDS = [0x200, -0x200, 0x400, -0x400, 0x600, -0x600, 0x800, -0x800, 0xa00, -0xa00, 0xc00, -0xc00];

/**
 * The whole-game sweep. Zips need the grounded look-ahead: grounded cells at running and rolling
 * speeds both ways. Stair clips need a fall mostly down onto terrain rising under the feet:
 * airborne cells 16 px above the floor falling at 4 to 16 px/frame, moving 4 to 12 px/frame
 * either way. False standing needs objects to stand on: the act with its objects, grounded
 * and landing cells at walking speeds, searched longer (a platform must carry the player off).
 * Each cell's search holds nothing, right or left (and jump, for false standing) a few frames at
 * a time, breadth first: the first hit found uses the fewest choices.
 */
export const REAL_ACT_PASSES: readonly ActSweepPass[] = [
  {
    id: 'zip',
    detectors: ['zip'],
    objects: false,
    stride: 16,
    cells: { speeds: SPEEDS, grounded: true, airborne: false, lift: 0, fallSpeeds: [] },
    alphabet: [0, BTN_RIGHT, BTN_LEFT],
    granularity: 4,
    horizon: 3,
    algorithm: { kind: 'bfs' },
    budgetPerSearch: { states: 40 },
  },
  {
    id: 'stairClip',
    detectors: ['stairClip'],
    objects: false,
    stride: 32,
    cells: { speeds: [0x400, -0x400, 0x800, -0x800, 0xc00, -0xc00], grounded: false, airborne: true, lift: 16, fallSpeeds: [0x400, 0x800, 0xc00, 0x1000] },
    alphabet: [0, BTN_RIGHT, BTN_LEFT],
    granularity: 4,
    horizon: 3,
    algorithm: { kind: 'bfs' },
    budgetPerSearch: { states: 40 },
  },
  {
    id: 'falseStanding',
    detectors: ['falseStanding'],
    objects: true,
    stride: 32,
    cells: { speeds: [0, 0x300, -0x300], grounded: true, airborne: true, lift: 32, fallSpeeds: [0x200] },
    alphabet: [0, BTN_RIGHT, BTN_LEFT, BTN_A],
    granularity: 8,
    horizon: 4,
    algorithm: { kind: 'bfs' },
    budgetPerSearch: { states: 120 },
  },
];

/** A hit with where it happened: the state the glitch movie ends in (the detector's frame). */
export interface PlacedHit {
  readonly hit: SweepHit;
  readonly at: { readonly x: number; readonly y: number; readonly xsp: number; readonly ysp: number; readonly air: boolean };
}

/** Replays each hit's movie to the frame it fires: where it happened. */
export function placeHits(level: Level, world: WorldOptions, hits: readonly SweepHit[]): PlacedHit[] {
  return hits.map((hit) => {
    const r = replayGlitchMovie(level, world, hit.movie);
    if (!r.ok) throw new Error(`replaying a ${hit.detector} hit: ${r.error.message}`);
    const s = r.value.world.state;
    return { hit, at: { x: s[P_X] >> 8, y: s[P_Y] >> 8, xsp: s[P_XSP], ysp: s[P_YSP], air: (s[P_STATUS] & ST_AIR) !== 0 } };
  });
}

/** Hits of one kind closer than this (px, both axes) are one place. */
export const SAME_PLACE = 32;

export interface HitGroup {
  /** The group's representative: the earliest frame, then the slowest start, then the first found. */
  readonly best: PlacedHit;
  /** How many cells reached a hit in this group. */
  readonly cells: number;
}

/**
 * One group per distinct place and kind: hits of the same detector whose positions chain within
 * SAME_PLACE px of each other. Groups come in the order of their first hit.
 */
export function groupHits(hits: readonly PlacedHit[]): HitGroup[] {
  const parent = hits.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (let i = 0; i < hits.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = hits[i];
      const b = hits[j];
      if (a.hit.detector !== b.hit.detector) continue;
      if (Math.abs(a.at.x - b.at.x) < SAME_PLACE && Math.abs(a.at.y - b.at.y) < SAME_PLACE) parent[root(i)] = root(j);
    }
  }
  const groups = new Map<number, { best: PlacedHit; cells: number }>();
  for (let i = 0; i < hits.length; i++) {
    const r = root(i);
    const g = groups.get(r);
    if (g === undefined) groups.set(r, { best: hits[i], cells: 1 });
    else {
      g.cells++;
      if (better(hits[i], g.best)) g.best = hits[i];
    }
  }
  return [...groups.values()];
}

function better(a: PlacedHit, b: PlacedHit): boolean {
  if (a.hit.frame !== b.hit.frame) return a.hit.frame < b.hit.frame;
  return effort(a.hit.cell) < effort(b.hit.cell);
}

function effort(c: SweepCell): number {
  return Math.abs(c.speed) + Math.abs(c.ysp ?? 0);
}
