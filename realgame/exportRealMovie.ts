/**
 * `realgame export` (CONTRACTS §8): act movies, in game order, as one BizHawk movie from
 * power-on that plays them on the real game. No file I/O: the caller (the CLI, the workbench's
 * server) gets the .bk2's bytes and writes them.
 *
 * The first act is booted from power-on (its boot route: realgame/games/s1/s1Boot.ts); each
 * movie is played by the frame rule (realgame/realRun.ts playInputs: movie frame k's pad held
 * from the frame after iteration k-1 began until a VBlank reads it, through lag frames) and every frame is
 * checked against the engine, started from the act-start values the real game has at that
 * act's first frame. Between two movies the game plays the act's end (the signpost's run, the
 * tally, the next title card) with nothing pressed, up to the next act's first frame, which
 * must be the next movie's act. The pads of every emulator frame from power-on are the input
 * log. Before anything is returned, that log is written as a .bk2 and replayed from power-on
 * on a fresh core by a player that knows only BizHawk's format (bk2/playBk2.ts), and the
 * game-logic frames it gives must be the export run's, record for record.
 */
import { createWorld } from '../engine/world/world.ts';
import { S1ActRun, type S1ActRunSource } from '../engine/games/s1/s1ActRun.ts';
import type { Level } from '../engine/level/types.ts';
import { bootRouteScript } from './bootRouteScript.ts';
import { makeFrameComparer, type VerifyReport } from './compareFrames.ts';
import type { LoggedConsole } from './console/padLog.ts';
import type { ActStartValues } from './gameBridge.ts';
import type { RealGame } from './realGameSession.ts';
import { playInputs, type RealFrame } from './realRun.ts';
import { RealMovieError } from './realMovieError.ts';
import { actCommentLine } from './bk2/actComments.ts';
import { bizhawkGameEntry } from './bk2/bizhawkGameDb.ts';
import { writeRealBk2 } from './bk2/bizhawkGpgx.ts';
import { PlayedFrames, checkReplay } from './bk2/replayCheck.ts';

export interface ExportMovie {
  /** The act id (`ghz1`). */
  readonly act: string;
  /** One byte per game-logic frame (engine/input.ts). */
  readonly inputs: Uint8Array;
  /** The engine's level of the act (with its objects, the ROM's revision). */
  readonly level: Level;
  /** What the messages call it (its file). */
  readonly name: string;
  /**
   * The checkout's acts: the movie is a run that may go on past its act's end into the next acts
   * (engine/games/s1/s1ActRun.ts), checked on the engine as one. Absent: an act movie.
   */
  readonly run?: S1ActRunSource;
}

export interface ExportOptions {
  /** The movie's Author (BizHawk's header key). */
  readonly author: string;
  /** BizHawk's rerecord count: the movies' own, summed. */
  readonly rerecords: number;
  /** Hears the work done, in movie frames (played, then replayed: `total` is twice the frames). */
  readonly progress?: (done: number, total: number) => void;
}

export interface ExportedAct {
  /** 1-based, in game order. */
  readonly n: number;
  readonly name: string;
  /** `s1:ghz1`. */
  readonly act: string;
  /** The real game's values at the act's first frame (what the engine started from). */
  readonly actStart: ActStartValues;
  /** The emulator frame (0-based, from power-on) whose VBlank read the movie's first frame. */
  readonly emuStart: number;
  /** Restarts within the movie (a death and the act's reload). */
  readonly restarts: number;
  readonly verify: VerifyReport;
}

export interface ExportReport {
  readonly synced: boolean;
  /** Emulator frames from power-on: the input log's lines. */
  readonly emulatorFrames: number;
  /** Emulator frames of the boot route (the first act's first frame is read in the next). */
  readonly bootFrames: number;
  /** The boot route as an input script (`count,BUTTONS` runs). */
  readonly route: string;
  /** The acts played, up to the one that parted from the engine. */
  readonly acts: readonly ExportedAct[];
}

export type ExportResult =
  | { readonly ok: true; readonly bk2: Uint8Array; readonly report: ExportReport }
  /** The engine and the real game parted: the last act of the report is the one, its verify says where. */
  | { readonly ok: false; readonly report: ExportReport };

/**
 * How long an act's end may take, from the movie's last frame to the next act's first (frames):
 * the signpost spins 183 frames, the results card waits 180 + 180 and counts the bonuses down by
 * 10 a frame (Got_TimeBonus; the largest time bonus, v_timebonus 5000, takes 500), then the
 * title card. Green Hill 1 → 2 takes 1,207 frames (tests/realgame/exportImport.test.ts).
 */
export const ACT_END_LIMIT = 6000;

export function exportRealMovie(game: RealGame, movies: readonly ExportMovie[], options: ExportOptions): ExportResult {
  if (movies.length === 0) throw new RealMovieError('exportNoMovies', 'no movie to export');
  const total = movies.reduce((n, m) => n + m.inputs.length, 0);
  const booted = game.bootAct(movies[0].act);
  const c = booted.console;
  const played = new PlayedFrames();
  const acts: ExportedAct[] = [];
  try {
    let actStart = booted.actStart;
    let done = 0;
    /** The previous movie's last frame (null: it had none). */
    let last: RealFrame | null = null;
    /** The act the previous movie's last frame was played in (a run's may be a later act than its first). */
    let playedIn = '';
    for (let i = 0; i < movies.length; i++) {
      const movie = movies[i];
      if (i > 0) actStart = playActEnd(game, c, movies[i - 1], playedIn, i, movie, last);
      last = null;
      playedIn = `s1:${movie.act}`;
      const w = createWorld(movie.level, { vblank: actStart.vblank });
      const cmp = makeFrameComparer(movie.run === undefined ? w : new S1ActRun(w, movie.run));
      let emuStart = c.frame;
      let count = 0;
      let restarts = 0;
      playInputs(c, game.bridge, movie.inputs, (f) => {
        if (count === 0) emuStart = f.emuFrame;
        played.add(f);
        last = f;
        // A restart's record is the reloaded act's start: the frame was played in the act before it.
        if (f.record !== null && !f.restart) playedIn = f.record.act;
        count++;
        if (f.restart) restarts++;
        options.progress?.(++done, total * 2);
        return cmp.compare(f);
      });
      const verify = cmp.report();
      acts.push({ n: i + 1, name: movie.name, act: `s1:${movie.act}`, actStart, emuStart, restarts, verify });
      if (!verify.synced) return { ok: false, report: { synced: false, emulatorFrames: c.frame, bootFrames: booted.frames, route: bootRouteScript(c.pads.slice(0, booted.frames)), acts } };
      const end = last as RealFrame | null; // assigned in the callback, which TypeScript does not follow
      if (end !== null && end.left !== null && (count < movie.inputs.length || i < movies.length - 1)) {
        const rest = count < movie.inputs.length ? `; its last ${movie.inputs.length - count} frames have no level to play in` : `, where no movie can follow it`;
        throw new RealMovieError('exportLeftLevels', `${movie.name}: the real game leaves s1:${movie.act} at frame ${end.f} (${LEFT_NAMES[end.left]})${rest}`);
      }
    }
    const pads = c.pads.slice();
    const entry = bizhawkGameEntry(game.rom);
    const comments = [
      `Exported by Subpixel (subpixel realgame export): ${game.rom.title} from power-on, ${movies.length} act movie${movies.length === 1 ? '' : 's'}, checked frame by frame against the engine.`,
      ...acts.map((a) => actCommentLine({ n: a.n, act: a.act, level: movies[a.n - 1].level.hash >>> 0, frames: a.verify.frames, emuStart: a.emuStart, vblank: a.actStart.vblank })),
    ];
    const bk2 = writeRealBk2({ header: { author: options.author, rerecords: options.rerecords, gameName: entry.name, hash: game.rom.sha1, emuVersion: 'Subpixel realgame export' }, comments, pads });
    checkReplay(game, bk2, pads.length, played, (n) => options.progress?.(total + n, total * 2));
    return { ok: true, bk2, report: { synced: true, emulatorFrames: pads.length, bootFrames: booted.frames, route: bootRouteScript(pads.slice(0, booted.frames)), acts } };
  } finally {
    game.closeConsole(c);
  }
}

const LEFT_NAMES = { gameOver: 'the game over', special: 'a special stage', ending: 'the ending' } as const;

/**
 * Plays the end of `prev`'s act (`ended`: the act its last frame was played in, a later one for
 * a run) with nothing pressed until the next act's level loop first
 * waits; returns the act-start values there. `last` is the last frame `prev` played.
 */
function playActEnd(game: RealGame, c: LoggedConsole, prev: ExportMovie, ended: string, n: number, next: ExportMovie, last: RealFrame | null): ActStartValues {
  const bridge = game.bridge;
  const want = `s1:${next.act}`;
  const here = (): ActStartValues => {
    const act = bridge.record(c).act;
    if (act === want) return bridge.actStartValues(c);
    if (act === ended) {
      throw new RealMovieError('exportActRestarted', `${prev.name}: the real game restarts ${ended} after the movie's last frame (Sonic died) instead of going on to ${want} (${next.name}): a movie followed by another must finish its act`);
    }
    throw new RealMovieError('exportWrongNextAct', `${next.name}: the real game goes on from ${ended} to ${act}, not to ${want}: give the act movies in the order the game plays them`);
  };
  // The movie's last iteration may already have reloaded the level for the next act.
  if (last !== null && last.restart && last.record?.act !== ended) return here();
  let outside = false;
  for (let i = 0; i < ACT_END_LIMIT; i++) {
    c.run(0);
    const s = bridge.loopState(c);
    if (s.elsewhere !== null) {
      throw new RealMovieError('exportLeftLevels', `${prev.name}: after the movie's last frame the real game goes to ${LEFT_NAMES[s.elsewhere]}, not to ${want} (${next.name}); export plays act movies only`);
    }
    if (!s.inLevel) outside = true;
    else if (outside && s.waiting) return here();
  }
  throw new RealMovieError('exportActNotFinished', `${prev.name}: the real game is still in ${ended} ${ACT_END_LIMIT} frames after the movie's last frame: a movie followed by another (movie ${n + 1}, ${next.name}) must finish its act (pass the signpost)`);
}
