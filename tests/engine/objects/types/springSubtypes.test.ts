/**
 * Sonic 2 and 3 read a spring's subtype after the launch (profile `springSubtypes`; Obj41
 * loc_189FE / loc_18B36 / loc_18CE6 / loc_18E6C / loc_18F78, s3 sub_2164A / loc_21864 /
 * loc_21A6E / loc_21BD0 / loc_21CEE): `straight` (bit 7) zeroes the other axis's speed, x for the
 * up and down springs, y for the side springs, and the diagonals skip it; `plane` (bits 2-3)
 * puts the launched player on collision path A (4: top_solid_bit $C) or B (8: $E). Sonic 1 and
 * CD springs have neither. Sonic 3's red down spring throws at 0xD00 (loc_21A6E), the others' at
 * 0x1000. The two parameters came after levels with springs existed: the level hash covers them
 * only when set, so those levels keep their hashes.
 */
import { describe, expect, it } from 'vitest';
import { P_LAYER, P_X, P_XSP, P_Y, P_YSP } from '../../../../engine/state/layout.ts';
import type { ProfileId } from '../../../../engine/profiles/ids.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';
import { levelHash } from '../../../../engine/level/levelHash.ts';
import { loadBuiltinLevel } from '../../../../engine/level/builtin/index.ts';

type SpringParams = { dir?: string; color?: string; straight?: boolean; plane?: string };
const spring = (x: number, y: number, params: SpringParams) => ({ id: 's', type: 'spring', x, y, color: 'yellow', dir: 'up', ...params });

function springWorld(profile: ProfileId, x: number, y: number, params: SpringParams): World {
  return settle(world(objectLevel([spring(x, y, params)], { profile }), { profile }));
}

/** Sonic falling onto an up spring at (200, 216) with x speed 0x300: [x speed, y speed, path] after the frame. */
function upLaunch(profile: ProfileId, params: SpringParams, layer = 0): number[] {
  const w = springWorld(profile, 200, 216, params);
  place(w, { x: 200, y: 188, xsp: 0x300, ysp: 0, air: true });
  w.state[P_LAYER] = layer;
  w.step(0);
  return [w.state[P_XSP], w.state[P_YSP], w.state[P_LAYER]];
}

/** Sonic rising at 2 px/frame (and moving left) into a Sonic 3 right spring's front at (200, 209): [x, x speed, y speed] after the frame. */
function sideTouch(params: SpringParams): number[] {
  const w = springWorld('s3k', 200, 209, { dir: 'right', ...params });
  place(w, { x: 220, y: 200, xsp: -0x200, ysp: -0x200, air: true });
  w.step(0);
  return [w.state[P_X] >> 8, w.state[P_XSP], w.state[P_YSP]];
}

/** Sonic rising (y speed -0x400, x speed 0x100) into a down spring's underside at (200, 150): [x speed, y speed] once it fired. */
function downLaunch(profile: ProfileId, params: SpringParams): number[] {
  const w = springWorld(profile, 200, 150, { dir: 'down', ...params });
  place(w, { x: 200, y: 180, xsp: 0x100, ysp: -0x400, air: true });
  for (let f = 0; f < 10 && w.state[P_YSP] < 0; f++) w.step(0);
  return [w.state[P_XSP], w.state[P_YSP]];
}

/** Sonic landing on an up-right diagonal spring at (200, 208) (diagonalSpring.test.ts): [x, y, x speed, y speed, path]. */
function diagonalLaunch(params: SpringParams): number[] {
  const w = springWorld('s2', 200, 208, { dir: 'up-right', ...params });
  place(w, { x: 200, y: 174, xsp: 0, ysp: 0x100, air: true });
  w.step(0);
  return [w.state[P_X] >> 8, w.state[P_Y] >> 8, w.state[P_XSP], w.state[P_YSP], w.state[P_LAYER]];
}

describe('straight (subtype bit 7)', () => {
  for (const profile of ['s2', 's3k'] as const) {
    it(`${profile}: an up spring zeroes the x speed (0x300 without it)`, () => {
      expect(upLaunch(profile, {})).toEqual([0x300, -0xa00, 0]);
      expect(upLaunch(profile, { straight: true })).toEqual([0, -0xa00, 0]);
    });
    it(`${profile}: a down spring zeroes the x speed (without it 0x100 less two frames of air drag: 0xF8, 0xF1)`, () => {
      expect(downLaunch(profile, {})).toEqual([0xf1, 0xa00]);
      expect(downLaunch(profile, { straight: true })).toEqual([0, 0xa00]);
    });
  }

  it('s3k: a side spring touched in the air zeroes the y speed (-0x200 + 0x38 gravity without it)', () => {
    expect(sideTouch({})).toEqual([211, 0xa00, -0x200 + 0x38]);
    expect(sideTouch({ straight: true })).toEqual([211, 0xa00, 0]);
  });

  it('s2: a diagonal spring skips the test: x 194, y 182, +0xA00, -0xA00 either way', () => {
    expect(diagonalLaunch({ straight: true })).toEqual(diagonalLaunch({}));
    expect(diagonalLaunch({ straight: true }).slice(0, 4)).toEqual([194, 182, 0xa00, -0xa00]);
  });

  for (const profile of ['s1', 'cd'] as const) {
    it(`${profile}: has no subtype bits: the up spring keeps the x speed`, () => {
      expect(upLaunch(profile, { straight: true })).toEqual([0x300, -0xa00, 0]);
    });
  }
});

describe('plane (subtype bits 2-3)', () => {
  it('s2: b puts the launched player on path B, a back on path A, keep leaves it', () => {
    expect(upLaunch('s2', { plane: 'b' })[2]).toBe(1);
    expect(upLaunch('s2', { plane: 'a' }, 1)[2]).toBe(0);
    expect(upLaunch('s2', { plane: 'keep' }, 1)[2]).toBe(1);
    expect(upLaunch('s2', {}, 1)[2]).toBe(1);
  });

  it('s3k: the side, down and diagonal springs switch the path too', () => {
    const w = springWorld('s3k', 200, 209, { dir: 'right', plane: 'b' });
    place(w, { x: 220, y: 200, xsp: -0x200, air: true });
    w.step(0);
    expect([w.state[P_XSP], w.state[P_LAYER]]).toEqual([0xa00, 1]);
    const down = springWorld('s3k', 200, 150, { dir: 'down', plane: 'b' });
    place(down, { x: 200, y: 180, ysp: -0x400, air: true });
    for (let f = 0; f < 10 && down.state[P_YSP] < 0; f++) down.step(0);
    expect([down.state[P_YSP], down.state[P_LAYER]]).toEqual([0xa00, 1]);
    expect(diagonalLaunch({ plane: 'b' })[4]).toBe(1);
  });

  for (const profile of ['s1', 'cd'] as const) {
    it(`${profile}: has no subtype bits: the path stays`, () => {
      expect(upLaunch(profile, { plane: 'b' })[2]).toBe(0);
    });
  }
});

describe("the red down spring's speed", () => {
  it('s3k throws at 0xD00 (loc_21A6E), s1, s2 and cd at 0x1000; a yellow one at 0xA00 everywhere', () => {
    const red = (['s1', 's2', 's3k', 'cd'] as const).map((p) => downLaunch(p, { color: 'red' })[1]);
    expect(red).toEqual([0x1000, 0x1000, 0xd00, 0x1000]);
    expect(downLaunch('s3k', {})[1]).toBe(0xa00);
  });
});

describe('the level hash', () => {
  const hashOf = (params: SpringParams) => objectLevel([spring(200, 216, params)], { profile: 's2' }).hash;

  it('covers straight and plane only when set: a level with springs keeps the hash it had before they existed', () => {
    const level = objectLevel([spring(200, 216, {})], { profile: 's2' });
    const { straight, plane, ...before } = level.objects[0].params;
    expect([straight, plane]).toEqual([false, 'keep']);
    expect(levelHash({ ...level, objects: [{ ...level.objects[0], params: before }] })).toBe(level.hash);
    // The bundled object zoo (three springs): its hash before the parameters existed.
    expect(loadBuiltinLevel('objectZoo').hash).toBe(3513315262);
  });

  it('a set one changes it', () => {
    expect(hashOf({ straight: true })).not.toBe(hashOf({}));
    expect(hashOf({ plane: 'b' })).not.toBe(hashOf({}));
    expect(hashOf({ plane: 'a' })).not.toBe(hashOf({ plane: 'b' }));
  });
});
