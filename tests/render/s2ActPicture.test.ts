/**
 * The Sonic 2 picture's own rules on hand-made data: a block word's flips are bits 10 and 11
 * (moved to Sonic 1's for planeArt), the layout names a 128x128 chunk by its whole byte (chunk 0
 * included), and GetBlock wraps the layout at 128 columns and 16 rows.
 */
import { describe, expect, it } from 'vitest';
import { S2ActPicture, s2BlockWord } from '../../render/s2ActPicture.ts';
import { BLOCK_FLIPS, PATTERN_FLIP_X, PATTERN_FLIP_Y } from '../../render/planeArt.ts';

/** Two patterns: 0 blank, 1 with pixel value (row * 8 + column) % 15 + 1 — no two neighbours alike. */
function patterns(): Uint8Array {
  const p = new Uint8Array(2 * 64);
  for (let i = 0; i < 64; i++) p[64 + i] = (i % 15) + 1;
  return p;
}

/** Block 0 blank; block 1: pattern 1 in its top left only, palette line 1. */
function blocks(): Uint16Array {
  return Uint16Array.of(0, 0, 0, 0, 0x2001, 0, 0, 0);
}

function picture(layout: Uint8Array, chunks: Uint16Array): S2ActPicture {
  return new S2ActPicture({ act: 'test', patterns: patterns(), blocks: blocks(), palette: new Uint16Array(64), waterPalette: null }, { layout, chunks });
}

describe('s2BlockWord', () => {
  it('moves the x flip ($400) and y flip ($800) to Sonic 1\'s bits and drops the collision bits', () => {
    expect(s2BlockWord(0x0400 | 0x123)).toBe(PATTERN_FLIP_X | 0x123);
    expect(s2BlockWord(0x0800 | 0x3ff)).toBe(PATTERN_FLIP_Y | 0x3ff);
    expect(s2BlockWord(0xf000 | 0x0c00 | 1)).toBe(BLOCK_FLIPS | 1);
  });
});

describe('S2ActPicture', () => {
  it('draws a chunk\'s block at its place, with its palette line, and flips it by bit 10', () => {
    const chunks = new Uint16Array(256 * 64);
    chunks[1 * 64 + 9] = 1; // chunk 1, block (1, 1)
    chunks[1 * 64 + 10] = 0x401; // chunk 1, block (2, 1), x-flipped
    const layout = new Uint8Array(0x1000);
    layout[0] = 1;
    const p = picture(layout, chunks);
    const px = p.chunkIndexed(1);
    // Block (1, 1): pattern 1's first pixel (value 1) at (16, 16), line 1 → index $11.
    expect(px[16 * 128 + 16]).toBe(0x11);
    expect(px[16 * 128 + 17]).toBe(0x12);
    // Block (2, 1) flipped: the pattern lands in the top right, mirrored: its first pixel at x 32+15.
    expect(px[16 * 128 + 47]).toBe(0x11);
    expect(px[16 * 128 + 32]).toBe(0);
    expect(p.window(16, 16, 2, 1)).toEqual(Uint8Array.of(0x11, 0x12));
  });

  it('reads the whole layout byte, chunk 0 included, and wraps at 128 columns and 16 rows as GetBlock does', () => {
    const chunks = new Uint16Array(256 * 64);
    chunks[0] = 1; // chunk 0 is drawn like any other
    chunks[0xff * 64] = 0x801;
    const layout = new Uint8Array(0x1000);
    layout[3 * 0x100 + 5] = 0xff;
    layout[3 * 0x100 + 0x85] = 7; // the background's half of the row: not the foreground's
    const p = picture(layout, chunks);
    expect(p.chunkAt(5, 3)).toBe(0xff);
    expect(p.chunkAt(5 + 0x80, 3 + 16)).toBe(0xff);
    expect(p.chunkAt(-0x80 + 5, 3 - 16)).toBe(0xff);
    expect(p.window(0, 0, 1, 1)[0]).toBe(0x11);
    // Chunk $FF's block 0 is y-flipped (bit 11): its top-left pattern goes to the bottom left,
    // upside down, so the pattern's first row is the block's last.
    expect(p.window(5 * 128, 3 * 128 + 15, 1, 1)[0]).toBe(0x11);
    expect(p.window(5 * 128, 3 * 128, 1, 1)[0]).toBe(0);
    expect(p.window(5 * 128 - 0x80 * 128, 3 * 128 + 15 - 16 * 128, 1, 1)[0]).toBe(0x11);
  });
});
