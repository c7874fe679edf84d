import { describe, expect, it } from 'vitest';
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';
import { LocalEvaluator } from '../../../analysis/search/index.ts';
import { sweepCells } from '../../../analysis/search/sweepCells.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld, type WorldOptions } from '../../../engine/world/world.ts';
import { parseArgs } from '../../../workbench/cli/args.ts';
import { parseAlgorithm, parseAlphabet as cliAlphabet, parseBudget } from '../../../workbench/cli/searchOptions.ts';
import { EMPTY_TEXT, readAnalysisForm, type AnalysisFormValues, type AnalysisTextField } from '../../../workbench/src/analysis/analysisForm.ts';
import type { AnalysisEvent, AnalysisRequest, AnalysisResult, AnalysisProgress } from '../../../workbench/src/analysis/analysisRequest.ts';
import { runAnalysis } from '../../../workbench/src/analysis/runAnalysis.ts';
import type { AnalysisAsk } from '../../../workbench/src/app/createAnalysis.ts';
import { runCli } from '../cli/runCli.ts';

const level = loadBuiltinLevel('walls');
/** What `subpixel` builds from `--level walls` and no other world option. */
const world: WorldOptions = { profile: level.profile, character: level.start.character, fixes: [], partner: null };
const worldArgs = ['--level', 'walls', '--profile', level.profile, '--character', level.start.character];

function form(o: Partial<Omit<AnalysisFormValues, 'text'>> & { text?: Partial<Record<AnalysisTextField, string>> } = {}): AnalysisFormValues {
  return {
    mode: 'search', objective: 'maxX', player: 1, algorithm: 'beam', start: 'air', surfaces: false, detectors: DETECTOR_IDS, allDetectors: DETECTOR_IDS,
    ...o,
    text: { ...EMPTY_TEXT, ...o.text },
  };
}

const context = { scripts: [], playerAt: { x: level.start.x, y: level.start.y }, hasPartner: false, frame: 0, worldArgs };

function ask(f: AnalysisFormValues): { ask: AnalysisAsk; commands: readonly string[] } {
  const r = readAnalysisForm(f, context);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r;
}

/** A shown command line as arguments (double-quoted words kept whole), without "npx subpixel". */
function argv(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]).slice(2);
}

/** The run in Node as the analysis worker runs it, from the level start. */
async function runHere(a: AnalysisAsk): Promise<{ results: AnalysisResult[]; last: AnalysisProgress; events: AnalysisEvent[] }> {
  const events: AnalysisEvent[] = [];
  const request = { ...a, level, start: { frame: 0, snapshot: createWorld(level, world).snapshot(), world } } as AnalysisRequest;
  await runAnalysis(request, { emit: (e) => events.push(e), evaluator: new LocalEvaluator(), signal: new AbortController().signal, clock: () => performance.now() });
  const progress = events.flatMap((e) => (e.kind === 'progress' ? [e.progress] : []));
  return { results: events.flatMap((e) => (e.kind === 'result' ? [e.result] : [])), last: progress[progress.length - 1], events };
}

describe('the Analysis panel form', () => {
  it('an empty form asks for what the command line does with no options', () => {
    const none = parseArgs([], ['algorithm'], []);
    const search = ask(form()).ask;
    expect(search).toMatchObject({ kind: 'search', granularity: 4, horizon: 30, seed: 1, workers: 1, budget: parseBudget(none), algorithm: parseAlgorithm(none) });
    expect(search.alphabet).toEqual(cliAlphabet(undefined));
    expect(ask(form({ algorithm: 'genetic' })).ask.algorithm).toEqual(parseAlgorithm(parseArgs(['--algorithm', 'genetic'], ['algorithm'], [])));
    // subpixel sweep: horizon 8 and 20,000 frames each search when no budget is given.
    expect(ask(form({ mode: 'sweep' })).ask).toMatchObject({ kind: 'sweep', horizon: 8, budgetPerSearch: { frames: 20_000 } });
  });

  it('the same search in the panel and on its command line gives one set of counts', async () => {
    const { ask: a, commands } = ask(form({ text: { 'max-states': '300', seed: '5' } }));
    expect(commands).toEqual([`npx subpixel search ${worldArgs.join(' ')} --max-states 300 --seed 5`]);
    const cli = await runCli(...argv(commands[0]));
    expect(cli.code).toBe(0);
    const summary = JSON.parse(cli.out[0]);
    const { results, last } = await runHere(a);
    expect(results).toHaveLength(1);
    const r = results[0];
    expect({ states: r.states, framesSimulated: r.framesSimulated, frames: r.inputs.length, stopReason: r.stopReason, score: r.score, found: r.found })
      .toEqual({ states: summary.states, framesSimulated: summary.framesSimulated, frames: summary.frames, stopReason: summary.stopReason, score: summary.score, found: summary.found });
    // The progress line's numbers are the result's: the search's own, and the run's total.
    expect(last.current).toMatchObject({ states: summary.states, framesSimulated: summary.framesSimulated });
    expect([last.states, last.framesSimulated]).toEqual([summary.states, summary.framesSimulated]);
    expect(r.horizonFrames).toBe(30 * 4);
  });

  it('a search per detector: each result has its own counts and the progress total is their sum', async () => {
    const { ask: a, commands } = ask(form({ objective: 'detectors', detectors: ['zip', 'landOnAir'], text: { 'max-states': '120', horizon: '6' } }));
    expect(commands.map((c) => c.match(/--objective (\S+)/)?.[1])).toEqual(['detector:zip', 'detector:landOnAir']);
    const { results, last } = await runHere(a);
    for (const [i, c] of commands.entries()) {
      const summary = JSON.parse((await runCli(...argv(c))).out[0]);
      expect([results[i].objective, results[i].states, results[i].framesSimulated]).toEqual([['zip', 'landOnAir'][i], summary.states, summary.framesSimulated]);
    }
    expect(last.states).toBe(results[0].states + results[1].states);
    expect(last.framesSimulated).toBe(results[0].framesSimulated! + results[1].framesSimulated!);
  });

  it('a sweep with airborne and grounded starts, fall speeds and a detector choice starts from the cells and finds the hits the CLI does', async () => {
    const { ask: a, commands } = ask(form({
      mode: 'sweep', start: 'both', detectors: ['landOnAir', 'zip'], algorithm: 'bfs',
      text: { x: '600:760:32', y: '150:204:27', speeds: '0,-1536', 'fall-speeds': '0,1024', alphabet: ',R,L', horizon: '3', 'max-states': '40' },
    }));
    expect(commands[0]).toContain('--x 600:760:32 --y 150:204:27 --speeds "0,-1536" --fall-speeds "0,1024" --start both --detectors landOnAir,zip');
    const cli = await runCli(...argv(commands[0]));
    expect(cli.code).toBe(0);
    const lines = cli.out.map((l) => JSON.parse(l));
    const summary = lines[lines.length - 1];
    const { results, last } = await runHere(a);
    // 6 x × 3 y × 2 speeds × (2 fall speeds airborne + grounded).
    expect(summary.cells).toBe(6 * 3 * 2 * 3);
    expect(last.sweep).toEqual(summary);
    const key = (h: { x: number; y: number; speed: number; detector: string }) => `${h.detector} ${h.x},${h.y} v${h.speed}`;
    expect(results.map((r) => key({ ...r.cell!, detector: r.objective })).sort()).toEqual(lines.slice(0, -1).map(key).sort());
    expect(summary.hits).toBeGreaterThan(0);
  });

  it('a sweep of floor surfaces starts from the cells sweepCells gives the CLI', async () => {
    const { ask: a, commands } = ask(form({ mode: 'sweep', surfaces: true, start: 'both', detectors: ['landOnAir'], algorithm: 'bfs', text: { x: '560:880:16', lift: '8', alphabet: ',R', horizon: '2', 'max-states': '12' } }));
    expect(commands[0]).toContain('--x 560:880:16 --surfaces --lift 8 --start both --detectors landOnAir');
    const cli = await runCli(...argv(commands[0]));
    const summary = JSON.parse(cli.out[cli.out.length - 1]);
    if (a.kind !== 'sweep') throw new Error('not a sweep');
    const cells = sweepCells(level, world, a.cells);
    expect(cells.length).toBe(summary.cells);
    expect(cells.some((c) => !c.air) && cells.some((c) => c.air)).toBe(true);
    const { last } = await runHere(a);
    expect(last.sweep).toEqual(summary);
  });

  it('a sweep\'s --max-seconds bounds the whole sweep, its frames and states each search, as on the command line', () => {
    const { ask: a, commands } = ask(form({ mode: 'sweep', text: { 'max-seconds': '2.5', 'max-states': '40' } }));
    expect(a).toMatchObject({ kind: 'sweep', maxSeconds: 2.5, budgetPerSearch: { states: 40 } });
    expect(a.kind === 'sweep' && a.budgetPerSearch.seconds).toBeUndefined();
    expect(commands[0]).toContain('--max-states 40 --max-seconds 2.5');
    // Seconds alone: each search keeps the 20,000-frame default.
    expect(ask(form({ mode: 'sweep', text: { 'max-seconds': '1' } })).ask).toMatchObject({ maxSeconds: 1, budgetPerSearch: { frames: 20_000 } });
    // A search's --max-seconds is its own budget.
    expect(ask(form({ text: { 'max-seconds': '1' } })).ask).toMatchObject({ budget: { seconds: 1 } });
  });

  it('every bad field gets its own message naming its option, and nothing runs', () => {
    const r = readAnalysisForm(form({ text: { alphabet: 'R,Q', granularity: 'x', horizon: '0', 'max-seconds': 'abc', seed: '-1', workers: '99', width: 'w' } }), context);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // In the order the panel shows the fields.
    expect(r.errors.map((e) => e.field)).toEqual(['alphabet', 'granularity', 'horizon', 'width', 'max-seconds', 'seed', 'workers']);
    expect(r.errors.map((e) => e.message)).toEqual([
      '--alphabet: "Q" is not a set of button letters (UDLRABCS)',
      '--granularity: expected a whole number of frames, got "x"',
      '--horizon: must be at least 1 (choices)',
      '--width: expected a whole number of states, got "w"',
      '--max-seconds: expected a number of seconds, got "abc"',
      '--seed: expected a whole number of a seed, got "-1"',
      '--workers: must be at most 16 (threads)',
    ]);
    const sweep = readAnalysisForm(form({ mode: 'sweep', surfaces: true, detectors: [], text: { x: '5:1', speeds: '1.5', lift: 'a' } }), context);
    expect(!sweep.ok && sweep.errors.map((e) => e.field)).toEqual(['detectors', 'x', 'lift', 'speeds']);
  });

  it('a range of more cells than the panel sweeps is refused before it is listed', () => {
    const t0 = performance.now();
    const r = readAnalysisForm(form({ mode: 'sweep', text: { x: '0:900000000' } }), context);
    expect(!r.ok && r.errors[0]).toEqual({ field: 'x', message: '--x: 900000001 values; the panel sweeps at most 50000 cells' });
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('--player 2 needs a partner, as on the command line', () => {
    const r = readAnalysisForm(form({ player: 2 }), context);
    expect(!r.ok && r.errors).toEqual([{ field: 'player', message: '--player 2: a search can drive player 2 only with a partner (--partner)' }]);
    const ok = readAnalysisForm(form({ player: 2 }), { ...context, hasPartner: true });
    expect(ok.ok && ok.ask.kind === 'search' && ok.ask.player).toBe(2);
  });
});
