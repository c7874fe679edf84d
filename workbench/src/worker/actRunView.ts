/**
 * What a frame view says of a run of Sonic 1 acts (engine/games/s1/s1ActRun.ts): the act or
 * special stage the frame is in, the run's lives, score, continues and emeralds, the frames
 * where a new act or stage starts (ActTrack), and in a special stage the stage's fields and its
 * layout for the view (view/drawSpecialStage.ts). Plain data: it crosses the worker boundary.
 *
 * In a stage the run's words are the stage's (ssState.ts: SS_LIVES, SS_CONTINUES, the emerald
 * list as got so far); the score is the act's, which the stage does not touch (the results add
 * the ring bonus when the stage ends: specialExit.ts).
 */
import type { S1ActRun } from '../../../engine/games/s1/s1ActRun.ts';
import { unpackEmeralds } from '../../../engine/games/s1/s1ActRun.ts';
import { G_CONTINUES, G_EMERALDS, G_SCORE } from '../../../engine/games/s1/objects/s1State.ts';
import { W_LIVES } from '../../../engine/state/layout.ts';
import { OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rsw } from '../../../engine/games/s1/objects/ram.ts';
import {
  B_LAYOUT, B_PLAYER, SS_ANGLE, SS_BUFFER_BYTES, SS_CAM_X, SS_CAM_Y, SS_CONTINUES, SS_EMERALDS, SS_EMERALD_LIST, SS_LIVES, SS_PHASE, SS_PHASE_NAMES,
  SS_RINGS, SS_ROTATE,
} from '../../../engine/games/s1/special/ssState.ts';

/** A frame where the run starts a new act or special stage: the state after `frame` steps is its start. */
export interface ActBoundary {
  readonly frame: number;
  /** `ghz2`, `ss1` ... (S1ActRun.act). */
  readonly act: string;
}

/** The special stage as the view and the inspector show it. */
export interface SpecialStageView {
  /** 1..6. */
  readonly stage: number;
  /** v_ssangle (the word; its high byte is the angle SS_ShowLayout and the physics read). */
  readonly angle: number;
  /** v_ssrotate: what v_ssangle moves by each frame (signed). */
  readonly rotate: number;
  /** Sonic's obX / obY as 16.16 longs. */
  readonly x16: number;
  readonly y16: number;
  readonly xsp: number;
  readonly ysp: number;
  readonly camX: number;
  readonly camY: number;
  readonly rings: number;
  readonly phase: (typeof SS_PHASE_NAMES)[number];
  /** v_ssbuffer1 ($80 x $80 cells, the stage's $40 x $40 at v_ssblockbuffer): the base layout the physics reads, block ids as ssCollision.ts names them. */
  readonly layout: Uint8Array;
}

export interface RunView {
  /** The act (`ghz2`) or stage (`ss1`) the frame is in. */
  readonly act: string;
  /** How the roll and the inspector name it: `s1:ghz2`, `special stage 1`. */
  readonly label: string;
  readonly lives: number;
  readonly score: number;
  readonly continues: number;
  /** The emeralds got, in the order got (0..5). */
  readonly emeralds: readonly number[];
  /** Every act and stage start the greenzone has replayed so far (frame 0's act first). */
  readonly boundaries: readonly ActBoundary[];
  /** The stage's fields while the run is in one, else null. */
  readonly special: SpecialStageView | null;
}

/** `s1:ghz2`, or `special stage 3` for `ss3`. */
export function actLabel(act: string): string {
  const m = /^ss([1-9])$/.exec(act);
  return m !== null ? `special stage ${m[1]}` : `s1:${act}`;
}

/** The run's view at its current frame. */
export function runView(run: S1ActRun, boundaries: readonly ActBoundary[]): RunView {
  const ss = run.special;
  const s = run.world.state;
  const common = { act: run.act, label: actLabel(run.act), score: s[G_SCORE] >>> 0, boundaries };
  if (ss === null) {
    return { ...common, lives: s[W_LIVES], continues: s[G_CONTINUES], emeralds: unpackEmeralds(s[G_EMERALDS]), special: null };
  }
  const w = ss.s;
  const m = ss.m;
  const emeralds: number[] = [];
  for (let i = 0; i < w[SS_EMERALDS]; i++) emeralds.push(w[SS_EMERALD_LIST + i]);
  return {
    ...common,
    lives: w[SS_LIVES],
    continues: w[SS_CONTINUES],
    emeralds,
    special: {
      stage: ss.stage,
      angle: w[SS_ANGLE] & 0xffff,
      rotate: (w[SS_ROTATE] << 16) >> 16,
      x16: rl(m, B_PLAYER + OB_X),
      y16: rl(m, B_PLAYER + OB_Y),
      xsp: rsw(m, B_PLAYER + OB_VEL_X),
      ysp: rsw(m, B_PLAYER + OB_VEL_Y),
      camX: w[SS_CAM_X],
      camY: w[SS_CAM_Y],
      rings: w[SS_RINGS],
      phase: SS_PHASE_NAMES[w[SS_PHASE]] ?? 'stage',
      layout: m.slice(B_LAYOUT, B_LAYOUT + SS_BUFFER_BYTES),
    },
  };
}

/**
 * The act each replayed frame is in, as the frame recorder keeps its series: index f is the
 * state after f steps; what lies beyond the greenzone's extent (`knownTo`) may be an old
 * future's and is not reported.
 */
export class ActTrack {
  private acts = new Uint8Array(1024);
  private readonly names: string[] = [];
  private readonly ids = new Map<string, number>();
  /** Bumped whenever a frame's act changes, so `boundaries` is scanned again only then (a frame view asks every frame). */
  private version = 0;
  private cached: { readonly knownTo: number; readonly version: number; readonly list: ActBoundary[] } | null = null;

  constructor(first: string) {
    this.note(0, first);
  }

  note(frame: number, act: string): void {
    let id = this.ids.get(act);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(act);
      this.ids.set(act, id);
    }
    if (frame >= this.acts.length) {
      let n = this.acts.length;
      while (n <= frame) n *= 2;
      const grown = new Uint8Array(n);
      grown.set(this.acts);
      this.acts = grown;
    }
    if (this.acts[frame] !== id || frame === 0) this.version++;
    this.acts[frame] = id;
  }

  /** Frame 0's act, then every frame up to `knownTo` whose act differs from the frame before's. */
  boundaries(knownTo: number): ActBoundary[] {
    const c = this.cached;
    if (c !== null && c.knownTo === knownTo && c.version === this.version) return c.list;
    const out: ActBoundary[] = [{ frame: 0, act: this.names[this.acts[0]] }];
    const end = Math.min(knownTo, this.acts.length - 1);
    for (let f = 1; f <= end; f++) if (this.acts[f] !== this.acts[f - 1]) out.push({ frame: f, act: this.names[this.acts[f]] });
    this.cached = { knownTo, version: this.version, list: out };
    return out;
  }
}
