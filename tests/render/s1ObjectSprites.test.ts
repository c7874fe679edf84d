/** BuildSprites' placement and the VDP's sprite order on made-up patterns: flips, several pieces, negative offsets, the earlier sprite in front, the bounds check and the $50 cap. */
import { describe, expect, it } from 'vitest';
import type { SpritePiece } from '../../importers/art/s1SonicArt.ts';
import { MAX_SPRITES, drawObjectSprites, drawnSlots, type QueuedSprite } from '../../render/s1ObjectSprites.ts';

/** Pattern n: every pixel is (n & 15) except pixel (0, 0), which is 1 — so a flip shows. */
const patterns = new Uint8Array(16 * 64);
for (let n = 0; n < 16; n++) for (let i = 0; i < 64; i++) patterns[n * 64 + i] = i === 0 ? 1 : n === 0 ? 0 : n;
const piece = (x: number, y: number, width: number, height: number, tile: number, extra: Partial<SpritePiece> = {}): SpritePiece => ({ x, y, width, height, tile, xflip: false, yflip: false, pal: 0, pri: false, ...extra });
const obj = (pieces: SpritePiece[], extra: Partial<QueuedSprite> = {}): QueuedSprite => ({ frames: [pieces], frame: 0, x: 100, y: 100, render: 4, gfx: 0, actWid: 16, height: 16, ...extra });
const W = 320;
const H = 224;
const draw = (queue: QueuedSprite[]): Uint8Array => {
  const out = new Uint8Array(W * H);
  drawObjectSprites(out, W, H, 0, 0, queue, patterns);
  return out;
};
const at = (out: Uint8Array, x: number, y: number): number => out[y * W + x];

describe('drawObjectSprites', () => {
  it('places a 2x2 piece at a negative offset, its patterns column by column', () => {
    const out = draw([obj([piece(-8, -16, 2, 2, 2)])]);
    expect(at(out, 92, 84)).toBe(1); // pattern 2's marked corner at the piece's top left
    expect(at(out, 93, 84)).toBe(2);
    expect(at(out, 93, 92)).toBe(3); // below: the next pattern of the column
    expect(at(out, 101, 84)).toBe(4); // the second column
    expect(at(out, 91, 84)).toBe(0);
  });

  it('mirrors a piece about the centre when obRender bit 0 is set (x → -x - w*8), flipping its patterns', () => {
    const plain = draw([obj([piece(-12, -16, 2, 2, 2)])]);
    expect(at(plain, 88, 84)).toBe(1);
    expect(at(plain, 89, 84)).toBe(2);
    const out = draw([obj([piece(-12, -16, 2, 2, 2)], { render: 5 })]);
    // Now at x 96..111: the columns swapped (patterns 4/5 on the left), each pattern mirrored.
    expect(at(out, 96, 84)).toBe(4);
    expect(at(out, 103, 84)).toBe(1);
    expect(at(out, 104, 84)).toBe(2);
    expect(at(out, 111, 84)).toBe(1);
    expect(at(out, 96, 92)).toBe(5);
    expect(at(out, 88, 84)).toBe(0);
  });

  it('flips vertically with obRender bit 1 (y → -y - h*8), and the piece\'s own flag cancels it', () => {
    const v = draw([obj([piece(0, 0, 1, 1, 5)], { render: 6 })]);
    expect(at(v, 100, 92)).toBe(5);
    expect(at(v, 100, 99)).toBe(1);
    expect(at(v, 100, 100)).toBe(0);
    const both = draw([obj([piece(0, 0, 1, 1, 5, { yflip: true })], { render: 6 })]);
    expect(at(both, 100, 92)).toBe(1);
    expect(at(both, 100, 99)).toBe(5);
  });

  it('adds obGfx to the pattern word: tile base, palette line, priority', () => {
    const out = draw([obj([piece(0, 0, 1, 1, 1, { pal: 1 })], { gfx: 0x8000 | (1 << 13) | 2 })]);
    expect(at(out, 101, 100)).toBe(0x80 | (2 << 4) | 3); // pattern 3, line 1 + 1, high priority
  });

  it('keeps the earlier piece and the earlier object in front', () => {
    const out = draw([obj([piece(0, 0, 1, 1, 7), piece(0, 0, 1, 1, 9)]), obj([piece(0, 0, 1, 1, 11)])]);
    expect(at(out, 101, 101)).toBe(7);
  });

  it('skips a level object outside BuildSprites\' bounds though a piece would reach the screen', () => {
    expect(draw([obj([piece(40, 0, 1, 1, 3)], { x: -20, actWid: 8 })]).some((v) => v !== 0)).toBe(false);
    expect(draw([obj([piece(40, 0, 1, 1, 3)], { x: -20, actWid: 24 })]).some((v) => v !== 0)).toBe(true);
  });

  it('stops at $50 sprites', () => {
    const out = new Uint8Array(W * H);
    const many = Array.from({ length: 90 }, (_, i) => obj([piece(0, 0, 1, 1, 3)], { x: 20 + (i % 30) * 9, y: 20 + Math.floor(i / 30) * 9 }));
    expect(drawObjectSprites(out, W, H, 0, 0, many, patterns)).toBe(MAX_SPRITES);
    expect(at(out, 21 + 9 * 29, 20 + 9 * 2)).toBe(0);
  });
});

describe('drawnSlots', () => {
  it('orders the drawn objects by obPriority, then slot, leaving out unflagged and empty slots', () => {
    const m = new Uint8Array(0x80 * 0x40);
    const put = (slot: number, id: number, render: number, pri: number): void => {
      m[slot * 0x40] = id;
      m[slot * 0x40 + 1] = render;
      m[slot * 0x40 + 0x18] = pri;
    };
    put(0, 1, 0x84, 2);
    put(3, 0x25, 0x84, 2);
    put(5, 0x40, 0x84, 1);
    put(6, 0x40, 0x04, 0);
    put(7, 0, 0x84, 0);
    expect(drawnSlots(m, 0)).toEqual([5, 0, 3]);
  });
});
