/**
 * The workbench session on a run of Sonic 1 acts (engineSession.ts with ActLookup.runSource;
 * worker/actRunView.ts): the GHZ1 signpost fixture played on into GHZ2, and GHZ1's giant ring
 * into special stage 1 and out to GHZ2. The frame numbers are engine/games/s1/s1ActRun.ts's
 * (tests/engine/games/s1/s1ActRun.test.ts and special/specialRun.test.ts pin them against the
 * real game): Got_NextLevel runs in step 2683, so frame 2684 is GHZ2's start; the giant ring's
 * Got_ChkSS in step 2686, so frame 2687 is stage 1's start and frame 3338 GHZ2's.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld } from '../../../engine/world/world.ts';
import { S1ActRun, type S1ActRunSource, type S1SpecialRunData } from '../../../engine/games/s1/s1ActRun.ts';
import type { Level } from '../../../engine/level/types.ts';
import { P_RINGS } from '../../../engine/state/layout.ts';
import { BTN_A, BTN_C, BTN_LEFT, BTN_RIGHT } from '../../../engine/input.ts';
import { SS_ANGLE, SS_ROTATE } from '../../../engine/games/s1/special/ssState.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { readSpecialRunData } from '../../../realgame/games/s1/s1SpecialRunData.ts';
import { EngineSession } from '../../../workbench/src/worker/engineSession.ts';
import type { ActLookup } from '../../../workbench/src/worker/actLibrary.ts';
import { ActTrack, actLabel } from '../../../workbench/src/worker/actRunView.ts';
import type { ActLevelRef, FrameView, WorkerResult } from '../../../workbench/src/worker/protocol.ts';
import { runRows } from '../../../workbench/src/inspector/runFields.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';
import { walkFiles } from '../../support/walkFiles.ts';
import { importerFiles } from '../../../importers/s1/disasmFolder.ts';
import { join } from 'node:path';
import { DisasmReader, type PickedFile } from '../../../workbench/src/realActs/disasmReader.ts';
import { ActLibrary } from '../../../workbench/src/worker/actLibrary.ts';
import { specialStageFiles } from '../../../workbench/src/realActs/specialStageFiles.ts';

const FIXTURE = new URL('../../realgame/fixtures/ghz1-signpost.txt', import.meta.url).pathname;
/** s1ActRun.test.ts: the step Got_NextLevel runs in (GHZ1's results end). */
const NEXT_ACT = 2683;
/** specialRun.test.ts: GHZ1's last step (Got_ChkSS) with the giant ring, and the stage's steps. */
const RING_END = 2686;
const STAGE_FRAMES = 651;

function signpost(): Uint8Array {
  const r = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** specialRun.test.ts's movie: the fixture's first 1564 frames, a jump into the giant ring, the stage's `leftJump`. */
function giantRingMovie(): Uint8Array {
  const act = [...signpost().slice(0, 1564), ...new Array<number>(16).fill(BTN_RIGHT | BTN_C)];
  while (act.length <= RING_END) act.push(BTN_RIGHT);
  for (let i = 0; i < STAGE_FRAMES; i++) act.push(BTN_LEFT | (i % 30 < 3 ? BTN_A : 0));
  return Uint8Array.from(act);
}

function value<T>(r: WorkerResult<T>): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('the act track of a run', () => {
  it('names frame 0\'s act, then each frame whose act differs from the frame before, up to the greenzone\'s extent', () => {
    const t = new ActTrack('ghz1');
    for (let f = 1; f <= 10; f++) t.note(f, f < 4 ? 'ghz1' : f < 7 ? 'ss1' : 'ghz2');
    expect(t.boundaries(10)).toEqual([{ frame: 0, act: 'ghz1' }, { frame: 4, act: 'ss1' }, { frame: 7, act: 'ghz2' }]);
    expect(t.boundaries(5)).toEqual([{ frame: 0, act: 'ghz1' }, { frame: 4, act: 'ss1' }]);
    expect([actLabel('ghz2'), actLabel('ss3')]).toEqual(['s1:ghz2', 'special stage 3']);
  });
});

describeWithDisasm('the workbench session on a run of Sonic 1 acts', (dir) => {
  const d = s1Disassembly(1);
  let special: S1SpecialRunData;
  const levels = new Map<number, Level>();
  const source = (withStages: boolean): S1ActRunSource => ({ levelOf: (id) => d.importAct(id).level, exits: d.actExits(), ...(withStages ? { special } : {}) });
  /** A lookup that knows GHZ1 and where its run goes (as the worker's ActLibrary does with the folder open). */
  const lookup = (withStages: boolean, runs = true): ActLookup => ({
    get: (ref) => ({ ok: true, value: levels.get(ref.hash >>> 0)! }),
    ...(runs ? { runSource: () => source(withStages) } : {}),
  });
  let ghz1: Level;
  let ref: ActLevelRef;
  beforeAll(() => {
    special = readSpecialRunData(d.program, nodeDisasmSource(dir), 1);
    ghz1 = d.importAct('ghz1').level;
    levels.set(ghz1.hash >>> 0, ghz1);
    ref = { name: ghz1.name, hash: ghz1.hash >>> 0, act: movieLevelRef(ghz1).act! };
  });
  const open = (inputs: Uint8Array, acts: ActLookup, savestate?: Int32Array): EngineSession => {
    const s = new EngineSession(acts);
    value(s.load({ level: { act: ref } }));
    if (savestate !== undefined) {
      const movie = s.movie()!;
      value(s.load({ level: { act: ref }, movie: { ...movie, savestate } }));
    }
    value(s.replaceInputs(inputs, [], 'the movie'));
    return s;
  };
  const at = (s: EngineSession, frame: number): FrameView => value(s.seek(frame));

  it('plays the signpost movie on into GHZ2: frame 2683 is GHZ1\'s last, 2684 GHZ2\'s start, with the hashes S1ActRun gives', () => {
    const movie = signpost();
    const s = open(movie, lookup(false));
    const run = new S1ActRun(createWorld(ghz1), source(false));
    const hashes = new Map<number, string>();
    for (let f = 0; f < NEXT_ACT + 20; f++) {
      run.step(f < movie.length ? movie[f] : 0);
      if (f + 1 === NEXT_ACT || f + 1 === NEXT_ACT + 1 || f + 1 === NEXT_ACT + 20) hashes.set(f + 1, run.hash());
    }
    const last = at(s, NEXT_ACT);
    expect([last.run?.act, last.run?.label, last.hash]).toEqual(['ghz1', 's1:ghz1', hashes.get(NEXT_ACT)]);
    const first = at(s, NEXT_ACT + 1);
    expect([first.run?.act, first.run?.label, first.hash, s.viewLevel?.act?.id]).toEqual(['ghz2', 's1:ghz2', hashes.get(NEXT_ACT + 1), 'ghz2']);
    expect(first.run?.boundaries).toEqual([{ frame: 0, act: 'ghz1' }, { frame: NEXT_ACT + 1, act: 'ghz2' }]);
    expect([first.run?.lives, first.run?.score, first.run?.continues, first.run?.emeralds]).toEqual([3, 5400, 0, []]);
    // Seek back into GHZ1 (the greenzone restores the run's GHZ1 snapshot), then forward again.
    const back = at(s, 500);
    expect([back.run?.act, s.viewLevel?.act?.id]).toEqual(['ghz1', 'ghz1']);
    expect(at(s, NEXT_ACT + 20).hash).toBe(hashes.get(NEXT_ACT + 20));
    // Frame advance across the end, one step at a time.
    at(s, NEXT_ACT - 1);
    value(s.advanceQuiet(null));
    value(s.advanceQuiet(null));
    expect([s.cursor, s.run?.act]).toEqual([NEXT_ACT + 1, 'ghz2']);
  });

  it('a branch saved in GHZ2 loads back from GHZ1 with its state; the same movie without a run source stays in GHZ1', () => {
    const movie = signpost();
    const s = open(movie, lookup(false));
    const there = at(s, NEXT_ACT + 10);
    const b = value(s.createBranch('in ghz2', '', null, 't'));
    at(s, 100);
    value(s.loadBranch(b.id, 'keepInputs'));
    const loaded = at(s, s.cursor);
    expect([loaded.frame, loaded.run?.act, loaded.hash]).toEqual([NEXT_ACT + 10, 'ghz2', there.hash]);

    // Hand-made levels and lookups without runs: the act alone, as before (the same state at the act's end).
    const alone = open(movie, lookup(false, false));
    const v = at(alone, NEXT_ACT + 10);
    const w = createWorld(ghz1);
    for (let f = 0; f < NEXT_ACT + 10; f++) w.step(f < movie.length ? movie[f] : 0);
    expect([v.run ?? null, v.hash, alone.viewLevel?.act?.id]).toEqual([null, w.hash(), 'ghz1']);
  });

  it('the giant ring into special stage 1: frame 2687 is the stage\'s start, 3338 GHZ2\'s; the view carries the stage\'s fields and layout', () => {
    const inputs = giantRingMovie();
    // GHZ1 with 50 rings at frame 0 (as specialRun.test.ts sets v_rings): the movie's start savestate.
    const w0 = createWorld(ghz1);
    w0.state[P_RINGS] = 50;
    const s = open(inputs, lookup(true), w0.snapshot());
    const w = createWorld(ghz1);
    w.state[P_RINGS] = 50;
    const run = new S1ActRun(w, source(true));
    for (let f = 0; f < RING_END + 1 + 100; f++) run.step(inputs[f]);

    expect(at(s, RING_END).run?.act).toBe('ghz1');
    const start = at(s, RING_END + 1);
    expect([start.run?.act, start.run?.label, start.run?.special?.stage, start.run?.special?.rings]).toEqual(['ss1', 'special stage 1', 1, 0]);
    const mid = at(s, RING_END + 1 + 100);
    const ss = run.special!;
    expect([mid.frame, mid.hash]).toEqual([RING_END + 1 + 100, run.hash()]);
    expect([mid.run?.special?.angle, mid.run?.special?.rotate, mid.trace, mid.events]).toEqual([ss.s[SS_ANGLE] & 0xffff, (ss.s[SS_ROTATE] << 16) >> 16, null, 0]);
    expect(mid.run?.special?.layout.length).toBe(0x4000);
    // Sonic's cell in the layout is empty; the layout has walls (the physics' solid ids).
    expect(mid.run?.special?.layout.some((c) => c >= 1 && c <= 0x24)).toBe(true);
    const out = at(s, RING_END + 1 + STAGE_FRAMES);
    expect([out.run?.act, out.run?.special, out.run?.boundaries]).toEqual(['ghz2', null, [
      { frame: 0, act: 'ghz1' }, { frame: RING_END + 1, act: 'ss1' }, { frame: RING_END + 1 + STAGE_FRAMES, act: 'ghz2' },
    ]]);
    expect([out.run?.score, out.run?.lives]).toEqual([5901 + 230, 3]);
    // A branch in the stage comes back into the stage.
    const inStage = at(s, RING_END + 1 + 100);
    const b = value(s.createBranch('in ss1', '', null, 't'));
    at(s, 10);
    value(s.loadBranch(b.id, 'keepInputs'));
    const back = at(s, s.cursor);
    expect([back.frame, back.run?.act, back.hash]).toEqual([RING_END + 1 + 100, 'ss1', inStage.hash]);
    expect(runRows(back.run!).map((r) => [r.id, r.text])).toEqual(expect.arrayContaining([['run-act', 'special stage 1'], ['run-lives', '3']]));
  });

  it('as the browser has it: the picked folder\'s run (DisasmReader.runActs) in the act library plays GHZ1 on into GHZ2; an act the library lacks ends the run there', async () => {
    const picked = walkFiles(dir, 's1/');
    const files: PickedFile[] = [...importerFiles(picked), ...specialStageFiles(picked)].map((f) => ({ path: f.path, read: async () => new Uint8Array(readFileSync(join(dir, f.path))) }));
    expect(specialStageFiles(picked).map((f) => f.path).sort()).toEqual(['sslayout/1.eni', 'sslayout/2.eni', 'sslayout/3.eni', 'sslayout/4.eni', 'sslayout/5 (JP1).eni', 'sslayout/5.eni', 'sslayout/6 (JP1).eni', 'sslayout/6.eni']);
    const reader = new DisasmReader();
    value(await reader.open('s1', files, null));
    const first = value(reader.importAct('ghz1', true));
    const run = value(reader.runActs('ghz1', true));
    expect([run.revision, run.acts.length, run.acts[0].name, run.specialProblem, run.special?.resultsPatterns]).toEqual([1, 18, d.importAct('ghz2').level.name, null, special.resultsPatterns]);
    const lib = new ActLibrary(null);
    const ghz1Ref = value(await lib.add(first.json, 't'));
    // Only GHZ2 of the run's acts: GHZ2's exit (GHZ3) is not there, so the run would stop at GHZ2's end.
    const levels = value(ActLibrary.runLevels(run.acts.slice(0, 1), run.revision, run.objects));
    lib.setRun(run.revision, run.objects, { exits: new Map(run.exits), special: run.special, levels });
    // The run's acts are not listed with the stored ones (the level select).
    expect((await lib.list()).map((r) => r.act.id)).toEqual(['ghz1']);
    expect(ActLibrary.runLevels(run.acts.slice(0, 1), 0, true)).toMatchObject({ ok: false, error: { code: 'actExpected' } });
    const src = lib.runSource(value(lib.get(ghz1Ref)))!;
    expect([src.exits.get('ghz1'), src.exits.get('ghz2'), src.special !== undefined]).toEqual(['ghz2', null, true]);
    const s = new EngineSession(lib);
    value(s.load({ level: { act: ghz1Ref } }));
    value(s.replaceInputs(signpost(), [], 'the movie'));
    expect([at(s, NEXT_ACT).run?.act, at(s, NEXT_ACT + 1).run?.act]).toEqual(['ghz1', 'ghz2']);
    // A library without the checkout's run data: the act plays alone.
    expect(new ActLibrary(null).runSource(ghz1)).toBe(null);
  });

  it('a damaged act further on ends the run before it and says why; the acts before it are the run', async () => {
    const picked = walkFiles(dir, 's1/');
    const files: PickedFile[] = importerFiles(picked).map((f) => ({
      path: f.path,
      // Scrap Brain's chunks (REV01 reads the JP1 file) cut short: SBZ1 does not import.
      read: async () => {
        const bytes = new Uint8Array(readFileSync(join(dir, f.path)));
        return f.path === 'map256/SBZ (JP1).kos' ? bytes.subarray(0, 1000) : bytes;
      },
    }));
    const reader = new DisasmReader();
    value(await reader.open('s1', files, null));
    const run = value(reader.runActs('mz1', true));
    // MZ2, MZ3, then Spring Yard, Labyrinth and Star Light (LevelOrder); SBZ1 is the one that fails.
    expect(run.acts.map((a) => movieLevelRef(JSON.parse(a.json)).act?.id)).toEqual(['mz2', 'mz3', 'syz1', 'syz2', 'syz3', 'lz1', 'lz2', 'lz3', 'slz1', 'slz2', 'slz3']);
    expect(run.actProblem).toMatch(/^sbz1: map256\/SBZ \(JP1\)\.kos at byte 1000: /);
    // Without the stages' layouts among the files, a giant ring ends the run and the reason is kept.
    expect(run.specialProblem).toMatch(/sslayout/);
  });
});
