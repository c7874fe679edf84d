import { describe, expect, it } from 'vitest';
import { allocateKept, keptTables, readKeptResults, runKeptJobs, writeKeptJobs, type KeptJob } from '../../../analysis/search/keptBatch.ts';
import { Runner } from '../../../analysis/search/problem.ts';
import { ALPHABET, flatProblem } from './searchFixtures.ts';

const H = 8;
const problem = flatProblem({ kind: 'maxX' }, H);

/** The state words after each choice, replayed from the root: what a slot must hold. */
function replay(choices: Uint8Array): Int32Array[] {
  const r = new Runner(problem);
  const w = r.world;
  w.reset();
  const out: Int32Array[] = [];
  for (const c of choices) {
    for (let j = 0; j < problem.granularity; j++) w.step(ALPHABET[c]);
    out.push(w.state.slice());
  }
  return out;
}

function choices(...c: number[]): Uint8Array {
  return Uint8Array.from(c);
}

describe('kept jobs', () => {
  const runner = new Runner(problem);
  const root = runner.startSnapshot(problem);
  const sw = runner.world.state.length;
  const t = keptTables(allocateKept(root, sw, 4, H, 8, false));
  const slot = (s: number, i: number): Int32Array => t.store.subarray((s * H + i) * sw, (s * H + i + 1) * sw);
  const run = (jobs: KeptJob[]) => {
    writeKeptJobs(t, jobs);
    return readKeptResults(t, jobs.length, runKeptJobs(runner, t));
  };

  const parent = choices(1, 1, 1, 3, 3, 1, 1, 1);
  const early = choices(1, 1, 2, 2, 2, 2, 0, 0); // differs from choice 2
  const late = choices(1, 1, 1, 3, 3, 0, 0, 3); // differs from choice 5

  it('a child in a fresh slot gets the parent prefix copied and its own states after it', () => {
    run([{ parent: -1, from: 0, out: 0, choices: parent }]);
    const [r] = run([{ parent: 0, from: 2, out: 1, choices: early }]);
    expect(r.framesRun).toBe((H - 2) * problem.granularity);
    replay(early).forEach((s, i) => expect(slot(1, i)).toEqual(s));
  });

  it('a child taking over its parent slot overwrites only from its resume point, and a sibling resuming earlier in the same batch still reads the parent', () => {
    run([{ parent: -1, from: 0, out: 0, choices: parent }]);
    const results = run([
      { parent: 0, from: 5, out: 0, choices: late },
      { parent: 0, from: 2, out: 2, choices: early },
    ]);
    expect(results.map((r) => r.valid)).toEqual([H, H]);
    replay(late).forEach((s, i) => expect(slot(0, i)).toEqual(s));
    replay(early).forEach((s, i) => expect(slot(2, i)).toEqual(s));
    const full = new Runner(problem);
    expect(results[0].score).toBe(full.run({ start: root, depth: 0, choices: late, keepSegments: false }).score);
  });
});
