/**
 * `walls`: flat ground with the SPG's reference obstacles, at the exact pixel coordinates the
 * guide uses, so wall, ledge and headroom behaviour can be tested against the guide's numbers.
 * 200 x 20 blocks (3200 x 320 px). Sonic's standing height radius is 19, push radius 10.
 *
 * - Floor: full tiles, top solid pixel row y = 224 (standing Sonic y = 204), block rows 14..19
 *   (except over the pit).
 * - Edge walls: x 0..15 and 3184..3199, every row.
 * - Start (64, 196): feet 8 px above the floor.
 * - Small step: x 256..319, solid pixel rows y 216..223 (an 8 px step; tile `half`, angle 0);
 *   standing on it Sonic has y = 196. Lower than the push sensors' y + 8 = 212, so it is walked
 *   up, not pushed against.
 * - Low ceiling: x 384..511, solid pixel rows y 176..179 (tile `ceiling4`: heights -4, hanging
 *   from the top of block row 11). Its lowest solid row is 179 = 204 - 25: the SPG's "25 pixels
 *   above the Player's Y Position", where the headroom distance is 5 < 6 and a jump is refused.
 *   Flagged angle 0xFF, like full blocks: its flat faces are reached from any side.
 * - Wall: solid pixel columns x 704..831 (block columns 44..51), rows y 144..223 (80 px high,
 *   top surface y = 144). Left face x = 704: column 703 is empty, 704 solid; a player coming from
 *   the left stops at x = 693 (push sensor x + 10 = 703, the last empty column). Right face: the
 *   last solid column is 831, 832 is empty; a player coming from the right stops at x = 842
 *   (sensor x - 10 = 832). (SPG section 7 "Push Sensors".) One wall serves both faces.
 * - Ledge: the floor's last solid column is x = 2655 (block column 165); columns 2656..2815 are a
 *   pit 64 px deep (pit floor surface y = 288, block rows 18..19). SPG "Balancing On Edges":
 *   balancing from x = 2656, airborne at x = 2665. The pit's right side is a wall with its left
 *   face at x = 2816 (rows y 224..287); the floor resumes at y = 224 from x = 2816.
 */
import { FULL_TILE, LevelGrid } from './levelGrid.ts';

export const WALLS = {
  widthBlocks: 200,
  heightBlocks: 20,
  floorY: 224,
  standY: 204,
  startX: 64,
  startY: 196,
  step: { left: 256, right: 319, top: 216 },
  ceiling: { left: 384, right: 511, top: 176, bottom: 179 },
  wall: { left: 704, right: 831, top: 144 },
  ledge: { edge: 2655, pitRight: 2815, pitFloorY: 288 },
} as const;

export function buildWalls(): Record<string, unknown> {
  const g = new LevelGrid(WALLS.widthBlocks, WALLS.heightBlocks, 'w');
  g.addTile('half', { heights: Array.from({ length: 16 }, () => 8), angle: 0 });
  g.addTile('ceiling4', { heights: Array.from({ length: 16 }, () => -4), angle: 0xff });
  const solid = { tile: FULL_TILE, solidity: 'all' } as const;
  const half = { tile: 'half', solidity: 'all' } as const;
  const ceiling = { tile: 'ceiling4', solidity: 'all' } as const;
  const last = WALLS.widthBlocks - 1;

  g.fill('AB', 0, 14, last, 19, solid);
  g.fill('AB', 0, 0, 0, 19, solid);
  g.fill('AB', last, 0, last, 19, solid);
  g.fill('AB', WALLS.step.left >> 4, 13, WALLS.step.right >> 4, 13, half);
  g.fill('AB', WALLS.ceiling.left >> 4, WALLS.ceiling.top >> 4, WALLS.ceiling.right >> 4, WALLS.ceiling.top >> 4, ceiling);
  g.fill('AB', WALLS.wall.left >> 4, WALLS.wall.top >> 4, WALLS.wall.right >> 4, 13, solid);
  g.fill('AB', (WALLS.ledge.edge + 1) >> 4, 14, WALLS.ledge.pitRight >> 4, (WALLS.ledge.pitFloorY >> 4) - 1, null);

  return g.toDocument(
    {
      name: 'Walls',
      description:
        'SPG reference obstacles (pixels; floor surface y=224, standing Sonic y=204). ' +
        'Step: x 256..319, 8 px high (surface y=216). ' +
        'Low ceiling: x 384..511, lowest solid row y=179 (25 px above standing y: jump refused). ' +
        'Wall: solid columns x 704..831, rows y 144..223; from the left Sonic stops at x=693, from the right at x=842. ' +
        'Ledge: last floor column x=2655 (balance from 2656, airborne at 2665), pit x 2656..2815 with floor y=288. ' +
        'Edge walls x 0..15 and 3184..3199. Start (64,196).',
      start: { x: WALLS.startX, y: WALLS.startY },
    },
    { '#': solid, _: half, '^': ceiling },
  );
}
