import { describe, expect, it } from 'vitest';
import { assembleSweep, bestOutcome } from '../../../analysis/queue/assemble.ts';
import { parseRedisTarget } from '../../../analysis/queue/redisTarget.ts';
import {
  algorithmFromJson, algorithmToJson, defaultRunName, int32FromBase64, int32ToBase64, jobId, jobIndexOf, runNameProblem, sweepJobs, wordsFromBase64, wordsToBase64,
  type JobOutcome, type SearchOutcome, type SweepJobResult,
} from '../../../analysis/queue/runSpec.ts';
import type { SweepCell } from '../../../analysis/search/sweep.ts';

const cells: SweepCell[] = Array.from({ length: 5 }, (_, i) => ({ x: 100 + i, y: 200, speed: 0, air: false }));

describe('the queue run spec', () => {
  it('parses redis://HOST:PORT/DB and refuses anything else with a message naming the form', () => {
    const t = parseRedisTarget('redis://10.0.0.5:6380/3');
    expect(t).toEqual({ ok: true, value: { host: '10.0.0.5', port: 6380, db: 3, tls: false, shown: 'redis://10.0.0.5:6380/3' } });
    const withPassword = parseRedisTarget('redis://:s3cret@host:6379');
    expect(withPassword.ok && withPassword.value.password).toBe('s3cret');
    expect(withPassword.ok && withPassword.value.shown).toBe('redis://host:6379/0');
    expect(parseRedisTarget('http://host:6379')).toEqual({ ok: false, message: 'expected redis://HOST:PORT[/DB] (redis: or rediss:), got "http://host:6379"' });
    expect(parseRedisTarget('redis://host:6379/x')).toEqual({ ok: false, message: 'the database must be a number (redis://HOST:PORT[/DB]), got "/x"' });
    expect(parseRedisTarget('host:6379').ok).toBe(false);
  });

  it('cuts a sweep into jobs detector by detector, cells in order, the last job of each detector shorter', () => {
    const jobs = sweepJobs({ cells, detectors: ['zip', 'wallClip'], cellsPerJob: 2 });
    expect(jobs.map((j) => [j.index, j.detector, j.from, j.count])).toEqual([
      [0, 'zip', 0, 2], [1, 'zip', 2, 2], [2, 'zip', 4, 1],
      [3, 'wallClip', 0, 2], [4, 'wallClip', 2, 2], [5, 'wallClip', 4, 1],
    ]);
    expect(jobIndexOf(jobId(42))).toBe(42);
    expect(jobIndexOf('42')).toBe(-1);
  });

  it('puts results back in report order whatever order the jobs finished in, each cell once', () => {
    const spec = { cells, detectors: ['zip', 'wallClip'], cellsPerJob: 2 };
    const hit = (k: number, m: string) => ({ k, frame: 10 + k, message: m, spx: `movie ${m}` });
    const results = new Map<number, JobOutcome<SweepJobResult>>([
      [4, { ok: true, value: { hits: [hit(1, 'w3')], errors: [], ms: 1 } }],
      [0, { ok: true, value: { hits: [hit(1, 'z1'), hit(0, 'z0'), hit(1, 'z1 again')], errors: [], ms: 1 } }],
      [2, { ok: true, value: { hits: [], errors: [{ k: 0, error: 'boom' }], ms: 1 } }],
      [3, { ok: false, error: 'worker gone' }],
    ]);
    const a = assembleSweep(spec, results);
    expect(a.hits.map((h) => [h.detector, h.cell.x, h.message])).toEqual([['zip', 100, 'z0'], ['zip', 101, 'z1'], ['wallClip', 103, 'w3']]);
    expect(a.errors.map((e) => [e.detector, e.cell.x, e.error])).toEqual([['zip', 104, 'boom'], ['wallClip', 100, 'worker gone'], ['wallClip', 101, 'worker gone']]);
    // Jobs 1 and 5 are not finished: their cells are not done.
    expect(a.done).toBe(2 + 1 + 2 + 2);
  });

  it('picks the best restart: found first, then the higher score, then the earlier restart', () => {
    const o = (found: boolean, score: number) => ({ found, score }) as SearchOutcome;
    expect(bestOutcome([o(false, 90), o(true, 10), o(true, 10), undefined])).toBe(1);
    expect(bestOutcome([undefined, o(false, 5), o(false, 7)])).toBe(2);
    expect(bestOutcome([undefined])).toBe(-1);
  });

  it('round-trips input words, savestates and an endless genetic search through JSON', () => {
    const words = Uint16Array.of(0, 0x0108, 0xffff);
    expect(wordsFromBase64(wordsToBase64(words))).toEqual(words);
    const state = Int32Array.of(-1, 0x7fffffff, -0x80000000, 5);
    expect(int32FromBase64(int32ToBase64(state))).toEqual(state);
    const genetic = { kind: 'genetic' as const, population: 48, elites: 6, generations: Infinity };
    const json = JSON.parse(JSON.stringify(algorithmToJson(genetic)));
    expect(json.generations).toBeNull();
    expect(algorithmFromJson(json)).toEqual(genetic);
  });

  it('names a run by its options, and refuses a name Redis keys and BullMQ cannot hold', () => {
    const spec = { format: 'subpixel-queue-run/1', kind: 'search', restarts: 2 } as never;
    expect(defaultRunName(spec)).toMatch(/^search-[0-9a-f]{12}$/);
    expect(defaultRunName(spec)).toBe(defaultRunName(JSON.parse(JSON.stringify(spec))));
    expect(runNameProblem('ghz-full.rev1')).toBeNull();
    expect(runNameProblem('a:b')).toContain('is not a run name');
  });
});
