/**
 * A run of Sonic 1 acts through the special stage (engine/games/s1/s1ActRun.ts with the stages'
 * data; engine/games/s1/special/specialExit.ts): GHZ1 with 50 rings at its start (as
 * tests/realgame/specialRun.test.ts sets the real game's v_rings), the fixture's first 1564
 * frames, a jump into the giant ring above the signpost, the stage, its results, GHZ2. The
 * figures are the real game's (REV01, Genesis Plus GX; that test plays the same run there).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly, type S1Disassembly } from '../../../../../importers/s1/importS1.ts';
import { parseInputScript } from '../../../../../movies/formats/inputScript.ts';
import { createWorld } from '../../../../../engine/world/world.ts';
import { packEmeralds, S1ActRun, unpackEmeralds, type S1SpecialRunData } from '../../../../../engine/games/s1/s1ActRun.ts';
import { EV_RESTART } from '../../../../../engine/state/events.ts';
import { P_RINGS, W_LIVES } from '../../../../../engine/state/layout.ts';
import { G_BIG_RING, G_CONTINUES, G_EMERALDS, G_LAST_SPECIAL, G_SCORE, G_VBLANK } from '../../../../../engine/games/s1/objects/s1State.ts';
import { SS_EV_RESULTS, SS_FIXES, SS_VBLANK } from '../../../../../engine/games/s1/special/ssState.ts';
import { resultsIterations, specialExitVblanks, SPECIAL_ENTER_VBLANKS } from '../../../../../engine/games/s1/special/specialExit.ts';
import { FIX_INVISIBLE_BLOCKS } from '../../../../../engine/games/s1/special/ssQuirks.ts';
import { BTN_A, BTN_C, BTN_LEFT, BTN_RIGHT } from '../../../../../engine/input.ts';
import { S1_ACT_STARTS } from '../../../../../engine/games/s1/act/s1ActStarts.ts';
import { readSpecialRunData } from '../../../../../realgame/games/s1/s1SpecialRunData.ts';
import { describeWithDisasm } from '../../../../support/disasm.ts';

const FIXTURE = new URL('../../../../realgame/fixtures/ghz1-signpost.txt', import.meta.url).pathname;
/** GHZ1's last frame (the results card's Got_ChkSS) and the stage's 651 frames of `leftJump`. */
const ACT_END = 2686;
const STAGE_FRAMES = 651;

function movie(): number[] {
  const r = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
  if (!r.ok) throw new Error(r.error.message);
  const act = [...r.value.slice(0, 1564), ...new Array(16).fill(BTN_RIGHT | BTN_C)];
  while (act.length <= ACT_END) act.push(BTN_RIGHT);
  for (let i = 0; i < STAGE_FRAMES; i++) act.push(BTN_LEFT | (i % 30 < 3 ? BTN_A : 0));
  return act;
}

describeWithDisasm('a run of Sonic 1 acts through the special stage', (dir) => {
  let d: S1Disassembly;
  let special: S1SpecialRunData;
  const inputs = movie();
  /** GHZ1 from its boot's VBlank counter, with 50 rings (and `prepare`'s changes) before frame 0. */
  const newRun = (withStages = true, prepare?: (s: Int32Array) => void): S1ActRun => {
    const w = createWorld(d.importAct('ghz1').level, { vblank: S1_ACT_STARTS[1].ghz1.bootVblank });
    w.state[P_RINGS] = 50;
    prepare?.(w.state);
    return new S1ActRun(w, { levelOf: (id) => d.importAct(id).level, exits: d.actExits(), ...(withStages ? { special } : {}) });
  };
  const play = (run: S1ActRun, from: number, to: number): number[] => {
    const ev: number[] = [];
    for (let i = from; i < to; i++) ev.push(run.step(inputs[i] ?? 0));
    return ev;
  };
  beforeAll(() => {
    const source = nodeDisasmSource(dir);
    d = openS1Disassembly(source, 1);
    special = readSpecialRunData(d.program, source, 1);
  });

  it('the results screen takes 2 + the art queue (PLC_Main, PLC_SSResult: 16 VBlanks at 9 patterns) + its iterations + the white-out: 461 VBlanks with 23 rings', () => {
    expect(special.resultsPatterns).toEqual([10, 24, 12, 14, 9, 16, 30]);
    expect(resultsIterations(23)).toBe(36 + 180 + 24 + 180 + 1);
    // 50 rings: the continue's 60 and 360 instead of the second 180.
    expect(resultsIterations(50)).toBe(36 + 180 + 51 + 60 + 1 + 360 + 1);
    expect(specialExitVblanks(23, special.resultsPatterns)).toBe(461);
    expect(SPECIAL_ENTER_VBLANKS).toBe(99);
  });

  it('GHZ1\'s giant ring enters stage 1 on the act\'s last frame, and SS_FinLoop\'s last frame enters GHZ2 with the ring bonus, the lives, v_lastspecial and the VBlank counter the game gives', () => {
    const run = newRun();
    play(run, 0, ACT_END);
    expect([run.act, run.world.state[G_BIG_RING]]).toEqual(['ghz1', 1]);
    play(run, ACT_END, ACT_END + 1);
    const vblankAtEnd = run.world.state[G_VBLANK];
    expect([run.act, run.left, run.special?.stage, run.special?.frame]).toEqual(['ss1', null, 1, 0]);
    // The stage's first frame reads the act's counter + GM_Special's 99 (the real game: 3139 → 3238, less its 4 lag frames in GHZ1).
    expect(run.special!.s[SS_VBLANK] + 1).toBe(vblankAtEnd + SPECIAL_ENTER_VBLANKS);
    const ev = play(run, ACT_END + 1, ACT_END + 1 + STAGE_FRAMES);
    // The stage's last frame is GHZ2's start.
    expect([run.act, run.special, ev[STAGE_FRAMES - 2] & SS_EV_RESULTS, (ev[STAGE_FRAMES - 1] & EV_RESTART) !== 0]).toEqual(['ghz2', null, 0, true]);
    const s = run.world.state;
    expect([s[G_SCORE], s[W_LIVES], s[G_CONTINUES], s[G_LAST_SPECIAL], s[G_EMERALDS], run.frame]).toEqual([5901 + 230, 3, 0, 1, 0, ACT_END + 1 + STAGE_FRAMES]);
  });

  it('a snapshot taken in the stage restores into another run and plays on in lockstep; a changed run-level word changes the hash', () => {
    const a = newRun();
    play(a, 0, ACT_END + 101);
    expect(a.act).toBe('ss1');
    const snap = a.snapshot();
    const b = newRun();
    expect(b.restore(snap)).toEqual({ ok: true });
    expect([b.act, b.hash()]).toEqual([a.act, a.hash()]);
    for (let i = ACT_END + 101; i < inputs.length; i++) {
      a.step(inputs[i]);
      b.step(inputs[i]);
      expect(b.hash(), `frame ${i}`).toBe(a.hash());
    }
    expect([a.act, b.act]).toEqual(['ghz2', 'ghz2']);
    b.world.state[G_LAST_SPECIAL] = 2;
    expect(b.hash()).not.toBe(a.hash());
  });

  it('run-level words: v_lastspecial picks the stage and carries to the next act; a snapshot with an emerald list out of range is refused', () => {
    const run = newRun(true, (s) => (s[G_LAST_SPECIAL] = 3));
    play(run, 0, ACT_END + 1);
    expect(run.act).toBe('ss4');
    expect(unpackEmeralds(packEmeralds([3, 0, 5]))).toEqual([3, 0, 5]);
    const w = createWorld(d.importAct('ghz1').level);
    const snap = w.snapshot();
    const at = snap.length - w.state.length + G_EMERALDS;
    snap[at] = packEmeralds([1, 2]);
    expect(w.restoreUntrusted(snap)).toEqual({ ok: true });
    snap[at] = packEmeralds([6]);
    expect(w.restoreUntrusted(snap)).toMatchObject({ ok: false, error: { code: 'snapshotInvalid', field: 'G_EMERALDS' } });
  });

  it('with all six emeralds the giant ring deletes itself: the act ends at its signpost into GHZ2, no stage', () => {
    const run = newRun(true, (s) => (s[G_EMERALDS] = packEmeralds([0, 1, 2, 3, 4, 5])));
    const acts = new Set<string>();
    for (let i = 0; i <= ACT_END; i++) {
      run.step(inputs[i]);
      acts.add(run.act);
    }
    expect([...acts]).toEqual(['ghz1', 'ghz2']);
    expect(run.world.state[G_EMERALDS]).toBe(packEmeralds([0, 1, 2, 3, 4, 5]));
  });

  it('quirk ssInvisibleBlocks: the run\'s fix (the catalogue\'s, --fix) reaches its special stage; without it the stage keeps the bug', () => {
    const source = { levelOf: (id: string) => d.importAct(id).level, exits: d.actExits(), special };
    for (const fixes of [[], ['ssInvisibleBlocks']] as const) {
      const w = createWorld(d.importAct('ghz1').level, { vblank: S1_ACT_STARTS[1].ghz1.bootVblank, fixes });
      w.state[P_RINGS] = 50;
      const run = new S1ActRun(w, source, { fixes });
      play(run, 0, ACT_END + 1);
      expect(run.special!.s[SS_FIXES]).toBe(fixes.length === 0 ? 0 : FIX_INVISIBLE_BLOCKS);
    }
  });

  it('without the stages\' data a run stops at the giant ring as before (`left` special), and a run that never takes a ring hashes as its world does', () => {
    const run = newRun(false);
    play(run, 0, ACT_END + 1);
    expect([run.act, run.left]).toEqual(['ghz1', 'special']);
    const plain = newRun(true, (s) => (s[P_RINGS] = 0));
    play(plain, 0, 200);
    expect(plain.hash()).toBe(plain.world.hash());
  });
});
