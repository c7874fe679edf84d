/**
 * The hostile-checkout fuzz suite (issue 25): seeded damage to a copy of the Sonic 1 checkout on
 * disk — truncation, random bytes, CR/LF mixes, include fan-out, huge sparse files, special
 * files (FIFO, symlink loop, folder, links to /dev/zero and outside, paths that climb out) —
 * each case imported whole in a capped worker (time and heap cap) as `subpixel import s1` does.
 * Every outcome must be a load or a refusal with its code and one visible line; never an
 * exception, a hang, a blown heap or a read outside the checkout.
 *
 * The counts per class and outcome are printed and written to test-artifacts/fuzz-checkout-counts.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { describeWithDisasm } from '../support/disasm.ts';
import { runCapped } from './cappedRunner.ts';
import { CHECKOUT_CLASSES, type CheckoutClass, type CheckoutOutcome, type CheckoutSpec } from './checkoutCase.ts';

const CASES_PER_CLASS = 20;
const ROOT_SEED = 25;
const CASE_MODULE = fileURLToPath(new URL('./checkoutCase.ts', import.meta.url));
const ARTIFACTS = join(import.meta.dirname, '../../test-artifacts');
/** Per case: an intact import of every act takes ~1 s; a fan-out is refused in ~3 s. */
const CAP = { timeCapMs: 30_000, heapMb: 1024, workers: 2 };

type Counts = Record<CheckoutClass, { cases: number; loaded: number; refused: number; failed: number; byCode: Record<string, number> }>;

describeWithDisasm('hostile checkouts: fuzzed', () => {
  it(`${CASES_PER_CLASS} damaged checkouts of every class: each imports or is refused with one visible line; none throws, hangs or blows the heap`, async () => {
    const t0 = performance.now();
    const specs: CheckoutSpec[] = [];
    for (let i = 0; i < CASES_PER_CLASS * CHECKOUT_CLASSES.length; i++) specs.push({ caseNo: i, rootSeed: ROOT_SEED });
    const verdicts = await runCapped<CheckoutSpec, CheckoutOutcome>(CASE_MODULE, specs, CAP);
    const seconds = (performance.now() - t0) / 1000;
    const counts = Object.fromEntries(CHECKOUT_CLASSES.map((c) => [c, { cases: 0, loaded: 0, refused: 0, failed: 0, byCode: {} as Record<string, number> }])) as Counts;
    const failures: string[] = [];
    verdicts.forEach((v, i) => {
      const cls = CHECKOUT_CLASSES[specs[i].caseNo % CHECKOUT_CLASSES.length];
      const c = counts[cls];
      c.cases++;
      if (v.kind !== 'done') {
        c.failed++;
        failures.push(`${cls} case ${specs[i].caseNo} (seed ${ROOT_SEED}): ${v.kind}: ${v.message.split('\n')[0]}`);
        return;
      }
      if (v.result.outcome === 'loaded') c.loaded++;
      else {
        c.refused++;
        c.byCode[v.result.code!] = (c.byCode[v.result.code!] ?? 0) + 1;
      }
    });
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, 'fuzz-checkout-counts.json'), `${JSON.stringify({ rootSeed: ROOT_SEED, casesPerClass: CASES_PER_CLASS, seconds: Math.round(seconds), counts }, null, 2)}\n`);
    console.log(report(counts, seconds));

    expect(failures).toEqual([]);
    for (const c of CHECKOUT_CLASSES) expect(counts[c].cases).toBe(CASES_PER_CLASS);
    // Each class reaches the refusal it is about.
    expect(counts.fanOut.byCode.tooMuchWork).toBe(CASES_PER_CLASS);
    expect(counts.huge.byCode.fileTooLarge).toBe(CASES_PER_CLASS);
    expect(counts.special.byCode.notAFile).toBeGreaterThan(0);
    expect(counts.special.byCode.outsideCheckout).toBeGreaterThan(0);
    expect(counts.truncate.refused).toBeGreaterThan(0);
  }, 900_000);
});

function report(counts: Counts, seconds: number): string {
  const lines = [`fuzz: ${CHECKOUT_CLASSES.length * CASES_PER_CLASS} damaged checkouts in ${seconds.toFixed(1)} s (seed ${ROOT_SEED})`, 'class         cases  loaded  refused  failed  refusals'];
  for (const cls of CHECKOUT_CLASSES) {
    const c = counts[cls];
    const top = Object.entries(c.byCode).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
    lines.push(`${cls.padEnd(12)} ${String(c.cases).padStart(6)} ${String(c.loaded).padStart(7)} ${String(c.refused).padStart(8)} ${String(c.failed).padStart(7)}  ${top}`);
  }
  return lines.join('\n');
}
