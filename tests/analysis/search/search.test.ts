import { describe, expect, it } from 'vitest';
import { runSearch } from '../../../analysis/search/runSearch.ts';
import { LocalEvaluator, type Evaluator } from '../../../analysis/search/evaluator.ts';
import { readGlitchSpx, replayGlitchMovie, writeGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { Prng } from '../../../analysis/search/prng.ts';
import { splitEvenly } from '../../../analysis/search/evaluator.ts';
import type { SearchProgress } from '../../../analysis/search/control.ts';
import { BTN_RIGHT } from '../../../engine/input.ts';
import { P_X } from '../../../engine/state/layout.ts';
import { flatProblem, insideWallProblem } from './searchFixtures.ts';

describe('Prng', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = new Prng(7);
    const b = new Prng(7);
    const c = new Prng(8);
    const sa = [a.nextU32(), a.nextU32(), a.nextU32()];
    expect([b.nextU32(), b.nextU32(), b.nextU32()]).toEqual(sa);
    expect([c.nextU32(), c.nextU32(), c.nextU32()]).not.toEqual(sa);
  });

  it('int(n) stays in 0..n-1', () => {
    const r = new Prng(1);
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(r.int(3));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});

describe('splitEvenly', () => {
  it('cuts 5 items into contiguous chunks of 2 and 3 for 2 workers', () => {
    expect(splitEvenly([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4, 5]]);
  });
});

describe('breadth-first search', () => {
  it('finds the zip from a savestate inside a wall on the first frame, pressing Right', async () => {
    const { result, movie, verification } = await runSearch(insideWallProblem(), { kind: 'bfs' }, { seed: 1, budget: { states: 100 } });
    expect(result.found).toBe(true);
    expect(result.doneFrame).toBe(0);
    expect([...result.inputs]).toEqual([BTN_RIGHT]);
    expect(verification.ok).toBe(true);
    expect(movie!.savestate).not.toBeNull();
  });

  it('reaches a point in the fewest choices', async () => {
    const { result } = await runSearch(flatProblem({ kind: 'reach', x: 130, y: 204, radius: 3 }), { kind: 'bfs' }, { seed: 1, budget: { states: 5000 } });
    expect(result.found).toBe(true);
    expect(result.stopReason).toBe('found');
    // Falling to the floor and walking 30 px right: the point is met during the 5th choice.
    expect(Math.floor(result.doneFrame / 6)).toBe(4);
    const shorter = await runSearch(flatProblem({ kind: 'reach', x: 130, y: 204, radius: 3 }, 4), { kind: 'bfs' }, { seed: 1, budget: { states: 5000 } });
    expect(shorter.result.found).toBe(false);
    expect(shorter.result.stopReason).toBe('exhausted');
  });

  it('stops on the state budget', async () => {
    const { result } = await runSearch(flatProblem({ kind: 'maxX' }, 20), { kind: 'bfs' }, { seed: 1, budget: { states: 50 } });
    expect(result.stopReason).toBe('budget');
    expect(result.states).toBe(50);
  });
});

describe('beam search', () => {
  it('maximising x runs right for the whole horizon, the same for the same seed', async () => {
    const run = () => runSearch(flatProblem({ kind: 'maxX' }), { kind: 'beam', width: 4 }, { seed: 3, budget: { frames: 1_000_000 } });
    const a = await run();
    const b = await run();
    expect(a.result.inputs.length).toBe(48);
    expect(a.result.score).toBe(b.result.score);
    expect([...a.result.inputs]).toEqual([...b.result.inputs]);
    expect(a.verification.ok).toBe(true);
    expect(a.movie!.savestate).toBeNull();
  });

  it('reports progress after each batch and stops when aborted', async () => {
    const controller = new AbortController();
    const seen: SearchProgress[] = [];
    const { result } = await runSearch(flatProblem({ kind: 'maxX' }, 30), { kind: 'beam', width: 8 }, {
      seed: 1,
      budget: {},
      batch: 8,
      onProgress: (p) => {
        seen.push(p);
        if (seen.length === 3) controller.abort();
      },
      signal: controller.signal,
    });
    expect(result.stopReason).toBe('aborted');
    expect(seen).toHaveLength(3);
    expect(seen.map((p) => p.states)).toEqual([4, 12, 20]);
  });

  it('stops on the seconds budget measured on the clock it is given', async () => {
    let now = 0;
    const { result } = await runSearch(flatProblem({ kind: 'maxX' }, 30), { kind: 'beam', width: 8 }, { seed: 1, budget: { seconds: 1 }, batch: 8, clock: () => (now += 100) });
    expect(result.stopReason).toBe('budget');
  });
});

describe('genetic search', () => {
  const genetic = { kind: 'genetic', population: 12, elites: 2, generations: 6 } as const;

  it('is deterministic for a seed and its best movie replays to the score', async () => {
    const a = await runSearch(flatProblem({ kind: 'maxX' }, 10), genetic, { seed: 42, budget: {} });
    const b = await runSearch(flatProblem({ kind: 'maxX' }, 10), genetic, { seed: 42, budget: {} });
    expect(a.result.score).toBe(b.result.score);
    expect([...a.result.inputs]).toEqual([...b.result.inputs]);
    expect(a.verification.ok).toBe(true);
    const replay = replayGlitchMovie(flatProblem({ kind: 'maxX' }).level, { profile: 's1' }, a.movie!);
    expect(replay.ok && replay.value.world.state[P_X]).toBe(a.result.score);
  });

  it('re-simulating children from their first changed choice gives the same result with fewer frames', async () => {
    const reuse = await runSearch(flatProblem({ kind: 'maxX' }, 10), genetic, { seed: 5, budget: {} });
    const root = await runSearch(flatProblem({ kind: 'maxX' }, 10), { ...genetic, reuseSavestates: false }, { seed: 5, budget: {} });
    expect([...reuse.result.inputs]).toEqual([...root.result.inputs]);
    expect(reuse.result.framesSimulated).toBeLessThan(root.result.framesSimulated);
  });

  it('gives the same result with the states kept by the evaluator as with them shipped in Tasks', async () => {
    // An evaluator without openKept/runKept (e.g. a wrapper) gets the Task-based fallback.
    const inner = new LocalEvaluator();
    const tasksOnly: Evaluator = { workers: 1, configure: (s) => inner.configure(s), run: (t) => inner.run(t), close: () => inner.close() };
    for (const problem of [flatProblem({ kind: 'maxX' }, 10), flatProblem({ kind: 'reach', x: 160, y: 204, radius: 2 }, 12), insideWallProblem()]) {
      const kept = await runSearch(problem, genetic, { seed: 6, budget: { states: 500 } });
      const shipped = await runSearch(problem, genetic, { seed: 6, budget: { states: 500 } }, tasksOnly);
      expect(shipped.result).toEqual({ ...kept.result, seconds: shipped.result.seconds });
    }
  });

  it('finds the zip from the savestate and stops once the population settles', async () => {
    const { result, verification } = await runSearch(insideWallProblem(), { ...genetic, generations: 200 }, { seed: 9, budget: { states: 5000 } }, new LocalEvaluator());
    expect(result.found).toBe(true);
    expect(result.doneFrame).toBe(0);
    expect(result.stopReason).toBe('found');
    expect(verification.ok).toBe(true);
  });
});

describe('glitch movie files', () => {
  it('a savestate start survives writing and reading the .spx file', async () => {
    const { movie } = await runSearch(insideWallProblem(), { kind: 'bfs' }, { seed: 1, budget: { states: 100 } });
    const text = writeGlitchSpx(movie!);
    const back = readGlitchSpx(text, 'zip.spx');
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect([...back.value.savestate!]).toEqual([...movie!.savestate!]);
    expect([...back.value.movie.inputs]).toEqual([...movie!.movie.inputs]);
    expect(back.value.movie.meta.notes.split('\n')[0]).toBe('expect: zip');
  });

  it('a malformed savestate is refused with its code and place', () => {
    const text = JSON.stringify({ ...JSON.parse(writeGlitchSpxFixture()), savestate: { encoding: 'int32le-base64', data: '!!' } });
    const r = readGlitchSpx(text, 'bad.spx');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.where]).toEqual(['spxSavestate', 'savestate']);
  });
});

function writeGlitchSpxFixture(): string {
  return writeGlitchSpx({
    movie: {
      meta: { level: { name: 'test', hash: 0 }, profile: 's1', character: 'sonic', fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '' },
      inputs: new Uint8Array([8]),
      markers: [],
      checkpoints: [],
    },
    savestate: null,
  });
}
