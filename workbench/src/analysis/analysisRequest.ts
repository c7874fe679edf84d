/**
 * What the analysis panel asks the analysis worker for, and what comes back while it runs.
 * Everything here survives structured clone (plain objects, typed arrays). A search or sweep
 * always starts from a frame's savestate (SearchStart), never from the level start.
 */
import type { Level } from '../../../engine/level/types.ts';
import type { Algorithm, Budget, StopReason, SweepCell } from '../../../analysis/search/index.ts';
import type { SearchPlayer } from '../../../analysis/search/problem.ts';
import type { SweepCellsAsk } from '../../../analysis/search/sweepCells.ts';
import type { WorldOptions } from '../../../engine/world/world.ts';
import type { SearchStart, WorkbenchError } from '../worker/protocol.ts';

/**
 * maxX, reach and script are one search each; `detectors` is one search per chosen detector.
 * A script objective runs only in search workers locked down first (analysis/search/scriptSandbox.ts).
 */
export type AnalysisObjective =
  | { readonly kind: 'maxX' }
  | { readonly kind: 'reach'; readonly x: number; readonly y: number; readonly radius: number }
  | { readonly kind: 'detectors' }
  | { readonly kind: 'script'; readonly name: string; readonly source: string };

interface Common {
  readonly level: Level;
  readonly start: SearchStart;
  readonly detectors: readonly string[];
  readonly alphabet: readonly number[];
  readonly granularity: number;
  readonly horizon: number;
  readonly algorithm: Algorithm;
  readonly seed: number;
  /** Search workers (1: simulate in the analysis worker itself). */
  readonly workers: number;
}

export interface SearchRequest extends Common {
  readonly kind: 'search';
  readonly objective: AnalysisObjective;
  readonly budget: Budget;
  /** Whose pad the search drives (`subpixel search --player`); 2 needs a partner. Absent: 1. */
  readonly player?: SearchPlayer;
}

/**
 * Detector searches from every cell `cells` asks for (analysis/search/sweepCells.ts, the same
 * cells `subpixel sweep` builds from its options), each cell placed into the start frame's
 * savestate. The worker builds the cells (a real act's surfaces take a while to find) and
 * says which with a `plan` event before the first search.
 */
export interface SweepRequest extends Common {
  readonly kind: 'sweep';
  readonly cells: SweepCellsAsk;
  /** Frames and states for each (cell, detector) search. */
  readonly budgetPerSearch: Budget;
  /**
   * `subpixel sweep --max-seconds`: the whole sweep stops after this long (on the analysis
   * worker's clock), keeping the hits so far; its counts then say stoppedEarly.
   */
  readonly maxSeconds?: number;
}

export type AnalysisRequest = SearchRequest | SweepRequest;

/** The most cells one sweep in the panel runs (each sends its outcome to the page); `subpixel sweep` has no limit. */
export const MAX_PANEL_SWEEP_CELLS = 50_000;

/** One result: inputs that play from the start frame's savestate (or the cell's, for a sweep). */
export interface AnalysisResult {
  readonly index: number;
  /** What was looked for: "maxX", "reach", or a detector id. */
  readonly objective: string;
  readonly found: boolean;
  readonly score: number;
  /** Frame (from the start) the objective was met, or -1. */
  readonly doneFrame: number;
  readonly message: string;
  readonly inputs: Uint8Array;
  /** The sweep cell the result starts from (its savestate moves the player), or null. */
  readonly cell: SweepCell | null;
  /** The savestate the inputs play from. */
  readonly savestate: Int32Array;
  readonly states: number;
  readonly verification: string;
  /**
   * The rest of what `subpixel search` prints for this search (absent in runs saved before
   * they were kept): frames simulated, why it stopped, its seconds, and the frames a full-length
   * candidate has (horizon × granularity), against which `inputs.length` is read.
   */
  readonly framesSimulated?: number;
  readonly stopReason?: StopReason;
  readonly algorithm?: string;
  readonly seconds?: number;
  readonly horizonFrames?: number;
  /** The world the search ran in (for writing its movie); absent in runs saved before. */
  readonly world?: WorldOptions;
  /** The pad the inputs are for; absent: 1. */
  readonly player?: SearchPlayer;
}

/** A sweep cell once every chosen detector was searched from it. */
export interface SweepCellOutcome {
  readonly cell: SweepCell;
  /** Detector ids that were reached from this cell. */
  readonly reached: readonly string[];
  /** The cell lies inside solid terrain: not searched (every "glitch" from there is trivial). */
  readonly skipped?: boolean;
}

/**
 * Counts so far. `states` and `framesSimulated` add up every search of the run; `current` is
 * the search running now, counted as `subpixel search` counts it (its progress line and its
 * summary); `sweep` the sweep's own counts, as `subpixel sweep` prints them.
 */
export interface AnalysisProgress {
  readonly seconds: number;
  readonly states: number;
  readonly framesSimulated: number;
  readonly bestScore: number;
  /** Searches finished and planned (a sweep runs many, cells inside terrain counted as done). */
  readonly done: number;
  readonly total: number;
  readonly current?: CurrentSearch;
  readonly sweep?: SweepCounts;
}

/** One search's own counts (`subpixel search`'s progress line, then its summary). */
export interface CurrentSearch {
  /** 0-based index among `total`. */
  readonly index: number;
  readonly objective: string;
  readonly algorithm: string;
  readonly states: number;
  readonly framesSimulated: number;
  readonly seconds: number;
}

/**
 * `subpixel sweep`'s summary, key for key: cells planned, searches (cells outside terrain ×
 * detectors), done of total (cells × detectors finished, those inside terrain included), hits,
 * cells skipped, and whether --max-seconds stopped it early. (The panel's Cancel, its Ctrl-C,
 * empties the bar instead, so "interrupted" is the CLI's alone.)
 */
export interface SweepCounts {
  readonly cells: number;
  readonly searches: number;
  readonly done: number;
  readonly total: number;
  readonly hits: number;
  readonly skipped: number;
  readonly stoppedEarly: boolean;
  readonly stopReason: 'maxSeconds' | 'interrupted' | null;
}

export type AnalysisEvent =
  /** A sweep's cells, before its first search. */
  | { readonly kind: 'plan'; readonly cells: readonly SweepCell[] }
  | { readonly kind: 'progress'; readonly progress: AnalysisProgress }
  | { readonly kind: 'result'; readonly result: AnalysisResult }
  | { readonly kind: 'cell'; readonly outcome: SweepCellOutcome }
  | { readonly kind: 'done'; readonly stopReason: 'finished' | 'aborted'; readonly seconds: number }
  | { readonly kind: 'failed'; readonly error: WorkbenchError };
