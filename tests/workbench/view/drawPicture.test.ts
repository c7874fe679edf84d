import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readS1ZoneArt } from '../../../importers/art/s1ZoneArt.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { s1ActArt } from '../../../render/s1ActPicture.ts';
import { P_X, P_Y } from '../../../engine/state/layout.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { DIM_VEIL, drawPicture } from '../../../workbench/src/view/drawPicture.ts';
import { PictureTiles } from '../../../workbench/src/view/pictureTiles.ts';
import { levelArea } from '../../../workbench/src/view/levelArea.ts';
import { ViewPainter } from '../../../workbench/src/view/viewPainter.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

/** Node has no canvas: one that keeps the image data put into it and logs what is drawn on it. */
class LogCanvas {
  image: { data: Uint8ClampedArray } | null = null;
  readonly drawn: { img: unknown; x: number; y: number; w: number; h: number }[] = [];
  readonly fills: { style: string; rect: number[] }[] = [];
  constructor(
    public width = 256,
    public height = 256,
  ) {}
  getContext(): unknown {
    const self = this;
    const ctx: Record<string, unknown> = {
      fillStyle: '',
      createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
      putImageData: (img: { data: Uint8ClampedArray }) => {
        self.image = { data: img.data.slice() };
      },
      drawImage: (img: unknown, x: number, y: number, w: number, h: number) => self.drawn.push({ img, x, y, w, h }),
      fillRect: (...rect: number[]) => self.fills.push({ style: String(ctx.fillStyle), rect }),
    };
    return new Proxy(ctx, { get: (t, k) => (k in t ? t[k as string] : () => {}), set: (t, k, v) => ((t[k as string] = v), true) });
  }
}

describeWithDisasm("the act's picture in the level view", (dir) => {
  beforeEach(() => vi.stubGlobal('OffscreenCanvas', LogCanvas));
  afterEach(() => vi.unstubAllGlobals());
  const d = s1Disassembly(1);
  const source = nodeDisasmSource(dir);
  const ghz1 = d.importAct('ghz1', { objects: false }).level;
  const lz1 = d.importAct('lz1', { objects: false }).level;
  const art = s1ActArt(readS1ZoneArt(d.program, source, 'ghz1'), 1);
  const lzArt = s1ActArt(readS1ZoneArt(d.program, source, 'lz1'), 1);
  const camera = { cx: 400.5, cy: 900.5, zoom: 2, width: 800, height: 600 };

  it('draws one chunk image per cell in view, edge to edge in whole pixels, each chunk made once', () => {
    const tiles = new PictureTiles(art, ghz1.act!);
    const c = new LogCanvas(800, 600);
    const n = drawPicture(c.getContext() as OffscreenCanvasRenderingContext2D, tiles, levelArea(ghz1, null), camera, false);
    expect(n).toBe(c.drawn.length);
    expect(n).toBeGreaterThanOrEqual(3);
    for (const a of c.drawn) {
      expect([a.w, a.h]).toEqual([512, 512]);
      expect(Number.isInteger(a.x) && Number.isInteger(a.y)).toBe(true);
    }
    // Neighbours meet without a gap or an overlap.
    const xs = [...new Set(c.drawn.map((a) => a.x))].sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBe(512);
    const made = tiles.made;
    drawPicture(c.getContext() as OffscreenCanvasRenderingContext2D, tiles, levelArea(ghz1, null), camera, false);
    expect(tiles.made).toBe(made);
    // The backdrop first, the act's palette line 2 colour 0.
    expect(c.fills[0].style).toBe(tiles.backdropCss);
  });

  it("a chunk image holds the renderer's pixels", () => {
    const tiles = new PictureTiles(art, ghz1.act!);
    const chunk = tiles.picture.chunkAt(1, 3);
    const img = tiles.image(chunk) as unknown as LogCanvas;
    expect(new Uint32Array(img.image!.data.buffer)).toEqual(tiles.picture.chunkRgba(chunk));
  });

  it('Labyrinth below its surface is drawn from the underwater images, above it from the dry ones; dimmed, a veil goes over it', () => {
    const tiles = new PictureTiles(lzArt, lz1.act!);
    expect(tiles.hasWater).toBe(true);
    const c = new LogCanvas(800, 600);
    drawPicture(c.getContext() as OffscreenCanvasRenderingContext2D, tiles, levelArea(lz1, null), { ...camera, cx: 200.5, cy: 200.5 }, true, 0, 184);
    const chunk = tiles.picture.chunkAt(0, 0);
    const dry = tiles.image(chunk, false);
    const wet = tiles.image(chunk, true);
    expect(dry).not.toBe(wet);
    expect(c.drawn.some((a) => a.img === dry) && c.drawn.some((a) => a.img === wet)).toBe(true);
    expect(c.fills.at(-1)!.style).toBe(DIM_VEIL);
  });

  it('makes the act\'s chunks ahead in slices until none are left', () => {
    const tiles = new PictureTiles(art, ghz1.act!);
    while (tiles.warm(2));
    expect(tiles.made).toBe(36); // GHZ1's layout shows 36 different chunks
    expect(tiles.warm(2)).toBe(false);
  });

  it('the painter draws the picture with art of the loaded act only, and not when it is switched off', () => {
    const canvas = new LogCanvas(1, 1);
    const p = new ViewPainter(canvas as unknown as OffscreenCanvas, () => {}, { schedule: () => 1, cancel: () => {} });
    p.resize(800, 600, 1);
    p.setLevel(ghz1);
    const w = createWorld(ghz1, { profile: 's1', character: 'sonic' });
    const frame = { frame: 0, state: w.state.slice(), partnerBase: 0, path: new Int32Array(0), objects: new Int32Array(0), input: 0 };
    const chunkImages = (): number => canvas.drawn.filter((a) => a.img instanceof LogCanvas && (a.img as LogCanvas).width === 256).length;
    p.setArt(lzArt); // another act's art: not drawn
    expect(p.hasPicture).toBe(false);
    p.setArt(art);
    expect(p.hasPicture).toBe(true);
    p.show(frame);
    expect(chunkImages()).toBeGreaterThan(0);
    canvas.drawn.length = 0;
    p.setOptions({ follow: true, solid: false, touch: false, picture: false });
    p.show({ ...frame, frame: 1 });
    expect(chunkImages()).toBe(0);
    expect(w.state[P_X] > 0 && w.state[P_Y] > 0).toBe(true);
    p.setLevel(lz1);
    expect(p.hasPicture).toBe(false);
    p.stop();
  });
});
