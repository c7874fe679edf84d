/**
 * The whole-game sweep's report (tools/sweepRealActs.ts writes it as JSON,
 * analysis/reports/s1-rev01-sweep.json): what ran on each act, one row per place where a glitch
 * was found, and the tables of docs/glitches.md made from it.
 */
import type { SweepCell } from './sweep.ts';

export const SWEEP_REPORT_FORMAT = 'subpixel-sweep-report/1';

/** One pass on one act. */
export interface SweepReportRun {
  readonly pass: string;
  readonly act: string;
  /** Floor places the cells start from. */
  readonly places: number;
  /** Cells searched (places x speeds x grounded/airborne). */
  readonly cells: number;
  /** Cells whose search reached the pass's detector. */
  readonly hits: number;
  /** Those hits grouped by place (actSweep.ts groupHits): the report's rows. */
  readonly groups: number;
  readonly seconds: number;
}

/** One place where a glitch was found: its group's earliest hit. */
export interface SweepReportRow {
  readonly act: string;
  readonly pass: string;
  readonly detector: string;
  /** Where the player is at the detector's frame, whole pixels. */
  readonly at: { readonly x: number; readonly y: number; readonly xsp: number; readonly ysp: number; readonly air: boolean };
  /** The sweep cell the hit starts from. */
  readonly cell: SweepCell;
  /** The inputs from the cell, as an input script (one run a line). */
  readonly inputs: string;
  /** Frames from the cell to the hit. */
  readonly frame: number;
  readonly message: string;
  /** Cells whose hits fell in this place. */
  readonly cells: number;
  readonly granularity: number;
}

export interface SweepReport {
  readonly format: typeof SWEEP_REPORT_FORMAT;
  readonly game: 's1';
  readonly revision: 0 | 1;
  readonly command: string;
  readonly objectsPorted: readonly string[];
  readonly passes: readonly { readonly id: string }[];
  readonly seconds: number;
  readonly runs: readonly SweepReportRun[];
  readonly hits: readonly SweepReportRow[];
}

/** The report read back; a wrong format is an error naming the file. */
export function parseSweepReport(text: string, file: string): SweepReport {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message})`);
  }
  const o = doc as Partial<SweepReport> | null;
  if (o === null || typeof o !== 'object' || o.format !== SWEEP_REPORT_FORMAT) throw new Error(`${file}: format: expected "${SWEEP_REPORT_FORMAT}"`);
  if (!Array.isArray(o.runs)) throw new Error(`${file}: runs: expected an array`);
  if (!Array.isArray(o.hits)) throw new Error(`${file}: hits: expected an array`);
  return o as SweepReport;
}

/** An input script on one line: runs joined by ";" ("4,R;8"). */
export function inputsOnOneLine(script: string): string {
  return script.trim().split('\n').join(';');
}

/**
 * Per act: the cells each pass searched and the places where its detector fired (hits grouped
 * by place; the cells that reached them in brackets when more than one). Acts in run order,
 * passes as columns in the report's pass order.
 */
export function actTable(report: SweepReport): string {
  const passes = report.passes.map((p) => p.id);
  const acts = [...new Set(report.runs.map((r) => r.act))];
  const head = `| act | ${passes.map((p) => `${p} cells | ${p} hits`).join(' | ')} |`;
  const rule = `|---|${passes.map(() => '---:|---:').join('|')}|`;
  const lines = [head, rule];
  const total = new Map<string, { cells: number; groups: number; hits: number }>(passes.map((p) => [p, { cells: 0, groups: 0, hits: 0 }]));
  for (const act of acts) {
    const cols = passes.map((p) => {
      const r = report.runs.find((x) => x.act === act && x.pass === p);
      if (r === undefined) return '– | –';
      const t = total.get(p)!;
      t.cells += r.cells;
      t.groups += r.groups;
      t.hits += r.hits;
      return `${r.cells} | ${hitCount(r.groups, r.hits)}`;
    });
    lines.push(`| ${act} | ${cols.join(' | ')} |`);
  }
  lines.push(`| **all** | ${passes.map((p) => `${total.get(p)!.cells} | ${hitCount(total.get(p)!.groups, total.get(p)!.hits)}`).join(' | ')} |`);
  return lines.join('\n');
}

function hitCount(groups: number, hits: number): string {
  return groups === hits ? `${groups}` : `${groups} (${hits} cells)`;
}

/** The file name of a row's glitch movie in tests/glitch-movies (tests/glitch-movies/makeRealActs.ts writes it). */
export function realActMovieName(row: Pick<SweepReportRow, 'detector' | 'act' | 'at'>): string {
  return `${row.detector}-s1-${row.act}-${row.at.x}-${row.at.y}.spx`;
}

/** One line per place found: act, detector, where, the start cell (speed, air), the inputs and the movie. */
export function hitTable(report: SweepReport): string {
  const lines = ['| act | detector | at (x, y) | start cell (x, y) | start speed (x, y) | inputs from the cell | frame | movie |', '|---|---|---|---|---|---|---:|---|'];
  for (const h of report.hits) {
    const c = h.cell;
    const speed = `${hex(c.speed)}, ${hex(c.ysp ?? 0)}${c.air ? ' airborne' : ' grounded'}`;
    lines.push(`| ${h.act} | ${h.detector} | ${h.at.x}, ${h.at.y} | ${c.x}, ${c.y} | ${speed} | \`${inputsOnOneLine(h.inputs)}\` | ${h.frame} | ${realActMovieName(h)} |`);
  }
  return lines.join('\n');
}

function hex(v: number): string {
  return v < 0 ? `-$${(-v).toString(16).toUpperCase()}` : `$${v.toString(16).toUpperCase()}`;
}
