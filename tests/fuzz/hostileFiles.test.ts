/**
 * The hostile-file fuzz suite (issue 14): a few thousand seeded mutations of valid files of every
 * format — .txt, .spx, .spx with a savestate, .bk2, .gmv, level .json, project files with branch
 * savestates — each run in a capped worker (time and heap cap per case) through what the CLI and
 * the workbench hand such a file to. Every outcome must be a refusal with a one-line message or
 * a successful load; never an exception, a hang or a fatal error.
 *
 * The counts per format and outcome are printed and written to test-artifacts/fuzz-counts.json.
 * A failing case's file is written to test-artifacts/fuzz-failures/ (rebuilt from its seed in
 * this thread) so it can be kept as a regression file in tests/fuzz/regressions/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCapped } from './cappedRunner.ts';
import { buildCase, type FuzzOutcome, type FuzzSpec } from './fuzzCase.ts';
import { FUZZ_FORMATS, type FuzzFormat } from './seeds.ts';

const CASES_PER_FORMAT = 2000;
/** The run's seed: change it to explore other cases; a failure names its case number. */
const ROOT_SEED = 14;
const CASE_MODULE = fileURLToPath(new URL('./fuzzCase.ts', import.meta.url));
const ARTIFACTS = join(import.meta.dirname, '../../test-artifacts');
/** Per case: far above the slowest legitimate case (a zip bomb refused at 10,001,001 lines, ~3 s). */
const CAP = { timeCapMs: 20_000, heapMb: 1024, workers: 2 };

type Counts = Record<FuzzFormat, { cases: number; loaded: number; refused: number; refusedPastLimit: number; failed: number; byCode: Record<string, number> }>;

describe('hostile files: fuzzed', () => {
  it(`${CASES_PER_FORMAT} mutated files of every format: each is refused with a one-line message or loads; none throws, hangs or kills the worker`, async () => {
    const t0 = performance.now();
    // Formats interleaved, so both workers share the slow cases.
    const specs: FuzzSpec[] = [];
    for (let i = 0; i < CASES_PER_FORMAT; i++) for (const format of FUZZ_FORMATS) specs.push({ format, caseNo: i, rootSeed: ROOT_SEED });
    const verdicts = await runCapped<FuzzSpec, FuzzOutcome>(CASE_MODULE, specs, CAP);
    const seconds = (performance.now() - t0) / 1000;

    const counts = Object.fromEntries(
      FUZZ_FORMATS.map((f) => [f, { cases: 0, loaded: 0, refused: 0, refusedPastLimit: 0, failed: 0, byCode: {} as Record<string, number> }]),
    ) as Counts;
    const failures: string[] = [];
    verdicts.forEach((v, i) => {
      const spec = specs[i];
      const c = counts[spec.format];
      c.cases++;
      if (v.kind !== 'done') {
        c.failed++;
        failures.push(`${spec.format} case ${spec.caseNo} (seed ${spec.rootSeed}): ${v.kind}: ${v.message.split('\n')[0]}`);
        keepFailure(spec, v.kind);
        return;
      }
      const r = v.result;
      if (r.outcome === 'loaded') c.loaded++;
      else {
        c.refused++;
        if (r.limit !== null) c.refusedPastLimit++;
        c.byCode[r.code!] = (c.byCode[r.code!] ?? 0) + 1;
      }
    });

    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'fuzz-counts.json'), `${JSON.stringify({ rootSeed: ROOT_SEED, casesPerFormat: CASES_PER_FORMAT, seconds: Math.round(seconds), counts }, null, 2)}\n`);
    console.log(report(counts, seconds));

    expect(failures).toEqual([]);
    for (const f of FUZZ_FORMATS) {
      expect(counts[f].cases).toBe(CASES_PER_FORMAT);
      // The mutations reach both ends: some files still load, many are refused.
      expect(counts[f].loaded, f).toBeGreaterThan(0);
      expect(counts[f].refused, f).toBeGreaterThan(CASES_PER_FORMAT / 10);
    }
    // Every class of the issue shows up among the refusals.
    expect(counts.spxSavestate.byCode.snapshotInvalid).toBeGreaterThan(0);
    expect(counts.project.byCode.projectFileSavestate).toBeGreaterThan(0);
    expect(counts.bk2.byCode.bk2TooManyLines).toBeGreaterThan(0);
  }, 600_000);
});

function report(counts: Counts, seconds: number): string {
  const lines = [`fuzz: ${FUZZ_FORMATS.length * CASES_PER_FORMAT} cases in ${seconds.toFixed(1)} s (seed ${ROOT_SEED})`, 'format        cases  loaded  refused  (past a limit)  failed  top refusals'];
  for (const f of FUZZ_FORMATS) {
    const c = counts[f];
    const top = Object.entries(c.byCode).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, n]) => `${k} ${n}`).join(', ');
    lines.push(`${f.padEnd(12)} ${String(c.cases).padStart(6)} ${String(c.loaded).padStart(7)} ${String(c.refused).padStart(8)} ${String(c.refusedPastLimit).padStart(15)} ${String(c.failed).padStart(7)}  ${top}`);
  }
  return lines.join('\n');
}

/** The failing case's file, rebuilt here from its seed, for triage and for tests/fuzz/regressions/. */
function keepFailure(spec: FuzzSpec, kind: string): void {
  try {
    const c = buildCase(spec);
    const dir = join(ARTIFACTS, 'fuzz-failures');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${spec.format}-${spec.rootSeed}-${spec.caseNo}-${kind}-${c.name}`), c.bytes);
  } catch {
    // Rebuilding failed too: the failure line above still names the case.
  }
}
