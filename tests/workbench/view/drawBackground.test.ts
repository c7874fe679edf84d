/**
 * The background plane in the level view (workbench/src/view/drawBackground.ts): drawn in the
 * game camera's screen rectangle, over the backdrop and under the foreground chunks, with the
 * renderer's pixels (render/s1BackgroundPlane.ts, checked against the real game in
 * tests/render/s1Background.realGame.test.ts) in the act's colours; rebuilt only when the scroll
 * changes; seeking to a frame gives the same picture as playing up to it (the scroll is derived
 * from the state alone).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readS1ZoneArt } from '../../../importers/art/s1ZoneArt.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { S1ActPicture, s1ActArt, type S1ActArt } from '../../../render/s1ActPicture.ts';
import { readS1BackgroundTables } from '../../../render/s1BackgroundTables.ts';
import { s1BackgroundScroll, s1StartCamera } from '../../../render/s1BackgroundCamera.ts';
import { S1BackgroundPlane } from '../../../render/s1BackgroundPlane.ts';
import { C_X, C_Y, W_LEVEL_FRAME } from '../../../engine/state/layout.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { BackgroundView, GAME_SCREEN_H, GAME_SCREEN_W } from '../../../workbench/src/view/drawBackground.ts';
import { drawPicture } from '../../../workbench/src/view/drawPicture.ts';
import { PictureTiles } from '../../../workbench/src/view/pictureTiles.ts';
import { levelArea } from '../../../workbench/src/view/levelArea.ts';
import { ViewPainter } from '../../../workbench/src/view/viewPainter.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

/** Node has no canvas: one that keeps the image data put into it and logs what is drawn on it, in order. */
class LogCanvas {
  image: Uint8ClampedArray | null = null;
  puts = 0;
  readonly log: { what: 'image' | 'fill'; img?: unknown; rect: number[] }[] = [];
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
        self.image = img.data.slice();
        self.puts++;
      },
      drawImage: (img: unknown, ...rect: number[]) => self.log.push({ what: 'image', img, rect }),
      fillRect: (...rect: number[]) => self.log.push({ what: 'fill', rect }),
    };
    return new Proxy(ctx, { get: (t, k) => (k in t ? t[k as string] : () => {}), set: (t, k, v) => ((t[k as string] = v), true) });
  }
}

describeWithDisasm("the act's background plane in the level view", (dir) => {
  beforeEach(() => vi.stubGlobal('OffscreenCanvas', LogCanvas));
  afterEach(() => vi.unstubAllGlobals());
  const d = s1Disassembly(1);
  const source = nodeDisasmSource(dir);
  const ghz1 = d.importAct('ghz1', { objects: false }).level;
  const tables = readS1BackgroundTables(d.program, 1)!;
  const art = { ...s1ActArt(readS1ZoneArt(d.program, source, 'ghz1'), 1), background: tables };
  const camera = { cx: 400.5, cy: 900.5, zoom: 2, width: 800, height: 600 };

  /** GHZ1's state with the camera at (x, y) on level frame `frame`. */
  function stateAt(x: number, y: number, frame: number): Int32Array {
    const s = createWorld(ghz1, { profile: 's1', character: 'sonic' }).state.slice();
    s[C_X] = x;
    s[C_Y] = y;
    s[W_LEVEL_FRAME] = frame;
    return s;
  }

  it("draws the renderer's background pixels, in the act's colours, over the game camera's 320x224 rectangle", () => {
    const picture = new S1ActPicture(art, ghz1.act!);
    const view = new BackgroundView(picture, ghz1.act!, ghz1, tables);
    const target = new LogCanvas(800, 600);
    const s = stateAt(0x300, 0x300, 250);
    expect(view.draw(target.getContext() as OffscreenCanvasRenderingContext2D, s, camera, null)).toBe(true);
    expect(target.log).toHaveLength(1);
    const [shot] = target.log;
    // World (0x300, 0x300) at zoom 2 around (400.5, 900.5): the rectangle 320x224 world pixels, doubled.
    expect(shot.rect).toEqual([Math.round((0x300 - 400.5) * 2 + 400), Math.round((0x300 - 900.5) * 2 + 300), GAME_SCREEN_W * 2, GAME_SCREEN_H * 2]);
    const image = (shot.img as LogCanvas).image!;
    const start = s1StartCamera(ghz1.start, ghz1.act!.size);
    const input = { zone: 0, act: 0, startX: start.x, startY: start.y };
    const plane = new S1BackgroundPlane(picture, ghz1.act!, 0, 0, tables, s1BackgroundScroll({ ...input, x: start.x, y: start.y, frame: 0 }, tables)!);
    const px = plane.screenB(s1BackgroundScroll({ ...input, x: 0x300, y: 0x300, frame: 250 }, tables)!);
    const rgba = new Uint32Array(image.buffer);
    let shown = 0;
    for (let i = 0; i < px.length; i++) {
      expect(rgba[i]).toBe(px[i] === 0 ? 0 : picture.colours[px[i] & 0x3f]);
      if (px[i] !== 0) shown++;
    }
    expect(shown).toBeGreaterThan(30_000);
  });

  it('is rebuilt only when the scroll changes, and a frame seeked to draws as the frame played to', () => {
    const picture = new S1ActPicture(art, ghz1.act!);
    const played = new BackgroundView(picture, ghz1.act!, ghz1, tables);
    const ctx = new LogCanvas(800, 600).getContext() as OffscreenCanvasRenderingContext2D;
    for (let f = 0; f <= 40; f++) played.draw(ctx, stateAt(0x100 + f * 6, 0x2f0, f), camera, null);
    played.draw(ctx, stateAt(0x100 + 40 * 6, 0x2f0, 40), { ...camera, cx: 10 }, null); // a pan
    expect(played.builds).toBe(41);
    const seeked = new BackgroundView(picture, ghz1.act!, ghz1, tables);
    seeked.draw(ctx, stateAt(0x100 + 40 * 6, 0x2f0, 40), camera, null);
    const image = (v: BackgroundView): Uint8ClampedArray => (v as unknown as { canvas: LogCanvas }).canvas.image!;
    expect(image(seeked)).toEqual(image(played));
    // The clouds move a pixel a frame: another frame counter, another picture.
    const later = new BackgroundView(picture, ghz1.act!, ghz1, tables);
    later.draw(ctx, stateAt(0x100 + 40 * 6, 0x2f0, 41), camera, null);
    expect(image(later)).not.toEqual(image(played));
  });

  it('goes between the backdrop and the foreground chunks, and the painter draws it with the act\'s art', () => {
    const tiles = new PictureTiles(art, ghz1.act!);
    const view = new BackgroundView(tiles.picture, ghz1.act!, ghz1, tables);
    const target = new LogCanvas(800, 600);
    const ctx = target.getContext() as OffscreenCanvasRenderingContext2D;
    const s = stateAt(0x200, 0x300, 10);
    drawPicture(ctx, tiles, levelArea(ghz1, null), camera, false, 0, null, (c) => view.draw(c, s, camera, null));
    const kinds = target.log.map((e) => (e.what === 'fill' ? 'backdrop' : (e.img as LogCanvas).width === GAME_SCREEN_W ? 'background' : 'chunk'));
    expect(kinds[0]).toBe('backdrop');
    expect(kinds[1]).toBe('background');
    expect(kinds.slice(2).every((k) => k === 'chunk')).toBe(true);
    expect(kinds.length).toBeGreaterThan(3);

    /** Backgrounds one painter draws for one frame with `a`. */
    const painted = (a: S1ActArt): number => {
      const canvas = new LogCanvas(1, 1);
      const p = new ViewPainter(canvas as unknown as OffscreenCanvas, () => {}, { schedule: () => 1, cancel: () => {} });
      p.resize(800, 600, 1);
      p.setLevel(ghz1);
      p.setArt(a);
      p.show({ frame: 0, state: s, partnerBase: 0, path: new Int32Array(0), objects: new Int32Array(0), input: 0 });
      p.stop();
      return canvas.log.filter((e) => e.what === 'image' && (e.img as LogCanvas).width === GAME_SCREEN_W).length;
    };
    expect(painted(art)).toBe(1);
    expect(painted({ ...art, background: null })).toBe(0); // no tables (REV00): no background
  });
});
