/**
 * The progress lines a queued sweep or search prints on stderr while its workers run
 * (workbench/cli/commands/queue.ts progressReporter), on a clock the test moves.
 */
import { describe, expect, it } from 'vitest';
import type { CoordinatorProgress } from '../../../analysis/queue/coordinator.ts';
import { progressReporter } from '../../../workbench/cli/commands/queue.ts';

function reporter(what: 'sweep' | 'search', unit: string, total: number) {
  const lines: string[] = [];
  let t = 1_000_000;
  let state = { done: 0, hits: 0, errors: 0 };
  const report = progressReporter({ out: () => {}, err: (l) => lines.push(l) }, what, unit, total, 'redis://10.0.0.5:6379/0', () => state, () => t);
  return {
    lines,
    /** `ms` later, with this state and `workers` connected. */
    at(ms: number, s: { done: number; hits: number; errors?: number }, workers = 2): void {
      t += ms;
      state = { errors: 0, ...s };
      report({ results: new Map(), jobs: 0, workers } as CoordinatorProgress<unknown>);
    },
  };
}

describe('a queued run\'s progress on stderr', () => {
  it('says searches done of all, glitches, workers, the rate since the start and the ETA at that rate', () => {
    const r = reporter('sweep', 'searches', 1000);
    r.at(0, { done: 0, hits: 0 });
    r.at(10_000, { done: 100, hits: 3 });
    r.at(40_000, { done: 400, hits: 7, errors: 1 });
    r.at(50_000, { done: 1000, hits: 9, errors: 1 });
    expect(r.lines).toEqual([
      'sweep: 0/1000 searches (0%), 0 glitches, 2 workers, 0.0 searches/s, ETA ?',
      'sweep: 100/1000 searches (10%), 3 glitches, 2 workers, 10.0 searches/s, ETA 1 min 30 s',
      'sweep: 400/1000 searches (40%), 7 glitches, 1 error, 2 workers, 8.0 searches/s, ETA 1 min 15 s',
      'sweep: 1000/1000 searches (100%), 9 glitches, 1 error, 2 workers, 10.0 searches/s, done',
    ]);
  });

  it('counts the rate from what this coordinator saw done: a resumed run\'s earlier jobs do not inflate it', () => {
    const r = reporter('sweep', 'searches', 600);
    r.at(0, { done: 300, hits: 4 });
    r.at(20_000, { done: 340, hits: 4 });
    expect(r.lines.at(-1)).toBe('sweep: 340/600 searches (56%), 4 glitches, 2 workers, 2.0 searches/s, ETA 2 min 10 s');
  });

  it('prints at most a line a second, the last one always, and one every 10 s while nothing moves', () => {
    const r = reporter('search', 'restarts', 4);
    r.at(0, { done: 0, hits: 0 });
    r.at(500, { done: 1, hits: 1 });
    r.at(600, { done: 1, hits: 1 });
    r.at(5000, { done: 1, hits: 1 });
    r.at(5000, { done: 1, hits: 1 });
    r.at(100, { done: 4, hits: 2 });
    expect(r.lines).toEqual([
      'search: 0/4 restarts (0%), 0 found, 2 workers, 0.0 restarts/s, ETA ?',
      'search: 1/4 restarts (25%), 1 found, 2 workers, 0.9 restarts/s, ETA 3 s',
      'search: 1/4 restarts (25%), 1 found, 2 workers, 0.1 restarts/s, ETA 33 s',
      'search: 4/4 restarts (100%), 2 found, 2 workers, 0.4 restarts/s, done',
    ]);
  });

  it('says once, after 3 s with no worker connected, how to start one on this Redis', () => {
    const r = reporter('sweep', 'searches', 10);
    r.at(0, { done: 0, hits: 0 }, 0);
    r.at(3500, { done: 0, hits: 0 }, 0);
    r.at(12_000, { done: 0, hits: 0 }, 0);
    expect(r.lines.filter((l) => l.includes('no worker'))).toEqual(['sweep: no worker is connected: start one on any machine with `subpixel worker --queue redis://10.0.0.5:6379/0`']);
  });
});
