/**
 * A small authoring helper for the bundled levels: a two-layer grid of block placements that
 * writes a `subpixel-level/1` document. Generated shapes are deduplicated, and a shape that is
 * the mirror image of one already made is placed with flipX instead of becoming a new tile, the
 * way the original games reuse their tiles. Only the generator (generate.ts) and the tests use
 * this; the engine loads the JSON it wrote.
 *
 * Integer only: the documents it writes must come out byte-identical on every run.
 */
export type Solidity = 'all' | 'top' | 'lrb' | 'none';

export interface TileDef {
  readonly heights: readonly number[];
  readonly widths?: readonly number[];
  readonly angle: number;
}

export interface Placement {
  readonly tile: string;
  readonly solidity: Solidity;
  readonly flipX?: boolean;
  readonly flipY?: boolean;
}

export type LayerSel = 'A' | 'B' | 'AB';

export interface LevelDocMeta {
  readonly name: string;
  readonly description: string;
  readonly profile?: string;
  readonly start: { readonly x: number; readonly y: number; readonly character?: string };
  readonly objects?: readonly Record<string, string | number | boolean>[];
  /** The water surface's y at the start, px (CONTRACTS §4 extension `water`). */
  readonly water?: { readonly height: number };
}

/** Legend characters: the contract's '#' and '=' first, then letters and digits, then symbols. */
const LEGEND_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/\\<>()[]{}!$%&*+-:;?@^_`|~,\'"';

export const FULL_TILE = 'full';
export const FULL_HEIGHTS: readonly number[] = Array.from({ length: 16 }, () => 16);

export class LevelGrid {
  readonly tiles = new Map<string, TileDef>();
  private readonly layerA: (Placement | null)[];
  private readonly layerB: (Placement | null)[];
  /** Shape key (heights + angle) → tile name, for deduplication. */
  private readonly shapeIndex = new Map<string, string>();
  private generated = 0;

  constructor(
    readonly widthBlocks: number,
    readonly heightBlocks: number,
    private readonly shapePrefix: string,
  ) {
    this.layerA = new Array(widthBlocks * heightBlocks).fill(null);
    this.layerB = new Array(widthBlocks * heightBlocks).fill(null);
    this.addTile(FULL_TILE, { heights: FULL_HEIGHTS, angle: 0xff });
  }

  addTile(name: string, def: TileDef): void {
    if (this.tiles.has(name)) throw new Error(`tile ${name} defined twice`);
    this.tiles.set(name, def);
    this.shapeIndex.set(shapeKey(def.heights, def.angle), name);
  }

  /**
   * The placement of a shape given by its 16 heights and hex angle: null when empty, the full
   * tile when full, otherwise an existing tile (possibly x-flipped) or a new one. New shapes that
   * descend to the right are stored as their rising mirror image and placed with flipX, so both
   * sides of a hill share tiles.
   */
  shape(heights: readonly number[], angle: number, solidity: Solidity): Placement | null {
    if (heights.every((h) => h === 0)) return null;
    if (heights.every((h) => h === 16)) return { tile: FULL_TILE, solidity };
    const direct = this.shapeIndex.get(shapeKey(heights, angle));
    if (direct !== undefined) return { tile: direct, solidity };
    const mirrored = [...heights].reverse();
    const mirroredAngle = -angle & 0xff;
    const flipped = this.shapeIndex.get(shapeKey(mirrored, mirroredAngle));
    if (flipped !== undefined) return { tile: flipped, solidity, flipX: true };
    const descends = angle >= 0x01 && angle <= 0x7f;
    const name = `${this.shapePrefix}${++this.generated}`;
    if (descends) {
      this.addTile(name, { heights: mirrored, angle: mirroredAngle });
      return { tile: name, solidity, flipX: true };
    }
    this.addTile(name, { heights: [...heights], angle });
    return { tile: name, solidity };
  }

  set(layer: LayerSel, bx: number, by: number, p: Placement | null): void {
    if (bx < 0 || by < 0 || bx >= this.widthBlocks || by >= this.heightBlocks) {
      throw new Error(`block (${bx}, ${by}) is outside the ${this.widthBlocks}x${this.heightBlocks} level`);
    }
    const i = by * this.widthBlocks + bx;
    if (layer !== 'B') this.layerA[i] = p;
    if (layer !== 'A') this.layerB[i] = p;
  }

  /** Fills blocks bx0..bx1, by0..by1 (inclusive). */
  fill(layer: LayerSel, bx0: number, by0: number, bx1: number, by1: number, p: Placement | null): void {
    for (let by = by0; by <= by1; by++) for (let bx = bx0; bx <= bx1; bx++) this.set(layer, bx, by, p);
  }

  get(layer: 'A' | 'B', bx: number, by: number): Placement | null {
    return (layer === 'A' ? this.layerA : this.layerB)[by * this.widthBlocks + bx];
  }

  /** The level document. Legend characters are given in order of first use (layer A, then B). */
  toDocument(meta: LevelDocMeta, preferred: Readonly<Record<string, Placement>> = {}): Record<string, unknown> {
    const legend = new Map<string, Placement>();
    const charOf = new Map<string, string>();
    for (const [ch, p] of Object.entries(preferred)) {
      legend.set(ch, p);
      charOf.set(placementKey(p), ch);
    }
    let next = 0;
    const charFor = (p: Placement): string => {
      const key = placementKey(p);
      let ch = charOf.get(key);
      if (ch === undefined) {
        do {
          if (next >= LEGEND_ALPHABET.length) throw new Error('out of legend characters');
          ch = LEGEND_ALPHABET[next++];
        } while (legend.has(ch));
        legend.set(ch, p);
        charOf.set(key, ch);
      }
      return ch;
    };
    const rowsOf = (cells: readonly (Placement | null)[]): string[] => {
      const rows: string[] = [];
      for (let by = 0; by < this.heightBlocks; by++) {
        let row = '';
        for (let bx = 0; bx < this.widthBlocks; bx++) {
          const p = cells[by * this.widthBlocks + bx];
          row += p === null ? '.' : charFor(p);
        }
        rows.push(row);
      }
      return rows;
    };
    const rows = rowsOf(this.layerA);
    const rowsB = rowsOf(this.layerB);
    const sameLayers = rows.every((r, i) => r === rowsB[i]);

    const usedTiles = new Set([...legend.values()].map((p) => p.tile));
    const tiles: Record<string, unknown> = {};
    for (const [name, def] of this.tiles) {
      if (!usedTiles.has(name)) continue;
      tiles[name] = def.widths !== undefined ? { heights: def.heights, widths: def.widths, angle: def.angle } : { heights: def.heights, angle: def.angle };
    }
    const legendDoc: Record<string, unknown> = {};
    for (const [ch, p] of legend) {
      if (!usedTiles.has(p.tile) || !(rows.some((r) => r.includes(ch)) || rowsB.some((r) => r.includes(ch)))) continue;
      const e: Record<string, unknown> = { tile: p.tile, solidity: p.solidity };
      if (p.flipX === true) e.flipX = true;
      if (p.flipY === true) e.flipY = true;
      legendDoc[ch] = e;
    }
    const doc: Record<string, unknown> = {
      format: 'subpixel-level/1',
      name: meta.name,
      description: meta.description,
      profile: meta.profile ?? 's2',
      tiles,
      legend: legendDoc,
      rows,
    };
    if (!sameLayers) doc.rowsB = rowsB;
    doc.start = { x: meta.start.x, y: meta.start.y, character: meta.start.character ?? 'sonic' };
    if (meta.objects !== undefined && meta.objects.length > 0) doc.objects = meta.objects;
    if (meta.water !== undefined) doc.water = { height: meta.water.height };
    return doc;
  }
}

function shapeKey(heights: readonly number[], angle: number): string {
  return `${heights.join(',')}@${angle}`;
}

function placementKey(p: Placement): string {
  return `${p.tile}|${p.solidity}|${p.flipX === true ? 1 : 0}|${p.flipY === true ? 1 : 0}`;
}
