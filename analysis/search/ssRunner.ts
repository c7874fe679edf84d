/**
 * The searches (bfs, beam, genetic) in a Sonic 1 special stage: a Runner and an Evaluator over the
 * stage's own simulation (engine/games/s1/special/specialStage.ts) instead of an act's World. The
 * algorithms only hand the evaluator tasks (a snapshot, choices) and read back scores, so they
 * run unchanged; what differs is the state (the stage's words: Sonic's object in the game's
 * bytes, the layout grid) and so the objectives:
 * - `emerald`: get the stage's emerald (SS_EV_EMERALD, Obj09_ChkItems), fastest first; a met
 *   candidate scores DONE_SCORE - frame x 256 + rings (up to 255), so of two candidates that get
 *   it on the same frame the one with more rings wins. An unmet one scores by how many cells lie
 *   between Sonic and the emerald through the maze (ssEmeraldDistance.ts), then by the glass
 *   blocks worn down (the emerald of stage 1 sits behind glass); a stage left without it (GOAL)
 *   scores as a death does;
 * - `detector:<id>`: a stage detector (analysis/detectors/ssDetectors.ts), scored by speed until
 *   it fires, as in an act.
 */
import { S1SpecialStage, type SpecialStageStart } from '../../engine/games/s1/special/specialStage.ts';
import type { SpecialStageData } from '../../engine/games/s1/special/ssData.ts';
import { OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw } from '../../engine/games/s1/objects/ram.ts';
import { ITEM_GLASS } from '../../engine/games/s1/special/ssAniItems.ts';
import { SS_GLASS_FIRST, SS_GLASS_LAST } from '../../engine/games/s1/special/ssCollision.ts';
import {
  B_ITEMS, B_LAYOUT, B_PLAYER, SS_BUFFER_BYTES, SS_EMERALDS, SS_EMERALD_LIST, SS_EV_EMERALD, SS_ITEM_BYTES, SS_ITEM_SLOTS, SS_PHASE,
  SS_PHASE_STAGE, SS_RINGS,
} from '../../engine/games/s1/special/ssState.ts';
import { ssDetectorById, type SsDetector } from '../detectors/ssDetectors.ts';
import type { Evaluator } from './evaluator.ts';
import { DONE_SCORE, type RunnerSpec, type Task, type TaskResult } from './problem.ts';
import { emeraldDistances, sonicCell, UNREACHABLE } from './ssEmeraldDistance.ts';

export type SsObjective = { readonly kind: 'emerald' } | { readonly kind: 'detector'; readonly id: string };

/** Everything an SsRunner needs (structured-cloneable). */
export interface SsRunnerSpec {
  readonly data: SpecialStageData;
  /** What the stage starts from (S1SpecialStage's start: v_lastspecial picks the stage). */
  readonly start: SpecialStageStart;
  readonly alphabet: readonly number[];
  readonly granularity: number;
  readonly objective: SsObjective;
}

/** Rings beyond this add nothing to a met candidate's score (the frames stay what decides). */
const RING_TIE_CAP = 255;

export class SsRunner {
  readonly stage: S1SpecialStage;
  private readonly detector: SsDetector | null;
  private readonly previous: Int32Array;
  private readonly distance: Uint16Array;
  /** The glass cells as SS_Load leaves them: offsets and their first types. */
  private readonly glass: { readonly at: number; readonly type: number }[] = [];

  constructor(readonly spec: SsRunnerSpec) {
    this.stage = new S1SpecialStage(spec.data, spec.start);
    this.previous = new Int32Array(this.stage.s.length);
    if (spec.objective.kind === 'detector') {
      const d = ssDetectorById(spec.objective.id);
      if (typeof d === 'string') throw new Error(d);
      this.detector = d;
    } else this.detector = null;
    const m = this.stage.m;
    this.distance = emeraldDistances(m);
    for (let i = 0; i < SS_BUFFER_BYTES; i++) {
      const v = m[B_LAYOUT + i];
      if (v >= SS_GLASS_FIRST && v <= SS_GLASS_LAST) this.glass.push({ at: i, type: v });
    }
  }

  /** The snapshot at the search start: the stage's start plus `prefix` (one pad byte a frame). */
  startSnapshot(prefix: ArrayLike<number>): Int32Array {
    const fresh = new S1SpecialStage(this.spec.data, this.spec.start);
    const r = this.stage.restore(fresh.snapshot());
    if (!r.ok) throw new Error(r.error.message);
    for (let f = 0; f < prefix.length; f++) this.stage.step(prefix[f] & 0xff);
    return this.stage.snapshot();
  }

  run(task: Task): TaskResult {
    const ss = this.stage;
    const s = ss.s;
    const r = ss.restore(task.start);
    if (!r.ok) throw new Error(`task start refused: ${r.error.code}: ${r.error.message}`);
    const k = this.spec.granularity;
    const n = task.choices.length;
    const len = ss.snapshotLength;
    const segments = task.keepSegments ? new Int32Array(n * len) : null;
    const emerald = this.spec.objective.kind === 'emerald';
    const detector = this.detector;
    let frame = task.depth * k;
    let framesRun = 0;
    let doneFrame = -1;
    let message = '';
    let segmentCount = 0;
    outer: for (let i = 0; i < n; i++) {
      const input = this.spec.alphabet[task.choices[i]] & 0xff;
      for (let j = 0; j < k; j++) {
        if (detector !== null) this.previous.set(s);
        const events = ss.step(input);
        framesRun++;
        if (emerald && (events & SS_EV_EMERALD) !== 0) {
          doneFrame = frame;
          message = `emerald ${s[SS_EMERALD_LIST + s[SS_EMERALDS] - 1] + 1} of stage ${ss.stage} got on frame ${frame} with ${s[SS_RINGS]} rings`;
          break outer;
        }
        if (detector !== null) {
          const hit = detector.detect({ previous: this.previous, current: s, events, frame });
          if (hit !== null) {
            doneFrame = frame;
            message = hit.message;
            break outer;
          }
        }
        // Left the stage's main loop (GOAL): nothing more can be got.
        if (s[SS_PHASE] !== SS_PHASE_STAGE) break outer;
        frame++;
      }
      if (segments !== null) ss.snapshotInto(segments.subarray(i * len, (i + 1) * len));
      segmentCount++;
    }
    return { score: this.score(doneFrame), doneFrame, message, framesRun, end: ss.snapshot(), segments, segmentCount };
  }

  /** Higher is better; see the file's header. */
  score(doneFrame: number): number {
    const s = this.stage.s;
    const m = this.stage.m;
    if (doneFrame >= 0) return DONE_SCORE - doneFrame * (RING_TIE_CAP + 1) + Math.min(s[SS_RINGS], RING_TIE_CAP);
    if (s[SS_PHASE] !== SS_PHASE_STAGE) return -DONE_SCORE;
    if (this.detector !== null) return Math.abs(rsw(m, B_PLAYER + OB_VEL_X)) + Math.abs(rsw(m, B_PLAYER + OB_VEL_Y));
    const d = this.distance[sonicCell(rw(m, B_PLAYER + OB_X), rw(m, B_PLAYER + OB_Y))];
    return -(d === UNREACHABLE ? 0x10000 : d) * 64 + this.glassWorn() * 8 + Math.min(s[SS_RINGS], 7);
  }

  /** Touches the stage's glass blocks have taken (each moves a block one type on; a block gone counts all of its). */
  private glassWorn(): number {
    const m = this.stage.m;
    let worn = 0;
    for (const g of this.glass) {
      const v = m[B_LAYOUT + g.at];
      if (v >= SS_GLASS_FIRST && v <= SS_GLASS_LAST) worn += v - g.type;
      else if (v === 0) worn += SS_GLASS_LAST + 1 - g.type;
      else {
        // Flashing (SS_AniGlassData's frames): the type it takes next is in its item's pointer.
        for (let i = 0; i < SS_ITEM_SLOTS; i++) {
          const a = B_ITEMS + i * SS_ITEM_BYTES;
          if (m[a] === ITEM_GLASS && rw(m, a + 6) === g.at) {
            const next = m[a + 4];
            worn += (next === 0 ? SS_GLASS_LAST + 1 : next) - g.type;
            break;
          }
        }
      }
    }
    return worn;
  }
}

/** An Evaluator (evaluator.ts) over an SsRunner, in this thread: the algorithms' batches run in a stage. */
export class SsEvaluator implements Evaluator {
  readonly workers = 1;
  private runner: SsRunner | null = null;

  constructor(private readonly spec: SsRunnerSpec) {}

  /** The act spec the algorithms pass is not the stage's: the stage is this evaluator's own. */
  async configure(_spec: RunnerSpec): Promise<void> {
    this.runner = new SsRunner(this.spec);
  }

  async run(tasks: readonly Task[]): Promise<TaskResult[]> {
    const r = this.runner;
    if (r === null) throw new Error('SsEvaluator: configure() first');
    return tasks.map((t) => r.run(t));
  }

  async close(): Promise<void> {
    this.runner = null;
  }
}
