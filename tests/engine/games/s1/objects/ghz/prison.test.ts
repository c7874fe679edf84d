import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from './scene.ts';
import { ID_PRISON } from '../../../../../../engine/games/s1/objects/objects/prison.ts';
import { ID_ANIMALS } from '../../../../../../engine/games/s1/objects/objects/animals.ts';
import { OB_2ND_ROUT, OB_FRAME, OB_ID, OB_ROUTINE, OB_SUBTYPE, OB_TIME_FRAME, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_BOSS_STATUS, G_END_CARD, G_JPAD2, G_LOCK_CTRL, G_TIME_COUNT } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { P_STATUS, P_X, ST_AIR, ST_ON_OBJECT, ST_PUSH, W_LIMIT_LEFT, W_LIMIT_RIGHT, W_LOCK_SCREEN, W_RESTART } from '../../../../../../engine/state/layout.ts';
import { BTN_RIGHT } from '../../../../../../engine/input.ts';

/**
 * The capsule as GHZ3 places it ($25 px between the switch and the body), at x $180, on the
 * floor; the camera stops at x $100 (GHZ3's right limit keeps the capsule in range the same way
 * while Sonic runs off to the right).
 */
function capsule() {
  const w = scene([
    { x: 0x180, y: 0x43, id: ID_PRISON, subtype: 1 },
    { x: 0x180, y: 0x68, id: ID_PRISON, subtype: 0 },
  ], { act: 2, floorCells: 4, size: { right: 0x100 } });
  const parts = slotsOf(w, ID_PRISON);
  const sw = parts.find((a) => w.m[a + OB_ROUTINE] === 4)!;
  const body = parts.find((a) => w.m[a + OB_ROUTINE] === 2)!;
  return { w, sw, body };
}

describe('Prison ($3E)', () => {
  it('Pri_Main gives the body routine 2, width $20, frame 0 and the switch routine 4, width $C, frame 1', () => {
    const { w, sw, body } = capsule();
    expect([w.m[body + OB_SUBTYPE], w.m[body + 0x19], w.m[body + OB_FRAME]]).toEqual([0, 0x20, 0]);
    expect([w.m[sw + OB_SUBTYPE], w.m[sw + 0x19]]).toEqual([1, 0xc]);
  });

  it('the body is solid ($2B half width) until the prison is opened', () => {
    const { w } = capsule();
    const s = w.state;
    stepUntil(w, () => (s[P_STATUS] & ST_PUSH) !== 0 && (s[P_X] >> 8) === 0x180 - 0x2b, BTN_RIGHT);
    w.state[G_BOSS_STATUS] = 2;
    for (let i = 0; i < 90; i++) w.step(BTN_RIGHT);
    expect(s[P_X] >> 8).toBeGreaterThan(0x180);
  });

  it('stood on, the switch sinks 8 px and ends the act: timer stopped, screen unlocked, Right held for Sonic, Sonic let go', () => {
    const { w, sw } = capsule();
    const s = w.state;
    s[W_LOCK_SCREEN] = 1;
    dropSonic(w, 0x180, 0x10);
    stepUntil(w, () => w.m[sw + OB_ROUTINE] !== 4);
    expect(w.m[sw + OB_ROUTINE]).toBe(0xa);
    expect(rw(w.m, sw + OB_Y)).toBe(0x43 + 8);
    expect(rw(w.m, sw + OB_TIME_FRAME)).toBe(60);
    expect([s[G_TIME_COUNT], s[W_LOCK_SCREEN], s[G_LOCK_CTRL], s[G_JPAD2]]).toEqual([0, 0, 1, BTN_RIGHT << 8]);
    expect(w.m[sw + OB_2ND_ROUT]).toBe(0);
    expect(s[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_AIR);
    // With no buttons pressed Sonic now runs right.
    const x = s[P_X];
    for (let i = 0; i < 20; i++) w.step(0);
    expect(s[P_X]).toBeGreaterThan(x);
  });

  it('after 60 frames of explosions frees eight animals in a row (x - $1C every 7 px, waits $9A down by 8), v_bossstatus 2', () => {
    const { w, sw, body } = capsule();
    dropSonic(w, 0x180, 0x10);
    stepUntil(w, () => w.m[sw + OB_ROUTINE] !== 4);
    for (let i = 0; i < 59; i++) w.step(0);
    expect(w.m[sw + OB_ROUTINE]).toBe(0xa);
    w.step(0);
    expect(w.state[G_BOSS_STATUS]).toBe(2);
    expect(w.m[sw + OB_ROUTINE]).toBe(0xc);
    expect(rw(w.m, sw + OB_TIME_FRAME)).toBe(150);
    expect(rw(w.m, sw + OB_Y)).toBe(0x43 + 8 + 0x20);
    const animals = slotsOf(w, ID_ANIMALS).filter((a) => rw(w.m, a + 0x36) >= 0x62);
    expect(animals.map((a) => rw(w.m, a + 0x36))).toEqual([0x9a, 0x92, 0x8a, 0x82, 0x7a, 0x72, 0x6a, 0x62]);
    expect(animals.map((a) => rw(w.m, a + OB_X) - 0x180)).toEqual([-0x1c, -0x15, -0xe, -7, 0, 7, 0xe, 0x15]);
    w.step(0);
    expect(w.m[body + OB_FRAME]).toBe(2);
  });

  it('150 frames of animals, 180 more, then once no animal is left in slots 1..$3F: GotThroughAct', () => {
    const { w, sw } = capsule();
    const s = w.state;
    dropSonic(w, 0x180, 0x10);
    stepUntil(w, () => w.m[sw + OB_ROUTINE] !== 4);
    for (let i = 0; i < 60 + 150; i++) w.step(0);
    expect(w.m[sw + OB_ROUTINE]).toBe(0xe);
    expect(rw(w.m, sw + OB_TIME_FRAME)).toBe(180);
    stepUntil(w, () => w.m[sw + OB_ID] !== ID_PRISON, 0, 1000);
    for (let slot = 1; slot <= 0x3f; slot++) expect(w.m[slot * 0x40 + OB_ID]).not.toBe(ID_ANIMALS);
    expect(s[G_END_CARD]).toBe(0x3a);
    // GotThroughAct: the results card plays on in the act (its Got_NextLevel ends the act later).
    expect(s[W_RESTART]).toBe(0);
    expect(s[W_LIMIT_LEFT]).toBe(s[W_LIMIT_RIGHT]);
  });

  it('Pri_EndAct only looks at slots 1..$3F (the original\'s half-RAM scan): an animal in slot $30 holds the end, one in $50 does not', () => {
    for (const [slot, ends] of [[0x30, false], [0x50, true]] as const) {
      const { w, sw } = capsule();
      w.m[sw + OB_ROUTINE] = 0xe;
      for (let a = 0x40; a < 0x80 * 0x40; a += 0x40) if (w.m[a + OB_ID] === ID_ANIMALS) w.m.fill(0, a, a + 0x40);
      // An animal still waiting (routine $12, objoff_36 frames) in the given slot.
      const a = slot * 0x40;
      w.m.fill(0, a, a + 0x40);
      w.m[a + OB_ID] = ID_ANIMALS;
      w.m[a + OB_ROUTINE] = 0x12;
      w.m[a + 0x37] = 100;
      w.step(0);
      expect(w.state[G_END_CARD] !== 0).toBe(ends);
    }
  });
});
