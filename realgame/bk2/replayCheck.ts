/**
 * The check an export makes before it returns a .bk2 (exportRealMovie.ts, and Sonic 2's
 * games/s2/exportS2Movie.ts): the game-logic frames the export played, kept compactly, must come
 * again, in order and each the same, when the .bk2 is replayed from power-on on a fresh console
 * by a player that knows only BizHawk's format (playBk2.ts), watched from outside by the game's
 * bridge (levelIterations.ts).
 */
import type { LoggedConsole } from '../console/padLog.ts';
import type { GameBridge } from '../gameBridge.ts';
import { LevelIterations } from '../levelIterations.ts';
import type { RealFrame } from '../realRun.ts';
import { RealMovieError } from '../realMovieError.ts';
import { playBk2FromPowerOn } from './playBk2.ts';

/** What the replay runs on: a session's fresh consoles and its bridge (Sonic 1's RealGame, Sonic 2's S2RealGame). */
export interface ReplayGame {
  readonly bridge: GameBridge;
  powerOn(): LoggedConsole;
  closeConsole(c: LoggedConsole): void;
}

/**
 * The export's game-logic frames, kept compactly for the replay check (a few bytes a frame, so
 * a movie of millions of frames does not keep millions of records): where each began, what it
 * read, its lag and restart, and a hash of the record the game had after it.
 */
export class PlayedFrames {
  private emuFrames = new Int32Array(1024);
  private keys = new Uint32Array(1024);
  private hashes = new Uint32Array(1024);
  length = 0;

  add(f: RealFrame): void {
    if (this.length === this.emuFrames.length) {
      const grow = <T extends Int32Array | Uint32Array>(a: T): T => {
        const b = new (a.constructor as { new (n: number): T })(a.length * 2);
        b.set(a);
        return b;
      };
      this.emuFrames = grow(this.emuFrames);
      this.keys = grow(this.keys);
      this.hashes = grow(this.hashes);
    }
    this.emuFrames[this.length] = f.emuFrame;
    this.keys[this.length] = frameKey(f);
    this.hashes[this.length] = fnv1a(JSON.stringify(f.record));
    this.length++;
  }

  emuFrame(i: number): number {
    return this.emuFrames[i];
  }

  /** Null when `f` is the i-th frame as exported; else how it differs. */
  differs(i: number, f: RealFrame): string | null {
    if (f.emuFrame !== this.emuFrames[i]) return `an iteration starts at emulator frame ${f.emuFrame}, the export's at ${this.emuFrames[i]}`;
    const key = frameKey(f);
    if (key !== this.keys[i]) return `it read pad ${f.input} (lag ${f.lag}, restart ${f.restart}, left ${f.left}) where the export's frame is ${describeKey(this.keys[i])}`;
    if (fnv1a(JSON.stringify(f.record)) !== this.hashes[i]) return `the game's state after it is not the export's (${JSON.stringify(f.record)})`;
    return null;
  }
}

const LEFT_CODES = [null, 'gameOver', 'special', 'ending'] as const;

/** input (8 bits), lag + 1 (0: null; 16 bits), restart (1 bit), left (2 bits). */
function frameKey(f: RealFrame): number {
  const lag = f.lag === null ? 0 : Math.min(f.lag + 1, 0xffff);
  return ((f.input & 0xff) | (lag << 8) | (f.restart ? 1 << 24 : 0) | (LEFT_CODES.indexOf(f.left) << 25)) >>> 0;
}

function describeKey(k: number): string {
  const lag = (k >>> 8) & 0xffff;
  return `pad ${k & 0xff} (lag ${lag === 0 ? null : lag - 1}, restart ${((k >>> 24) & 1) === 1}, left ${LEFT_CODES[(k >>> 25) & 3]})`;
}

/** FNV-1a, 32 bits: the record's text as a number to compare. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Replays the .bk2 on a fresh console by BizHawk's format alone, watching the level loop from
 * outside: the export's game-logic frames must come again, in order, each the same, or
 * RealMovieError. (The iterations between movies, the acts' ends, are not the export's frames.)
 */
export function checkReplay(game: ReplayGame, bk2: Uint8Array, emulatorFrames: number, played: PlayedFrames, progress: (n: number) => void): void {
  const c = game.powerOn();
  try {
    const watch = new LevelIterations(game.bridge);
    let next = 0;
    const fail = (what: string): never => {
      throw new RealMovieError('exportReplayDiffers', `the .bk2 replayed from power-on parts from the export at its game-logic frame ${next} (emulator frame ${played.emuFrame(next)}): ${what}`);
    };
    watch.beforeFrame(c);
    const ran = playBk2FromPowerOn(bk2, c, (_frame, pad) => {
      const frames = watch.afterFrame(c, pad);
      watch.beforeFrame(c);
      for (const f of frames) {
        if (next >= played.length || f.emuFrame < played.emuFrame(next)) continue;
        const what = played.differs(next, f);
        if (what !== null) fail(what);
        progress(++next);
      }
    });
    if (ran !== emulatorFrames) throw new RealMovieError('exportReplayDiffers', `the .bk2 replays ${ran} emulator frames, the export ran ${emulatorFrames}`);
    if (next < played.length) fail('the replay never reaches it');
  } finally {
    game.closeConsole(c);
  }
}
