/**
 * A movie played on the real game and on the engine side by side (`realgame verify`, and the
 * workbench's Verify): the real game boots the movie's act from power-on; the engine starts the
 * act from the values the real route left (the VBlank counter, ActStartValues) and steps the
 * frames the real game played. Stops at the first frame they part. Given the acts of the
 * checkout (`run`), the engine plays a run of acts (engine/games/s1/s1ActRun.ts): a movie that
 * goes on past its act's end is followed into the next act, as the real game plays it; with the
 * special stages' data too (`run.special`) through a giant ring into the stage and out of it,
 * played by the run's frame rule (realgame/games/s1/s1RunBridge.ts).
 */
import { readRamSymbols } from '../importers/s1/ramSymbols.ts';
import { S1RunBridge } from './games/s1/s1RunBridge.ts';
import { createWorld } from '../engine/world/world.ts';
import { S1ActRun, type S1ActRunSource } from '../engine/games/s1/s1ActRun.ts';
import type { Level } from '../engine/level/types.ts';
import { makeFrameComparer, type VerifyReport } from './compareFrames.ts';
import type { ActStartValues } from './gameBridge.ts';
import type { RealGame } from './realGameSession.ts';
import { playInputs } from './realRun.ts';

export interface VerifyMovie {
  readonly act: string;
  readonly inputs: ArrayLike<number>;
  readonly level: Level;
  /** The checkout's acts, to follow the movie across act ends (absent: the movie's act only). */
  readonly run?: S1ActRunSource;
}

export interface RealVerifyReport extends VerifyReport {
  /** The act-start values the real route gave (what the engine started from). */
  readonly actStart: ActStartValues;
  /** Emulator frames from power-on to the act's first frame. */
  readonly bootFrames: number;
  /** The real game left the act before the movie's end (its game over, a special stage), at which frame; else null. */
  readonly left: { readonly frame: number; readonly to: 'gameOver' | 'special' | 'ending' } | null;
}

export function verifyOnRealGame(game: RealGame, movie: VerifyMovie, progress?: (frame: number) => void): RealVerifyReport {
  const b = game.bootAct(movie.act);
  try {
    const w = createWorld(movie.level, { vblank: b.actStart.vblank });
    const cmp = makeFrameComparer(movie.run === undefined ? w : new S1ActRun(w, movie.run));
    let left: RealVerifyReport['left'] = null;
    const bridge = movie.run?.special !== undefined ? new S1RunBridge(game.bridge, readRamSymbols(game.program, game.source)) : game.bridge;
    playInputs(b.console, bridge, movie.inputs, (f) => {
      progress?.(f.f);
      if (f.left !== null) left = { frame: f.f, to: f.left };
      return cmp.compare(f);
    });
    return { ...cmp.report(), actStart: b.actStart, bootFrames: b.frames, left };
  } finally {
    game.closeConsole(b.console);
  }
}
