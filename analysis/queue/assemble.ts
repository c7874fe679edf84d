/**
 * Job results back into the report, by job index and by each cell's place in its job: the hits
 * come out in the order the local sweep finds them (detector by detector, cells in order), each
 * once, whichever worker ran a job, in whatever order jobs finished and however often one was
 * retried. A search's restarts give one answer: the best, the earliest restart on a tie.
 */
import type { SweepCell } from '../search/sweep.ts';
import { sweepJobs, type JobOutcome, type SearchJobResult, type SearchOutcome, type SweepJobResult, type SweepRunSpec } from './runSpec.ts';

export interface SweepRow {
  readonly cell: SweepCell;
  readonly detector: string;
  readonly frame: number;
  readonly message: string;
  /** The glitch movie as .spx text. */
  readonly spx: string;
}

export interface SweepRowError {
  readonly cell: SweepCell;
  readonly detector: string;
  readonly error: string;
}

export interface AssembledSweep {
  readonly hits: SweepRow[];
  readonly errors: SweepRowError[];
  /** Searches finished (cells x detectors of the finished jobs, cells inside terrain included). */
  readonly done: number;
}

/** The finished jobs' hits and errors in report order; jobs not finished are left out. */
export function assembleSweep(spec: Pick<SweepRunSpec, 'cells' | 'detectors' | 'cellsPerJob'>, results: ReadonlyMap<number, JobOutcome<SweepJobResult>>): AssembledSweep {
  const hits: SweepRow[] = [];
  const errors: SweepRowError[] = [];
  let done = 0;
  for (const job of sweepJobs(spec)) {
    const r = results.get(job.index);
    if (r === undefined) continue;
    done += job.count;
    if (!r.ok) {
      // A job that failed every attempt: each of its cells carries the job's error.
      for (let k = 0; k < job.count; k++) errors.push({ cell: spec.cells[job.from + k], detector: job.detector, error: r.error });
      continue;
    }
    // Each cell once, in order, even from a result that somehow lists one twice.
    const byCell = new Map<number, SweepRow | SweepRowError>();
    for (const h of r.value.hits) if (h.k >= 0 && h.k < job.count && !byCell.has(h.k)) byCell.set(h.k, { cell: spec.cells[job.from + h.k], detector: job.detector, frame: h.frame, message: h.message, spx: h.spx });
    for (const e of r.value.errors) if (e.k >= 0 && e.k < job.count && !byCell.has(e.k)) byCell.set(e.k, { cell: spec.cells[job.from + e.k], detector: job.detector, error: e.error });
    for (const k of [...byCell.keys()].sort((a, b) => a - b)) {
      const row = byCell.get(k)!;
      if ('error' in row) errors.push(row);
      else hits.push(row);
    }
  }
  return { hits, errors, done };
}

/** Which outcome wins: found over not found, then the higher score, then the earlier restart. */
export function bestOutcome(outcomes: readonly (SearchOutcome | undefined)[]): number {
  let best = -1;
  for (let i = 0; i < outcomes.length; i++) {
    const o = outcomes[i];
    if (o === undefined) continue;
    const b = best < 0 ? undefined : outcomes[best]!;
    if (b === undefined || (o.found && !b.found) || (o.found === b.found && o.score > b.score)) best = i;
  }
  return best;
}

/** The restarts finished so far (index = restart), and the failed ones' errors. */
export function searchOutcomes(restarts: number, results: ReadonlyMap<number, JobOutcome<SearchJobResult>>): { outcomes: (SearchOutcome | undefined)[]; errors: { restart: number; error: string }[] } {
  const outcomes: (SearchOutcome | undefined)[] = new Array(restarts).fill(undefined);
  const errors: { restart: number; error: string }[] = [];
  for (let i = 0; i < restarts; i++) {
    const r = results.get(i);
    if (r === undefined) continue;
    if (r.ok) outcomes[i] = r.value.outcome;
    else errors.push({ restart: i, error: r.error });
  }
  return { outcomes, errors };
}
