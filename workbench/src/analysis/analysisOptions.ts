/**
 * Every option of `subpixel search` and `subpixel sweep`, as the Analysis panel offers it: the
 * field is named after the option, its label carries the unit, its tooltip says what the
 * command's --help says (the default included), and an empty field means what leaving the
 * option out means on the command line. Options the panel takes from elsewhere (the level and
 * its settings, the start frame, where movies go) say where. docs/analysis-panel.md lists the
 * same table; a test checks that every option in the commands' --help is here.
 */

export type AnalysisMode = 'search' | 'sweep';

export interface AnalysisOption {
  /** The command-line option, without the dashes; also the field's name. */
  readonly name: string;
  readonly modes: readonly AnalysisMode[];
  /** The unit, shown beside the label (frames, choices, px, subpixels/frame, s ...); '' for none. */
  readonly unit: string;
  /** The default in the CLI's words, per mode (what an empty field gives). */
  readonly defaults: Readonly<Partial<Record<AnalysisMode, string>>>;
  /** What it does (the tooltip and the keyboard help line). */
  readonly help: string;
  /** What it does in a sweep, when that differs. */
  readonly sweepHelp?: string;
  /** Set in the panel (a field), or where the panel takes it from instead. */
  readonly where: 'field' | string;
}

const BOTH: readonly AnalysisMode[] = ['search', 'sweep'];

export const ANALYSIS_OPTIONS: readonly AnalysisOption[] = [
  { name: 'objective', modes: ['search'], unit: '', defaults: { search: 'maxX' }, where: 'field', help: 'what the search looks for: the furthest x (maxX), a point (reach:X,Y[,R], px), a detector hit (detector:<id>: one search per detector ticked), or a script\'s score(s) (the panel only)' },
  { name: 'player', modes: ['search'], unit: '', defaults: { search: '1' }, where: 'field', help: 'whose pad the search drives. 2 needs a partner (Level & movie): the alphabet is the second pad\'s, and maxX and reach judge player 2; a detector watches both players' },
  { name: 'alphabet', modes: BOTH, unit: 'button sets', defaults: { search: ',R,L,RA,LA,D,RD', sweep: ',R,L,RA,LA,D,RD' }, where: 'field', help: 'comma-separated button sets held per choice (letters UDLRABCS; an empty entry holds nothing)' },
  { name: 'granularity', modes: BOTH, unit: 'frames', defaults: { search: '4', sweep: '4' }, where: 'field', help: 'frames each choice is held' },
  { name: 'horizon', modes: BOTH, unit: 'choices', defaults: { search: '30', sweep: '8' }, where: 'field', help: 'most choices per candidate: a candidate is at most horizon × granularity frames long' },
  { name: 'max-frames', modes: BOTH, unit: 'frames', defaults: { search: '2000000 when no budget is given', sweep: '20000 each search when neither this nor --max-states is given' }, where: 'field', help: 'budget: stop after simulating this many frames, all candidates together', sweepHelp: 'budget of each search: stop it after simulating this many frames' },
  { name: 'max-states', modes: BOTH, unit: 'states', defaults: { search: 'none', sweep: 'none' }, where: 'field', help: 'budget: stop after evaluating this many candidates', sweepHelp: 'budget of each search: stop it after evaluating this many candidates' },
  { name: 'max-seconds', modes: BOTH, unit: 's', defaults: { search: 'none', sweep: 'none' }, where: 'field', help: 'budget: stop after this many seconds (the only budget whose result depends on the machine)', sweepHelp: 'stop the whole sweep after this many seconds: the hits so far are kept, and the counts say stoppedEarly with done of total' },
  { name: 'seed', modes: BOTH, unit: '', defaults: { search: '1', sweep: '1' }, where: 'field', help: 'the seed: the same seed and options give the same result' },
  { name: 'workers', modes: BOTH, unit: 'threads', defaults: { search: '1', sweep: '1' }, where: 'field', help: 'search workers (1: the analysis worker itself; at most 16 here). The result does not depend on it' },
  { name: 'algorithm', modes: BOTH, unit: '', defaults: { search: 'beam', sweep: 'beam' }, where: 'field', help: 'bfs: fewest choices first; beam: the best `width` states each step; genetic: a population evolved until a budget ends it' },
  { name: 'width', modes: BOTH, unit: 'states', defaults: { search: '64', sweep: '64' }, where: 'field', help: 'beam width: states kept after each step (beam only)' },
  { name: 'population', modes: BOTH, unit: 'candidates', defaults: { search: '48', sweep: '48' }, where: 'field', help: 'genetic population; an eighth of it (at least 1) are elites that survive unchanged (genetic only)' },
  { name: 'generations', modes: BOTH, unit: '', defaults: { search: 'until a budget ends it', sweep: 'until a budget ends it' }, where: 'field', help: 'most generations (genetic only)' },
  { name: 'x', modes: ['sweep'], unit: 'px', defaults: { sweep: 'the player\'s x at this frame (surfaces: the level\'s width every 16 px)' }, where: 'field', help: 'start centres A:B:STEP (STEP default 1); with surfaces, the columns searched for floors' },
  { name: 'y', modes: ['sweep'], unit: 'px', defaults: { sweep: 'the player\'s y at this frame (surfaces: the whole height)' }, where: 'field', help: 'start centres A:B:STEP; with surfaces, the rows A to B searched for floors' },
  { name: 'surfaces', modes: ['sweep'], unit: '', defaults: { sweep: 'off' }, where: 'field', help: 'start on every floor surface down each x column (with room to stand) instead of a rectangle' },
  { name: 'lift', modes: ['sweep'], unit: 'px', defaults: { sweep: '16' }, where: 'field', help: 'with surfaces: airborne cells start this far above the standing centre' },
  { name: 'speeds', modes: ['sweep'], unit: 'subpixels/frame', defaults: { sweep: '0' }, where: 'field', help: 'start x speeds, comma-separated (also the ground speed; 256 = 1 px/frame, negative = left)' },
  { name: 'fall-speeds', modes: ['sweep'], unit: 'subpixels/frame', defaults: { sweep: '0' }, where: 'field', help: 'airborne start y speeds, comma-separated (down > 0; 256 = 1 px/frame)' },
  { name: 'start', modes: ['sweep'], unit: '', defaults: { sweep: 'air' }, where: 'field', help: 'airborne (falls onto what is below), on the ground, or each cell both ways' },
  { name: 'grounded', modes: ['sweep'], unit: '', defaults: { sweep: 'off' }, where: 'start: ground', help: 'the same as --start ground' },
  { name: 'detectors', modes: ['sweep'], unit: '', defaults: { sweep: 'all' }, where: 'field', help: 'the detectors each cell is searched for (the boxes; each is one search per cell)' },
  { name: 'start-movie', modes: ['search'], unit: '', defaults: { search: 'the level start' }, where: 'the movie open in the workbench', help: 'the search starts from the frame the cursor is on, the savestate of this movie there' },
  { name: 'start-frame', modes: ['search'], unit: 'frames', defaults: { search: '0' }, where: 'the cursor (Run from frame N)', help: 'the frame the search starts from' },
  { name: 'out', modes: BOTH, unit: '', defaults: {}, where: 'save .spx on each result', help: 'writes the result movie (a sweep: each glitch movie, named <detector>-<x>-<y>-<speed>.spx)' },
  // A queue run spans machines (subpixel worker processes on Redis): the command line's alone.
  { name: 'queue', modes: BOTH, unit: '', defaults: {}, where: 'the command line only: the panel runs on this machine', help: 'runs the sweep or search on a BullMQ queue in Redis, its jobs taken by subpixel worker processes anywhere (docs/cli.md)' },
  { name: 'name', modes: BOTH, unit: '', defaults: {}, where: 'the command line only (with --queue)', help: 'the queue run\'s name in Redis' },
  { name: 'lock-seconds', modes: BOTH, unit: 's', defaults: {}, where: 'the command line only (with --queue)', help: 'how long a queued job\'s lock lasts between its worker\'s renewals' },
  { name: 'job-cells', modes: ['sweep'], unit: 'cells', defaults: {}, where: 'the command line only (with --queue)', help: 'cells per queued job' },
  { name: 'restarts', modes: ['search'], unit: 'searches', defaults: { search: '1' }, where: 'the command line only: the panel runs one search, its seed the seed field\'s', help: 'N independent searches, restart i with seed + i; the best is printed' },
  ...['level', 'profile', 'character', 'fix', 'partner', 'partner-control', 'drop-dash', 'disasm', 'rev', 'no-objects'].map((name): AnalysisOption => ({
    name, modes: BOTH, unit: '', defaults: {}, where: 'the Level & movie panel', help: 'the world the search runs in: the level and settings the workbench has open',
  })),
];

export function analysisOption(name: string): AnalysisOption {
  const o = ANALYSIS_OPTIONS.find((x) => x.name === name);
  if (o === undefined) throw new Error(`no analysis option "${name}"`);
  return o;
}

/** The tooltip of a field: what it does, its unit and its default in this mode, as `--help` gives them. */
export function optionTooltip(name: string, mode: AnalysisMode): string {
  const o = analysisOption(name);
  const d = o.defaults[mode];
  const help = mode === 'sweep' && o.sweepHelp !== undefined ? o.sweepHelp : o.help;
  return `--${o.name}${o.unit === '' ? '' : ` (${o.unit})`}: ${help}.${d === undefined ? '' : ` Default: ${d}.`}`;
}
