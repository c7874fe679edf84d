/**
 * The pattern load cues as the game's objects see them (`tst.l (v_plc_buffer).w`), against the
 * real game: from each act's first frame (the zone's second list part done by the fade-in),
 * through the title card queueing the explosion and animal art as it leaves, to the Final Zone
 * boss's wait — which adds to the random seed every frame it waits, so a wait that ends early
 * picks other cylinders (issue 27, class 2: the runner movie parted from the game at frame 655).
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { artQueueBusy } from '../../engine/games/s1/objects/artQueue.ts';
import { createWorld } from '../../engine/world/world.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { makeFrameComparer } from '../../realgame/compareFrames.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { describeWithRealGame } from '../support/realGame.ts';

/** "busy 0-42, free 43-68, busy 69-119": the runs of a per-frame flag. */
function runs(flags: readonly boolean[]): string {
  const out: string[] = [];
  let from = 0;
  for (let f = 1; f <= flags.length; f++) {
    if (f < flags.length && flags[f] === flags[from]) continue;
    out.push(`${flags[from] ? 'busy' : 'free'} ${from}-${f - 1}`);
    from = f;
  }
  return out.join(', ');
}

describeWithRealGame('the art queue against the real game', (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const FRAMES = 120;

  it.each([
    [1, 'ghz1'], [1, 'lz1'], [1, 'mz2'], [1, 'slz3'], [1, 'syz1'], [1, 'sbz1'], [1, 'sbz3'], [1, 'fz'], [0, 'ghz1'], [0, 'fz'],
  ] as const)('REV0%i %s: the queue is busy on the same frames from the act start through the title card leaving', (rev, id) => {
    const game = new RealGame(rg.core, rg.rom[rev], source);
    try {
      const plc = readRamSymbols(game.program, source).value('v_plc_buffer')!;
      const level = openS1Disassembly(source, rev).importAct(id).level;
      const b = game.bootAct(id);
      const w = createWorld(level, { vblank: b.actStart.vblank });
      const inputs = new Uint8Array(FRAMES);
      const real: boolean[] = [];
      const engine: boolean[] = [];
      playInputs(b.console, game.bridge, inputs, (f) => {
        w.step(inputs[f.f]);
        real.push(b.console.word(plc) !== 0 || b.console.word(plc + 2) !== 0);
        engine.push(artQueueBusy(w.state));
      });
      game.closeConsole(b.console);
      // Every act queues the card's art on frame 69 (some finish the second list in the fade-in).
      expect(runs(real)).toMatch(/(^|free \d+-68, )busy 69-/);
      expect(runs(engine)).toBe(runs(real));
    } finally {
      game.close();
    }
  }, 60_000);

  it('REV01 fz: the runner movie stays with the real game through the boss picking its cylinders', () => {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const level = openS1Disassembly(source, 1).importAct('fz').level;
      const b = game.bootAct('fz');
      const cmp = makeFrameComparer(createWorld(level, { vblank: b.actStart.vblank }));
      const inputs = movieStyle('runner', 900, 1);
      playInputs(b.console, game.bridge, inputs, (f) => cmp.compare(f));
      game.closeConsole(b.console);
      const r = cmp.report();
      expect(r.firstDivergence).toBe(null);
      expect(r.frames).toBe(900);
    } finally {
      game.close();
    }
  }, 60_000);
});
