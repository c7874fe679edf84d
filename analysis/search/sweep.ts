/**
 * A detector sweep: from a grid of start positions and speeds across a level, a small search
 * for each detector; the answer is where each glitch is reachable, each with a verified movie
 * that plays from the grid cell's savestate. Cells whose start point lies inside solid terrain
 * are skipped: from there every "glitch" is the trivial one of starting inside a wall.
 */
import type { Level } from '../../engine/level/types.ts';
import { P_GSP, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR } from '../../engine/state/layout.ts';
import { createWorld, type WorldOptions } from '../../engine/world/world.ts';
import { isSolidPixel } from '../detectors/terrainProbe.ts';
import type { Budget, SearchControl } from './control.ts';
import { LocalEvaluator, type Evaluator } from './evaluator.ts';
import type { GlitchMovie } from './glitchMovie.ts';
import type { SearchProblem } from './problem.ts';
import { placeOnRealAct } from './actCell.ts';
import { runSearch, type Algorithm } from './runSearch.ts';

export interface SweepCell {
  /** Start centre, whole pixels. */
  readonly x: number;
  readonly y: number;
  /** Start x speed (and ground speed), subpixels/frame. */
  readonly speed: number;
  /** Start airborne (falls onto what is below) or grounded. */
  readonly air: boolean;
  /** Start y speed, subpixels/frame (positive = down); 0 when absent. */
  readonly ysp?: number;
}

export interface SweepSpec {
  readonly level: Level;
  readonly world: WorldOptions;
  readonly cells: readonly SweepCell[];
  readonly detectors: readonly string[];
  readonly alphabet: readonly number[];
  readonly granularity: number;
  readonly horizon: number;
  readonly algorithm: Algorithm;
  /** Budget for each (cell, detector) search. */
  readonly budgetPerSearch: Budget;
}

export interface SweepHit {
  readonly cell: SweepCell;
  readonly detector: string;
  /** Frames from the cell's start to the hit. */
  readonly frame: number;
  readonly message: string;
  readonly movie: GlitchMovie;
}

export interface SweepProgress {
  readonly done: number;
  readonly total: number;
  readonly hits: number;
  /** Cells not searched: their start is inside solid terrain. */
  readonly skipped: number;
}

/** Whether a cell's start point (the player's centre) is inside solid terrain on `layer` (0 = A). */
export function cellInsideTerrain(level: Level, cell: SweepCell, layer = 0): boolean {
  return isSolidPixel(level, layer, cell.x, cell.y);
}

/** The cells of a grid: every x, every y, every speed, all airborne (they fall onto the terrain). */
export function gridCells(xs: readonly number[], ys: readonly number[], speeds: readonly number[], air = true): SweepCell[] {
  const out: SweepCell[] = [];
  for (const y of ys) for (const x of xs) for (const speed of speeds) out.push({ x, y, speed, air });
  return out;
}

/**
 * The savestate of a cell: the level start (or `from`, a savestate of the same level and
 * options: the workbench sweeps from the current frame) with the player moved to the cell,
 * given its speed, airborne or not. On a real act the camera, the level limits, the water and
 * the loaded objects follow the player there (actCell.ts).
 */
export function cellSavestate(level: Level, world: WorldOptions, cell: SweepCell, from?: Int32Array): Int32Array {
  const w = createWorld(level, world);
  if (from !== undefined) {
    const r = w.restore(from);
    if (!r.ok) throw new Error(`savestate refused: ${r.error.code}: ${r.error.message}`);
  }
  if (level.act !== undefined) {
    placeOnRealAct(w, cell);
    return w.snapshot();
  }
  const s = w.state;
  s[P_X] = cell.x << 8;
  s[P_Y] = cell.y << 8;
  s[P_XSP] = cell.speed;
  s[P_GSP] = cell.speed;
  s[P_YSP] = cell.ysp ?? 0;
  s[P_STATUS] = cell.air ? s[P_STATUS] | ST_AIR : s[P_STATUS] & ~ST_AIR;
  return w.snapshot();
}

export async function sweep(
  spec: SweepSpec,
  control: Omit<SearchControl, 'budget' | 'onProgress'> & { onSweepProgress?: (p: SweepProgress) => void },
  evaluator: Evaluator = new LocalEvaluator(),
): Promise<SweepHit[]> {
  const hits: SweepHit[] = [];
  const total = spec.cells.length * spec.detectors.length;
  let done = 0;
  let skipped = 0;
  for (const id of spec.detectors) {
    for (const cell of spec.cells) {
      if (control.signal?.aborted) return hits;
      if (cellInsideTerrain(spec.level, cell)) {
        done++;
        if (id === spec.detectors[0]) skipped++;
        control.onSweepProgress?.({ done, total, hits: hits.length, skipped });
        continue;
      }
      const problem: SearchProblem = {
        level: spec.level,
        world: spec.world,
        alphabet: spec.alphabet,
        granularity: spec.granularity,
        horizon: spec.horizon,
        objective: { kind: 'detector', id },
        prefix: new Uint8Array(0),
        savestate: cellSavestate(spec.level, spec.world, cell),
      };
      const r = await runSearch(problem, spec.algorithm, { ...control, budget: spec.budgetPerSearch }, evaluator);
      if (r.result.found && r.movie !== null) hits.push({ cell, detector: id, frame: r.result.doneFrame, message: r.result.message, movie: r.movie });
      // A search cut short by the signal did not finish its cell: it is not counted done.
      else if (r.result.stopReason === 'aborted') return hits;
      done++;
      control.onSweepProgress?.({ done, total, hits: hits.length, skipped });
    }
  }
  return hits;
}
