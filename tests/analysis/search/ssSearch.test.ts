/**
 * The searches in a Sonic 1 special stage (analysis/search/ssSearch.ts, ssRunner.ts): the emerald
 * objective's score (frames first, then rings), the maze distance that guides it, the beam search
 * that finds stage 1's emerald (the movie tests/realgame/specialEmerald.test.ts plays on the real
 * game), and a verification that refuses a movie that does not do what the search said.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { readSpecialStages } from '../../../importers/s1/s1SpecialStages.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { lettersToInput, BTN_A, BTN_LEFT } from '../../../engine/input.ts';
import { OB_X, OB_Y, rw } from '../../../engine/games/s1/objects/ram.ts';
import { S1SpecialStage } from '../../../engine/games/s1/special/specialStage.ts';
import { B_LAYOUT, B_PLAYER, SS_RINGS } from '../../../engine/games/s1/special/ssState.ts';
import { DONE_SCORE } from '../../../analysis/search/problem.ts';
import { runSsSearch, verifySsMovie } from '../../../analysis/search/ssSearch.ts';
import { SsRunner } from '../../../analysis/search/ssRunner.ts';
import { emeraldDistances, sonicCell, UNREACHABLE } from '../../../analysis/search/ssEmeraldDistance.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

const FIXTURE = new URL('../../realgame/fixtures/ss1-emerald.txt', import.meta.url).pathname;

describeWithDisasm('searches in a special stage', (dir) => {
  const d = openS1Disassembly(nodeDisasmSource(dir), 1);
  const data = readSpecialStages(d.program, 1);
  const spec = { data, start: { lastSpecial: 0 }, alphabet: ',R,L,RC,LC,C'.split(',').map(lettersToInput), granularity: 8, objective: { kind: 'emerald' as const } };
  const fixture = (): Uint8Array => {
    const parsed = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };

  it('the maze distance is 0 on the emerald, 31 cells from Sonic\'s start in stage 1, and walls are unreachable', () => {
    const ss = new S1SpecialStage(data, { lastSpecial: 0 });
    const dist = emeraldDistances(ss.m);
    const start = sonicCell(rw(ss.m, B_PLAYER + OB_X), rw(ss.m, B_PLAYER + OB_Y));
    const emerald = Array.from(dist).indexOf(0);
    expect(ss.m[B_LAYOUT + emerald]).toBe(0x3b);
    expect(dist[start]).toBe(43);
    // The top box's wall (layout row 0, column 7: v_ssblockbuffer + 7).
    expect(ss.m[B_LAYOUT + 0x1020 + 7]).not.toBe(0);
    expect(dist[0x1020 + 7]).toBe(UNREACHABLE);
  });

  it('beam search (width 64, 8 frames a choice) gets stage 1\'s emerald on frame 449 with 27 rings, verified by its replay; the movie is the fixture the real game plays', async () => {
    const r = await runSsSearch({ ...spec, prefix: new Uint8Array(0), horizon: 250 }, { kind: 'beam', width: 64 }, { seed: 1, budget: { frames: 2_000_000 } });
    expect([r.result.found, r.result.doneFrame, r.result.score, r.result.stopReason]).toEqual([true, 449, DONE_SCORE - 449 * 256 + 27, 'found']);
    expect(r.result.message).toBe('emerald 1 of stage 1 got on frame 449 with 27 rings');
    expect(r.verification).toEqual({ ok: true, message: 'replayed: the emerald got on frame 449 with 27 rings (v_emeralds 1)' });
    expect(Array.from(r.inputs!)).toEqual(Array.from(fixture()));
  });

  it('a met candidate scores by its frame first and its rings second; a stage left by its GOAL scores as a death', () => {
    const runner = new SsRunner(spec);
    runner.stage.s[SS_RINGS] = 10;
    const a = runner.score(449);
    runner.stage.s[SS_RINGS] = 11;
    expect(runner.score(449)).toBe(a + 1);
    expect(runner.score(448)).toBeGreaterThan(runner.score(449));
    // Frames beat rings: one frame earlier with none beats 255 rings a frame later.
    runner.stage.s[SS_RINGS] = 0;
    const early = runner.score(448);
    runner.stage.s[SS_RINGS] = 300;
    expect(early).toBeGreaterThan(runner.score(449));
    // Stage 1's GOAL: Left held, A 3 frames in every 30 (tests/realgame/specialStage.test.ts).
    const goal = Uint8Array.from({ length: 640 }, (_, i) => BTN_LEFT | (i % 30 < 3 ? BTN_A : 0));
    const alphabet = Array.from(new Set(goal));
    const left = new SsRunner({ ...spec, alphabet, granularity: 1 });
    const choices = Uint8Array.from(goal, (b) => alphabet.indexOf(b));
    const end = left.run({ start: left.startSnapshot([]), depth: 0, choices, keepSegments: false });
    expect([end.doneFrame, end.score]).toEqual([-1, -DONE_SCORE]);
  });

  it('the verification refuses a movie cut before the emerald, one whose frame the search misstated, and a wrong ring count', () => {
    const movie = fixture();
    const ok = DONE_SCORE - 449 * 256 + 27;
    expect(verifySsMovie(spec, movie, 0, 449, ok).ok).toBe(true);
    expect(verifySsMovie(spec, movie.subarray(0, 449), 0, 449, ok)).toEqual({ ok: false, message: 'the replay of 449 frames never meets the objective' });
    expect(verifySsMovie(spec, movie, 0, 448, ok + 256)).toEqual({ ok: false, message: 'the replay meets the objective on frame 449, the search said 448' });
    expect(verifySsMovie(spec, movie, 0, 449, ok - 1)).toEqual({ ok: false, message: 'the replay gets the emerald on frame 449 with 27 rings, the search said 26' });
  });

  it('a search from a start movie\'s first frames plays them first and counts the emerald\'s frame from the stage\'s start', async () => {
    const prefix = fixture().subarray(0, 200);
    const r = await runSsSearch({ ...spec, prefix, horizon: 250 }, { kind: 'beam', width: 64 }, { seed: 1, budget: { frames: 2_000_000 } });
    expect(r.result.found).toBe(true);
    expect(r.verification.ok).toBe(true);
    expect(Array.from(r.inputs!.subarray(0, 200))).toEqual(Array.from(prefix));
    expect(r.inputs!.length).toBe(200 + r.result.doneFrame + 1);
  });
});
