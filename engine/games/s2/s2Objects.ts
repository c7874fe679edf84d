/**
 * Sonic 2's object system on its own RAM (a byte view of the act's region, s2State.ts): the
 * dynamic object slots with the SST layout of s2.constants.asm, the respawn table, and
 * `ObjectsManager` (s2.asm: ObjectsManager_Init, ObjectsManager_Main, ObjectsManager_GoingForward,
 * ChkLoadObj) streaming the act's object layout with the camera, one-player mode; `RunObjects`
 * over the dynamic slots (RunObjectsWhenPlayerIsDead: none while player 1 is dead), and
 * `MarkObjGone3`. The players are the engine's (their words), not slots here.
 *
 * An object the engine has no port of loads as a stand-in (STAND_IN): it holds the slot the
 * game's object takes, with its respawn entry, and only leaves it by MarkObjGone3's range test, so
 * the ported objects get the game's respawn entries and, while the stand-ins neither move, spawn
 * children nor delete themselves otherwise, the game's slots. Ported: Obj03 (PlaneSwitcher),
 * Obj11 (the log bridge: obj11Bridge.ts, on the platform routines of s2Platform.ts), Obj41 (the
 * springs up, sideways and down: obj41Spring.ts, on the solid routines of s2Solid.ts), Obj19 (the
 * platforms moving by the oscillators: obj19Platform.ts, s2Oscillate.ts), Obj26 (the monitors:
 * obj26Monitor.ts, broken by TouchResponse's Touch_Monitor, s2Touch.ts) with what it spawns, Obj2E
 * (the contents: obj2EMonitorContents.ts) and Obj27 (the smoke: obj27Explosion.ts), Obj36 (the
 * spikes: obj36Spikes.ts, on SolidObject) and Obj37 (the rings a hit scatters: obj37LostRings.ts).
 */
import type { S2ActLayouts } from '../../level/types.ts';
import { boundedObjectLayout, OBJECT_ENTRY_BYTES } from './objectLayout.ts';
import { P_ON_OBJECT, P_STATUS, ST_ON_OBJECT } from '../../state/layout.ts';
import { DYNAMIC_SLOTS, FIRST_DYNAMIC_SLOT, OBJECT_SIZE, OM_CAMERA_COARSE, OM_CAMERA_LAST, OM_HIGH_WATER, OM_LEFT, OM_RIGHT, RESPAWN_TABLE } from './s2State.ts';
import { obj03 } from './obj03PlaneSwitcher.ts';
import { obj11 } from './obj11Bridge.ts';
import { obj19 } from './obj19Platform.ts';
import { obj41, springPorted } from './obj41Spring.ts';
import { obj26 } from './obj26Monitor.ts';
import { obj27 } from './obj27Explosion.ts';
import { obj2E } from './obj2EMonitorContents.ts';
import { obj36, spikesPorted } from './obj36Spikes.ts';
import { obj37 } from './obj37LostRings.ts';
import type { S2Player } from './s2Platform.ts';

// The SST (s2.constants.asm), byte offsets in a slot.
export const OB_ID = 0x00;
export const OB_RENDER_FLAGS = 0x01;
export const OB_X = 0x08;
export const OB_Y = 0x0c;
export const OB_WIDTH_PIXELS = 0x19;
export const OB_STATUS = 0x22;
export const OB_RESPAWN_INDEX = 0x23;
export const OB_ROUTINE = 0x24;
export const OB_SUBTYPE = 0x28;

/** Obj_respawn_index's two bytes (the next entry to the right, and to the left), then Obj_respawn_data. */
const RI_RIGHT = RESPAWN_TABLE;
const RI_LEFT = RESPAWN_TABLE + 1;
const RESPAWN_DATA = RESPAWN_TABLE + 2;

/** $80 + roundToNextMultiple(screen_width, $80) + $80: how far right of the coarse camera an object stays loaded. */
const KEEP_RANGE = 0x80 + 0x180 + 0x80;

/** Object ids with an engine port (ObjID_* of s2.constants.asm). */
export const OBJ_PLANE_SWITCHER = 0x03;
export const OBJ_BRIDGE = 0x11;
export const OBJ_PLATFORM = 0x19;
export const OBJ_SPRING = 0x41;
export const OBJ_MONITOR = 0x26;
export const OBJ_SPIKES = 0x36;
/** Spawned by the ports, never placed by a layout: the monitor's contents and smoke, a hit's rings. */
export const OBJ_MONITOR_CONTENTS = 0x2e;
export const OBJ_EXPLOSION = 0x27;
export const OBJ_LOST_RINGS = 0x37;
/** ObjID_LauncherSpring ($85): SolidObject_InsideTop lands a player on it from 4 px further down. */
export const ID_LAUNCHER_SPRING = 0x85;
/** render_flags.multi_sprite: the slot holds a parent's extra sprites (the bridge's logs), drawn only. */
export const RENDER_MULTI_SPRITE = 0x40;

/** What an object's routine reads beside its slot: player 1's words and player 2's (null: the Sidekick slot is empty), the world's. */
export interface S2ObjectHost {
  readonly m: Uint8Array;
  readonly g: Int32Array;
  readonly base: number;
  readonly p1: Int32Array;
  readonly p2: Int32Array | null;
  /** The same players with the routines objects run on them (landing): MainCharacter, and the Sidekick or null. */
  readonly player1: S2Player;
  readonly player2: S2Player | null;
  /** The configuration the ports read from the checkout. */
  readonly data: S2ObjectData;
  /** Vint_runcount on the first level frame (the world's `vblank`): with the frames stepped, the count Obj37 reads (no lag in the engine). */
  readonly vblankStart: number;
  /**
   * The display lists of this frame, one flag a dynamic slot (DisplaySprite): set while the
   * objects run, read and cleared by BuildSprites (s2Sprites.ts) before the step ends, so no
   * snapshot between frames holds any (the game's lists are emptied by BuildSprites too).
   */
  readonly displayed: Uint8Array;
}

/** Tables of the checkout the ports read (the level's `s2.objectData`, by label). */
export interface S2ObjectData {
  /** word_1FD68: Obj03's radius by subtype & 3 (4 words). */
  readonly planeSwitchRadii: readonly number[];
  /** Obj11_DepressionOffsets (9 rows of 16: 8 to 16 logs) and byte_FB28 (16 rows of 16), or null: a level without them loads no bridge. */
  readonly bridgeDepths: Uint8Array | null;
  readonly bridgeShares: Uint8Array | null;
  /** Obj41_Strengths (2 words) and Ani_obj41's six scripts, or null: a level without them loads no spring. */
  readonly springStrengths: Uint8Array | null;
  readonly springAnims: readonly Uint8Array[] | null;
  /** Obj19_SubtypeProperties (width_pixels, mapping_frame by subtype bits 4-5), or null: a level without it (or the oscillators) loads no Obj19. */
  readonly platformProperties: Uint8Array | null;
  /** Osc_Data and Osc_Data2 (OscillateNumInit, OscillateNumDo), or null: a level without them does not oscillate. */
  readonly oscStart: Uint8Array | null;
  readonly oscSteps: Uint8Array | null;
  /** Touch_Sizes ($33 pairs of half width, half height), or null: a level without it runs no TouchResponse on objects (and loads no monitor). */
  readonly touchSizes: Uint8Array | null;
  /** Ani_obj26's eleven scripts, or null: a level without them loads no monitor. */
  readonly monitorAnims: readonly Uint8Array[] | null;
  /** Obj36_InitData (width_pixels, y_radius by the subtype's high nibble), or null: a level without it loads no spikes. */
  readonly spikesInitData: Uint8Array | null;
  /** Ani_Ring's script (a taken scattered ring's sparkle), or null: a hit then only zeroes the rings (obj37LostRings.ts). */
  readonly ringSparkle: Uint8Array | null;
  /** The object ids this act loads (those with a port, and the tables it reads). */
  readonly ported: ReadonlySet<number>;
}

/** Whether an entry of the layout is loaded: its object has a port (and, for a spring or spikes, its subtype has: obj41Spring.ts, obj36Spikes.ts). */
export function loadsObject(d: S2ObjectData, id: number, subtype: number): boolean {
  if (!d.ported.has(id)) return false;
  if (id === OBJ_SPRING) return springPorted(subtype);
  if (id === OBJ_SPIKES) return spikesPorted(subtype);
  return true;
}

export const rw = (m: Uint8Array, a: number): number => (m[a] << 8) | m[a + 1];
export const ww = (m: Uint8Array, a: number, v: number): void => {
  m[a] = (v >> 8) & 0xff;
  m[a + 1] = v & 0xff;
};
const signed = (v: number): number => (v << 16) >> 16;

/** The act's object layout as the ROM holds it, boundary markers around it, and the data its ports read. */
export class S2ObjectLayout {
  declare readonly bytes: Uint8Array;
  constructor(layouts: S2ActLayouts) {
    this.bytes = boundedObjectLayout(layouts.objects);
  }
  x(at: number): number {
    return rw(this.bytes, at);
  }
  respawns(at: number): boolean {
    return (this.bytes[at + 2] & 0x80) !== 0;
  }
}

/** ObjectsManager_Init (then ObjectsManager_Main, as Init falls into it), with the start camera. */
export function objectsManagerInit(h: S2ObjectHost, layout: S2ObjectLayout, camX: number): void {
  const { m, g, base } = h;
  const first = OBJECT_ENTRY_BYTES;
  m[RI_RIGHT] = 1;
  m[RI_LEFT] = 1;
  let d6 = camX - 0x80;
  if (d6 < 0) d6 = 0;
  d6 &= 0xff80;
  let a0 = first;
  // Objects one chunk left of the screen and before: their respawn entries are counted, not loaded.
  while (!(d6 <= layout.x(a0))) {
    if (layout.respawns(a0)) m[RI_RIGHT] = (m[RI_RIGHT] + 1) & 0xff;
    a0 += OBJECT_ENTRY_BYTES;
  }
  g[base + OM_RIGHT] = a0;
  a0 = first;
  d6 -= 0x80;
  if (d6 >= 0) {
    while (!(d6 <= layout.x(a0))) {
      if (layout.respawns(a0)) m[RI_LEFT] = (m[RI_LEFT] + 1) & 0xff;
      a0 += OBJECT_ENTRY_BYTES;
    }
  }
  g[base + OM_LEFT] = a0;
  g[base + OM_CAMERA_LAST] = 0xffff;
  objectsManagerMain(h, layout, camX);
}

/** ObjectsManager_Main: loads what came into range as the camera's chunk ($80 px) changes; nothing within one. */
export function objectsManagerMain(h: S2ObjectHost, layout: S2ObjectLayout, camX: number): void {
  const { m, g, base } = h;
  g[base + OM_CAMERA_COARSE] = (camX - 0x80) & 0xff80;
  let d6 = camX & 0xff80;
  const last = g[base + OM_CAMERA_LAST];
  if (d6 === last) return;
  g[base + OM_CAMERA_LAST] = d6;
  if (signed(d6) >= signed(last)) {
    // ObjectsManager_GoingForward: load up to two chunks right of the screen, forget what fell a chunk behind its left.
    let a0 = g[base + OM_RIGHT];
    d6 = (d6 + 0x280) & 0xffff;
    while (!(d6 <= layout.x(a0))) {
      let d2 = 0;
      if (layout.respawns(a0)) {
        d2 = m[RI_RIGHT];
        m[RI_RIGHT] = (m[RI_RIGHT] + 1) & 0xff;
      }
      const next = chkLoadObj(h, layout, a0, d2);
      if (next < 0) break;
      a0 = next;
    }
    g[base + OM_RIGHT] = a0;
    a0 = g[base + OM_LEFT];
    if (d6 >= 0x300) {
      d6 -= 0x300;
      while (!(d6 <= layout.x(a0))) {
        if (layout.respawns(a0)) m[RI_LEFT] = (m[RI_LEFT] + 1) & 0xff;
        a0 += OBJECT_ENTRY_BYTES;
      }
    }
    g[base + OM_LEFT] = a0;
    return;
  }
  // Going backward: load what came into range a chunk left of the screen, forget what fell out on the right.
  let a0 = g[base + OM_LEFT];
  const borrow = d6 < 0x80;
  d6 = (d6 - 0x80) & 0xffff;
  if (!borrow) {
    // (The front boundary's x, -1, ends the walk for any camera the game can have; `a0 >` keeps a hostile one in the layout.)
    while (a0 > OBJECT_ENTRY_BYTES && !(signed(d6) >= signed(layout.x(a0 - OBJECT_ENTRY_BYTES)))) {
      a0 -= OBJECT_ENTRY_BYTES;
      let d2 = 0;
      if (layout.respawns(a0)) {
        m[RI_LEFT] = (m[RI_LEFT] - 1) & 0xff;
        d2 = m[RI_LEFT];
      }
      const next = chkLoadObj(h, layout, a0, d2);
      if (next < 0) {
        // The SST is full: undo the count, back to the last object loaded.
        if (layout.respawns(a0)) m[RI_LEFT] = (m[RI_LEFT] + 1) & 0xff;
        a0 += OBJECT_ENTRY_BYTES;
        break;
      }
    }
  }
  g[base + OM_LEFT] = a0;
  a0 = g[base + OM_RIGHT];
  d6 = (d6 + 0x300) & 0xffff;
  while (a0 > OBJECT_ENTRY_BYTES && !(signed(d6) > signed(layout.x(a0 - OBJECT_ENTRY_BYTES)))) {
    if (layout.respawns(a0 - OBJECT_ENTRY_BYTES)) m[RI_RIGHT] = (m[RI_RIGHT] - 1) & 0xff;
    a0 -= OBJECT_ENTRY_BYTES;
  }
  g[base + OM_RIGHT] = a0;
}

/**
 * ChkLoadObj: the entry at `a0` into a free slot (AllocateObject), unless its respawn entry says
 * it is loaded or gone (bit 7, which this sets). The offset of the next entry, or -1 when the
 * SST is full (the respawn bit stays set, as the game leaves it).
 */
function chkLoadObj(h: S2ObjectHost, layout: S2ObjectLayout, a0: number, d2: number): number {
  const m = h.m;
  const b = layout.bytes;
  if (layout.respawns(a0)) {
    const was = m[RESPAWN_DATA + d2] & 0x80;
    m[RESPAWN_DATA + d2] |= 0x80;
    if (was !== 0) return a0 + OBJECT_ENTRY_BYTES;
  }
  const id = b[a0 + 4];
  const a1 = allocateObject(h);
  if (a1 < 0) return -1;
  // No port: a stand-in (STAND_IN) holds the slot the game's object takes, so the later objects get the game's slots.
  if (!loadsObject(h.data, id, b[a0 + 5])) m[a1 + OB_ROUTINE] = STAND_IN;
  ww(m, a1 + OB_X, layout.x(a0));
  const yw = rw(b, a0 + 2);
  if ((yw & 0x8000) !== 0) m[a1 + OB_RESPAWN_INDEX] = d2;
  ww(m, a1 + OB_Y, yw & 0xfff);
  // rol.w #3: bits 13 and 14 (the flips) to render_flags' x_flip and y_flip.
  const flips = (yw >> 13) & 3;
  m[a1 + OB_RENDER_FLAGS] = flips;
  m[a1 + OB_STATUS] = flips;
  m[a1 + OB_ID] = id;
  m[a1 + OB_SUBTYPE] = b[a0 + 5];
  return a0 + OBJECT_ENTRY_BYTES;
}

/** AllocateObject: the first dynamic slot whose id is 0 (its byte address), -1 when none is. */
export function allocateObject(h: S2ObjectHost): number {
  return allocateFrom(h, 0);
}

/** AllocateObjectAfterCurrent: the first free slot after `a0`'s (its byte address), -1 when none is. */
export function allocateObjectAfterCurrent(h: S2ObjectHost, a0: number): number {
  return allocateFrom(h, a0 / OBJECT_SIZE + 1);
}

function allocateFrom(h: S2ObjectHost, first: number): number {
  const m = h.m;
  for (let k = first; k < DYNAMIC_SLOTS; k++) {
    if (m[k * OBJECT_SIZE + OB_ID] !== 0) continue;
    if (k >= h.g[h.base + OM_HIGH_WATER]) h.g[h.base + OM_HIGH_WATER] = k + 1;
    return k * OBJECT_SIZE;
  }
  return -1;
}

/** DeleteObject: the slot's bytes cleared. */
export function deleteObject(m: Uint8Array, a0: number): void {
  m.fill(0, a0, a0 + OBJECT_SIZE);
}

/** MarkObjGone: as MarkObjGone3, then DisplaySprite when it stays. */
export function markObjGone(h: S2ObjectHost, a0: number): void {
  markObjGone2(h, a0, rw(h.m, a0 + OB_X));
}

/** MarkObjGone2: the range test on the x `x` (the object's start, for those that move), then DisplaySprite when it stays. */
export function markObjGone2(h: S2ObjectHost, a0: number, x: number): void {
  markChunkGone(h, a0, x, true);
  if (h.m[a0 + OB_ID] !== 0) displaySprite(h, a0);
}

/** DisplaySprite: the object is in this frame's display lists (BuildSprites: s2Sprites.ts). */
export function displaySprite(h: S2ObjectHost, a0: number): void {
  h.displayed[a0 / OBJECT_SIZE] = 1;
}

/** MarkObjGone3 (and MarkObjGone): out of range ($280 px right of the coarse camera, or left of it) the object is deleted and may load again. */
export function markObjGone3(h: S2ObjectHost, a0: number): void {
  markChunkGone(h, a0, rw(h.m, a0 + OB_X), true);
}

/**
 * The range test of MarkObjGone2 and of the objects that do their own (`andi.w #$FF80`, `sub.w
 * (Camera_X_pos_coarse).w`, `cmpi.w #$280; bhi`) on the x `x`: out of range the object is deleted,
 * its respawn entry cleared when `respawn` (MarkObjGone's way) and left set otherwise.
 */
export function markChunkGone(h: S2ObjectHost, a0: number, x: number, respawn: boolean): void {
  const m = h.m;
  const d0 = ((x & 0xff80) - h.g[h.base + OM_CAMERA_COARSE]) & 0xffff;
  if (d0 <= KEEP_RANGE) return;
  const idx = m[a0 + OB_RESPAWN_INDEX];
  if (respawn && idx !== 0) m[RESPAWN_DATA + idx] &= 0x7f;
  deleteObject(m, a0);
}

/** s2disasm's name of the object with id `id` (`ObjID_*` numbers its `Obj_Index` entries: `Obj11`). */
export function s2ObjectName(id: number): string {
  return `Obj${id.toString(16).toUpperCase().padStart(2, '0')}`;
}

/**
 * The object a player stands on (status on_object, then interact: the engine's P_ON_OBJECT - 1
 * is the game's slot), its slot and id; null when the player stands on none. A slot outside the
 * dynamic ones (the game's players and title card) reads as id 0.
 */
export function s2StoodOn(m: Uint8Array, s: Int32Array): { slot: number; id: number } | null {
  if ((s[P_STATUS] & ST_ON_OBJECT) === 0) return null;
  const slot = s[P_ON_OBJECT] > 0 ? s[P_ON_OBJECT] - 1 : 0;
  const k = slot - FIRST_DYNAMIC_SLOT;
  return { slot, id: k >= 0 && k < DYNAMIC_SLOTS ? m[k * OBJECT_SIZE + OB_ID] : 0 };
}

/** RunObjects over the dynamic slots, in slot order (after the players, whose slots come first). */
export function runS2Objects(h: S2ObjectHost): void {
  const m = h.m;
  // The high water is read each step: an object allocated into a later slot this frame (a monitor's contents, a hit's rings) runs this frame, as the game's RunObjects reaches it.
  for (let a0 = 0; a0 < h.g[h.base + OM_HIGH_WATER] * OBJECT_SIZE; a0 += OBJECT_SIZE) {
    const id = m[a0 + OB_ID];
    if (id === 0) continue;
    if (m[a0 + OB_ROUTINE] === STAND_IN) standIn(h, a0);
    else if (id === OBJ_PLANE_SWITCHER) obj03(h, a0);
    else if (id === OBJ_BRIDGE) obj11(h, a0);
    else if (id === OBJ_PLATFORM) obj19(h, a0);
    else if (id === OBJ_SPRING) obj41(h, a0);
    else if (id === OBJ_MONITOR) obj26(h, a0);
    else if (id === OBJ_SPIKES) obj36(h, a0);
    else if (id === OBJ_MONITOR_CONTENTS) obj2E(h, a0);
    else if (id === OBJ_EXPLOSION) obj27(h, a0);
    else if (id === OBJ_LOST_RINGS) obj37(h, a0);
  }
}

/**
 * The routine byte of a stand-in: an object of the layout the engine has no port of (or not of
 * its subtype). It keeps the object's slot, id, position and subtype as ChkLoadObj gave them and
 * does nothing but MarkObjGone3's range test on that x (a stationary object's own deletion; one
 * that moves, spawns children or deletes itself otherwise frees its slot at other times than the
 * game's). It touches no player: no solidity, no collision_flags.
 */
export const STAND_IN = 0xff;

function standIn(h: S2ObjectHost, a0: number): void {
  markObjGone3(h, a0);
}
