/**
 * The frame rule (CONTRACTS §8) watched from outside: while something else feeds the console
 * its pads (a BizHawk movie's input log, played from power-on), this sees which emulator frames
 * were iterations of the level loop and what each one read, exactly as realgame/realRun.ts
 * plays them. An iteration starts on the frame whose VBlank finds the loop waiting (it reads
 * that frame's pad, and the loop's counter moves); lag frames are the emulator frames its logic
 * overran; it ends when the loop waits again (or, when it restarted the act or went on to the
 * next one, when the reloaded loop first waits: the record is then the reloaded start,
 * `restart` true); an iteration that left the levels for good (a special stage, the game over,
 * the ending) ends there, with `left` saying where.
 *
 * Frames outside the level loop (boot, title screens, title cards, the demo) are no iteration.
 * `f` counts every iteration seen; the caller cuts them into act movies.
 */
import type { RealConsole } from './console/realConsole.ts';
import type { GameBridge, LoopState } from './gameBridge.ts';
import type { RealFrame } from './realRun.ts';

export class LevelIterations {
  private before: LoopState | null = null;
  private started = -1;
  private input = 0;
  private lag = 0;
  private left = false;
  private count = 0;

  constructor(private readonly bridge: GameBridge) {}

  /** Call before each emulator frame runs. */
  beforeFrame(c: RealConsole): void {
    this.before = this.bridge.loopState(c);
  }

  /** Call after it ran with `pad`: the iteration it completed, or null. */
  afterFrame(c: RealConsole, pad: number): RealFrame | null {
    const before = this.before;
    if (before === null) throw new Error('LevelIterations.afterFrame without beforeFrame');
    this.before = null;
    const after = this.bridge.loopState(c);
    if (this.started < 0) {
      if (!(before.waiting && after.levelFrame !== before.levelFrame)) return null;
      // This frame's VBlank read `pad` and the iteration began (realRun.ts: the same test).
      this.started = c.frame - 1;
      this.input = pad & 0xff;
    }
    if (after.elsewhere !== null) {
      const frame: RealFrame = { f: this.count++, input: this.input, emuFrame: this.started, lag: null, restart: false, left: after.elsewhere, record: this.bridge.record(c) };
      this.reset();
      return frame;
    }
    if (!after.inLevel) this.left = true;
    if (!after.waiting) {
      if (after.inLevel && !this.left) this.lag++;
      return null;
    }
    const frame: RealFrame = {
      f: this.count++, input: this.input, emuFrame: this.started, lag: this.left ? null : this.lag, restart: this.left, left: null, record: this.bridge.record(c),
    };
    this.reset();
    return frame;
  }

  private reset(): void {
    this.started = -1;
    this.lag = 0;
    this.left = false;
  }
}
