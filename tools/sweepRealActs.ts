/**
 * The whole-game glitch sweep on the real Sonic 1 acts (docs/glitches.md): every act, each pass of analysis/search/actSweep.ts REAL_ACT_PASSES (zip and stair
 * clip on the terrain alone, false standing with the act's ported objects), hits grouped into
 * one per place and kind. Writes the report as JSON (analysis/search/sweepReport.ts) and prints
 * the tables of docs/glitches.md: per act, the cells and hits of each pass; per place found, the hit.
 *
 *   npx tsx tools/sweepRealActs.ts --disasm ../shared/disasm/s1 --rev 1 --workers 2 \
 *     --out analysis/reports/s1-rev01-sweep.json
 *
 * Options: --acts ghz1,mz1 (default all 20), --passes zip,stairClip (default all), --workers N
 * (threads, the caller included; default 2), --disasm (default $SUBPIXEL_DISASM, then
 * ../shared/disasm/s1), --rev 0|1 (default 1), --out <file.json>, --coarse N (places N times
 * further apart than each pass's stride: a quicker, thinner pass; default 1).
 *
 *   npx tsx tools/sweepRealActs.ts --tables <report.json>   prints the tables of a written report.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { openS1Disassembly } from '../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../importers/s1/nodeDisasmSource.ts';
import { S1_ACTS } from '../importers/s1/s1Acts.ts';
import { REAL_ACT_PASSES, actPlaces, groupHits, placeHits, type HitGroup } from '../analysis/search/actSweep.ts';
import { surfaceCells } from '../analysis/search/surfaceCells.ts';
import { SweepPool } from '../analysis/search/sweepPool.ts';
import { s1ObjectPorts } from '../engine/games/s1/objects/objects/index.ts';
import { formatInputScript } from '../movies/formats/inputScript.ts';
import { SWEEP_REPORT_FORMAT, actTable, hitTable, parseSweepReport, type SweepReport, type SweepReportRow, type SweepReportRun } from '../analysis/search/sweepReport.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const disasm = option('disasm', process.env.SUBPIXEL_DISASM ?? '../shared/disasm/s1');
const revision = option('rev', '1') === '0' ? 0 : 1;
const actIds = option('acts', 'all') === 'all' ? S1_ACTS.map((a) => a.id) : option('acts', '').split(',');
const passIds = option('passes', 'all') === 'all' ? REAL_ACT_PASSES.map((p) => p.id) : option('passes', '').split(',');
const workers = Number(option('workers', '2'));
const out = option('out', '');
const coarse = Math.max(1, Number(option('coarse', '1')));
const tablesOf = option('tables', '');

if (tablesOf !== '') {
  printTables(parseSweepReport(readFileSync(tablesOf, 'utf8'), tablesOf));
  process.exit(0);
}

const d = openS1Disassembly(nodeDisasmSource(disasm), revision);
const pool = new SweepPool(workers);
const t0 = performance.now();
const report: SweepReportRow[] = [];
const runs: SweepReportRun[] = [];
for (const pass of REAL_ACT_PASSES.filter((p) => passIds.includes(p.id))) {
  for (const actId of actIds) {
    const t = performance.now();
    const { level } = d.importAct(actId, { objects: pass.objects });
    const world = {};
    const places = actPlaces(level, world, pass.stride * coarse);
    const cells = surfaceCells(places, pass.cells);
    const spec = { level, world, cells, detectors: pass.detectors, alphabet: pass.alphabet, granularity: pass.granularity, horizon: pass.horizon, algorithm: pass.algorithm, budgetPerSearch: pass.budgetPerSearch };
    const hits = await pool.sweep(spec, { seed: 1 });
    const groups = groupHits(placeHits(level, world, hits));
    const seconds = (performance.now() - t) / 1000;
    runs.push({ pass: pass.id, act: actId, places: places.length, cells: cells.length, hits: hits.length, groups: groups.length, seconds: round(seconds) });
    process.stderr.write(`${pass.id} ${actId}: ${places.length} places, ${cells.length} cells, ${hits.length} hits in ${groups.length} places, ${seconds.toFixed(1)} s\n`);
    for (const g of groups) report.push(row(actId, pass.id, pass.granularity, g));
  }
}
await pool.close();
const seconds = (performance.now() - t0) / 1000;
const doc: SweepReport = {
  format: SWEEP_REPORT_FORMAT,
  game: 's1',
  revision,
  command: `npx tsx tools/sweepRealActs.ts ${process.argv.slice(2).join(' ')}`,
  objectsPorted: Object.keys(s1ObjectPorts()).map((id) => `0x${Number(id).toString(16)}`),
  passes: REAL_ACT_PASSES.filter((p) => passIds.includes(p.id)).map((p) => ({ ...p, stride: p.stride * coarse })),
  seconds: round(seconds),
  runs,
  hits: report,
};
if (out !== '') writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
process.stderr.write(`${report.length} places with glitches, ${seconds.toFixed(1)} s\n`);
printTables(doc);

function printTables(r: SweepReport): void {
  process.stdout.write(`${actTable(r)}\n\n${hitTable(r)}\n`);
}

function row(act: string, pass: string, granularity: number, g: HitGroup): SweepReportRow {
  const { hit, at } = g.best;
  return {
    act,
    pass,
    detector: hit.detector,
    at,
    cell: hit.cell,
    inputs: formatInputScript(hit.movie.movie.inputs),
    frame: hit.frame,
    message: hit.message,
    cells: g.cells,
    granularity,
  };
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
