import { describe, expect, it } from 'vitest';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { flatRows, makeLevel, put } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const fix = (id: QuirkId | null): QuirkId[] => (id ? [id] : []);

describe('zip: the look-ahead inside a wall throws the player', () => {
  let rows = flatRows(60);
  for (let r = 0; r < 14; r++) rows = put(rows, 20, r, '########');
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) => {
    const w = place(world(level, { fixes: fix(fixed ? 'zip' : null) }), { x: 360, y: 204 });
    const rec = tap(w, 'L');
    return rec;
  };

  it('with the bug, pressing Left inside a wall throws the player right by 16 px or more in one frame', () => {
    const rec = scenario(false);
    expect(rec.events).toContain('lookAhead');
    expect(rec.xsp).toBeGreaterThanOrEqual(0x1000 - 0xc);
    expect(px(rec.x) - 360).toBeGreaterThanOrEqual(15);
  });

  it('fixed, the correction stops at 0: the player does not move', () => {
    const rec = scenario(true);
    expect(rec.xsp).toBe(0);
    expect(px(rec.x)).toBe(360);
  });
});

describe('stairClip: a floor deeper than the landing threshold is fallen through', () => {
  const level = makeLevel({ rows: flatRows(40), start: { x: 100, y: 100 } });
  // Curled, 2 px/frame down, landing with both feet 13 px inside the floor; threshold -(2 + 8).
  const scenario = (fixed: boolean) =>
    tap(place(world(level, { fixes: fix(fixed ? 'stairClip' : null) }), { x: 100, y: 220, ysp: 0x200, air: true, roll: true }));

  it('with the bug, the player stays airborne inside the floor', () => {
    const rec = scenario(false);
    expect(rec.air).toBe(true);
    expect(px(rec.y)).toBe(222);
  });

  it('fixed, an lrb-solid floor is landed on: standing on the surface', () => {
    const rec = scenario(true);
    expect(rec.air).toBe(false);
    expect(rec.events).toContain('land');
    expect(px(rec.y)).toBe(204);
  });
});

describe('stairClip on a top-only row over solid ground (as Star Light Zone builds floors)', () => {
  // Top-only blocks at y 208..223 on solid ground from y 224: a sensor starting in the solid
  // row regresses to the top-only one, and the word it leaves says top-only.
  const level = makeLevel({ rows: put(flatRows(40), 0, 13, '='.repeat(40)), start: { x: 100, y: 100 } });
  const scenario = (fixed: boolean) =>
    tap(place(world(level, { fixes: fix(fixed ? 'stairClip' : null) }), { x: 100, y: 212, ysp: 0x200, air: true, roll: true }));

  it('with the bug, the feet inside the solid ground 20 px below the surface: fallen through', () => {
    const rec = scenario(false);
    expect(rec.air).toBe(true);
    expect(px(rec.y)).toBe(214);
  });

  it('fixed, the ground under the feet is solid from the sides: landed on the top-only surface', () => {
    const rec = scenario(true);
    expect(rec.air).toBe(false);
    expect(rec.events).toContain('land');
    expect(px(rec.y)).toBe(208 - 20); // standing on the surface, as above on the floor at 224 (y 204)
  });
});

describe('phasing: faster than the sensors reach, thin floors are skipped', () => {
  let rows = flatRows(40);
  rows = put(rows, 0, 8, '='.repeat(40)); // a top-solid platform at y 128..143
  const level = makeLevel({ rows, start: { x: 100, y: 100 } });
  const scenario = (fixed: boolean) =>
    tap(place(world(level, { fixes: fix(fixed ? 'phasing' : null) }), { x: 100, y: 106, ysp: 0x2000, air: true, roll: true }));

  it('with the bug, falling 32 px in a frame passes through a 16 px platform', () => {
    const rec = scenario(false);
    expect(rec.air).toBe(true);
    expect(px(rec.y)).toBe(138);
  });

  it('fixed, the fall is split into 16 px steps and the player lands on the platform', () => {
    const rec = scenario(true);
    expect(rec.air).toBe(false);
    expect(px(rec.y) + 19).toBe(127);
  });
});

describe('walkability: walking checks test the top-solid bit even on ceilings', () => {
  let rows = flatRows(40);
  rows = put(rows, 0, 5, '|'.repeat(40)); // an lrb-only ceiling at y 80..95
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) =>
    tap(place(world(level, { fixes: fix(fixed ? 'walkability' : null) }), { x: 300, y: 96 + 19, angle: 0x80, gsp: 0x400 }));

  it('with the bug, a player running on an lrb-only ceiling falls off it', () => {
    const rec = scenario(false);
    expect(rec.air).toBe(true);
    expect(rec.events).toContain('fallOff');
  });

  it('fixed, the ceiling holds the player', () => {
    const rec = scenario(true);
    expect(rec.air).toBe(false);
    expect(rec.mode).toBe('ceiling');
  });
});

describe('falseLanding: the ground sensors are wider than the airborne ones', () => {
  // A strip 2 px wide (x 172..173) over a pit.
  let rows = flatRows(40);
  rows = put(rows, 8, 14, '.....');
  rows = put(rows, 8, 15, '.....');
  rows = put(rows, 10, 10, 'i');
  const level = makeLevel({
    rows,
    tiles: { strip: { heights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 16, 0, 0], angle: 0xff } },
    legend: { i: { tile: 'strip', solidity: 'all' } },
    start: { x: 100, y: 100 },
  });
  const scenario = (fixed: boolean) => {
    const w = place(world(level, { fixes: fix(fixed ? 'falseLanding' : null) }), { x: 166, y: 160 - 14 - 2, ysp: 0x200, air: true, roll: true });
    const landing = tap(w);
    const next = tap(w);
    return { landing, next };
  };

  it('with the bug, the player lands on the strip with the airborne sensors and falls through the next frame', () => {
    const { landing, next } = scenario(false);
    expect(landing.events).toContain('land');
    expect(next.air).toBe(true);
  });

  it('fixed, the ground sensors stay on the strip', () => {
    const { landing, next } = scenario(true);
    expect(landing.events).toContain('land');
    expect(next.air).toBe(false);
  });
});

describe('bumpability: the look-ahead tests the lrb bit when running down', () => {
  // A wall at column 30 (x 480..495) from top to bottom; a top-only floor at row 12 left of it.
  let rows = flatRows(40);
  for (let r = 0; r < 16; r++) rows = put(rows, 30, r, '#');
  rows = put(rows, 0, 12, '='.repeat(30));
  const level = makeLevel({ rows, start: { x: 100, y: 100 } });
  const scenario = (fixed: boolean) => {
    const w = place(world(level, { fixes: fix(fixed ? 'bumpability' : null) }), { x: 460, y: 150, angle: 0xc0, gsp: -0x600 });
    return hold(w, '', 12);
  };

  it('with the bug, running down the wall passes through the top-solid floor', () => {
    const rec = scenario(false);
    expect(Math.max(...rec.map((r) => px(r.y)))).toBeGreaterThan(192);
  });

  it('fixed, the look-ahead sees the floor and the player stops above it', () => {
    const rec = scenario(true);
    expect(Math.max(...rec.map((r) => px(r.y)))).toBeLessThanOrEqual(181);
    expect(rec.some((r) => r.events.includes('wallGrind'))).toBe(true);
  });
});

describe('ghostWall: no look-ahead upside down', () => {
  // A ceiling at row 5 (y 80..95) and a wall hanging from it at column 10 (x 160..175).
  let rows = flatRows(40);
  rows = put(rows, 0, 5, '#'.repeat(40));
  for (let r = 6; r < 9; r++) rows = put(rows, 10, r, '#');
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) => {
    const w = place(world(level, { fixes: fix(fixed ? 'ghostWall' : null) }), { x: 260, y: 96 + 19, angle: 0x80, gsp: 0x400 });
    return hold(w, '', 30);
  };

  it('with the bug, a player running left on the ceiling passes into the wall', () => {
    expect(Math.min(...scenario(false).map((r) => px(r.x)))).toBeLessThan(186);
  });

  it('fixed, the look-ahead stops the player at the wall (x >= 176 + 10)', () => {
    const rec = scenario(true);
    expect(Math.min(...rec.map((r) => px(r.x)))).toBe(186);
    expect(rec.some((r) => r.events.includes('wallStop'))).toBe(true);
  });
});

describe('wallGrinding: a vertical look-ahead hit keeps ground speed', () => {
  // Right wall at column 30; a ceiling over the player at row 3 (y 48..63), columns 25..29.
  let rows = flatRows(40);
  for (let r = 0; r < 16; r++) rows = put(rows, 30, r, '#');
  rows = put(rows, 25, 3, '#####');
  const level = makeLevel({ rows, start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) => {
    const w = place(world(level, { fixes: fix(fixed ? 'wallGrinding' : null) }), { x: 460, y: 100, angle: 0xc0, gsp: 0x600 });
    return hold(w, '', 12);
  };

  it('with the bug, the player grinds against the ceiling with ground speed kept', () => {
    const rec = scenario(false);
    const hit = rec.find((r) => r.events.includes('wallGrind'))!;
    expect(hit).toBeDefined();
    expect(hit.gsp).not.toBe(0);
  });

  it('fixed, the hit stops the player: ground speed 0', () => {
    const rec = scenario(true);
    const hit = rec.find((r) => r.events.includes('wallGrind'))!;
    expect(hit.gsp).toBe(0);
  });
});

describe('angleBug: more than 14 px inside the ground is not corrected', () => {
  const level = makeLevel({ rows: flatRows(40), start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) => tap(place(world(level, { fixes: fix(fixed ? 'angleBug' : null) }), { x: 100, y: 224 }));

  it('with the bug, a player 20 px deep stays lodged', () => {
    expect(px(scenario(false).y)).toBe(224);
  });

  it('fixed, the player is put back on the surface', () => {
    expect(px(scenario(true).y)).toBe(204);
  });
});

describe('instantStopLanding: deep landings hit the wall sensors first', () => {
  const level = makeLevel({ rows: flatRows(40), start: { x: 100, y: 100 } });
  const scenario = (fixed: boolean) =>
    tap(place(world(level, { fixes: fix(fixed ? 'instantStopLanding' : null) }), { x: 300, y: 210, xsp: 0x300, ysp: 0x1000, air: true }));

  it('with the bug, the landing kills X speed: ground speed 0', () => {
    const rec = scenario(false);
    expect(rec.events).toContain('land');
    expect(rec.gsp).toBe(0);
    expect(rec.events).toContain('airWall');
  });

  it('fixed, the landing keeps X speed as ground speed', () => {
    const rec = scenario(true);
    expect(rec.events).toContain('land');
    expect(rec.gsp).toBe(0x300);
    expect(px(rec.y)).toBe(204);
  });
});

describe('landOnAir: landing after a roll-jump subtracts the roll offset again', () => {
  const level = makeLevel({ rows: flatRows(100), start: { x: 100, y: 190 } });
  const scenario = (fixed: boolean) => {
    const w = settle(world(level, { fixes: fix(fixed ? 'landOnAir' : null) }));
    hold(w, 'R', 20);
    expect(tap(w, 'D').events).toContain('roll');
    expect(tap(w, 'A').events).toContain('jump');
    const rec = hold(w, '', 80);
    return rec.find((r) => r.events.includes('land'))!;
  };

  it('with the bug, the player is grounded 5 px above the floor on the landing frame', () => {
    const land = scenario(false);
    expect(land.air).toBe(false);
    expect(px(land.y)).toBe(204 - 5);
  });

  it('fixed (Sonic 3), the player lands on the floor', () => {
    expect(px(scenario(true).y)).toBe(204);
  });

  it('is on by default in Sonic 1 and 2 only', () => {
    expect(world(level, { profile: 's3k' }).q.landOnAir).toBe(false);
    expect(world(level, { profile: 'cd' }).q.landOnAir).toBe(false);
    expect(world(level, { profile: 's2' }).q.landOnAir).toBe(true);
  });
});
