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
 * The run stops where the game leaves the levels: a special stage (the giant ring's f_bigring:
 * Got_ChkSS goes to id_Special), the ending (the Final Zone; LevelOrder's 0, the Sega screen)
 * and the game over. `left` says which; the world stays as the act left it.
 *
 * Nothing here reads a checkout: the caller hands in each act's Level (imported from the user's
 * disassembly) and the exits (importers/s1/s1ActExits.ts).
 */
import type { Level } from '../../level/types.ts';
import { P_EVENTS, RESTART_GAME_OVER, RESTART_NEXT_ACT, W_RESTART } from '../../state/layout.ts';
import { G_BIG_RING, G_VBLANK } from './objects/s1State.ts';
import { S1_ACT_STARTS } from './act/s1ActStarts.ts';
import { createWorld, type World, type WorldOptions } from '../../world/world.ts';
import type { RestoreResult, Simulation } from '../../world/simulation.ts';
import { H_LEVEL } from '../../world/snapshotHeader.ts';

/** Where a run went when it left the levels. */
export type RunLeft = 'special' | 'ending' | 'gameOver';

export interface S1ActRunSource {
  /** The act's level (imported with the same revision and objects setting as the first). */
  levelOf(actId: string): Level;
  /** Each act's next act; null where the game leaves the levels (importers/s1/s1ActExits.ts). */
  readonly exits: ReadonlyMap<string, string | null>;
}

export class S1ActRun implements Simulation {
  // Fields the constructor assigns are `declare`d: see tests/engine/classFieldShapes.test.ts.
  private declare current: World;
  /** Every act the run has played, by level hash: a snapshot from any of them restores. */
  private declare readonly worlds: Map<number, World>;
  private declare readonly source: S1ActRunSource;
  private declare readonly options: Omit<WorldOptions, 'vblank'>;

  constructor(first: World, source: S1ActRunSource, options: WorldOptions = {}) {
    if (first.level.act === undefined) throw new Error('S1ActRun: the first level is not a real Sonic 1 act');
    const { vblank: _vblank, ...rest } = options;
    this.options = rest;
    this.source = source;
    this.current = first;
    this.worlds = new Map([[first.level.hash >>> 0, first]]);
  }

  /** The world of the act being played. */
  get world(): World {
    return this.current;
  }

  /** The current act's id (`ghz2`). */
  get act(): string {
    return this.current.level.act!.id;
  }

  get frame(): number {
    return this.current.frame;
  }

  get snapshotLength(): number {
    return this.current.snapshotLength;
  }

  /**
   * Where the run left the levels, or null while it plays an act: after a special stage's
   * giant ring, the ending, or the game over the world stays as the act left it.
   */
  get left(): RunLeft | null {
    const s = this.current.state;
    if (s[W_RESTART] === RESTART_GAME_OVER) return 'gameOver';
    if (s[W_RESTART] !== RESTART_NEXT_ACT) return null;
    if (s[G_BIG_RING] !== 0) return 'special';
    return this.source.exits.get(this.act) == null ? 'ending' : null;
  }

  step(input: number): number {
    const events = this.current.step(input);
    const s = this.current.state;
    if (s[W_RESTART] !== RESTART_NEXT_ACT || s[G_BIG_RING] !== 0) return events;
    const next = this.source.exits.get(this.act);
    if (next == null) return events;
    // The frame's record is the next act's start, as a death's reload is.
    this.current = this.enter(next, s);
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
    this.worlds.set(level.hash >>> 0, w);
    return w;
  }

  snapshot(): Int32Array {
    return this.current.snapshot();
  }

  snapshotInto(out: Int32Array): void {
    this.current.snapshotInto(out);
  }

  /** A snapshot of any act this run has played restores into that act's world. */
  restore(snapshot: Int32Array): RestoreResult {
    return this.restoreWith(snapshot, (w) => w.restore(snapshot));
  }

  restoreUntrusted(snapshot: Int32Array): RestoreResult {
    return this.restoreWith(snapshot, (w) => w.restoreUntrusted(snapshot));
  }

  private restoreWith(snapshot: Int32Array, restore: (w: World) => RestoreResult): RestoreResult {
    const w = snapshot.length > H_LEVEL ? this.worlds.get(snapshot[H_LEVEL] >>> 0) : undefined;
    // Not an act of this run: the current world refuses it with its reason.
    if (w === undefined) return restore(this.current);
    const r = restore(w);
    if (r.ok) this.current = w;
    return r;
  }

  hash(): string {
    return this.current.hash();
  }
}
