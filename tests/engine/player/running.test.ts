import { describe, expect, it } from 'vitest';
import { P_ANGLE, P_GSP, P_STATUS, P_X, P_XSP, ST_FACING_LEFT } from '../../../engine/state/layout.ts';
import { flatRows, flatTile, makeLevel, put } from '../support/testLevel.ts';
import { hold, px, settle, tap, world } from '../support/run.ts';

const flat = makeLevel({ rows: flatRows(200), start: { x: 64, y: 190 } });

describe('running on flat ground (SPG "Running")', () => {
  it('lands on the floor with the feet on the pixel above it: y = 224 - 1 - 19', () => {
    const w = settle(world(flat));
    expect(px(w.state[1])).toBe(204);
  });

  it('reaches top speed 0x600 after exactly 128 frames of Right', () => {
    const w = settle(world(flat));
    const rec = hold(w, 'R', 128);
    expect(rec[126].gsp).toBe(0x5f4);
    expect(rec[127].gsp).toBe(0x600);
    expect(hold(w, 'R', 10).every((r) => r.gsp === 0x600)).toBe(true);
  });

  it('accelerates by 0xC per frame and moves by the speed of the frame (x += xsp after input)', () => {
    const w = settle(world(flat));
    const x0 = w.state[P_X];
    const rec = hold(w, 'R', 3);
    expect(rec.map((r) => r.gsp)).toEqual([0xc, 0x18, 0x24]);
    expect(rec[2].x - x0).toBe(0xc + 0x18 + 0x24);
  });

  it('friction takes 0xC per frame with no direction held and stops exactly at 0', () => {
    const w = settle(world(flat));
    hold(w, 'R', 10);
    expect(w.state[P_GSP]).toBe(0x78);
    const rec = hold(w, '', 10);
    expect(rec.map((r) => r.gsp)).toEqual([0x6c, 0x60, 0x54, 0x48, 0x3c, 0x30, 0x24, 0x18, 0xc, 0]);
  });

  it('holding Down or Up does not apply friction only when Left or Right is held: Down alone still slows', () => {
    const w = settle(world(flat));
    hold(w, 'R', 4);
    expect(tap(w, 'D').gsp).toBe(0x30 - 0xc);
  });

  it('braking: Left at +0x80 leaves exactly 0 (a 16-bit subtract with no borrow)', () => {
    const w = settle(world(flat));
    w.state[P_GSP] = 0x80;
    expect(tap(w, 'L').gsp).toBe(0);
  });

  it('braking: Right at anything from -0x80 to -1 gives +0x80 (the carry flips it)', () => {
    for (const g of [-0x80, -0x40, -1]) {
      const w = settle(world(flat));
      w.state[P_GSP] = g;
      expect(tap(w, 'R').gsp).toBe(0x80);
    }
    const w = settle(world(flat));
    w.state[P_GSP] = -0x81;
    expect(tap(w, 'R').gsp).toBe(-1);
  });

  it('braking at speed subtracts 0x80 per frame', () => {
    const w = settle(world(flat));
    w.state[P_GSP] = 0x500;
    expect(hold(w, 'L', 3).map((r) => r.gsp)).toEqual([0x480, 0x400, 0x380]);
  });
});

describe('walls (SPG "Push Sensors")', () => {
  // A thick wall over columns 44..51: its left face is x = 704, its right face x = 831.
  let rows = flatRows(100);
  for (let r = 0; r < 14; r++) rows = put(rows, 44, r, '########');
  const walls = makeLevel({ rows, start: { x: 600, y: 190 } });

  it('a player running right into a wall whose left side is 704 never gets past x = 693', () => {
    const w = settle(world(walls));
    const rec = hold(w, 'R', 300);
    const maxX = Math.max(...rec.map((r) => px(r.x)));
    expect(maxX).toBe(693);
    expect(px(rec[299].x)).toBe(693);
    expect(rec.some((r) => r.events.includes('wallStop'))).toBe(true);
  });

  it('a player running left into a wall whose right side is 831 never gets closer than x = 842', () => {
    const w = settle(world(makeLevel({ rows, start: { x: 950, y: 190 } })));
    const rec = hold(w, 'L', 300);
    expect(Math.min(...rec.map((r) => px(r.x)))).toBe(842);
    expect(px(rec[299].x)).toBe(842);
  });

  it('the wall sets ground speed to 0 and the look-ahead trims X speed to reach the wall exactly', () => {
    const w = settle(world(walls));
    let rec = hold(w, 'R', 300);
    const hit = rec.findIndex((r) => r.events.includes('wallStop'));
    expect(rec[hit].gsp).toBe(0);
    expect(px(rec[hit].x)).toBe(693);
  });
});

describe('push sensors drop 8 px on flat ground', () => {
  // Standing, y = 204: the look-ahead probes y + 8 = 212. A 12 px step (top row 212) is a wall;
  // an 11 px step (top row 213) passes under the probe and is climbed by the ground sensors.
  const stepLevel = (height: number, startX: number) =>
    makeLevel({
      rows: put(flatRows(80), 20, 13, 'h'),
      tiles: { step: flatTile(height, 0xff) },
      legend: { h: { tile: 'step', solidity: 'all' } },
      start: { x: startX, y: 190 },
    });

  it('stops at a 12 px step: x at most 320 - 11', () => {
    const w = settle(world(stepLevel(12, 200)));
    const rec = hold(w, 'R', 120);
    expect(Math.max(...rec.map((r) => px(r.x)))).toBe(320 - 11);
  });

  it('walks up an 11 px step: the feet pop up by 11', () => {
    const w = settle(world(stepLevel(11, 200)));
    const rec = hold(w, 'R', 120);
    const onStep = rec.find((r) => px(r.x) >= 330)!;
    expect(onStep).toBeDefined();
    expect(onStep.air).toBe(false);
    expect(px(onStep.y)).toBe(204 - 11);
  });
});

describe('ledges (SPG "Ledges" and "Balancing")', () => {
  // Floor up to column 165: the ledge's edge pixel is x = 2655; a pit beyond it.
  let rows = flatRows(200);
  for (let r = 14; r < 16; r++) rows = put(rows, 166, r, '.'.repeat(34));
  const level = makeLevel({ rows, start: { x: 2645, y: 190 } });

  it('the player leaves the ground exactly when x reaches 2665 (edge + 10)', () => {
    const w = settle(world(level));
    hold(w, 'R', 4);
    let last = tap(w);
    let prev = last;
    for (let i = 0; i < 400 && !last.air; i++) {
      prev = last;
      last = tap(w, i % 2 ? 'R' : '');
    }
    expect(last.air).toBe(true);
    expect(last.events).toContain('fallOff');
    expect(px(last.x)).toBe(2665);
    expect(prev.air).toBe(false);
    expect(px(prev.x)).toBe(2664);
  });
});

describe('slopes (SPG "Slope Momentum")', () => {
  it('the walking slope factor adds (sin(angle) * 0x20) >> 8 to a moving ground speed', () => {
    const level = makeLevel({ rows: put(flatRows(60), 0, 14, 's'.repeat(60)), tiles: { s: flatTile(16, 0xe0) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 200, y: 190 } });
    const w = settle(world(level));
    expect(w.state[P_ANGLE]).toBe(0xe0);
    w.state[P_GSP] = 0x300;
    // (sin(0xE0) = -181) * 0x20 >> 8 = -23 (floor of -22.6); then friction -0xC.
    expect(tap(w).gsp).toBe(0x300 - 23 - 0xc);
  });

  it('a stopped player is not pushed by the walking slope factor in Sonic 1', () => {
    const level = makeLevel({ rows: put(flatRows(60), 0, 14, 's'.repeat(60)), tiles: { s: flatTile(16, 0xf0) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 200, y: 190 } });
    const w = settle(world(level));
    expect(hold(w, '', 5).map((r) => r.gsp)).toEqual([0, 0, 0, 0, 0]);
  });

  it('Sonic 3 & Knuckles pushes a stopped player when the factor is 13 or more', () => {
    const steep = makeLevel({ rows: put(flatRows(60), 0, 14, 's'.repeat(60)), tiles: { s: flatTile(16, 0xe8) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 200, y: 190 }, profile: 's3k' });
    const w = settle(world(steep));
    w.state[P_GSP] = 0; // the landing gave it ground speed from Y speed
    // sin(0xE8) = -142: -142 * 0x20 >> 8 = -18 (|18| >= 13)
    expect(tap(w).gsp).toBe(-18 + 0xc);
    const shallow = makeLevel({ rows: put(flatRows(60), 0, 14, 's'.repeat(60)), tiles: { s: flatTile(16, 0xf8) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 200, y: 190 }, profile: 's3k' });
    const w2 = settle(world(shallow));
    w2.state[P_GSP] = 0;
    // sin(0xF8) = -49: -49 * 0x20 >> 8 = -7 (< 13): no push
    expect(tap(w2).gsp).toBe(0);
  });
});

describe('slipping and the control lock (SPEC-NOTES "Springs and control lock")', () => {
  const steep = (angle: number, profile: 's1' | 's3k' = 's1') =>
    makeLevel({ rows: put(flatRows(60), 0, 14, 's'.repeat(60)), tiles: { s: flatTile(16, angle) }, legend: { s: { tile: 's', solidity: 'all' } }, start: { x: 200, y: 203 }, profile });

  it('on angle 0x30 below 0x280 the player slips: ground speed 0, airborne, lock 30', () => {
    const w = world(steep(0x30));
    let rec = tap(w);
    for (let i = 0; i < 100 && !rec.events.includes('slip'); i++) rec = tap(w);
    expect(rec.events).toContain('slip');
    expect(rec.air).toBe(true);
    expect(rec.gsp).toBe(0);
    expect(rec.ctrlLock).toBe(30);
  });

  it('0x20 slips and 0xE0 does not', () => {
    const a = world(steep(0x20));
    const b = world(steep(0xe0));
    const ra = hold(a, '', 40);
    const rb = hold(b, '', 40);
    expect(ra.some((r) => r.events.includes('slip'))).toBe(true);
    expect(rb.some((r) => r.events.includes('slip'))).toBe(false);
  });

  it('the lock counts down only on grounded frames and blocks Left/Right', () => {
    const w = world(steep(0x30));
    let rec = tap(w);
    for (let i = 0; i < 100 && !rec.events.includes('slip'); i++) rec = tap(w);
    const after = hold(w, 'R', 40);
    const grounded = after.filter((r) => !r.air);
    // every frame that starts grounded (runs the ground routine) decrements it; airborne frames keep it
    for (let i = 1; i < after.length; i++) {
      const expected = after[i - 1].air ? after[i - 1].ctrlLock : Math.max(0, after[i - 1].ctrlLock - 1);
      if (after[i - 1].ctrlLock > 0 && !after[i].events.includes('slip')) expect(after[i].ctrlLock).toBe(expected);
    }
    expect(grounded.length).toBeGreaterThan(0);
  });

  it('Sonic 3 slips on 0x20 without detaching and nudges ground speed 0x80 down the slope', () => {
    const w = world(steep(0xe0, 's3k'));
    let rec = tap(w);
    for (let i = 0; i < 100 && !rec.events.includes('slip'); i++) rec = tap(w);
    expect(rec.events).toContain('slip');
    expect(rec.air).toBe(false);
    expect(rec.ctrlLock).toBe(30);
  });
});

export { P_XSP };

describe('the skid turns the player (Sonic_MoveLeft / Sonic_MoveRight skid test)', () => {
  const facingLeft = (w: ReturnType<typeof world>) => (w.state[P_STATUS] & ST_FACING_LEFT) !== 0;

  it('braking left to a new speed of 0x400 or more faces the player right', () => {
    const w = settle(world(flat));
    w.state[P_STATUS] |= ST_FACING_LEFT;
    w.state[P_GSP] = 0x480;
    tap(w, 'L');
    expect(facingLeft(w)).toBe(false);
    const w2 = settle(world(flat));
    w2.state[P_STATUS] |= ST_FACING_LEFT;
    w2.state[P_GSP] = 0x47f;
    tap(w2, 'L');
    expect(facingLeft(w2)).toBe(true);
  });

  it('braking right skids from -0x301: the low byte of the speed is lost before the test', () => {
    const w = settle(world(flat));
    w.state[P_GSP] = -0x381; // -> -0x301
    tap(w, 'R');
    expect(facingLeft(w)).toBe(true);
    const w2 = settle(world(flat));
    w2.state[P_GSP] = -0x380; // -> -0x300
    tap(w2, 'R');
    expect(facingLeft(w2)).toBe(false);
  });
});
