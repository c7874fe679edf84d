import { describe, expect, it } from 'vitest';
import { lzScene, slotsOf } from './scene.ts';
import { ID_POLE } from '../../../../../../engine/games/s1/objects/objects/pole.ts';
import { OB_COL_TYPE, OB_FRAME, OB_ROUTINE } from '../../../../../../engine/games/s1/objects/ram.ts';
import { BTN_A, BTN_DOWN, BTN_UP } from '../../../../../../engine/input.ts';
import { P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, W_PLAYER_CTRL, W_WIND_TUNNEL_OFF } from '../../../../../../engine/state/layout.ts';

/** Sonic flying right at 4 px a frame past a subtype-2 pole at (x $100, y $60). */
function grabbed() {
  const w = lzScene([{ x: 0x100, y: 0x60, id: ID_POLE, subtype: 2 }], { floorCells: 2 });
  const [a0] = slotsOf(w, ID_POLE);
  const s = w.state;
  let frames = 0;
  while (s[W_PLAYER_CTRL] === 0 && frames < 60) {
    s[P_X] = (s[P_X] & ~0xff) + 0x400;
    s[P_Y] = 0x60 << 8;
    s[P_XSP] = 0;
    s[P_YSP] = 0;
    s[P_STATUS] |= ST_AIR;
    w.step(0);
    frames++;
  }
  return { w, a0, s };
}

describe('Pole ($0B)', () => {
  it('touched (type $E1 counts in obColProp), it takes Sonic once his x passes its x + $14: x = $114, speeds 0, controls and wind tunnels off', () => {
    const { w, a0, s } = grabbed();
    expect([(s[P_X] >> 8) & 0xffff, s[P_XSP], s[P_YSP], s[W_PLAYER_CTRL], s[W_WIND_TUNNEL_OFF], w.m[a0 + 0x32]]).toEqual([0x114, 0, 0, 1, 1, 1]);
    expect(w.m[a0 + OB_COL_TYPE]).toBe(0xe1);
  });

  it('Up climbs 1 px a frame to its y - $18, Down goes down to its y + $C', () => {
    const { w, s } = grabbed();
    const y0 = (s[P_Y] >> 8) & 0xffff;
    w.step(BTN_UP);
    expect((s[P_Y] >> 8) & 0xffff).toBe(y0 - 1);
    for (let f = 0; f < 60; f++) w.step(BTN_UP);
    expect((s[P_Y] >> 8) & 0xffff).toBe(0x60 - 0x18);
    for (let f = 0; f < 60; f++) w.step(BTN_DOWN);
    expect((s[P_Y] >> 8) & 0xffff).toBe(0x60 + 0xc);
  });

  it('breaks subtype x 60 frames after the grab: frame 1, Sonic let go (controls back), no more touches', () => {
    const { w, a0, s } = grabbed();
    for (let f = 1; f < 120; f++) w.step(0);
    expect([s[W_PLAYER_CTRL], w.m[a0 + OB_FRAME]]).toEqual([1, 0]);
    w.step(0);
    expect([s[W_PLAYER_CTRL], s[W_WIND_TUNNEL_OFF], w.m[a0 + OB_FRAME], w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_ROUTINE]]).toEqual([0, 0, 1, 0, 4]);
  });

  it('A, B or C pressed lets go at once (the pole stays whole)', () => {
    const { w, a0, s } = grabbed();
    w.step(BTN_A);
    expect([s[W_PLAYER_CTRL], w.m[a0 + OB_FRAME], w.m[a0 + OB_ROUTINE]]).toEqual([0, 0, 4]);
  });
});
