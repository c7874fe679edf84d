import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_LAMPPOST } from '../../../../../../engine/games/s1/objects/objects/lamppost.ts';
import { OB_FRAME, OB_RESPAWN_NO, OB_ROUTINE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_LAMP_TIME, G_TIME, G_TIME_COUNT, OBJSTATE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { tickLevelTimer } from '../../../../../../engine/games/s1/objects/gameTimers.ts';
import { loadLampInfo, storeLampInfo } from '../../../../../../engine/games/s1/act/lamppost.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';
import { EV_CHECKPOINT } from '../../../../../../engine/state/events.ts';
import { P_RINGS, P_X, W_CHECKPOINT_X, W_CHECKPOINT_Y, W_LAST_CHECKPOINT, W_LAMP_RINGS } from '../../../../../../engine/state/layout.ts';

function lampScene(subtype = 1) {
  const w = scene([{ x: 0xa0, y: 0x60, id: ID_LAMPPOST, subtype, respawn: true }], { floorCells: 2 });
  return { w, a: slotsOf(w, ID_LAMPPOST)[0] };
}

describe('Lamppost ($79)', () => {
  it('Sonic within -8..+7 px of it (x) hits it: Lamp_StoreInfo, red, bit 0 of its respawn byte, a twirling ball', () => {
    const { w, a } = lampScene();
    const s = w.state;
    s[P_RINGS] = 7;
    let ev = 0;
    stepUntil(w, () => {
      ev = w.events;
      return w.m[a + OB_ROUTINE] === 4;
    }, BTN_RIGHT);
    expect(ev & EV_CHECKPOINT).toBe(EV_CHECKPOINT);
    expect(s[P_X] >> 8).toBeGreaterThanOrEqual(0xa0 - 8);
    expect([s[W_LAST_CHECKPOINT], s[W_CHECKPOINT_X], s[W_CHECKPOINT_Y], s[W_LAMP_RINGS]]).toEqual([1, 0xa0, 0x60, 7]);
    expect(s[G_LAMP_TIME]).toBe(s[G_TIME]);
    expect(w.m[a + OB_FRAME]).toBe(1);
    expect(w.m[OBJSTATE + 2 + w.m[a + OB_RESPAWN_NO]] & 1).toBe(1);
    const ball = slotsOf(w, ID_LAMPPOST).find((b) => b !== a)!;
    expect([w.m[ball + OB_ROUTINE], w.m[ball + OB_FRAME], rw(w.m, ball + 0x30), rw(w.m, ball + 0x32)]).toEqual([6, 2, 0xa0, 0x60 - 0x18]);
  });

  it('the ball circles 12 px round its centre, $10 of angle a frame, from straight above, for 33 runs', () => {
    const { w, a } = lampScene();
    stepUntil(w, () => w.m[a + OB_ROUTINE] === 4, BTN_RIGHT);
    const ball = slotsOf(w, ID_LAMPPOST).find((b) => b !== a)!;
    // Made in a higher slot, it ran once this frame: angle 0 - $40 → (cos, sin) of $C0 = (0, -1) * 12 px.
    const cx = 0xa0;
    const cy = 0x48;
    expect([rw(w.m, ball + OB_X) - cx, rw(w.m, ball + OB_Y) - cy]).toEqual([0, -12]);
    let runs = 1;
    while (w.m[ball + OB_ROUTINE] === 6) {
      w.step(0);
      runs++;
    }
    expect(runs).toBe(33);
  });

  it('a lamppost whose number is not above the last one hit is red at once', () => {
    const w2 = scene([{ x: 0xa0, y: 0x60, id: ID_LAMPPOST, subtype: 2, respawn: true }], { floorCells: 2 });
    const [a] = slotsOf(w2, ID_LAMPPOST);
    w2.state[W_LAST_CHECKPOINT] = 3;
    w2.m[a + OB_ROUTINE] = 0;
    w2.step(0);
    expect([w2.m[a + OB_ROUTINE], w2.m[a + OB_FRAME]]).toEqual([4, 3]);
  });
});

describe('Lamp_StoreInfo / Lamp_LoadInfo: the time', () => {
  it('a restart from the lamppost starts the timer at the stored minutes, one second less, 59 sixtieths', () => {
    const s = new Int32Array(1 << 14);
    s[G_TIME] = (1 << 16) | (23 << 8) | 45;
    storeLampInfo(s, 1, 0xa0, 0x60);
    s[G_TIME] = 0;
    loadLampInfo(s, false);
    expect(s[G_TIME]).toBe((1 << 16) | (22 << 8) | 59);
  });

  it('at 0 seconds the byte wraps to 255 (the original\'s subq.b), which the timer then wraps to 0', () => {
    const s = new Int32Array(1 << 14);
    s[G_TIME] = (2 << 16) | (0 << 8) | 10;
    storeLampInfo(s, 1, 0xa0, 0x60);
    loadLampInfo(s, false);
    expect(s[G_TIME]).toBe((2 << 16) | (255 << 8) | 59);
  });
});

describe('the level timer (HUD_Update) counts in bytes', () => {
  it('seconds at 255 (after a lamppost restart at 0 seconds) wrap to 0 without adding a minute', () => {
    const s = new Int32Array(1 << 14);
    s[G_TIME_COUNT] = 1;
    s[G_TIME] = (2 << 16) | (255 << 8) | 59;
    tickLevelTimer(s);
    expect(s[G_TIME]).toBe((2 << 16) | (0 << 8) | 0);
  });

  it('60 sixtieths make a second, 60 seconds a minute, and minutes stop at 9', () => {
    const s = new Int32Array(1 << 14);
    s[G_TIME_COUNT] = 1;
    s[G_TIME] = (8 << 16) | (59 << 8) | 59;
    tickLevelTimer(s);
    expect(s[G_TIME]).toBe(9 << 16);
  });
});
