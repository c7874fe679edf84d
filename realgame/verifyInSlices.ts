/**
 * verifyOnRealGame in slices, for a caller that must stay responsive while the real game plays
 * (the workbench's server answers "busy", streams progress and hears a closed connection between
 * slices): the same boot, the same engine start and the same frame rule, the movie played
 * `slice` frames at a time with the event loop let in between. The report is verifyOnRealGame's,
 * plus the frames the game lagged after (the workbench marks them in the piano roll).
 *
 * Slicing changes nothing: one RealPlayer plays the whole movie, a slice at a time, keeping the
 * frame rule's clock between slices (the next frame's buttons may be held before its slice is
 * asked for), so the run is the one it would have made in one go
 * (tests/realgame/verifyInSlices.test.ts compares the two on lag, a death and a divergence).
 *
 * Given the checkout's acts (`movie.run`) it plays a run as verifyOnRealGame does: the engine's
 * S1ActRun follows the movie across act ends, and with the special stages' data (`run.special`)
 * through a giant ring, the stage and its results, read by the run's frame rule
 * (realgame/games/s1/s1RunBridge.ts) on the real game's side.
 */
import { readRamSymbols } from '../importers/s1/ramSymbols.ts';
import { S1RunBridge } from './games/s1/s1RunBridge.ts';
import { createWorld } from '../engine/world/world.ts';
import { S1ActRun } from '../engine/games/s1/s1ActRun.ts';
import { makeFrameComparer } from './compareFrames.ts';
import type { RealGame } from './realGameSession.ts';
import { RealPlayer } from './realRun.ts';
import type { RealVerifyReport, VerifyMovie } from './verifyOnRealGame.ts';

/** One movie frame whose logic overran: the game skipped `lag` emulator frames after it. */
export interface LagAt {
  readonly frame: number;
  readonly lag: number;
}

export interface SlicedVerifyReport extends RealVerifyReport {
  /** Every movie frame the real game lagged after, in order (their lags add up to lagFrames). */
  readonly lagAt: readonly LagAt[];
}

export interface SliceOptions {
  /** Movie frames per slice (default 120: two seconds of the game, a tenth of a second of emulation or less). */
  readonly slice?: number;
  /** Hears how many movie frames are done after each slice. */
  readonly progress?: (done: number) => void;
  /** Asked between slices: true stops the run (the report then covers the frames played). */
  readonly stop?: () => boolean;
  /** Lets the event loop in between slices (default: one setImmediate turn). */
  readonly pause?: () => Promise<void>;
}

const DEFAULT_SLICE = 120;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function verifyInSlices(game: RealGame, movie: VerifyMovie, options: SliceOptions = {}): Promise<SlicedVerifyReport> {
  const slice = Math.max(1, options.slice ?? DEFAULT_SLICE);
  const pause = options.pause ?? nextTurn;
  const b = game.bootAct(movie.act);
  try {
    const w = createWorld(movie.level, { vblank: b.actStart.vblank });
    const cmp = makeFrameComparer(movie.run === undefined ? w : new S1ActRun(w, movie.run));
    const lagAt: LagAt[] = [];
    let left: RealVerifyReport['left'] = null;
    let done = 0;
    let over = false;
    const inputs = Uint8Array.from(movie.inputs);
    // The stage's loop has its own frame rule: the run bridge reads it (as verifyOnRealGame does).
    const bridge = movie.run?.special !== undefined ? new S1RunBridge(game.bridge, readRamSymbols(game.program, game.source)) : game.bridge;
    const player = new RealPlayer(b.console, bridge, inputs);
    while (done < inputs.length) {
      const from = done;
      player.playTo(from + slice, (f) => {
        done = f.f + 1;
        if (f.lag !== null && f.lag > 0) lagAt.push({ frame: f.f, lag: f.lag });
        if (f.left !== null) {
          left = { frame: f.f, to: f.left };
          over = true;
        }
        if (!cmp.compare(f)) over = true;
        return !over;
      });
      options.progress?.(done);
      // Parted, left the act, played it all (or a slice that played nothing, which cannot be).
      if (over || done >= inputs.length || done === from) break;
      await pause();
      if (options.stop?.() === true) break;
    }
    return { ...cmp.report(), actStart: b.actStart, bootFrames: b.frames, left, lagAt };
  } finally {
    game.closeConsole(b.console);
  }
}
