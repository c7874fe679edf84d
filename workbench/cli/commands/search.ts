/**
 * `subpixel search`: a seeded input search from the level start, a movie's frame, toward an
 * objective; prints one JSON summary, writes the verified result movie with --out.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { runSearch } from '../../../analysis/search/runSearch.ts';
import { writeGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import type { Evaluator } from '../../../analysis/search/evaluator.ts';
import { LocalEvaluator } from '../../../analysis/search/evaluator.ts';
import { inputToLetters } from '../../../engine/input.ts';
import { intOption, parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { loadInputs } from '../loadInputs.ts';
import { SEARCH_OPTIONS_HELP, SEARCH_OPTION_NAMES, parseAlgorithm, parseAlphabet, parseBudget, parseObjective, positive } from '../searchOptions.ts';
import { MOVE_FLAG_NAMES, MOVE_FLAGS_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';

export const SEARCH_HELP = `usage: subpixel search [options]
Searches inputs toward an objective and prints one JSON summary: {found, score, frames,
doneFrame, message, inputs, framesSimulated, states, seconds, stopReason, verified}.
The result movie is replayed from its start and verified before it is reported.
${WORLD_OPTIONS_HELP}
${MOVE_FLAGS_HELP}
  --start-movie <file> --start-frame N   begin after the movie's first N frames
  --objective maxX | reach:X,Y[,R] | detector:<id>   (default maxX)
${SEARCH_OPTIONS_HELP}
  --out <file.spx>                write the result movie (start inputs + found inputs)
Progress goes to stderr.`;

export async function makeEvaluator(workers: number): Promise<Evaluator> {
  if (workers <= 1) return new LocalEvaluator();
  const { NodePool } = await import('../../../analysis/search/nodePool.ts');
  return new NodePool(workers);
}

export async function searchCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, ...SEARCH_OPTION_NAMES, 'start-movie', 'start-frame', 'objective', 'out'], [...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  if (args.positional.length > 0) throw new CliError(`unexpected argument "${args.positional[0]}" (see --help)`);
  const level = levelFromArgs(args, io.err);
  const world = worldOptionsFrom(args, level);
  let prefix = new Uint8Array(0);
  const startMovie = args.options.get('start-movie');
  if (startMovie !== undefined) {
    const inputs = loadInputs(startMovie, level, world, io.err);
    const n = intOption(args, 'start-frame', inputs.length);
    if (n > inputs.length) throw new CliError(`option --start-frame: ${n} is past the end of ${startMovie} (${inputs.length} frames)`);
    // Searches drive player 1's pad only: a second pad track in the start movie is not replayed.
    prefix = Uint8Array.from(inputs.subarray(0, n), (v) => v & 0xff);
  } else if (args.options.has('start-frame')) throw new CliError('option --start-frame needs --start-movie');
  const problem = {
    level,
    world,
    alphabet: parseAlphabet(args.options.get('alphabet')),
    granularity: positive(args, 'granularity', 4),
    horizon: positive(args, 'horizon', 30),
    objective: parseObjective(args.options.get('objective')),
    prefix,
    savestate: null,
  };
  const evaluator = await makeEvaluator(positive(args, 'workers', 1));
  let lastReport = -1;
  try {
    const { result, movie, verification } = await runSearch(problem, parseAlgorithm(args), {
      seed: intOption(args, 'seed', 1),
      budget: parseBudget(args),
      clock: () => performance.now(),
      onProgress: (p) => {
        const t = Math.floor(p.seconds);
        if (t === lastReport) return;
        lastReport = t;
        io.err(`${p.algorithm}: ${p.states} states, ${p.framesSimulated} frames, best ${p.bestScore}, ${p.seconds.toFixed(1)} s`);
      },
    }, evaluator);
    const out = args.options.get('out');
    if (out !== undefined && movie !== null) writeFileSync(out, writeGlitchSpx(movie));
    io.out(
      JSON.stringify({
        found: result.found,
        score: result.score,
        doneFrame: result.doneFrame < 0 ? -1 : prefix.length + result.doneFrame,
        message: result.message,
        frames: result.inputs.length,
        inputs: Array.from(result.inputs, inputToLetters),
        framesSimulated: result.framesSimulated,
        states: result.states,
        seconds: Math.round(result.seconds * 1000) / 1000,
        stopReason: result.stopReason,
        verified: verification.ok,
        out: out !== undefined && movie !== null ? out : null,
      }),
    );
    return 0;
  } finally {
    await evaluator.close();
  }
}
