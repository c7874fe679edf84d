/**
 * Obj41, Sonic 2's springs (engine/games/s2/obj41Spring.ts) on the solid routines of s2Solid.ts
 * (SolidObject_Always_SingleCharacter and what it runs), loaded from an object layout on a flat
 * level (floor y 224, Sonic standing at y 204) that is a Sonic 2 act, with the strengths and
 * Ani_obj41 read from the checkout: up (red, yellow, bit 7, the path bits), sideways (pushed on
 * its face, and loc_18BC6's throw of a player standing before it), down, Tails, and the subtypes
 * not loaded (diagonal, twirl).
 */
import { expect, it } from 'vitest';
import { BTN_LEFT } from '../../../../engine/input.ts';
import { levelHash } from '../../../../engine/level/levelHash.ts';
import type { Level } from '../../../../engine/level/types.ts';
import { OB_ANIM, OB_MAPPING_FRAME, SPRING_STRENGTH } from '../../../../engine/games/s2/obj41Spring.ts';
import { OB_ID, OB_ROUTINE, OB_STATUS, OB_WIDTH_PIXELS, rw, STAND_IN } from '../../../../engine/games/s2/s2Objects.ts';
import { ANIM_SPRING, P_ANIM, P_CTRL_LOCK, P_GSP, P_LAYER, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_FACING_LEFT, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { createWorld, type World } from '../../../../engine/world/world.ts';
import { objectLevel } from '../../objects/objectTestLevel.ts';
import { place, placePartner } from '../../support/place.ts';
import { describeWithDisasmS2, s2Disassembly } from '../../../support/disasmS2.ts';

/** An object layout: [x, y, id, subtype, flags] entries (flags: bit 13 x-flip). */
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

/** Steps until Sonic's y speed is negative after a landing on the spring (or `limit` frames): the frame. */
function untilThrown(w: World, test: () => boolean, input = 0, limit = 120): number {
  for (let f = 0; f < limit; f++) {
    w.step(input);
    if (test()) return f;
  }
  return -1;
}

describeWithDisasmS2('Obj41, the spring', () => {
  it('reads Obj41_Strengths (-$1000, -$A00) and Ani_obj41\'s scripts from the checkout', () => {
    const data = s2Disassembly().importAct('ehz1').level.s2!.objectData;
    expect(Array.from(data.Obj41_Strengths)).toEqual([0xf0, 0, 0xf6, 0]);
    expect(Array.from(data.byte_19000)).toEqual([0, 4, 3, 3, 5, 5, 5, 5, 5, 5, 0xfd, 2]);
  });

  it('throws Sonic landing on a red up spring (subtype 0) on that frame: put on its top (y - $1C), then y + 8 and y speed -$1000, in the air, off it, the spring animation', () => {
    const w = createWorld(act(objects([[200, 200, 0x41, 0]])));
    const s = w.state;
    place(w, { x: 200, y: 120, air: true });
    w.step(0);
    const m = w.s2!.m;
    // Obj41_Init: routine 2, width $10, the strength in objoff_30; no collision on this frame.
    expect([m[OB_ID], m[OB_ROUTINE], m[OB_WIDTH_PIXELS], rw(m, SPRING_STRENGTH)]).toEqual([0x41, 2, 0x10, 0xf000]);
    const f = untilThrown(w, () => s[P_YSP] < 0);
    expect([f > 0, px(s[P_Y]), s[P_YSP], s[P_STATUS] & (ST_AIR | ST_ON_OBJECT), s[P_ANIM], m[OB_ANIM], m[OB_MAPPING_FRAME]]).toEqual([
      true, 200 - 0x1c + 8, -0x1000, ST_AIR, ANIM_SPRING, 1, 1,
    ]);
    // The next frame the spring lets go of him (standing, in the air: on_object and its bit cleared).
    w.step(0);
    expect(m[OB_STATUS] & 0x18).toBe(0);
  });

  it('throws with -$A00 when yellow (bit 1), zeroes the x speed with bit 7, and gives path B with bit 3 (8), path A with bit 2 (4)', () => {
    // [subtype, x speed after, y speed after, path before, path after]
    for (const [subtype, xsp, ysp, before, after] of [[2, 0x40, -0xa00, 0, 0], [0x80, 0, -0x1000, 0, 0], [0x08, 0x40, -0x1000, 0, 1], [0x04, 0x40, -0x1000, 1, 0]] as const) {
      const w = createWorld(act(objects([[200, 200, 0x41, subtype]])));
      const s = w.state;
      s[P_LAYER] = before;
      place(w, { x: 196, y: 120, air: true, xsp: 0x40 });
      untilThrown(w, () => s[P_YSP] < 0);
      expect([subtype, s[P_XSP], s[P_YSP], s[P_LAYER]]).toEqual([subtype, xsp, ysp, after]);
    }
  });

  it('throws Sonic walking left into a sideways spring\'s face (subtype $10, not flipped: its right side) to the right: pushed out to x + $13, then - 8, x speed $1000, move_lock $F, facing right', () => {
    const w = createWorld(act(objects([[200, 208, 0x41, 0x10]])));
    const s = w.state;
    place(w, { x: 260, y: 204 });
    const f = untilThrown(w, () => s[P_XSP] > 0, BTN_LEFT);
    const m = w.s2!.m;
    expect([f > 0, px(s[P_X]), s[P_XSP], s[P_GSP], s[P_CTRL_LOCK], s[P_STATUS] & ST_FACING_LEFT, m[OB_ANIM], m[OB_STATUS] & 0x30, m[OB_WIDTH_PIXELS]]).toEqual([
      true, 200 + 0x13 - 8, 0x1000, 0x1000, 0xf, 0, 3, 0, 8,
    ]);
  });

  it('throws a player standing still within $28 px before its face (loc_18BC6): an x-flipped spring to the left, x + 8, x speed -$1000, facing left; then not again while its animation 3 plays', () => {
    const w = createWorld(act(objects([[200, 208, 0x41, 0x10, 0x2000]])));
    const s = w.state;
    place(w, { x: 170, y: 204 });
    w.step(0);
    w.step(0);
    expect([px(s[P_X]), s[P_XSP], s[P_GSP], s[P_CTRL_LOCK], s[P_STATUS] & ST_FACING_LEFT]).toEqual([178, -0x1000, -0x1000, 0xf, ST_FACING_LEFT]);
    const m = w.s2!.m;
    // Ani_obj41's script 3: frames 4, 3, 3, 5 x 6, then $FD back to script 2.
    const frames: number[] = [m[OB_MAPPING_FRAME]];
    for (let k = 0; k < 10; k++) {
      w.step(0);
      frames.push(m[OB_ANIM] === 3 ? m[OB_MAPPING_FRAME] : -m[OB_ANIM]);
    }
    expect(frames).toEqual([4, 3, 3, 5, 5, 5, 5, 5, 5, -2, -2]);
  });

  it('throws Sonic jumping into a down spring\'s bottom (subtype $20) down: y - 8, y speed $1000', () => {
    const w = createWorld(act(objects([[200, 150, 0x41, 0x20]])));
    const s = w.state;
    place(w, { x: 200, y: 204 });
    w.step(0);
    place(w, { x: 200, y: 190, air: true, ysp: -0x600 });
    const f = untilThrown(w, () => s[P_YSP] === 0x1000);
    expect([f >= 0, s[P_STATUS] & ST_AIR, w.s2!.m[OB_STATUS] & 0x02]).toEqual([true, ST_AIR, 0x02]);
  });

  it('throws Tails as well (the Sidekick after MainCharacter)', () => {
    const w = createWorld(act(objects([[200, 200, 0x41, 0]])), { partner: { character: 'tails', control: 'human' } });
    place(w, { x: 100, y: 204 });
    placePartner(w, { x: 200, y: 120, air: true });
    const p2 = w.p2!.s;
    const f = untilThrown(w, () => p2[P_YSP] < 0);
    // Tails' y_radius is 15: on the top at y - 8 - 15 - 1, then + 8.
    expect([f > 0, px(p2[P_Y]), p2[P_YSP], p2[P_ANIM]]).toEqual([true, 200 - 8 - 15 - 1 + 8, -0x1000, ANIM_SPRING]);
  });

  it('runs no diagonal spring (subtypes $3x, $4x) nor a twirling one (bit 0): stand-ins hold their slots, the yellow spring after them takes the game\'s fourth', () => {
    const w = createWorld(act(objects([[200, 200, 0x41, 0x32], [220, 200, 0x41, 0x40], [240, 200, 0x41, 0x01], [260, 200, 0x41, 0x02]])));
    w.step(0);
    const m = w.s2!.m;
    expect([0, 1, 2, 3].map((k) => m[k * 0x40 + OB_ROUTINE])).toEqual([STAND_IN, STAND_IN, STAND_IN, 2]);
    expect(m[3 * 0x40 + 0x08] << 8 | m[3 * 0x40 + 0x09]).toBe(260);
  });
});
