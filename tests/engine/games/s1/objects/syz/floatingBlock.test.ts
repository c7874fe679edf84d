import { describe, expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, scene, slotsOf, stepUntil, type Placement } from '../ghz/scene.ts';
import { ID_FLOATING_BLOCK } from '../../../../../../engine/games/s1/objects/objects/floatingBlock.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_RENDER, OB_RESPAWN_NO, OB_SOLID, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y, RENDER_ON_SCREEN, rw,
} from '../../../../../../engine/games/s1/objects/ram.ts';
import { G_OBJ56, OBJSTATE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { advanceOscillators, oscillatorByte, oscillatorRate } from '../../../../../../engine/games/s1/act/oscillators.ts';
import { setSwitchByte } from '../../../../../../engine/games/s1/act/switches.ts';
import { C_X, P_HRAD, P_STATUS, P_X, P_Y, ST_ON_OBJECT, W_WIND_TUNNEL_OFF } from '../../../../../../engine/state/layout.ts';
import { ZONE_LZ, ZONE_SLZ, ZONE_SYZ } from '../../../../../../engine/games/s1/act/actRules.ts';

function blockScene(p: Partial<Placement> & { subtype: number }, zone = ZONE_SYZ, extra: { revision?: number; act?: number } = {}) {
  const w = scene([{ x: 0x180, y: 0x40, id: ID_FLOATING_BLOCK, ...p }], { zone, ...extra });
  return { w, a0: slotsOf(w, ID_FLOATING_BLOCK)[0] };
}

describe('FloatingBlock ($56): FBlock_Main', () => {
  it('takes its size and frame from the subtype\'s bits 4-6 (FBlock_Var)', () => {
    const sizes = [[0x10, 0x10], [0x20, 0x20], [0x10, 0x20], [0x20, 0x1a], [0x10, 0x27], [0x10, 0x10], [8, 0x20], [0x40, 0x10]];
    for (let n = 0; n < 8; n++) {
      const { w, a0 } = blockScene({ subtype: n << 4 });
      expect([w.m[a0 + OB_ACT_WID], w.m[a0 + OB_HEIGHT], w.m[a0 + OB_FRAME], rw(w.m, a0 + 0x3a)]).toEqual([...sizes[n], n, sizes[n][1] * 2]);
    }
  });
});

describe('FloatingBlock ($56): moving types', () => {
  it('1 and 2 swing sideways by oscillators 2 and 7 (x = origin - value; mirrored, - ($40 or $80 - value))', () => {
    for (const [type, osc, span] of [[1, 2, 0x40], [2, 7, 0x80]] as const) {
      for (const flip of [false, true]) {
        const { w, a0 } = blockScene({ subtype: type, xFlip: flip });
        for (let i = 0; i < 30; i++) {
          const v = oscillatorByte(w.state, osc);
          w.step(0);
          expect(rw(w.m, a0 + OB_X)).toBe(0x180 - (flip ? span - v : v));
          expect(rw(w.m, a0 + OB_Y)).toBe(0x40);
        }
      }
    }
  });

  it('3 and 4 move up and down the same way', () => {
    for (const [type, osc, span] of [[3, 2, 0x40], [4, 7, 0x80]] as const) {
      const { w, a0 } = blockScene({ subtype: type, y: 0x100 });
      for (let i = 0; i < 30; i++) {
        const v = oscillatorByte(w.state, osc);
        w.step(0);
        expect(rw(w.m, a0 + OB_Y)).toBe(0x100 - v);
      }
      expect(span).toBeGreaterThan(0);
    }
  });

  it('8 to $B go round squares of side $20/$60/$A0/$E0: along a side by the value, turning a corner when the rate is 0', () => {
    for (const [type, osc, d1, halve] of [[8, 10, 0x10, true], [9, 11, 0x30, false], [0xa, 12, 0x50, false], [0xb, 13, 0x70, false]] as const) {
      const { w, a0 } = blockScene({ subtype: type, x: 0x180, y: 0x100 });
      const sides = new Set<number>();
      for (let i = 0; i < 600; i++) {
        const s0 = w.m[a0 + OB_STATUS];
        const value = oscillatorByte(w.state, osc) >> (halve ? 1 : 0);
        const rate = oscillatorRate(w.state, osc);
        w.step(0);
        const side = rate === 0 ? (s0 + 1) & 3 : s0 & 3;
        expect(w.m[a0 + OB_STATUS] & 3).toBe(side);
        sides.add(side);
        // .square's four sides: (value - d1, -d1), (d1, -(value - (d1 - 1))), (-(value - (d1 - 1)), d1), (-d1, value - d1).
        const [x, y] = [[value - d1, -d1], [d1, -(value - (d1 - 1))], [-(value - (d1 - 1)), d1], [-d1, value - d1]][side];
        expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + OB_Y)]).toEqual([(0x180 + x) & 0xffff, (0x100 + y) & 0xffff]);
      }
      expect(sides.size).toBe(4);
    }
  });

  it('outside LZ a square block whose oscillator rate is negative when it loads starts mirrored (obStatus bit 0 flipped)', () => {
    // At the act's start oscillator 10's rate is positive: not mirrored.
    const early = blockScene({ subtype: 8 });
    expect(oscillatorRate(early.w.state, 10) & 0x8000).toBe(0);
    expect(early.w.m[early.a0 + OB_STATUS] & 1).toBe(0);
    // Placed further right, it loads when Sonic gets there; wait for a negative rate first.
    const w = scene([{ x: 0x400, y: 0x40, id: ID_FLOATING_BLOCK, subtype: 8 }], { zone: ZONE_SLZ, floorCells: 8 });
    const ahead = new Int32Array(w.state);
    for (;;) {
      ahead.set(w.state);
      advanceOscillators(ahead);
      if (oscillatorRate(ahead, 10) & 0x8000 && oscillatorRate(ahead, 10) !== 0) break;
      w.step(0);
    }
    // This step's ObjPosLoad loads it; the next runs FBlock_Main with the rate negative.
    w.state[P_X] = 0x3a0 << 8;
    w.state[C_X] = 0x300;
    w.step(0);
    const a = slotsOf(w, ID_FLOATING_BLOCK)[0];
    expect(oscillatorRate(w.state, 10) & 0x8000).toBe(0x8000);
    w.step(0);
    expect(w.m[a + OB_STATUS] & 3).toBe(1);
  });
});

describe('FloatingBlock ($56): solidity', () => {
  it('is a solid top (SolidObject: half width + $B) only while on screen', () => {
    const { w, a0 } = blockScene({ subtype: 0, x: 0xa0, y: 0x40 });
    dropSonic(w, 0xa0, 0x10);
    stepUntil(w, () => (w.state[P_STATUS] & ST_ON_OBJECT) !== 0);
    // MvSonicOnPtfm: d3 = half height + 1 above the block's y.
    expect(w.state[P_Y] >> 8).toBe(0x40 - 0x11 - w.state[P_HRAD]);
    expect(w.m[a0 + OB_SOLID]).not.toBe(0);
    expect(w.m[a0 + OB_RENDER] & RENDER_ON_SCREEN).toBe(RENDER_ON_SCREEN);
  });
});

describe('FloatingBlock ($56): doors (subtype bit 7)', () => {
  it('a door (type 5) waits for its switch\'s bit 0, then rises its height 2 px a frame; open, it is type 6 and its respawn bit 0 remembers it', () => {
    const { w, a0 } = blockScene({ subtype: 0xa3, y: 0x100, respawn: true });
    // Frame 2: half height $20; the door hangs at origin + $40.
    expect([w.m[a0 + OB_SUBTYPE], w.m[a0 + 0x3c], rw(w.m, a0 + 0x3a), rw(w.m, a0 + OB_Y)]).toEqual([5, 3, 0x40, 0x140]);
    w.step(0);
    expect(rw(w.m, a0 + OB_Y)).toBe(0x140);
    setSwitchByte(w.state, 3, 1);
    for (let k = 1; k <= 0x20; k++) {
      w.step(0);
      expect(rw(w.m, a0 + OB_Y)).toBe(0x140 - 2 * k);
    }
    expect(w.m[a0 + OB_SUBTYPE]).toBe(5);
    w.step(0);
    const r = OBJSTATE + 2 + w.m[a0 + OB_RESPAWN_NO];
    expect([w.m[a0 + OB_SUBTYPE], w.m[a0 + 0x38], w.m[r] & 1, rw(w.m, a0 + OB_Y)]).toEqual([6, 0, 1, 0x100]);
    // Type 6 closes again while the switch's bit 7 is set, 2 px a frame back to twice its half height.
    setSwitchByte(w.state, 3, 0x80);
    stepUntil(w, () => w.m[a0 + OB_SUBTYPE] === 5);
    expect([rw(w.m, a0 + OB_Y), w.m[r] & 1]).toEqual([0x140, 0]);
  });

  it('a door always reloads (its respawn bit 7 is cleared when it loads), and loads open (type 6, height 0) if it was open', () => {
    const w = scene([{ x: 0x180, y: 0x100, id: ID_FLOATING_BLOCK, subtype: 0xa3, respawn: true }], { zone: ZONE_SYZ });
    const a0 = slotsOf(w, ID_FLOATING_BLOCK)[0];
    expect(w.m[OBJSTATE + 2 + w.m[a0 + OB_RESPAWN_NO]] & 0x80).toBe(0);
    // Placed further right, marked open in its respawn byte (number 1) before ObjPosLoad reaches it.
    const later = scene([{ x: 0x500, y: 0x100, id: ID_FLOATING_BLOCK, subtype: 0xa3, respawn: true }], { zone: ZONE_SYZ, floorCells: 8 });
    later.m[OBJSTATE + 2 + 1] = 1;
    later.state[P_X] = 0x400 << 8;
    stepUntil(later, () => slotsOf(later, ID_FLOATING_BLOCK).length > 0 && later.m[slotsOf(later, ID_FLOATING_BLOCK)[0] + 0x24] !== 0);
    const b = slotsOf(later, ID_FLOATING_BLOCK)[0];
    expect([later.m[b + OB_RESPAWN_NO], later.m[b + OB_SUBTYPE], rw(later.m, b + 0x3a), rw(later.m, b + OB_Y), later.m[OBJSTATE + 3]]).toEqual([1, 6, 0, 0x100, 1]);
  });

  it('frame 7 doors slide sideways (type $C): x = origin + $80 shut, - 2 px a frame to the origin when the switch is pressed', () => {
    const { w, a0 } = blockScene({ subtype: 0xf1, x: 0x100 });
    expect([w.m[a0 + OB_SUBTYPE], rw(w.m, a0 + 0x3a), rw(w.m, a0 + OB_X)]).toEqual([0xc, 0x80, 0x180]);
    setSwitchByte(w.state, 1, 1);
    w.step(0);
    expect(rw(w.m, a0 + OB_X)).toBe(0x17e);
    stepUntil(w, () => w.m[a0 + OB_SUBTYPE] === 0xd);
    expect(rw(w.m, a0 + OB_X)).toBe(0x100);
    // Mirrored: + $80 - height.
    const m = blockScene({ subtype: 0xf1, x: 0x100, xFlip: true });
    expect(rw(m.w.m, m.a0 + OB_X)).toBe(0x100);
  });

  it('in LZ1 the door on switch 3 turns the wind tunnels off while Sonic is left of it, until pressed', () => {
    const { w } = blockScene({ subtype: 0xa3 }, ZONE_LZ, { act: 0 });
    w.step(0);
    expect(w.state[W_WIND_TUNNEL_OFF]).toBe(1);
    setSwitchByte(w.state, 3, 1);
    w.step(0);
    expect(w.state[W_WIND_TUNNEL_OFF]).toBe(0);
  });
});

describe('FloatingBlock ($56): SYZ3\'s sliding block ($37)', () => {
  function slide(revision: number) {
    const w = scene([{ x: 0x1bb8, y: 0x40, id: ID_FLOATING_BLOCK, subtype: 0x37 }], {
      zone: ZONE_SYZ, revision, floorCells: 0x20, start: { x: 0x1b60, y: 0x6c }, size: { right: 0x3000 },
    });
    return { w, a0: slotsOf(w, ID_FLOATING_BLOCK)[0] };
  }

  it('waits for switch $F, then slides right 1 px a frame (its origin with it) for $380 px; REV01 stays loaded while it slides, sets f_obj56 and stops', () => {
    const { w, a0 } = slide(1);
    expect(w.m[a0 + OB_SUBTYPE]).toBe(0x37);
    w.step(0);
    expect(rw(w.m, a0 + OB_X)).toBe(0x1bb8);
    setSwitchByte(w.state, 0xf, 1);
    for (let k = 1; k < 0x380; k++) {
      w.step(0);
      expect([rw(w.m, a0 + OB_X), rw(w.m, a0 + 0x34)]).toEqual([0x1bb8 + k, 0x1bb8 + k]);
    }
    expect(w.m[a0 + 0x38]).toBe(1);
    w.step(0);
    expect([w.m[a0 + OB_SUBTYPE], w.m[a0 + 0x38], w.state[G_OBJ56]]).toEqual([0, 0, 1]);
    // Stopped and out of range ($380 px from the camera): deleted.
    w.step(0);
    expect(slotsOf(w, ID_FLOATING_BLOCK)).toEqual([]);
  });

  it('REV00 deletes it as soon as it slides out of range, and has no f_obj56', () => {
    const { w, a0 } = slide(0);
    setSwitchByte(w.state, 0xf, 1);
    const gone = stepUntil(w, () => w.m[a0] !== ID_FLOATING_BLOCK, 0, 0x400);
    expect(gone).toBeLessThan(0x380);
    expect(w.state[G_OBJ56]).toBe(0);
  });

  it('REV01: with f_obj56 set the placement at $1BB8 deletes itself as it loads; other $37 placements load only then (as still blocks)', () => {
    const o = { zone: ZONE_SYZ, revision: 1, floorCells: 0x20, start: { x: 0x1500, y: 0x6c }, size: { right: 0x3000 } };
    const w = scene([{ x: 0x1bb8, y: 0x40, id: ID_FLOATING_BLOCK, subtype: 0x37 }, { x: 0x1c38, y: 0x40, id: ID_FLOATING_BLOCK, subtype: 0x37 }], o);
    expect(slotsOf(w, ID_FLOATING_BLOCK)).toEqual([]);
    w.state[G_OBJ56] = 1;
    w.state[P_X] = 0x1b00 << 8;
    stepUntil(w, () => w.state[C_X] >= 0x1a60);
    const loaded = slotsOf(w, ID_FLOATING_BLOCK);
    expect(loaded.map((a) => [rw(w.m, a + OB_X), w.m[a + OB_SUBTYPE]])).toEqual([[0x1c38, 0]]);
    // Without f_obj56 the other one is the one deleted, and the $1BB8 one waits for its switch.
    const v = scene([{ x: 0x1bb8, y: 0x40, id: ID_FLOATING_BLOCK, subtype: 0x37 }, { x: 0x1c38, y: 0x40, id: ID_FLOATING_BLOCK, subtype: 0x37 }], o);
    v.state[P_X] = 0x1b00 << 8;
    stepUntil(v, () => v.state[C_X] >= 0x1a60);
    expect(slotsOf(v, ID_FLOATING_BLOCK).map((a) => [rw(v.m, a + OB_X), v.m[a + OB_SUBTYPE]])).toEqual([[0x1bb8, 0x37]]);
    // REV00 has no such rule.
    const rev0 = scene([{ x: 0x100, y: 0x40, id: ID_FLOATING_BLOCK, subtype: 0x37 }], { zone: ZONE_SYZ, revision: 0 });
    expect(slotsOf(rev0, ID_FLOATING_BLOCK).length).toBe(1);
  });
});
