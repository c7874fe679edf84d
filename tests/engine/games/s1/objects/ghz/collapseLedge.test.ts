import { expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil } from './scene.ts';
import { ID_COLLAPSE_LEDGE } from '../../../../../../engine/games/s1/objects/objects/collapseLedge.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';
import { checkoutObjectData } from '../../../../../support/objectData.ts';
import { CFLO_DATA1 } from '../../../../../../engine/games/s1/objects/collapseFragments.ts';
import { OB_FRAME, OB_ROUTINE, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_HRAD, P_STATUS, P_Y, ST_AIR, ST_ON_OBJECT } from '../../../../../../engine/state/layout.ts';

/** A ledge at ($180, $A0), frame 0; Sonic dropped at x $170 (column ($170 - $180 + $30) / 2 = $10). */
function ledgeScene(xFlip = false) {
  const w = scene([{ x: 0x180, y: 0xa0, id: ID_COLLAPSE_LEDGE, subtype: 0, respawn: true, xFlip }]);
  const a0 = slotsOf(w, ID_COLLAPSE_LEDGE)[0];
  dropSonic(w, 0x170, 0x40);
  stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
  return { w, a0 };
}

describeWithDisasm('CollapseLedge ($1A)', () => {
  it('has the GHZ heightmap as the top: Sonic stands at obY - height[column] - his height', () => {
    const { w, a0 } = ledgeScene();
    const s = w.state;
    // The act's Ledge_SlopeData is the checkout's misc/GHZ Collapsing Ledge Heightmap.bin (48 bytes).
    const heights = checkoutObjectData().ledgeHeights!;
    expect(heights.length).toBe(48);
    expect(heights[0x10]).toBe(0x25);
    // Landing (Platform3): one pixel above; then SlopeObject2 puts him on the slope.
    expect(s[P_Y] >> 8).toBe(0xa0 - 0x25 - s[P_HRAD] - 1);
    expect(w.m[a0 + OB_ROUTINE]).toBe(4);
    w.step(0);
    expect(s[P_Y] >> 8).toBe(0xa0 - 0x25 - s[P_HRAD]);
  });

  it('mirrors the slope when x-flipped (`not.w d0; add.w d1,d0` after halving)', () => {
    const { w } = ledgeScene(true);
    w.step(0);
    // Column $10 mirrored: $30 - 1 - $10 = $1F.
    expect(w.state[P_Y] >> 8).toBe(0xa0 - checkoutObjectData().ledgeHeights![0x1f] - 0x13);
  });

  it('breaks 8 frames after Sonic lands into 25 fragments with CFlo_Data1 delays; the fragments after it in slot order already counted one', () => {
    const { w, a0 } = ledgeScene();
    for (let i = 0; i < 7; i++) w.step(0);
    expect(w.m[a0 + 0x38]).toBe(0);
    expect(w.m[a0 + 0x3a]).toBe(1);
    expect(slotsOf(w, ID_COLLAPSE_LEDGE).length).toBe(1);
    w.step(0);
    const parts = slotsOf(w, ID_COLLAPSE_LEDGE);
    expect(parts.length).toBe(25);
    expect(w.m[a0 + OB_FRAME]).toBe(2);
    for (const a of parts) expect(w.m[a + OB_ROUTINE]).toBe(6);
    // The ledge keeps the first delay; every later slot ran once already this frame.
    expect(w.m[a0 + 0x38]).toBe(CFLO_DATA1[0]);
    const later = parts.filter((a) => a > a0).map((a) => w.m[a + 0x38]);
    expect(later).toEqual(CFLO_DATA1.slice(1, 25).map((d) => d - 1));
  });

  it('the piece Sonic stood on carries him until its delay runs out, then lets go; the pieces fall and go off screen', () => {
    const { w, a0 } = ledgeScene();
    const s = w.state;
    for (let i = 0; i < 8; i++) w.step(0);
    const yBefore = s[P_Y];
    for (let i = 0; i < CFLO_DATA1[0] - 1; i++) {
      w.step(0);
      expect(s[P_STATUS] & ST_ON_OBJECT).toBe(ST_ON_OBJECT);
      expect(s[P_Y]).toBe(yBefore);
    }
    w.step(0);
    expect(w.m[a0 + 0x38]).toBe(0);
    expect(s[P_STATUS] & ST_ON_OBJECT).toBe(0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(6);
    // Next frame its delay is out: it falls (ObjectFall) from rest.
    w.step(0);
    expect(rw(w.m, a0 + OB_Y)).toBe(0xa0);
    w.step(0);
    expect(rw(w.m, a0 + 0x12)).toBe(0x70);
    // Sonic, no longer on anything, falls too.
    stepUntil(w, () => (s[P_STATUS] & ST_AIR) !== 0);
    stepUntil(w, () => slotsOf(w, ID_COLLAPSE_LEDGE).length === 0, 0, 400);
  });

  it('a piece carrying Sonic that goes out of range is deleted inside Ledge_WalkOff, then loc_82D0 writes routine 6 into the emptied slot', () => {
    const { w, a0 } = ledgeScene();
    for (let i = 0; i < 8; i++) w.step(0);
    expect(w.m[a0 + 0x3a]).toBe(1);
    w.state[C_X] = 0x800;
    w.step(0);
    expect(w.m[a0 + 0x00]).toBe(0);
    expect(w.m[a0 + OB_ROUTINE]).toBe(6);
  });
});
