/**
 * The cells a sweep starts from, as `subpixel sweep` and the workbench's Analysis panel both
 * ask for them: a rectangle of start centres (--x, --y), or the floor surfaces of columns
 * (--surfaces, --lift); each at every x speed (--speeds), airborne at every fall speed
 * (--fall-speeds), grounded, or both ways (--start). One function for both, so a sweep set up
 * in the panel starts from exactly the cells the command line gives for the same options.
 * Units: px for positions, subpixels/frame for speeds (256 = 1 px/frame).
 */
import type { Level } from '../../engine/level/types.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import { actColumns, reachablePlaces } from './actSweep.ts';
import { gridCells, type SweepCell } from './sweep.ts';
import { surfaceCells, surfacePlaces } from './surfaceCells.ts';

/** Airborne, on the ground, or each cell both ways (`--start`; `--grounded` is `ground`). */
export type SweepStart = 'air' | 'ground' | 'both';

export const SWEEP_STARTS: readonly SweepStart[] = ['air', 'ground', 'both'];

export interface SweepCellsAsk {
  /** Start centres' x, px; null: the level start (a rectangle), or every 16 px across the level (surfaces). */
  readonly xs: readonly number[] | null;
  /**
   * A rectangle: the start centres' y, px (null: the level start). Surfaces: the rows searched
   * for floors, from the first to the last value (null: the whole height).
   */
  readonly ys: readonly number[] | null;
  /** Start on the floor surfaces of each x column instead of a rectangle. */
  readonly surfaces: boolean;
  /** Surfaces: airborne cells start this many px above the standing centre; absent: DEFAULT_LIFT. */
  readonly lift?: number;
  /** x speeds, subpixels/frame (each also the ground speed); the CLI's default [0]. */
  readonly speeds: readonly number[];
  /** Airborne y speeds, subpixels/frame, down > 0; the CLI's default [0]. */
  readonly fallSpeeds: readonly number[];
  readonly start: SweepStart;
}

/** The lift `--surfaces` cells get when `--lift` is not given, px. */
export const DEFAULT_LIFT = 16;

/**
 * The cells, in the order `subpixel sweep` has always searched them: a rectangle's airborne
 * cells fall speed by fall speed, then its grounded ones; surfaces place by place.
 */
export function sweepCells(level: Level, world: WorldOptions, ask: SweepCellsAsk): SweepCell[] {
  if (!ask.surfaces) {
    const xs = ask.xs ?? [level.start.x];
    const ys = ask.ys ?? [level.start.y];
    const cells: SweepCell[] = [];
    if (ask.start !== 'ground') for (const v of ask.fallSpeeds) cells.push(...gridCells(xs, ys, ask.speeds, true).map((c) => (v === 0 ? c : { ...c, ysp: v })));
    if (ask.start !== 'air') cells.push(...gridCells(xs, ys, ask.speeds, false));
    return cells;
  }
  const xs = ask.xs ?? defaultColumns(level);
  const rows = ask.ys ?? [0, level.act !== undefined ? 0x7ff : level.heightBlocks * 16 - 1];
  const found = surfacePlaces(level, xs, rows[0], rows[rows.length - 1]);
  // On a real act, only places a player put there stays at (inside the bounds, above the death line).
  const places = level.act !== undefined ? reachablePlaces(level, world, found) : found;
  return surfaceCells(places, { speeds: ask.speeds, grounded: ask.start !== 'air', airborne: ask.start !== 'ground', lift: ask.lift ?? DEFAULT_LIFT, fallSpeeds: ask.fallSpeeds });
}

/** `--surfaces` columns without `--x`: what the player can reach on a real act, else the level's width, every 16 px. */
export function defaultColumns(level: Level): number[] {
  if (level.act !== undefined) return actColumns(level, 16);
  const columns: number[] = [];
  for (let x = 0; x < level.widthBlocks * 16; x += 16) columns.push(x);
  return columns;
}
