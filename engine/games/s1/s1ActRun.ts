/**
 * A run of Sonic 1 acts: the game as it goes on across act ends. One World plays the current
 * act; when that act ends into another (the results card's Got_NextLevel, Scrap Brain 2's fall,
 * Scrap Brain 3's climb: the world stops with RESTART_NEXT_ACT) the run loads the next act on the
 * same frame, as the game's GM_Level does, and goes on in it.
 *
 * What crosses the act end is what GM_Level's reload keeps (World.enterFrom: lives, score,
 * continues, the frames stepped; the lamppost is cleared by every exit) and the VBlank counter,
 * which moves on by the reload's VBlanks. The reload into the next act is the same GM_Level
 * work as the reload of that act after a death: the fade, the title card, the decompression
 * (measured on the real game: GHZ1's signpost into GHZ2 moves v_vbla_count by GHZ2's
 * `reloadVblanks`, engine/games/s1/act/s1ActStarts.ts; tests/realgame/actRun.test.ts plays it).
 *
 * A giant ring (f_bigring: Got_ChkSS goes to id_Special) leads into the special stage when the
 * run has the stages' data (`source.special`): the act's last frame is then the stage's start
 * (as a reload's is), the stage's loop iterations are the run's frames (S1SpecialStage), and
 * SS_FinLoop's last frame is the start of the act after the one whose giant ring was taken
 * (specialExit.ts: the results screen is played as the reload is, with nothing pressed). The
 * stage carries v_lastspecial and the emeralds (G_LAST_SPECIAL, G_EMERALDS: run-level words in
 * every act's state), lives and continues; the results add the ring bonus to the score.
 *
 * The run stops where the game leaves the levels: a special stage when the run has no stage data,
 * the ending (the Final Zone; LevelOrder's 0, the Sega screen) and the game over. `left` says
 * which; the world stays as the act left it.
 *
 * Nothing here reads a checkout: the caller hands in each act's Level (imported from the user's
 * disassembly), the exits (importers/s1/s1ActExits.ts) and the special stages' data.
 */
import type { Level } from '../../level/types.ts';
import { P_EVENTS, P_EVENTS2, P_FRAME, RESTART_GAME_OVER, RESTART_NEXT_ACT, W_LIVES, W_RESTART } from '../../state/layout.ts';
import { hashWords } from '../../state/stateHash.ts';
import { G_BIG_RING, G_CONTINUES, G_EMERALDS, G_LAST_SPECIAL, G_VBLANK } from './objects/s1State.ts';
import { S1_ACT_STARTS } from './act/s1ActStarts.ts';
import { createWorld, type World, type WorldOptions } from '../../world/world.ts';
import type { RestoreResult, Simulation } from '../../world/simulation.ts';
import { H_LEVEL } from '../../world/snapshotHeader.ts';
import { S1SpecialStage, SS_SNAPSHOT_MAGIC } from './special/specialStage.ts';
import type { SpecialStageData } from './special/ssData.ts';
import { SS_QUIRKS, type SsQuirk } from './special/ssQuirks.ts';
import { SS_CONTINUES, SS_EMERALDS, SS_EMERALD_LIST, SS_LAST_SPECIAL, SS_LIVES, SS_RINGS, SS_VBLANK } from './special/ssState.ts';
import { SPECIAL_ENTER_VBLANKS, specialExitVblanks, specialRingBonus } from './special/specialExit.ts';

/** Where a run went when it left the levels. */
export type RunLeft = 'special' | 'ending' | 'gameOver';

export interface S1ActRunSource {
  /** The act's level (imported with the same revision and objects setting as the first). */
  levelOf(actId: string): Level;
  /** Each act's next act; null where the game leaves the levels (importers/s1/s1ActExits.ts). */
  readonly exits: ReadonlyMap<string, string | null>;
  /** The special stages (importers/s1/s1SpecialStages.ts) and the results screen's art; without them a run stops at a giant ring. */
  readonly special?: S1SpecialRunData;
}

/** What the run needs of the checkout to play a special stage and its results screen. */
export interface S1SpecialRunData {
  readonly data: SpecialStageData;
  /**
   * The pattern counts (each art file's Nemesis header) of what the results screen queues:
   * `PLC_Main` (NewPLC) then `PLC_SSResult` (AddPLC); SSR_ChkPLC waits for them
   * (realgame/games/s1/s1SpecialRunData.ts reads them from the checkout).
   */
  readonly resultsPatterns: readonly number[];
}

/** G_EMERALDS packed from a count and list (bits 0..2 the count, 3 bits per emerald after). */
export function packEmeralds(list: readonly number[]): number {
  let v = list.length;
  list.forEach((e, i) => (v |= (e & 7) << (3 + 3 * i)));
  return v;
}

export function unpackEmeralds(v: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < (v & 7); i++) out.push((v >>> (3 + 3 * i)) & 7);
  return out;
}

export class S1ActRun implements Simulation {
  // Fields the constructor assigns are `declare`d: see tests/engine/classFieldShapes.test.ts.
  private declare current: World;
  /** Every act the run has played, by level hash: a snapshot from any of them restores. */
  private declare readonly worlds: Map<number, World>;
  private declare readonly source: S1ActRunSource;
  private declare readonly options: Omit<WorldOptions, 'vblank'>;
  /** The special stage being played (the act whose giant ring led there is `current`), or null. */
  private declare stage: S1SpecialStage | null;
  /** The stage's quirks to fix: the run's fixes that are the stage's (ssQuirks.ts). */
  private declare readonly stageFixes: readonly SsQuirk[];

  constructor(first: World, source: S1ActRunSource, options: WorldOptions = {}) {
    if (first.level.act === undefined) throw new Error('S1ActRun: the first level is not a real Sonic 1 act');
    const { vblank: _vblank, ...rest } = options;
    this.options = rest;
    this.source = source;
    this.current = first;
    this.worlds = new Map([[first.level.hash >>> 0, first]]);
    this.stage = null;
    this.stageFixes = (options.fixes ?? []).map(String).filter((f): f is SsQuirk => (SS_QUIRKS as readonly string[]).includes(f));
  }

  /** The world of the act being played (in a special stage: the act whose giant ring led there). */
  get world(): World {
    return this.current;
  }

  /** The special stage being played, or null while the run is in an act. */
  get special(): S1SpecialStage | null {
    return this.stage;
  }

  /** The current act's id (`ghz2`; `ss1` .. `ss6` in a special stage). */
  get act(): string {
    return this.stage !== null ? `ss${this.stage.stage}` : this.current.level.act!.id;
  }

  /** Frames stepped in the run (the stage's iterations count with the act's frames). */
  get frame(): number {
    return this.current.frame + (this.stage !== null ? this.stage.frame : 0);
  }

  get snapshotLength(): number {
    return (this.stage !== null ? this.stage.snapshotLength : 0) + this.current.snapshotLength;
  }

  /**
   * Where the run left the levels, or null while it plays an act: after a special stage's
   * giant ring, the ending, or the game over the world stays as the act left it.
   */
  get left(): RunLeft | null {
    if (this.stage !== null) return null;
    const s = this.current.state;
    if (s[W_RESTART] === RESTART_GAME_OVER) return 'gameOver';
    if (s[W_RESTART] !== RESTART_NEXT_ACT) return null;
    if (s[G_BIG_RING] !== 0) return this.source.special === undefined || this.source.exits.get(this.act) == null ? 'special' : null;
    return this.source.exits.get(this.act) == null ? 'ending' : null;
  }

  /**
   * One frame: of the act (its World), or an iteration of the special stage's loop. Returns the
   * frame's events: the act's (engine/state/events.ts), or in a stage the stage's (ssState.ts
   * SS_EV_*); a frame that enters a stage or an act returns the new one's start events (EV_RESTART).
   */
  step(input: number): number {
    if (this.stage !== null) return this.stepStage(input);
    const w = this.current;
    const s = w.state;
    // The run's words live in every act's state; a death's reload (World.restartAct) clears
    // them with the rest of GM_Level's RAM, as the game does not: put them back.
    const lastSpecial = s[G_LAST_SPECIAL];
    const emeralds = s[G_EMERALDS];
    const events = w.step(input);
    s[G_LAST_SPECIAL] = lastSpecial;
    s[G_EMERALDS] = emeralds;
    if (s[W_RESTART] !== RESTART_NEXT_ACT) return events;
    const next = this.source.exits.get(this.act);
    if (next == null) return events;
    if (s[G_BIG_RING] !== 0) {
      if (this.source.special === undefined) return events;
      // Got_ChkSS: GM_Special. The frame's record is the stage's start.
      this.stage = this.enterStage(this.source.special.data, s);
      return 0;
    }
    // The frame's record is the next act's start, as a death's reload is.
    this.current = this.enter(next, s);
    return this.current.state[P_EVENTS];
  }

  /** GM_Special from the act `s` ended: what the stage carries in (SS_Load picks the stage). */
  private enterStage(data: SpecialStageData, s: Int32Array): S1SpecialStage {
    return new S1SpecialStage(data, {
      lastSpecial: s[G_LAST_SPECIAL],
      emeralds: unpackEmeralds(s[G_EMERALDS]),
      lives: s[W_LIVES],
      continues: s[G_CONTINUES],
      // The counter during the act's last frame plus GM_Special's VBlanks (specialExit.ts: the
      // same for every stage) is the one the stage's first frame reads.
      vblank: (s[G_VBLANK] + SPECIAL_ENTER_VBLANKS) | 0,
      fixes: this.stageFixes,
    });
  }

  private stepStage(input: number): number {
    const ss = this.stage!;
    const events = ss.step(input);
    if (!ss.over) return events;
    // SS_FinLoop's last frame: the results screen and GM_Level into the act after the one whose
    // giant ring was taken; the frame's record is that act's start.
    const from = this.current;
    const next = this.source.exits.get(from.level.act!.id)!;
    const carried = from.state.slice();
    const rings = ss.s[SS_RINGS];
    carried[W_LIVES] = ss.s[SS_LIVES];
    carried[G_CONTINUES] = ss.s[SS_CONTINUES];
    carried[P_FRAME] = (from.state[P_FRAME] + ss.frame) | 0;
    carried[P_EVENTS] = 0;
    carried[P_EVENTS2] = 0;
    specialRingBonus(carried, rings, from.level.act!.revision);
    carried[G_VBLANK] = (ss.s[SS_VBLANK] + specialExitVblanks(rings, this.source.special!.resultsPatterns)) | 0;
    this.stage = null;
    const list: number[] = [];
    for (let i = 0; i < ss.s[SS_EMERALDS]; i++) list.push(ss.s[SS_EMERALD_LIST + i]);
    this.current = this.enter(next, carried);
    this.current.state[G_LAST_SPECIAL] = ss.s[SS_LAST_SPECIAL];
    this.current.state[G_EMERALDS] = packEmeralds(list);
    return this.current.state[P_EVENTS];
  }

  /** GM_Level on `next`: its start, with what the reload keeps from the act that ended. */
  private enter(next: string, previous: Int32Array): World {
    const level = this.source.levelOf(next);
    const rev = level.act?.revision === 0 ? 0 : 1;
    const start = S1_ACT_STARTS[rev][next];
    if (start === undefined) throw new Error(`S1ActRun: no act start measured for ${next}`);
    // The counter during the ending frame (its VBlank counted) plus the reload's VBlanks is the
    // one the next act's first frame reads (World: vblank is the first frame's value).
    const w = createWorld(level, { ...this.options, vblank: (previous[G_VBLANK] + start.reloadVblanks) | 0 });
    w.enterFrom(previous);
    // What the run carries beyond GM_Level's reload: v_lastspecial and the emeralds.
    w.state[G_LAST_SPECIAL] = previous[G_LAST_SPECIAL];
    w.state[G_EMERALDS] = previous[G_EMERALDS];
    this.worlds.set(level.hash >>> 0, w);
    return w;
  }

  /** In a stage: the stage's snapshot, then the act's (the act whose giant ring led there). */
  snapshot(): Int32Array {
    const out = new Int32Array(this.snapshotLength);
    this.snapshotInto(out);
    return out;
  }

  snapshotInto(out: Int32Array): void {
    if (this.stage === null) {
      this.current.snapshotInto(out);
      return;
    }
    const n = this.stage.snapshotLength;
    this.stage.snapshotInto(out.subarray(0, n));
    this.current.snapshotInto(out.subarray(n));
  }

  /** A snapshot of any act this run has played restores into that act's world; one taken in a stage, into the stage and that act. */
  restore(snapshot: Int32Array): RestoreResult {
    return this.restoreWith(snapshot, false);
  }

  restoreUntrusted(snapshot: Int32Array): RestoreResult {
    return this.restoreWith(snapshot, true);
  }

  private restoreWith(snapshot: Int32Array, untrusted: boolean): RestoreResult {
    const restore = (w: World | S1SpecialStage, snap: Int32Array): RestoreResult => (untrusted ? w.restoreUntrusted(snap) : w.restore(snap));
    const special = this.source.special;
    const probe = special === undefined ? null : (this.stage ?? new S1SpecialStage(special.data, { lastSpecial: 0, fixes: this.stageFixes }));
    const n = probe === null ? 0 : probe.snapshotLength;
    if (probe !== null && snapshot.length > n && snapshot[0] === SS_SNAPSHOT_MAGIC) {
      const actPart = snapshot.subarray(n);
      const w = actPart.length > H_LEVEL ? this.worlds.get(actPart[H_LEVEL] >>> 0) : undefined;
      if (w === undefined) return restore(this.current, actPart);
      // Check both before changing either: a copy of the stage takes the stage's part first.
      const trial = new S1SpecialStage(special!.data, { lastSpecial: 0, fixes: this.stageFixes });
      const r = restore(trial, snapshot.subarray(0, n));
      if (!r.ok) return r;
      const before = w.snapshot();
      const rw = restore(w, actPart);
      if (!rw.ok) return rw;
      const ok = probe.restore(snapshot.subarray(0, n));
      if (!ok.ok) {
        w.restore(before);
        return ok;
      }
      this.current = w;
      this.stage = probe;
      return ok;
    }
    const w = snapshot.length > H_LEVEL ? this.worlds.get(snapshot[H_LEVEL] >>> 0) : undefined;
    // Not an act of this run: the current world refuses it with its reason.
    if (w === undefined) return restore(this.current, snapshot);
    const r = restore(w, snapshot);
    if (r.ok) {
      this.current = w;
      this.stage = null;
    }
    return r;
  }

  /** The act's hash; in a stage, the hash of the stage's and the act's snapshot together. */
  hash(): string {
    if (this.stage === null) return this.current.hash();
    return hashWords(this.snapshot());
  }
}
