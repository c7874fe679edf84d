/**
 * Obj03, Sonic 2's plane switcher (engine/games/s2/obj03PlaneSwitcher.ts), loaded from an object
 * layout by ObjectsManager (s2Objects.ts) on a flat level (floor y 224, Sonic standing at y 204)
 * that is a Sonic 2 act: the side each player is on, the crossing within the half-length,
 * grounded-only, x-flipped, the y switcher, Tails with his own side; and the manager's range.
 */
import { describe, expect, it } from 'vitest';
import { BTN_LEFT, BTN_RIGHT } from '../../../../engine/input.ts';
import { levelHash } from '../../../../engine/level/levelHash.ts';
import type { Level } from '../../../../engine/level/types.ts';
import { PLANESWITCH_P1_FLAG, PLANESWITCH_P2_FLAG, PLANESWITCH_RADIUS } from '../../../../engine/games/s2/obj03PlaneSwitcher.ts';
import { OB_ID, OB_ROUTINE, OB_X, objectsManagerInit, objectsManagerMain, runS2Objects, S2ObjectLayout, STAND_IN, type S2ObjectHost } from '../../../../engine/games/s2/s2Objects.ts';
import { OBJECT_BYTES, OM_HIGH_WATER, R_BYTES, RESPAWN_TABLE, S2_REGION_WORDS } from '../../../../engine/games/s2/s2State.ts';
import { HEADER_WORDS } from '../../../../engine/world/snapshotHeader.ts';
import { P_LAYER, P_PRIORITY, P_X, P_YSP, P_STATUS, ST_AIR } from '../../../../engine/state/layout.ts';
import { createWorld, type World } from '../../../../engine/world/world.ts';
import type { PlayerContext } from '../../../../engine/player/context.ts';
import { objectLevel } from '../../objects/objectTestLevel.ts';
import { place, placePartner } from '../../support/place.ts';

/** word_1FD68 as s2.asm has it ($20, $40, $80, $100): the importer reads it; these levels are hand-made. */
const RADII = Uint8Array.of(0, 0x20, 0, 0x40, 0, 0x80, 1, 0);

/** An object layout: [x, y, id, subtype, flags] entries (flags: bit 15 respawn, 13 x-flip). */
function objects(entries: readonly (readonly [number, number, number, number, number?])[]): Uint8Array {
  const out = new Uint8Array(entries.length * 6);
  entries.forEach(([x, y, id, subtype, flags = 0], k) => out.set([x >> 8, x & 0xff, ((y | flags) >> 8) & 0xff, y & 0xff, id, subtype], k * 6));
  return out;
}

function act(layout: Uint8Array): Level {
  const base = objectLevel([], { profile: 's2' });
  const content: Omit<Level, 'hash'> = { ...base, s2: { rings: Uint8Array.of(0xff, 0xff), objects: layout, objectData: { word_1FD68: RADII } } };
  delete (content as { hash?: number }).hash;
  return { ...content, hash: levelHash(content) };
}

/** Steps `w` with `input` until player 1's layer changes or `limit` frames: [frames, Sonic's pixel x then, the frame before]. */
function untilLayer(w: World, input: number, limit = 200): [number, number, number] {
  const start = w.state[P_LAYER];
  let before = w.state[P_X] >> 8;
  for (let f = 1; f <= limit; f++) {
    before = w.state[P_X] >> 8;
    w.step(input);
    if (w.state[P_LAYER] !== start) return [f, w.state[P_X] >> 8, before];
  }
  return [-1, w.state[P_X] >> 8, before];
}

const slot0 = (w: World, field: number) => w.s2!.m[field];

describe('Obj03 across x', () => {
  it('puts Sonic on path B as he reaches the line\'s pixel going right (subtype bit 3), and back on A going left past it (bit 4 clear)', () => {
    const w = createWorld(act(objects([[200, 200, 3, 0x08]])));
    w.step(0);
    expect([slot0(w, OB_ID), slot0(w, OB_ROUTINE), (w.s2!.m[PLANESWITCH_RADIUS] << 8) | w.s2!.m[PLANESWITCH_RADIUS + 1], slot0(w, PLANESWITCH_P1_FLAG)]).toEqual([3, 2, 0x20, 0]);
    const [frames, x, before] = untilLayer(w, BTN_RIGHT);
    expect([frames > 0, before < 200, x >= 200, w.state[P_LAYER], slot0(w, PLANESWITCH_P1_FLAG)]).toEqual([true, true, true, 1, 1]);
    const back = untilLayer(w, BTN_LEFT, 400);
    expect([back[0] > 0, back[2] >= 200, back[1] < 200, w.state[P_LAYER], slot0(w, PLANESWITCH_P1_FLAG)]).toEqual([true, true, true, 0, 0]);
  });

  it('only turns the side when the player is out of its half-length ($20 about y 100: y 80 to 119), and not when grounded-only (bit 7) and he is in the air', () => {
    const far = createWorld(act(objects([[150, 100, 3, 0x08]])));
    expect(untilLayer(far, BTN_RIGHT, 120)[0]).toBe(-1);
    expect(slot0(far, PLANESWITCH_P1_FLAG)).toBe(1);
    const grounded = createWorld(act(objects([[150, 200, 3, 0x88]])));
    grounded.step(0);
    place(grounded, { x: 140, y: 180, xsp: 0x600, air: true });
    grounded.step(0);
    grounded.step(0);
    expect([grounded.state[P_STATUS] & ST_AIR, grounded.state[P_X] >> 8 >= 150, grounded.state[P_LAYER], slot0(grounded, PLANESWITCH_P1_FLAG)]).toEqual([ST_AIR, true, 0, 1]);
  });

  it('x-flipped, keeps the path and still sets the priority (bit 5 going right)', () => {
    const w = createWorld(act(objects([[150, 200, 3, 0x28, 0x2000]])));
    for (let f = 0; f < 60 && slot0(w, PLANESWITCH_P1_FLAG) === 0; f++) w.step(BTN_RIGHT);
    expect([slot0(w, PLANESWITCH_P1_FLAG), w.state[P_LAYER], w.state[P_PRIORITY]]).toEqual([1, 0, 1]);
  });

  it('switches Tails on his own side, after Sonic (the Sidekick slot)', () => {
    const w = createWorld(act(objects([[300, 200, 3, 0x08]])), { partner: { character: 'tails', control: 'cpu' } });
    place(w, { x: 310, y: 204 });
    placePartner(w, { x: 290, y: 204 });
    w.step(0);
    expect([slot0(w, PLANESWITCH_P1_FLAG), slot0(w, PLANESWITCH_P2_FLAG), w.state[P_LAYER], w.p2!.s[P_LAYER]]).toEqual([1, 0, 0, 0]);
    placePartner(w, { x: 301, y: 204 });
    w.step(0);
    expect([slot0(w, PLANESWITCH_P2_FLAG), w.state[P_LAYER], w.p2!.s[P_LAYER]]).toEqual([1, 0, 1]);
  });
});

describe('Obj03 across y (subtype bit 2)', () => {
  it('puts a player falling through its line within x +-$20 on path B (bit 3 going down)', () => {
    const w = createWorld(act(objects([[100, 150, 3, 0x0c]])));
    w.step(0);
    place(w, { x: 100, y: 120, air: true });
    w.s2!.m[PLANESWITCH_P1_FLAG] = 0;
    let frames = 0;
    while (w.state[P_LAYER] === 0 && frames < 60) {
      w.step(0);
      frames++;
    }
    expect([slot0(w, OB_ROUTINE), w.state[P_LAYER], w.state[P_YSP] > 0]).toEqual([4, 1, true]);
  });
});

describe('ObjectsManager', () => {
  it('refuses a snapshot with an object past the slots RunObjects walks (s2.objectsHighWater), naming the slot', () => {
    const w = createWorld(act(objects([[200, 200, 3, 0x08]])));
    w.step(0);
    const snap = w.snapshot();
    const bytes = new Uint8Array(snap.buffer, (HEADER_WORDS + w.s2!.base + R_BYTES) * 4, OBJECT_BYTES);
    bytes[3 * 0x40 + OB_ID] = 3;
    const r = w.restoreUntrusted(snap);
    expect(r.ok ? null : [r.error.code, (r.error as { field?: string }).field]).toEqual(['snapshotInvalid', 's2.objectSlot[3].id']);
  });


  const g = new Int32Array(S2_REGION_WORDS);
  const m = new Uint8Array(OBJECT_BYTES);
  // The manager alone: no object here lands a player, so player 1 has no routines to run.
  const p1 = new Int32Array(64);
  const host: S2ObjectHost = {
    m, g, base: 0, p1, p2: null, player1: { s: p1, c: null as unknown as PlayerContext }, player2: null,
    data: { planeSwitchRadii: [0x20, 0x40, 0x80, 0x100], bridgeDepths: null, bridgeShares: null, springStrengths: null, springAnims: null, platformProperties: null, oscStart: null, oscSteps: null, touchSizes: null, monitorAnims: null, spikesInitData: null, ringSparkle: null, ported: new Set([3]) },
    vblankStart: 0, displayed: new Uint8Array(0x70),
  };
  // Switchers at $100, $2FF, $300 and one with a respawn entry at $400 (an id without a port between them loads as a stand-in).
  const layout = new S2ObjectLayout({ rings: Uint8Array.of(0xff, 0xff), objects: objects([[0x100, 50, 3, 0], [0x2ff, 50, 3, 0], [0x300, 50, 0x26, 0, 0x8000], [0x300, 50, 3, 0], [0x400, 50, 3, 0, 0x8000]]), objectData: {} });
  const loaded = () => Array.from({ length: 6 }, (_, k) => (m[k * 0x40 + OB_X] << 8) | m[k * 0x40 + OB_X + 1]);

  it('loads at the start what lies left of camera x & $FF80 + $280, and each chunk further as the camera goes right', () => {
    objectsManagerInit(host, layout, 0);
    expect(loaded()).toEqual([0x100, 0, 0, 0, 0, 0]);
    objectsManagerMain(host, layout, 0x7f);
    expect(loaded()).toEqual([0x100, 0, 0, 0, 0, 0]);
    objectsManagerMain(host, layout, 0x80);
    expect(loaded()).toEqual([0x100, 0x2ff, 0, 0, 0, 0]);
    objectsManagerMain(host, layout, 0x100);
    // The monitor ($26) has no port in this data: a stand-in holds its slot (the game's slot 18), its respawn entry counted (index 1; the next to the right is 2) and marked.
    expect([loaded(), m[RESPAWN_TABLE], m[RESPAWN_TABLE + 1], m[RESPAWN_TABLE + 2 + 1], m[2 * 0x40 + OB_ROUTINE]]).toEqual([[0x100, 0x2ff, 0x300, 0x300, 0, 0], 2, 1, 0x80, STAND_IN]);
    objectsManagerMain(host, layout, 0x180);
    expect(loaded()).toEqual([0x100, 0x2ff, 0x300, 0x300, 0, 0]);
    objectsManagerMain(host, layout, 0x200);
    expect([loaded(), m[RESPAWN_TABLE], m[RESPAWN_TABLE + 2 + 2]]).toEqual([[0x100, 0x2ff, 0x300, 0x300, 0x400, 0], 3, 0x80]);
    // RunObjects walks the slots up to the highest ever allocated.
    expect(g[OM_HIGH_WATER]).toBe(5);
  });

  it('deletes a switcher once it is more than $280 px right of the coarse camera or left of it (MarkObjGone3), clearing its respawn entry', () => {
    objectsManagerMain(host, layout, 0x400);
    runS2Objects(host);
    // Coarse camera ($400 - $80) & $FF80 = $380: $100, $2FF and $300 are left of it (the stand-in too, its entry cleared).
    expect([loaded(), m[RESPAWN_TABLE + 2 + 1], m[RESPAWN_TABLE + 2 + 2]]).toEqual([[0, 0, 0, 0, 0x400, 0], 0, 0x80]);
    objectsManagerMain(host, layout, 0x1000);
    runS2Objects(host);
    expect([loaded(), m[RESPAWN_TABLE + 2 + 2]]).toEqual([[0, 0, 0, 0, 0, 0], 0]);
  });
});
