/**
 * `loop`: a flat run-up, one 360° loop and a flat run-out, with the Sonic 2 two-layer set-up
 * (SPG section 6 "Loops"). 160 x 20 blocks (2560 x 320 px).
 *
 * Geometry (pixels): the loop is the circle of radius R = 112 centred on (1024, 176), a block
 * corner, so every block lies in exactly one quadrant. Its bottom (y = 288) is the floor surface
 * and its top is y = 64. The solid is everything outside the circle within the frame
 * x 896..1151, y 48..287 (the circle's square x 912..1135, y 64..287 plus one block on each side
 * but the floor, so that sensors at the equator and the top, where the circle touches the
 * square, find the wall continuing), split into four quadrants:
 *
 *   upper-left  (ceiling → left wall)   both layers       tiles flipX + flipY
 *   upper-right (right wall → ceiling)  both layers       tiles flipY
 *   lower-left  (left wall → floor)     layer B only      tiles flipX
 *   lower-right (floor → right wall)    layer A only      canonical tiles
 *
 * On layer A the lower-left quadrant is open, so the player runs in along the floor and up the
 * right side; the grounded-only switcher at the top (x = 1024) puts a player crossing it leftwards
 * on layer B, where the lower-left quadrant is solid and the lower-right one open, so the player
 * comes down the left side and runs out to the right; the switcher after the loop puts the player
 * back on A. A switcher before the loop sets A for safety. The layout is symmetric: running left
 * on B (set by the after-loop switcher) goes round the loop backwards.
 *
 * Shapes: pixel (X, Y), measured from the circle's centre, is solid when its centre lies on or
 * outside the circle: (2X+1)^2 + (2Y+1)^2 >= (2R)^2. Within a lower-right block each column is
 * solid from some row down to the block's bottom, so heights describe it exactly, and the widths
 * derived from them (Sonic 1's way) describe its rows. The other quadrants are mirror images of
 * the lower-right one to the pixel, which is why flips reuse its 13 tiles.
 *
 * Angles: a tile's angle is the hex angle (made even, since odd means flagged: evenAngle) of the
 * chord of the true circle across its block, taken in the direction of travel with the solid
 * underfoot (rightwards along the floor, up the right wall, leftwards along the ceiling): the
 * chord is parallel to the tangent at the middle of the arc inside the block. Chord ends are
 * computed at 1/256 px with an integer square root. The flips then give the other quadrants'
 * angles (x-flip negates, y-flip makes 0x80 - angle), which stay even.
 */
import { evenAngle } from './evenAngle.ts';
import { isqrt } from './isqrt.ts';
import type { Placement } from './levelGrid.ts';
import { FULL_TILE, LevelGrid } from './levelGrid.ts';

export const LOOP = {
  widthBlocks: 160,
  heightBlocks: 20,
  floorY: 288,
  cx: 1024,
  cy: 176,
  radius: 112,
  startX: 64,
  startY: 260,
  switchers: { before: 848, mid: 1024, after: 1200 },
} as const;

/** Whether pixel (X, Y), relative to the circle's centre, is solid (on or outside the circle). */
export function loopPixelSolid(X: number, Y: number, radius: number): boolean {
  const a = 2 * X + 1;
  const b = 2 * Y + 1;
  return a * a + b * b >= 4 * radius * radius;
}

/** Heights of the lower-right quadrant's block (i, j): i blocks right of, j blocks below the centre. */
export function quadrantHeights(i: number, j: number, radius: number): number[] {
  const heights: number[] = [];
  for (let c = 0; c < 16; c++) {
    let h = 0;
    for (let r = 0; r < 16; r++) if (loopPixelSolid(i * 16 + c, j * 16 + r, radius)) h++;
    heights.push(h);
  }
  return heights;
}

/**
 * Hex angle of the lower-right block (i, j)'s arc: the chord between the arc's extreme points
 * inside the block, in 1/256 px, travelling up and to the right.
 */
export function quadrantAngle(i: number, j: number, radius: number): number {
  const S = 256;
  const r2 = radius * S * radius * S;
  const x0 = i * 16 * S;
  const x1 = (i + 1) * 16 * S;
  const y0 = j * 16 * S;
  const y1 = (j + 1) * 16 * S;
  const points: [number, number][] = [];
  // Crossings of the block's vertical edges (y on the circle at x) and horizontal edges.
  for (const x of [x0, x1]) {
    if (x * x > r2) continue;
    const y = isqrt(r2 - x * x);
    if (y >= y0 && y <= y1) points.push([x, y]);
  }
  for (const y of [y0, y1]) {
    if (y * y > r2) continue;
    const x = isqrt(r2 - y * y);
    if (x >= x0 && x <= x1) points.push([x, y]);
  }
  if (points.length < 2) {
    // The arc only grazes a corner: use the tangent at the block's centre direction instead.
    const mx = x0 + 8 * S;
    const my = y0 + 8 * S;
    return evenAngle(my, -mx);
  }
  // Leftmost (lowest) point to rightmost (highest): the direction of travel in this quadrant.
  points.sort((p, q) => p[0] - q[0] || q[1] - p[1]);
  const [ax, ay] = points[0];
  const [bx, by] = points[points.length - 1];
  return evenAngle(bx - ax, by - ay);
}

export function buildLoop(): Record<string, unknown> {
  const { widthBlocks, heightBlocks, cx, cy, radius } = LOOP;
  const q = radius >> 4;
  const bcx = cx >> 4;
  const bcy = cy >> 4;
  const g = new LevelGrid(widthBlocks, heightBlocks, 'loop');
  const solid: Placement = { tile: FULL_TILE, solidity: 'all' };

  g.fill('AB', 0, LOOP.floorY >> 4, widthBlocks - 1, heightBlocks - 1, solid);
  g.fill('AB', 0, 0, 0, heightBlocks - 1, solid);
  g.fill('AB', widthBlocks - 1, 0, widthBlocks - 1, heightBlocks - 1, solid);

  const names = new Map<string, string>();
  let n = 0;
  // One block beyond the circle's square on every side (i, j up to q) is solid too: the circle
  // touches the square's sides at the equator and the top, where a sensor looks one block out
  // (without it the player falls off the right wall just below the equator). The lower
  // quadrants stop above the floor rows, which are solid on both layers already.
  for (let j = 0; j <= q; j++) {
    for (let i = 0; i <= q; i++) {
      const heights = quadrantHeights(i, j, radius);
      let tile: string | null;
      if (heights.every((h) => h === 0)) tile = null;
      else if (heights.every((h) => h === 16)) tile = FULL_TILE;
      else {
        const key = heights.join(',');
        tile = names.get(key) ?? null;
        if (tile === null) {
          tile = `loop${++n}`;
          names.set(key, tile);
          g.addTile(tile, { heights, angle: quadrantAngle(i, j, radius) });
        }
      }
      const at = (flipX: boolean, flipY: boolean): Placement | null =>
        tile === null ? null : tile === FULL_TILE ? solid : { tile, solidity: 'all', flipX, flipY };
      if (j < q) {
        g.set('A', bcx + i, bcy + j, at(false, false)); // lower-right
        g.set('B', bcx - 1 - i, bcy + j, at(true, false)); // lower-left
      }
      g.set('AB', bcx + i, bcy - 1 - j, at(false, true)); // upper-right
      g.set('AB', bcx - 1 - i, bcy - 1 - j, at(true, true)); // upper-left
    }
  }

  const s = LOOP.switchers;
  const floorSwitcherY = LOOP.floorY - 32;
  return g.toDocument(
    {
      name: 'Loop',
      description:
        'Flat run-up, a 360-degree loop, flat run-out (pixels). Floor surface y=288 (standing Sonic y=268). ' +
        'Loop: circle radius 112 centred (1024,176), inner surface x 912..1135, y 64..287, solid frame x 896..1151, y 48..287. ' +
        'Layer A: lower-left quarter open (run in, up the right side); layer B: lower-right quarter open (down the left side, run out). ' +
        `Layer switchers (vertical, radius 64): before x=${s.before} (A|A), grounded-only at the top x=${s.mid} y=96 (left B | right A), ` +
        `after x=${s.after} (left B | right A). Walls x 0..15 and 2544..2559. Start (64,260).`,
      start: { x: LOOP.startX, y: LOOP.startY },
      objects: [
        { id: 'beforeLoop', type: 'layerSwitcher', x: s.before, y: floorSwitcherY, layer1: 'A', layer2: 'A', priority1: 'L', priority2: 'L' },
        { id: 'loopTop', type: 'layerSwitcher', x: s.mid, y: cy - radius + 32, layer1: 'B', layer2: 'A', priority1: 'H', priority2: 'L', groundedOnly: true },
        { id: 'afterLoop', type: 'layerSwitcher', x: s.after, y: floorSwitcherY, layer1: 'B', layer2: 'A', priority1: 'H', priority2: 'L' },
      ],
    },
    { '#': solid },
  );
}
