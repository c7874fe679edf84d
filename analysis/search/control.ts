/**
 * What every search shares: its seed, budgets (frames simulated, states evaluated, seconds on a
 * clock the caller passes in), progress reports and cancellation; and the result it returns.
 */
export interface Budget {
  readonly frames?: number;
  readonly states?: number;
  readonly seconds?: number;
}

export interface SearchProgress {
  readonly algorithm: string;
  readonly framesSimulated: number;
  readonly states: number;
  readonly seconds: number;
  readonly bestScore: number;
}

export interface SearchControl {
  readonly seed: number;
  readonly budget: Budget;
  /** Milliseconds, monotonic (performance.now). Default: a clock that never advances. */
  readonly clock?: () => number;
  readonly onProgress?: (p: SearchProgress) => void;
  readonly signal?: AbortSignal;
  /** Tasks per batch handed to the evaluator (default 256). */
  readonly batch?: number;
}

export type StopReason = 'found' | 'exhausted' | 'budget' | 'aborted';

export interface SearchResult {
  readonly algorithm: string;
  /** The objective was met (a `maxX` search is never "found": it ends on a budget). */
  readonly found: boolean;
  readonly score: number;
  /** Inputs from the search start (one byte per frame), cut after the frame the objective was met. */
  readonly inputs: Uint8Array;
  /** Frame (from the search start) the objective was met, or -1. */
  readonly doneFrame: number;
  readonly message: string;
  readonly framesSimulated: number;
  readonly states: number;
  readonly seconds: number;
  readonly stopReason: StopReason;
}

/** Counts work against the budget and reports progress. */
export class Books {
  framesSimulated = 0;
  states = 0;
  bestScore = -Infinity;
  private readonly t0: number;
  private readonly clock: () => number;

  constructor(
    readonly algorithm: string,
    private readonly control: SearchControl,
  ) {
    this.clock = control.clock ?? (() => 0);
    this.t0 = this.clock();
  }

  get seconds(): number {
    return (this.clock() - this.t0) / 1000;
  }

  /** Why the search must stop now, or null. */
  stop(): StopReason | null {
    if (this.control.signal?.aborted) return 'aborted';
    const b = this.control.budget;
    if (b.frames !== undefined && this.framesSimulated >= b.frames) return 'budget';
    if (b.states !== undefined && this.states >= b.states) return 'budget';
    if (b.seconds !== undefined && this.seconds >= b.seconds) return 'budget';
    return null;
  }

  /** States still allowed (for sizing the next batch). */
  statesLeft(): number {
    const s = this.control.budget.states;
    return s === undefined ? Infinity : Math.max(0, s - this.states);
  }

  count(framesRun: number, score: number): void {
    this.framesSimulated += framesRun;
    this.states++;
    if (score > this.bestScore) this.bestScore = score;
  }

  report(): void {
    this.control.onProgress?.({
      algorithm: this.algorithm,
      framesSimulated: this.framesSimulated,
      states: this.states,
      seconds: this.seconds,
      bestScore: this.bestScore,
    });
  }

  get batch(): number {
    return this.control.batch ?? 256;
  }
}

/** Expands choices (alphabet indices) to one input byte per frame, cut to `frames` if >= 0. */
export function expandChoices(choices: ArrayLike<number>, alphabet: readonly number[], granularity: number, frames = -1): Uint8Array {
  const total = choices.length * granularity;
  const n = frames >= 0 ? Math.min(frames, total) : total;
  const out = new Uint8Array(n);
  for (let f = 0; f < n; f++) out[f] = alphabet[choices[Math.floor(f / granularity)]];
  return out;
}
