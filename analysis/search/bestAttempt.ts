/**
 * A search that did not reach its goal still has a best attempt, and says how close it came:
 * "not reached; closest 114 px at frame 37", from a replay of the best candidate from its
 * start (never from the search's own books, so the words match what the movie does).
 */
import { P_X, P_Y, P_XSP } from '../../engine/state/layout.ts';
import type { GlitchMovie } from './glitchMovie.ts';
import { worldAtStart } from './glitchMovie.ts';
import type { SearchProblem } from './problem.ts';
import { judgedWords } from './searchPlayer.ts';
import { inputWords } from '../../movies/model/inputWords.ts';

/** How close the best attempt came, in words. `frame` counts from the search start. */
export function describeMiss(problem: SearchProblem, attempt: GlitchMovie, states: number): string {
  const start = worldAtStart(problem.level, problem.world, attempt.savestate);
  if (!start.ok) return `not reached (${start.error.message})`;
  const w = start.value;
  const o = problem.objective;
  const s = judgedWords(w, o, problem.player ?? 1);
  // Both pads: a search from a two-player movie, or one that drove player 2.
  const inputs = inputWords(attempt.movie);
  const from = problem.prefix.length;
  for (let f = 0; f < from; f++) w.step(inputs[f]);
  if (o.kind === 'reach') {
    let best = Infinity;
    let bestFrame = 0;
    let at = { x: s[P_X] >> 8, y: s[P_Y] >> 8 };
    for (let f = from; f < inputs.length; f++) {
      w.step(inputs[f]);
      const d = Math.round(Math.hypot((s[P_X] >> 8) - o.x, (s[P_Y] >> 8) - o.y));
      if (d < best) {
        best = d;
        bestFrame = f - from;
        at = { x: s[P_X] >> 8, y: s[P_Y] >> 8 };
      }
    }
    return `not reached; closest ${best} px at frame ${bestFrame} (at ${at.x}, ${at.y}; the goal is ${o.x}, ${o.y} ± ${o.radius})`;
  }
  for (let f = from; f < inputs.length; f++) w.step(inputs[f]);
  const end = `best attempt ends at (${s[P_X] >> 8}, ${s[P_Y] >> 8}) with x speed ${s[P_XSP]}`;
  if (o.kind === 'detector') return `not reached; no ${o.id} in ${states} candidates; ${end}`;
  if (o.kind === 'script') return `not met; ${end}`;
  return end;
}
