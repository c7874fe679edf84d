import { describe, expect, it } from 'vitest';
import { makeRafLoop, type FrameScheduler } from '../../../workbench/src/view/rafLoop.ts';

/** Animation frames driven by hand: `frame()` runs the ticks scheduled so far. */
function handFrames(): FrameScheduler & { frame: () => void; pending: () => number } {
  let next = 1;
  const ticks = new Map<number, () => void>();
  return {
    schedule: (tick) => {
      ticks.set(next, tick);
      return next++;
    },
    cancel: (h) => void ticks.delete(h),
    frame: () => {
      const due = [...ticks.values()];
      ticks.clear();
      for (const t of due) t();
    },
    pending: () => ticks.size,
  };
}

describe('makeRafLoop', () => {
  it('request coalesces any number of calls into one draw at the next animation frame', () => {
    const frames = handFrames();
    let draws = 0;
    const loop = makeRafLoop(() => draws++, frames);
    loop.request();
    loop.request();
    loop.request();
    expect(draws).toBe(0);
    frames.frame();
    expect(draws).toBe(1);
    frames.frame();
    expect(draws).toBe(1);
  });

  it('now draws at once when the display frame has not drawn yet', () => {
    const frames = handFrames();
    let draws = 0;
    const loop = makeRafLoop(() => draws++, frames);
    loop.now();
    expect(draws).toBe(1);
  });

  it('a second now in the same display frame waits for the next one: at most one draw per frame', () => {
    const frames = handFrames();
    let draws = 0;
    const loop = makeRafLoop(() => draws++, frames);
    loop.now();
    loop.now();
    loop.now();
    expect(draws).toBe(1);
    frames.frame();
    expect(draws).toBe(2);
    // The frame after that gives the budget back: the next now is immediate again.
    frames.frame();
    loop.now();
    expect(draws).toBe(3);
  });

  it('a draw made by the frame tick spends that frame: now right after it waits', () => {
    const frames = handFrames();
    let draws = 0;
    const loop = makeRafLoop(() => draws++, frames);
    loop.request();
    frames.frame();
    expect(draws).toBe(1);
    loop.now();
    expect(draws).toBe(1);
    frames.frame();
    expect(draws).toBe(2);
  });

  it('stop cancels the pending frame and ignores later calls', () => {
    const frames = handFrames();
    let draws = 0;
    const loop = makeRafLoop(() => draws++, frames);
    loop.request();
    loop.stop();
    expect(frames.pending()).toBe(0);
    loop.now();
    loop.request();
    frames.frame();
    expect(draws).toBe(0);
  });

  it('an idle loop schedules nothing', () => {
    const frames = handFrames();
    const loop = makeRafLoop(() => {}, frames);
    loop.now();
    frames.frame();
    expect(frames.pending()).toBe(0);
  });
});
