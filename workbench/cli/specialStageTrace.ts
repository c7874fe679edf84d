/**
 * `subpixel trace --level s1:ss1` ... `s1:ss6`: Sonic 1's special stages from the checkout
 * (importers/s1/s1SpecialStages.ts), played by their own runner (engine/games/s1/special/), one
 * JSON line per frame (engine/games/s1/special/ssTraceRecord.ts). The stage starts as the level
 * select's SPECIAL STAGE item starts it, with v_lastspecial set to the stage before (what the
 * stages played before would leave): no emeralds, 3 lives, no continues. It plays through
 * SS_FinLoop and stops at the results screen, saying so on stderr.
 */
import { readSpecialStages } from '../../importers/s1/s1SpecialStages.ts';
import { S1SpecialStage } from '../../engine/games/s1/special/specialStage.ts';
import { ssTraceRecord } from '../../engine/games/s1/special/ssTraceRecord.ts';
import type { SpecialStageData } from '../../engine/games/s1/special/ssData.ts';
import { loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';
import { inputWords } from '../../movies/model/inputWords.ts';
import type { ParsedArgs } from './args.ts';
import { intOption } from './args.ts';
import type { CliIo } from './cliIo.ts';
import { CliError } from './cliError.ts';
import { S1_LEVEL_PREFIX, disasmOptionsFrom, openDisasm, requireDisasm, withImportErrors } from './disasmLevels.ts';
import { readMovieFile } from './loadMovie.ts';

const SPECIAL_ID = /^s1:ss([1-6])$/i;

/** The stage number (1..6) `--level` names, or null when it names no special stage. */
export function specialStageOf(level: string | undefined): number | null {
  const m = level === undefined ? null : SPECIAL_ID.exec(level);
  return m === null ? null : Number(m[1]);
}

const cache = new Map<string, SpecialStageData>();

/** The checkout's special stages (read once per folder and revision). */
export function specialStagesFrom(args: ParsedArgs, warn: (line: string) => void): SpecialStageData {
  const o = disasmOptionsFrom(args, warn);
  const dir = requireDisasm(o, `--level ${args.options.get('level')}`);
  const d = openDisasm(dir, o.revision);
  const key = `${dir}|${d.revision}`;
  let data = cache.get(key);
  if (data === undefined) {
    data = withImportErrors(dir, () => readSpecialStages(d.program, d.revision));
    cache.set(key, data);
  }
  return data;
}

export async function traceSpecialStage(args: ParsedArgs, io: CliIo, flushEvery: number): Promise<number> {
  const stage = specialStageOf(args.options.get('level'))!;
  for (const name of ['profile', 'character', 'fix', 'partner', 'partner-control'] as const) {
    if (args.options.has(name)) throw new CliError(`option --${name} does not apply to a special stage (--level ${S1_LEVEL_PREFIX}ss${stage})`);
  }
  if (args.flags.has('no-objects') || args.flags.has('drop-dash')) throw new CliError(`--no-objects and --drop-dash do not apply to a special stage (--level ${S1_LEVEL_PREFIX}ss${stage})`);
  const data = specialStagesFrom(args, io.err);
  const path = args.options.get('inputs');
  let inputs: Uint16Array = new Uint16Array(0);
  if (path !== undefined) {
    const movie = readMovieFile(path, worldMeta(loadBuiltinLevel('flat'), {}), io.err);
    if (movie.savestate !== undefined) throw new CliError(`${path}: the movie starts from a savestate, which a special stage cannot take`);
    inputs = inputWords(movie);
  }
  const frames = intOption(args, 'frames', inputs.length);
  const ss = new S1SpecialStage(data, { lastSpecial: stage - 1 });
  for (let f = 0; f < frames; f++) {
    const input = f < inputs.length ? inputs[f] & 0xff : 0;
    ss.step(input);
    io.out(JSON.stringify(ssTraceRecord(ss.s, ss.m, input)));
    if (ss.over) {
      io.err(`frame ${f}: special stage ${ss.stage} is over: its results screen comes next, which the engine does not play yet; the trace stops here`);
      break;
    }
    if (f % flushEvery === flushEvery - 1) await io.flush?.();
  }
  return 0;
}
