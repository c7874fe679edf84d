/**
 * `subpixel search --level s1:ss1` ... `s1:ss6`: a search in a Sonic 1 special stage
 * (analysis/search/ssSearch.ts), the stage started as `trace --level s1:ssN` starts it (the level
 * select's way: v_lastspecial the stage before, no emerald, 3 lives). Objectives: `emerald` (the
 * stage's emerald, fastest first, ties by rings) and `detector:<id>` for the detectors that run
 * in a stage (analysis/detectors/ssDetectors.ts; the others are refused in one line saying why).
 * Prints the act search's JSON summary; --out writes the movie from the stage's start as an input
 * script (.txt), which `trace --level s1:ssN --inputs` plays.
 */
import { performance } from 'node:perf_hooks';
import { inputToLetters } from '../../engine/input.ts';
import { S1_LEVEL_PREFIX } from './disasmLevels.ts';
import { formatInputScript } from '../../movies/formats/inputScript.ts';
import { inputWords } from '../../movies/model/inputWords.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';
import { loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import { runSsSearch } from '../../analysis/search/ssSearch.ts';
import type { SsObjective } from '../../analysis/search/ssRunner.ts';
import { ssDetectorById } from '../../analysis/detectors/ssDetectors.ts';
import { intOption, type ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';
import type { CliIo } from './cliIo.ts';
import { EXIT_INTERRUPTED, onInterrupt } from './interrupt.ts';
import { readMovieFile } from './loadMovie.ts';
import { parseAlgorithm, parseAlphabet, parseBudget, positive, progressEverySecond } from './searchOptions.ts';
import { specialStageOf, specialStagesFrom } from './specialStageTrace.ts';
import { writeFileAtomic } from './writeFileAtomic.ts';

/** --objective in a special stage: emerald (the default) or detector:<id> of a detector that runs there. */
export function parseSsObjective(arg: string | undefined): SsObjective {
  const v = arg ?? 'emerald';
  if (v === 'emerald') return { kind: 'emerald' };
  const det = /^detector:(\w+)$/.exec(v);
  if (det) {
    const d = ssDetectorById(det[1]);
    if (typeof d === 'string') throw new CliError(`option --objective: ${d}`);
    return { kind: 'detector', id: det[1] };
  }
  throw new CliError(`option --objective: "${v}" is not emerald or detector:<id> (in a special stage)`);
}

export async function searchSpecialStage(args: ParsedArgs, io: CliIo): Promise<number> {
  const stage = specialStageOf(args.options.get('level'))!;
  const where = `--level ${S1_LEVEL_PREFIX}ss${stage}`;
  for (const name of ['profile', 'character', 'fix', 'partner', 'partner-control', 'player', 'restarts', 'queue'] as const) {
    if (args.options.has(name)) throw new CliError(`option --${name} does not apply to a special stage search (${where})`);
  }
  if (args.flags.has('no-objects') || args.flags.has('drop-dash')) throw new CliError(`--no-objects and --drop-dash do not apply to a special stage (${where})`);
  if (args.options.has('workers') && intOption(args, 'workers', 1) !== 1) throw new CliError(`option --workers: a special stage search runs in this thread (${where})`);
  const out = args.options.get('out');
  if (out !== undefined && !out.toLowerCase().endsWith('.txt')) throw new CliError(`option --out: ${out}: a special stage's movie is written as an input script (.txt)`);
  const objective = parseSsObjective(args.options.get('objective'));
  const data = specialStagesFrom(args, io.err);
  let prefix = new Uint8Array(0);
  const startMovie = args.options.get('start-movie');
  if (startMovie !== undefined) {
    const movie = readMovieFile(startMovie, worldMeta(loadBuiltinLevel('flat'), {}), io.err);
    if (movie.savestate !== undefined) throw new CliError(`${startMovie}: the movie starts from a savestate, which a special stage cannot take`);
    const words = inputWords(movie);
    const n = intOption(args, 'start-frame', words.length);
    if (n > words.length) throw new CliError(`option --start-frame: ${n} is past the end of ${startMovie} (${words.length} frames)`);
    prefix = Uint8Array.from(words.subarray(0, n), (w) => w & 0xff);
  } else if (args.options.has('start-frame')) throw new CliError('option --start-frame needs --start-movie');
  const problem = {
    data,
    start: { lastSpecial: stage - 1 },
    alphabet: parseAlphabet(args.options.get('alphabet')),
    granularity: positive(args, 'granularity', 4),
    horizon: positive(args, 'horizon', 30),
    objective,
    prefix,
  };
  const interrupt = onInterrupt(io, 'search');
  try {
    const r = await runSsSearch(problem, parseAlgorithm(args), {
      seed: intOption(args, 'seed', 1),
      budget: parseBudget(args),
      clock: () => performance.now(),
      signal: interrupt.signal,
      onProgress: progressEverySecond(io.err),
    });
    if (out !== undefined && r.inputs !== null) writeFileAtomic(out, formatInputScript(r.inputs));
    const res = r.result;
    io.out(
      JSON.stringify({
        found: res.found,
        score: res.score,
        doneFrame: res.doneFrame < 0 ? -1 : prefix.length + res.doneFrame,
        message: res.message,
        frames: res.inputs.length,
        player: 1,
        inputs: Array.from(res.inputs, inputToLetters),
        framesSimulated: res.framesSimulated,
        states: res.states,
        seconds: Math.round(res.seconds * 1000) / 1000,
        stopReason: res.stopReason,
        verified: r.verification.ok,
        verification: r.verification.message,
        act: `${S1_LEVEL_PREFIX}ss${stage}`,
        out: out !== undefined && r.inputs !== null ? out : null,
      }),
    );
    return interrupt.interrupted() ? EXIT_INTERRUPTED : 0;
  } finally {
    interrupt.dispose();
  }
}
