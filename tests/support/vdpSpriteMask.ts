/**
 * Where the VDP draws sprites on a frame: the sprite attribute table at VRAM $F800 (Sonic 1's
 * VDP setup) followed by its link bytes, each sprite's box (up to 4x4 cells) marked. The tests
 * that compare a picture without some sprites with the emulator's frame buffer leave these
 * pixels out, or judge them apart.
 */
const SPRITE_TABLE = 0xf800;
const SPRITES = 80;

/** 1 where a sprite's box covers the `width` x `height` screen, else 0. */
export function spriteMask(vram: Uint8Array, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  let link = 0;
  for (let n = 0; n < SPRITES; n++) {
    const a = SPRITE_TABLE + link * 8;
    const y = (((vram[a] << 8) | vram[a + 1]) & 0x3ff) - 128;
    const size = vram[a + 2];
    const x = (((vram[a + 6] << 8) | vram[a + 7]) & 0x1ff) - 128;
    const w = (((size >> 2) & 3) + 1) * 8;
    const h = ((size & 3) + 1) * 8;
    for (let j = Math.max(0, y); j < Math.min(height, y + h); j++) mask.fill(1, j * width + Math.max(0, x), j * width + Math.max(0, Math.min(width, x + w)));
    link = vram[a + 3] & 0x7f;
    if (link === 0) break;
  }
  return mask;
}
