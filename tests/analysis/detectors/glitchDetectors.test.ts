import { describe, expect, it } from 'vitest';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { destroyObject } from '../../../engine/objects/objectRuntime.ts';
import { P_AIR_FLOOR_A, P_AIR_FLOOR_B, P_ON_OBJECT, P_STATUS, P_X, P_XSP, ST_ON_OBJECT } from '../../../engine/state/layout.ts';
import { falseStandingReason } from '../../../analysis/detectors/falseStanding.ts';
import { EV_AIR_WALL } from '../../../engine/state/events.ts';
import { stairClipDetector } from '../../../analysis/detectors/stairClip.ts';
import { flatRows, makeLevel, put } from '../../engine/support/testLevel.ts';
import { settle, world } from '../../engine/support/run.ts';
import { place, placePartner } from '../../engine/support/place.ts';
import { frames, ids, runHits } from './scenarios.ts';

const fix = (id: QuirkId | null): QuirkId[] => (id ? [id] : []);

describe('zip detector, through solid terrain along the ground', () => {
  // A 2-block wall; the player stands inside its left block, pressing Right: thrown left.
  let rows = flatRows(60);
  for (let r = 0; r < 14; r++) rows = put(rows, 20, r, '##');
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) => runHits(place(world(level, { fixes: fix(fixed ? 'zip' : null) }), { x: 324, y: 204 }), ['R']);

  it('fires on the frame the look-ahead throws the player out of the wall', () => {
    const zip = ids(scenario(false), 'zip');
    expect(zip.map((h) => h.frame)).toEqual([0]);
  });

  it('stays silent with the zip fixed', () => {
    expect(ids(scenario(true), 'zip')).toEqual([]);
  });
});

describe('stairClip detector', () => {
  const level = makeLevel({ rows: flatRows(40), start: { x: 100, y: 100 } });
  const scenario = (fixed: boolean) =>
    runHits(place(world(level, { fixes: fix(fixed ? 'stairClip' : null) }), { x: 100, y: 220, ysp: 0x200, air: true, roll: true }), ['']);

  it('fires when both floor sensors are deeper than the landing threshold and the player falls on', () => {
    const hits = ids(scenario(false), 'stairClip');
    expect(hits.map((h) => h.frame)).toEqual([0]);
    expect(hits[0].message).toBe('fell through the floor: sensors -13 and -13 px, landing threshold -10 px, ysp 568 at x=100, y=222');
  });

  it('stays silent with the stair clip fixed (the player lands)', () => {
    expect(ids(scenario(true), 'stairClip')).toEqual([]);
  });

  it('reads the motion quadrant before a wall ejection: moving mostly left into a wall runs no floor check', () => {
    // Falling at 1.5 px/frame but moving 6 px/frame left into a wall that zeroes x speed: the
    // engine ran the mostly-left checks, so the floor sensor words are an earlier frame's.
    const w = place(world(level), { x: 100, y: 222, ysp: 0x188, air: true, roll: true });
    const previous = w.state.slice();
    previous[P_XSP] = -0x600;
    const current = w.state.slice();
    current[P_XSP] = 0;
    current[P_AIR_FLOOR_A] = -16;
    current[P_AIR_FLOOR_B] = -16;
    const input = { previous, current, frame: 0, level };
    expect(stairClipDetector.detect({ ...input, events: EV_AIR_WALL })).toBeNull();
    // Without the ejection the same speeds are mostly down: the sensors are this frame's.
    expect(stairClipDetector.detect({ ...input, previous: current, events: 0 })?.message).toBe('fell through the floor: sensors -16 and -16 px, landing threshold -9 px, ysp 392 at x=100, y=222');
  });
});

describe('phasing detector', () => {
  let rows = flatRows(40);
  rows = put(rows, 0, 8, '#'.repeat(40)); // a full-solid 16 px floor at y 128..143
  const level = makeLevel({ rows, start: { x: 100, y: 100 } });
  const scenario = (fixed: boolean) =>
    runHits(place(world(level, { fixes: fix(fixed ? 'phasing' : null) }), { x: 100, y: 100, ysp: 0x3000, air: true, roll: true }), ['']);

  it('fires when the centre passes through solid terrain in one frame without colliding', () => {
    const hits = ids(scenario(false), 'phasing');
    expect(hits.map((h) => h.frame)).toEqual([0]);
    expect(hits[0].message).toBe('moved (100, 100) → (100, 148) through solid pixel (100, 128) with no collision');
  });

  it('stays silent with phasing fixed (the fall is split and lands)', () => {
    expect(ids(scenario(true), 'phasing')).toEqual([]);
  });
});

describe('falseStanding and slopeGlitch detectors', () => {
  const level = makeLevel({
    rows: flatRows(200),
    start: { x: 100, y: 100 },
    objects: [{ type: 'platform', x: 100, y: 150 }],
  });
  /** Lands on the platform, which then deletes itself (as a broken object does); jumps and lands on terrain. */
  const scenario = (fixes: QuirkId[]) => {
    const w = settle(world(level, { fixes }));
    expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
    return runHits(w, ['', ...frames(2), 'A', ...frames(80)], (v) => destroyObject(v, 0));
  };

  it('falseStanding fires when the platform stood on unloads and the flag stays', () => {
    const hits = ids(scenario([]), 'falseStanding');
    expect(hits.map((h) => h.frame)).toEqual([0]);
    expect(hits[0].message).toBe('standing on object slot 0, which is not loaded; player at x=100');
  });

  it('falseStanding names a player standing far from the object it stands on, with a partner\'s block after the slots too', () => {
    for (const partner of [null, { character: 'tails', control: 'cpu' } as const]) {
      const w = settle(world(level, { partner }));
      expect(w.state[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
      w.state[P_X] += 400 << 8;
      // Reach: platform radius 32 + Sonic's width radius 9 + 11 = 52.
      expect(falseStandingReason(w.state, w.slotCount)).toBe('standing on object slot 0 at x=100, 400 px away (reach 52)');
    }
  });

  it('falseStanding names the partner when the platform it stands on unloads (the same bug), and not with the fix', () => {
    const partnerScenario = (fixes: QuirkId[]) => {
      const w = settle(world(level, { fixes, profile: 's2', partner: { character: 'tails', control: 'human' } }));
      // Sonic stands on the platform; Tails is put on it too (it lands there on the next frame), then the platform goes.
      placePartner(w, { x: 120, y: 128, air: true });
      w.step(0);
      expect([w.p2!.s[P_STATUS] & ST_ON_OBJECT, w.p2!.s[P_ON_OBJECT]]).toEqual([ST_ON_OBJECT, 1]);
      return runHits(w, ['', ...frames(2)], (v) => destroyObject(v, 0));
    };
    const hits = ids(partnerScenario([]), 'falseStanding');
    // Both begin on the same frame: one hit names both.
    expect(hits.map((h) => [h.frame, h.message])).toEqual([
      [0, 'standing on object slot 0, which is not loaded; player at x=100; player 2 standing on object slot 0, which is not loaded; player 2 at x=120'],
    ]);
    expect(ids(partnerScenario(['falseStandingFlag']), 'falseStanding')).toEqual([]);
  });

  it('falseStanding stays silent with the false standing flag fixed', () => {
    expect(ids(scenario(['falseStandingFlag']), 'falseStanding')).toEqual([]);
  });

  it('slopeGlitch fires when the landing after the jump keeps the stale flag', () => {
    const hits = ids(scenario([]), 'slopeGlitch');
    expect(hits).toHaveLength(1);
    expect(hits[0].message).toMatch(/^landed at x=100, y=\d+ with the standing flag of object slot 0 kept/);
  });

  it('slopeGlitch stays silent with the slope glitch fixed', () => {
    expect(ids(scenario(['slopeGlitch']), 'slopeGlitch')).toEqual([]);
  });
});

describe('ghostWall detector', () => {
  let rows = flatRows(40);
  rows = put(rows, 0, 5, '#'.repeat(40));
  for (let r = 6; r < 9; r++) rows = put(rows, 10, r, '#');
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) =>
    runHits(place(world(level, { fixes: fix(fixed ? 'ghostWall' : null) }), { x: 260, y: 96 + 19, angle: 0x80, gsp: 0x400 }), frames(30));

  it('fires once when, upside down, the point ahead enters the wall', () => {
    const hits = ids(scenario(false), 'ghostWall');
    expect(hits).toHaveLength(1);
    expect(hits[0].message).toBe('at angle 0x80 with ground speed 772 the point 10 px ahead (173, 123) entered a wall; centre (183, 115)');
  });

  it('stays silent with the ghost wall fixed', () => {
    expect(ids(scenario(true), 'ghostWall')).toEqual([]);
  });
});

describe('wallGrinding detector', () => {
  let rows = flatRows(40);
  for (let r = 0; r < 16; r++) rows = put(rows, 30, r, '#');
  rows = put(rows, 25, 3, '#####');
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) =>
    runHits(place(world(level, { fixes: fix(fixed ? 'wallGrinding' : null) }), { x: 460, y: 100, angle: 0xc0, gsp: 0x600 }), frames(12));

  it('fires when a vertical look-ahead hit keeps ground speed', () => {
    const hits = ids(scenario(false), 'wallGrinding');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].message).toMatch(/^look-ahead hit moving vertically, ground speed kept at -?\d+ at x=\d+, y=\d+$/);
  });

  it('stays silent with wall grinding fixed', () => {
    expect(ids(scenario(true), 'wallGrinding')).toEqual([]);
  });
});

describe('angleBug detector', () => {
  // Running on a thick ceiling (no look-ahead upside down) lodged 20 px into it.
  let rows = flatRows(40);
  for (let r = 2; r < 6; r++) rows = put(rows, 0, r, '#'.repeat(40));
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) =>
    runHits(place(world(level, { fixes: fix(fixed ? 'angleBug' : null) }), { x: 300, y: 95, angle: 0x80, gsp: 0x400 }), frames(1));

  it('fires when a grounded frame ends more than 14 px inside the ground', () => {
    const hits = ids(scenario(false), 'angleBug');
    expect(hits.map((h) => h.frame)).toEqual([0]);
    expect(hits[0].message).toMatch(/^grounded 20 px inside the ground \(more than 14\) at x=\d+, y=95$/);
  });

  it('stays silent with the angle bug fixed (the player is put back on the surface)', () => {
    expect(ids(scenario(true), 'angleBug')).toEqual([]);
  });
});

describe('landOnAir detector', () => {
  const level = makeLevel({ rows: flatRows(100), start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) => {
    const w = settle(world(level, { fixes: fix(fixed ? 'landOnAir' : null) }));
    return runHits(w, [...frames(20, 'R'), 'D', 'A', ...frames(80)]);
  };

  it('fires on the landing frame 5 px above the floor after a roll-jump', () => {
    const hits = ids(scenario(false), 'landOnAir');
    expect(hits).toHaveLength(1);
    expect(hits[0].message).toMatch(/^landed 5 px above the floor at x=\d+, y=199$/);
  });

  it('stays silent with land-on-air fixed', () => {
    expect(ids(scenario(true), 'landOnAir')).toEqual([]);
  });
});

describe('instantStopLanding detector', () => {
  const level = makeLevel({ rows: flatRows(40), start: { x: 100, y: 100 } });
  const scenario = (fixed: boolean) =>
    runHits(place(world(level, { fixes: fix(fixed ? 'instantStopLanding' : null) }), { x: 300, y: 210, xsp: 0x300, ysp: 0x1000, air: true }), ['']);

  it('fires when a deep landing loses its x speed to the wall sensors', () => {
    const hits = ids(scenario(false), 'instantStopLanding');
    expect(hits.map((h) => h.frame)).toEqual([0]);
    expect(hits[0].message).toMatch(/^landing at x=\d+, y=204 lost x speed 768 to the floor seen as a wall$/);
  });

  it('stays silent with instant-stop landing fixed', () => {
    expect(ids(scenario(true), 'instantStopLanding')).toEqual([]);
  });
});
