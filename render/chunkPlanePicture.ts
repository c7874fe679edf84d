/**
 * What a game's act picture shares whatever its chunk size (Sonic 1's 256x256, Sonic 2's
 * 128x128: s1ActPicture.ts, s2ActPicture.ts): the palettes as RGBA, the backdrop, a chunk's RGBA
 * pixels built once from its indexed ones, and the foreground over a window of world pixels.
 * A game gives which chunk a layout cell shows (or -1: blank) and a chunk's indexed pixels.
 */
import { indexedToRgba } from './planeArt.ts';
import { paletteRgba } from './vdpColour.ts';

export abstract class ChunkPlanePicture {
  /** The palette as RGBA pixels, and the underwater one (null without water). */
  readonly colours: Uint32Array;
  readonly waterColours: Uint32Array | null;
  /** The backdrop colour (RGBA pixel, and 0xRRGGBB for a canvas fill). */
  readonly backdrop: number;
  private readonly rgba = new Map<string, Uint32Array>();

  /** `chunkPx`: a chunk's side in pixels (a power of two); `backdropIndex`: the palette entry the VDP's backdrop register names. */
  constructor(
    protected readonly chunkPx: number,
    palette: Uint16Array,
    waterPalette: Uint16Array | null,
    backdropIndex: number,
  ) {
    this.colours = paletteRgba(palette);
    this.waterColours = waterPalette === null ? null : paletteRgba(waterPalette);
    this.backdrop = this.colours[backdropIndex];
  }

  /** The chunk the foreground cell (col, row) shows, or -1 for a blank cell. */
  abstract chunkAt(col: number, row: number): number;

  /** A chunk's indexed pixels (planeArt.ts), chunkPx x chunkPx. */
  abstract chunkIndexed(chunk: number): Uint8Array;

  /**
   * A chunk's RGBA pixels (transparent where the plane is), built the first time; `wet`: in the
   * underwater palette (the dry one in an act without water).
   */
  chunkRgba(chunk: number, wet = false): Uint32Array {
    const key = `${chunk}${wet ? 'w' : ''}`;
    let px = this.rgba.get(key);
    if (px === undefined) {
      px = new Uint32Array(this.chunkPx * this.chunkPx);
      indexedToRgba(this.chunkIndexed(chunk), this.coloursFor(wet), px);
      this.rgba.set(key, px);
    }
    return px;
  }

  /** The colours above (dry) or below (wet) the water. */
  coloursFor(wet: boolean): Uint32Array {
    return wet && this.waterColours !== null ? this.waterColours : this.colours;
  }

  /**
   * The foreground plane's indexed pixels over a `width` x `height` window whose top left is
   * world pixel (x, y) (the game's screen at camera x, y); a blank cell is blank.
   */
  window(x: number, y: number, width: number, height: number): Uint8Array {
    const size = this.chunkPx;
    const mask = size - 1;
    const out = new Uint8Array(width * height);
    for (let j = 0; j < height; j++) {
      const wy = y + j;
      const row = Math.floor(wy / size);
      for (let i = 0; i < width; i++) {
        const wx = x + i;
        const chunk = this.chunkAt(Math.floor(wx / size), row);
        if (chunk < 0) continue;
        out[j * width + i] = this.chunkIndexed(chunk)[(wy & mask) * size + (wx & mask)];
      }
    }
    return out;
  }
}
