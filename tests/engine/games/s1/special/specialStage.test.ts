/**
 * Sonic 1's special stage in the engine (engine/games/s1/special/): the stages read from the
 * checkout, Obj09's physics on the turning grid, the blocks, the exit, determinism. Numbers come
 * from the disassembly's routines (worked in the comments) or, for whole runs, from the real
 * game (tests/realgame/specialStage.test.ts plays the same inputs there, frame for frame).
 */
import { beforeAll, expect, it } from 'vitest';
import { readSpecialStages } from '../../../../../importers/s1/s1SpecialStages.ts';
import { S1SpecialStage } from '../../../../../engine/games/s1/special/specialStage.ts';
import type { SpecialStageData } from '../../../../../engine/games/s1/special/ssData.ts';
import { ssChooseStage } from '../../../../../engine/games/s1/special/ssLoad.ts';
import { ssSolidAt } from '../../../../../engine/games/s1/special/ssCollision.ts';
import { ssTraceRecord } from '../../../../../engine/games/s1/special/ssTraceRecord.ts';
import {
  B_LAYOUT, O9_REVERSE_WAIT, O9_UPDOWN_WAIT, SS_ANGLE, SS_BLOCK_BUFFER, SS_CONTINUES, SS_EMERALDS, SS_EMERALD_LIST, SS_LAST_SPECIAL,
  SS_LIFE_COUNT, SS_LIVES, SS_RINGS, SS_ROTATE, SS_ROW, ssEventNames,
} from '../../../../../engine/games/s1/special/ssState.ts';
import { OB_INERTIA, OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rsw, wl, ww } from '../../../../../engine/games/s1/objects/ram.ts';
import { BTN_A, BTN_LEFT, BTN_RIGHT } from '../../../../../engine/input.ts';
import { movieStyle } from '../../../../../realgame/movieStyles.ts';
import { describeWithDisasm, s1Disassembly } from '../../../../support/disasm.ts';

/** Stage 1 with everything cleared but one block at layout cell (row, col): a room of our own. */
function emptyStage(data: SpecialStageData): SpecialStageData {
  const blank = new Uint8Array(0x1000);
  return { ...data, layouts: data.layouts.map(() => blank) };
}

/** Sonic at whole pixels (x, y), still, in the air, the stage not turning. */
function place(ss: S1SpecialStage, x: number, y: number): void {
  const m = ss.m;
  ss.step(0); // Obj09_Main: routine 2, curled, in the air
  wl(m, OB_X, x << 16);
  wl(m, OB_Y, y << 16);
  ww(m, OB_VEL_X, 0);
  ww(m, OB_VEL_Y, 0);
  ww(m, OB_INERTIA, 0);
  ss.s[SS_ANGLE] = 0;
  ss.s[SS_ROTATE] = 0;
}

/** Layout cell (row, col) of the stage's $40 x $40 as v_ssbuffer1 keeps it. */
function cellAt(row: number, col: number): number {
  return B_LAYOUT + SS_BLOCK_BUFFER + row * SS_ROW + col;
}

describeWithDisasm('Sonic 1 special stages', () => {
  let rev1: SpecialStageData;
  let rev0: SpecialStageData;
  beforeAll(() => {
    rev1 = readSpecialStages(s1Disassembly(1).program, 1);
    rev0 = readSpecialStages(s1Disassembly(0).program, 0);
  });

  it('the checkout gives six layouts of $1000 cells with 104, 125, 172, 187, 146 and 108 rings, each stage its own emerald, and the starts of SS_StartLoc', () => {
    const count = (l: Uint8Array, f: (b: number) => boolean) => l.filter(f).length;
    expect(rev1.layouts.map((l) => l.length)).toEqual([0x1000, 0x1000, 0x1000, 0x1000, 0x1000, 0x1000]);
    expect(rev1.layouts.map((l) => count(l, (b) => b === 0x3a))).toEqual([104, 125, 172, 187, 146, 108]);
    expect(rev1.layouts.map((l) => Array.from(l.filter((b) => b >= 0x3b && b <= 0x40), (b) => b - 0x3b))).toEqual([[0], [1], [2], [3], [4], [5]]);
    // No stage has a 1-up ($28): Obj09_ChkItems handles one that no layout places.
    expect(rev1.layouts.map((l) => count(l, (b) => b === 0x28))).toEqual([0, 0, 0, 0, 0, 0]);
    expect(rev1.starts).toEqual([{ x: 976, y: 736 }, { x: 808, y: 1396 }, { x: 1252, y: 736 }, { x: 941, y: 736 }, { x: 832, y: 1720 }, { x: 1179, y: 856 }]);
    expect(Array.from(rev1.animations.ring)).toEqual([0x42, 0x43, 0x44, 0x45, 0]);
    expect(Array.from(rev1.animations.glass)).toEqual([0x4b, 0x4c, 0x4d, 0x4e, 0x4b, 0x4c, 0x4d, 0x4e, 0]);
    // REV00's stages 5 and 6 differ from REV01's (JP1) only in $FF cells: 14 and 10 of them.
    const diffs = rev0.layouts.map((l, i) => Array.from(l).filter((b, j) => b !== rev1.layouts[i][j]));
    expect(diffs.map((d) => d.length)).toEqual([0, 0, 0, 0, 14, 10]);
    expect(new Set(diffs.flat())).toEqual(new Set([0xff]));
  });

  it('SS_Load plays v_lastspecial, moves it on (6 wraps to 0) and passes over a stage whose emerald is got', () => {
    const s = new S1SpecialStage(rev1, { lastSpecial: 5 }).s;
    expect([s[SS_LAST_SPECIAL]]).toEqual([0]);
    const t = new Int32Array(s.length);
    t[SS_LAST_SPECIAL] = 1;
    t[SS_EMERALDS] = 2;
    t[SS_EMERALD_LIST] = 1;
    t[SS_EMERALD_LIST + 1] = 2;
    expect(ssChooseStage(t)).toBe(3);
    expect(t[SS_LAST_SPECIAL]).toBe(4);
    // All six got: the stage is played again.
    t[SS_EMERALDS] = 6;
    t[SS_LAST_SPECIAL] = 1;
    expect(ssChooseStage(t)).toBe(1);
    expect(new S1SpecialStage(rev1, { lastSpecial: 0, emeralds: [0, 1] }).stage).toBe(3);
  });

  it('frame 0 of stage 1 with Right: obInertia $C moves obX by $C00 (cos 0 = 256), gravity $2A, the stage turned by $40', () => {
    const ss = new S1SpecialStage(rev1, { lastSpecial: 0 });
    ss.step(BTN_RIGHT);
    const r = ssTraceRecord(ss.s, ss.m, BTN_RIGHT);
    expect([r.x16, r.y16, r.xsp, ysp(ss), r.gsp, r.air, r.roll, r.ssAngle, r.ssRotate, r.camX, r.camY, r.act]).toEqual([
      (976 << 16) + 0xc00, (736 << 16) + (42 << 8), 0, 42, 0xc, true, true, 0x40, 0x40, 976 - 0xa0, 736 - 0x70, 's1:ss1',
    ]);
  });

  it('Obj09_Move: Right builds $C a frame to $800; Left against it takes $40 a frame and passes 0 unclamped; nothing held slows by $C', () => {
    const ss = new S1SpecialStage(emptyStage(rev1), { lastSpecial: 0 });
    place(ss, 0x400, 0x400);
    const gsp = (): number => rsw(ss.m, OB_INERTIA);
    for (let i = 0; i < 170; i++) ss.step(BTN_RIGHT);
    expect(gsp()).toBe(170 * 0xc);
    ss.step(BTN_RIGHT);
    expect(gsp()).toBe(0x800);
    ww(ss.m, OB_INERTIA, 0x20);
    ss.step(BTN_LEFT);
    expect(gsp()).toBe(-0x20);
    ww(ss.m, OB_INERTIA, 0x10);
    ss.step(0);
    expect(gsp()).toBe(4);
    ss.step(0);
    expect(gsp()).toBe(0);
    ww(ss.m, OB_INERTIA, -0xc);
    ss.step(0);
    expect(gsp()).toBe(0);
  });

  it('Obj09_Jump on a floor throws Sonic at $680 away from the stage\'s down; gravity takes $2A of it the same frame', () => {
    const data = emptyStage(rev1);
    const floor = new Uint8Array(0x1000);
    floor.fill(0x01, 30 * 0x40, 31 * 0x40); // a row of walls, layout row 30
    const ss = new S1SpecialStage({ ...data, layouts: data.layouts.map(() => floor) }, { lastSpecial: 0 });
    place(ss, 0x400, 0x200);
    let landed = -1;
    for (let i = 0; i < 200 && landed < 0; i++) {
      ss.step(0);
      if ((ss.m[OB_STATUS] & 2) === 0) landed = i;
    }
    expect(landed).toBeGreaterThan(0);
    expect(ysp(ss)).toBe(0);
    const events = ssEventNames(ss.step(BTN_A));
    expect(events).toEqual(['jump']);
    // angle 0: CalcSine(-0 - $40 = $C0) = (sin -256, cos 0): (0, -$680), then +$2A.
    expect([rsw(ss.m, OB_VEL_X), ysp(ss), (ss.m[OB_STATUS] & 2) !== 0]).toEqual([0, -0x680 + 0x2a, true]);
  });

  it('a bumper throws Sonic from its centre at $700; an R block reverses v_ssrotate once in $1E frames; UP doubles $40 and becomes DOWN', () => {
    const data = emptyStage(rev1);
    const layout = new Uint8Array(0x1000);
    layout[20 * 0x40 + 20] = 0x25;
    const ss = new S1SpecialStage({ ...data, layouts: data.layouts.map(() => layout) }, { lastSpecial: 0 });
    // The bumper's cell, v_ssbuffer1 row $34 col $34: its centre ($34 * $18 - $14, $34 * $18 - $44) = (1228, 1180).
    place(ss, 1228, 1180 - 30);
    let hit = -1;
    for (let i = 0; i < 60 && hit < 0; i++) if (ssEventNames(ss.step(0)).includes('bumper')) hit = i;
    expect(hit).toBeGreaterThanOrEqual(0);
    // Straight above the centre: CalcAngle(0, +dy) = $40, so (cos $40, sin $40) * -$700 = (0, -$700), then SpeedToPos.
    expect([rsw(ss.m, OB_VEL_X), ysp(ss)]).toEqual([0, -0x700]);
    expect(ss.m[cellAt(20, 20)]).toBe(0x32); // SS_AniBumpData's first frame

    const r = new Uint8Array(0x1000);
    r[20 * 0x40 + 20] = 0x2b;
    r[20 * 0x40 + 30] = 0x29;
    const ss2 = new S1SpecialStage({ ...data, layouts: data.layouts.map(() => r) }, { lastSpecial: 0 });
    place(ss2, 1228, 1180 - 30);
    ss2.s[SS_ROTATE] = 0x40;
    ss2.s[SS_ANGLE] = 0;
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) seen.push(...ssEventNames(ss2.step(0)).filter((e) => e === 'reverse'));
    expect(seen).toEqual(['reverse']);
    expect(ss2.s[SS_ROTATE]).toBe(-0x40);
    expect(ss2.m[cellAt(20, 20) + 0]).toBeGreaterThan(0);
    expect(ss2.m[0 + O9_REVERSE_WAIT]).toBeGreaterThan(0);

    const ss3 = new S1SpecialStage({ ...data, layouts: data.layouts.map(() => r) }, { lastSpecial: 0 });
    place(ss3, 1228 + 240, 1180 - 30);
    ss3.s[SS_ROTATE] = 0x40;
    let up = -1;
    for (let i = 0; i < 40 && up < 0; i++) if (ssEventNames(ss3.step(0)).includes('speedUp')) up = i;
    expect([up >= 0, ss3.s[SS_ROTATE], ss3.m[cellAt(20, 30)], ss3.m[O9_UPDOWN_WAIT]]).toEqual([true, 0x80, 0x2a, 0x1e]);
  });

  it('a ghost block passed, then the switch, then an empty cell: every ghost block of the stage turns solid ($2C)', () => {
    const data = emptyStage(rev1);
    const l = new Uint8Array(0x1000);
    l[5 * 0x40 + 5] = 0x41;
    l[40 * 0x40 + 40] = 0x41;
    const ss = new S1SpecialStage({ ...data, layouts: data.layouts.map(() => l) }, { lastSpecial: 0 });
    place(ss, 0x400, 0x400);
    const m = ss.m;
    // Obj09_ChkItems reads the cell at ((x + $20) / $18, (y + $50) / $18): put one there and step.
    const centre = (): number => {
      const row = (((rl(m, OB_Y) >>> 16) + 0x50) / 0x18) | 0;
      const col = (((rl(m, OB_X) >>> 16) + 0x20) / 0x18) | 0;
      return B_LAYOUT + row * SS_ROW + col;
    };
    ww(m, OB_VEL_Y, -0x2a); // hover: gravity cancels
    m[centre()] = 0x41;
    ss.step(0);
    expect(m[0x3a]).toBe(1);
    m[centre()] = 0x4a;
    ss.step(0);
    expect(m[0x3a]).toBe(2);
    m[centre()] = 0;
    ss.step(0);
    expect([m[cellAt(5, 5)], m[cellAt(40, 40)], m[0x3a]]).toEqual([0x2c, 0x2c, 0]);
  });

  it('50 rings give one continue (v_lifecount bit 0), 100 a life (bit 1), and a ring\'s cell sparkles $42..$45 for 6 frames each, then is empty', () => {
    const data = emptyStage(rev1);
    const ss = new S1SpecialStage(data, { lastSpecial: 0, lives: 3, continues: 0 });
    place(ss, 0x400, 0x400);
    const m = ss.m;
    ww(m, OB_VEL_Y, -0x2a);
    const row = ((0x400 + 0x50) / 0x18) | 0;
    const col = ((0x400 + 0x20) / 0x18) | 0;
    const at = B_LAYOUT + row * SS_ROW + col;
    const frames: number[] = [];
    m[at] = 0x3a;
    for (let i = 0; i < 26; i++) {
      ss.step(0);
      frames.push(m[at]);
      ww(m, OB_VEL_Y, -0x2a);
    }
    expect(frames).toEqual([...Array(6).fill(0x42), ...Array(6).fill(0x43), ...Array(6).fill(0x44), ...Array(6).fill(0x45), 0, 0]);
    ss.s[SS_RINGS] = 48;
    const got: string[][] = [];
    for (let i = 0; i < 3; i++) {
      m[at] = 0x3a;
      got.push(ssEventNames(ss.step(0)));
      ww(m, OB_VEL_Y, -0x2a);
      m[at] = 0;
    }
    expect(got).toEqual([['ring'], ['ring', 'continue'], ['ring']]);
    expect([ss.s[SS_RINGS], ss.s[SS_CONTINUES], ss.s[SS_LIFE_COUNT]]).toEqual([51, 1, 1]);
    ss.s[SS_RINGS] = 99;
    m[at] = 0x3a;
    expect(ssEventNames(ss.step(0))).toEqual(['ring', 'extraLife']);
    expect([ss.s[SS_LIVES], ss.s[SS_LIFE_COUNT]]).toEqual([4, 3]);
  });

  it('stage 1, Left held and A every 30 frames: GOAL at frame 495, the loop ends at 590 (v_ssrotate $1800), SS_FinLoop\'s 60 frames to the results at 650 — as the real game', () => {
    const ss = new S1SpecialStage(rev1, { lastSpecial: 0 });
    const marks: [number, string][] = [];
    for (let f = 0; f < 700 && !ss.over; f++) {
      for (const e of ssEventNames(ss.step(BTN_LEFT | (f % 30 < 3 ? BTN_A : 0)))) if (e !== 'ring' && e !== 'jump') marks.push([f, e]);
    }
    expect(marks).toEqual([[172, 'bumper'], [389, 'bumper'], [495, 'goal'], [590, 'exit'], [650, 'results']]);
    expect([ss.s[SS_RINGS], ss.s[SS_ROTATE], ss.phase, ss.frame, ss.m[OB_ROUTINE]]).toEqual([23, 0x2700, 'results', 651, 4]);
    expect(ss.hash()).toBe('0e2aeeeb43c12c47');
  });

  it('an emerald is kept in v_emldlist, its sparkle ends the stage (Obj09_ExitStage)', () => {
    const data = emptyStage(rev1);
    const ss = new S1SpecialStage(data, { lastSpecial: 2, emeralds: [0] });
    place(ss, 0x400, 0x400);
    const m = ss.m;
    ww(m, OB_VEL_Y, -0x2a);
    const at = B_LAYOUT + (((0x400 + 0x50) / 0x18) | 0) * SS_ROW + (((0x400 + 0x20) / 0x18) | 0);
    m[at] = 0x3b + 2;
    expect(ssEventNames(ss.step(0))).toEqual(['emerald']);
    expect([ss.s[SS_EMERALDS], ss.s[SS_EMERALD_LIST], ss.s[SS_EMERALD_LIST + 1]]).toEqual([2, 0, 2]);
    let routine4 = -1;
    for (let i = 0; i < 40 && routine4 < 0; i++) {
      ww(m, OB_VEL_Y, -0x2a);
      ss.step(0);
      if (m[OB_ROUTINE] === 4) routine4 = i;
    }
    // SS_AniEmerData: 4 frames of 6, then the 0 on the 25th frame after the touch.
    expect(routine4).toBe(23);
  });

  it('quirk ssInvisibleBlocks: REV00 stage 5\'s $FF cell beside its rings (layout row 41, col 33) is solid though never drawn; fixed, Sonic falls through', () => {
    // Sonic's 2 x 2 cells from (1520 + $14) / $18, (1660 + $44) / $18 = v_ssbuffer1 col $40, row $48: layout (40, 32) .. (41, 33).
    expect(rev0.layouts[4][41 * 0x40 + 33]).toBe(0xff);
    expect(rev1.layouts[4][41 * 0x40 + 33]).toBe(0);
    const outcome = (data: SpecialStageData, fixes: readonly 'ssInvisibleBlocks'[]) => {
      const ss = new S1SpecialStage(data, { lastSpecial: 4, fixes });
      const c = { s: ss.s, m: ss.m, data };
      const solid = ssSolidAt(c, 1660 << 16, 1520 << 16);
      place(ss, 1520, 1659);
      ss.s[SS_ROTATE] = 0;
      wl(ss.m, OB_Y, (1659 << 16) | 0xff00);
      ss.step(0);
      return [solid, (ss.m[OB_STATUS] & 2) !== 0, ysp(ss)];
    };
    expect(outcome(rev0, [])).toEqual([true, false, 0]);
    expect(outcome(rev0, ['ssInvisibleBlocks'])).toEqual([false, true, 0x2a]);
    expect(outcome(rev1, [])).toEqual([false, true, 0x2a]);
  });

  it('determinism: 1000 frames of the random style on stage 1 give a pinned hash; a restored snapshot steps in lockstep; foreign snapshots are refused', () => {
    const inputs = movieStyle('random', 1000, 7);
    const a = new S1SpecialStage(rev1, { lastSpecial: 0 });
    let mid: Int32Array | null = null;
    for (let f = 0; f < 1000; f++) {
      if (f === 400) mid = a.snapshot();
      a.step(inputs[f]);
    }
    expect(a.hash()).toBe('20a620d060dac019');
    const b = new S1SpecialStage(rev1, { lastSpecial: 3 });
    expect(b.restore(mid!)).toEqual({ ok: true });
    for (let f = 400; f < 1000; f++) b.step(inputs[f]);
    expect(b.hash()).toBe(a.hash());
    // Another revision's data, another fix set, a broken word, a truncated snapshot.
    expect(new S1SpecialStage(rev0, { lastSpecial: 0 }).restore(mid!)).toMatchObject({ ok: false, error: { code: 'snapshotLevel' } });
    expect(new S1SpecialStage(rev1, { lastSpecial: 0, fixes: ['ssInvisibleBlocks'] }).restore(mid!)).toMatchObject({ ok: false, error: { code: 'snapshotConfig' } });
    const bad = mid!.slice();
    bad[5 + SS_EMERALDS] = 9;
    expect(b.restoreUntrusted(bad)).toMatchObject({ ok: false, error: { code: 'snapshotInvalid', field: 'SS_EMERALDS' } });
    expect(b.restore(mid!.subarray(0, 100))).toMatchObject({ ok: false, error: { code: 'snapshotLength' } });
    expect(b.hash()).toBe(a.hash());
  });
});

function ysp(ss: S1SpecialStage): number {
  return rsw(ss.m, OB_VEL_Y);
}
