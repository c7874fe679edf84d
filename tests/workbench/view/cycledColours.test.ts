/**
 * Palette cycling in the level view (workbench/src/view/cycledColours.ts, pictureTiles.ts): the
 * colours at a level frame are render/s1PaletteCycle.ts's (checked against the game's palette RAM
 * in tests/render/s1PaletteCycle.realGame.test.ts), one state shared until PalCycle_GHZ's timer
 * runs out; a chunk that shows a cycled entry gets an image in the cycled colours, the others
 * keep their first image.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { readS1ZoneArt } from '../../../importers/art/s1ZoneArt.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { s1ActArt } from '../../../render/s1ActPicture.ts';
import { readS1CycleTables, s1CycledPalettes } from '../../../render/s1PaletteCycle.ts';
import { paletteRgba } from '../../../render/vdpColour.ts';
import { CycledColours } from '../../../workbench/src/view/cycledColours.ts';
import { PictureTiles } from '../../../workbench/src/view/pictureTiles.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

/** Node has no canvas: one that keeps the last image data put into it. */
class KeptCanvas {
  image: Uint32Array | null = null;
  constructor(
    public width = 256,
    public height = 256,
  ) {}
  getContext(): unknown {
    return {
      createImageData: (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
      putImageData: (img: { data: Uint8ClampedArray }) => (this.image = new Uint32Array(img.data.slice().buffer)),
    };
  }
}

describeWithDisasm('palette cycling in the level view', (dir) => {
  beforeEach(() => vi.stubGlobal('OffscreenCanvas', KeptCanvas));
  afterEach(() => vi.unstubAllGlobals());
  const d = s1Disassembly(1);
  const ghz1 = d.importAct('ghz1', { objects: false }).level;
  const zone = readS1ZoneArt(d.program, nodeDisasmSource(dir), 'ghz1');
  const cycles = readS1CycleTables(d.program);
  const art = { ...s1ActArt(zone, 1), cycles };

  it("gives the renderer's cycled colours, one state for each run of PalCycle_GHZ's timer, the faded-in ones before the first pass", () => {
    const tiles = new PictureTiles(art, ghz1.act!);
    const c = new CycledColours(tiles.picture, ghz1.act!.zone, ghz1.act!.act, cycles);
    expect(c.at(0)).toBe(c.base);
    // The timer's first run (passes 1..6) puts the cycle's first colours, GHZ's palette file's own: the faded-in state.
    expect(c.at(1)).toBe(c.base);
    const first = c.at(7);
    const want = s1CycledPalettes(0, 0, 7, art.palette, null, cycles)!;
    expect(Array.from(first.dry)).toEqual(Array.from(paletteRgba(want.dry)));
    // PalCycle_GHZ writes 4 colours at v_pal_dry+$50: entries $28..$2B, the ones that differ from the faded-in palette.
    const changed = [...first.changed.keys()].filter((i) => first.changed[i] === 1);
    expect(changed.every((i) => i >= 0x28 && i < 0x2c) && changed.length > 0).toBe(true);
    // The timer ($5) runs out every 6 passes: frames 7..12 share the state, 13 is the next.
    for (let f = 8; f <= 12; f++) expect(c.at(f)).toBe(first);
    expect(c.at(13).key).not.toBe(first.key);
    // Without the tables, the faded-in colours at every frame.
    const none = new CycledColours(tiles.picture, 0, 0, null);
    expect(none.at(7)).toBe(none.base);
    expect(none.base.dry).toBe(tiles.picture.colours);
  });

  it('colours a chunk that shows a cycled entry in the cycled palette and keeps the others\' first images', () => {
    const tiles = new PictureTiles(art, ghz1.act!);
    const c = new CycledColours(tiles.picture, ghz1.act!.zone, ghz1.act!.act, cycles);
    const chunks = [...new Set(Array.from({ length: 0x40 * 8 }, (_, i) => tiles.picture.chunkAt(i % 0x40, Math.floor(i / 0x40))).filter((k) => k >= 0))];
    const showsCycled = (k: number): boolean => tiles.picture.chunkIndexed(k).some((v) => (v & 0x3f) >= 0x28 && (v & 0x3f) < 0x2c);
    const water = chunks.find(showsCycled);
    const plain = chunks.find((k) => !showsCycled(k));
    expect(water !== undefined && plain !== undefined).toBe(true);
    const waterBefore = tiles.image(water!);
    const plainBefore = tiles.image(plain!);
    const state = c.at(7);
    tiles.setColours(state);
    expect(tiles.image(plain!)).toBe(plainBefore);
    const waterNow = tiles.image(water!) as unknown as KeptCanvas;
    expect(waterNow).not.toBe(waterBefore);
    const px = tiles.picture.chunkIndexed(water!);
    const i = px.findIndex((v) => (v & 0x3f) >= 0x28 && (v & 0x3f) < 0x2c);
    expect(waterNow.image![i]).toBe(state.dry[px[i] & 0x3f]);
    expect(tiles.image(water!)).toBe(waterNow);
    // Back to the faded-in palette: the first image again.
    tiles.setColours(c.base);
    expect(tiles.image(water!)).toBe(waterBefore);
  });
});
