import { describe, expect, it } from 'vitest';
import { runSearch } from '../../../analysis/search/runSearch.ts';
import { compileScriptObjective } from '../../../analysis/search/scriptSandbox.ts';
import { Runner, type Task } from '../../../analysis/search/problem.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { BTN_A, BTN_RIGHT } from '../../../engine/input.ts';

describe('a script as a search objective', () => {
  it('is met the frame score(s) returns true, and the result says so', async () => {
    const level = loadBuiltinLevel('walls');
    const v = await runSearch(
      {
        level, world: {}, alphabet: [BTN_RIGHT, BTN_RIGHT | BTN_A], granularity: 4, horizon: 12, prefix: new Uint8Array(0), savestate: null,
        objective: { kind: 'script', name: 'past 110', source: 'function score(s) { return s.xpx >= 110 ? true : s.x; }' },
      },
      { kind: 'beam', width: 16 },
      { seed: 1, budget: { states: 400 } },
    );
    expect(v.result.found).toBe(true);
    expect(v.result.message).toMatch(/^past 110: met at \(11\d, /);
    expect(v.movie).not.toBe(null);
  });

  it('a Runner made for its start snapshot does not run the script\'s top level; the first candidate does, once', () => {
    const g = globalThis as { topLevelRuns?: number };
    delete g.topLevelRuns;
    const level = loadBuiltinLevel('walls');
    const spec = {
      level, world: {}, alphabet: [BTN_RIGHT], granularity: 4,
      objective: { kind: 'script' as const, name: 'counts', source: 'globalThis.topLevelRuns = (globalThis.topLevelRuns ?? 0) + 1;\nfunction score(s) { return s.x; }' },
    };
    const runner = new Runner(spec);
    runner.startSnapshot({ ...spec, horizon: 4, prefix: new Uint8Array(0), savestate: null });
    expect(g.topLevelRuns).toBeUndefined();
    const root = runner.startSnapshot({ ...spec, horizon: 4, prefix: new Uint8Array(0), savestate: null });
    const task: Task = { start: root, depth: 0, choices: Uint8Array.of(0, 0), keepSegments: false };
    runner.run(task);
    runner.run({ ...task, choices: Uint8Array.of(0) });
    expect(g.topLevelRuns).toBe(1);
    delete g.topLevelRuns;
  });

  it('a script without score(s), or with a top-level await, is refused with what is wrong', () => {
    expect(() => compileScriptObjective('const x = 1;')).toThrow('a search objective script must define function score(s)');
    expect(() => compileScriptObjective('await sp.step(1);\nfunction score(s) { return 1; }')).toThrow(/its top level must not await/);
  });

  it('a search that misses its goal says how close it came and keeps its best attempt', async () => {
    const v = await runSearch(
      {
        level: loadBuiltinLevel('walls'), world: {}, alphabet: [BTN_RIGHT], granularity: 4, horizon: 4, prefix: new Uint8Array(0), savestate: null,
        objective: { kind: 'reach', x: 3000, y: 204, radius: 4 },
      },
      { kind: 'bfs' },
      { seed: 1, budget: { states: 50 } },
    );
    expect(v.result.found).toBe(false);
    expect(v.result.message).toMatch(/^not reached; closest \d+ px at frame \d+ \(at \d+, \d+; the goal is 3000, 204 ± 4\)$/);
    expect(v.best?.movie.inputs.length).toBe(16);
  });
});
