/**
 * `subpixel sweep`: detector searches from a grid of start positions and speeds; prints one JSON
 * line per glitch found (cell, detector, frame, message) and a summary; --out writes each movie.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';
import { writeGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { cellInsideTerrain, gridCells, sweep } from '../../../analysis/search/sweep.ts';
import { intOption, parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { SEARCH_OPTIONS_HELP, SEARCH_OPTION_NAMES, parseAlgorithm, parseAlphabet, parseBudget, positive } from '../searchOptions.ts';
import { MOVE_FLAG_NAMES, MOVE_FLAGS_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';
import { makeEvaluator } from './search.ts';

export const SWEEP_HELP = `usage: subpixel sweep [options]
Runs a detector search from every cell of a grid of start positions and speeds (the player
placed there, airborne unless --grounded) and prints one JSON line per glitch reached, then a
summary {cells, searches, hits, skipped}. Cells whose start is inside solid terrain are
skipped (counted in "skipped"): from there every glitch is trivial.
${WORLD_OPTIONS_HELP}
${MOVE_FLAGS_HELP}
  --x A:B:STEP --y A:B:STEP       start centres in px (default: the level start)
  --speeds S1,S2,...              start x speeds in subpixels/frame (default 0)
  --grounded                      start on the ground instead of falling
  --detectors id,id | all         (default all)
${SEARCH_OPTIONS_HELP}
  (budgets apply to each search; default 20,000 frames each)
  --out <folder>                  write each glitch movie as <detector>-<x>-<y>-<speed>.spx`;

function range(arg: string | undefined, fallback: number, name: string): number[] {
  if (arg === undefined) return [fallback];
  const m = /^(\d+):(\d+):(\d+)$/.exec(arg) ?? /^(\d+)$/.exec(arg);
  if (!m) throw new CliError(`option --${name}: expected A:B:STEP or a number, got "${arg}"`);
  if (m.length === 2) return [Number(m[1])];
  const [a, b, step] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (step < 1 || b < a) throw new CliError(`option --${name}: need A <= B and STEP >= 1`);
  const out: number[] = [];
  for (let v = a; v <= b; v += step) out.push(v);
  return out;
}

export async function sweepCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, ...SEARCH_OPTION_NAMES, 'x', 'y', 'speeds', 'detectors', 'out'], ['grounded', ...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  const level = levelFromArgs(args, io.err);
  const world = worldOptionsFrom(args, level);
  const speeds = (args.options.get('speeds') ?? '0').split(',').map((s) => {
    if (!/^-?\d+$/.test(s.trim())) throw new CliError(`option --speeds: "${s}" is not an integer`);
    return Number(s);
  });
  const detArg = args.options.get('detectors') ?? 'all';
  const detectors = detArg === 'all' ? [...DETECTOR_IDS] : detArg.split(',').map((d) => d.trim());
  for (const d of detectors) if (!DETECTOR_IDS.includes(d)) throw new CliError(`option --detectors: unknown detector "${d}"`);
  const cells = gridCells(range(args.options.get('x'), level.start.x, 'x'), range(args.options.get('y'), level.start.y, 'y'), speeds, !args.flags.has('grounded'));
  const budget = args.options.has('max-frames') || args.options.has('max-states') || args.options.has('max-seconds') ? parseBudget(args) : { frames: 20_000 };
  const evaluator = await makeEvaluator(positive(args, 'workers', 1));
  const out = args.options.get('out');
  if (out !== undefined) mkdirSync(out, { recursive: true });
  try {
    const hits = await sweep(
      {
        level,
        world,
        cells,
        detectors,
        alphabet: parseAlphabet(args.options.get('alphabet')),
        granularity: positive(args, 'granularity', 4),
        horizon: positive(args, 'horizon', 8),
        algorithm: parseAlgorithm(args),
        budgetPerSearch: budget,
      },
      { seed: intOption(args, 'seed', 1), clock: () => performance.now(), onSweepProgress: (p) => io.err(`sweep: ${p.done}/${p.total} searches, ${p.hits} glitches, ${p.skipped} cells inside terrain skipped`) },
      evaluator,
    );
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
