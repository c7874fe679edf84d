/**
 * Options `search` and `sweep` share: alphabet, granularity, horizon, budgets, seed, workers,
 * algorithm, objective.
 */
import { lettersToInput } from '../../engine/input.ts';
import { DETECTOR_IDS } from '../../analysis/detectors/index.ts';
import type { Objective, SearchPlayer } from '../../analysis/search/problem.ts';
import type { Algorithm } from '../../analysis/search/runSearch.ts';
import type { Budget, SearchProgress } from '../../analysis/search/control.ts';
import { intOption, type ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';

export const SEARCH_OPTION_NAMES = ['alphabet', 'granularity', 'horizon', 'max-frames', 'max-states', 'max-seconds', 'seed', 'workers', 'algorithm', 'width', 'population', 'generations'] as const;

export const SEARCH_OPTIONS_HELP = `  --alphabet <inputs>             comma-separated button sets held per choice, '' = nothing
                                  (default ",R,L,RA,LA,D,RD")
  --granularity K                 frames each choice is held (default 4)
  --horizon N                     most choices per candidate (default 30)
  --max-frames N --max-states N --max-seconds S   budgets (default 2,000,000 frames)
  --seed N                        seed (default 1)
  --workers N                     worker threads (default 1: this thread)
  --algorithm bfs|beam|genetic    (default beam)
  --width N                       beam width (default 64)
  --population N --generations N  genetic search (default 48; generations: until a budget ends it)`;

export function parseAlphabet(arg: string | undefined): number[] {
  const out: number[] = [];
  for (const part of (arg ?? ',R,L,RA,LA,D,RD').split(',')) {
    const v = lettersToInput(part.trim());
    if (v < 0) throw new CliError(`option --alphabet: "${part}" is not a set of button letters (UDLRABCS)`);
    if (!out.includes(v)) out.push(v);
  }
  return out;
}

export function parseBudget(args: ParsedArgs): Budget {
  const secs = args.options.get('max-seconds');
  if (secs !== undefined && !/^\d+(\.\d+)?$/.test(secs)) throw new CliError(`option --max-seconds: expected a number, got "${secs}"`);
  const b = {
    frames: args.options.has('max-frames') ? intOption(args, 'max-frames', 0) : undefined,
    states: args.options.has('max-states') ? intOption(args, 'max-states', 0) : undefined,
    seconds: secs === undefined ? undefined : Number(secs),
  };
  if (b.frames === undefined && b.states === undefined && b.seconds === undefined) return { frames: 2_000_000 };
  return b;
}

export function parseAlgorithm(args: ParsedArgs): Algorithm {
  const kind = args.options.get('algorithm') ?? 'beam';
  if (kind === 'bfs') return { kind };
  if (kind === 'beam') return { kind, width: positive(args, 'width', 64) };
  if (kind === 'genetic') {
    const population = positive(args, 'population', 48);
    return { kind, population, elites: Math.max(1, population >> 3), generations: args.options.has('generations') ? positive(args, 'generations', 1) : Infinity };
  }
  throw new CliError(`option --algorithm: "${kind}" is not one of bfs, beam, genetic`);
}

/** --objective maxX | reach:X,Y[,R] | detector:<id> (or --detector <id>). */
export function parseObjective(arg: string | undefined): Objective {
  const v = arg ?? 'maxX';
  if (v === 'maxX') return { kind: 'maxX' };
  const reach = /^reach:(\d+),(\d+)(?:,(\d+))?$/.exec(v);
  if (reach) return { kind: 'reach', x: Number(reach[1]), y: Number(reach[2]), radius: Number(reach[3] ?? 4) };
  const det = /^detector:(\w+)$/.exec(v);
  if (det) {
    if (!DETECTOR_IDS.includes(det[1])) throw new CliError(`option --objective: unknown detector "${det[1]}" (detectors: ${DETECTOR_IDS.join(', ')})`);
    return { kind: 'detector', id: det[1] };
  }
  if (v === 'emerald') throw new CliError('option --objective: emerald is a special stage\'s objective (--level s1:ss1 ... s1:ss6)');
  throw new CliError(`option --objective: "${v}" is not maxX, reach:X,Y[,R] or detector:<id>`);
}

/** --player 1|2 (default 1): whose pad the search drives. */
export function parsePlayer(arg: string | undefined): SearchPlayer {
  if (arg === undefined || arg === '1') return 1;
  if (arg === '2') return 2;
  throw new CliError(`option --player: "${arg}" is not 1 or 2`);
}

export function positive(args: ParsedArgs, name: string, fallback: number): number {
  const v = intOption(args, name, fallback);
  if (v < 1) throw new CliError(`option --${name}: must be at least 1`);
  return v;
}

/** A search's progress on stderr, one line a second at the most (what every search verb prints). */
export function progressEverySecond(err: (line: string) => void): (p: SearchProgress) => void {
  let lastReport = -1;
  return (p) => {
    const t = Math.floor(p.seconds);
    if (t === lastReport) return;
    lastReport = t;
    err(`${p.algorithm}: ${p.states} states, ${p.framesSimulated} frames, best ${p.bestScore}, ${p.seconds.toFixed(1)} s`);
  };
}
