/**
 * `realgame import` (CONTRACTS §8): a BizHawk movie of the real game, from power-on, as one
 * movie per act (game-logic frames only), each checked against the engine. No file I/O: the
 * caller gives the .bk2's bytes and writes the movies.
 *
 * The input log is played from power-on on the core exactly as BizHawk plays it (line i is the
 * pad of emulator frame i) while realgame/levelIterations.ts watches the level loop: each
 * iteration is one movie frame, with the pad its VBlank read (lag frames drop out). The
 * iterations are cut into acts where a new act starts: the first iteration after the loop
 * waits in a level, and the one after an iteration that reloaded the level for another act.
 * A restart after a death stays in its act's movie, as the engine restarts too; a special
 * stage, the game over or the ending closes the act's movie. Frames before the first act (the
 * boot route, the title screen) are in no movie: the first act's notes keep the route.
 *
 * Each act movie is replayed on the engine from the act-start values the real game had at the
 * act's first frame, and reported synced or with its first divergence. A movie that
 * `realgame export` wrote says in its comments how many frames each act movie had
 * (bk2/actComments.ts): the frames the game played after it (the act's end, nothing pressed)
 * are dropped from the imported act, so the round trip gives the movies back.
 */
import type { Level } from '../engine/level/types.ts';
import type { WorldOptions } from '../engine/world/world.ts';
import { createWorld } from '../engine/world/world.ts';
import { S1ActRun, type S1ActRunSource } from '../engine/games/s1/s1ActRun.ts';
import { readActExits } from '../importers/s1/s1ActExits.ts';
import { openS1Disassembly, type S1Disassembly } from '../importers/s1/importS1.ts';
import { findS1Act } from '../importers/s1/s1Acts.ts';
import { worldMeta } from '../movies/model/worldMeta.ts';
import type { Movie } from '../movies/types.ts';
import { bootRouteScript } from './bootRouteScript.ts';
import { makeFrameComparer, type VerifyReport } from './compareFrames.ts';
import type { ActStartValues } from './gameBridge.ts';
import { LevelIterations } from './levelIterations.ts';
import type { RealGame } from './realGameSession.ts';
import type { RealFrame } from './realRun.ts';
import { RealMovieError } from './realMovieError.ts';
import { KNOWN_ROMS, type KnownRom } from './rom/romIdentity.ts';
import type { LoggedConsole } from './console/padLog.ts';
import type { ReplayGame } from './bk2/replayCheck.ts';
import { readActComments, type ActComment } from './bk2/actComments.ts';
import { bizhawkGameEntry, movieHashNamesRom } from './bk2/bizhawkGameDb.ts';
import { LUMP_HEADER } from './bk2/bizhawkGpgx.ts';
import { readRealBk2, realBk2ErrorLine, type HeaderValue } from './bk2/readRealBk2.ts';

export interface ImportOptions {
  /** The engine's level of an act id (`ghz1`); default: imported from the game's checkout with its objects. */
  readonly levelFor?: (act: string) => Level;
  /** Hears the emulator frames played. */
  readonly progress?: (done: number, total: number) => void;
}

export interface ImportedAct {
  /** 1-based, in game order. */
  readonly n: number;
  /** The file name it is written under, without extension: `01-ghz1`. */
  readonly name: string;
  /** `s1:ghz1`. */
  readonly act: string;
  readonly movie: Movie;
  /** The real game's values at the act's first frame (what the engine started from). */
  readonly actStart: ActStartValues;
  /** The emulator frame (0-based, from power-on) whose VBlank read the act's first frame. */
  readonly emuStart: number;
  readonly restarts: number;
  /** Game-logic frames after the act movie's recorded end (the act's end, nothing pressed), dropped. */
  readonly actEndFrames: number;
  /** What `realgame export` recorded of this act movie, when the .bk2 says. */
  readonly from: ActComment | null;
  /** The game left the levels at the act's last frame (a special stage, the game over, the ending). */
  readonly left: 'gameOver' | 'special' | 'ending' | null;
  readonly verify: VerifyReport;
}

export interface ImportReport {
  /** Every act movie replayed on the engine as the real game played it. */
  readonly synced: boolean;
  /** The input log's lines. */
  readonly emulatorFrames: number;
  /** Emulator frames before the first act's first frame. */
  readonly bootFrames: number;
  readonly author: string;
  readonly rerecords: number;
  readonly acts: readonly ImportedAct[];
}

/** The longest route kept in a movie's notes (characters); a longer one is cut with its length said. */
const ROUTE_NOTE_CHARS = 10_000;

/**
 * An act movie while its frames arrive: each is stepped on the engine as it comes and only its
 * input is kept, so a long movie costs a byte a frame. Where the export recorded the act
 * movie's length, the state at that length is kept too, for the cut (frames past it that all
 * press nothing are the act's end, not the movie).
 */
class ActRecording {
  private inputs = new Uint8Array(1024);
  count = 0;
  restarts = 0;
  left: ImportedAct['left'] = null;
  private readonly cmp: ActComparer;
  /** The world options the act is played with (the movie's meta records them: a partner). */
  readonly options: WorldOptions;
  private atRecordedEnd: { report: VerifyReport; restarts: number } | null = null;
  private pressedAfterEnd = false;

  constructor(
    readonly n: number,
    readonly act: string,
    readonly level: Level,
    readonly actStart: ActStartValues,
    readonly emuStart: number,
    readonly from: ActComment | null,
    start: ActEngine,
  ) {
    this.cmp = start.cmp;
    this.options = start.options;
  }

  add(f: RealFrame): void {
    this.cmp.compare({ ...f, f: this.count });
    if (this.count === this.inputs.length) {
      const grown = new Uint8Array(this.inputs.length * 2);
      grown.set(this.inputs);
      this.inputs = grown;
    }
    this.inputs[this.count++] = f.input;
    if (f.restart) this.restarts++;
    if (f.left !== null) this.left = f.left;
    if (this.from === null) return;
    if (this.count === this.from.frames) this.atRecordedEnd = { report: this.cmp.report(), restarts: this.restarts };
    else if (this.count > this.from.frames && f.input !== 0) this.pressedAfterEnd = true;
  }

  /** The movie's frames, restarts and report: cut at the recorded end when what follows it is the act's end. */
  result(): { inputs: Uint8Array; restarts: number; verify: VerifyReport; actEndFrames: number; left: ImportedAct['left'] } {
    const end = this.atRecordedEnd;
    if (end !== null && this.from !== null && this.count > this.from.frames && !this.pressedAfterEnd) {
      return { inputs: this.inputs.slice(0, this.from.frames), restarts: end.restarts, verify: end.report, actEndFrames: this.count - this.from.frames, left: null };
    }
    return { inputs: this.inputs.slice(0, this.count), restarts: this.restarts, verify: this.cmp.report(), actEndFrames: 0, left: this.left };
  }
}

/** What a movie's frames are compared by: the engine from an act's start (compareFrames.ts). */
type ActComparer = ReturnType<typeof makeFrameComparer>;

/** The engine an act movie is checked on, and the world options it was made with. */
export interface ActEngine {
  readonly cmp: ActComparer;
  readonly options: WorldOptions;
}

/**
 * What import needs of one game: its session (fresh consoles, its bridge, its ROM), which act a
 * zone-act the bridge reads is (`s1:ghz1` → `ghz1`, or null: no act the engine has), and the
 * engine's comparer for an act from the values the game had at its first frame.
 */
export interface ImportGame {
  readonly session: ReplayGame & { readonly rom: KnownRom; readonly romPath: string };
  /** The game's name in messages ("Sonic 1"). */
  readonly title: string;
  actId(act: string): string | null;
  /** `c`: the console at the act's first frame (what the game plays it with: Sonic 2's Tails). */
  engine(id: string, level: Level, actStart: ActStartValues, c: LoggedConsole): ActEngine;
  levelFor(id: string): Level;
}

/** Sonic 1's side: its acts, each compared as a run (the act's last frame may be the next act's start: the results card's reload). */
function sonic1(game: RealGame, options: ImportOptions): ImportGame {
  let disasm: S1Disassembly | null = null;
  const levelFor = options.levelFor ?? ((id: string) => (disasm ??= openS1Disassembly(game.source, game.rom.revision)).importAct(id).level);
  let exits: ReadonlyMap<string, string | null> | undefined;
  const run: S1ActRunSource = { levelOf: levelFor, get exits() { return (exits ??= readActExits(game.program)); } };
  return {
    session: game,
    title: 'Sonic 1',
    actId: (act) => {
      const id = act.startsWith('s1:') ? act.slice(3) : act;
      return findS1Act(id) === undefined ? null : id;
    },
    engine: (_id, level, actStart) => ({ cmp: makeFrameComparer(new S1ActRun(createWorld(level, { vblank: actStart.vblank }), run)), options: {} }),
    levelFor,
  };
}

export function importRealMovie(game: RealGame, bytes: Uint8Array, file: string, options: ImportOptions = {}): ImportReport {
  return importActMovies(sonic1(game, options), bytes, file, options);
}

/** import on any game's side (Sonic 1's above; Sonic 2's: games/s2/importS2Movie.ts). */
export function importActMovies(side: ImportGame, bytes: Uint8Array, file: string, options: ImportOptions = {}): ImportReport {
  const game = side.session;
  const read = readRealBk2(bytes, file);
  if (!read.ok) throw new RealMovieError('importUnreadable', realBk2ErrorLine(read.error));
  const bk2 = read.value;
  checkRom(game, bk2.header, file);
  const author = bk2.header.get('Author')?.value ?? '';
  const rerecordText = bk2.header.get('rerecordCount')?.value.trim();
  const rerecords = rerecordText === undefined ? 0 : Number(rerecordText);
  const comments = readActComments(bk2.comments);

  const recorded: ActRecording[] = [];
  const c = game.powerOn();
  try {
    const bridge = game.bridge;
    const watch = new LevelIterations(bridge);
    let cur: ActRecording | null = null;
    let pending: { act: string; actStart: ActStartValues } | null = null;
    for (let i = 0; i < bk2.pads.length; i++) {
      if (cur === null) {
        // The loop waiting in a level, no act open: the next iteration is an act's first frame.
        const s = bridge.loopState(c);
        if (s.waiting) pending = { act: bridge.record(c).act, actStart: bridge.actStartValues(c) };
      }
      watch.beforeFrame(c);
      c.run(bk2.pads[i]);
      const frames = watch.afterFrame(c, bk2.pads[i]);
      options.progress?.(i + 1, bk2.pads.length);
      for (const f of frames) {
        if (cur === null) {
          if (pending === null) throw new Error(`emulator frame ${f.emuFrame}: an iteration began with no level waiting`);
          const n = recorded.length + 1;
          const id = side.actId(pending.act);
          if (id === null) throw new RealMovieError('importNoAct', `${file}: act movie ${n} is played in zone-act ${pending.act.replace(/^s\d:/, '')}, which is no ${side.title} act the engine has`);
          const from = comments.find((a) => a.n === n && a.act === pending!.act && a.emuStart === f.emuFrame) ?? null;
          const level = side.levelFor(id);
          cur = new ActRecording(n, pending.act, level, pending.actStart, f.emuFrame, from, side.engine(id, level, pending.actStart, c));
          recorded.push(cur);
          pending = null;
        }
        cur.add(f);
        // The act is over where the game leaves the levels, or reloads the level for another act.
        if (f.left !== null || (f.restart && f.record?.act !== cur.act)) cur = null;
      }
    }
    if (recorded.length === 0) throw new RealMovieError('importNoAct', `${file}: the movie's ${bk2.pads.length} emulator frames never reach a level's first frame: there is no act to import`);

    const bootFrames = recorded[0].emuStart;
    const route = bootRouteScript(Array.from(bk2.pads.subarray(0, bootFrames)));
    const acts = recorded.map((r) => importedAct(r, { file, author, rerecords, route, bootFrames, count: recorded.length }));
    return { synced: acts.every((a) => a.verify.synced), emulatorFrames: bk2.pads.length, bootFrames, author, rerecords, acts };
  } finally {
    game.closeConsole(c);
  }
}

/** The movie's SHA1 must name the ROM: BizHawk's database hash or its SHA-1 (bk2/bizhawkGameDb.ts). */
function checkRom(game: ImportGame['session'], header: ReadonlyMap<string, HeaderValue>, file: string): void {
  const sha1 = header.get('SHA1');
  if (sha1 === undefined) throw new RealMovieError('importWrongRom', `${file}: ${LUMP_HEADER} has no SHA1: the movie does not say which ROM it was made on`);
  if (movieHashNamesRom(sha1.value, game.rom)) return;
  const where = `${file}: ${LUMP_HEADER} line ${sha1.line}`;
  const other = KNOWN_ROMS.find((r) => r !== game.rom && movieHashNamesRom(sha1.value, r));
  if (other !== undefined) {
    throw new RealMovieError('importWrongRevision', `${where}: the movie was made on ${other.title} (SHA1 ${sha1.value.trim()}), but ${game.romPath} is ${game.rom.title}`);
  }
  throw new RealMovieError('importWrongRom', `${where}: the movie was made on another ROM (SHA1 ${sha1.value.trim()}); ${game.romPath} is ${game.rom.title} (BizHawk's hash ${bizhawkGameEntry(game.rom).hash}, SHA-1 ${game.rom.sha1})`);
}

interface ActContext {
  readonly file: string;
  readonly author: string;
  readonly rerecords: number;
  readonly route: string;
  readonly bootFrames: number;
  readonly count: number;
}

function importedAct(r: ActRecording, ctx: ActContext): ImportedAct {
  const got = r.result();
  const id = r.act.replace(/^s\d:/, '');
  const meta = worldMeta(r.level, r.options);
  meta.author = ctx.author;
  meta.rerecords = ctx.rerecords;
  // Where the act started, so the movie replays the same without the core: the first act from
  // the movie's own boot (its Start may come later than the shortest route's), the rest from
  // the act before them played to its end.
  meta.actStart = { route: r.n === 1 ? 'boot' : 'actEnd', vblank: r.actStart.vblank >>> 0 };
  const route = ctx.route.length <= ROUTE_NOTE_CHARS ? ctx.route : `${ctx.route.slice(0, ROUTE_NOTE_CHARS)}\n... (cut: the route is ${ctx.bootFrames} emulator frames)`;
  meta.notes = [
    `Imported from ${ctx.file}, a BizHawk movie of the real game from power-on: act movie ${r.n} of ${ctx.count}, ${r.act}, its first frame read at emulator frame ${r.emuStart}, v_vbla_count ${r.actStart.vblank} there.`,
    ...(r.n === 1 ? [`Boot route (${ctx.bootFrames} emulator frames before the act's first frame, an input script):`, route] : []),
  ].join('\n');
  return {
    n: r.n,
    name: `${String(r.n).padStart(2, '0')}-${id}`,
    act: r.act,
    movie: { meta, inputs: got.inputs, markers: [], checkpoints: [] },
    actStart: r.actStart,
    emuStart: r.emuStart,
    restarts: got.restarts,
    actEndFrames: got.actEndFrames,
    from: r.from,
    left: got.left,
    verify: got.verify,
  };
}
