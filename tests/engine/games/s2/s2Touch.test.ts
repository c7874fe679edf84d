/**
 * Sonic 2's TouchResponse over the objects (engine/games/s2/s2Touch.ts) and the objects it
 * serves: the monitors (Obj26, obj26Monitor.ts) with their contents (Obj2E) and smoke (Obj27),
 * the spikes (Obj36, obj36Spikes.ts, on SolidObject with BuildSprites' on_screen bit), the hurt
 * (HurtCharacter, Touch_ChkHurt2, KillCharacter) and Obj37's scattered rings, on a flat level (floor
 * y 224, Sonic standing at y 204) that is a Sonic 2 act with the tables read from the checkout.
 * And the stand-ins: an object without a port holds its slot.
 */
import { expect, it } from 'vitest';
import { levelHash } from '../../../../engine/level/levelHash.ts';
import type { Level } from '../../../../engine/level/types.ts';
import { OB_ID, OB_RENDER_FLAGS, OB_ROUTINE, OB_STATUS, OB_X, OB_Y, rw, STAND_IN } from '../../../../engine/games/s2/s2Objects.ts';
import { OB_ANIM, OB_MAPPING_FRAME } from '../../../../engine/games/s2/s2AnimateSprite.ts';
import { OB_COLLISION_FLAGS, OB_PARENT, OB_ROUTINE_SECONDARY } from '../../../../engine/games/s2/s2Touch.ts';
import { MONITORS_BROKEN, RESPAWN_TABLE, RING_SPILL_COUNTER } from '../../../../engine/games/s2/s2State.ts';
import {
  ANIM_HURT, ANIM_ROLL, P_ANIM, P_GSP, P_INVINCIBLE, P_INVULN_TIMER, P_RINGS, P_SHIELD, P_SHOES_TIMER, P_SPEED_MAX, P_STATUS, P_X, P_XSP, P_Y, P_YSP,
  ST_AIR, ST_DEAD, ST_HURT, ST_ON_OBJECT, W_LIVES,
} from '../../../../engine/state/layout.ts';
import { createWorld, type World } from '../../../../engine/world/world.ts';
import { objectLevel } from '../../objects/objectTestLevel.ts';
import { place } from '../../support/place.ts';
import { describeWithDisasmS2, s2Disassembly } from '../../../support/disasmS2.ts';

/** An object layout: [x, y, id, subtype, flags] entries (flags: bit 15 respawn, 13 x-flip, 14 y-flip). */
function objects(entries: readonly (readonly [number, number, number, number, number?])[]): Uint8Array {
  const out = new Uint8Array(entries.length * 6);
  entries.forEach(([x, y, id, subtype, flags = 0], k) => out.set([x >> 8, x & 0xff, ((y | flags) >> 8) & 0xff, y & 0xff, id, subtype], k * 6));
  return out;
}

function act(layout: Uint8Array): Level {
  const base = objectLevel([], { profile: 's2' });
  const data = s2Disassembly().importAct('ehz1').level.s2!.objectData;
  const content: Omit<Level, 'hash'> = { ...base, s2: { rings: Uint8Array.of(0xff, 0xff), objects: layout, objectData: data } };
  delete (content as { hash?: number }).hash;
  return { ...content, hash: levelHash(content) };
}

const px = (v: number): number => v >> 8;
/** The monitor's y on the floor: its $F half height above y 224 (the layout's y, as the game places them 1 px into the floor). */
const MONITOR_Y = 224 - 0x10;

/** Steps with `input` until `test` holds (or `limit` frames): the number of frames stepped, -1 if never. */
function until(w: World, test: () => boolean, input = 0, limit = 200): number {
  for (let f = 1; f <= limit; f++) {
    w.step(input);
    if (test()) return f;
  }
  return -1;
}

/** A slot's object id (slots from 0, the game's 16). */
const slotId = (w: World, k: number): number => w.s2!.m[k * 0x40 + OB_ID];

describeWithDisasmS2('Sonic 2 TouchResponse, monitors and spikes', () => {
  it('reads Touch_Sizes ($33 pairs: 6 the monitors\' 16 x 16), Obj36_InitData and Ani_obj26\'s eleven scripts from the checkout', () => {
    const data = s2Disassembly().importAct('ehz1').level.s2!.objectData;
    expect([data.Touch_Sizes.length, data.Touch_Sizes[12], data.Touch_Sizes[13], data.Touch_Sizes[14], data.Touch_Sizes[15]]).toEqual([0x66, 0x10, 0x10, 6, 6]);
    expect(Array.from(data.Obj36_InitData)).toEqual([0x10, 0x10, 0x20, 0x10, 0x30, 0x10, 0x40, 0x10, 0x10, 0x10, 0x10, 0x20, 0x10, 0x30, 0x10, 0x40]);
    expect([Array.from(data.Ani_obj26_Ring), Array.from(data.Ani_obj26_Broken)]).toEqual([[1, 0, 5, 5, 1, 5, 5, 0xff], [2, 0, 1, 0xb, 0xfe, 1]]);
  });

  it('breaks a ring monitor Sonic rolls into (Touch_Monitor): y speed negated, routine 4 then 6, the contents (Obj2E) and the smoke (Obj27) in the next slots, the respawn bit 0 set, anim $A', () => {
    const w = createWorld(act(objects([[200, MONITOR_Y, 0x26, 4, 0x8000]])));
    const s = w.state;
    const m = w.s2!.m;
    place(w, { x: 150, y: 209, roll: true, gsp: 0x600, xsp: 0x600 });
    s[P_ANIM] = ANIM_ROLL;
    w.step(0);
    // Obj26_Init: collision_flags $46, anim = the subtype; the respawn entry's bit 7 cleared at once.
    expect([m[OB_ROUTINE], m[OB_COLLISION_FLAGS], m[OB_ANIM], m[RESPAWN_TABLE + 2 + 1] & 0x81]).toEqual([2, 0x46, 4, 0]);
    const f = until(w, () => m[OB_ROUTINE] === 6, 0, 40);
    expect([f > 0, m[OB_COLLISION_FLAGS], m[OB_ANIM], m[OB_STATUS], m[RESPAWN_TABLE + 2 + 1] & 1]).toEqual([true, 0, 0xa, 0, 1]);
    // The icon ran on the break's frame (its slot is after the monitor's): Obj2E_Init, then Obj2E_Raise's first 3 px.
    expect([slotId(w, 1), slotId(w, 2), rw(m, 0x40 + OB_PARENT), m[0x40 + OB_ANIM], rw(m, 0x40 + OB_X), rw(m, 0x40 + OB_Y)]).toEqual([0x2e, 0x27, 0xb000, 4, 200, MONITOR_Y - 3]);
  });

  it('gives the rings 32 frames after the break: the icon rises at -$300, slowing by $18 (50 px); Ring_count + 10 and Monitors_Broken 1; then $1E frames and it is gone', () => {
    const w = createWorld(act(objects([[200, MONITOR_Y, 0x26, 4]])));
    const s = w.state;
    const m = w.s2!.m;
    place(w, { x: 150, y: 209, roll: true, gsp: 0x600, xsp: 0x600 });
    s[P_ANIM] = ANIM_ROLL;
    until(w, () => slotId(w, 1) === 0x2e);
    const rise = until(w, () => s[P_RINGS] !== 0);
    expect([rise, s[P_RINGS], s[w.s2!.base + MONITORS_BROKEN], rw(m, 0x40 + OB_Y), m[0x40 + OB_MAPPING_FRAME]]).toEqual([32, 10, 1, MONITOR_Y - 50, 5]);
    expect(until(w, () => slotId(w, 1) === 0)).toBe(0x1e);
  });

  it('gives a shield (6), invincibility (7: 20 * 60 frames) and speed shoes (5: 20 * 60, top speed $C00), a life (1)', () => {
    const got: number[][] = [];
    for (const subtype of [6, 7, 5, 1]) {
      const w = createWorld(act(objects([[200, MONITOR_Y, 0x26, subtype]])));
      const s = w.state;
      place(w, { x: 150, y: 209, roll: true, gsp: 0x600, xsp: 0x600 });
      s[P_ANIM] = ANIM_ROLL;
      until(w, () => w.s2!.m[0x40 + OB_ROUTINE] === 4);
      got.push([subtype, s[P_SHIELD], s[P_INVINCIBLE], s[P_SHOES_TIMER], s[P_SHOES_TIMER] !== 0 ? s[P_SPEED_MAX] : 0, s[W_LIVES]]);
    }
    expect(got).toEqual([[6, 1, 0, 0, 0, 3], [7, 0, 1200, 0, 0, 3], [5, 0, 0, 1200, 0xc00, 3], [1, 0, 0, 0, 0, 4]]);
  });

  it('is solid for Sonic not rolling: he walks onto it from the side and stops (pushing), or lands on it and stands (on_object)', () => {
    const w = createWorld(act(objects([[200, MONITOR_Y, 0x26, 4]])));
    const s = w.state;
    place(w, { x: 150, y: 204, gsp: 0x300, xsp: 0x300 });
    until(w, () => s[P_XSP] === 0, 0, 60);
    expect([px(s[P_X]), w.s2!.m[OB_ROUTINE]]).toEqual([200 - 0x1a, 2]);
    const v = createWorld(act(objects([[200, MONITOR_Y, 0x26, 4]])));
    place(v, { x: 200, y: 150, air: true });
    until(v, () => (v.state[P_STATUS] & ST_ON_OBJECT) !== 0, 0, 60);
    // Landed: y = the monitor's y - $10 - y_radius (SolidObject_Landed, then MvSonicOnPtfm).
    expect([px(v.state[P_Y]), v.state[P_STATUS] & ST_AIR, v.s2!.m[OB_STATUS] & 8]).toEqual([MONITOR_Y - 0x10 - 19, 0, 8]);
  });

  it('is bumped up by Sonic rising into its bottom (Touch_Monitor): y speed negated, the monitor\'s y_vel -$180 and routine_secondary 4; it falls to the floor and stops (and would squash Sonic standing under it)', () => {
    const w = createWorld(act(objects([[200, 150, 0x26, 4]])));
    const s = w.state;
    const m = w.s2!.m;
    place(w, { x: 200, y: 204 });
    w.step(0);
    place(w, { x: 200, y: 185, air: true, ysp: -0x500, roll: true });
    s[P_ANIM] = ANIM_ROLL;
    until(w, () => m[OB_ROUTINE_SECONDARY] !== 0, 0, 10);
    expect([s[P_YSP] > 0, m[OB_ROUTINE_SECONDARY], m[OB_ROUTINE]]).toEqual([true, 4, 2]);
    place(w, { x: 100, y: 204 });
    until(w, () => m[OB_ROUTINE_SECONDARY] === 0, 0, 120);
    // Back on the floor: ObjCheckFloorDist put its bottom pixel (y + $E) on 223, the floor (224) just below.
    expect([rw(m, OB_Y) + 0xe, rw(m, 0x12)]).toEqual([223, 0]);
  });

  it('hurts Sonic standing on upright spikes (Touch_ChkHurt2): thrown back at -$200 (right of them: +$200), -$400, routine 4, invulnerable $78; his rings to 0 by Obj37 on that frame', () => {
    for (const [x, xsp] of [[190, -0x200], [210, 0x200]] as const) {
      const w = createWorld(act(objects([[200, 224 - 0x10, 0x36, 0]])));
      const s = w.state;
      s[P_RINGS] = 5;
      place(w, { x, y: 150, air: true });
      const f = until(w, () => (s[P_STATUS] & ST_HURT) !== 0, 0, 60);
      expect([f > 0, s[P_XSP], s[P_YSP], s[P_GSP], s[P_ANIM], s[P_INVULN_TIMER], s[P_RINGS], s[P_STATUS] & ST_AIR]).toEqual([true, xsp, -0x400, 0, ANIM_HURT, 0x78, 0, ST_AIR]);
    }
  });

  it('scatters the rings of a hit (Obj37_Init): one a slot from the Obj37\'s, speeds by CalcSine from the angle $288 in mirrored pairs, collision_flags $47; Ring_count 0; all gone when Ring_spill_anim_counter ($FF) runs out', () => {
    const w = createWorld(act(objects([[200, 224 - 0x10, 0x36, 0]])));
    const s = w.state;
    const m = w.s2!.m;
    s[P_RINGS] = 5;
    place(w, { x: 190, y: 150, air: true });
    until(w, () => (s[P_STATUS] & ST_HURT) !== 0, 0, 60);
    const rings = [1, 2, 3, 4, 5].map((k) => [m[k * 0x40 + OB_ID], m[k * 0x40 + OB_COLLISION_FLAGS], (rw(m, k * 0x40 + 0x10) << 16) >> 16]);
    expect([s[P_RINGS], s[w.s2!.base + RING_SPILL_COUNTER], rings]).toEqual([0, 0xfe, [[0x37, 0x47, -196], [0x37, 0x47, 196], [0x37, 0x47, -568], [0x37, 0x47, 568], [0x37, 0x47, -848]]]);
    // The first ring ran Obj37_Main on the hit's frame: y_vel -1004 + $18.
    expect((rw(m, 0x40 + 0x12) << 16) >> 16).toBe(-1004 + 0x18);
    place(w, { x: 900, y: 204 });
    for (let f = 0; f < 0xfe; f++) w.step(0);
    expect([1, 2, 3, 4, 5].map((k) => m[k * 0x40 + OB_ID])).toEqual([0, 0, 0, 0, 0]);
  });

  it('loses the shield, not the rings, on a hit; kills Sonic with no rings (KillCharacter: y speed -$700); hurts none invulnerable or invincible', () => {
    const spikes = () => act(objects([[200, 224 - 0x10, 0x36, 0]]));
    const run = (setup: (s: Int32Array) => void): Int32Array => {
      const w = createWorld(spikes());
      setup(w.state);
      place(w, { x: 200, y: 150, air: true });
      until(w, () => (w.state[P_STATUS] & (ST_HURT | ST_DEAD | ST_ON_OBJECT)) !== 0, 0, 60);
      w.step(0);
      return w.state;
    };
    const shield = run((s) => { s[P_RINGS] = 3; s[P_SHIELD] = 1; });
    expect([shield[P_RINGS], shield[P_SHIELD], (shield[P_STATUS] & ST_HURT) !== 0]).toEqual([3, 0, true]);
    const none = run(() => {});
    expect([(none[P_STATUS] & ST_DEAD) !== 0, none[P_YSP]]).toEqual([true, -0x700 + 0x38]);
    const invuln = run((s) => { s[P_INVULN_TIMER] = 100; s[P_RINGS] = 3; });
    const invinc = run((s) => { s[P_INVINCIBLE] = 100; s[P_RINGS] = 3; });
    expect([invuln[P_STATUS] & (ST_HURT | ST_DEAD), invinc[P_STATUS] & (ST_HURT | ST_DEAD), invuln[P_RINGS]]).toEqual([0, 0, 3]);
  });

  it('hurts Sonic walking into sideways spikes ($40: routine 4) on their side; upside-down spikes (y-flip) hurt from below', () => {
    const w = createWorld(act(objects([[200, 224 - 0x10, 0x36, 0x40]])));
    const s = w.state;
    s[P_RINGS] = 1;
    place(w, { x: 150, y: 204, gsp: 0x300, xsp: 0x300 });
    until(w, () => (s[P_STATUS] & ST_HURT) !== 0, 0, 60);
    expect([w.s2!.m[OB_ROUTINE], s[P_XSP], s[P_YSP]]).toEqual([4, -0x200, -0x400]);
    const v = createWorld(act(objects([[200, 150, 0x36, 0, 0x4000]])));
    v.state[P_RINGS] = 1;
    place(v, { x: 200, y: 204 });
    v.step(0);
    place(v, { x: 200, y: 185, air: true, ysp: -0x500 });
    until(v, () => (v.state[P_STATUS] & ST_HURT) !== 0, 0, 10);
    expect([v.s2!.m[OB_ROUTINE], v.state[P_YSP]]).toEqual([6, -0x400]);
  });

  it('moves spikes of motion 1 up and down by 32 px in steps of 8, resting 60 frames at each end (MoveSpikes_Vertical)', () => {
    const w = createWorld(act(objects([[600, 100, 0x36, 1]])));
    const m = w.s2!.m;
    const ys: number[] = [];
    for (let f = 0; f < 70; f++) {
      w.step(0);
      ys.push(rw(m, OB_Y));
    }
    // Init on frame 0; out 8 px a frame to +32 (frames 1-4), 60 frames' rest, then back.
    expect([ys.slice(0, 6), ys[63], ys[64], ys[65], ys[68]]).toEqual([[100, 108, 116, 124, 132, 132], 132, 132, 124, 100]);
  });

  it('keeps render_flags.on_screen as BuildSprites sets it: spikes on screen collide, spikes off it (but loaded) do not (SolidObject_OnScreenTest)', () => {
    const w = createWorld(act(objects([[200, 224 - 0x10, 0x36, 0], [560, 224 - 0x10, 0x36, 0]])));
    w.step(0);
    w.step(0);
    const m = w.s2!.m;
    expect([m[OB_RENDER_FLAGS] & 0x80, m[0x40 + OB_RENDER_FLAGS] & 0x80]).toEqual([0x80, 0]);
  });

  it('restores a snapshot taken among the scattered rings, the monitor\'s icon and moving spikes into another world, which then steps in lockstep with the first (the state is one buffer)', () => {
    const layout = objects([[200, 224 - 0x10, 0x36, 0], [260, MONITOR_Y, 0x26, 4], [330, 150, 0x36, 2]]);
    const a = createWorld(act(layout));
    a.state[P_RINGS] = 7;
    place(a, { x: 190, y: 150, air: true });
    until(a, () => (a.state[P_STATUS] & ST_HURT) !== 0, 0, 60);
    for (let f = 0; f < 5; f++) a.step(0);
    const b = createWorld(act(layout));
    // As a file's snapshot too: the region's new words (Monitors_Broken, the ring-spill timer) pass the untrusted check.
    expect([b.restoreUntrusted(a.snapshot()), b.restore(a.snapshot())]).toEqual([{ ok: true }, { ok: true }]);
    for (let f = 0; f < 120; f++) {
      a.step(f & 1 ? 0x08 : 0);
      b.step(f & 1 ? 0x08 : 0);
    }
    expect(Array.from(b.state)).toEqual(Array.from(a.state));
  });

  it('holds the slot of an object without a port (a stand-in, routine $FF): later objects get the game\'s slots, and it is deleted out of range', () => {
    const w = createWorld(act(objects([[200, 200, 0x9d, 0], [220, 200, 0x26, 4]])));
    w.step(0);
    const m = w.s2!.m;
    expect([m[OB_ID], m[OB_ROUTINE], m[0x40 + OB_ID], m[0x40 + OB_COLLISION_FLAGS]]).toEqual([0x9d, STAND_IN, 0x26, 0x46]);
  });
});
