/**
 * One requestAnimationFrame loop that draws only the latest state (STYLE habit 10): callers
 * mark it dirty as often as they like; it draws at most once per animation frame.
 * `make*`: not reactive, returns its cleanup (solid-primitives convention).
 */
export interface RafLoop {
  readonly request: () => void;
  readonly stop: () => void;
}

export function makeRafLoop(draw: () => void): RafLoop {
  let handle = 0;
  let stopped = false;
  const tick = (): void => {
    handle = 0;
    if (!stopped) draw();
  };
  return {
    request: () => {
      if (handle === 0 && !stopped) handle = requestAnimationFrame(tick);
    },
    stop: () => {
      stopped = true;
      if (handle !== 0) cancelAnimationFrame(handle);
    },
  };
}
