/**
 * The background camera (render/s1BackgroundCamera.ts) against the real game's RAM, every frame
 * of a 600-frame movie in each zone: the act booted from power-on in Genesis Plus GX, Right held
 * with a jump every 40 frames (so the camera moves both ways vertically); after each frame the
 * game's own camera (v_screenposx/y), v_framecount and v_waterpos1 go in, and out must come
 * v_bgscreenposx/y, v_bg2screenposx/y, v_bg3screenposx/y (whole 16.16 longs), v_bgscrposy_vdp and
 * all 224 lines of v_hscrolltablebuffer (and v_lz_deform in Labyrinth), equal. GHZ's clouds
 * (v_bgscroll_buffer) and LZ's wobble count frames, which checks the frame counter's use too.
 * Where Sonic dies, DeformLayers stops (Level_SkipScroll) while v_framecount goes on: the input
 * frame stays at the last one it ran for; the frames GM_Level spends reloading the act are skipped.
 * The core's frame ends after a whole Level_MainLoop pass (its PaletteCycle, the last thing the
 * pass changes here, has run: s1PaletteCycle.realGame.test.ts), so RAM's v_framecount is the
 * frame the renderer is given, as the engine's W_LEVEL_FRAME after a frame.
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { ramLong } from '../../realgame/console/realConsole.ts';
import { readS1BackgroundTables } from '../../render/s1BackgroundTables.ts';
import { s1BackgroundScroll, s1StartCamera, SCREEN_LINES, type S1BackgroundScroll } from '../../render/s1BackgroundCamera.ts';
import { BTN_C, BTN_RIGHT } from '../../engine/input.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const FRAMES = 600;


/** Right held, C pressed for 4 frames every 40. */
function pad(frame: number): number {
  return BTN_RIGHT | (frame % 40 < 4 ? BTN_C : 0);
}

describeWithRealGame("the background camera against the real game's RAM", (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const disasm = openS1Disassembly(source, 1);

  /** Plays the movie on `id`; returns the first frame and field that differ (null: none), and the frames compared. */
  function run(id: string, change?: (s: S1BackgroundScroll) => S1BackgroundScroll): { first: string | null; frames: number; underwater: number } {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const sym = readRamSymbols(game.program, source);
      const at = (name: string): number => {
        const v = sym.value(name);
        if (v === undefined) throw new Error(`no ${name} in the checkout`);
        return v;
      };
      const tables = readS1BackgroundTables(game.program, 1)!;
      const level = disasm.importAct(id, { objects: false }).level;
      const act = level.act!;
      const start = s1StartCamera(level.start, act.size);
      const b = game.bootAct(id);
      const c = b.console;
      let frames = 0;
      let underwater = 0;
      let frozen: number | null = null;
      for (let k = 0; k < FRAMES; k++) {
        c.run(pad(k));
        const count = c.word(at('v_framecount'));
        // obRoutine 6 on: Sonic has died and DeformLayers stops (Level_SkipScroll); the level
        // restarting sets v_framecount back to 0.
        // Outside Level_MainLoop (v_gamemode $8C while GM_Level reloads the act) there is nothing to compare.
        if (c.byte(at('v_gamemode')) !== 0x0c) {
          frozen = null;
          continue;
        }
        if (c.byte(at('v_player') + 0x24) >= 6) frozen ??= count - 1;
        const frame = frozen ?? count;
        const got = s1BackgroundScroll({
          zone: act.zone, act: act.act, startX: start.x, startY: start.y,
          x: c.word(at('v_screenposx')), y: c.word(at('v_screenposy')),
          frame, waterY: c.word(at('v_waterpos1')),
        }, tables);
        if (got === null) return { first: 'not reproduced', frames, underwater };
        const water = c.word(at('v_waterpos1')) - c.word(at('v_screenposy'));
        if (act.zone === 1) underwater += Math.max(0, Math.min(SCREEN_LINES, SCREEN_LINES - water));
        const mine = change?.(got) ?? got;
        const fields: [string, number, number][] = [
          ['v_bgscreenposx', mine.bgX, ramLong(c, at('v_bgscreenposx'))],
          ['v_bgscreenposy', mine.bgY, ramLong(c, at('v_bgscreenposy'))],
          ['v_bg2screenposx', mine.bg2X, ramLong(c, at('v_bg2screenposx'))],
          ['v_bg2screenposy', mine.bg2Y, ramLong(c, at('v_bg2screenposy'))],
          ['v_bg3screenposx', mine.bg3X, ramLong(c, at('v_bg3screenposx'))],
          ['v_bg3screenposy', mine.bg3Y, ramLong(c, at('v_bg3screenposy'))],
          ...(act.zone === 1 ? [['v_lz_deform', mine.lzDeform, c.word(at('v_lz_deform'))] as [string, number, number]] : []),
          ['v_bgscrposy_vdp', mine.vdpBgY & 0xffff, c.word(at('v_bgscrposy_vdp'))],
        ];
        const table = at('v_hscrolltablebuffer');
        for (let line = 0; line < SCREEN_LINES; line++) {
          fields.push([`hscroll line ${line} fg`, mine.fgLine[line] & 0xffff, c.word(table + line * 4)]);
          fields.push([`hscroll line ${line} bg`, mine.bgLine[line] & 0xffff, c.word(table + line * 4 + 2)]);
        }
        for (const [name, m, g] of fields) {
          if (m !== g) return { first: `frame ${k}: ${name} $${(m >>> 0).toString(16)}, the game $${(g >>> 0).toString(16)} (camera ${c.word(at('v_screenposx'))}, ${c.word(at('v_screenposy'))})`, frames, underwater };
        }
        frames++;
      }
      game.closeConsole(c);
      return { first: null, frames, underwater };
    } finally {
      game.close();
    }
  }

  it.each(['ghz1', 'ghz2', 'lz1', 'lz2', 'sbz3', 'mz1', 'mz2', 'slz1', 'syz1', 'sbz1', 'sbz2'])('%s: every background position and hscroll line equals the game\'s on every frame', (id) => {
    const r = run(id);
    expect(r.first).toBeNull();
    // Sonic dies on the way in some acts; at least 350 frames are in Level_MainLoop in each.
    expect(r.frames).toBeGreaterThan(350);
    // LZ1's water line is on screen most of the movie: the ripple and wobble lines are checked.
    if (id === 'lz1') expect(r.underwater).toBeGreaterThan(10_000);
  }, 60_000);

  it('fails with GHZ\'s water lines a pixel off, or LZ\'s wobble a frame late (the comparison can tell)', () => {
    const water = run('ghz1', (s) => ({ ...s, bgLine: s.bgLine.map((v, line) => (line >= 200 ? v + 1 : v)) }));
    expect(water.first).toMatch(/^frame 0: hscroll line 200 bg/);
    const late = run('lz1', (s) => ({ ...s, lzDeform: (s.lzDeform + 0x80) & 0xffff }));
    expect(late.first).toMatch(/^frame 0: v_lz_deform/);
  }, 60_000);
});
