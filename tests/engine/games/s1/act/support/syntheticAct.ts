/**
 * A small real act built in memory (no disassembly needed): the zone and act numbers pick the
 * level rules, the layout and chunks are tiny and plain. Layout id 1 (and every id in
 * `floorIds`) is a flat floor filling the lower half of its 256x256 cell (solid 16x16 blocks
 * from y 0x80 within the cell); other ids are empty chunks. Every layout cell is blank unless
 * `cells` says otherwise.
 */
import { ACT_CHUNK_COUNT, ACT_HEIGHT_BLOCKS, ACT_WIDTH_BLOCKS, NO_PLACEMENTS, expandActLayers, type RealAct } from '../../../../../../engine/level/realAct.ts';
import type { Level } from '../../../../../../engine/level/types.ts';
import { levelHash } from '../../../../../../engine/level/levelHash.ts';
import { groupsNeeded } from '../../../../../../engine/level/actObjectData.ts';
import { checkoutObjectData } from '../../../../../support/objectData.ts';

export interface SyntheticActOptions {
  zone: number;
  act: number;
  revision?: number;
  /** Layout cells: [row, column, chunk id]. Columns 0..0x3F are the foreground. */
  cells?: readonly (readonly [number, number, number])[];
  loopChunks?: readonly [number, number, number, number];
  size?: Partial<RealAct['size']>;
  start?: { x: number; y: number };
  /** Layout ids whose chunk is the floor chunk too (besides 1). */
  floorIds?: readonly number[];
  /** Object placements (ObjPos format); none by default. */
  placements?: Uint8Array;
  /** Floor chunks built from another 16x16 block index (same full collision shape): [layout id, block index]. */
  blockIndex?: readonly (readonly [number, number])[];
  /** Layout ids whose chunk is solid from top to bottom (a wall), block index 1. */
  wallIds?: readonly number[];
  /** The pattern counts of the art queues the results card and the FZ boss wait for (none by default). */
  artQueues?: RealAct['artQueues'];
  /**
   * The object tables. By default the checkout's (tests/support/objectData.ts) when the
   * placements name an object that reads them, as the importer gives a real act; else none.
   */
  objectData?: RealAct['objectData'];
}

export function syntheticAct(o: SyntheticActOptions): Level {
  const layout = new Uint8Array(0x400);
  for (const [row, col, id] of o.cells ?? []) layout[row * 0x80 + col] = id;
  const chunks = new Uint16Array(ACT_CHUNK_COUNT * 0x100);
  // Floor chunks: rows 8..15 solid, block index 1 (or the one blockIndex gives), both solidity bits.
  const collisionIndex = new Uint8Array(0x300);
  collisionIndex[1] = 1;
  for (const id of [1, ...(o.floorIds ?? [])]) {
    const index = o.blockIndex?.find(([chunk]) => chunk === id)?.[1] ?? 1;
    collisionIndex[index] = 1;
    const base = ((id & 0x7f) - 1) * 0x100;
    for (let by = 8; by < 16; by++) for (let bx = 0; bx < 16; bx++) chunks[base + by * 16 + bx] = 0x6000 | index;
  }
  for (const id of o.wallIds ?? []) chunks.fill(0x6001, ((id & 0x7f) - 1) * 0x100, (id & 0x7f) * 0x100);
  const heights = new Int8Array(0x1000);
  const widths = new Int8Array(0x1000);
  heights.fill(16, 16, 32);
  widths.fill(16, 16, 32);
  const act: RealAct = {
    game: 's1',
    id: `synthetic${o.zone}${o.act}`,
    zone: o.zone,
    act: o.act,
    revision: o.revision ?? 1,
    layout,
    chunks,
    collisionIndex,
    loopChunks: o.loopChunks ?? [0x7f, 0x7f, 0x7f, 0x7f],
    size: { left: 0, right: 0x1000, top: 0, bottom: 0x300, lookShift: 0x60, ...o.size },
    placements: o.placements ?? NO_PLACEMENTS,
    ...(o.artQueues !== undefined ? { artQueues: o.artQueues } : {}),
    ...objectDataFor(o),
  };
  const content: Omit<Level, 'hash'> = {
    name: 'synthetic act',
    profile: 's1',
    widthBlocks: ACT_WIDTH_BLOCKS,
    heightBlocks: ACT_HEIGHT_BLOCKS,
    shapes: { count: 0x100, names: Array.from({ length: 0x100 }, (_, i) => String(i)), heights, widths, angles: new Uint8Array(0x100) },
    layers: expandActLayers(act),
    start: { ...(o.start ?? { x: 0x60, y: 0x40 }), character: 'sonic' },
    objects: [],
    water: null,
    act,
  };
  return { ...content, hash: levelHash(content) };
}

function objectDataFor(o: SyntheticActOptions): Pick<RealAct, 'objectData'> {
  if (o.objectData !== undefined) return { objectData: o.objectData };
  const placements = o.placements ?? NO_PLACEMENTS;
  return groupsNeeded(placements).length > 0 ? { objectData: checkoutObjectData() } : {};
}
