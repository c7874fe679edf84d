/**
 * Terrain sensors: Sonic 1's FindFloor / FindWall (SPEC-NOTES "Terrain sensors"; SPG section 5).
 *
 * A sensor looks at the 16x16 block under its anchor and, when needed, one more block:
 * extension (the block is empty for this sensor) looks one block further in the sensor's
 * direction and adds 16; regression (the column is full) looks one block back and subtracts 16.
 * Distances therefore span -32..31. Directions are expressed the way the original passes them:
 * `step` is +16 (down / right) or -16 (up / left), `flipXor` is the flip bit that mirrors the
 * shape for that direction (0, BLOCK_FLIP_Y for upward floor sensors, BLOCK_FLIP_X for leftward
 * wall sensors), and callers of upward/leftward sensors pass the coordinate XORed with 15 exactly
 * as the original does (`eori.w #$F`).
 *
 * The angle of the tile found is written to `angle` only when a tile is present (shape != 0 and
 * the tested solidity bit set), exactly like the original writes its angle buffer: callers preset
 * `angle` (AnglePos presets 3, an odd "flagged" value) and read it afterwards.
 *
 * Units: pixels in, pixels out. Integer only.
 */
import type { Level } from '../level/types.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SHAPE_MASK } from '../level/types.ts';
import { expandLayoutCell, type RealAct } from '../level/realAct.ts';

export class Terrain {
  // Fields the constructor assigns are `declare`d: see tests/engine/classFieldShapes.test.ts.
  declare readonly widthBlocks: number;
  declare readonly heightBlocks: number;
  declare readonly heights: Int8Array;
  declare readonly widths: Int8Array;
  declare readonly angles: Uint8Array;
  declare layerA: Uint16Array;
  declare layerB: Uint16Array;
  /** The collision layer in use (layerA or layerB); the world points it at the player's layer. */
  declare layer: Uint16Array;
  /** Angle buffer: written by a sensor when it finds a tile (see file header). */
  angle = 0;
  /** Block word of the tile whose angle was last written (0 when none): solidity for fixes. */
  word = 0;
  /**
   * Real acts wrap coordinates the way Sonic 1's FindNearestTile does (x & 0x7FFF: layout
   * columns 0x40..0x7F are the background's; y & 0x7FF: the eight layout rows repeat), so
   * every pixel reads some block; hand-made levels read nothing outside their bounds.
   */
  declare readonly wraps: boolean;

  constructor(level: Level) {
    this.widthBlocks = level.widthBlocks;
    this.heightBlocks = level.heightBlocks;
    this.heights = level.shapes.heights;
    this.widths = level.shapes.widths;
    this.angles = level.shapes.angles;
    this.layerA = level.layers[0];
    this.layerB = level.layers[1];
    this.layer = this.layerA;
    this.wraps = level.act !== undefined;
  }

  /** The layers are the level's own (shared with every world on it) until a run-time layout change. */
  private ownsLayers = false;
  /** The chunk id last written to the cell a run-time layout change rewrites (0 = the act's own). */
  patchedCell = 0;

  /**
   * Rewrites one layout cell of a real act (LZ3 changes a chunk while it is played). The first
   * change copies the layers, so other worlds on the same level keep the act as it was loaded.
   */
  setLayoutCell(act: RealAct, index: number, id: number): void {
    if (!this.ownsLayers) {
      const onB = this.layer === this.layerB;
      this.layerA = this.layerA.slice();
      this.layerB = this.layerB.slice();
      this.layer = onB ? this.layerB : this.layerA;
      this.ownsLayers = true;
    }
    expandLayoutCell(this.layerA, this.layerB, act, index >> 7, index & 0x7f, id);
  }

  /** The collision layer of plane `plane` (a player's P_LAYER: 0 path A, else path B). */
  planeLayer(plane: number): Uint16Array {
    return plane === 0 ? this.layerA : this.layerB;
  }

  /** The block word under pixel (x, y); 0 (no tile) outside a hand-made level. */
  block(x: number, y: number): number {
    if (this.wraps) return this.layer[(((y >> 4) & 0x7f) << 11) | ((x >> 4) & 0x7ff)];
    const bx = x >> 4;
    const by = y >> 4;
    if (bx < 0 || by < 0 || bx >= this.widthBlocks || by >= this.heightBlocks) return 0;
    return this.layer[by * this.widthBlocks + bx];
  }

  /**
   * Whether pixel (x, y) is inside the solid part of a tile whose solidity has a bit of
   * `solidMask` (the height array read down the tile's column, flips applied). Writes neither
   * `angle` nor `word`: not a sensor, a question the fixes and the detectors ask.
   */
  solidAt(x: number, y: number, solidMask: number): boolean {
    const word = this.block(x, y);
    const shape = word & BLOCK_SHAPE_MASK;
    if (shape === 0 || (word & solidMask) === 0) return false;
    const col = word & BLOCK_FLIP_X ? 15 - (x & 15) : x & 15;
    const row = word & BLOCK_FLIP_Y ? 15 - (y & 15) : y & 15;
    const h = this.heights[(shape << 4) + col];
    return h >= 0 ? row >= 16 - h : row < -h;
  }

  /**
   * Vertical sensor (FindFloor). `solidMask` is BLOCK_SOLID_TOP or BLOCK_SOLID_LRB.
   * Returns the distance in pixels from the anchor to the surface along the sensor.
   */
  findFloor(x: number, y: number, solidMask: number, flipXor: number, step: number): number {
    const word = this.block(x, y);
    const shape = word & BLOCK_SHAPE_MASK;
    if (shape === 0 || (word & solidMask) === 0) {
      return this.findFloor2(x, y + step, solidMask, flipXor) + 16;
    }
    this.angle = floorAngle(this.angles[shape], word);
    this.word = word;
    const h = floorHeight(this.heights, shape, word, x, flipXor);
    if (h === 0) return this.findFloor2(x, y + step, solidMask, flipXor) + 16;
    if (h < 0) {
      // A shape hanging from the top: regression only when the fill covers the anchor's row.
      if ((y & 15) + h >= 0) return this.findFloor2(x, y + step, solidMask, flipXor) + 16;
      return this.findFloor2(x, y - step, solidMask, flipXor) - 16;
    }
    if (h === 16) return this.findFloor2(x, y - step, solidMask, flipXor) - 16;
    return 15 - ((y & 15) + h);
  }

  /** The second block of FindFloor (FindFloor2): no further extension or regression. */
  private findFloor2(x: number, y: number, solidMask: number, flipXor: number): number {
    const word = this.block(x, y);
    const shape = word & BLOCK_SHAPE_MASK;
    if (shape === 0 || (word & solidMask) === 0) return 15 - (y & 15);
    this.angle = floorAngle(this.angles[shape], word);
    this.word = word;
    const h = floorHeight(this.heights, shape, word, x, flipXor);
    if (h === 0) return 15 - (y & 15);
    if (h < 0) {
      if ((y & 15) + h >= 0) return 15 - (y & 15);
      return ~(y & 15); // -(y & 15) - 1: the original's `not.w`
    }
    return 15 - ((y & 15) + h);
  }

  /** Horizontal sensor (FindWall): FindFloor on the other axis with the width arrays. */
  findWall(x: number, y: number, solidMask: number, flipXor: number, step: number): number {
    const word = this.block(x, y);
    const shape = word & BLOCK_SHAPE_MASK;
    if (shape === 0 || (word & solidMask) === 0) {
      return this.findWall2(x + step, y, solidMask, flipXor) + 16;
    }
    this.angle = wallAngle(this.angles[shape], word);
    this.word = word;
    const w = wallWidth(this.widths, shape, word, y, flipXor);
    if (w === 0) return this.findWall2(x + step, y, solidMask, flipXor) + 16;
    if (w < 0) {
      if ((x & 15) + w >= 0) return this.findWall2(x + step, y, solidMask, flipXor) + 16;
      return this.findWall2(x - step, y, solidMask, flipXor) - 16;
    }
    if (w === 16) return this.findWall2(x - step, y, solidMask, flipXor) - 16;
    return 15 - ((x & 15) + w);
  }

  private findWall2(x: number, y: number, solidMask: number, flipXor: number): number {
    const word = this.block(x, y);
    const shape = word & BLOCK_SHAPE_MASK;
    if (shape === 0 || (word & solidMask) === 0) return 15 - (x & 15);
    this.angle = wallAngle(this.angles[shape], word);
    this.word = word;
    const w = wallWidth(this.widths, shape, word, y, flipXor);
    if (w === 0) return 15 - (x & 15);
    if (w < 0) {
      if ((x & 15) + w >= 0) return 15 - (x & 15);
      return ~(x & 15);
    }
    return 15 - ((x & 15) + w);
  }
}

/**
 * Tile angle as FindFloor reads it: x-flip negates, y-flip makes it 0x80 - angle. Negations here
 * are written `0 - a`: `-a` of 0 is -0, a double, on which V8 deoptimizes the sensor code and
 * recompiles it to allow doubles (`node --trace-deopt`). The value is the same either way.
 */
function floorAngle(a: number, word: number): number {
  if (word & BLOCK_FLIP_X) a = 0 - a;
  if (word & BLOCK_FLIP_Y) a = 0x80 - a;
  return a & 0xff;
}

/** Tile angle as FindWall reads it: y-flip first, then x-flip (same result, kept in order). */
function wallAngle(a: number, word: number): number {
  if (word & BLOCK_FLIP_Y) a = 0x80 - a;
  if (word & BLOCK_FLIP_X) a = 0 - a;
  return a & 0xff;
}

/** Height at the anchor's column: x-flip mirrors the column, y-flip (xor direction) negates. */
function floorHeight(heights: Int8Array, shape: number, word: number, x: number, flipXor: number): number {
  const col = word & BLOCK_FLIP_X ? ~x & 15 : x & 15;
  const h = heights[(shape << 4) + col];
  return (word ^ flipXor) & BLOCK_FLIP_Y ? 0 - h : h;
}

/** Width at the anchor's row: y-flip mirrors the row, x-flip (xor direction) negates. */
function wallWidth(widths: Int8Array, shape: number, word: number, y: number, flipXor: number): number {
  const row = word & BLOCK_FLIP_Y ? ~y & 15 : y & 15;
  const w = widths[(shape << 4) + row];
  return (word ^ flipXor) & BLOCK_FLIP_X ? 0 - w : w;
}
