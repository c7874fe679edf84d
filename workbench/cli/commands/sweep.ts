/**
 * `subpixel sweep`: detector searches from a grid of start positions and speeds; prints one JSON
 * line per glitch found (cell, detector, frame, message) and a summary; --out writes each movie.
 * `--surfaces` starts the cells on the level's floor surfaces instead of a rectangle (real acts:
 * see analysis/search/surfaceCells.ts); `--workers` spreads the cells over threads (sweepPool.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';
import { writeGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { cellInsideTerrain, gridCells, sweep, type SweepCell, type SweepProgress } from '../../../analysis/search/sweep.ts';
import { sweepInPool } from '../../../analysis/search/sweepPool.ts';
import { surfaceCells, surfacePlaces } from '../../../analysis/search/surfaceCells.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { WorldOptions } from '../../../engine/world/world.ts';
import { actColumns, reachablePlaces } from '../../../analysis/search/actSweep.ts';
import { intOption, parseArgs, type ParsedArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { SEARCH_OPTIONS_HELP, SEARCH_OPTION_NAMES, parseAlgorithm, parseAlphabet, parseBudget, positive } from '../searchOptions.ts';
import { MOVE_FLAG_NAMES, MOVE_FLAGS_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';
import { makeEvaluator } from './search.ts';

export const SWEEP_HELP = `usage: subpixel sweep [options]
Runs a detector search from every cell of a grid of start positions and speeds (the player
placed there, airborne unless --grounded) and prints one JSON line per glitch reached, then a
summary {cells, searches, hits, skipped}. Cells whose start is inside solid terrain are
skipped (counted in "skipped"): from there every glitch is trivial. On a real act the camera,
level limits, water and loaded objects follow the player to each cell.
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
  (budgets apply to each search; default 20,000 frames each; with --workers the threads
  take whole cells, the caller included)
  --out <folder>                  write each glitch movie as <detector>-<x>-<y>-<speed>.spx`;

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
    [...WORLD_OPTION_NAMES, ...SEARCH_OPTION_NAMES, 'x', 'y', 'speeds', 'fall-speeds', 'lift', 'start', 'detectors', 'out'],
    ['grounded', 'surfaces', ...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES],
  );
  const level = levelFromArgs(args, io.err);
  const world = worldOptionsFrom(args, level);
  const speeds = integers(args.options.get('speeds') ?? '0', 'speeds');
  const detArg = args.options.get('detectors') ?? 'all';
  const detectors = detArg === 'all' ? [...DETECTOR_IDS] : detArg.split(',').map((d) => d.trim());
  for (const d of detectors) if (!DETECTOR_IDS.includes(d)) throw new CliError(`option --detectors: unknown detector "${d}"`);
  const cells = cellsFrom(args, level, world, speeds);
  const budget = args.options.has('max-frames') || args.options.has('max-states') || args.options.has('max-seconds') ? parseBudget(args) : { frames: 20_000 };
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
  const onSweepProgress = (p: SweepProgress): void => io.err(`sweep: ${p.done}/${p.total} searches, ${p.hits} glitches, ${p.skipped} cells inside terrain skipped`);
  // One thread: the searches run here. More: the threads take whole cells (sweepPool.ts).
  const evaluator = await makeEvaluator(1);
  try {
    const hits = workers > 1
      ? await sweepInPool(spec, { seed, onSweepProgress }, workers)
      : await sweep(spec, { seed, clock: () => performance.now(), onSweepProgress }, evaluator);
    for (const h of hits) {
      let file: string | null = null;
      if (out !== undefined) {
        file = join(out, `${h.detector}-${h.cell.x}-${h.cell.y}-${h.cell.speed}.spx`);
        writeFileSync(file, writeGlitchSpx(h.movie));
      }
      io.out(JSON.stringify({ x: h.cell.x, y: h.cell.y, speed: h.cell.speed, detector: h.detector, frame: h.frame, message: h.message, movie: file }));
    }
    const skipped = cells.filter((c) => cellInsideTerrain(level, c)).length;
    io.out(JSON.stringify({ cells: cells.length, searches: (cells.length - skipped) * detectors.length, hits: hits.length, skipped }));
    return 0;
  } finally {
    await evaluator.close();
  }
}

function integers(arg: string, name: string): number[] {
  return arg.split(',').map((s) => {
    if (!/^-?\d+$/.test(s.trim())) throw new CliError(`option --${name}: "${s}" is not an integer`);
    return Number(s);
  });
}

/** The cells the options ask for: a rectangle of centres, or the floor surfaces of columns. */
function cellsFrom(args: ParsedArgs, level: Level, world: WorldOptions, speeds: readonly number[]): SweepCell[] {
  const start = args.options.get('start') ?? (args.flags.has('grounded') ? 'ground' : 'air');
  if (start !== 'air' && start !== 'ground' && start !== 'both') throw new CliError(`option --start: "${start}" is not air, ground or both`);
  if (args.flags.has('grounded') && start !== 'ground') throw new CliError('option --grounded contradicts --start air|both');
  if (!args.flags.has('surfaces')) {
    if (args.options.has('lift')) throw new CliError('option --lift applies to --surfaces cells only');
    const xs = range(args.options.get('x'), level.start.x, 'x');
    const ys = range(args.options.get('y'), level.start.y, 'y');
    const ysp = args.options.has('fall-speeds') ? integers(args.options.get('fall-speeds')!, 'fall-speeds') : [0];
    const cells: SweepCell[] = [];
    if (start !== 'ground') for (const v of ysp) cells.push(...gridCells(xs, ys, speeds, true).map((c) => (v === 0 ? c : { ...c, ysp: v })));
    if (start !== 'air') cells.push(...gridCells(xs, ys, speeds, false));
    return cells;
  }
  const columns: number[] = [];
  if (level.act !== undefined) columns.push(...actColumns(level, 16));
  else for (let x = 0; x < level.widthBlocks * 16; x += 16) columns.push(x);
  const xs = range(args.options.get('x'), columns, 'x');
  const rows = range(args.options.get('y'), [0, level.act !== undefined ? 0x7ff : level.heightBlocks * 16 - 1], 'y');
  const found = surfacePlaces(level, xs, rows[0], rows[rows.length - 1]);
  // On a real act, only places a player put there stays at (inside the bounds, above the death line).
  const places = level.act !== undefined ? reachablePlaces(level, world, found) : found;
  return surfaceCells(places, {
    speeds,
    grounded: start !== 'air',
    airborne: start !== 'ground',
    lift: intOption(args, 'lift', 16),
    fallSpeeds: integers(args.options.get('fall-speeds') ?? '0', 'fall-speeds'),
  });
}
