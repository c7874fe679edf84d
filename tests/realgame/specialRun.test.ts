/**
 * A run of acts through a special stage against the real game (issue 27): Green Hill 1 to its
 * giant ring, the special stage, its results screen, Green Hill 2. The route: GHZ1 booted from
 * power-on (Start on the title screen), then at the act's first frame (where its loop waits for
 * frame 0) v_rings is set to 50 through a core savestate (realgame/games/s1/s1SpecialBoot.ts
 * pokeBytes: the two bytes of the word), and the engine's GHZ1 world starts with P_RINGS 50 in
 * the same place (before its first step). For stages 2..6 v_lastspecial is set the same way
 * (the engine's world gets G_LAST_SPECIAL): what playing the stages before would leave.
 *
 * The movie: the fixture's first 1564 frames (GHZ1 towards its signpost), then Right with C
 * for 16 frames (a jump into the giant ring above the signpost, found on the engine), Right
 * through the ring's flash and the results card; the stage's frames (an input style); then
 * Green Hill 2 with the `runner` style. The run is played by S1RunBridge's frame rule (the
 * level's in the acts, the stage's in the stage) and compared with the engine's run
 * (S1ActRun with the stages' data) on every frame: the act's 18 fields, in the stage its own.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { createWorld } from '../../engine/world/world.ts';
import { P_RINGS } from '../../engine/state/layout.ts';
import { G_CONTINUES, G_LAST_SPECIAL, G_SCORE, G_VBLANK } from '../../engine/games/s1/objects/s1State.ts';
import { SS_RINGS, SS_VBLANK } from '../../engine/games/s1/special/ssState.ts';
import { S1ActRun } from '../../engine/games/s1/s1ActRun.ts';
import { BTN_A, BTN_C, BTN_LEFT, BTN_RIGHT } from '../../engine/input.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { makeFrameComparer } from '../../realgame/compareFrames.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { pokeBytes } from '../../realgame/games/s1/s1SpecialBoot.ts';
import { S1RunBridge } from '../../realgame/games/s1/s1RunBridge.ts';
import { readSpecialRunData } from '../../realgame/games/s1/s1SpecialRunData.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const FIXTURE = new URL('./fixtures/ghz1-signpost.txt', import.meta.url).pathname;
/** GHZ1's frames: the fixture's first 1564, the jump, then Right until the act's last frame (2686). */
const ACT_FRAMES = 2687;
const GHZ2_FRAMES = 300;
const STYLES = {
  right: (n: number) => new Uint8Array(n).fill(BTN_RIGHT),
  leftJump: (n: number) => Uint8Array.from({ length: n }, (_, i) => BTN_LEFT | (i % 30 < 3 ? BTN_A : 0)),
} as const;

interface Mark {
  /** The frame that entered the stage or the act (its record is their start). */
  readonly f: number;
  readonly act: string;
  /** v_vbla_count during the first frame there: the real game's (read where its loop waits), the engine's. */
  readonly vblank: [number, number];
  readonly score: [number, number];
}

describeWithRealGame('a run of acts through a special stage on the real game', (rg) => {
  // [revision, stage, style, stage frames, the marks' frames, vblanks and scores, v_rings set at the stage's start (0: none)]
  const CASES: [0 | 1, number, keyof typeof STYLES, number, Mark[], number?][] = [
    [1, 1, 'leftJump', 651, [
      { f: 2686, act: 's1:ss1', vblank: [3238, 3238], score: [5901, 5901] },
      { f: 3337, act: 's1:ghz2', vblank: [4581, 4581], score: [6131, 6131] },
    ]],
    [1, 2, 'leftJump', 1073, [
      { f: 2686, act: 's1:ss2', vblank: [3238, 3238], score: [5901, 5901] },
      { f: 3759, act: 's1:ghz2', vblank: [4993, 4993], score: [6031, 6031] },
    ]],
    [1, 6, 'right', 489, [
      { f: 2686, act: 's1:ss6', vblank: [3238, 3238], score: [5901, 5901] },
      { f: 3175, act: 's1:ghz2', vblank: [4407, 4407], score: [6011, 6011] },
    ]],
    [0, 1, 'leftJump', 651, [
      { f: 2686, act: 's1:ss1', vblank: [3239, 3239], score: [5901, 5901] },
      { f: 3337, act: 's1:ghz2', vblank: [4582, 4582], score: [6131, 6131] },
    ]],
    // 40 rings given at the stage's first frame (v_rings through a savestate, the engine's SS_RINGS):
    // 63 at the end, the 50-ring continue in the stage and the results' continue branch (SSR_Wait 60, SSR_Continue, 360).
    [1, 1, 'leftJump', 651, [
      { f: 2686, act: 's1:ss1', vblank: [3238, 3238], score: [5901, 5901] },
      { f: 3337, act: 's1:ghz2', vblank: [4863, 4863], score: [6531, 6531] },
    ], 40],
  ];
  for (const [rev, stage, style, stageFrames, marks, stageRings = 0] of CASES) {
    it(`REV0${rev} GHZ1 → giant ring → stage ${stage} (${style}${stageRings ? `, ${stageRings} rings at its start` : ''}) → results → GHZ2: every frame matches the real game, both enter the stage and GHZ2 on the same frames with the same VBlank counter and score`, () => {
      const source = nodeDisasmSource(rg.disasm);
      const game = new RealGame(rg.core, rg.rom[rev], source);
      try {
        const d = openS1Disassembly(source, rev);
        const symbols = readRamSymbols(game.program, source);
        const parsed = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const act = [...parsed.value.slice(0, 1564), ...new Array(16).fill(BTN_RIGHT | BTN_C)];
        while (act.length < ACT_FRAMES) act.push(BTN_RIGHT);
        const inputs = Uint8Array.from([...act, ...STYLES[style](stageFrames), ...movieStyle('runner', GHZ2_FRAMES, 1)]);
        const b = game.bootAct('ghz1');
        const at = (name: string) => symbols.value(name)! & 0xffff;
        pokeBytes(b.console, at('v_rings'), [0, 50]);
        if (stage > 1) pokeBytes(b.console, at('v_lastspecial'), [stage - 1]);
        const w = createWorld(d.importAct('ghz1').level, { vblank: b.actStart.vblank });
        w.state[P_RINGS] = 50;
        w.state[G_LAST_SPECIAL] = stage - 1;
        const run = new S1ActRun(w, { levelOf: (id) => d.importAct(id).level, exits: d.actExits(), special: readSpecialRunData(d.program, source, rev) });
        const bridge = new S1RunBridge(game.bridge, symbols);
        const cmp = makeFrameComparer(run);
        const score = at('v_score');
        const got: Mark[] = [];
        playInputs(b.console, bridge, inputs, (f) => {
          const ok = cmp.compare(f);
          if (f.restart && stageRings > 0 && run.special !== null) {
            pokeBytes(b.console, at('v_rings'), [stageRings >> 8, stageRings & 0xff]);
            run.special.s[SS_RINGS] = stageRings;
          }
          if (f.restart) {
            const ss = run.special;
            const real = ss !== null ? bridge.special.actStartValues(b.console).vblank : game.bridge.actStartValues(b.console).vblank;
            // Both keep the counter of the frame before the first: the stage's SS_VBLANK, the act's G_VBLANK.
            const mine = (ss !== null ? ss.s[SS_VBLANK] : run.world.state[G_VBLANK]) + 1;
            const realScore = ((b.console.word(score) << 16) | b.console.word(score + 2)) >>> 0;
            got.push({ f: f.f, act: f.record!.act, vblank: [real, mine], score: [realScore, run.world.state[G_SCORE]] });
          }
          return ok;
        });
        const continues = b.console.byte(at('v_continues'));
        game.closeConsole(b.console);
        const r = cmp.report();
        expect(r.firstDivergence).toBe(null);
        expect(r.frames).toBe(inputs.length);
        expect(got).toEqual(marks);
        expect(run.act).toBe('ghz2');
        expect(run.world.state[G_LAST_SPECIAL]).toBe(stage % 6);
        // The continue: 50 rings in the stage give one (v_continues), carried into GHZ2.
        expect([continues, run.world.state[G_CONTINUES]]).toEqual(stageRings > 0 ? [1, 1] : [0, 0]);
      } finally {
        game.close();
      }
    }, 120_000);
  }

  it('the comparison can fail: an engine run started without the route\'s 50 rings parts from the game on frame 0 (rings 50 against 0)', () => {
    const source = nodeDisasmSource(rg.disasm);
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const d = openS1Disassembly(source, 1);
      const symbols = readRamSymbols(game.program, source);
      const parsed = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
      if (!parsed.ok) throw new Error(parsed.error.message);
      // Without the 50 rings on the engine's side, the engine never sees the giant ring.
      const act = [...parsed.value.slice(0, 1564), ...new Array(16).fill(BTN_RIGHT | BTN_C)];
      while (act.length < ACT_FRAMES) act.push(BTN_RIGHT);
      const inputs = Uint8Array.from([...act, ...STYLES.leftJump(651)]);
      const b = game.bootAct('ghz1');
      pokeBytes(b.console, symbols.value('v_rings')! & 0xffff, [0, 50]);
      const w = createWorld(d.importAct('ghz1').level, { vblank: b.actStart.vblank });
      const run = new S1ActRun(w, { levelOf: (id) => d.importAct(id).level, exits: d.actExits(), special: readSpecialRunData(d.program, source, 1) });
      const cmp = makeFrameComparer(run);
      playInputs(b.console, new S1RunBridge(game.bridge, symbols), inputs, (f) => cmp.compare(f));
      game.closeConsole(b.console);
      const r = cmp.report();
      // Frame 0 already: 50 rings on the game, none on the engine.
      expect(r.firstDivergence?.frame).toBe(0);
      expect(r.firstDivergence?.fields.rings).toEqual([50, 0]);
    } finally {
      game.close();
    }
  }, 60_000);
});
