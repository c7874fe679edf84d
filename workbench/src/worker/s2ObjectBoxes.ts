/**
 * A Sonic 2 act's objects and rings for the view and the inspector, read from its own RAM in
 * the state (engine/games/s2/s2State.ts): every dynamic slot ($10-$7F, Dynamic_Object_RAM) with
 * an object, as OBJECT_ROW rows (objectRow.ts), then the rings RingsManager keeps in range that
 * are still there (Ring_start_addr to Ring_end_addr, status 0).
 *
 * An object row: its slot (the game's), id, render_flags | status << 8, x_pos and y_pos (16.16
 * longs as subpixels), x_vel and y_vel, width_pixels (the display width), the routine and the
 * subtype. Its solid box is the ported routine's operands, from a table here by object (the
 * routines of engine/games/s2/ do not note the box they tested, as Sonic 1's do): the springs'
 * SolidObject_Always_SingleCharacter box ($1B/8 up and down, $13/$E sideways, less the player's
 * $B), the moving platform's PlatformObject (width_pixels, the top $11 above y) and the bridge's
 * (its logs, 8 px each side per log; the top 8 above its y). The touch box is what TouchResponse
 * tests: collision_flags' size (bits 0-5) in the act's Touch_Sizes (the level's
 * `s2.objectData`: half width, half height) and its kind (bits 6-7); none where the flags are 0
 * or the level does not carry the table.
 * A ring row: slot = the Ring_Positions slot, type RING_ROW_TYPE, x and y in subpixels, the
 * 12 x 12 box Touch_Rings tests as its touch box (6 x 6 radii, kind item).
 */
import type { World } from '../../../engine/world/world.ts';
import { DYNAMIC_SLOTS, FIRST_DYNAMIC_SLOT, OBJECT_SIZE, R_END, R_START, R_STATUS } from '../../../engine/games/s2/s2State.ts';
import { OBJ_BRIDGE, OBJ_PLATFORM, OBJ_SPRING, OB_ID, OB_RENDER_FLAGS, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_WIDTH_PIXELS, OB_X, OB_Y, RENDER_MULTI_SPRITE, rw } from '../../../engine/games/s2/s2Objects.ts';
import {
  OBJECT_ROW, OB_ACTWID, OB_FLAGS, OB_HRAD, OB_ROUTINE as ROW_ROUTINE, OB_SLOT, OB_SOLID_KIND, OB_SUBTYPE as ROW_SUBTYPE, OB_TH, OB_TKIND, OB_TW, OB_TYPE, OB_WRAD, OB_X as ROW_X,
  OB_XSP, OB_Y as ROW_Y, OB_YSP, RING_ROW_TYPE, SOLID_BOX, SOLID_NONE, SOLID_PLATFORM,
} from './objectRow.ts';

export { RING_ROW_TYPE };

/** x_vel, y_vel, collision_flags (s2.constants.asm's SST). */
const OB_X_VEL = 0x10;
const OB_Y_VEL = 0x12;
const OB_COLLISION_FLAGS = 0x20;
/** The player's half width SolidObject's d1 includes. */
const PLAYER_HALF_WIDTH = 0xb;
/** Obj41's routines (obj41Spring.ts): 2 up, 4 sideways, 6 down (the diagonal ones, 8 and $A, test SlopedSolid: no box here). */
const SPRING_UP = 2;
const SPRING_SIDEWAYS = 4;
const SPRING_DOWN = 6;
/** Touch_Rings: a ring is 12 x 12 (6 either side of its centre); collision kind "item" (bits 6-7 = 1). */
const RING_RADIUS = 6;
const TOUCH_ITEM = 0x40;

const signedWord = (v: number): number => (v << 16) >> 16;

/** A 16.16 position long as engine subpixels (1 px = 256). */
function position(m: Uint8Array, at: number): number {
  return (rw(m, at) << 8) | m[at + 2];
}

/** The solid box the ported object's routine tests, by its id and state: [kind, half width, half height or top above y]. */
function solidBox(m: Uint8Array, a0: number): readonly [number, number, number] {
  const id = m[a0 + OB_ID];
  if ((m[a0 + OB_RENDER_FLAGS] & RENDER_MULTI_SPRITE) !== 0) return [SOLID_NONE, 0, 0]; // a bridge's logs: drawn only
  if (id === OBJ_SPRING) {
    const routine = m[a0 + OB_ROUTINE];
    if (routine === SPRING_SIDEWAYS) return [SOLID_BOX, 0x13 - PLAYER_HALF_WIDTH, 0xe];
    if (routine === SPRING_UP || routine === SPRING_DOWN) return [SOLID_BOX, 0x1b - PLAYER_HALF_WIDTH, 8];
    return [SOLID_NONE, 0, 0];
  }
  if (id === OBJ_PLATFORM) return [SOLID_PLATFORM, m[a0 + OB_WIDTH_PIXELS], 0x11];
  if (id === OBJ_BRIDGE) return [SOLID_PLATFORM, m[a0 + OB_SUBTYPE] * 8, 8];
  return [SOLID_NONE, 0, 0];
}

export function s2ObjectBoxes(world: World): Int32Array {
  const act = world.s2;
  if (act === null) return new Int32Array(0);
  const m = act.m;
  const s = world.state;
  const base = act.base;
  const sizes = world.level.s2?.objectData.Touch_Sizes ?? null;
  let objects = 0;
  for (let k = 0; k < DYNAMIC_SLOTS; k++) if (m[k * OBJECT_SIZE + OB_ID] !== 0) objects++;
  const first = s[base + R_START];
  const end = Math.min(s[base + R_END], act.rings.x.length);
  let rings = 0;
  for (let r = first; r < end; r++) if (s[base + R_STATUS + r] === 0) rings++;
  const rows = new Int32Array((objects + rings) * OBJECT_ROW);
  let i = 0;
  for (let k = 0; k < DYNAMIC_SLOTS; k++) {
    const a0 = k * OBJECT_SIZE;
    const id = m[a0 + OB_ID];
    if (id === 0) continue;
    const [kind, w, h] = solidBox(m, a0);
    rows[i + OB_SLOT] = FIRST_DYNAMIC_SLOT + k;
    rows[i + OB_TYPE] = id;
    rows[i + OB_FLAGS] = m[a0 + OB_RENDER_FLAGS] | (m[a0 + OB_STATUS] << 8);
    rows[i + ROW_X] = position(m, a0 + OB_X);
    rows[i + ROW_Y] = position(m, a0 + OB_Y);
    rows[i + OB_XSP] = signedWord(rw(m, a0 + OB_X_VEL));
    rows[i + OB_YSP] = signedWord(rw(m, a0 + OB_Y_VEL));
    rows[i + OB_SOLID_KIND] = kind;
    rows[i + OB_WRAD] = w;
    rows[i + OB_HRAD] = h;
    const flags = m[a0 + OB_COLLISION_FLAGS];
    const size = 2 * (flags & 0x3f);
    if (flags !== 0 && sizes !== null && size + 1 < sizes.length) {
      rows[i + OB_TW] = sizes[size];
      rows[i + OB_TH] = sizes[size + 1];
      rows[i + OB_TKIND] = flags & 0xc0;
    }
    rows[i + ROW_ROUTINE] = m[a0 + OB_ROUTINE];
    rows[i + OB_ACTWID] = m[a0 + OB_WIDTH_PIXELS];
    rows[i + ROW_SUBTYPE] = m[a0 + OB_SUBTYPE];
    i += OBJECT_ROW;
  }
  for (let r = first; r < end; r++) {
    if (s[base + R_STATUS + r] !== 0) continue;
    rows[i + OB_SLOT] = r;
    rows[i + OB_TYPE] = RING_ROW_TYPE;
    rows[i + ROW_X] = act.rings.x[r] << 8;
    rows[i + ROW_Y] = act.rings.y[r] << 8;
    rows[i + OB_TW] = RING_RADIUS;
    rows[i + OB_TH] = RING_RADIUS;
    rows[i + OB_TKIND] = TOUCH_ITEM;
    i += OBJECT_ROW;
  }
  return rows;
}
