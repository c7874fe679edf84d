import { describe, expect, it } from 'vitest';
import { animate } from '../../../engine/player/animate.ts';
import {
  ANIM_BLINK, ANIM_GET_AIR, ANIM_GET_UP, ANIM_ROLL, ANIM_WAIT, ANIM_WALK, P_ANIM, P_ANIM_FRAME, P_ANIM_PREV, P_ANIM_TIMER, P_GSP,
  P_MAP_FRAME, P_X, P_XSP,
} from '../../../engine/state/layout.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { hold, settle, tap, world } from '../support/run.ts';

const flat = loadBuiltinLevel('flat');

/** A world whose player is in animation `anim`, already started (so no restart on the next call). */
function inAnim(anim: number, gsp: number, character: 'sonic' | 'tails' = 'sonic') {
  const w = settle(world(flat, { profile: 's2', character }));
  const s = w.state;
  s[P_ANIM] = anim;
  s[P_ANIM_PREV] = anim;
  s[P_ANIM_FRAME] = 0;
  s[P_ANIM_TIMER] = 0;
  s[P_GSP] = gsp;
  return w;
}

/** P_ANIM_FRAME after each of `n` Animate calls. */
function frames(w: ReturnType<typeof inAnim>, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    animate(w);
    out.push(w.state[P_ANIM_FRAME]);
  }
  return out;
}

describe('Sonic_Animate: the animation speed from ground speed', () => {
  it('walking at ground speed 0x300 each frame lasts (0x800 - 0x300) >> 8 = 5 more calls', () => {
    expect(frames(inAnim(ANIM_WALK, 0x300), 13)).toEqual([1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3]);
  });

  it('from 0x600 it is the 4-frame Run script; at 0x800 and above every call takes the next frame', () => {
    const w = inAnim(ANIM_WALK, 0x800);
    expect(frames(w, 9)).toEqual([1, 2, 3, 4, 1, 2, 3, 4, 1]);
    expect(w.state[P_MAP_FRAME]).toBe(0x2d); // the restart shows Run's first frame again
    expect(frames(inAnim(ANIM_WALK, 0x5ff), 9)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]); // Walk, (0x800 - 0x5FF) >> 8 = 2
  });

  it('rolling at 0x300 lasts (0x400 - 0x300) >> 8 = 1 more call; from 0x400 every call', () => {
    expect(frames(inAnim(ANIM_ROLL, 0x300), 6)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(frames(inAnim(ANIM_ROLL, -0x500), 4)).toEqual([1, 2, 3, 4]);
  });

  it('Tails counts the timer down before the frame (TAnim_WalkRunZoom)', () => {
    expect(frames(inAnim(ANIM_WALK, 0x300, 'tails'), 7)).toEqual([1, 1, 1, 1, 1, 1, 2]);
  });

  it('a timed script: breathing a bubble shows 4 frames of 12 calls, then switches to Walk ($FD)', () => {
    const w = inAnim(ANIM_GET_AIR, 0);
    const seen = frames(w, 49);
    expect(seen[0]).toBe(1);
    expect(seen[47]).toBe(4);
    expect(w.state[P_ANIM]).toBe(ANIM_WALK);
  });
});

describe('Sonic 2\'s idle gate (Obj01_MdNormal_Checks)', () => {
  /** Sonic standing on flat in the Wait animation; returns the world at frame T (Wait position 1). */
  function waiting(fixes: QuirkId[] = []) {
    const w = settle(world(flat, { profile: 's2', fixes }));
    tap(w); // frame T: the first Wait frame
    expect([w.state[P_ANIM], w.state[P_ANIM_FRAME], w.state[P_ANIM_TIMER]]).toEqual([ANIM_WAIT, 1, 5]);
    return w;
  }

  it('the Wait script reaches position 0x1E after 174 more frames; Right then blinks: 3 frames without movement', () => {
    const w = waiting();
    hold(w, '', 174);
    expect(w.state[P_ANIM_FRAME]).toBe(0x1e);
    const r = hold(w, 'R', 4);
    expect(r.map((x) => x.gsp)).toEqual([0, 0, 0, 0xc]);
    expect(w.state[P_ANIM]).toBe(ANIM_WALK);
  });

  it('one frame earlier (position 0x1D) Right moves at once', () => {
    const w = waiting();
    hold(w, '', 173);
    expect(w.state[P_ANIM_FRAME]).toBe(0x1d);
    expect(tap(w, 'R').gsp).toBe(0xc);
  });

  it('A newly pressed always jumps through the gate', () => {
    const w = waiting();
    hold(w, '', 174);
    expect(tap(w, 'A').events).toContain('jump');
  });

  it('after position 0xAC (1026 frames) it is GetUp: 5 frames without movement', () => {
    const w = waiting();
    hold(w, '', 1026);
    expect(w.state[P_ANIM_FRAME]).toBe(0xac);
    const r = hold(w, 'R', 6);
    expect(r.map((x) => x.gsp)).toEqual([0, 0, 0, 0, 0, 0xc]);
  });

  it('Blink and GetUp are set by the gate: the animation on the first held frame', () => {
    const a = waiting();
    hold(a, '', 174);
    tap(a, 'L');
    expect(a.state[P_ANIM]).toBe(ANIM_BLINK);
    const b = waiting();
    hold(b, '', 1026);
    tap(b, 'U');
    expect(b.state[P_ANIM]).toBe(ANIM_GET_UP);
  });

  it('Sonic 1, Sonic 3 and Tails have no gate', () => {
    for (const [profile, character] of [['s1', 'sonic'], ['s3k', 'sonic'], ['s2', 'tails']] as const) {
      const w = settle(world(flat, { profile, character }));
      hold(w, '', 400);
      expect(tap(w, 'R').gsp).toBe(0xc);
    }
  });
});

describe('quirk idleGateFreeze: what the gate skips', () => {
  /** Idle past the gate; then a speed appears (as an object would give it) on a skipped frame. */
  function pushedWhileIdle(fixes: QuirkId[]): number {
    const w = settle(world(flat, { profile: 's2', fixes }));
    hold(w, '', 200);
    const x = w.state[P_X];
    w.state[P_XSP] = 0x100;
    tap(w);
    return w.state[P_X] - x;
  }

  it('bug: the whole routine is skipped: the speed does not move the player', () => {
    expect(pushedWhileIdle([])).toBe(0);
  });

  it('fixed: the position update and ground sensors still run: x + 0x100', () => {
    expect(pushedWhileIdle(['idleGateFreeze'])).toBe(0x100);
  });
});
