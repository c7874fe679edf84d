/**
 * The act's picture as canvas images, one per 256x256 chunk: each chunk's pixels are built once
 * by the renderer (render/s1ActPicture.ts) and put into a canvas of its own the first time the
 * chunk is on screen; from then on a paint only scales those images (drawPicture.ts), so a
 * paint costs a drawImage per chunk cell in view whatever the act. An act has at most $52
 * chunks (256 KiB each as a canvas), so all of them may stay. Making one takes about a
 * millisecond, so the painter makes the act's chunks ahead, a few milliseconds at a time between
 * paints (`warm`), and playback does not wait for one when it scrolls into view.
 *
 * Palette cycling (`setColours`, cycledColours.ts): a chunk that uses none of the entries the
 * cycle has changed keeps its first image; one that does (GHZ's waterfalls) gets an image per
 * palette state, kept for the few states a zone's cycle goes through.
 */
import type { RealAct } from '../../../engine/level/realAct.ts';
import { CHUNK_PX, LAYOUT_FG_COLUMNS, LAYOUT_ROWS, S1ActPicture, type S1ActArt } from '../../../render/s1ActPicture.ts';
import { HIGH_PRIORITY, indexedToRgba } from '../../../render/planeArt.ts';
import { sonicSprite } from '../../../render/s1SonicSprite.ts';
import type { ColourState } from './cycledColours.ts';

/** Sonic's sprite as a canvas, and where its top left sits from his centre. */
export interface SpriteCanvas {
  readonly img: ChunkImage;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Keys of the underwater images: past every chunk number a layout byte can name. */
const WET = 0x100;
/** How many cycled chunk images are kept (GHZ's cycle has 4 states, LZ's 12: a screen's worth each). */
const MAX_CYCLED_IMAGES = 96;

export type ChunkImage = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(width = CHUNK_PX, height = CHUNK_PX): ChunkImage | null {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  if (typeof document !== 'undefined') {
    const c = document.createElement('canvas');
    c.width = width;
    c.height = height;
    return c;
  }
  return null;
}

export class PictureTiles {
  readonly picture: S1ActPicture;
  /** The backdrop as a CSS colour (what shows where the foreground is transparent). */
  readonly backdropCss: string;
  /** Chunk images by chunk, the underwater ones at chunk + WET. */
  private readonly images = new Map<number, ChunkImage | null>();
  /** What is not made yet, last first (`warm` works through it): the layout's chunks, their high-priority images, Sonic's frames. */
  private readonly cold: (() => void)[] = [];
  /** Sonic's frames (by frame, facing, wet) and the chunks' high-priority pixels (by chunk, wet). */
  private readonly sprites = new Map<string, SpriteCanvas | null>();
  private readonly fronts = new Map<string, ChunkImage | null>();
  /** One RGBA buffer reused for every chunk: only the canvases are kept. */
  private scratch: ImageData | null = null;
  /** The colours now (palette cycling); the first images are the faded-in palette's. */
  private colours: ColourState | null = null;
  /** Chunk and front images in a cycled palette, by `kind|chunk|wet|state key` (insertion order: oldest first). */
  private readonly cycled = new Map<string, ChunkImage | null>();
  /** Per chunk, 1 at each palette entry its pixels use. */
  private readonly uses = new Map<number, Uint8Array>();

  constructor(art: S1ActArt, act: RealAct) {
    this.picture = new S1ActPicture(art, act);
    const b = this.picture.backdrop;
    this.backdropCss = `rgb(${b & 0xff}, ${(b >> 8) & 0xff}, ${(b >> 16) & 0xff})`;
    const seen = new Set<number>();
    for (let row = 0; row < LAYOUT_ROWS; row++) {
      for (let col = 0; col < LAYOUT_FG_COLUMNS; col++) {
        const c = this.picture.chunkAt(col, row);
        if (c >= 0) seen.add(c);
      }
    }
    const frames = art.sonic?.frames.length ?? 0;
    for (let f = frames - 1; f >= 0; f--) this.cold.push(() => this.sonic(f, true), () => this.sonic(f, false));
    for (const c of seen) this.cold.push(() => this.front(c));
    for (const c of [...seen].reverse()) this.cold.push(() => this.image(c));
  }

  /** Makes chunk images not made yet for about `budgetMs`; whether some are left. */
  warm(budgetMs: number): boolean {
    const until = performance.now() + budgetMs;
    while (this.cold.length > 0 && performance.now() < until) this.cold.pop()!();
    return this.cold.length > 0;
  }

  /** Whether `art` is this act's: the same act, read for the same revision. */
  static fits(art: S1ActArt, act: RealAct): boolean {
    return art.act === act.id && art.revision === act.revision;
  }

  /** Whether the act has an underwater palette (Labyrinth, SBZ3). */
  get hasWater(): boolean {
    return this.picture.waterColours !== null;
  }

  /** The colours the next images are drawn in (cycledColours.ts); the faded-in ones until set. */
  setColours(colours: ColourState): void {
    this.colours = colours.key === '' ? null : colours;
  }

  /** The palette as RGBA now (`wet`: the underwater one where the act has it). */
  coloursFor(wet: boolean): Uint32Array {
    const c = this.colours;
    if (c === null) return this.picture.coloursFor(wet);
    return wet && c.wet !== null ? c.wet : c.dry;
  }

  /** Whether `chunk` shows an entry the palette cycle has changed now. */
  private cycles(chunk: number): boolean {
    const c = this.colours;
    if (c === null) return false;
    let used = this.uses.get(chunk);
    if (used === undefined) {
      used = new Uint8Array(64);
      for (const v of this.picture.chunkIndexed(chunk)) used[v & 0x3f] = 1;
      used[0] = 0;
      this.uses.set(chunk, used);
    }
    for (let i = 1; i < 64; i++) if (used[i] !== 0 && c.changed[i] !== 0) return true;
    return false;
  }

  /** A cycled image made by `make` (kept, the oldest dropped past MAX_CYCLED_IMAGES). */
  private cycledImage(kind: string, chunk: number, wet: boolean, make: () => ChunkImage | null): ChunkImage | null {
    const key = `${kind}|${chunk}|${wet && this.hasWater ? 1 : 0}|${this.colours!.key}`;
    let img = this.cycled.get(key);
    if (img === undefined) {
      img = make();
      this.cycled.set(key, img);
      if (this.cycled.size > MAX_CYCLED_IMAGES) this.cycled.delete(this.cycled.keys().next().value!);
    }
    return img;
  }

  /** The chunk's image (`wet`: in the underwater colours), made the first time (null where no canvas can be made). */
  image(chunk: number, wet = false): ChunkImage | null {
    if (this.cycles(chunk)) return this.cycledImage('image', chunk, wet, () => this.makeImage(chunk, wet, this.coloursFor(wet)));
    const key = wet && this.hasWater ? chunk + WET : chunk;
    let img = this.images.get(key);
    if (img === undefined) {
      img = this.makeImage(chunk, wet, this.picture.coloursFor(wet));
      this.images.set(key, img);
    }
    return img;
  }

  private makeImage(chunk: number, wet: boolean, colours: Uint32Array): ChunkImage | null {
    const img = makeCanvas();
    const ctx = img?.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;
    if (img === null || ctx == null) return null;
    const data = (this.scratch ??= ctx.createImageData(CHUNK_PX, CHUNK_PX));
    indexedToRgba(this.picture.chunkIndexed(chunk), colours, new Uint32Array(data.data.buffer, data.data.byteOffset, CHUNK_PX * CHUNK_PX));
    ctx.putImageData(data, 0, 0);
    return img;
  }

  /** Sonic's mapping frame `frame` (facing left: `flipX`) as a canvas, made the first time; null without his art or for an empty frame. */
  sonic(frame: number, flipX: boolean, wet = false): SpriteCanvas | null {
    const art = this.picture.art.sonic;
    if (art === null) return null;
    const key = `${frame},${flipX ? 1 : 0},${wet && this.hasWater ? 1 : 0}`;
    let got = this.sprites.get(key);
    if (got === undefined) {
      got = null;
      const s = sonicSprite(art, frame, flipX);
      const img = s === null ? null : makeCanvas(s.width, s.height);
      const ctx = img?.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;
      if (s !== null && img != null && ctx != null) {
        const data = ctx.createImageData(s.width, s.height);
        indexedToRgba(s.pixels, this.picture.coloursFor(wet), new Uint32Array(data.data.buffer, data.data.byteOffset, s.width * s.height));
        ctx.putImageData(data, 0, 0);
        got = { img, left: s.left, top: s.top, width: s.width, height: s.height };
      }
      this.sprites.set(key, got);
    }
    return got;
  }

  /** The chunk's high-priority pixels alone (what the VDP draws over low-priority sprites), or null where it has none. */
  front(chunk: number, wet = false): ChunkImage | null {
    if (this.cycles(chunk)) return this.cycledImage('front', chunk, wet, () => this.makeFront(chunk, this.coloursFor(wet)));
    const key = `${chunk},${wet && this.hasWater ? 1 : 0}`;
    let img = this.fronts.get(key);
    if (img === undefined) {
      img = this.makeFront(chunk, this.picture.coloursFor(wet));
      this.fronts.set(key, img);
    }
    return img;
  }

  private makeFront(chunk: number, colours: Uint32Array): ChunkImage | null {
    const px = this.picture.chunkIndexed(chunk);
    if (!px.some((v) => (v & HIGH_PRIORITY) !== 0)) return null;
    const img = makeCanvas();
    const ctx = img?.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null | undefined;
    if (img === null || ctx == null) return null;
    const data = (this.scratch ??= ctx.createImageData(CHUNK_PX, CHUNK_PX));
    const out = new Uint32Array(data.data.buffer, data.data.byteOffset, CHUNK_PX * CHUNK_PX);
    for (let i = 0; i < px.length; i++) out[i] = (px[i] & HIGH_PRIORITY) !== 0 ? colours[px[i] & 0x3f] : 0;
    ctx.putImageData(data, 0, 0);
    return img;
  }

  /** Chunk images made so far. */
  get made(): number {
    return this.images.size;
  }
}
