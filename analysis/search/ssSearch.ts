/**
 * A search in a Sonic 1 special stage (`subpixel search --level s1:ss1 --objective emerald`): the
 * act searches' algorithms (bfs, beam, genetic) over the stage's Runner (ssRunner.ts), and the
 * best candidate verified by replaying its movie (the prefix and the found inputs, one pad byte a
 * frame) from the stage's start on a fresh stage: the emerald must be got on the frame the search
 * said, with the rings it said (a detector must fire on its frame). A result whose replay does not
 * confirm it is never reported as found.
 */
import { beamSearch } from './beam.ts';
import { breadthFirstSearch } from './bfs.ts';
import type { SearchControl, SearchResult } from './control.ts';
import { geneticSearch } from './genetic.ts';
import { DONE_SCORE, type SearchProblem } from './problem.ts';
import type { Algorithm } from './runSearch.ts';
import { SsEvaluator, SsRunner, type SsRunnerSpec } from './ssRunner.ts';
import type { Level } from '../../engine/level/types.ts';
import { S1SpecialStage } from '../../engine/games/s1/special/specialStage.ts';
import { SS_EMERALDS, SS_EV_EMERALD, SS_RINGS } from '../../engine/games/s1/special/ssState.ts';
import { ssDetectorById } from '../detectors/ssDetectors.ts';

export interface SsSearchProblem extends SsRunnerSpec {
  /** Pad bytes played from the stage's start before the search begins. */
  readonly prefix: Uint8Array;
  /** Most choices in one candidate. */
  readonly horizon: number;
}

export interface SsVerifiedSearch {
  readonly result: SearchResult;
  /** The whole movie from the stage's start (prefix + found inputs), or null when nothing verified. */
  readonly inputs: Uint8Array | null;
  readonly verification: { readonly ok: boolean; readonly message: string };
}

/**
 * The algorithms read a problem's alphabet, granularity and horizon, and its level only to find a
 * hand-made level's partner block for their dedup keys (partnerBlock.ts): a stage has none, which
 * a level naming an act says.
 */
const NO_PARTNER_LEVEL = { act: {} } as unknown as Level;

export async function runSsSearch(problem: SsSearchProblem, algorithm: Algorithm, control: SearchControl): Promise<SsVerifiedSearch> {
  if (problem.alphabet.length === 0 || problem.alphabet.length > 256) throw new Error('the alphabet needs 1 to 256 inputs');
  if (problem.granularity < 1 || problem.horizon < 1) throw new Error('granularity and horizon must be at least 1');
  const evaluator = new SsEvaluator(problem);
  const shaped: SearchProblem = {
    level: NO_PARTNER_LEVEL, world: {}, alphabet: problem.alphabet, granularity: problem.granularity, horizon: problem.horizon,
    objective: { kind: 'maxX' }, prefix: problem.prefix, savestate: null,
  };
  await evaluator.configure(shaped);
  const root = new SsRunner(problem).startSnapshot(problem.prefix);
  let result: SearchResult;
  switch (algorithm.kind) {
    case 'bfs':
      result = await breadthFirstSearch(shaped, control, evaluator, root);
      break;
    case 'beam':
      result = await beamSearch(shaped, control, evaluator, root, algorithm);
      break;
    case 'genetic':
      result = await geneticSearch(shaped, control, evaluator, root, algorithm);
      break;
  }
  await evaluator.close();
  if (!result.found) return { result, inputs: null, verification: { ok: false, message: result.inputs.length === 0 ? 'nothing found' : `not found; best score ${result.score}` } };
  const inputs = new Uint8Array(problem.prefix.length + result.inputs.length);
  inputs.set(problem.prefix);
  inputs.set(result.inputs, problem.prefix.length);
  const verification = verifySsMovie(problem, inputs, problem.prefix.length, result.doneFrame, result.score);
  return { result: verification.ok ? result : { ...result, found: false }, inputs: verification.ok ? inputs : null, verification };
}

/**
 * Replays `inputs` from the stage's start: the objective must be met first on frame
 * `prefix + doneFrame`, and for the emerald with the rings the search's score holds
 * (SsRunner.score: DONE_SCORE - doneFrame x 256 + rings).
 */
export function verifySsMovie(spec: SsRunnerSpec, inputs: Uint8Array, prefix: number, doneFrame: number, score: number): { ok: boolean; message: string } {
  const ss = new S1SpecialStage(spec.data, spec.start);
  const detector = spec.objective.kind === 'detector' ? ssDetectorById(spec.objective.id) : null;
  if (typeof detector === 'string') return { ok: false, message: detector };
  const frame = prefix + doneFrame;
  const previous = new Int32Array(ss.s.length);
  for (let f = 0; f < inputs.length; f++) {
    previous.set(ss.s);
    const events = ss.step(inputs[f]);
    const hit = detector === null ? null : detector.detect({ previous, current: ss.s, events, frame: f });
    if (detector === null ? (events & SS_EV_EMERALD) === 0 : hit === null) continue;
    if (f !== frame) return { ok: false, message: `the replay meets the objective on frame ${f}, the search said ${frame}` };
    if (hit !== null) return { ok: true, message: `replayed: ${hit.message}` };
    const rings = ss.s[SS_RINGS];
    const said = score - DONE_SCORE + doneFrame * 256;
    if (Math.min(rings, 255) !== said) return { ok: false, message: `the replay gets the emerald on frame ${f} with ${rings} rings, the search said ${said}` };
    return { ok: true, message: `replayed: the emerald got on frame ${f} with ${rings} rings (v_emeralds ${ss.s[SS_EMERALDS]})` };
  }
  return { ok: false, message: `the replay of ${inputs.length} frames never meets the objective` };
}
