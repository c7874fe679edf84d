/**
 * The counts the Analysis panel shows, in the words and numbers `subpixel search` and
 * `subpixel sweep` print: the progress line is the commands' stderr line (the running search's
 * own states and frames, then the run's totals when it runs several), a result's counts are
 * `search`'s JSON summary for that search, and a sweep ends on `sweep`'s summary line. Every
 * number comes from the search library's books (analysis/search/control.ts Books) once, so the
 * progress line, the result rows and the command line agree.
 */
import type { Budget } from '../../../analysis/search/index.ts';
import type { AnalysisProgress, AnalysisResult } from './analysisRequest.ts';

/** The line under the Run button while a run goes and after it ends. */
export function progressLine(p: AnalysisProgress | null): string {
  if (p === null) return '';
  if (p.sweep !== undefined) {
    const s = p.sweep;
    const line = `sweep: ${s.done}/${s.total} searches, ${s.hits} glitches, ${s.skipped} cells inside terrain skipped`;
    const summary = `cells ${s.cells}, searches ${s.searches}, done ${s.done}, total ${s.total}, hits ${s.hits}, skipped ${s.skipped}`;
    if (s.stoppedEarly) return `sweep: stopped early (--max-seconds): ${s.done} of ${s.total} cells searched · ${summary}, stopped early`;
    return s.done === s.total ? `${line} · ${summary}` : line;
  }
  const c = p.current;
  if (c === undefined) return `${p.states} states, ${p.framesSimulated} frames`;
  const own = `${c.algorithm}: ${c.states} states, ${c.framesSimulated} frames, best ${p.bestScore}, ${c.seconds.toFixed(1)} s`;
  if (p.total <= 1) return own;
  return `search ${c.index + 1} of ${p.total} (${c.objective}) ${own} · all ${p.total}: ${p.states} states, ${p.framesSimulated} frames`;
}

/** How far the run is, 0..1: searches done, and the running one's share of its budget. */
export function runFraction(p: AnalysisProgress | null, budget: Budget | null): number {
  if (p === null) return 0;
  if (p.total === 0) return 1;
  let within = 0;
  const c = p.current;
  if (c !== undefined && budget !== null && c.index === p.done) {
    const part = (used: number, limit: number | undefined): number => (limit === undefined || limit <= 0 ? 0 : used / limit);
    within = Math.min(1, Math.max(part(c.states, budget.states), part(c.framesSimulated, budget.frames), part(c.seconds, budget.seconds)));
  }
  return Math.min(1, (p.done + within) / p.total);
}

/** "64 of 80 frames", and why a result is shorter than horizon × granularity. */
export function resultFrames(r: AnalysisResult): { text: string; why: string } {
  const n = r.inputs.length;
  if (r.horizonFrames === undefined) return { text: `${n} frames`, why: '' };
  const text = `${n} of ${r.horizonFrames} frames`;
  if (r.found) return { text, why: `cut after frame +${r.doneFrame}, where the goal was met` };
  if (n < r.horizonFrames) return { text, why: 'the best candidate is shorter than the horizon: longer ones scored no better (or the budget ended first)' };
  return { text, why: 'horizon × granularity' };
}

/** A result's counts as `subpixel search` prints them: states, frames simulated, why it stopped, seconds. */
export function resultCounts(r: AnalysisResult): string {
  if (r.framesSimulated === undefined) return `${r.states} states`;
  return `${r.states} states, ${r.framesSimulated} frames simulated, stopped: ${r.stopReason}, ${r.seconds} s`;
}
