import { describe, expect, it } from 'vitest';
import { basaran } from '../../../../../engine/games/s1/objects/objects/basaran.ts';
import { yadrin } from '../../../../../engine/games/s1/objects/objects/yadrin.ts';
import {
  OB_2ND_ROUT, OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_HEIGHT, OB_ID, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_WIDTH, rsw,
  rw, ww,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { G_VBLANK } from '../../../../../engine/games/s1/objects/s1State.ts';
import { W_LEVEL_FRAME } from '../../../../../engine/state/layout.ts';
import type { World } from '../../../../../engine/world/world.ts';
import { put, scene, sonicTo, x, y } from './support/scene.ts';

describe('Basaran ($55)', () => {
  // Slot $20: ExecuteObjects' d7 is $5F there, so its frames are those with (v_vbla_byte + $5F) & 7 = 0.
  function bat(): [World, number] {
    // The floor chunks of row 0 are its ceiling (their bottom at $FF).
    const w = scene();
    const a0 = put(w, 0x55, 0x100, 0x10c);
    return [w, a0];
  }

  it('Bas_Main: touch type $0B (an enemy), $C high', () => {
    const [w, a0] = bat();
    basaran(w, a0);
    expect([w.m[a0 + OB_COL_TYPE], w.m[a0 + OB_HEIGHT], w.m[a0 + OB_ACT_WID]]).toEqual([0xb, 0xc, 0x10]);
  });

  it('drops with Sonic within $80 px (x) and below by less than $80, on its frame only; it remembers his y', () => {
    const [w, a0] = bat();
    sonicTo(w, 0x100 + 0x7f, 0x10c + 0x7f);
    w.state[G_VBLANK] = 2;
    basaran(w, a0);
    expect([w.m[a0 + OB_2ND_ROUT], rw(w.m, a0 + 0x36)]).toEqual([0, 0x18b]);
    w.state[G_VBLANK] = 1;
    basaran(w, a0);
    expect([w.m[a0 + OB_2ND_ROUT], w.m[a0 + OB_ANIM], w.m[a0 + OB_STATUS] & 1]).toEqual([2, 1, 1]);
    const [w2, b0] = bat();
    w2.state[G_VBLANK] = 1;
    sonicTo(w2, 0x100 + 0x80, 0x10c + 0x7f);
    basaran(w2, b0);
    expect(w2.m[b0 + OB_2ND_ROUT]).toBe(0);
    sonicTo(w2, 0x100, 0x10c + 0x80);
    basaran(w2, b0);
    expect(w2.m[b0 + OB_2ND_ROUT]).toBe(0);
  });

  it('falls at +$18 a frame; within $10 px of that y it flies toward Sonic at $100', () => {
    const [w, a0] = bat();
    sonicTo(w, 0x100 - 0x20, 0x150);
    w.state[G_VBLANK] = 1;
    basaran(w, a0);
    let f = 0;
    for (; f < 60 && w.m[a0 + OB_2ND_ROUT] === 2; f++) basaran(w, a0);
    // After k frames it has fallen $18 * k (k - 1) / 2 subpixels: less than $10 px above $150 on the 35th ($37 px).
    expect(f).toBe(35);
    expect([rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0 + OB_VEL_Y), w.m[a0 + OB_ANIM]]).toEqual([-0x100, 0, 2]);
    expect(y(w, a0)).toBe(0x10c + 0x37);
  });

  it('flying, once Sonic is $80 px away (x), on its frame it flies up to the ceiling and hangs there (x rounded down to 8)', () => {
    const [w, a0] = bat();
    basaran(w, a0);
    w.m[a0 + OB_2ND_ROUT] = 4;
    ww(w.m, a0 + 0xc, 0x120);
    ww(w.m, a0 + OB_VEL_X, 0x100);
    sonicTo(w, 0x100 + 0x90, 0x150);
    w.state[G_VBLANK] = 2;
    basaran(w, a0);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(4);
    w.state[G_VBLANK] = 1;
    basaran(w, a0);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(6);
    for (let f = 0; f < 60 && w.m[a0 + OB_2ND_ROUT] === 6; f++) basaran(w, a0);
    expect([w.m[a0 + OB_2ND_ROUT], y(w, a0), x(w, a0) & 7, rsw(w.m, a0 + OB_VEL_X), rsw(w.m, a0 + OB_VEL_Y)]).toEqual([0, 0x10c, 0, 0, 0]);
  });
});

describe('Yadrin ($50)', () => {
  it('falls to the floor (ObjectFall), then walks $100 a frame the other way from its placement flip; touch type $CC', () => {
    const w = scene();
    const a0 = put(w, 0x50, 0x100, 0x40);
    for (let f = 0; f < 30 && w.m[a0 + OB_ROUTINE] === 0; f++) yadrin(w, a0);
    expect([w.m[a0 + OB_ROUTINE], y(w, a0), w.m[a0 + OB_STATUS] & 1, w.m[a0 + OB_COL_TYPE]]).toEqual([2, 0x80 - 0x12, 1, 0xcc]);
    expect([w.m[a0 + OB_HEIGHT], w.m[a0 + OB_WIDTH], w.m[a0 + OB_ACT_WID]]).toEqual([0x11, 8, 0x14]);
    yadrin(w, a0);
    expect([w.m[a0 + OB_2ND_ROUT], rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_STATUS] & 1, w.m[a0 + OB_ANIM]]).toEqual([2, -0x100, 0, 1]);
  });

  it('pauses 60 frames at a drop of more than 8 px, then turns round', () => {
    const w = scene({ cells: [[0, 1, 1]] });
    const a0 = put(w, 0x50, 0x110, 0x6f);
    yadrin(w, a0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(2);
    yadrin(w, a0);
    const walked: number[] = [];
    for (let f = 0; f < 40 && w.m[a0 + OB_2ND_ROUT] === 2; f++) {
      yadrin(w, a0);
      walked.push(x(w, a0));
    }
    // The floor ends at x $100: from $FF it is far below.
    expect(walked[walked.length - 1]).toBe(0xff);
    expect([rw(w.m, a0 + 0x30), rsw(w.m, a0 + OB_VEL_X), w.m[a0 + OB_ANIM]]).toEqual([59, 0, 0]);
    for (let f = 0; f < 59; f++) yadrin(w, a0);
    expect(w.m[a0 + OB_2ND_ROUT]).toBe(0);
    yadrin(w, a0);
    expect([w.m[a0 + OB_2ND_ROUT], rsw(w.m, a0 + OB_VEL_X)]).toEqual([2, 0x100]);
  });

  it('a wall at its front stops it, checked on one frame in four (v_framecount + slot counter)', () => {
    const w = scene({ cells: [[0, 0, 1], [0, 1, 1], [0, 2, 2]], wallIds: [2] });
    const a0 = put(w, 0x50, 0x1d0, 0x6f);
    w.m[a0 + OB_STATUS] = 1;
    yadrin(w, a0);
    yadrin(w, a0);
    expect(rsw(w.m, a0 + OB_VEL_X)).toBe(0x100);
    let stopped = -1;
    for (let f = 0; f < 40 && stopped < 0; f++) {
      w.state[W_LEVEL_FRAME] = f;
      yadrin(w, a0);
      if (w.m[a0 + OB_2ND_ROUT] === 0) stopped = f;
    }
    // x is $1D1 + f; the sensor (x + $14) is in the wall from x $1EC (f = 27), but only frames with
    // (f + $5F) & 3 = 0 look: 29.
    expect([stopped, x(w, a0)]).toEqual([29, 0x1ee]);
    expect(w.m[a0 + OB_ID]).toBe(0x50);
  });
});
