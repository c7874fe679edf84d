/**
 * A real-game route that gets an emerald (issue 27): Green Hill 1 from power-on with 50 rings (as
 * specialRun.test.ts starts it: v_rings poked at the act's first frame, the engine's P_RINGS set
 * the same), its giant ring, special stage 1 played by the movie the emerald search found
 * (fixtures/ss1-emerald.txt: `subpixel search --level s1:ss1 --objective emerald`, pinned by
 * tests/analysis/search/ssSearch.test.ts), nothing pressed while the emerald sparkles and the
 * stage ends, the results, then Green Hill 2. The engine's run (S1ActRun with the stages' data)
 * and the real game are compared on every frame; both get the emerald on the same frame and leave
 * with one emerald (v_emeralds 1, v_emldlist [0]; the engine's G_EMERALDS).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { createWorld } from '../../engine/world/world.ts';
import { P_RINGS } from '../../engine/state/layout.ts';
import { G_EMERALDS, G_SCORE } from '../../engine/games/s1/objects/s1State.ts';
import { SS_EVENTS, SS_EV_EMERALD } from '../../engine/games/s1/special/ssState.ts';
import { S1ActRun, unpackEmeralds } from '../../engine/games/s1/s1ActRun.ts';
import { BTN_C, BTN_RIGHT } from '../../engine/input.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { makeFrameComparer } from '../../realgame/compareFrames.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { pokeBytes } from '../../realgame/games/s1/s1SpecialBoot.ts';
import { S1RunBridge } from '../../realgame/games/s1/s1RunBridge.ts';
import { readSpecialRunData } from '../../realgame/games/s1/s1SpecialRunData.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const fixture = (name: string): Uint8Array => {
  const path = new URL(`./fixtures/${name}`, import.meta.url).pathname;
  const parsed = parseInputScript(readFileSync(path, 'utf8'), path);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
/** GHZ1's frames as specialRun.test.ts plays them: the signpost fixture's first 1564, the jump into the giant ring, Right to the act's last frame (2686). */
const ACT_FRAMES = 2687;
/** The stage's iterations: the found movie (450 frames, the emerald on its last), then nothing pressed to SS_FinLoop's end. */
const STAGE_FRAMES = 631;
const GHZ2_FRAMES = 300;

describeWithRealGame('a real-game route through special stage 1 that gets its emerald', (rg) => {
  for (const rev of [1, 0] as const) it(`REV0${rev} GHZ1 → giant ring → stage 1's emerald → results → GHZ2: every frame matches the real game; both get the emerald on frame 449 of the stage and carry one emerald into GHZ2`, () => {
    const source = nodeDisasmSource(rg.disasm);
    const game = new RealGame(rg.core, rg.rom[rev], source);
    try {
      const d = openS1Disassembly(source, rev);
      const symbols = readRamSymbols(game.program, source);
      const act = [...fixture('ghz1-signpost.txt').slice(0, 1564), ...new Array(16).fill(BTN_RIGHT | BTN_C)];
      while (act.length < ACT_FRAMES) act.push(BTN_RIGHT);
      const stage = fixture('ss1-emerald.txt');
      const inputs = Uint8Array.from([...act, ...stage, ...new Array(STAGE_FRAMES - stage.length).fill(0), ...movieStyle('runner', GHZ2_FRAMES, 1)]);
      const b = game.bootAct('ghz1');
      const at = (name: string) => symbols.value(name)! & 0xffff;
      pokeBytes(b.console, at('v_rings'), [0, 50]);
      const w = createWorld(d.importAct('ghz1').level, { vblank: b.actStart.vblank });
      w.state[P_RINGS] = 50;
      const run = new S1ActRun(w, { levelOf: (id) => d.importAct(id).level, exits: d.actExits(), special: readSpecialRunData(d.program, source, rev) });
      const cmp = makeFrameComparer(run);
      let stageStart = -1;
      let ghz2 = { f: -1, score: [-1, -1] };
      const got = { real: -1, engine: -1 };
      playInputs(b.console, new S1RunBridge(game.bridge, symbols), inputs, (f) => {
        const ok = cmp.compare(f);
        if (f.restart && f.record?.act === 's1:ss1') stageStart = f.f;
        if (f.restart && f.record?.act === 's1:ghz2') {
          const score = at('v_score');
          ghz2 = { f: f.f, score: [((b.console.word(score) << 16) | b.console.word(score + 2)) >>> 0, run.world.state[G_SCORE]] };
        }
        if (got.engine < 0 && run.special !== null && (run.special.s[SS_EVENTS] & SS_EV_EMERALD) !== 0) got.engine = f.f - stageStart - 1;
        if (got.real < 0 && b.console.byte(at('v_emeralds')) === 1) got.real = f.f - stageStart - 1;
        return ok;
      });
      const real = { emeralds: b.console.byte(at('v_emeralds')), list: b.console.byte(at('v_emldlist')) };
      game.closeConsole(b.console);
      const r = cmp.report();
      expect(r.firstDivergence).toBe(null);
      expect(r.frames).toBe(inputs.length);
      expect(stageStart).toBe(2686);
      expect(got).toEqual({ real: 449, engine: 449 });
      // The results' ring bonus on both sides: the stage ends with 30 rings (27 when the emerald is
      // got; the stage plays on while it sparkles), 300 points on the giant ring's 5901.
      expect(ghz2).toEqual({ f: 3317, score: [5901 + 300, 5901 + 300] });
      expect(run.act).toBe('ghz2');
      expect([real.emeralds, real.list]).toEqual([1, 0]);
      expect(unpackEmeralds(run.world.state[G_EMERALDS])).toEqual([0]);
    } finally {
      game.close();
    }
  }, 60_000);
});
