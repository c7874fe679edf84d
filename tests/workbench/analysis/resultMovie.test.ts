import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalEvaluator } from '../../../analysis/search/index.ts';
import { readGlitchSpx, replayGlitchMovie } from '../../../analysis/search/glitchMovie.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { P_X } from '../../../engine/state/layout.ts';
import { createWorld, type WorldOptions } from '../../../engine/world/world.ts';
import type { AnalysisEvent, AnalysisRequest, AnalysisResult } from '../../../workbench/src/analysis/analysisRequest.ts';
import { resultFileName, resultSpx } from '../../../workbench/src/analysis/resultMovie.ts';
import { runAnalysis } from '../../../workbench/src/analysis/runAnalysis.ts';
import type { AnalysisAsk } from '../../../workbench/src/app/createAnalysis.ts';
import { runCli } from '../cli/runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'subpixel-result-movie-'));

async function results(level: ReturnType<typeof loadBuiltinLevel>, world: WorldOptions, request: AnalysisAsk): Promise<AnalysisResult[]> {
  const events: AnalysisEvent[] = [];
  const start = { frame: 0, snapshot: createWorld(level, world).snapshot(), world };
  await runAnalysis({ ...request, level, start } as AnalysisRequest, { emit: (e) => events.push(e), evaluator: new LocalEvaluator(), signal: new AbortController().signal, clock: () => 0 });
  const failed = events.find((e) => e.kind === 'failed');
  if (failed !== undefined) throw new Error(JSON.stringify(failed));
  return events.flatMap((e) => (e.kind === 'result' ? [e.result] : []));
}

describe('a result saved as .spx (the panel\'s --out)', () => {
  it('a sweep hit\'s movie is named as sweep --out names it and passes subpixel validate', async () => {
    const level = loadBuiltinLevel('flat');
    const world: WorldOptions = { profile: level.profile, character: level.start.character, fixes: [], partner: null };
    const hits = await results(level, world, {
      kind: 'sweep', detectors: ['landOnAir'], alphabet: [0, 0x08, 0x02, 0x10], granularity: 4, horizon: 16, seed: 1, workers: 1,
      algorithm: { kind: 'genetic', population: 48, elites: 6, generations: Infinity }, budgetPerSearch: { states: 600 },
      cells: { xs: [200], ys: [204], surfaces: false, speeds: [0], fallSpeeds: [0], start: 'ground' },
    });
    expect(hits).toHaveLength(1);
    expect(resultFileName(hits[0], 0)).toBe('landOnAir-200-204-0.spx');
    const file = join(dir, resultFileName(hits[0], 0));
    writeFileSync(file, resultSpx(level, world, hits[0]));
    const v = await runCli('validate', '--movie', file);
    expect(v.code).toBe(0);
    const gm = readGlitchSpx(resultSpx(level, world, hits[0]), file);
    if (!gm.ok) throw new Error(gm.error.message);
    const replay = replayGlitchMovie(level, world, gm.value);
    expect(replay.ok && replay.value.hits.find((h) => h.detector === 'landOnAir')?.frame).toBe(hits[0].doneFrame);
  });

  it('a --player 2 result keeps its inputs on the second pad', async () => {
    const level = loadBuiltinLevel('flat');
    const world: WorldOptions = { profile: 's2', character: 'sonic', fixes: [], partner: { character: 'tails', control: 'human' } };
    const [r] = await results(level, world, {
      kind: 'search', detectors: [], alphabet: [0, 0x04, 0x08], granularity: 4, horizon: 6, seed: 1, workers: 1, algorithm: { kind: 'bfs' },
      objective: { kind: 'reach', x: 28, y: 208, radius: 1 }, budget: { frames: 200_000 }, player: 2,
    });
    expect(r).toMatchObject({ found: true, player: 2 });
    const gm = readGlitchSpx(resultSpx(level, world, r), 'p2.spx');
    if (!gm.ok) throw new Error(gm.error.message);
    expect(gm.value.movie.inputs.every((b) => b === 0)).toBe(true);
    expect(Array.from(gm.value.movie.inputs2!)).toEqual(Array.from(r.inputs));
    // Replayed, player 1 stands where he started: the search drove the partner.
    const replay = replayGlitchMovie(level, world, gm.value);
    expect(replay.ok && replay.value.world.state[P_X] >> 8).toBe(level.start.x);
  });
});
