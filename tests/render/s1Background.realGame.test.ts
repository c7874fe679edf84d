/**
 * The whole screen — background plane, foreground plane and backdrop composed by the VDP's
 * priority (render/s1BackgroundPlane.ts, scrolled by render/s1BackgroundCamera.ts) — against the
 * emulator's own frame buffer while the acts scroll: each act booted from power-on in Genesis Plus
 * GX, Right held, video on, compared at the named frames pixel for pixel.
 *
 * Which scroll the screen shows: the frame buffer of a frame is drawn with the hscroll table and
 * vertical scroll the VBlank at its start copied (VBla_08's writeVRAM), which the previous
 * Level_MainLoop pass wrote: the camera, v_framecount and palette as RAM held them after the
 * frame before. So the renderer is given the game's camera of the frame before.
 *
 * Left out, each for a reason the test names:
 * - where a sprite is (the VDP's sprite list from VRAM $F800, as tests/render/s1ActPicture does):
 *   sprites are not composed;
 * - the colours are the act's palettes cycled (render/s1PaletteCycle.ts; v_pal_water's from the
 *   water line down, but for the 4 rows the H-interrupt is still writing CRAM on), except SBZ's,
 *   whose scripted cycles are not reproduced: there the game's own palette RAM of that frame;
 * - the patterns are VRAM's at that frame, since AnimateLevelGfx's animated art is not
 *   reproduced either; a second comparison with the checkout's art alone bounds what that leaves.
 * No tolerance on what remains: every other pixel must be equal.
 * The core's frame ends after a whole Level_MainLoop pass (its PaletteCycle, the last thing the
 * pass changes here, has run: s1PaletteCycle.realGame.test.ts), so RAM's v_framecount is the
 * frame the renderer is given, as the engine's W_LEVEL_FRAME after a frame.
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readS1ZoneArt } from '../../importers/art/s1ZoneArt.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import type { RealConsole } from '../../realgame/console/realConsole.ts';
import { S1ActPicture, s1ActArt } from '../../render/s1ActPicture.ts';
import { vdpRgb565 } from '../../render/vdpColour.ts';
import { readS1BackgroundTables } from '../../render/s1BackgroundTables.ts';
import { s1BackgroundScroll, s1StartCamera, type S1BackgroundScroll } from '../../render/s1BackgroundCamera.ts';
import { S1BackgroundPlane, composePlanes } from '../../render/s1BackgroundPlane.ts';
import { readS1CycleTables, s1CycledPalettes } from '../../render/s1PaletteCycle.ts';
import { BTN_RIGHT } from '../../engine/input.ts';
import { describeWithRealGame } from '../support/realGame.ts';
import { spriteMask } from '../support/vdpSpriteMask.ts';

/**
 * Rows from the water line on whose colours the H-interrupt is still writing CRAM: LZ1's first
 * frame here shows 5 dry pixels at the right end of the fourth (tests/render/s1ActPicture's
 * frames, with the camera still, show the switch over in three).
 */
const SWITCH_ROWS = 4;
const ID_LZ = 1;



/** VRAM's patterns, a pixel a byte (the high nibble first), as planeArt.ts takes them. */
function vramPatterns(vram: Uint8Array): Uint8Array {
  const out = new Uint8Array(vram.length * 2);
  for (let i = 0; i < vram.length; i++) {
    out[2 * i] = vram[i] >> 4;
    out[2 * i + 1] = vram[i] & 15;
  }
  return out;
}

interface Shot {
  readonly frame: number;
  /** With VRAM's patterns: equal and differing pixels, the first that differs. */
  readonly equal: number;
  readonly differ: number;
  readonly first: string | null;
  /** With the checkout's art alone (no animated patterns). */
  readonly differArt: number;
  /** With the background left out (the foreground over the backdrop). */
  readonly differNoBg: number;
  readonly compared: number;
}

/** The game's state a frame leaves that the next frame's picture shows. */
interface Seen {
  readonly scroll: S1BackgroundScroll;
  readonly dry: Uint16Array;
  readonly wet: Uint16Array;
  readonly waterLine: number;
}

describeWithRealGame("the whole screen, background included, against the emulator's", (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const disasm = openS1Disassembly(source, 1);

  function run(id: string, stops: readonly number[], change?: (s: S1BackgroundScroll) => S1BackgroundScroll): Shot[] {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const sym = readRamSymbols(game.program, source);
      const at = (name: string): number => sym.value(name)!;
      const tables = readS1BackgroundTables(game.program, 1)!;
      const cycles = readS1CycleTables(game.program);
      const zone = readS1ZoneArt(game.program, source, id);
      const level = disasm.importAct(id, { objects: false }).level;
      const act = level.act!;
      const art = s1ActArt(zone, 1);
      const start = s1StartCamera(level.start, act.size);
      const startScroll = s1BackgroundScroll({ zone: act.zone, act: act.act, startX: start.x, startY: start.y, x: start.x, y: start.y, frame: 0 }, tables)!;
      const plane = new S1BackgroundPlane(new S1ActPicture(art, act), act, act.zone, act.act, tables, startScroll);
      let frozen: number | null = null;
      const palette = (label: string, c: RealConsole): Uint16Array => Uint16Array.from({ length: 64 }, (_, i) => c.word(at(label) + 2 * i));
      const seen = (c: RealConsole): Seen => {
        const count = c.word(at('v_framecount'));
        if (c.byte(at('v_gamemode')) !== 0x0c) frozen = null;
        else if (c.byte(at('v_player') + 0x24) >= 6) frozen ??= count - 1; // Sonic has died: DeformLayers stops
        const camY = c.word(at('v_screenposy'));
        const scroll = s1BackgroundScroll({
          zone: act.zone, act: act.act, startX: start.x, startY: start.y,
          x: c.word(at('v_screenposx')), y: camY, frame: frozen ?? count, waterY: c.word(at('v_waterpos1')),
        }, tables)!;
        // The colours: the act's palettes cycled (s1PaletteCycle.ts); the game's RAM where that is not reproduced (SBZ).
        const cycled = s1CycledPalettes(act.zone, act.act, count, art.palette, art.waterPalette, cycles);
        return { scroll: change?.(scroll) ?? scroll, dry: cycled?.dry ?? palette('v_pal_dry', c), wet: cycled?.water ?? palette('v_pal_water', c), waterLine: act.zone === ID_LZ ? c.word(at('v_waterpos1')) - camY : Infinity };
      };
      const b = game.bootAct(id);
      const c = b.console;
      c.setVideo(true);
      const out: Shot[] = [];
      let before = seen(c);
      for (let k = 1; k <= Math.max(...stops); k++) {
        c.run(BTN_RIGHT);
        if (stops.includes(k)) {
          const shot = c.picture()!;
          const vram = c.videoRam();
          const mask = spriteMask(vram, shot.width, shot.height);
          const animated = new S1BackgroundPlane(new S1ActPicture({ ...art, patterns: vramPatterns(vram) }, act), act, act.zone, act.act, tables, startScroll);
          const mine = animated.screen(before.scroll, shot.width, shot.height);
          const artOnly = plane.screen(before.scroll, shot.width, shot.height);
          const noBg = composePlanes(animated.screenA(before.scroll, shot.width, shot.height), new Uint8Array(mine.length));
          let equal = 0;
          let differ = 0;
          let differArt = 0;
          let differNoBg = 0;
          let compared = 0;
          let first: string | null = null;
          for (let i = 0; i < mine.length; i++) {
            const line = Math.floor(i / shot.width);
            if (mask[i] !== 0 || (line >= before.waterLine && line < before.waterLine + SWITCH_ROWS)) continue;
            const colours = line >= before.waterLine ? before.wet : before.dry;
            compared++;
            if (shot.pixels[i] === vdpRgb565(colours[mine[i]])) equal++;
            else {
              differ++;
              first ??= `(${i % shot.width}, ${line}): screen $${shot.pixels[i].toString(16)}, picture index $${mine[i].toString(16)}`;
            }
            if (shot.pixels[i] !== vdpRgb565(colours[artOnly[i]])) differArt++;
            if (shot.pixels[i] !== vdpRgb565(colours[noBg[i]])) differNoBg++;
          }
          out.push({ frame: k, equal, differ, first, differArt, differNoBg, compared });
        }
        before = seen(c);
      }
      game.closeConsole(c);
      return out;
    } finally {
      game.close();
    }
  }

  it.each([
    ['ghz1', [1, 300, 600]], ['mz1', [300]], ['syz1', [300]], ['slz1', [300]], ['sbz1', [300]], ['lz1', [1, 300]],
  ] as const)('%s at frames %j: every pixel outside the sprites is the picture\'s, background included', (id, stops) => {
    for (const s of run(id, stops)) {
      expect(s.first, `frame ${s.frame}`).toBeNull();
      expect(s.differ).toBe(0);
      // Most of the 71,680 pixels are compared, and the background shows in a fair part of them.
      expect(s.compared).toBeGreaterThan(71680 / 2);
      expect(s.differNoBg).toBeGreaterThan(100);
      // The animated patterns alone are what the checkout's art lacks: GHZ's and MZ's, under 3%.
      expect(s.differArt).toBeLessThan(s.compared * 0.03);
    }
  }, 60_000);

  it('fails when GHZ\'s water lines are not deformed (the comparison can tell)', () => {
    const [flat] = run('ghz1', [300], (s) => ({ ...s, bgLine: s.bgLine.map((v, line) => (line >= 152 ? s.bgLine[151] : v)) }));
    expect(flat.differ).toBeGreaterThan(500);
  }, 60_000);
});
