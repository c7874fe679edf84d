/**
 * The act-start values the engine takes from engine/games/s1/act/s1ActStarts.ts, measured again on the
 * real game: the VBlank counter at each act's first frame after the boot route, and the
 * VBlanks a restart's reload takes, checked through the engine itself (a world with default
 * options counts the reload as the game does).
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { S1_ACTS } from '../../importers/s1/s1Acts.ts';
import { S1_ACT_STARTS } from '../../engine/games/s1/act/s1ActStarts.ts';
import { G_VBLANK } from '../../engine/games/s1/objects/s1State.ts';
import { createWorld } from '../../engine/world/world.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { movieStyle, MOVIE_STYLES } from '../../realgame/movieStyles.ts';
import { describeWithRealGame } from '../support/realGame.ts';

describeWithRealGame('act starts measured on the real game', (rg) => {
  const source = nodeDisasmSource(rg.disasm);

  it('boots every REV01 act, and three REV00 acts, to the VBlank counter the table holds', () => {
    const boots = [
      ...S1_ACTS.filter((a) => a.id !== 'end').map((a) => [1, a.id] as const),
      ...(['ghz1', 'lz2', 'fz'] as const).map((id) => [0, id] as const),
    ];
    for (const rev of [1, 0] as const) {
      const game = new RealGame(rg.core, rg.rom[rev], source);
      try {
        for (const [r, id] of boots) {
          if (r !== rev) continue;
          const b = game.bootAct(id);
          expect([rev, id, b.actStart.vblank]).toEqual([rev, id, S1_ACT_STARTS[rev][id].bootVblank]);
          game.closeConsole(b.console);
        }
      } finally {
        game.close();
      }
    }
  }, 240_000);

  it.each(['ghz1', 'lz2', 'sbz1'])('REV01 %s: after a death the engine\'s VBlank counter is the real game\'s on the first frame after the reload', (id) => {
    const game = new RealGame(rg.core, rg.rom[1], source);
    const level = openS1Disassembly(source, 1).importAct(id).level;
    try {
      // The first seeded movie that dies (as tools/measureActStarts.ts plays them).
      for (const style of MOVIE_STYLES) {
        const b = game.bootAct(id);
        const inputs = movieStyle(style, 3000, 1);
        let restart = -1;
        let realAfter = -1;
        // The real counter counts the VBlanks of lag frames too, which the engine cannot know.
        let lag = 0;
        playInputs(b.console, game.bridge, inputs, (f) => {
          if (f.restart) {
            restart = f.f;
            realAfter = game.bridge.actStartValues(b.console).vblank;
            return false;
          }
          lag += f.lag ?? 0;
          return true;
        });
        game.closeConsole(b.console);
        if (restart < 0) continue;
        const w = createWorld(level);
        for (let f = 0; f <= restart + 1; f++) w.step(inputs[f]);
        expect([id, style, w.state[G_VBLANK] + lag]).toEqual([id, style, realAfter]);
        return;
      }
      throw new Error(`${id}: no seeded movie died`);
    } finally {
      game.close();
    }
  }, 120_000);
});
