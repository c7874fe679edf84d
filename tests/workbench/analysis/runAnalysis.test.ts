import { describe, expect, it } from 'vitest';
import { LocalEvaluator } from '../../../analysis/search/index.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { P_X, P_Y } from '../../../engine/state/layout.ts';
import type { AnalysisEvent, AnalysisRequest } from '../../../workbench/src/analysis/analysisRequest.ts';
import { runAnalysis } from '../../../workbench/src/analysis/runAnalysis.ts';
import { cellSavestate } from '../../../analysis/search/index.ts';
import { yieldingEvaluator } from '../../../workbench/src/analysis/yieldingEvaluator.ts';
import { parseAlphabet, parseCliRange } from '../../../workbench/src/panels/analysisFields.ts';
import { EngineSession } from '../../../workbench/src/worker/engineSession.ts';

const level = loadBuiltinLevel('walls');

function startAt(frames: number) {
  const w = createWorld(level, {});
  for (let f = 0; f < frames; f++) w.step(0);
  return { frame: frames, snapshot: w.snapshot(), world: {} };
}

function searchRequest(seed: number): AnalysisRequest {
  return {
    kind: 'search', level, start: startAt(30), detectors: [], alphabet: [0x08, 0x18], granularity: 4, horizon: 6,
    algorithm: { kind: 'beam', width: 8 }, seed, workers: 1, objective: { kind: 'maxX' }, budget: { states: 100 },
  };
}

async function collect(r: AnalysisRequest, abortAfterProgress = -1): Promise<AnalysisEvent[]> {
  const events: AnalysisEvent[] = [];
  const controller = new AbortController();
  await runAnalysis(r, {
    emit: (e) => {
      events.push(e);
      if (e.kind === 'progress' && events.filter((x) => x.kind === 'progress').length === abortAfterProgress) controller.abort();
    },
    evaluator: yieldingEvaluator(new LocalEvaluator()),
    signal: controller.signal,
    clock: () => performance.now(),
  });
  return events;
}

describe('runAnalysis', () => {
  it('a seeded maxX search from a savestate emits one result whose inputs replay from that savestate to its score', async () => {
    const events = await collect(searchRequest(7));
    const results = events.flatMap((e) => (e.kind === 'result' ? [e.result] : []));
    expect(results).toHaveLength(1);
    const r = results[0];
    expect(r.inputs.length).toBe(24);
    const w = createWorld(level, {});
    expect(w.restore(r.savestate).ok).toBe(true);
    for (const i of r.inputs) w.step(i);
    expect(w.state[P_X]).toBe(r.score);
    expect(events.at(-1)).toMatchObject({ kind: 'done', stopReason: 'finished' });
  });

  it('the same seed gives the same result inputs', async () => {
    const pick = (es: AnalysisEvent[]) => es.flatMap((e) => (e.kind === 'result' ? [Array.from(e.result.inputs)] : []));
    expect(pick(await collect(searchRequest(3)))).toEqual(pick(await collect(searchRequest(3))));
  });

  it('a sweep reports every cell, and aborting stops it with the reason "aborted"', async () => {
    const sweep: AnalysisRequest = {
      kind: 'sweep', level, start: startAt(10), detectors: ['landOnAir', 'zip'], alphabet: [0, 0x08], granularity: 4, horizon: 4,
      algorithm: { kind: 'bfs' }, seed: 1, workers: 1, budgetPerSearch: { states: 20 },
      cells: { xs: [100, 132], ys: [180], surfaces: false, speeds: [0], fallSpeeds: [0], start: 'air' },
    };
    const all = await collect(sweep);
    expect(all.filter((e) => e.kind === 'cell')).toHaveLength(2);
    const cut = await collect(sweep, 1);
    expect(cut.filter((e) => e.kind === 'cell').length).toBeLessThan(2);
    expect(cut.at(-1)).toMatchObject({ kind: 'done', stopReason: 'aborted' });
  });

  it('a sweep names its cells (airborne at each fall speed, then grounded) before its first search, and counts as subpixel sweep does', async () => {
    const sweep: AnalysisRequest = {
      kind: 'sweep', level, start: startAt(0), detectors: ['landOnAir', 'zip'], alphabet: [0, 0x08], granularity: 4, horizon: 2,
      algorithm: { kind: 'bfs' }, seed: 1, workers: 1, budgetPerSearch: { states: 6 },
      cells: { xs: [100, 712], ys: [180], surfaces: false, speeds: [0], fallSpeeds: [0, 512], start: 'both' },
    };
    const events = await collect(sweep);
    expect(events[0]).toEqual({ kind: 'plan', cells: [
      { x: 100, y: 180, speed: 0, air: true }, { x: 712, y: 180, speed: 0, air: true },
      { x: 100, y: 180, speed: 0, air: true, ysp: 512 }, { x: 712, y: 180, speed: 0, air: true, ysp: 512 },
      { x: 100, y: 180, speed: 0, air: false }, { x: 712, y: 180, speed: 0, air: false },
    ] });
    const progress = events.flatMap((e) => (e.kind === 'progress' ? [e.progress] : []));
    // x 712 is inside the wall: its three cells are skipped, the other three searched for both detectors.
    expect(progress.at(-1)!.sweep).toEqual({ cells: 6, searches: 6, done: 12, total: 12, hits: events.filter((e) => e.kind === 'result').length, skipped: 3, stoppedEarly: false, stopReason: null });
    expect(progress.at(-1)!.states).toBe(progress.filter((p) => p.current !== undefined).reduce((n, p) => n + p.current!.states, 0));
  });

  it('--max-seconds stops the whole sweep on the worker\'s clock, keeps what it finished and says so in the counts', async () => {
    let now = 0;
    const events: AnalysisEvent[] = [];
    const sweep: AnalysisRequest = {
      kind: 'sweep', level, start: startAt(0), detectors: ['landOnAir', 'zip'], alphabet: [0, 0x08], granularity: 4, horizon: 3,
      algorithm: { kind: 'bfs' }, seed: 1, workers: 1, budgetPerSearch: { states: 30 }, maxSeconds: 0.05,
      cells: { xs: [100, 132, 164, 196, 228, 260, 292, 324], ys: [150, 180], surfaces: false, speeds: [0], fallSpeeds: [0], start: 'air' },
    };
    // Each reading of the clock is 1 ms after the last: 50 readings in, the sweep is out of time.
    await runAnalysis(sweep, { emit: (e) => events.push(e), evaluator: new LocalEvaluator(), signal: new AbortController().signal, clock: () => (now += 1) });
    const last = events.flatMap((e) => (e.kind === 'progress' ? [e.progress] : [])).at(-1)!.sweep!;
    expect(last).toMatchObject({ cells: 16, searches: 32, total: 32, stoppedEarly: true, stopReason: 'maxSeconds' });
    expect(last.done).toBeGreaterThan(0);
    expect(last.done).toBeLessThan(32);
    // Only cells whose every detector was searched are reported; the run ends as finished (its results are kept).
    expect(events.filter((e) => e.kind === 'cell')).toHaveLength(Math.floor(last.done / 2));
    expect(events.at(-1)).toMatchObject({ kind: 'done', stopReason: 'finished' });
  });

  it('a cell savestate keeps the frame and moves the player', () => {
    const s = cellSavestate(level, {}, { x: 300, y: 150, speed: 512, air: true }, startAt(12).snapshot);
    const w = createWorld(level, {});
    expect(w.restore(s).ok).toBe(true);
    expect(w.frame).toBe(12);
    expect([w.state[P_X] >> 8, w.state[P_Y] >> 8]).toEqual([300, 150]);
  });
});

describe('analysis fields', () => {
  it('parseAlphabet reads button sets and an empty entry as nothing held', () => {
    expect(parseAlphabet('R,RA,')).toEqual([0x08, 0x18, 0]);
    expect(parseAlphabet('R,Q')).toMatch(/"Q"/);
  });
  it('parseCliRange lists A..B by STEP as --x and --y do (STEP 1 by default, one number alone)', () => {
    expect(parseCliRange('0:64:32')).toEqual([0, 32, 64]);
    expect(parseCliRange('3:5')).toEqual([3, 4, 5]);
    expect(parseCliRange('7')).toEqual([7]);
    expect(parseCliRange('64:0')).toMatch(/A <= B/);
    expect(parseCliRange('0,64,32')).toMatch(/A:B:STEP/);
  });
});

describe('EngineSession.branchWithTail', () => {
  it('makes a branch at the frame with the movie inputs up to it and the result after', () => {
    const s = new EngineSession();
    expect(s.load({ level: { builtin: 'walls' } }).ok).toBe(true);
    s.setButtons(0, 50, 0x08, true);
    const tail = new Uint8Array([0x18, 0x18, 0x08]);
    const b = s.branchWithTail(20, tail, 'r', '', '2024-01-01T00:00:00Z');
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.value.frame).toBe(20);
    expect(Array.from(b.value.inputs)).toEqual([...new Array(20).fill(0x08), 0x18, 0x18, 0x08]);
    expect(s.length).toBe(50);
  });

  it('refuses a savestate from another frame with savestateFrame', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'walls' } });
    const ss = s.savestate(5);
    expect(ss.ok).toBe(true);
    if (!ss.ok) return;
    const b = s.branchWithTail(8, new Uint8Array(2), '', '', '', ss.value.snapshot);
    expect(!b.ok && b.error.code).toBe('savestateFrame');
  });
});
