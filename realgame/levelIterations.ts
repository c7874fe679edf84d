/**
 * The frame rule (CONTRACTS §8) watched from the emulator's frames: which emulator frames began
 * iterations of the level loop, what each read and when each was over. realgame/realRun.ts
 * plays movies with it, and the import and the export's replay check watch a BizHawk movie's
 * pads with it, so all three see the same iterations.
 *
 * An iteration begins on the emulator frame whose VBlank finds the loop waiting: that VBlank
 * reads the frame's pad (VBla_08's ReadJoypads) and the loop's counter moves. A VBlank that
 * finds the logic still running (v_vbla_routine clear: VBla_00) reads nothing: a lag frame. The
 * iteration is over when the loop waits again. Usually that is seen at the end of an emulator
 * frame; but the emulator's frame ends a few lines before the VBlank, so an iteration whose
 * logic ends in those lines is over, and the next begun, within one emulator frame: its state
 * after it is never at a frame's end (`record` null), and that frame was no lag frame.
 *
 * An iteration that restarts the act (or goes on to the next one) is over when the reloaded loop
 * first waits: its record is then the reloaded start, `restart` true; one that leaves the levels
 * for good (a special stage, the game over, the ending) ends there, with `left` saying where.
 * Frames outside the level loop (boot, title screens, title cards, the demo) are no iteration.
 * `f` counts every iteration seen; the caller cuts them into act movies.
 */
import type { RealConsole } from './console/realConsole.ts';
import type { GameBridge, LoopState } from './gameBridge.ts';
import type { RealFrame } from './realRun.ts';

/** The iteration begun and not yet seen over. */
interface Running {
  readonly emuFrame: number;
  readonly input: number;
  /** VBlanks that found its logic running. */
  lag: number;
  /** It left the level loop (the act reloads): its record is the reloaded start. */
  left: boolean;
}

export class LevelIterations {
  private before: LoopState | null = null;
  private running: Running | null = null;
  private seen = 0;
  private begun = 0;

  constructor(private readonly bridge: GameBridge) {}

  /** Iterations begun so far: the next to begin reads movie frame `begunCount`'s buttons. */
  get begunCount(): number {
    return this.begun;
  }

  /** Whether an iteration has begun and is not over yet. */
  get inIteration(): boolean {
    return this.running !== null;
  }

  /** Call before each emulator frame runs. */
  beforeFrame(c: RealConsole): void {
    this.before = this.bridge.loopState(c);
  }

  /** Call after it ran with `pad`: the iterations it saw over, in order (none, one, or two). */
  afterFrame(c: RealConsole, pad: number): RealFrame[] {
    const before = this.before;
    if (before === null) throw new Error('LevelIterations.afterFrame without beforeFrame');
    this.before = null;
    const after = this.bridge.loopState(c);
    const out: RealFrame[] = [];
    const cur = this.running;
    const moved = after.levelFrame !== before.levelFrame;
    // The loop waited for this frame's VBlank; or the iteration running at the frame's start
    // ended before the VBlank, which found the loop waiting (the counter moved within the level).
    const began = moved && (before.waiting || (cur !== null && !cur.left && before.inLevel && after.inLevel));
    if (began) {
      if (cur !== null) out.push(this.frame(cur, null, false));
      this.running = { emuFrame: c.frame - 1, input: pad & 0xff, lag: 0, left: false };
      this.begun++;
    } else if (cur === null) return out;
    const now = this.running!;
    if (after.elsewhere !== null) {
      out.push(this.frame(now, this.bridge.record(c), false, after.elsewhere));
      return out;
    }
    if (!after.inLevel) now.left = true;
    if (!began && after.inLevel && !now.left) now.lag++;
    if (after.waiting) out.push(this.frame(now, this.bridge.record(c), now.left));
    return out;
  }

  private frame(r: Running, record: RealFrame['record'], restart: boolean, left: RealFrame['left'] = null): RealFrame {
    this.running = null;
    return { f: this.seen++, input: r.input, emuFrame: r.emuFrame, lag: r.left || left !== null ? null : r.lag, restart, left, record };
  }
}
