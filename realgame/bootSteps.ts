/**
 * The two steps every game's boot route (realgame/games/<game>/<game>Boot.ts) is made of: run a
 * pad until the game reaches a state, and press a button until the game takes it. Each gives up
 * after STEP_LIMIT emulator frames with a BootError naming the step, so a ROM that is not the
 * game the checkout builds is refused in one line instead of running forever.
 */
import { BootError } from './bootError.ts';
import type { LoggedConsole } from './console/padLog.ts';

/** How long any one step of a route may take before it is called stuck (frames). */
export const STEP_LIMIT = 3000;

/** Runs `pad` until `done()` holds after a frame. */
export function runUntil(c: LoggedConsole, pad: number, what: string, done: () => boolean): void {
  for (let n = 0; n < STEP_LIMIT; n++) {
    c.run(pad);
    if (done()) return;
  }
  throw new BootError('bootStuck', `the route did not reach ${what} within ${STEP_LIMIT} frames (emulator frame ${c.frame}): is the ROM the game the checkout builds?`);
}

/**
 * One new press of `pad` (held one frame, then one frame of nothing so the next press is new
 * again), repeated until `took()` says the game took it; the pad the game reads is the one of
 * the frame its VBlank reads, so a press the game was too busy for (a fade) is pressed again.
 */
export function pressUntil(c: LoggedConsole, pad: number, what: string, took: () => boolean): void {
  for (let n = 0; n < STEP_LIMIT; n += 2) {
    c.run(pad);
    c.run(0);
    if (took()) return;
  }
  throw new BootError('bootStuck', `the game did not take ${what} within ${STEP_LIMIT} frames (emulator frame ${c.frame})`);
}
