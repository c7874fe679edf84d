/**
 * Writes the real-act glitch movies of this folder, one per row of the whole-game sweep's report
 * (analysis/reports/s1-rev01-sweep.json; docs/glitches.md). Each starts
 * from the sweep cell's savestate (analysis/search/sweep.ts cellSavestate) and plays the sweep's
 * inputs; the detector must fire at the report's frame before the file is written. A savestate
 * holds the engine's state layout, so after a layout change these files are refused
 * (snapshotLayout) and this script writes them again. (No row has a route from the act's start
 * yet: the cells are places with a chosen speed, not states reached by playing the act.)
 * Each movie carries `expect:` and `fix:` notes for `subpixel validate` and runs on past the
 * glitch for a second, so the fixed engine's difference shows. Real-act movies of an earlier
 * report that are no row of this one are deleted.
 *
 *   npx tsx tests/glitch-movies/makeRealActs.ts [--disasm <dir>]   (default $SUBPIXEL_DISASM, then ../shared/disasm/s1)
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { cellSavestate } from '../../analysis/search/sweep.ts';
import { replayGlitchMovie, writeGlitchSpx, type GlitchMovie } from '../../analysis/search/glitchMovie.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { movieLevelRef } from '../../movies/formats/levelRef.ts';
import type { Level } from '../../engine/level/types.ts';
import { parseSweepReport, realActMovieName as movieName, type SweepReportRow as ReportRow } from '../../analysis/search/sweepReport.ts';

const here = new URL('.', import.meta.url).pathname;
const root = join(here, '../..');
const REPORT = join(root, 'analysis/reports/s1-rev01-sweep.json');
/** The quirk whose fix removes each detector's glitch. */
const FIX: Record<string, string> = { zip: 'zip', stairClip: 'stairClip', falseStanding: 'falseStandingFlag' };
/** The names realActMovieName gives. */
const REAL_ACT_MOVIE = /^[A-Za-z]+-s1-[a-z0-9]+-\d+-\d+\.spx$/;
/** Frames kept after the glitch. */
const AFTER = 60;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

function script(text: string, what: string): Uint8Array {
  const r = parseInputScript(text, what);
  if (!r.ok) throw new Error(`${what}: ${r.error.where}: ${r.error.message}`);
  return r.value;
}

/** The movie, its inputs padded AFTER frames past the glitch, checked to fire the detector at the row's frame. */
function glitchMovie(level: Level, row: ReportRow, inputs: Uint8Array, savestate: Int32Array, notes: string): GlitchMovie {
  const frame = row.frame;
  const padded = new Uint8Array(frame + 1 + AFTER);
  padded.set(inputs.subarray(0, Math.min(inputs.length, padded.length)));
  const gm: GlitchMovie = {
    movie: {
      meta: { level: movieLevelRef(level), profile: 's1', character: 'sonic', fixes: [], author: 'subpixel sweep', rerecords: 0, created: '', modified: '', notes },
      inputs: padded,
      markers: [{ frame, text: row.message }],
      checkpoints: [],
    },
    savestate,
  };
  const replay = replayGlitchMovie(level, {}, gm);
  if (!replay.ok) throw new Error(`${movieName(row)}: ${replay.error.message}`);
  const first = replay.value.hits.find((h) => h.detector === row.detector);
  if (first === undefined || first.frame !== frame) {
    throw new Error(`${movieName(row)}: ${row.detector} fires at frame ${first?.frame ?? 'none'}, expected ${frame}`);
  }
  return gm;
}

function main(): void {
  const disasm = option('disasm', process.env.SUBPIXEL_DISASM ?? join(root, '../shared/disasm/s1'));
  const report = parseSweepReport(readFileSync(REPORT, 'utf8'), REPORT);
  const d = openS1Disassembly(nodeDisasmSource(disasm), report.revision === 0 ? 0 : 1);
  const names = new Set(report.hits.map(movieName));
  for (const f of readdirSync(here)) {
    if (REAL_ACT_MOVIE.test(f) && !names.has(f)) {
      rmSync(join(here, f));
      process.stdout.write(`${f}: deleted (not in the report)\n`);
    }
  }
  for (const row of report.hits) {
    const level = d.importAct(row.act, { objects: row.pass === 'falseStanding' }).level;
    const name = movieName(row);
    const c = row.cell;
    const notes = [
      `expect: ${row.detector}`,
      `fix: ${FIX[row.detector]}`,
      row.message,
      `From the sweep cell (${c.x}, ${c.y}), ${c.air ? 'airborne' : 'grounded'}, x speed ${c.speed}${c.ysp ? `, y speed ${c.ysp}` : ''} (savestate).`,
    ];
    const gm = glitchMovie(level, row, script(row.inputs, name), cellSavestate(level, {}, c), notes.join('\n'));
    writeFileSync(join(here, name), writeGlitchSpx(gm));
    process.stdout.write(`${name}: ${row.detector} at frame ${row.frame}\n`);
  }
}

main();
