/**
 * Sonic 1's object RAM (Variables.asm v_objspace; Constants.asm ob* offsets), as the engine keeps
 * it for real acts: $80 slots of $40 bytes, byte-addressed and big-endian like the 68000, held in
 * the state buffer (engine/games/s1/objects/s1State.ts) so snapshots and hashes cover it. Object ports
 * use the game's own offsets (`rw(m, a0 + OB_X)`), which keeps them line-for-line comparable with
 * the disassembly.
 *
 * Slot 0 is Sonic in the game; here the player lives in the player block of the state and
 * objects reach it through engine/games/s1/objects/sonic.ts instead. Slots 1..$1F are the reserved
 * objects (HUD, shields, bubbles, water surfaces ...), $20..$7F the level objects that
 * ObjPosLoad and FindFreeObj hand out.
 */

export const OBJECT_SIZE = 0x40;
export const OBJECT_SLOTS = 0x80;
export const OBJECT_RAM_BYTES = OBJECT_SIZE * OBJECT_SLOTS;
/** v_lvlobjspace: the first level-object slot, and how many there are (FindFreeObj's range). */
export const LEVEL_SLOT_FIRST = 0x20;
export const LEVEL_SLOT_COUNT = 0x60;
export const LEVEL_OBJECTS_START = LEVEL_SLOT_FIRST * OBJECT_SIZE;
export const LEVEL_OBJECTS_END = OBJECT_RAM_BYTES;

/**
 * Slot 0 is Sonic's in the game; his state lives in the player block here, so slot 0's bytes are
 * free. Byte 0 holds the manager's bookkeeping: one past the highest level slot that may hold an
 * object (FindFreeObj raises it, ExecuteObjects lowers it to what it found). It only lets the
 * loops over level slots stop early; it never changes what they do.
 */
export const SLOT_HIGH = 0;

/** Reserved slots (Variables.asm). */
export const SLOT_SHIELD = 6;
export const SLOT_STARS = 8; // ..11
export const SLOT_SPLASH = 12;
export const SLOT_SONIC_BUBBLES = 13;
export const SLOT_WATER_SURFACE_1 = 30;
export const SLOT_WATER_SURFACE_2 = 31;
/**
 * The reserved slots an object of the engine's can occupy (the HUD, title cards, game-over and
 * results texts are not modelled, so their slots stay empty): ExecuteObjects only looks at these.
 * An object port that takes another reserved slot adds it here.
 */
export const RESERVED_SLOTS_IN_USE: readonly number[] = [
  SLOT_SHIELD, 7, 8, 9, 10, 11, SLOT_SPLASH, SLOT_SONIC_BUBBLES,
  // v_gameovertext1, v_gameovertext2: the GAME OVER card (objects/gameOverCard.ts).
  2, 3,
  // v_endcard: the results card's seven lines (objects/gotThroughCard.ts).
  23, 24, 25, 26, 27, 28, 29,
  SLOT_WATER_SURFACE_1, SLOT_WATER_SURFACE_2,
];

// Field offsets (Constants.asm).
export const OB_ID = 0;
export const OB_RENDER = 1;
export const OB_GFX = 2;
export const OB_MAP = 4;
export const OB_X = 8;
export const OB_SCREEN_Y = 0xa;
export const OB_Y = 0xc;
export const OB_VEL_X = 0x10;
export const OB_VEL_Y = 0x12;
export const OB_INERTIA = 0x14;
export const OB_HEIGHT = 0x16;
export const OB_WIDTH = 0x17;
export const OB_PRIORITY = 0x18;
export const OB_ACT_WID = 0x19;
export const OB_FRAME = 0x1a;
export const OB_ANI_FRAME = 0x1b;
export const OB_ANIM = 0x1c;
export const OB_PREV_ANI = 0x1d;
export const OB_TIME_FRAME = 0x1e;
export const OB_DELAY_ANI = 0x1f;
export const OB_COL_TYPE = 0x20;
export const OB_COL_PROP = 0x21;
export const OB_STATUS = 0x22;
export const OB_RESPAWN_NO = 0x23;
export const OB_ROUTINE = 0x24;
export const OB_2ND_ROUT = 0x25;
/** obSolid: the same byte as ob2ndRout (solid objects keep "player standing" there). */
export const OB_SOLID = 0x25;
export const OB_ANGLE = 0x26;
export const OB_SUBTYPE = 0x28;

/** obRender bits. */
export const RENDER_XFLIP = 0x01;
export const RENDER_YFLIP = 0x02;
/** Bit 6: the object reads terrain on the second collision layer (loops). */
export const RENDER_LAYER_B = 0x40;
/** Bit 7: BuildSprites drew it last frame (on screen); touch responses and many objects test it. */
export const RENDER_ON_SCREEN = 0x80;

/** obStatus bits every object shares. */
export const STATUS_XFLIP = 0x01;
/** Bit 3: the player stands on this object. */
export const STATUS_PLAYER_STANDING = 0x08;
/** Bit 7: the object has been destroyed/collected (badniks, monitors). */
export const STATUS_DESTROYED = 0x80;

// --- accessors: unsigned and signed bytes, words and longs, big-endian --------------------

export function rb(m: Uint8Array, a: number): number {
  return m[a];
}
export function rsb(m: Uint8Array, a: number): number {
  return (m[a] << 24) >> 24;
}
export function rw(m: Uint8Array, a: number): number {
  return (m[a] << 8) | m[a + 1];
}
export function rsw(m: Uint8Array, a: number): number {
  return (((m[a] << 8) | m[a + 1]) << 16) >> 16;
}
export function rl(m: Uint8Array, a: number): number {
  return ((m[a] << 24) | (m[a + 1] << 16) | (m[a + 2] << 8) | m[a + 3]) | 0;
}
export function wb(m: Uint8Array, a: number, v: number): void {
  m[a] = v;
}
export function ww(m: Uint8Array, a: number, v: number): void {
  m[a] = v >> 8;
  m[a + 1] = v;
}
export function wl(m: Uint8Array, a: number, v: number): void {
  m[a] = v >> 24;
  m[a + 1] = v >> 16;
  m[a + 2] = v >> 8;
  m[a + 3] = v;
}

/** `bset #bit,(a)` etc. on a byte. */
export function setBits(m: Uint8Array, a: number, bits: number): void {
  m[a] |= bits;
}
export function clearBits(m: Uint8Array, a: number, bits: number): void {
  m[a] &= ~bits;
}

/** The slot's base address; slot numbers count from v_objspace. */
export function slotAddress(slot: number): number {
  return slot * OBJECT_SIZE;
}

/** An empty slot's bytes, copied over a slot to clear it. */
const EMPTY_SLOT = new Uint8Array(OBJECT_SIZE);

/**
 * `DeleteObject`: the whole slot cleared ($40 bytes). A copy from a zeroed slot: objects delete
 * themselves often, and TypedArray.prototype.fill is a slow call into the runtime.
 */
export function clearSlot(m: Uint8Array, a: number): void {
  if (a >= 0 && a + OBJECT_SIZE <= m.length) m.set(EMPTY_SLOT, a);
  // An address outside the RAM (only a mutated savestate's pointer): fill clamps, set would throw.
  else m.fill(0, a, a + OBJECT_SIZE);
}

/** `SpeedToPos`: the 16:16 position += speed << 8, both axes. */
export function speedToPos(m: Uint8Array, a: number): void {
  wl(m, a + OB_X, rl(m, a + OB_X) + (rsw(m, a + OB_VEL_X) << 8));
  wl(m, a + OB_Y, rl(m, a + OB_Y) + (rsw(m, a + OB_VEL_Y) << 8));
}

/** `ObjectFall`: SpeedToPos with the y speed before gravity, then y speed + $38. */
export function objectFall(m: Uint8Array, a: number): void {
  const vy = rsw(m, a + OB_VEL_Y);
  ww(m, a + OB_VEL_Y, vy + 0x38);
  wl(m, a + OB_X, rl(m, a + OB_X) + (rsw(m, a + OB_VEL_X) << 8));
  wl(m, a + OB_Y, rl(m, a + OB_Y) + (vy << 8));
}

/**
 * Object pointers (`move.l a0,objoff_3C(a1)`): an object keeps another's address as the 68000
 * sees it, v_objspace ($FFFFD000) + the slot's offset, so the RAM holds the game's own long.
 */
export const V_OBJSPACE = 0xffffd000 | 0;

export function writeObjectPointer(m: Uint8Array, at: number, a: number): void {
  wl(m, at, (V_OBJSPACE + a) | 0);
}

/**
 * The slot address a pointer names, or -1 when it does not point into the object RAM (never set).
 * The 68000 decodes 24 address bits: the top byte does not matter, and one object keeps a counter
 * there (each Caterkiller segment's path index in its parent pointer's top byte).
 */
export function readObjectPointer(m: Uint8Array, at: number): number {
  const a = (rl(m, at) & 0xffffff) - (V_OBJSPACE & 0xffffff);
  return a >= 0 && a < OBJECT_RAM_BYTES ? a : -1;
}
