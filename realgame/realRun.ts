/**
 * Plays a movie on the real game by the frame rule (CONTRACTS §8): one movie frame is one
 * iteration of the game's level loop. From a console whose level loop waits for its first
 * iteration (after a boot route), movie frame k's buttons are held from the frame after
 * iteration k-1 is over until a VBlank reads them and iteration k starts: a lag frame (the
 * logic overran, the VBlank read nothing) holds them too, and frames outside the level loop
 * (the reload after a death, an act's end) are played with nothing pressed.
 *
 * Iteration k's record is the state once its logic is over: when the loop next waits (or, when
 * the iteration restarted the act, when the reloaded act's loop first waits — the record then
 * holds the reloaded start, `restart` true, as the engine's record of that frame does).
 */
import type { LoggedConsole } from './console/padLog.ts';
import type { GameBridge, RealRecord } from './gameBridge.ts';

export interface RealFrame {
  /** Movie frame (game-logic frame) number, from 0 at the act's first frame. */
  readonly f: number;
  readonly input: number;
  /** The emulator frame whose VBlank read this frame's buttons (power-on = frame 0). */
  readonly emuFrame: number;
  /** Emulator frames the game skipped after this logic frame (its logic overran); null after a restart. */
  readonly lag: number | null;
  /** The iteration left the level loop and the act started again (a death's reload). */
  readonly restart: boolean;
  /**
   * The iteration left the level for good: the game over (no lives left), a special stage, the
   * ending. It is the run's last frame; its record is the state as the level loop left it.
   */
  readonly left: 'gameOver' | 'special' | 'ending' | null;
  readonly record: RealRecord;
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
 * Plays `inputs` (one byte per movie frame, engine/input.ts) from the console's point; `onFrame`
 * hears each frame as it completes and may stop the run by returning false. Returns the frames.
 */
export function playInputs(
  c: LoggedConsole,
  bridge: GameBridge,
  inputs: ArrayLike<number>,
  onFrame?: (frame: RealFrame) => boolean | void,
): RealFrame[] {
  const out: RealFrame[] = [];
  if (!bridge.loopState(c).waiting) throw new RealRunError('realNotAtAct', `emulator frame ${c.frame}: the level loop is not waiting for an iteration (boot the act first)`);
  let k = 0;
  let started = -1;
  let lag = 0;
  let left = false;
  let outside = 0;
  while (k < inputs.length) {
    const before = bridge.loopState(c);
    const pad = before.inLevel ? inputs[k] & 0xff : 0;
    c.run(pad);
    const after = bridge.loopState(c);
    if (started < 0) {
      // The loop waited: this frame's VBlank read the pad and the iteration began (its counter
      // moved; it may have left the loop within the frame, to restart the act).
      if (before.waiting && after.levelFrame !== before.levelFrame) started = c.frame - 1;
      else if (!after.inLevel && ++outside > OUTSIDE_LIMIT) throw new RealRunError('realStuck', `emulator frame ${c.frame}: the game stayed out of its level loop for ${OUTSIDE_LIMIT} frames`);
      if (started < 0) continue;
    }
    if (after.elsewhere !== null) {
      // The act is over for this run: the frame is the last, as the level loop left it.
      const last: RealFrame = { f: k, input: inputs[k] & 0xff, emuFrame: started, lag: null, restart: false, left: after.elsewhere, record: bridge.record(c) };
      out.push(last);
      onFrame?.(last);
      break;
    }
    if (!after.inLevel) left = true;
    if (!after.waiting) {
      if (after.inLevel && !left) lag++;
      continue;
    }
    const frame: RealFrame = { f: k, input: inputs[k] & 0xff, emuFrame: started, lag: left ? null : lag, restart: left, left: null, record: bridge.record(c) };
    out.push(frame);
    k++;
    started = -1;
    lag = 0;
    left = false;
    outside = 0;
    if (onFrame?.(frame) === false) break;
  }
  return out;
}
