/**
 * The Star Light fan (Sonic 1 Obj5D) and the S-tunnel rule (Sonic 1 Sonic_Loops → Sonic_ChkRoll).
 * The seed (section 13) gives the rules in words; the ranges, the shift formula, the 120/180-frame
 * cycle and the 0x200 ground speed are from the Sonic 1 disassembly.
 */
import { describe, expect, it } from 'vitest';
import { fanShift } from '../../../../engine/objects/types/fan.ts';
import { P_GSP, P_HRAD, P_STATUS, P_X, P_Y, ST_AIR, ST_ROLL } from '../../../../engine/state/layout.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const LEFT = 0;
const RIGHT = 1;
const PULL = 2;

describe('fanShift (Fan_Delay, whole pixels)', () => {
  it('a left fan shifts -10 px at its own x, -5 at 0x50 px in front, -1 at 0x9F and nothing at 0xA0', () => {
    expect([300, 220, 141, 140].map((px) => fanShift(LEFT, 300, 200, px, 200))).toEqual([-10, -5, -1, 0]);
  });

  it('behind a left fan the shift falls twice as fast: -10 at 1 px behind, -1 at 0x50 px, nothing at 0x51', () => {
    expect([301, 380, 381].map((px) => fanShift(LEFT, 300, 200, px, 200))).toEqual([-10, -1, 0]);
  });

  it('reaches from 0x60 px above the fan to 0x0F px below it', () => {
    expect([104, 103, 215, 216].map((py) => fanShift(LEFT, 300, 200, 300, py))).toEqual([-10, 0, -10, 0]);
  });

  it('a right fan pushes +10 at its x and a pulling left fan +10', () => {
    expect(fanShift(RIGHT, 300, 200, 300, 200)).toBe(10);
    expect(fanShift(LEFT | PULL, 300, 200, 300, 200)).toBe(10);
    // Right fan, 0x28 px in front: k = 0x88, (0x100 - 0x88) >> 4 = 7.
    expect(fanShift(RIGHT, 300, 200, 340, 200)).toBe(7);
  });
});

describe('fan object', () => {
  it('shifts a standing player 40 px in front of a left fan by -8 then -7 px, keeping its subpixel and speeds', () => {
    const w = settle(world(objectLevel([{ id: 'f', type: 'fan', x: 300, y: 200, dir: 'left', alwaysOn: true }], { startX: 260 })));
    place(w, { x: 260, y: 204 });
    w.state[P_X] |= 0x40;
    w.step(0);
    expect([w.state[P_X] >> 8, w.state[P_X] & 0xff, w.state[P_GSP]]).toEqual([252, 0x40, 0]);
    w.step(0);
    expect(w.state[P_X] >> 8).toBe(245);
  });

  it('a cycling fan is off for its first 121 frames and blows on the 122nd', () => {
    const fresh = world(objectLevel([{ id: 'f', type: 'fan', x: 300, y: 200, dir: 'left', alwaysOn: false }], { startX: 260 }));
    place(fresh, { x: 260, y: 204 });
    for (let i = 0; i < 121; i++) fresh.step(0);
    expect(fresh.state[P_X] >> 8).toBe(260);
    fresh.step(0);
    expect(fresh.state[P_X] >> 8).toBe(252);
  });
});

describe('rollTunnel (S-tunnel rule)', () => {
  const tunnel = { id: 't', type: 'rollTunnel', x: 300, y: 200, width: 64, height: 64 };

  it('curls a player at rest inside (x 268 = the left edge): rolling radius 14, y + 5, ground speed +0x200', () => {
    const w = settle(world(objectLevel([tunnel], { startX: 100 })));
    place(w, { x: 268, y: 204 });
    w.step(0);
    expect([w.state[P_STATUS] & ST_ROLL, w.state[P_HRAD], w.state[P_Y] >> 8, w.state[P_GSP]]).toEqual([ST_ROLL, 14, 209, 0x200]);
  });

  it('does nothing outside: x 267 and x 332 (right edge exclusive)', () => {
    for (const x of [267, 332]) {
      const w = settle(world(objectLevel([tunnel], { startX: 100 })));
      place(w, { x, y: 204 });
      w.step(0);
      expect(w.state[P_STATUS] & ST_ROLL).toBe(0);
    }
  });

  it('never lets ground speed stay 0 inside: a player rolling left against friction is re-curled at +0x200 each time it stops', () => {
    const w = settle(world(objectLevel([tunnel], { startX: 100 })));
    place(w, { x: 300, y: 209, roll: true, gsp: -0x100, xsp: -0x100 });
    let sawReset = false;
    for (let i = 0; i < 120; i++) {
      w.step(0);
      const s = w.state;
      const x = s[P_X] >> 8;
      if (x < 268 || x >= 332 || s[P_STATUS] & ST_AIR) break;
      expect(s[P_STATUS] & ST_ROLL).toBe(ST_ROLL);
      expect(s[P_GSP]).not.toBe(0);
      if (s[P_GSP] === 0x200) sawReset = true;
    }
    expect(sawReset).toBe(true);
  });
});
