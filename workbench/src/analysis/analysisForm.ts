/**
 * The Analysis panel's form read as `subpixel search` / `subpixel sweep` read their options:
 * the same names, syntax and defaults (an empty field is an option left out), every bad field
 * its own message naming the option. The answer is the request for the analysis worker and
 * the command line that runs the same search or sweep in Node.
 */
import type { Algorithm, Budget } from '../../../analysis/search/index.ts';
import type { SweepStart } from '../../../analysis/search/sweepCells.ts';
import { NO_PLAYER_2 } from '../../../analysis/search/searchPlayer.ts';
import type { AnalysisAsk } from '../app/createAnalysis.ts';
import { cliRangeLength, parseAlphabet, parseCliRange, parseIntegers, parseReach, parseSeconds, parseWhole } from '../panels/analysisFields.ts';
import { MAX_PANEL_SWEEP_CELLS, type AnalysisObjective } from './analysisRequest.ts';
import type { AnalysisMode } from './analysisOptions.ts';

/** The text fields, by option name ('' = not given). */
export type AnalysisTextField =
  | 'alphabet' | 'granularity' | 'horizon' | 'max-frames' | 'max-states' | 'max-seconds' | 'seed' | 'workers'
  | 'width' | 'population' | 'generations' | 'reach' | 'x' | 'y' | 'lift' | 'speeds' | 'fall-speeds';

export interface AnalysisFormValues {
  readonly mode: AnalysisMode;
  /** 'maxX' | 'reach' | 'detectors' | 'script:<index>' */
  readonly objective: string;
  readonly player: 1 | 2;
  readonly algorithm: Algorithm['kind'];
  readonly start: SweepStart;
  readonly surfaces: boolean;
  readonly text: Readonly<Record<AnalysisTextField, string>>;
  /** Ticked detector ids, in the catalogue's order. */
  readonly detectors: readonly string[];
  /** Every detector id (to write `--detectors all`). */
  readonly allDetectors: readonly string[];
}

export const EMPTY_TEXT: Readonly<Record<AnalysisTextField, string>> = {
  alphabet: '', granularity: '', horizon: '', 'max-frames': '', 'max-states': '', 'max-seconds': '', seed: '', workers: '',
  width: '', population: '', generations: '', reach: '', x: '', y: '', lift: '', speeds: '', 'fall-speeds': '',
};

export interface AnalysisFormContext {
  readonly scripts: readonly { readonly name: string; readonly source: string }[];
  /** The player's centre at the start frame, px: a rectangle sweep's --x and --y when empty (the CLI's are the level start, where it starts). */
  readonly playerAt: { readonly x: number; readonly y: number };
  readonly hasPartner: boolean;
  /** The start frame (the cursor). */
  readonly frame: number;
  /** `--level ...` and the world options as command-line words (commandWorld below). */
  readonly worldArgs: readonly string[];
}

export interface FieldError {
  /** The option (field) name, or 'detectors' / 'objective'. */
  readonly field: string;
  readonly message: string;
}

export type FormReading =
  | { readonly ok: true; readonly ask: AnalysisAsk; readonly commands: readonly string[]; readonly note: string }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** The fields in the order the panel shows them: the order of the messages. */
const FIELD_ORDER = [
  'objective', 'reach', 'player', 'detectors', 'x', 'y', 'lift', 'speeds', 'fall-speeds',
  'alphabet', 'granularity', 'horizon', 'width', 'population', 'generations', 'max-frames', 'max-states', 'max-seconds', 'seed', 'workers',
];

/** At most this many search workers in a browser tab. */
export const MAX_WORKERS = 16;

export function readAnalysisForm(f: AnalysisFormValues, ctx: AnalysisFormContext): FormReading {
  const r = readForm(f, ctx);
  return r.ok ? r : { ok: false, errors: [...r.errors].sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field)) };
}

function readForm(f: AnalysisFormValues, ctx: AnalysisFormContext): FormReading {
  const errors: FieldError[] = [];
  // Empty is left out. An alphabet of blanks is given: it holds nothing (",," on the command line).
  const given = (name: AnalysisTextField): boolean => f.text[name].trim() !== '' || (name === 'alphabet' && f.text.alphabet !== '');
  /** The option's value: its parse, or the CLI default when empty; a bad field notes its message. */
  function field<T>(name: AnalysisTextField, fallback: T, parse: (text: string) => T | string): T {
    if (!given(name)) return fallback;
    const v = parse(f.text[name]);
    if (typeof v === 'string') {
      errors.push({ field: name, message: `--${name}: ${v}` });
      return fallback;
    }
    return v;
  }
  const sweeping = f.mode === 'sweep';

  const alphabet = field('alphabet', parseAlphabet(',R,L,RA,LA,D,RD') as number[], parseAlphabet);
  const granularity = field('granularity', 4, (t) => parseWhole(t, 'frames', 1));
  const horizon = field('horizon', sweeping ? 8 : 30, (t) => parseWhole(t, 'choices', 1));
  const frames = field('max-frames', undefined as number | undefined, (t) => parseWhole(t, 'frames', 1));
  const states = field('max-states', undefined as number | undefined, (t) => parseWhole(t, 'states', 1));
  const seconds = field('max-seconds', undefined as number | undefined, parseSeconds);
  const seed = field('seed', 1, (t) => parseWhole(t, 'a seed', 0));
  const workers = field('workers', 1, (t) => parseWhole(t, 'threads', 1, MAX_WORKERS));
  let algorithm: Algorithm;
  if (f.algorithm === 'bfs') algorithm = { kind: 'bfs' };
  else if (f.algorithm === 'beam') algorithm = { kind: 'beam', width: field('width', 64, (t) => parseWhole(t, 'states', 1)) };
  else {
    const population = field('population', 48, (t) => parseWhole(t, 'candidates', 1));
    const generations = field('generations', Infinity, (t) => parseWhole(t, 'generations', 1));
    algorithm = { kind: 'genetic', population, elites: Math.max(1, population >> 3), generations };
  }
  // As the commands read budgets: any given replaces the frames default. A sweep's frames and
  // states bound each search; its seconds the whole sweep.
  const budget: Budget = sweeping
    ? (frames !== undefined || states !== undefined ? { frames, states } : { frames: 20_000 })
    : (frames !== undefined || states !== undefined || seconds !== undefined ? { frames, states, seconds } : { frames: 2_000_000 });

  // The options as the command line would be given them: those filled in, in the --help's order.
  const opts: string[] = [];
  const add = (name: AnalysisTextField): void => {
    if (given(name)) opts.push(`--${name}`, quote(f.text[name].trim() === '' ? f.text[name] : f.text[name].trim()));
  };
  const addSearchOptions = (): void => {
    for (const name of ['alphabet', 'granularity', 'horizon', 'max-frames', 'max-states', 'max-seconds', 'seed', 'workers'] as const) add(name);
    if (f.algorithm !== 'beam') opts.push('--algorithm', f.algorithm);
    if (f.algorithm === 'beam') add('width');
    if (f.algorithm === 'genetic') {
      add('population');
      add('generations');
    }
  };
  const common = { detectors: f.detectors, alphabet, granularity, horizon, algorithm, seed, workers };

  if (!sweeping) {
    let objective: AnalysisObjective = { kind: 'maxX' };
    let objectiveArgs: string[][] = [[]];
    if (f.objective === 'reach') {
      const r = parseReach(f.text.reach);
      if (typeof r === 'string') errors.push({ field: 'reach', message: `--objective reach:X,Y[,R]: ${r}` });
      else {
        objective = { kind: 'reach', ...r };
        objectiveArgs = [['--objective', `reach:${r.x},${r.y},${r.radius}`]];
      }
    } else if (f.objective === 'detectors') {
      objective = { kind: 'detectors' };
      if (f.detectors.length === 0) errors.push({ field: 'detectors', message: '--objective detector:<id>: tick at least one detector' });
      objectiveArgs = f.detectors.map((id) => ['--objective', `detector:${id}`]);
    } else if (f.objective.startsWith('script:')) {
      const s = ctx.scripts[Number(f.objective.slice(7))];
      if (s === undefined) errors.push({ field: 'objective', message: 'objective: that script is gone: choose the objective again' });
      else if (!/\bfunction\s+score\s*\(/.test(s.source)) errors.push({ field: 'objective', message: `objective: script "${s.name}" defines no function score(s)` });
      else objective = { kind: 'script', name: s.name, source: s.source };
      objectiveArgs = [];
    }
    if (f.player === 2 && !ctx.hasPartner) errors.push({ field: 'player', message: `--player 2: ${NO_PLAYER_2}` });
    if (errors.length > 0) return { ok: false, errors };
    const startArgs = ctx.frame > 0 ? ['--start-movie', '<movie>', '--start-frame', String(ctx.frame)] : [];
    const playerArgs = f.player === 2 ? ['--player', '2'] : [];
    addSearchOptions();
    const commands = objectiveArgs.map((o) => ['npx', 'subpixel', 'search', ...ctx.worldArgs, ...startArgs, ...o, ...playerArgs, ...opts].join(' '));
    const note = objectiveArgs.length === 0 ? 'a script objective runs in the workbench only' : ctx.frame > 0 ? '<movie>: this movie, exported' : '';
    return { ok: true, ask: { kind: 'search', ...common, objective, budget, player: f.player }, commands, note };
  }

  if (f.detectors.length === 0) errors.push({ field: 'detectors', message: '--detectors: tick at least one detector' });
  const speeds = field('speeds', [0], parseIntegers);
  const fallSpeeds = field('fall-speeds', [0], parseIntegers);
  // Absent: sweepCells' default (16 px), as when --lift is left out.
  const lift = f.surfaces ? field('lift', undefined as number | undefined, (t) => parseWhole(t, 'px', 0)) : undefined;
  const range = (name: 'x' | 'y'): number[] | null => {
    if (!given(name)) return null;
    if (cliRangeLength(f.text[name]) > MAX_PANEL_SWEEP_CELLS) {
      errors.push({ field: name, message: `--${name}: ${cliRangeLength(f.text[name])} values; the panel sweeps at most ${MAX_PANEL_SWEEP_CELLS} cells` });
      return null;
    }
    return field(name, null as number[] | null, parseCliRange);
  };
  const xs = range('x');
  const ys = range('y');
  if (!f.surfaces && errors.length === 0) {
    const perPoint = speeds.length * ((f.start !== 'ground' ? fallSpeeds.length : 0) + (f.start !== 'air' ? 1 : 0));
    const cells = (xs?.length ?? 1) * (ys?.length ?? 1) * perPoint;
    if (cells > MAX_PANEL_SWEEP_CELLS) errors.push({ field: 'x', message: `--x, --y, --speeds: ${cells} cells; the panel sweeps at most ${MAX_PANEL_SWEEP_CELLS}` });
  }
  if (errors.length > 0) return { ok: false, errors };
  const cells = {
    // A rectangle's empty --x and --y: the player's centre at the start frame (the CLI's level start).
    xs: xs ?? (f.surfaces ? null : [ctx.playerAt.x]),
    ys: ys ?? (f.surfaces ? null : [ctx.playerAt.y]),
    surfaces: f.surfaces,
    lift,
    speeds,
    fallSpeeds,
    start: f.start,
  };
  const sweepArgs: string[] = [];
  const place = (name: 'x' | 'y', fallback: number): void => {
    if (given(name)) sweepArgs.push(`--${name}`, f.text[name].trim());
    else if (!f.surfaces && ctx.frame > 0) sweepArgs.push(`--${name}`, String(fallback));
  };
  place('x', ctx.playerAt.x);
  place('y', ctx.playerAt.y);
  if (f.surfaces) sweepArgs.push('--surfaces');
  if (f.surfaces && given('lift')) sweepArgs.push('--lift', f.text.lift.trim());
  for (const name of ['speeds', 'fall-speeds'] as const) if (given(name)) sweepArgs.push(`--${name}`, quote(f.text[name].replace(/\s+/g, '')));
  if (f.start !== 'air') sweepArgs.push('--start', f.start);
  sweepArgs.push('--detectors', f.detectors.length === f.allDetectors.length ? 'all' : f.detectors.join(','));
  addSearchOptions();
  const command = ['npx', 'subpixel', 'sweep', ...ctx.worldArgs, ...sweepArgs, ...opts].join(' ');
  const note = ctx.frame > 0 ? `the command line sweeps from the level start; this sweep starts from frame ${ctx.frame}` : '';
  return { ok: true, ask: { kind: 'sweep', ...common, cells, budgetPerSearch: budget, ...(seconds === undefined ? {} : { maxSeconds: seconds }) }, commands: [command], note };
}

/** A value as one shell word: double-quoted when it holds a comma, a space, or nothing. */
function quote(v: string): string {
  return v === '' || /[\s,"'<>|&;]/.test(v) ? `"${v.replace(/"/g, '\\"')}"` : v;
}
