/**
 * What the analysis panel asks the analysis worker for, and what comes back while it runs.
 * Everything here survives structured clone (plain objects, typed arrays). A search or sweep
 * always starts from a frame's savestate (SearchStart), never from the level start.
 */
import type { Level } from '../../../engine/level/types.ts';
import type { Algorithm, Budget, SweepCell } from '../../../analysis/search/index.ts';
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
}

/** A grid of start positions (whole pixels) and speeds (subpixels/frame), each cell airborne. */
export interface SweepRequest extends Common {
  readonly kind: 'sweep';
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  readonly speeds: readonly number[];
  readonly budgetPerSearch: Budget;
}

export type AnalysisRequest = SearchRequest | SweepRequest;

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
}

/** A sweep cell once every chosen detector was searched from it. */
export interface SweepCellOutcome {
  readonly cell: SweepCell;
  /** Detector ids that were reached from this cell. */
  readonly reached: readonly string[];
  /** The cell lies inside solid terrain: not searched (every "glitch" from there is trivial). */
  readonly skipped?: boolean;
}

export interface AnalysisProgress {
  readonly seconds: number;
  readonly states: number;
  readonly framesSimulated: number;
  readonly bestScore: number;
  /** Searches finished and planned (a sweep runs many). */
  readonly done: number;
  readonly total: number;
}

export type AnalysisEvent =
  | { readonly kind: 'progress'; readonly progress: AnalysisProgress }
  | { readonly kind: 'result'; readonly result: AnalysisResult }
  | { readonly kind: 'cell'; readonly outcome: SweepCellOutcome }
  | { readonly kind: 'done'; readonly stopReason: 'finished' | 'aborted'; readonly seconds: number }
  | { readonly kind: 'failed'; readonly error: WorkbenchError };
