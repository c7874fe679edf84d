import { describe, expect, it } from 'vitest';
import { LocalEvaluator } from '../../../analysis/search/index.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { P_X, P_Y } from '../../../engine/state/layout.ts';
import type { AnalysisEvent, AnalysisRequest } from '../../../workbench/src/analysis/analysisRequest.ts';
import { runAnalysis } from '../../../workbench/src/analysis/runAnalysis.ts';
import { cellSavestate } from '../../../analysis/search/index.ts';
import { yieldingEvaluator } from '../../../workbench/src/analysis/yieldingEvaluator.ts';
import { parseAlphabet, parseRange } from '../../../workbench/src/panels/analysisFields.ts';
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
      algorithm: { kind: 'bfs' }, seed: 1, workers: 1, xs: [100, 132], ys: [180], speeds: [0], budgetPerSearch: { states: 20 },
    };
    const all = await collect(sweep);
    expect(all.filter((e) => e.kind === 'cell')).toHaveLength(2);
    const cut = await collect(sweep, 1);
    expect(cut.filter((e) => e.kind === 'cell').length).toBeLessThan(2);
    expect(cut.at(-1)).toMatchObject({ kind: 'done', stopReason: 'aborted' });
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
  it('parseRange lists from..to by step', () => {
    expect(parseRange('0,64,32')).toEqual([0, 32, 64]);
    expect(parseRange('0,64,-1')).toMatch(/step/);
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
