/**
 * Every file the fuzz suite (or the issue) found crashing, hanging or breaking the one-line
 * promise is kept in tests/fuzz/regressions/ and replayed here, in a capped worker, through the
 * same loaders: each must give exactly the outcome recorded in regressions/expected.json.
 * Adding one: copy the file from test-artifacts/fuzz-failures/ (name it `<format>-<what>.<ext>`)
 * and record its expected outcome.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCapped } from './cappedRunner.ts';
import type { FuzzOutcome } from './fuzzCase.ts';

const DIR = join(import.meta.dirname, 'regressions');
const CASE_MODULE = fileURLToPath(new URL('./regressionCase.ts', import.meta.url));
const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, Omit<FuzzOutcome, 'mutation' | 'bytes'>>;
const files = readdirSync(DIR).filter((f) => f !== 'expected.json').sort();

describe('hostile files: kept regressions', () => {
  it('every kept file has an expected outcome, and every expectation a file', () => {
    expect(files).toEqual(Object.keys(expected).sort());
  });

  it('each kept file gives its expected refusal, in time, without throwing', async () => {
    const verdicts = await runCapped<string, Omit<FuzzOutcome, 'mutation' | 'bytes'>>(CASE_MODULE, files.map((f) => join(DIR, f)), { timeCapMs: 20_000, heapMb: 1024, workers: 2 });
    const got = Object.fromEntries(files.map((f, i) => [f, verdicts[i].kind === 'done' ? verdicts[i].result : `${verdicts[i].kind}: ${verdicts[i].message.split('\n')[0]}`]));
    expect(got).toEqual(expected);
  }, 120_000);
});
