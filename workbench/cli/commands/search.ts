/**
 * `subpixel search`: a seeded input search from the level start, a movie's frame, toward an
 * objective; prints one JSON summary, writes the verified result movie with --out.
 */
import { performance } from 'node:perf_hooks';
import { runSearch } from '../../../analysis/search/runSearch.ts';
import type { Evaluator } from '../../../analysis/search/evaluator.ts';
import { LocalEvaluator } from '../../../analysis/search/evaluator.ts';
import { yieldingEvaluator } from '../../../analysis/search/yieldingEvaluator.ts';
import { searchOutcome, searchWithRestarts } from '../../../analysis/queue/searchOutcome.ts';
import type { SearchOutcome } from '../../../analysis/queue/runSpec.ts';
import { QUEUE_OPTION_NAMES, QUEUE_SEARCH_HELP } from './queueOptions.ts';
import { intOption, parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { loadMovieInputs, worldAtMovieStart } from '../loadInputs.ts';
import { EXIT_INTERRUPTED, onInterrupt } from '../interrupt.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import { SEARCH_OPTIONS_HELP, SEARCH_OPTION_NAMES, parseAlgorithm, parseAlphabet, parseBudget, parseObjective, parsePlayer, positive, progressEverySecond } from '../searchOptions.ts';
import { NO_PLAYER_2 } from '../../../analysis/search/searchPlayer.ts';
import { specialStageOf } from '../specialStageTrace.ts';
import { searchSpecialStage } from '../specialStageSearch.ts';
import { MOVE_FLAG_NAMES, MOVE_FLAGS_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';

export const SEARCH_HELP = `usage: subpixel search [options]
Searches inputs toward an objective and prints one JSON summary: {found, score, frames,
doneFrame, message, player, inputs, framesSimulated, states, seconds, stopReason, verified}
(inputs: the driven player's buttons per frame from the search start).
The result movie is replayed from its start and verified before it is reported.
${WORLD_OPTIONS_HELP}
${MOVE_FLAGS_HELP}
  --start-movie <file> --start-frame N   begin after the movie's first N frames (played from the
                                  savestate it starts from, when it has one: the result movie
                                  starts there too)
  --objective maxX | reach:X,Y[,R] | detector:<id>   (default maxX)
  --objective emerald | detector:wallClip   in a special stage (--level s1:ss1 ... s1:ss6,
                                  default emerald): the stage's emerald, fastest first, ties by
                                  rings; the act detectors say in one line that they do not run
                                  there. --out writes the movie from the stage's start as a .txt
                                  (an input script \`trace\` plays on the stage); one thread, no
                                  --restarts, --queue or --player
  --player 1|2                    whose pad the search drives (default 1). 2 needs --partner:
                                  the alphabet is the second pad's, player 1's pad stays empty,
                                  and maxX and reach judge player 2 (a press takes the CPU Tails
                                  over, as in the game); a detector watches both players
${SEARCH_OPTIONS_HELP}
  --out <file.spx>                write the result movie (start inputs + found inputs)
  --restarts N                    N independent searches, restart i with seed + i; the best is
                                  printed (found first, then the higher score, then the earlier
                                  restart), with "restart" and "restarts" (default 1)
${QUEUE_SEARCH_HELP}
Progress goes to stderr. Ctrl-C stops the search: the best result so far is verified, printed
and written with --out as at the end of a budget (stopReason "aborted", exit code 130).`;

export async function makeEvaluator(workers: number): Promise<Evaluator> {
  if (workers <= 1) return new LocalEvaluator();
  const { NodePool } = await import('../../../analysis/search/nodePool.ts');
  return new NodePool(workers);
}

export async function searchCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, ...SEARCH_OPTION_NAMES, ...QUEUE_OPTION_NAMES, 'start-movie', 'start-frame', 'objective', 'out', 'player', 'restarts'], [...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  if (args.positional.length > 0) throw new CliError(`unexpected argument "${args.positional[0]}" (see --help)`);
  // A special stage is searched by its own runner (specialStageSearch.ts).
  if (specialStageOf(args.options.get('level')) !== null) return searchSpecialStage(args, io);
  const level = levelFromArgs(args, io.err);
  let world = worldOptionsFrom(args, level);
  const player = parsePlayer(args.options.get('player'));
  if (player === 2 && !world.partner) throw new CliError(`option --player: ${NO_PLAYER_2}`);
  let prefix = new Uint16Array(0);
  let savestate: Int32Array | null = null;
  const startMovie = args.options.get('start-movie');
  if (startMovie !== undefined) {
    const start = loadMovieInputs(startMovie, level, world, io.err);
    // The search plays on from the start movie's act start too.
    world = { ...world, ...start.startOptions };
    const inputs = start.words;
    // Its savestate as the search's world has it (the header of these options): checked here.
    if (start.savestate !== null) savestate = worldAtMovieStart(startMovie, level, world, start.savestate).snapshot();
    const n = intOption(args, 'start-frame', inputs.length);
    if (n > inputs.length) throw new CliError(`option --start-frame: ${n} is past the end of ${startMovie} (${inputs.length} frames)`);
    // Whole input words: the start movie's second pad is replayed too (a human partner's, or
    // presses that took the CPU Tails over).
    prefix = inputs.slice(0, n);
  } else if (args.options.has('start-frame')) throw new CliError('option --start-frame needs --start-movie');
  const problem = {
    level,
    world,
    alphabet: parseAlphabet(args.options.get('alphabet')),
    granularity: positive(args, 'granularity', 4),
    horizon: positive(args, 'horizon', 30),
    objective: parseObjective(args.options.get('objective')),
    prefix,
    savestate,
    player,
  };
  const restarts = positive(args, 'restarts', 1);
  const out = args.options.get('out');
  const seed = intOption(args, 'seed', 1);
  let outcome: SearchOutcome;
  let restart = 0;
  let code = 0;
  if (args.options.has('queue')) {
    // The restarts as jobs on a BullMQ queue, searched by `subpixel worker` processes anywhere.
    const { searchOnQueue } = await import('./queue.ts');
    const q = await searchOnQueue(args, io, { problem, algorithm: parseAlgorithm(args), budget: parseBudget(args), seed, restarts });
    if (q.outcome === null) return q.code;
    ({ outcome, restart, code } = { outcome: q.outcome, restart: q.restart, code: q.code });
  } else {
    // Yielding: Ctrl-C's handler runs between batches even when the search runs in this thread.
    const evaluator = yieldingEvaluator(await makeEvaluator(positive(args, 'workers', 1)));
    const interrupt = onInterrupt(io, 'search');
    try {
      const control = {
        seed,
        budget: parseBudget(args),
        clock: () => performance.now(),
        signal: interrupt.signal,
        onProgress: progressEverySecond(io.err),
      };
      if (restarts === 1) outcome = searchOutcome(await runSearch(problem, parseAlgorithm(args), control, evaluator));
      else ({ outcome, restart } = await searchWithRestarts(problem, parseAlgorithm(args), control, restarts, evaluator));
      code = interrupt.interrupted() ? EXIT_INTERRUPTED : 0;
    } finally {
      interrupt.dispose();
      await evaluator.close();
    }
  }
  if (out !== undefined && outcome.spx !== null) writeFileAtomic(out, outcome.spx);
  io.out(
    JSON.stringify({
      found: outcome.found,
      score: outcome.score,
      doneFrame: outcome.doneFrame < 0 ? -1 : prefix.length + outcome.doneFrame,
      message: outcome.message,
      frames: outcome.inputs.length,
      player,
      inputs: outcome.inputs,
      framesSimulated: outcome.framesSimulated,
      states: outcome.states,
      seconds: Math.round(outcome.seconds * 1000) / 1000,
      stopReason: outcome.stopReason,
      verified: outcome.verified,
      out: out !== undefined && outcome.spx !== null ? out : null,
      ...(restarts > 1 ? { restart, restarts } : {}),
    }),
  );
  return code;
}
