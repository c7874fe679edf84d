import { describe, expect, it } from 'vitest';
import { EngineSession } from '../../../workbench/src/worker/engineSession.ts';
import { Transport, type TransportClock } from '../../../workbench/src/worker/transport.ts';
import type { FrameView, TransportState } from '../../../workbench/src/worker/protocol.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { P_XSP } from '../../../engine/state/layout.ts';

/** A clock driven by hand: `frame(ms)` runs one animation frame `ms` after the last. */
function handClock() {
  let t = 0;
  let ticks: ((t: number) => void)[] = [];
  const clock: TransportClock = { now: () => t, nextFrame: (tick) => void ticks.push(tick), yieldNow: () => Promise.resolve() };
  return {
    clock,
    frame(ms = 1000 / 60) {
      t += ms;
      const due = ticks;
      ticks = [];
      for (const tick of due) tick(t);
    },
  };
}

function setup(frames = 600) {
  const session = new EngineSession();
  session.load({ level: { builtin: 'loop' } });
  session.setButtons(0, frames, 0x08, true);
  const shown: number[] = [];
  const states: TransportState[] = [];
  const h = handClock();
  const t = new Transport({ session, show: (v: FrameView) => shown.push(v.frame), edited: () => {}, changed: (s) => states.push(s) }, h.clock);
  return { session, t, h, shown, states };
}

describe('Transport', () => {
  it('plays one frame per 60 Hz animation frame at speed 1, two at 2×, one every other at ½×', () => {
    const { t, h, shown } = setup();
    t.play(1);
    for (let i = 0; i < 30; i++) h.frame();
    expect(shown.at(-1)).toBe(30);
    // A new speed steps one frame at once, then keeps its own pace.
    t.setSpeed(2);
    h.frame();
    const at = shown.at(-1)!;
    for (let i = 0; i < 30; i++) h.frame();
    expect(shown.at(-1)! - at).toBe(60);
    t.setSpeed(0.5);
    h.frame();
    const half = shown.at(-1)!;
    for (let i = 0; i < 30; i++) h.frame();
    expect(shown.at(-1)! - half).toBe(15);
  });

  it('a late animation frame catches up instead of losing time', () => {
    const { t, h, shown } = setup();
    t.play(1);
    h.frame();
    h.frame(50);
    expect(shown.at(-1)).toBe(4);
  });

  it('stops at the end of the movie in playback, and says why', () => {
    const { t, h, shown, states } = setup(20);
    t.play(0);
    h.frame();
    expect(shown.at(-1)).toBe(20);
    expect(states.at(-1)).toMatchObject({ playing: false, stopped: 'end of the movie' });
  });

  it('a condition breakpoint stops on the first frame it holds, as a straight replay says', () => {
    const { t, h, shown, states } = setup();
    expect(t.setBreakpoints({ markers: false, hits: false, condition: 'xsp > 0x400' })).toBe(null);
    t.play(0);
    h.frame();
    const w = createWorld(loadBuiltinLevel('loop'), {});
    let f = 0;
    while (w.state[P_XSP] <= 0x400) {
      w.step(0x08);
      f++;
    }
    expect(shown.at(-1)).toBe(f);
    expect(states.at(-1)?.stopped).toBe(`xsp > 0x400 at frame ${f}`);
    expect(t.setBreakpoints({ markers: false, hits: false, condition: 'speed > 3' })).toMatch(/^unknown field "speed"/);
  });

  it('runs to a frame and to the next marker', () => {
    const { session, t, h, shown } = setup();
    t.play(0, 77);
    h.frame();
    expect(shown.at(-1)).toBe(77);
    session.setMarker(300, 'here');
    t.setBreakpoints({ markers: true, hits: false, condition: '' });
    t.play(0);
    h.frame();
    expect(shown.at(-1)).toBe(300);
  });
});

describe('Transport.togglePlay', () => {
  it('plays when paused and pauses when playing, by its own state: two presses in a row leave it paused', () => {
    const { t, h, shown, states } = setup();
    t.togglePlay();
    expect(states.at(-1)).toMatchObject({ playing: true });
    // The second press arrives before any frame (and before the page heard of the first).
    t.togglePlay();
    expect(states.at(-1)).toMatchObject({ playing: false });
    for (let i = 0; i < 10; i++) h.frame();
    expect(shown).toEqual([]);
  });

  it('plays at the speed last set, and a third press plays again from where it paused', () => {
    const { t, h, shown } = setup();
    t.setSpeed(2);
    t.togglePlay();
    for (let i = 0; i < 10; i++) h.frame();
    // 2×: one frame at once, then two per animation frame.
    const at = shown.at(-1)!;
    expect(at).toBe(19);
    t.togglePlay();
    for (let i = 0; i < 10; i++) h.frame();
    expect(shown.at(-1)).toBe(at);
    t.togglePlay();
    h.frame();
    for (let i = 0; i < 10; i++) h.frame();
    expect(shown.at(-1)).toBe(at + 1 + 2 * 10);
  });
});
