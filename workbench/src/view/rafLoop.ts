/**
 * One requestAnimationFrame loop that draws only the latest state (STYLE habit 10): callers
 * mark it dirty as often as they like; it draws at most once per animation frame.
 *
 * `request` waits for the next animation frame (pans, zooms, overlay toggles: many per frame
 * coalesce into one draw). `now` is for a new frame of the movie: when nothing has been drawn
 * since the last animation frame it draws at once, because waiting for the frame boundary
 * costs up to a whole display frame (16.7 ms at 60 Hz) between the worker's answer and the
 * picture — the frame-advance latency TASers feel. A second `now` in the same display frame
 * falls back to `request`, so the once-per-frame bound still holds.
 *
 * `make*`: not reactive, returns its cleanup (solid-primitives convention). The scheduler is a
 * parameter so tests can drive the frames by hand.
 */
export interface RafLoop {
  /** Draw at the next animation frame. */
  readonly request: () => void;
  /** Draw now if this display frame has not drawn yet, else at the next animation frame. */
  readonly now: () => void;
  readonly stop: () => void;
}

export interface FrameScheduler {
  readonly schedule: (tick: () => void) => number;
  readonly cancel: (handle: number) => void;
}

const BROWSER_FRAMES: FrameScheduler = {
  schedule: (tick) => requestAnimationFrame(tick),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function makeRafLoop(draw: () => void, frames: FrameScheduler = BROWSER_FRAMES): RafLoop {
  let handle = 0;
  let stopped = false;
  /** A draw is owed at the next tick. */
  let dirty = false;
  /** Something was drawn since the last tick: this display frame's draw is spent. */
  let drewThisFrame = false;

  const schedule = (): void => {
    if (handle === 0 && !stopped) handle = frames.schedule(tick);
  };
  const drawOnce = (): void => {
    dirty = false;
    drewThisFrame = true;
    draw();
    // The next tick starts a new display frame and gives the draw budget back.
    schedule();
  };
  function tick(): void {
    handle = 0;
    drewThisFrame = false;
    if (dirty && !stopped) drawOnce();
  }
  const request = (): void => {
    if (stopped) return;
    dirty = true;
    schedule();
  };
  return {
    request,
    now: () => {
      if (stopped) return;
      if (drewThisFrame) request();
      else drawOnce();
    },
    stop: () => {
      stopped = true;
      if (handle !== 0) frames.cancel(handle);
      handle = 0;
    },
  };
}
