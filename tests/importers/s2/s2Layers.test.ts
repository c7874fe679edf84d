import { describe, expect, it } from 'vitest';
import { ImportError } from '../../../importers/s1/importError.ts';
import { S2_CHUNK_BYTES, chunkWords, engineBlockWord, expandS2Layers, type S2Path } from '../../../importers/s2/s2Layers.ts';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y, BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../engine/level/types.ts';

/** Block 5 is shape $21 on the primary path and shape $42 on the secondary; block 6 is shape 0 on both. */
const index = (shape5: number): Uint8Array => {
  const a = new Uint8Array(0x300);
  a[5] = shape5;
  return a;
};
const PRIMARY: S2Path = { index: index(0x21), top: 0x1000, lrb: 0x2000 };
const SECONDARY: S2Path = { index: index(0x42), top: 0x4000, lrb: 0x8000 };

describe('Sonic 2 block words as the engine\'s', () => {
  it('maps the primary path\'s bits $C/$D and the secondary\'s $E/$F to top and lrb solidity, each with its own shape', () => {
    const word = 0x5 | 0x1000 | 0x8000; // top-solid on the primary path, lrb-solid on the secondary
    expect(engineBlockWord(word, PRIMARY)).toBe(0x21 | BLOCK_SOLID_TOP);
    expect(engineBlockWord(word, SECONDARY)).toBe(0x42 | BLOCK_SOLID_LRB);
    expect(engineBlockWord(0x5 | 0x2000 | 0x4000, PRIMARY)).toBe(0x21 | BLOCK_SOLID_LRB);
    expect(engineBlockWord(0x5 | 0x2000 | 0x4000, SECONDARY)).toBe(0x42 | BLOCK_SOLID_TOP);
  });

  it('moves the x flip from bit $A and the y flip from bit $B to Sonic 1\'s bits, on both paths', () => {
    expect(engineBlockWord(0x5 | 0x0400 | 0xf000, PRIMARY)).toBe(0x21 | BLOCK_FLIP_X | BLOCK_SOLID_TOP | BLOCK_SOLID_LRB);
    expect(engineBlockWord(0x5 | 0x0800, SECONDARY)).toBe(0x42 | BLOCK_FLIP_Y);
  });

  it('gives no tile for block 0 and for a block whose shape on the path is 0, whatever its solidity', () => {
    expect(engineBlockWord(0xf000, PRIMARY)).toBe(0);
    expect(engineBlockWord(0x6 | 0xf000, PRIMARY)).toBe(0);
  });

  it('refuses chunks that name a block past the $300 a zone has, at the word\'s byte', () => {
    const bytes = new Uint8Array(S2_CHUNK_BYTES);
    bytes[0x82] = 0x03; // chunk 1, word 1: block $300
    try {
      chunkWords(bytes, 'chunks.kos');
      throw new Error('expected an ImportError');
    } catch (e) {
      expect((e as ImportError).info).toEqual({ code: 'corruptData', file: 'chunks.kos', offset: 0x82, message: 'chunk $1 names block $300, past the $300 blocks a zone has' });
    }
  });

  it('lays the foreground out as Find_Tile reads it: 16 rows of $100 bytes, the first $80 of each; 8x8 blocks per chunk', () => {
    const layout = new Uint8Array(0x1000);
    layout[3 * 0x100 + 2] = 7; // foreground row 3, column 2: chunk 7
    layout[3 * 0x100 + 0x82] = 9; // the background beside it: not terrain
    const chunks = new Uint16Array(0x4000);
    chunks[7 * 64 + 5 * 8 + 6] = 0x5 | 0x1000; // chunk 7, block row 5, column 6
    chunks[9 * 64] = 0x5 | 0x1000;
    const [a, b] = expandS2Layers(layout, chunks, PRIMARY, SECONDARY);
    const cell = (3 * 8 + 5) * 1024 + 2 * 8 + 6;
    expect([a[cell], b[cell]]).toEqual([0x21 | BLOCK_SOLID_TOP, 0x42]);
    expect(a.reduce((n, w) => n + (w !== 0 ? 1 : 0), 0)).toBe(1);
  });
});
