/**
 * A result as the `.spx` file `subpixel search --out` (and `sweep --out`) writes: the found
 * inputs playing from the savestate the search started from, with the run's settings, the goal's
 * marker and `expect:` notes for `subpixel validate`. Loaded by the panel on demand (it brings
 * the engine into the page only when a movie is saved).
 */
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';
import { resultToGlitchMovie, writeGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import type { SearchResult } from '../../../analysis/search/index.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { WorldOptions } from '../../../engine/world/world.ts';
import type { AnalysisResult } from './analysisRequest.ts';

export function resultSpx(level: Level, world: WorldOptions, r: AnalysisResult): string {
  const result: SearchResult = {
    algorithm: r.algorithm ?? 'search', found: r.found, score: r.score, inputs: r.inputs, doneFrame: r.doneFrame, message: r.message,
    framesSimulated: r.framesSimulated ?? 0, states: r.states, seconds: r.seconds ?? 0, stopReason: r.stopReason ?? 'budget',
  };
  const problem = {
    level, world, alphabet: [0], granularity: 1, horizon: 1, objective: { kind: 'maxX' } as const,
    prefix: new Uint8Array(0), savestate: r.savestate, player: r.player ?? 1,
  };
  // The notes runSearch gives its movies: a detector's expectation, the goal's words, or the best attempt's.
  const notes = !r.found ? 'best attempt (goal not reached)' : DETECTOR_IDS.includes(r.objective) ? `expect: ${r.objective}\n${r.message}` : r.message;
  return writeGlitchSpx(resultToGlitchMovie(problem, result, notes));
}

/** The file name `subpixel sweep --out` gives a glitch movie; a search's names its objective and start frame. */
export function resultFileName(r: AnalysisResult, frame: number): string {
  if (r.cell !== null) return `${r.objective}-${r.cell.x}-${r.cell.y}-${r.cell.speed}.spx`;
  return `${r.objective.replace(/\s+/g, '-')}-from-${frame}.spx`;
}
