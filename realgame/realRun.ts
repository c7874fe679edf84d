/**
 * Plays a movie on the real game by the frame rule (CONTRACTS §8): one movie frame is one
 * iteration of the game's level loop. From a console whose level loop waits for its first
 * iteration (after a boot route), movie frame k's buttons are held from the emulator frame after
 * the one whose VBlank began iteration k-1 until a VBlank reads them and iteration k begins: the
 * lag frames of iteration k-1 hold them too (a VBlank that finds the logic running reads no pad),
 * so iteration k reads them whether k-1 is seen over at an emulator frame's end or ends in the
 * lines before the next VBlank (realgame/levelIterations.ts). Frames outside the level loop (the
 * reload after a death, an act's end) are played with nothing pressed.
 *
 * Iteration k's record is the state once its logic is over: when the loop next waits (or, when
 * the iteration restarted the act, when the reloaded loop first waits — the record then holds
 * the reloaded start, `restart` true, as the engine's record of that frame does); null when it
 * ended within the emulator frame that began the next.
 */
import type { LoggedConsole } from './console/padLog.ts';
import type { GameBridge, RealRecord } from './gameBridge.ts';
import { LevelIterations } from './levelIterations.ts';

export interface RealFrame {
  /** Movie frame (game-logic frame) number, from 0 at the act's first frame. */
  readonly f: number;
  readonly input: number;
  /** The emulator frame whose VBlank read this frame's buttons (power-on = frame 0). */
  readonly emuFrame: number;
  /** VBlanks that found this frame's logic still running (lag frames); null after a restart. */
  readonly lag: number | null;
  /** The iteration left the level loop and the act started again (a death's reload). */
  readonly restart: boolean;
  /**
   * The iteration left the level for good: the game over (no lives left), a special stage, the
   * ending. It is the run's last frame; its record is the state as the level loop left it.
   */
  readonly left: 'gameOver' | 'special' | 'ending' | null;
  /**
   * The player and the act after the iteration; null when it ended in the lines before the next
   * iteration's VBlank, within one emulator frame (its state is never seen at a frame's end).
   */
  readonly record: RealRecord | null;
}

/** How long the game may stay out of its level loop before the run says it is stuck (frames). */
const OUTSIDE_LIMIT = 4000;

export class RealRunError extends Error {
  constructor(
    readonly code: 'realStuck' | 'realNotAtAct',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Plays `inputs` (one byte per movie frame, engine/input.ts) from the console's point, as far as
 * asked each time: `playTo(n, onFrame)` plays until n frames are over (or `onFrame` returned
 * false, or the game left the levels). The frame rule's clock is kept between calls, so playing a
 * movie in slices is playing it in one go: the next frame's buttons are held as soon as the
 * iteration before it began, which may be before the slice that holds it is asked for.
 */
export class RealPlayer {
  private readonly watch: LevelIterations;
  private readonly played: RealFrame[] = [];
  private stopped = false;

  constructor(
    private readonly c: LoggedConsole,
    private readonly bridge: GameBridge,
    private readonly inputs: ArrayLike<number>,
  ) {
    if (!bridge.loopState(c).waiting) throw new RealRunError('realNotAtAct', `emulator frame ${c.frame}: the level loop is not waiting for an iteration (boot the act first)`);
    this.watch = new LevelIterations(bridge);
  }

  /** Frames over so far. */
  get done(): number {
    return this.played.length;
  }

  /** Plays until `n` frames are over; returns the frames this call saw over. */
  playTo(n: number, onFrame?: (frame: RealFrame) => boolean | void): RealFrame[] {
    const { c, bridge, inputs, played } = this;
    const target = Math.min(n, inputs.length);
    const from = played.length;
    let outside = 0;
    while (!this.stopped && played.length < target) {
      const before = bridge.loopState(c);
      const next = this.watch.begunCount;
      const pad = before.inLevel && next < inputs.length ? inputs[next] & 0xff : 0;
      this.watch.beforeFrame(c);
      c.run(pad);
      const frames = this.watch.afterFrame(c, pad);
      if (frames.length === 0) {
        if (!this.watch.inIteration && !bridge.loopState(c).inLevel && ++outside > OUTSIDE_LIMIT) {
          throw new RealRunError('realStuck', `emulator frame ${c.frame}: the game stayed out of its level loop for ${OUTSIDE_LIMIT} frames`);
        }
        continue;
      }
      outside = 0;
      for (const frame of frames) {
        if (played.length >= inputs.length) break;
        played.push(frame);
        const more = onFrame?.(frame) !== false;
        // The game left the levels: nothing more to play.
        if (frame.left !== null) this.stopped = true;
        if (!more || this.stopped) return played.slice(from);
      }
    }
    return played.slice(from);
  }
}

/**
 * Plays all of `inputs` (RealPlayer); `onFrame` hears each frame as it completes and may stop the
 * run by returning false. Returns the frames.
 */
export function playInputs(
  c: LoggedConsole,
  bridge: GameBridge,
  inputs: ArrayLike<number>,
  onFrame?: (frame: RealFrame) => boolean | void,
): RealFrame[] {
  return new RealPlayer(c, bridge, inputs).playTo(inputs.length, onFrame);
}
