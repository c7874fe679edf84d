/**
 * Sonic 1's objects' sprites on the screen, built as BuildSprites builds the sprite table and the
 * VDP draws it (indexed pixels, planeArt.ts's format: line * 16 + colour, $80 high priority, 0
 * transparent):
 * - the order: BuildSprites walks v_spritequeue's eight lists from priority 0 to 7, each in the
 *   order objects called DisplaySprite; every mapping piece becomes one sprite, and the VDP puts
 *   the earlier sprite over the later wherever both are opaque (sprite against sprite ignores
 *   the priority bit; that bit only decides against the planes, which the painter does);
 * - a piece: BuildSpr_Normal places it at obX - camera x, obY - camera y plus its offset; an
 *   object with obRender bit 0 (BuildSpr_FlipX) mirrors the offset (x → -x - width * 8) and
 *   toggles the piece's x flip, bit 1 (BuildSpr_FlipY) the same vertically; the piece's pattern
 *   word plus obGfx (`add.w a3,d0`: tile base, palette line, priority) names its first pattern,
 *   and the w x h patterns follow column by column (a flipped piece reads its columns, rows,
 *   from the other side);
 * - limits: BuildSprites stops at $50 sprites (v_spritecount); a sprite at screen x 0 would mask
 *   the line, so BuildSprites moves it to x 1 (`andi.w #$1FF,d0; bne.s; addq.w #1,d0`). The
 *   VDP's per-line limits (20 sprites, 320 pixels of sprites a line in H40) are NOT applied:
 *   GHZ1/MZ1/SYZ1 screens in play stay far under them.
 * Integers only, no I/O.
 */
import type { SpritePiece } from '../importers/art/s1SonicArt.ts';
import { PATTERN_PIXELS } from '../importers/art/patterns.ts';
import { HIGH_PRIORITY, PATTERN_FLIP_X, PATTERN_FLIP_Y, PATTERN_INDEX, PATTERN_PRIORITY } from './planeArt.ts';

/** BuildSprites' cap on the sprite table ($50 entries). */
export const MAX_SPRITES = 0x50;

/** One queued object as BuildSprites reads it. */
export interface QueuedSprite {
  /** The object's mapping frames (its obMap table) and obFrame. */
  readonly frames: readonly (readonly SpritePiece[])[];
  readonly frame: number;
  /** Position in the world (obX, obY), px; obRender; obGfx. */
  readonly x: number;
  readonly y: number;
  readonly render: number;
  readonly gfx: number;
  /** obActWid and obHeight, for BuildSprites' bounds check of level objects. */
  readonly actWid: number;
  readonly height: number;
}

/** A piece's pattern word as the mappings give it (spritePiece's tile, flips, palette, priority). */
export function pieceWord(p: SpritePiece): number {
  return (p.pri ? PATTERN_PRIORITY : 0) | (p.pal << 13) | (p.yflip ? PATTERN_FLIP_Y : 0) | (p.xflip ? PATTERN_FLIP_X : 0) | (p.tile & PATTERN_INDEX);
}

/**
 * Draws `queue` (in BuildSprites' order) into `out` (`width` x `height`, indexed, cleared by the
 * caller), the screen's top left at world (camX, camY), from VRAM `patterns`. Returns the number
 * of sprites written (at most MAX_SPRITES).
 */
export function drawObjectSprites(out: Uint8Array, width: number, height: number, camX: number, camY: number, queue: readonly QueuedSprite[], patterns: Uint8Array): number {
  let count = 0;
  for (const o of queue) {
    // Screen-position objects (obRender bits 2-3 = 0: the HUD, title cards) use their x and screen y as given.
    const level = (o.render & 0xc) !== 0;
    const sx = level ? o.x - camX : o.x - 0x80;
    const sy = level ? o.y - camY : o.y - 0x80;
    if (level && !inBounds(o, sx, sy)) continue;
    // obRender bit 5 (static mappings: obMap is one frame, not a table) is not read here.
    const pieces = (o.render & 0x20) !== 0 ? undefined : o.frames[o.frame];
    if (pieces === undefined) continue;
    const fx = (o.render & 1) !== 0;
    const fy = (o.render & 2) !== 0;
    for (const p of pieces) {
      if (count >= MAX_SPRITES) return count;
      count++;
      let word = (pieceWord(p) + o.gfx) & 0xffff;
      if (fx) word ^= PATTERN_FLIP_X;
      if (fy) word ^= PATTERN_FLIP_Y;
      const px = fx ? -p.x - p.width * 8 : p.x;
      const py = fy ? -p.y - p.height * 8 : p.y;
      // Sprite x in VDP coordinates is 9 bits; 0 becomes 1 (BuildSpr_Normal's masking guard).
      let vx = (sx + px + 0x80) & 0x1ff;
      if (vx === 0) vx = 1;
      const vy = (sy + py + 0x80) & 0x3ff;
      drawSprite(out, width, height, vx - 0x80, vy - 0x80, p.width, p.height, word, patterns);
    }
  }
  return count;
}

/**
 * BuildSprites' bounds for a level object at screen (sx, sy): x ± obActWid touches 0..319;
 * by y, with obRender bit 4, y ± obHeight touches 0..223, else y + $80 is in $60..$17F.
 */
function inBounds(o: QueuedSprite, sx: number, sy: number): boolean {
  if (sx + o.actWid < 0 || sx - o.actWid >= 320) return false;
  if ((o.render & 0x10) !== 0) return sy + o.height >= 0 && sy - o.height < 224;
  return sy + 0x80 >= 0x60 && sy + 0x80 < 0x180;
}

/** One w x h sprite at screen (x, y); only pixels still transparent in `out` are set (an earlier sprite is in front). */
function drawSprite(out: Uint8Array, width: number, height: number, x: number, y: number, w: number, h: number, word: number, patterns: Uint8Array): void {
  const line = ((word >> 13) & 3) << 4;
  const pri = (word & PATTERN_PRIORITY) !== 0 ? HIGH_PRIORITY : 0;
  const flipX = (word & PATTERN_FLIP_X) !== 0;
  const flipY = (word & PATTERN_FLIP_Y) !== 0;
  const first = word & PATTERN_INDEX;
  for (let cx = 0; cx < w; cx++) {
    for (let cy = 0; cy < h; cy++) {
      const sxp = flipX ? w - 1 - cx : cx;
      const syp = flipY ? h - 1 - cy : cy;
      const base = ((first + sxp * h + syp) & PATTERN_INDEX) * PATTERN_PIXELS;
      if (base + PATTERN_PIXELS > patterns.length) continue;
      for (let r = 0; r < 8; r++) {
        const oy = y + cy * 8 + r;
        if (oy < 0 || oy >= height) continue;
        const src = base + ((flipY ? 7 - r : r) << 3);
        for (let c = 0; c < 8; c++) {
          const ox = x + cx * 8 + c;
          if (ox < 0 || ox >= width) continue;
          const v = patterns[src + (flipX ? 7 - c : c)];
          if (v !== 0 && out[oy * width + ox] === 0) out[oy * width + ox] = pri | line | v;
        }
      }
    }
  }
}

/** v_objspace: $80 object slots of $40 bytes. */
export const OBJECT_SLOTS = 0x80;
export const OBJECT_SLOT_BYTES = 0x40;

/**
 * The objects BuildSprites drew last frame, in its order, from object RAM `m` (the game's bytes
 * from v_objspace on, `base` its offset in `m`): v_spritequeue itself cannot be read back (the
 * loop counts each list down to 0), so the order is rebuilt as DisplaySprite made it: lists by
 * obPriority 0..7, each in slot order (ExecuteObjects runs the slots in order and each object
 * queues itself as it runs), and only objects with obRender bit 7 (BuildSprites sets it on the
 * ones it drew). An object that stopped calling DisplaySprite while on screen keeps its bit and
 * would be drawn here; no object in the tested screens does.
 */
export function drawnSlots(m: Uint8Array, base: number): number[] {
  const lists: number[][] = [[], [], [], [], [], [], [], []];
  for (let slot = 0; slot < OBJECT_SLOTS; slot++) {
    const a = base + slot * OBJECT_SLOT_BYTES;
    if (m[a] === 0 || (m[a + 1] & 0x80) === 0) continue;
    lists[m[a + 0x18] & 7].push(slot);
  }
  return lists.flat();
}

/** What an object id is drawn with when its RAM lacks obMap/obGfx (the engine keeps neither): its mappings and obGfx. */
export interface ObjectSpriteEntry {
  readonly frames: readonly (readonly SpritePiece[])[];
  readonly gfx: number;
}

/** The objects' sprite art the view needs: VRAM's patterns and the table by object id (plain data: it crosses to the painter). */
export interface S1ObjectSpriteArt {
  readonly vram: Uint8Array;
  readonly byId: ReadonlyMap<number, ObjectSpriteEntry>;
}

/**
 * The queue BuildSprites would draw from object RAM `m` (slots from `base`), each object drawn
 * with its id's entry (ids without one are left out). obFrame, obRender, obX, obY, obActWid and
 * obHeight are the RAM's.
 */
export function queueFromRam(m: Uint8Array, base: number, byId: ReadonlyMap<number, ObjectSpriteEntry>): QueuedSprite[] {
  const queue: QueuedSprite[] = [];
  for (const slot of drawnSlots(m, base)) {
    const a = base + slot * OBJECT_SLOT_BYTES;
    const t = byId.get(m[a]);
    if (t === undefined) continue;
    const w = (o: number): number => (m[a + o] << 8) | m[a + o + 1];
    queue.push({ frames: t.frames, frame: m[a + 0x1a], x: w(8), y: w(0xc), render: m[a + 1], gfx: t.gfx, actWid: m[a + 0x19], height: m[a + 0x16] });
  }
  return queue;
}
