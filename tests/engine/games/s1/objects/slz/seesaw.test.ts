import { expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from '../ghz/scene.ts';
import { ID_SEESAW } from '../../../../../../engine/games/s1/objects/objects/seesaw.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';
import { checkoutObjectData } from '../../../../../support/objectData.ts';
import {
  OB_ACT_WID, OB_COL_TYPE, OB_FRAME, OB_RENDER, OB_ROUTINE, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rsw, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { P_HRAD, P_STATUS, P_X, P_Y, P_YSP, ST_AIR, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';
import { ZONE_SLZ } from '../../../../../../engine/games/s1/act/actRules.ts';

const X = 0x200;
const Y = 0x100;

function seesawScene(o: { subtype?: number; xFlip?: boolean } = {}) {
  const w = scene([{ x: X, y: Y, id: ID_SEESAW, subtype: o.subtype ?? 0, xFlip: o.xFlip }], { zone: ZONE_SLZ });
  const [saw, ball] = slotsOf(w, ID_SEESAW);
  return { w, saw, ball };
}

describeWithDisasm('Seesaw ($5E): the heights', () => {
  it('are the checkout\'s See_DataSlope and See_DataFlat (misc/slzssaw1.bin, slzssaw2.bin: 48 bytes each)', () => {
    const { seesawSlope: SEE_DATA_SLOPE, seesawFlat: SEE_DATA_FLAT } = checkoutObjectData() as Required<ReturnType<typeof checkoutObjectData>>;
    expect(Array.from(SEE_DATA_SLOPE.slice(0, 16))).toEqual([0x24, 0x24, 0x26, 0x28, 0x2a, 0x2c, 0x2a, 0x28, 0x26, 0x24, 0x23, 0x22, 0x21, 0x20, 0x1f, 0x1e]);
    expect(Array.from(SEE_DATA_SLOPE.slice(40))).toEqual([5, 4, 3, 2, 2, 2, 2, 2]);
    expect([SEE_DATA_SLOPE.length, SEE_DATA_FLAT.length, SEE_DATA_FLAT[0], SEE_DATA_FLAT[47]]).toEqual([48, 48, 0x15, 0x15]);
  });
});

describeWithDisasm('Seesaw ($5E): the seesaw', () => {
  it('subtype 0 has its ball on the low end: frame 0, the ball $28 px right at y - 8; flipped, frame 2 and the ball on the left', () => {
    const { w, saw, ball } = seesawScene();
    expect([w.m[saw + OB_FRAME], w.m[saw + OB_ACT_WID], w.m[saw + 0x3a]]).toEqual([0, 0x30, 0]);
    expect([w.m[ball + OB_ROUTINE], w.m[ball + OB_COL_TYPE], rw(w.m, ball + OB_X), rw(w.m, ball + OB_Y)]).toEqual([8, 0x8b, X + 0x28, Y - 8]);
    const f = seesawScene({ xFlip: true });
    expect([f.w.m[f.saw + OB_FRAME], f.w.m[f.saw + 0x3a], rw(f.w.m, f.ball + OB_X), rw(f.w.m, f.ball + OB_Y)]).toEqual([2, 2, X - 0x28, Y - 8]);
    // Other subtypes have no ball.
    expect(slotsOf(seesawScene({ subtype: 0xff }).w, ID_SEESAW).length).toBe(1);
  });

  it('Sonic lands on its heights (SlopeObject) and stands on them (SlopeObject2); his side tilts it one frame a frame', () => {
    const { w, saw } = seesawScene({ subtype: 0xff });
    dropSonic(w, X - 0x20, Y - 0x40);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    expect(w.m[saw + OB_ROUTINE]).toBe(4);
    // Left of the centre by 8 or more: toward frame 2 (mirrored heights, obRender bit 0).
    w.step(0);
    expect([w.m[saw + OB_FRAME], w.m[saw + 0x3a], w.m[saw + OB_RENDER] & 1]).toEqual([1, 2, 0]);
    expect(w.state[P_Y] >> 8).toBe(Y - checkoutObjectData().seesawFlat![(-0x20 + 0x30) >> 1] - w.state[P_HRAD]);
    w.step(0);
    expect([w.m[saw + OB_FRAME], w.m[saw + OB_RENDER] & 1]).toEqual([2, 1]);
    // Mirrored: column ~((x - X + $30) >> 1) + $30.
    const col = (~((-0x20 + 0x30) >> 1) + 0x30) & 0xffff;
    expect(w.state[P_Y] >> 8).toBe(Y - checkoutObjectData().seesawSlope![col] - w.state[P_HRAD]);
    // Within 8 px of the centre: back to level (frame 1).
    w.state[P_X] = (X - 4) << 8;
    w.step(0);
    expect(w.m[saw + OB_FRAME]).toBe(1);
    w.step(0);
    expect(w.m[saw + OB_FRAME]).toBe(1);
  });
});

describeWithDisasm('Seesaw ($5E): the ball', () => {
  it('Sonic landing on the high end throws it (a full tilt: -$CC, -$AF0) toward the centre the frame after he lands', () => {
    const { w, saw, ball } = seesawScene();
    dropSonic(w, X - 0x20, Y - 0x40);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    expect(rsw(w.m, saw + 0x38)).toBeLessThan(0xa00);
    w.step(0);
    expect([w.m[ball + OB_ROUTINE], rsw(w.m, ball + OB_VEL_X)]).toEqual([0xa, -0xcc]);
    // Launched, then See_SpikeFall this frame: two ObjectFalls, as it is still below origin y - $2F.
    expect(rsw(w.m, ball + OB_VEL_Y)).toBe(-0xaf0 + 0x70);
  });

  it('landing at $A00 or faster throws it harder (-$A0, -$E00)', () => {
    const { w, saw, ball } = seesawScene();
    dropSonic(w, X - 0x20, Y - 0x80);
    w.state[P_YSP] = 0xa00;
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    expect(rsw(w.m, saw + 0x38)).toBeGreaterThanOrEqual(0xa00);
    w.step(0);
    expect([rsw(w.m, ball + OB_VEL_X), rsw(w.m, ball + OB_VEL_Y)]).toEqual([-0xa0, -0xe00 + 0x70]);
  });

  it('coming down on the raised end where Sonic stands, it tilts the seesaw and throws him up at its own landing speed', () => {
    const { w, saw, ball } = seesawScene();
    dropSonic(w, X - 0x20, Y - 0x40);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    w.step(0);
    // Sonic walks over to the other end, which tilts it back (frame 0: the left end, where the ball comes down, up).
    w.state[P_X] = (X + 0x20) << 8;
    let vy = 0;
    for (let n = 0; n < 300 && w.m[ball + OB_ROUTINE] === 0xa; n++) {
      vy = rsw(w.m, ball + OB_VEL_Y);
      w.step(0);
    }
    expect(w.m[saw + OB_FRAME]).toBe(0);
    expect(w.m[ball + OB_ROUTINE]).toBe(8);
    // The ball landed falling (ObjectFall: + $38 after the move), on the left: see_frame 2 for both.
    expect(vy + 0x38).toBeGreaterThan(0);
    expect([w.m[saw + 0x3a], w.m[ball + 0x3a]]).toEqual([2, 2]);
    expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(ST_AIR);
    // Sonic's speed is the ball's landing speed, negated (his own update has not run since).
    expect(w.state[P_YSP]).toBe(-(vy + 0x38));
    expect([w.m[saw + OB_ROUTINE], w.m[saw + 0x25]]).toEqual([2, 0]);
  });
});
