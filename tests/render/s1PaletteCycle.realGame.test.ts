/**
 * Palette cycling (render/s1PaletteCycle.ts) against the real game's palette RAM, every frame of
 * a 600-frame movie (Right held) from power-on in Genesis Plus GX: v_pal_dry (and v_pal_water in
 * Labyrinth), all 64 words, from the act's faded-in palettes (importers/art/s1ZoneArt.ts) and the
 * Level_MainLoop passes run, which is v_framecount: the core's frame ends after a whole pass.
 * MZ has no cycling (its palette must stay the faded-in one); SBZ's scripted cycles are not
 * reproduced. `changed`: colour-frames that differ from the faded-in palette (the test sees cycling).
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { readS1ZoneArt } from '../../importers/art/s1ZoneArt.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { readS1CycleTables, s1CycledPalettes } from '../../render/s1PaletteCycle.ts';
import { BTN_RIGHT } from '../../engine/input.ts';
import { describeWithRealGame } from '../support/realGame.ts';

describeWithRealGame("palette cycling against the real game's palette RAM", (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const disasm = openS1Disassembly(source, 1);

  function run(id: string, passesOf: (count: number) => number): { first: string | null; frames: number; changed: number } {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const sym = readRamSymbols(game.program, source);
      const at = (name: string): number => sym.value(name)!;
      const t = readS1CycleTables(game.program);
      const zone = readS1ZoneArt(game.program, source, id);
      const { zone: z, act: a } = disasm.importAct(id, { objects: false }).level.act!;
      const b = game.bootAct(id);
      const c = b.console;
      let frames = 0;
      let changed = 0;
      for (let k = 0; k < 600; k++) {
        c.run(BTN_RIGHT);
        if (c.byte(at('v_gamemode')) !== 0x0c) continue;
        const count = c.word(at('v_framecount'));
        const mine = s1CycledPalettes(z, a, passesOf(count), zone.palette.words, zone.waterPalette?.words ?? null, t)!;
        for (let i = 0; i < 64; i++) {
          const g = c.word(at('v_pal_dry') + 2 * i);
          if (g !== mine.dry[i]) return { first: `frame ${k} (v_framecount ${count}): v_pal_dry colour ${i} $${mine.dry[i].toString(16)}, the game $${g.toString(16)}`, frames, changed };
          if (g !== zone.palette.words[i]) changed++;
          if (mine.water !== null) {
            const gw = c.word(at('v_pal_water') + 2 * i);
            if (gw !== mine.water[i]) return { first: `frame ${k} (v_framecount ${count}): v_pal_water colour ${i} $${mine.water[i].toString(16)}, the game $${gw.toString(16)}`, frames, changed };
          }
        }
        frames++;
      }
      game.closeConsole(c);
      return { first: null, frames, changed };
    } finally {
      game.close();
    }
  }

  it.each(['ghz1', 'lz1', 'mz1', 'slz1', 'syz1'])('%s: every colour of the palettes equals the game\'s on every frame', (id) => {
    const r = run(id, (count) => count);
    expect(r.first).toBeNull();
    expect(r.frames).toBeGreaterThan(350);
    if (id !== 'mz1') expect(r.changed).toBeGreaterThan(500);
  }, 60_000);

  it('fails a pass late (the comparison can tell)', () => {
    expect(run('ghz1', (count) => count - 1).first).toMatch(/^frame \d+ .*colour 40/);
  }, 60_000);
});
