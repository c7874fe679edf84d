/**
 * Sonic 1's special stage as the game runs it (`GM_Special`, sonic.asm): one `step` is one
 * iteration of its loop, one movie frame (CONTRACTS §8). `SS_MainLoop`: the VBlank reads the pad
 * (VBla_0A) and counts v_vbla_count and v_demolength; v_jpadhold1 is copied to v_jpadhold2;
 * ExecuteObjects runs Sonic (sonicSpecial.ts), the stage's only object; SS_ShowLayout animates the
 * items it touched (ssAniItems.ts) and draws. When Sonic's exit ends the loop (v_gamemode set to
 * id_Level) `SS_FinLoop` follows: 60 iterations more (VBla_16) in which the stage goes on
 * turning while the screen whites out. Then the results screen (`SS_NormalExit`), which is not
 * played: `phase` is `results` and steps change nothing (a run of acts counts its VBlanks and
 * its ring bonus, specialExit.ts, and goes on in the next act).
 *
 * Not played, since nothing the stage's physics reads depends on them: the drawing
 * (BuildSprites, SS_ShowLayout's sprites, SS_AniWallsRings' wall and ring frames, SS_BGAnimate,
 * PalCycle_SS), Sonic's animation, the sounds, debug mode, the demo, pausing. Lag frames are not
 * modelled (as in the acts).
 *
 * The state is one Int32Array (ssState.ts); a snapshot is a header and a copy of it.
 */
import { hashString, hashWords } from '../../../state/stateHash.ts';
import type { RestoreResult, Simulation, SnapshotError } from '../../../world/simulation.ts';
import { ssAniItems } from './ssAniItems.ts';
import type { SsContext } from './ssContext.ts';
import { SS_STAGES, specialStageDataHash, type SpecialStageData } from './ssData.ts';
import { gmSpecialSetUp } from './ssLoad.ts';
import {
  SS_BYTES, SS_CONTINUES, SS_DEMO_LENGTH, SS_EMERALDS, SS_EMERALD_LIST, SS_EVENTS, SS_EV_EXIT, SS_EV_RESULTS, SS_FRAME, SS_HELD,
  SS_LAST_SPECIAL, SS_LIVES, SS_PHASE, SS_PHASE_FINISH, SS_PHASE_NAMES, SS_PHASE_RESULTS, SS_PHASE_STAGE, SS_PRESSED, SS_STAGE,
  SS_STATE_WORDS, SS_VBLANK, SS_FIXES, ssBytes,
} from './ssState.ts';
import { sonicSpecial } from './sonicSpecial.ts';
import { ssFixBits, type SsQuirk } from './ssQuirks.ts';

/** What the stage starts from: what the game carries into GM_Special. */
export interface SpecialStageStart {
  /** v_lastspecial before SS_Load (0..5): the stage tried first (0 = stage 1). */
  readonly lastSpecial: number;
  /** v_emldlist: the emeralds got, in order (0..5 each; at most 6). */
  readonly emeralds?: readonly number[];
  /** v_lives (the level select gives 3), v_continues. */
  readonly lives?: number;
  readonly continues?: number;
  /** v_vbla_count during the stage's first frame. */
  readonly vblank?: number;
  /** The stage's quirks to fix (ssQuirks.ts). */
  readonly fixes?: readonly SsQuirk[];
}

/** GM_Special's v_demolength (1800: the demo's length, counted down by every VBla_0A). */
const STAGE_DEMO_LENGTH = 1800;
/** SS_Finish: `move.w #60,(v_demolength).w`. */
const FINISH_FRAMES = 60;

/** A stage snapshot's first word ("SSS1"): a run of acts tells a stage's snapshot by it. */
export const SS_SNAPSHOT_MAGIC = 0x53535331;
const SNAPSHOT_MAGIC = SS_SNAPSHOT_MAGIC;
const STATE_VERSION = 1;
const LAYOUT_HASH = hashString(`s1special:bytes${SS_BYTES};words${SS_STATE_WORDS};v${STATE_VERSION}`) | 0;
const H_MAGIC = 0;
const H_VERSION = 1;
const H_LAYOUT = 2;
const H_DATA = 3;
const H_LENGTH = 4;
const HEADER_WORDS = 5;

export class S1SpecialStage implements Simulation {
  // Fields the constructor assigns are `declare`d: see tests/engine/classFieldShapes.test.ts.
  declare readonly data: SpecialStageData;
  declare readonly s: Int32Array;
  /** The byte image of the game's RAM over the state's first words (ssState.ts). */
  declare readonly m: Uint8Array;
  private declare readonly ctx: SsContext;
  private declare readonly dataHash: number;

  constructor(data: SpecialStageData, start: SpecialStageStart) {
    if (data.layouts.length !== SS_STAGES || data.starts.length !== SS_STAGES) throw new Error(`S1SpecialStage: the data has ${data.layouts.length} layouts and ${data.starts.length} starts, not ${SS_STAGES}`);
    const last = start.lastSpecial;
    if (!Number.isInteger(last) || last < 0 || last >= SS_STAGES) throw new Error(`S1SpecialStage: lastSpecial ${last} is not 0..${SS_STAGES - 1}`);
    const emeralds = start.emeralds ?? [];
    if (emeralds.length > 6 || emeralds.some((e) => !Number.isInteger(e) || e < 0 || e > 5)) throw new Error(`S1SpecialStage: emeralds ${JSON.stringify(emeralds)} are not up to six numbers 0..5`);
    this.data = data;
    this.dataHash = specialStageDataHash(data);
    this.s = new Int32Array(SS_STATE_WORDS);
    this.m = ssBytes(this.s);
    this.ctx = { s: this.s, m: this.m, data };
    const s = this.s;
    s[SS_LAST_SPECIAL] = last;
    s[SS_EMERALDS] = emeralds.length;
    emeralds.forEach((e, i) => (s[SS_EMERALD_LIST + i] = e));
    s[SS_LIVES] = (start.lives ?? 3) & 0xff;
    s[SS_CONTINUES] = (start.continues ?? 0) & 0xff;
    s[SS_FIXES] = ssFixBits(start.fixes ?? []);
    gmSpecialSetUp(this.ctx);
    s[SS_DEMO_LENGTH] = STAGE_DEMO_LENGTH;
    // The first frame's VBlank counts itself: the counter before it is one less.
    s[SS_VBLANK] = ((start.vblank ?? 0) - 1) | 0;
  }

  get frame(): number {
    return this.s[SS_FRAME];
  }

  /** The stage being played, 1..6. */
  get stage(): number {
    return this.s[SS_STAGE] + 1;
  }

  get phase(): (typeof SS_PHASE_NAMES)[number] {
    return SS_PHASE_NAMES[this.s[SS_PHASE]];
  }

  /** The stage is over: the results screen comes next (not played). */
  get over(): boolean {
    return this.s[SS_PHASE] === SS_PHASE_RESULTS;
  }

  /** One iteration of SS_MainLoop or SS_FinLoop with the pad `input` (engine/input.ts); returns the frame's events (ssState.ts SS_EV_*). */
  step(input: number): number {
    const s = this.s;
    s[SS_EVENTS] = 0;
    s[SS_FRAME]++;
    if (s[SS_PHASE] === SS_PHASE_RESULTS) return 0;
    // VBla_0A / VBla_16: ReadJoypads (a new press is one not held the frame before), the counters.
    const held = input & 0xff;
    s[SS_PRESSED] = held & ~s[SS_HELD];
    s[SS_HELD] = held;
    s[SS_VBLANK] = (s[SS_VBLANK] + 1) | 0;
    if (s[SS_DEMO_LENGTH] !== 0) s[SS_DEMO_LENGTH]--;
    sonicSpecial(this.ctx);
    ssAniItems(this.ctx);
    if (s[SS_PHASE] === SS_PHASE_STAGE) {
      // SS_ChkEnd: the loop ends when Obj09 left v_gamemode id_Level; SS_Finish.
      if (s[SS_EVENTS] & SS_EV_EXIT) {
        s[SS_PHASE] = SS_PHASE_FINISH;
        s[SS_DEMO_LENGTH] = FINISH_FRAMES;
      }
    } else if (s[SS_DEMO_LENGTH] === 0) {
      s[SS_PHASE] = SS_PHASE_RESULTS;
      s[SS_EVENTS] |= SS_EV_RESULTS;
    }
    return s[SS_EVENTS];
  }

  get snapshotLength(): number {
    return HEADER_WORDS + SS_STATE_WORDS;
  }

  snapshot(): Int32Array {
    const out = new Int32Array(this.snapshotLength);
    this.snapshotInto(out);
    return out;
  }

  snapshotInto(out: Int32Array): void {
    out[H_MAGIC] = SNAPSHOT_MAGIC;
    out[H_VERSION] = STATE_VERSION;
    out[H_LAYOUT] = LAYOUT_HASH;
    out[H_DATA] = this.dataHash;
    out[H_LENGTH] = SS_STATE_WORDS;
    out.set(this.s, HEADER_WORDS);
  }

  restore(snapshot: Int32Array): RestoreResult {
    const error = this.refusal(snapshot);
    if (error !== null) return { ok: false, error };
    this.s.set(snapshot.subarray(HEADER_WORDS, HEADER_WORDS + SS_STATE_WORDS));
    return { ok: true };
  }

  restoreUntrusted(snapshot: Int32Array): RestoreResult {
    const error = this.refusal(snapshot) ?? invalidWord(snapshot);
    if (error !== null) return { ok: false, error };
    return this.restore(snapshot);
  }

  private refusal(snap: Int32Array): SnapshotError | null {
    if (snap.length < HEADER_WORDS || snap[H_MAGIC] !== SNAPSHOT_MAGIC) return { code: 'snapshotMagic', message: 'not a special stage snapshot' };
    if (snap[H_VERSION] !== STATE_VERSION) return { code: 'snapshotVersion', message: `special stage snapshot version ${snap[H_VERSION]}, this engine reads ${STATE_VERSION}` };
    if (snap[H_LAYOUT] !== LAYOUT_HASH) return { code: 'snapshotLayout', message: 'the special stage state layout differs' };
    if (snap.length > HEADER_WORDS + SS_FIXES && snap[HEADER_WORDS + SS_FIXES] !== this.s[SS_FIXES]) return { code: 'snapshotConfig', message: 'the snapshot was taken with other special stage fixes' };
    if (snap[H_DATA] !== this.dataHash) return { code: 'snapshotLevel', message: 'the snapshot is of other special stage data (another checkout or revision)' };
    if (snap[H_LENGTH] !== SS_STATE_WORDS || snap.length !== HEADER_WORDS + SS_STATE_WORDS) return { code: 'snapshotLength', message: `a special stage snapshot holds ${HEADER_WORDS + SS_STATE_WORDS} words, not ${snap.length}` };
    return null;
  }

  hash(): string {
    return hashWords(this.s);
  }
}

/** The words a snapshot from outside must keep in range (the routines index tables by them). */
function invalidWord(snap: Int32Array): SnapshotError | null {
  const word = (i: number): number => snap[HEADER_WORDS + i];
  const check: [string, number, number, number][] = [
    ['SS_PHASE', SS_PHASE, 0, SS_PHASE_RESULTS], ['SS_STAGE', SS_STAGE, 0, SS_STAGES - 1], ['SS_LAST_SPECIAL', SS_LAST_SPECIAL, 0, SS_STAGES - 1],
    ['SS_EMERALDS', SS_EMERALDS, 0, 6], ['SS_FIXES', SS_FIXES, 0, 1], ['SS_HELD', SS_HELD, 0, 0xff], ['SS_PRESSED', SS_PRESSED, 0, 0xff], ['SS_FRAME', SS_FRAME, 0, 0x7fffffff],
  ];
  for (let i = 0; i < 6; i++) check.push([`SS_EMERALD_LIST[${i}]`, SS_EMERALD_LIST + i, 0, 5]);
  for (const [field, i, lo, hi] of check) {
    const v = word(i);
    if (v < lo || v > hi) return { code: 'snapshotInvalid', message: `${field} is ${v}, not ${lo}..${hi}`, field };
  }
  return null;
}
