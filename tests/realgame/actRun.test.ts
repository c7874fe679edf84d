/**
 * A run of acts against the real game (issue 27, act ends): Green Hill 1 to its signpost (the
 * fixture movie), the results played with the movie going on (the pad does nothing there), then
 * Green Hill 2 — the engine's run (engine/games/s1/s1ActRun.ts) loads the next act on the frame
 * the game's results card does and goes on from the values its reload leaves: the VBlank
 * counter, lives, score. Compared field by field on every frame, the act included.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { createWorld } from '../../engine/world/world.ts';
import { S1ActRun } from '../../engine/games/s1/s1ActRun.ts';
import { G_SCORE } from '../../engine/games/s1/objects/s1State.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { makeFrameComparer } from '../../realgame/compareFrames.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const FIXTURE = new URL('./fixtures/ghz1-signpost.txt', import.meta.url).pathname;
/** Frames of GHZ2 played after the transition (the runner style: run, jump, now and then left). */
const GHZ2_FRAMES = 400;

describeWithRealGame('a run of acts on the real game', (rg) => {
  it('REV01 GHZ1 → GHZ2: the results, the reload and GHZ2 match the real game on every frame; both enter GHZ2 on the same frame with the same score', () => {
    const source = nodeDisasmSource(rg.disasm);
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const d = openS1Disassembly(source, 1);
      const parsed = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
      if (!parsed.ok) throw new Error(parsed.error.message);
      // The results take about 970 frames: the movie holds right through them, then runs GHZ2.
      const tally = new Uint8Array(1000).fill(0x08);
      const inputs = Uint8Array.from([...parsed.value, ...tally, ...movieStyle('runner', GHZ2_FRAMES, 1)]);
      const b = game.bootAct('ghz1');
      const run = new S1ActRun(createWorld(d.importAct('ghz1').level, { vblank: b.actStart.vblank }), {
        levelOf: (id) => d.importAct(id).level,
        exits: d.actExits(),
      });
      const score = readRamSymbols(game.program, source).value('v_score')!;
      const cmp = makeFrameComparer(run);
      const entered: [number, string, number, number][] = [];
      playInputs(b.console, game.bridge, inputs, (f) => {
        const ok = cmp.compare(f);
        if (f.restart) entered.push([f.f, f.record!.act, (b.console.word(score) << 16) | b.console.word(score + 2), run.world.state[G_SCORE]]);
        return ok;
      });
      game.closeConsole(b.console);
      const r = cmp.report();
      expect(r.firstDivergence).toBe(null);
      expect(r.frames).toBe(inputs.length);
      expect(entered).toEqual([[2683, 's1:ghz2', 5400, 5400]]);
      expect(run.act).toBe('ghz2');
    } finally {
      game.close();
    }
  }, 120_000);
});
