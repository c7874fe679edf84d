/**
 * The `loop` level: a circle of radius 112 px centred on (1024, 176) (a block corner), its bottom
 * on the floor surface y = 288, its top at y = 64, inside the square x 912..1135, y 64..287; the
 * solid frame around it (outside the circle) spans x 896..1151, y 48..287.
 * Layer A: upper quadrants + lower-right (run in, up the right side); layer B: upper quadrants +
 * lower-left (down the left side, run out). Switchers: before x = 848 (A|A), grounded-only at the
 * top x = 1024, y = 96 (left B | right A), after x = 1200 (left B | right A).
 */
import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../../engine/level/builtin/index.ts';
import { LOOP } from '../../../../engine/level/builtin/build/loop.ts';
import { calcAngle } from '../../../../engine/fixed/trig.ts';
import { BLOCK_SHAPE_MASK, BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../../engine/level/types.ts';
import { angleDiff, placedAngle, solidAt } from './levelPixels.ts';

const level = loadBuiltinLevel('loop');
const { cx, cy, radius: R } = LOOP;
const ALL = BLOCK_SOLID_TOP | BLOCK_SOLID_LRB;
const FULL = level.shapes.names.indexOf('full');

/** Pixel (x, y) is outside the circle (its centre on or beyond radius R). */
function outsideCircle(x: number, y: number): boolean {
  const a = 2 * (x - cx) + 1;
  const b = 2 * (y - cy) + 1;
  return a * a + b * b >= 4 * R * R;
}

/** Which quadrant a pixel of the loop square is in. */
function quadrant(x: number, y: number): 'upperLeft' | 'upperRight' | 'lowerLeft' | 'lowerRight' {
  return y < cy ? (x < cx ? 'upperLeft' : 'upperRight') : x < cx ? 'lowerLeft' : 'lowerRight';
}

const PRESENT = {
  0: { upperLeft: true, upperRight: true, lowerLeft: false, lowerRight: true },
  1: { upperLeft: true, upperRight: true, lowerLeft: true, lowerRight: false },
} as const;

/**
 * The hex angle of the true circle across a block, in floating point (test-only): the chord
 * between the circle's crossings of the block's edges, oriented so that the solid (outside the
 * circle) is on the traveller's "down" side, i.e. clockwise from the direction of travel.
 */
function circleAngle(bx: number, by: number): number {
  const x0 = bx * 16 - cx;
  const y0 = by * 16 - cy;
  const pts: [number, number][] = [];
  for (const x of [x0, x0 + 16]) {
    for (const s of [-1, 1]) {
      const y = s * Math.sqrt(Math.max(0, R * R - x * x));
      if (R * R >= x * x && y >= y0 && y <= y0 + 16) pts.push([x, y]);
    }
  }
  for (const y of [y0, y0 + 16]) {
    for (const s of [-1, 1]) {
      const x = s * Math.sqrt(Math.max(0, R * R - y * y));
      if (R * R >= y * y && x >= x0 && x <= x0 + 16) pts.push([x, y]);
    }
  }
  // The two crossings farthest apart are the chord's ends.
  let best: [[number, number], [number, number]] = [pts[0], pts[0]];
  let bestD = -1;
  for (const p of pts) {
    for (const q of pts) {
      const d = (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2;
      if (d > bestD) [best, bestD] = [[p, q], d];
    }
  }
  let [dx, dy] = [best[1][0] - best[0][0], best[1][1] - best[0][1]];
  const [mx, my] = [(best[0][0] + best[1][0]) / 2, (best[0][1] + best[1][1]) / 2];
  // Rotating (dx, dy) clockwise on screen gives (-dy, dx): it must point away from the centre.
  if (-dy * mx + dx * my < 0) [dx, dy] = [-dx, -dy];
  return Math.round((Math.atan2(dy, dx) * 128) / Math.PI) & 0xff;
}

describe('loop level', () => {
  it('is 160 x 20 blocks with the floor surface at y = 288 outside the loop', () => {
    expect([level.widthBlocks, level.heightBlocks]).toEqual([160, 20]);
    for (const layer of [0, 1] as const) {
      for (const x of [16, 500, 895, 1152, 2000, 2543]) {
        expect([solidAt(level, layer, x, 287, ALL), solidAt(level, layer, x, 288, ALL)]).toEqual([false, true]);
      }
    }
  });

  it('is, pixel for pixel, the outside of the circle within its frame, minus one lower quadrant per layer', () => {
    for (const layer of [0, 1] as const) {
      let mismatches = 0;
      for (let y = cy - R - 16; y < cy + R; y++) {
        for (let x = cx - R - 16; x < cx + R + 16; x++) {
          const expected = PRESENT[layer][quadrant(x, y)] && outsideCircle(x, y);
          if (solidAt(level, layer, x, y, ALL) !== expected) mismatches++;
        }
      }
      expect(mismatches).toBe(0);
    }
  });

  it('keeps the run-in open on layer A and the run-out open on layer B at standing height', () => {
    // Sonic standing on the floor: y = 268, his box spans y 249..287.
    for (let y = 249; y <= 287; y++) {
      for (let x = cx - R - 16; x < cx; x++) expect(solidAt(level, 0, x, y, ALL)).toBe(false);
      for (let x = cx; x < cx + R + 16; x++) expect(solidAt(level, 1, x, y, ALL)).toBe(false);
    }
  });

  it("gives every tile an angle within 1 of the true circle's direction across its block, in all four quadrants", () => {
    // The generator takes the chord of the circle across each block (ends at 1/256 px, exact
    // integer square root) and calcAngle of it; the chord is parallel to the tangent at the
    // middle of the arc in the block. calcAngle reads a rounded ATAN table through a truncated
    // ratio, which is within 1 of the rounded true angle computed here.
    let checked = 0;
    for (const layer of [0, 1] as const) {
      for (let by = (cy - R) >> 4; by < (cy + R) >> 4; by++) {
        for (let bx = (cx - R) >> 4; bx < (cx + R) >> 4; bx++) {
          const word = level.layers[layer][by * level.widthBlocks + bx];
          const shape = word & BLOCK_SHAPE_MASK;
          if (shape === 0 || shape === FULL) continue;
          expect(Math.abs(angleDiff(placedAngle(level, word), circleAngle(bx, by)))).toBeLessThanOrEqual(1);
          checked++;
        }
      }
    }
    // 13 partial blocks per quadrant; each layer has three quadrants.
    expect(checked).toBe(2 * 3 * 13);
  });

  it('puts each quadrant in its angle range: floor 0xC0..0x00 up the right, ceiling, left wall, floor again', () => {
    const ranges = { lowerRight: [0xc0, 0xff], upperRight: [0x80, 0xc0], upperLeft: [0x40, 0x80], lowerLeft: [0x01, 0x40] };
    for (const layer of [0, 1] as const) {
      for (let by = (cy - R) >> 4; by < (cy + R) >> 4; by++) {
        for (let bx = (cx - R) >> 4; bx < (cx + R) >> 4; bx++) {
          const word = level.layers[layer][by * level.widthBlocks + bx];
          const shape = word & BLOCK_SHAPE_MASK;
          if (shape === 0 || shape === FULL) continue;
          const [lo, hi] = ranges[quadrant(bx * 16, by * 16)];
          const a = placedAngle(level, word);
          expect(a >= lo && a <= hi).toBe(true);
        }
      }
    }
  });

  it("gives each tile an angle that agrees with its own shape within a tolerance set by the chord's length", () => {
    // Every loop tile is stored in its lower-right form: solid below and right of a rising
    // boundary. Read the boundary's ends off the shape: where it enters (left edge at height
    // h[0], or bottom edge at 16 - w[15]) and leaves (right edge at h[15], or top edge at
    // 16 - w[0]). Those ends are whole pixels, each up to 1 px from the true crossing, so the
    // chord of length L can turn by up to atan(2 / L); add 1 for calcAngle's own rounding.
    const s = level.shapes;
    let checked = 0;
    for (let i = 1; i < s.count; i++) {
      if (i === FULL) continue;
      const h = (c: number): number => s.heights[i * 16 + c];
      const w = (r: number): number => s.widths[i * 16 + r];
      const [ex, ey] = h(0) > 0 ? [0, 16 - h(0)] : [16 - w(15), 16];
      const [xx, xy] = h(15) < 16 ? [16, 16 - h(15)] : [16 - w(0), 0];
      const estimate = calcAngle(xx - ex, xy - ey);
      const length = Math.hypot(xx - ex, xy - ey);
      const tolerance = Math.ceil((Math.atan(2 / length) * 128) / Math.PI) + 1;
      expect(Math.abs(angleDiff(s.angles[i], estimate))).toBeLessThanOrEqual(tolerance);
      checked++;
    }
    expect(checked).toBe(13);
  });

  it('places the three layer switchers of SPG section 6 "Loops"', () => {
    expect(level.objects.map((o) => [o.id, o.x, o.y, o.params.layer1, o.params.layer2, o.params.groundedOnly])).toEqual([
      ['beforeLoop', 848, 256, 'A', 'A', false],
      ['loopTop', 1024, 96, 'B', 'A', true],
      ['afterLoop', 1200, 256, 'B', 'A', false],
    ]);
    for (const o of level.objects) expect([o.type, o.params.orientation, o.params.radius]).toEqual(['layerSwitcher', 'vertical', 64]);
  });

  it("reaches the top switcher's range only near the top of the loop", () => {
    const top = level.objects[1];
    const r = Number(top.params.radius);
    // Sonic on the ceiling at the top: y = 64 + 20 = 84 is in range; on the floor (268) is not.
    expect(84 >= top.y - r && 84 <= top.y + r).toBe(true);
    expect(268 >= top.y - r && 268 <= top.y + r).toBe(false);
  });
});
