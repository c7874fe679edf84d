import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_ROUTINE } from '../../../../engine/objects/objectFields.ts';
import { resolveQuirks } from '../../../../engine/quirks/catalogue.ts';
import { P_ON_OBJECT, P_STATUS, P_X, P_Y, ST_AIR, ST_DEAD, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { motionAngle } from '../../../../engine/objects/types/movingPlatform.ts';
import { SLOPE_RAMP } from '../../../../engine/objects/types/slopedPlatform.ts';
import { place } from '../../support/place.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

const platform = { id: 'p', type: 'platform', x: 200, y: 176, width: 32, height: 8 };

describe('jump-through platform', () => {
  it('lands a falling player with feet 5 px below the grip at y = 168 - 19 - 1 = 148 and keeps it there standing', () => {
    const w = settle(world(objectLevel([platform])));
    place(w, { x: 200, y: 150, air: true });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_STATUS] & ST_ON_OBJECT]).toEqual([148, ST_ON_OBJECT]);
    w.step(0);
    expect(w.state[P_Y] >> 8).toBe(148);
  });

  it('is passed through by a rising player and missed with the feet 17 px below the grip', () => {
    const up = settle(world(objectLevel([platform])));
    place(up, { x: 200, y: 150, air: true, ysp: -0x100 });
    up.step(0);
    expect(up.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    const deep = settle(world(objectLevel([platform])));
    place(deep, { x: 200, y: 162, air: true });
    deep.step(0);
    expect(deep.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
  });

  it('lands only over its own radius (x 168..231) and is walked off at x = 232 (plain radius, not combined)', () => {
    const miss = settle(world(objectLevel([platform])));
    place(miss, { x: 232, y: 150, air: true });
    miss.step(0);
    expect(miss.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
    const w = settle(world(objectLevel([platform])));
    place(w, { x: 231, y: 150, air: true });
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    place(w, { x: 232, y: 148 });
    w.state[P_STATUS] |= ST_ON_OBJECT;
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(0);
  });
});

describe('moving platforms carry the player by their pixel delta', () => {
  it('motion angle is (frame mod period) * 256 / period', () => {
    expect([motionAngle(0, 256), motionAngle(64, 256), motionAngle(100, 128), motionAngle(300, 256)]).toEqual([0, 64, 200, 44]);
  });

  // Wall: block column 30 (x 480..495), rows 9..11 (y 144..191); the platform swings x 356..484.
  const dragLevel = () =>
    objectLevel(
      [{ id: 'm', type: 'movingPlatform', x: 420, y: 200, width: 32, height: 8, motion: 'horizontal', amplitude: 64, period: 256 }],
      { startX: 420, edits: [[30, 9, '#'], [30, 10, '#'], [30, 11, '#']] },
    );
  const ride = (fixes: 'platformThroughWalls'[], profile?: 'cd') => {
    const w = world(dragLevel(), { fixes, ...(profile ? { profile } : {}) });
    place(w, { x: 420, y: 172, air: true });
    let maxX = 0;
    for (let f = 0; f < 256; f++) {
      w.step(0);
      if (w.state[P_STATUS] & ST_ON_OBJECT) maxX = Math.max(maxX, w.state[P_X] >> 8);
    }
    return maxX;
  };

  it('platformThroughWalls: a standing player is dragged to x = 484, into the wall at 480..495; fixed, ejected at x = 469', () => {
    expect(ride([])).toBe(484);
    expect(ride(['platformThroughWalls'])).toBe(469);
  });

  it('Sonic CD has none of the three platform bugs by default', () => {
    const q = resolveQuirks('cd', []);
    expect([q.platformThroughWalls, q.platformThroughFloors, q.platformThroughCeilings]).toEqual([false, false, false]);
    expect(ride([], 'cd')).toBe(469);
  });

  it('platformThroughFloors: a descending platform pulls a standing player into the floor; fixed, it is put on the floor', () => {
    const lvl = objectLevel([{ id: 'm', type: 'movingPlatform', x: 200, y: 200, width: 32, height: 8, motion: 'vertical', amplitude: 40, period: 256 }]);
    for (const fixed of [false, true]) {
      const w = world(lvl, { fixes: fixed ? ['platformThroughFloors'] : [] });
      place(w, { x: 200, y: 150, air: true });
      let maxY = 0;
      for (let f = 0; f < 200; f++) {
        w.step(0);
        maxY = Math.max(maxY, w.state[P_Y] >> 8);
      }
      if (fixed) expect(maxY).toBe(204);
      else expect(maxY).toBeGreaterThan(204);
    }
  });

  it('platformThroughCeilings: a rising platform pushes the player into a ceiling; fixed, the player is crushed', () => {
    const lvl = objectLevel(
      [{ id: 'm', type: 'movingPlatform', x: 200, y: 150, width: 32, height: 8, motion: 'vertical', amplitude: 50, period: 256 }],
      { edits: [[11, 4, '####'], [11, 5, '####']] },
    );
    for (const fixed of [false, true]) {
      const w = world(lvl, { fixes: fixed ? ['platformThroughCeilings'] : [] });
      place(w, { x: 200, y: 130, air: true });
      for (let f = 0; f < 256 && (w.state[P_STATUS] & ST_DEAD) === 0; f++) w.step(0);
      expect(w.state[P_STATUS] & ST_DEAD).toBe(fixed ? ST_DEAD : 0);
    }
  });
});

describe('collapsing ledge', () => {
  it('collapses on the 7th standing frame: the player is let go (airborne) and the ledge falls', () => {
    const w = settle(world(objectLevel([{ id: 'c', type: 'collapsingPlatform', x: 200, y: 184, width: 48, height: 8, delay: 7 }])));
    place(w, { x: 200, y: 158, air: true });
    w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    for (let f = 0; f < 5; f++) w.step(0);
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    w.step(0);
    expect(w.state[P_STATUS] & (ST_ON_OBJECT | ST_AIR)).toBe(ST_AIR);
    expect(getField(w, 0, O_ROUTINE)).toBe(2);
  });
});

describe('sloped solid object (ramp array, width 64, height 32)', () => {
  it('stands the player at y = object y - array value - 19 (angle 0), one pixel below where it landed', () => {
    const w = settle(world(objectLevel([{ id: 's', type: 'slopedPlatform', x: 200, y: 191, shape: 'ramp' }])));
    // x = 200: index (0 + 75) >> 1 = 37 → 64 (the flat top): surface y = 127.
    expect(SLOPE_RAMP[37]).toBe(64);
    place(w, { x: 200, y: 110, air: true });
    w.step(0);
    expect([w.state[P_Y] >> 8, w.state[P_ON_OBJECT]]).toEqual([191 - 64 - 19 - 1, 1]);
    w.step(0);
    expect(w.state[P_Y] >> 8).toBe(191 - 64 - 19);
  });

  it('follows the slope: at x = 150 (index 12, value 39) the standing y is 191 - 39 - 19 = 133', () => {
    const w = settle(world(objectLevel([{ id: 's', type: 'slopedPlatform', x: 200, y: 191, shape: 'ramp' }])));
    place(w, { x: 200, y: 110, air: true });
    w.step(0);
    place(w, { x: 150, y: 108 });
    w.state[P_STATUS] |= ST_ON_OBJECT;
    w.step(0);
    expect(SLOPE_RAMP[(150 - 200 + 75) >> 1]).toBe(39);
    expect(w.state[P_Y] >> 8).toBe(133);
  });
});
