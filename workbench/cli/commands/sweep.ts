/**
 * `subpixel sweep`: detector searches from a grid of start positions and speeds; prints one JSON
 * line per glitch found (cell, detector, frame, message) and a summary; --out writes each movie.
 * `--surfaces` starts the cells on the level's floor surfaces instead of a rectangle (real acts:
 * see analysis/search/surfaceCells.ts); `--workers` spreads the cells over threads (sweepPool.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';
import { writeGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { cellInsideTerrain, sweep, type SweepCell, type SweepProgress } from '../../../analysis/search/sweep.ts';
import { DEFAULT_LIFT, sweepCells } from '../../../analysis/search/sweepCells.ts';
import { sweepInPool } from '../../../analysis/search/sweepPool.ts';
import { yieldingEvaluator } from '../../../analysis/search/yieldingEvaluator.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { WorldOptions } from '../../../engine/world/world.ts';
import { intOption, parseArgs, type ParsedArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { EXIT_INTERRUPTED, onInterrupt } from '../interrupt.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import { SEARCH_OPTIONS_HELP, SEARCH_OPTION_NAMES, parseAlgorithm, parseAlphabet, parseBudget, positive } from '../searchOptions.ts';
import { MOVE_FLAG_NAMES, MOVE_FLAGS_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';
import { makeEvaluator } from './search.ts';
import { QUEUE_OPTION_NAMES, QUEUE_SWEEP_HELP } from './queueOptions.ts';

export const SWEEP_HELP = `usage: subpixel sweep [options]
Runs a detector search from every cell of a grid of start positions and speeds (the player
placed there, airborne unless --grounded) and prints one JSON line per glitch reached, then a
summary {cells, searches, done, total, hits, skipped, stoppedEarly, stopReason} (done of total:
cells x detectors finished, those inside terrain included). Cells whose start is inside solid
terrain are skipped (counted in "skipped"): from there every glitch is trivial. On a real act
the camera, level limits, water and loaded objects follow the player to each cell.
${WORLD_OPTIONS_HELP}
${MOVE_FLAGS_HELP}
  --x A:B:STEP --y A:B:STEP       start centres in px (default: the level start; STEP defaults to 1)
  --surfaces                      start on the floor surfaces of each --x column instead (every
                                  surface down the column with room to stand, --y A:B limiting
                                  their rows; default columns: the level's width every 16 px)
  --lift N                        with --surfaces, airborne cells start N px above (default 16)
  --speeds S1,S2,...              start x speeds in subpixels/frame (default 0)
  --fall-speeds Y1,Y2,...         airborne start y speeds, subpixels/frame, down > 0 (default 0)
  --start air|ground|both         airborne, on the ground, or each cell both ways (default air)
  --grounded                      the same as --start ground
  --detectors id,id | all         (default all)
${SEARCH_OPTIONS_HELP}
  (--max-frames and --max-states apply to each search; default 20,000 frames each; with
  --workers the threads take whole cells, the caller included)
  --max-seconds S                 stop the whole sweep after S seconds: the hits so far are
                                  printed and written, and the summary says "stoppedEarly": true
                                  with "done" searches of "searches" (Ctrl-C does the same, exit
                                  code 130)
  --out <folder>                  write each glitch movie as <detector>-<x>-<y>-<speed>.spx
${QUEUE_SWEEP_HELP}`;

function range(arg: string | undefined, fallback: number | readonly number[], name: string): number[] {
  if (arg === undefined) return typeof fallback === 'number' ? [fallback] : [...fallback];
  const m = /^(\d+):(\d+)(?::(\d+))?$/.exec(arg) ?? /^(\d+)$/.exec(arg);
  if (!m) throw new CliError(`option --${name}: expected A:B:STEP, A:B or a number, got "${arg}"`);
  if (m.length === 2) return [Number(m[1])];
  const [a, b, step] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 1)];
  if (step < 1 || b < a) throw new CliError(`option --${name}: need A <= B and STEP >= 1`);
  const out: number[] = [];
  for (let v = a; v <= b; v += step) out.push(v);
  return out;
}

export async function sweepCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(
    argv,
    [...WORLD_OPTION_NAMES, ...SEARCH_OPTION_NAMES, ...QUEUE_OPTION_NAMES, 'x', 'y', 'speeds', 'fall-speeds', 'lift', 'start', 'detectors', 'out'],
    ['grounded', 'surfaces', ...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES],
  );
  const level = levelFromArgs(args, io.err);
  const world = worldOptionsFrom(args, level);
  const speeds = integers(args.options.get('speeds') ?? '0', 'speeds');
  const detArg = args.options.get('detectors') ?? 'all';
  const detectors = detArg === 'all' ? [...DETECTOR_IDS] : detArg.split(',').map((d) => d.trim());
  for (const d of detectors) if (!DETECTOR_IDS.includes(d)) throw new CliError(`option --detectors: unknown detector "${d}"`);
  const cells = cellsFrom(args, level, world, speeds);
  // --max-seconds bounds the whole sweep (a per-search clock would make each cell's result
  // depend on the machine, and the sweep's length on the number of cells).
  const { seconds: maxSeconds, ...perSearch } = parseBudget(args);
  const budget = args.options.has('max-frames') || args.options.has('max-states') ? perSearch : { frames: 20_000 };
  const workers = positive(args, 'workers', 1);
  const out = args.options.get('out');
  if (out !== undefined) mkdirSync(out, { recursive: true });
  const spec = {
    level,
    world,
    cells,
    detectors,
    alphabet: parseAlphabet(args.options.get('alphabet')),
    granularity: positive(args, 'granularity', 4),
    horizon: positive(args, 'horizon', 8),
    algorithm: parseAlgorithm(args),
    budgetPerSearch: budget,
  };
  const seed = intOption(args, 'seed', 1);
  if (args.options.has('queue')) {
    // The cells as jobs on a BullMQ queue, swept by `subpixel worker` processes anywhere.
    const { sweepOnQueue } = await import('./queue.ts');
    return sweepOnQueue(args, io, { spec, seed, out, maxSeconds });
  }
  let done = 0;
  const onSweepProgress = (p: SweepProgress): void => {
    done = p.done;
    io.err(`sweep: ${p.done}/${p.total} searches, ${p.hits} glitches, ${p.skipped} cells inside terrain skipped`);
  };
  // One thread: the searches run here. More: the threads take whole cells (sweepPool.ts).
  // Yielding, so Ctrl-C and the --max-seconds timer are seen between batches.
  const evaluator = yieldingEvaluator(await makeEvaluator(1));
  const interrupt = onInterrupt(io, 'sweep');
  const deadline = maxSeconds === undefined ? null : AbortSignal.timeout(Math.round(maxSeconds * 1000));
  const signal = deadline === null ? interrupt.signal : AbortSignal.any([interrupt.signal, deadline]);
  try {
    const hits = workers > 1
      ? await sweepInPool(spec, { seed, onSweepProgress, signal }, workers)
      : await sweep(spec, { seed, clock: () => performance.now(), onSweepProgress, signal }, evaluator);
    const rows = hits.map((h) => ({ cell: h.cell, detector: h.detector, frame: h.frame, message: h.message, spx: () => writeGlitchSpx(h.movie) }));
    // A signal that came after the last search is no early stop.
    const total = cells.length * detectors.length;
    const stopReason = done >= total ? null : interrupt.interrupted() ? 'interrupted' : deadline?.aborted ? 'maxSeconds' : null;
    if (stopReason !== null) io.err(`sweep: stopped early (${stopReason === 'interrupted' ? 'Ctrl-C' : `--max-seconds ${maxSeconds}`}): ${done} of ${total} searches done`);
    printSweepReport(io, out, rows, [], { level, cells, detectors, done, stopReason });
    return interrupt.interrupted() ? EXIT_INTERRUPTED : 0;
  } finally {
    interrupt.dispose();
    await evaluator.close();
  }
}

/** A hit as the report prints it; `spx` makes its movie's text (only when --out asks for it). */
export interface SweepReportRow {
  readonly cell: SweepCell;
  readonly detector: string;
  readonly frame: number;
  readonly message: string;
  readonly spx: () => string;
}

/**
 * The report on stdout: one line per hit in the order given, the cells whose search threw (a
 * queue run's: they fail alone), then the summary; with --out each hit's movie. The local sweep
 * and the queue's coordinator both print through here, so the same hits print the same bytes.
 */
export function printSweepReport(
  io: CliIo,
  out: string | undefined,
  rows: readonly SweepReportRow[],
  errors: readonly { readonly cell: SweepCell; readonly detector: string; readonly error: string }[],
  s: { readonly level: Level; readonly cells: readonly SweepCell[]; readonly detectors: readonly string[]; readonly done: number; readonly stopReason: string | null },
): void {
  for (const h of rows) {
    let file: string | null = null;
    if (out !== undefined) {
      file = join(out, `${h.detector}-${h.cell.x}-${h.cell.y}-${h.cell.speed}.spx`);
      writeFileAtomic(file, h.spx());
    }
    io.out(JSON.stringify({ x: h.cell.x, y: h.cell.y, speed: h.cell.speed, detector: h.detector, frame: h.frame, message: h.message, movie: file }));
  }
  for (const e of errors) io.out(JSON.stringify({ x: e.cell.x, y: e.cell.y, speed: e.cell.speed, detector: e.detector, error: e.error }));
  const skipped = s.cells.filter((c) => cellInsideTerrain(s.level, c)).length;
  // `done` counts cells inside terrain too (one per detector), as the progress lines do.
  const total = s.cells.length * s.detectors.length;
  const summary: Record<string, unknown> = { cells: s.cells.length, searches: (s.cells.length - skipped) * s.detectors.length, done: s.stopReason === null ? total : s.done, total, hits: rows.length, skipped, stoppedEarly: s.stopReason !== null, stopReason: s.stopReason };
  // Only a queue run has cells that fail alone; the key is there only when one did.
  if (errors.length > 0) summary.errors = errors.length;
  io.out(JSON.stringify(summary));
}

function integers(arg: string, name: string): number[] {
  return arg.split(',').map((s) => {
    if (!/^-?\d+$/.test(s.trim())) throw new CliError(`option --${name}: "${s}" is not an integer`);
    return Number(s);
  });
}

/** The cells the options ask for (analysis/search/sweepCells.ts, which the workbench's panel uses too). */
function cellsFrom(args: ParsedArgs, level: Level, world: WorldOptions, speeds: readonly number[]): SweepCell[] {
  const start = args.options.get('start') ?? (args.flags.has('grounded') ? 'ground' : 'air');
  if (start !== 'air' && start !== 'ground' && start !== 'both') throw new CliError(`option --start: "${start}" is not air, ground or both`);
  if (args.flags.has('grounded') && start !== 'ground') throw new CliError('option --grounded contradicts --start air|both');
  const surfaces = args.flags.has('surfaces');
  if (!surfaces && args.options.has('lift')) throw new CliError('option --lift applies to --surfaces cells only');
  return sweepCells(level, world, {
    xs: args.options.has('x') ? range(args.options.get('x'), 0, 'x') : null,
    ys: args.options.has('y') ? range(args.options.get('y'), 0, 'y') : null,
    surfaces,
    lift: intOption(args, 'lift', DEFAULT_LIFT),
    speeds,
    fallSpeeds: integers(args.options.get('fall-speeds') ?? '0', 'fall-speeds'),
    start,
  });
}
