import { describe, expect, it } from 'vitest';
import {
  ACT_CHUNK_COUNT, ACT_CHUNK_WORDS, ACT_HEIGHT_BLOCKS, ACT_LAYOUT_BYTES, ACT_WIDTH_BLOCKS, NO_PLACEMENTS, blockWord, expandActLayers, expandLayoutCell, type RealAct,
} from '../../../engine/level/realAct.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

/**
 * The layers as FindNearestTile reads them, block by block: the specification the fast
 * expansion (each chunk converted once, then copied) must match word for word.
 */
function referenceLayers(act: RealAct): [Uint16Array, Uint16Array] {
  const out: [Uint16Array, Uint16Array] = [new Uint16Array(ACT_WIDTH_BLOCKS * ACT_HEIGHT_BLOCKS), new Uint16Array(ACT_WIDTH_BLOCKS * ACT_HEIGHT_BLOCKS)];
  for (let y = 0; y < ACT_HEIGHT_BLOCKS; y++) {
    for (let x = 0; x < ACT_WIDTH_BLOCKS; x++) {
      const id = act.layout[(y >> 4) * 0x80 + (x >> 4)];
      if (id === 0) continue;
      for (const layer of [0, 1]) {
        let n = id & 0x7f;
        // Sonic_Loops' layer B: a loop chunk (bit 7) is read as the next chunk, $29 as $51.
        if (layer === 1 && id & 0x80) n = n + 1 === 0x29 ? 0x51 : n + 1;
        const chunk = (n - 1) & 0x7f;
        const at = chunk * ACT_CHUNK_WORDS + (y & 15) * 16 + (x & 15);
        out[layer][y * ACT_WIDTH_BLOCKS + x] = blockWord(act, at < act.chunks.length ? act.chunks[at] : 0);
      }
    }
  }
  return out;
}

function firstDifference(a: Uint16Array, b: Uint16Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? -1 : a.length;
}

function act(layout: Uint8Array): RealAct {
  const chunks = new Uint16Array(ACT_CHUNK_COUNT * ACT_CHUNK_WORDS);
  for (let i = 0; i < chunks.length; i++) chunks[i] = ((i * 0x9e37) & 0x7bff) | 0x2000;
  const collisionIndex = new Uint8Array(0x400);
  for (let i = 1; i < collisionIndex.length; i++) collisionIndex[i] = (i * 7) & 0xff;
  return { game: 's1', id: 'test', zone: 0, act: 0, revision: 1, layout, chunks, collisionIndex, loopChunks: [0x7f, 0x7f, 0x7f, 0x7f], size: { left: 0, right: 0, top: 0, bottom: 0, lookShift: 0 }, placements: NO_PLACEMENTS };
}

describe('expandActLayers', () => {
  it('matches the block-by-block reading for every kind of layout byte: blank, chunks 1..$52, loop chunks, $28 looped to $51, $80, loop twins past chunk RAM', () => {
    const layout = new Uint8Array(ACT_LAYOUT_BYTES);
    const ids = [0, 1, 2, 0x28, 0x29, 0x51, 0x52, 0x80, 0x81, 0xa8, 0xa9, 0xd1, 0xd2];
    for (let i = 0; i < layout.length; i++) layout[i] = ids[i % ids.length];
    const a = act(layout);
    const [fast, reference] = [expandActLayers(a), referenceLayers(a)];
    expect(firstDifference(fast[0], reference[0])).toBe(-1);
    expect(firstDifference(fast[1], reference[1])).toBe(-1);
  });

  it('writes, cell by cell at run time (expandLayoutCell), the blocks the whole expansion writes', () => {
    const layout = new Uint8Array(ACT_LAYOUT_BYTES);
    const ids = [0, 1, 0x28, 0x52, 0x80, 0xa8, 0xd2, 0x37];
    for (let i = 0; i < layout.length; i++) layout[i] = ids[(i * 5) % ids.length];
    const a = act(layout);
    const whole = expandActLayers(a);
    // Start from garbage, so a blank cell must be cleared, not left alone.
    const cellA = new Uint16Array(whole[0].length).fill(0xffff);
    const cellB = new Uint16Array(whole[1].length).fill(0xffff);
    for (let i = 0; i < layout.length; i++) expandLayoutCell(cellA, cellB, a, i >> 7, i & 0x7f, layout[i]);
    expect(firstDifference(cellA, whole[0])).toBe(-1);
    expect(firstDifference(cellB, whole[1])).toBe(-1);
  });

  it('reads layout byte $A8 on layer B as chunk $51, and $D2 on layer B as empty (one past chunk RAM)', () => {
    const layout = new Uint8Array(ACT_LAYOUT_BYTES);
    layout[0] = 0xa8;
    layout[1] = 0xd2;
    const a = act(layout);
    const [, b] = expandActLayers(a);
    expect(b[0]).toBe(blockWord(a, a.chunks[0x50 * ACT_CHUNK_WORDS]));
    expect(b[16]).toBe(0);
  });
});

describeWithDisasm('expandActLayers on the real acts', () => {
  it('matches the block-by-block reading on every act of REV01', () => {
    const d = s1Disassembly(1);
    for (const { id } of S1_ACTS) {
      const a = d.importAct(id, { objects: false }).level.act!;
      const [fast, reference] = [expandActLayers(a), referenceLayers(a)];
      expect(firstDifference(fast[0], reference[0]), id).toBe(-1);
      expect(firstDifference(fast[1], reference[1]), id).toBe(-1);
    }
  });
});
