/**
 * What a search explores and how one candidate is simulated.
 *
 * A candidate is a list of choices, each an index into the button alphabet held for
 * `granularity` frames. The Runner simulates a task (a savestate to start from plus the choices
 * still to play) and scores it against the objective. It is the only code that steps the engine
 * for the searches, in this thread, a worker_thread or a browser worker alike, so every pool
 * computes bit-identical results.
 */
import { detectorById } from '../detectors/index.ts';
import type { Detector } from '../detectors/detector.ts';
import { partnerBlockBase } from '../detectors/partnerBlock.ts';
import type { Level } from '../../engine/level/types.ts';
import { HEADER_WORDS } from '../../engine/world/snapshotHeader.ts';
import { P_EVENTS, P_EVENTS2, P_FRAME, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_DEAD } from '../../engine/state/layout.ts';
import { createWorld, type World, type WorldOptions } from '../../engine/world/world.ts';
import type { KeptTables } from './keptBatch.ts';
import { scriptScorer } from './scriptSandbox.ts';
import { choiceWords, judgedWords } from './searchPlayer.ts';

/**
 * What the search optimises; `done` objectives stop a candidate at the frame they are met.
 * `script`: a user script's score(s) (scriptSandbox.ts), compiled where the Runner runs.
 */
export type Objective =
  | { readonly kind: 'maxX' }
  | { readonly kind: 'reach'; readonly x: number; readonly y: number; readonly radius: number }
  | { readonly kind: 'detector'; readonly id: string }
  | { readonly kind: 'script'; readonly name: string; readonly source: string };

/** Everything a Runner needs; structured-cloneable (sent to workers as is). */
export interface RunnerSpec {
  readonly level: Level;
  readonly world: WorldOptions;
  /** Input bytes the search may hold (engine/input.ts bits). */
  readonly alphabet: readonly number[];
  /** Frames each choice is held. */
  readonly granularity: number;
  readonly objective: Objective;
  /**
   * Whose pad the alphabet drives (default 1). With 2 the choices are the second pad's buttons
   * (bits 8..15 of the input word; player 1's pad is left empty) and `maxX` and `reach` judge
   * player 2's position, so a search can steer Sonic 2's CPU Tails through its pad (a press hands
   * it to the pad, as TailsCPU_Control does) or a human partner. Needs a partner. A detector
   * objective watches both players either way (analysis/detectors/eachPlayer.ts); a script reads
   * player 1's fields.
   */
  readonly player?: SearchPlayer;
}

/** The players a search can drive. */
export type SearchPlayer = 1 | 2;

export interface SearchProblem extends RunnerSpec {
  /**
   * Inputs played from the start (`savestate`, or the level start) before the search begins (a
   * movie's first frames): whole input words, both pads (a Uint8Array holds player 1's pad alone).
   */
  readonly prefix: Uint8Array | Uint16Array;
  /**
   * The engine snapshot the prefix plays from (a frame of a run, or the savestate a start movie
   * starts from; the result movie records it), or null: the level start.
   */
  readonly savestate: Int32Array | null;
  /** Most choices in one candidate. */
  readonly horizon: number;
}

export interface Task {
  /** Engine snapshot to start from. */
  readonly start: Int32Array;
  /** Choices already played before `start` (so frames count from the search start). */
  readonly depth: number;
  readonly choices: Uint8Array;
  /** Also return the snapshot after every choice (for the genetic search's reuse). */
  readonly keepSegments: boolean;
}

export interface TaskResult {
  readonly score: number;
  /** Frame (from the search start) the objective was met, or -1. */
  readonly doneFrame: number;
  /** The detector hit or reach message, or ''. */
  readonly message: string;
  readonly framesRun: number;
  /** Snapshot at the end (or where the objective was met). */
  readonly end: Int32Array;
  /** Snapshots after each complete choice, concatenated; `segmentCount` of them are valid. */
  readonly segments: Int32Array | null;
  readonly segmentCount: number;
}

/** Scores above this mean the objective was met; a met objective scores DONE_SCORE - frame. */
export const DONE_SCORE = 1e12;

export class Runner {
  readonly world: World;
  private readonly detector: Detector | null;
  private readonly previous: Int32Array;
  /** The input word of each alphabet entry, on the driven player's pad. */
  private readonly words: Int32Array;
  /** The words `maxX`, `reach` and the detector's speed score judge: the driven player's (a script's: player 1's). */
  private readonly judged: Int32Array;
  /** Whether the objective is a user script. */
  private readonly script: boolean;
  /**
   * The script's score for the current state, compiled when a candidate first runs: its top level
   * is user code, so a Runner made only for its start snapshot (runSearch, in the analysis
   * worker) never runs it — only the sealed search workers run candidates under a script.
   */
  private scorer: (() => unknown) | null = null;
  /** The script's last numeric answer for the candidate being run. */
  private scriptLast = -Infinity;

  constructor(readonly spec: RunnerSpec) {
    this.world = createWorld(spec.level, spec.world);
    this.previous = new Int32Array(this.world.state.length);
    if (spec.objective.kind === 'detector') {
      const d = detectorById(spec.objective.id);
      if (d === undefined) throw new Error(`unknown detector "${spec.objective.id}"`);
      this.detector = d;
    } else this.detector = null;
    this.script = spec.objective.kind === 'script';
    const player = spec.player ?? 1;
    this.words = choiceWords(spec.alphabet, player);
    this.judged = judgedWords(this.world, spec.objective, player);
  }

  /** After a frame under a script objective: true when the script says the goal is met. */
  private scriptMet(): boolean {
    if (this.scorer === null) {
      const state = this.world.state;
      this.scorer = scriptScorer((this.spec.objective as { readonly source: string }).source, () => state);
    }
    const r = this.scorer();
    if (r === true) return true;
    if (typeof r === 'number' && !Number.isNaN(r)) this.scriptLast = r;
    return false;
  }

  /** The candidate's score: the objective's (on the judged player's words), or the script's last answer. */
  private score(doneFrame: number): number {
    const j = this.judged;
    if (!this.script || doneFrame >= 0 || (j[P_STATUS] & ST_DEAD) !== 0) return scoreOf(this.spec.objective, j, doneFrame);
    return this.scriptLast;
  }

  /** The snapshot at the search start: the savestate (or the level start) plus `prefix`. */
  startSnapshot(problem: SearchProblem): Int32Array {
    const w = this.world;
    if (problem.savestate !== null) {
      const r = w.restore(problem.savestate);
      if (!r.ok) throw new Error(`savestate refused: ${r.error.code}: ${r.error.message}`);
    } else {
      w.reset();
    }
    // Whole input words: a start movie's second pad is replayed too.
    for (let f = 0; f < problem.prefix.length; f++) w.step(problem.prefix[f]);
    return w.snapshot();
  }

  run(task: Task): TaskResult {
    const w = this.world;
    const s = w.state;
    const r = w.restore(task.start);
    if (!r.ok) throw new Error(`task start refused: ${r.error.code}: ${r.error.message}`);
    const k = this.spec.granularity;
    const words = this.words;
    const judged = this.judged;
    const n = task.choices.length;
    const len = w.snapshotLength;
    const segments = task.keepSegments ? new Int32Array(n * len) : null;
    let frame = task.depth * k;
    let framesRun = 0;
    let doneFrame = -1;
    let message = '';
    let segmentCount = 0;
    const objective = this.spec.objective;
    const detector = this.detector;
    this.scriptLast = -Infinity;
    outer: for (let i = 0; i < n; i++) {
      const input = words[task.choices[i]];
      for (let j = 0; j < k; j++) {
        if (detector !== null) this.previous.set(s);
        const events = w.step(input);
        framesRun++;
        if (this.script) {
          if (this.scriptMet()) {
            doneFrame = frame;
            message = `${(objective as { name: string }).name}: met at (${s[P_X] >> 8}, ${s[P_Y] >> 8})`;
            break outer;
          }
        } else if (detector !== null) {
          const hit = detector.detect({ previous: this.previous, current: s, events, frame, level: this.spec.level });
          if (hit !== null) {
            doneFrame = frame;
            message = hit.message;
            break outer;
          }
        } else if (objective.kind === 'reach' && within(judged, objective)) {
          doneFrame = frame;
          message = reachedMessage(judged);
          break outer;
        }
        frame++;
      }
      if (segments !== null) w.snapshotInto(segments.subarray(i * len, (i + 1) * len));
      segmentCount++;
    }
    return { score: this.score(doneFrame), doneFrame, message, framesRun, end: w.snapshot(), segments, segmentCount };
  }

  /**
   * Runs kept job `job` of the tables (keptBatch.ts): restores the parent's state before choice
   * `from` (or the root), copies the parent's earlier states into slot `out`, then plays the
   * remaining choices storing the state after each. Writes the score and counts into the
   * tables; returns the hit message or ''.
   */
  runKept(t: KeptTables, parent: number, from: number, out: number, job: number, o: number): string {
    const w = this.world;
    const s = w.state;
    const sw = s.length;
    const h = t.horizon;
    const store = t.store;
    const slotWords = h * sw;
    const outBase = out * slotWords;
    if (parent < 0 || from === 0) {
      const r = w.restore(t.root);
      if (!r.ok) throw new Error(`root refused: ${r.error.code}: ${r.error.message}`);
    } else {
      const parentBase = parent * slotWords;
      // The store was written by Runners of this spec: raw state words, no header to check.
      s.set(store.subarray(parentBase + (from - 1) * sw, parentBase + from * sw));
      // A child in its parent's own slot finds the prefix already there.
      if (parent !== out) store.copyWithin(outBase, parentBase, parentBase + from * sw);
    }
    const k = this.spec.granularity;
    const words = this.words;
    const judged = this.judged;
    const choices = t.choices;
    const c0 = job * h;
    let frame = from * k;
    const frame0 = frame;
    let doneFrame = -1;
    let message = '';
    let valid = from;
    const objective = this.spec.objective;
    const detector = this.detector;
    const level = this.spec.level;
    // A script's last answer before the resume point is not kept: it scores from there on.
    this.scriptLast = -Infinity;
    if (detector === null && objective.kind !== 'reach' && !this.script) {
      // maxX: nothing to check per frame.
      for (let i = from; i < h; i++) {
        const input = words[choices[c0 + i]];
        for (let j = 0; j < k; j++) w.step(input);
        store.set(s, outBase + i * sw);
      }
      frame += (h - from) * k;
      valid = h;
    } else {
      outer: for (let i = from; i < h; i++) {
        const input = words[choices[c0 + i]];
        for (let j = 0; j < k; j++) {
          if (detector !== null) {
            this.previous.set(s);
            const events = w.step(input);
            const hit = detector.detect({ previous: this.previous, current: s, events, frame, level });
            if (hit !== null) {
              doneFrame = frame;
              message = hit.message;
              frame++;
              break outer;
            }
          } else if (this.script) {
            w.step(input);
            if (this.scriptMet()) {
              doneFrame = frame;
              message = `${(objective as { name: string }).name}: met at (${s[P_X] >> 8}, ${s[P_Y] >> 8})`;
              frame++;
              break outer;
            }
          } else {
            w.step(input);
            if (objective.kind === 'reach' && within(judged, objective)) {
              doneFrame = frame;
              message = reachedMessage(judged);
              frame++;
              break outer;
            }
          }
          frame++;
        }
        store.set(s, outBase + i * sw);
        valid++;
      }
    }
    t.scores[job] = this.score(doneFrame);
    t.outcome[o] = doneFrame;
    t.outcome[o + 1] = frame - frame0;
    t.outcome[o + 2] = valid;
    return message;
  }
}

/** The reach objective's message, from the judged player's words. */
function reachedMessage(j: Int32Array): string {
  return `reached (${j[P_X] >> 8}, ${j[P_Y] >> 8})`;
}

function within(s: Int32Array, o: { x: number; y: number; radius: number }): boolean {
  const dx = (s[P_X] >> 8) - o.x;
  const dy = (s[P_Y] >> 8) - o.y;
  return dx >= -o.radius && dx <= o.radius && dy >= -o.radius && dy <= o.radius;
}

/** Higher is better. Met objectives beat every unmet one, earlier frames first. */
export function scoreOf(o: Objective, s: Int32Array, doneFrame: number): number {
  if (doneFrame >= 0) return DONE_SCORE - doneFrame;
  if (s[P_STATUS] & ST_DEAD) return -DONE_SCORE;
  switch (o.kind) {
    case 'maxX':
      return s[P_X];
    case 'reach':
      return -Math.hypot(s[P_X] / 256 - o.x, s[P_Y] / 256 - o.y);
    case 'detector':
      // No hit yet: speed is what most terrain glitches need.
      return Math.abs(s[P_XSP]) + Math.abs(s[P_YSP]);
    case 'script':
      // Met (or dead): the Runner scores an unmet script objective by the script's own answer.
      return -Infinity;
  }
}

/**
 * A dedup key for a snapshot's game state: two 32-bit FNV-style hashes over the state words,
 * skipping the header, the frame counter and last frame's events (same situation, any time):
 * player 1's two event words and, with `partnerBase` (the partner block's index in the state,
 * keyPartnerBase; -1 without a partner), the partner's. Every frame rewrites the event words
 * before anything reads them, so states that differ only there have the same future.
 */
export function stateKey(snapshot: Int32Array, partnerBase = -1): string {
  const events = partnerBase < 0 ? -1 : partnerBase + P_EVENTS;
  const events2 = partnerBase < 0 ? -1 : partnerBase + P_EVENTS2;
  let a = 0x811c9dc5 | 0;
  let b = 0x01000193 | 0;
  for (let i = HEADER_WORDS; i < snapshot.length; i++) {
    const j = i - HEADER_WORDS;
    if (j === P_FRAME || j === P_EVENTS || j === P_EVENTS2 || j === events || j === events2) continue;
    const v = snapshot[i];
    a = Math.imul(a ^ v, 0x01000193);
    b = Math.imul(b ^ (v + j), 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0).toString(16) + ':' + (b >>> 0).toString(16);
}

/** The partner block's index in the states of a search from `root` (a snapshot) on `level`, or -1: stateKey's `partnerBase`. */
export function keyPartnerBase(level: Level, root: Int32Array): number {
  return partnerBlockBase(level, root.subarray(HEADER_WORDS));
}
