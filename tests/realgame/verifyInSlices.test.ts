import { readFileSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { readSpecialRunData } from '../../realgame/games/s1/s1SpecialRunData.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { verifyInSlices } from '../../realgame/verifyInSlices.ts';
import { verifyOnRealGame } from '../../realgame/verifyOnRealGame.ts';
import { describeWithRealGame } from '../support/realGame.ts';

describeWithRealGame('verifyInSlices', (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const game = new RealGame(rg.core, rg.rom[1], source);
  const acts = openS1Disassembly(source, 1);
  afterAll(() => game.close());

  /** Both reports of one movie: in one go, and one frame per slice (every frame a slice boundary). */
  async function both(act: string, inputs: Uint8Array) {
    const movie = { act, inputs, level: acts.importAct(act).level };
    const whole = verifyOnRealGame(game, movie);
    const seen: number[] = [];
    const sliced = await verifyInSlices(game, movie, { slice: 1, progress: (d) => seen.push(d) });
    return { whole, sliced, seen };
  }

  it('one frame per slice gives the report of the whole run on a movie that lags, and lists each lagged frame', async () => {
    const { whole, sliced, seen } = await both('ghz2', movieStyle('hops', 600, 1));
    const { lagAt, ...report } = sliced;
    expect(report).toEqual(whole);
    expect(whole.lagFrames).toBeGreaterThan(0);
    expect(lagAt.reduce((n, l) => n + l.lag, 0)).toBe(whole.lagFrames);
    expect(lagAt.every((l, i) => l.lag > 0 && (i === 0 || l.frame > lagAt[i - 1].frame))).toBe(true);
    expect(seen).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
  });

  it('one frame per slice gives the report of the whole run across a death and the act\'s restart', async () => {
    // The runner dies in Green Hill 2 (a restart frame lands on a slice boundary, as every frame does).
    const inputs = movieStyle('runner', 700, 1);
    const b = game.bootAct('ghz2');
    const restarts = playInputs(b.console, game.bridge, inputs).filter((f) => f.restart).length;
    game.closeConsole(b.console);
    expect(restarts).toBeGreaterThan(0);
    const { whole, sliced } = await both('ghz2', inputs);
    const { lagAt: _, ...report } = sliced;
    expect(report).toEqual(whole);
  });

  it('a run that parts from the engine stops at the same frame with the same fields, sliced or not', async () => {
    // The engine plays the act without its objects, the real game with them: they part at the first object Sonic meets.
    const inputs = movieStyle('runner', 600, 1);
    const movie = { act: 'ghz1', inputs, level: acts.importAct('ghz1', { objects: false }).level };
    const whole = verifyOnRealGame(game, movie);
    const { lagAt: _, ...report } = await verifyInSlices(game, movie, { slice: 1 });
    expect(whole.firstDivergence).not.toBeNull();
    expect(report).toEqual(whole);
  });

  /** GHZ1's signpost (the fixture), Right through the results, then Green Hill 2 with the runner style: the act ends on frame 2683. */
  function acrossTheActEnd(): Uint8Array {
    const path = new URL('./fixtures/ghz1-signpost.txt', import.meta.url).pathname;
    const parsed = parseInputScript(readFileSync(path, 'utf8'), path);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return Uint8Array.from([...parsed.value, ...new Array(1000).fill(0x08), ...movieStyle('runner', 300, 1)]);
  }
  const run = (ghz2Objects: boolean) => ({
    levelOf: (id: string) => acts.importAct(id, { objects: id !== 'ghz2' || ghz2Objects }).level,
    exits: acts.actExits(),
    special: readSpecialRunData(acts.program, source, 1),
  });

  it('a run across an act end (GHZ1 → GHZ2, with the special stages\' data: the run bridge) plays every frame in sync, sliced one frame at a time as in one go', async () => {
    const inputs = acrossTheActEnd();
    const movie = { act: 'ghz1', inputs, level: acts.importAct('ghz1').level, run: run(true) };
    const whole = verifyOnRealGame(game, movie);
    const { lagAt, ...report } = await verifyInSlices(game, movie, { slice: 1 });
    expect(report).toEqual(whole);
    expect(whole.firstDivergence).toBe(null);
    expect(whole.left).toBe(null);
    expect(whole.frames).toBe(inputs.length);
    expect(lagAt.reduce((n, l) => n + l.lag, 0)).toBe(whole.lagFrames);
  });

  it('a run across an act end parts in the next act where the engine\'s GHZ2 lacks its objects, at the same frame sliced or not', async () => {
    const inputs = acrossTheActEnd();
    const movie = { act: 'ghz1', inputs, level: acts.importAct('ghz1').level, run: run(false) };
    const whole = verifyOnRealGame(game, movie);
    const { lagAt: _, ...report } = await verifyInSlices(game, movie, { slice: 7 });
    expect(report).toEqual(whole);
    // Past GHZ1's last frame (2683 enters GHZ2): the comparison followed the run into the next act,
    // where the first object Sonic meets is missing on the engine's side.
    expect(whole.firstDivergence!.frame).toBe(2759);
  });

  it('stop() between slices ends the run early with a report of the frames played', async () => {
    const movie = { act: 'ghz1', inputs: movieStyle('runner', 900, 2), level: acts.importAct('ghz1').level };
    let slices = 0;
    const r = await verifyInSlices(game, movie, { slice: 100, stop: () => ++slices === 3 });
    expect(r.frames).toBe(300);
  });
});
