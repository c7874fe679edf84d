/**
 * Sonic 1's RAM as the engine keeps it: for a 68000 address ($FFxxxx) and a size of 1, 2 or 4
 * bytes, the value the engine's state holds there, or "not modelled" (the address is not part
 * of what the engine keeps). The RAM watch and RAM search read the game's RAM through it, and
 * the real-game bridge will compare the real game's RAM with the engine's through the same map.
 *
 * Data-driven: each entry names its place by the checkout's labels (ramLabels.ts: `v_rings`,
 * `v_player` + `obX`), never by an address copied by hand, and says how the state holds it:
 * - the object RAM (v_objspace): the engine keeps slots 1..$7F as the game's own bytes (a byte
 *   view over the state, engine/games/s1/objects/s1State.ts), but only the slots an engine object can
 *   occupy (RESERVED_SLOTS_IN_USE, then the level slots $20..$7F: the HUD and title card slots
 *   stay empty) and not obGfx and obMap (VRAM settings and ROM pointers the engine has no use
 *   for). The respawn table v_objstate is bytes in the same view.
 * - slot 0, v_player: Sonic lives in the engine's player block (engine/state/layout.ts), so his
 *   fields are read the way objects read him (engine/games/s1/objects/sonic.ts): obX as the 16.16 long
 *   `move.l obX(a0),d2` reads (the pixel word, then the subpixel in the high byte of the fraction
 *   word: SpeedToPos adds `speed << 8`, so the fraction's low byte is never set), speeds as
 *   words, obStatus in the game's bit layout.
 * - the game-wide variables the engine keeps (the G_* words of s1State.ts, the W_* and C_* words
 *   of layout.ts), each in the game's size and representation.
 * Everything else (the VDP buffers, the palettes, the sound driver, the HUD's counters' flags,
 * the pads) is not modelled, and a read that touches any such byte says so.
 */
import {
  C_BIAS, C_HIST_INDEX, C_X, C_Y, FIXED_WORDS, HIST_BASE, P_AIR, P_CTRL_LOCK, P_INVINCIBLE, P_INVULN_TIMER, P_RINGS, P_SENSOR_ANGLE_A,
  P_SENSOR_ANGLE_B, P_SHIELD, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, W_CAMERA_LOCK, W_CHECKPOINT_X, W_CHECKPOINT_Y, W_DLE_ROUTINE,
  W_LAMP_CAM_X, W_LAMP_CAM_Y, W_LAMP_DLE, W_LAMP_LIMIT_BOTTOM, W_LAMP_RINGS, W_LAMP_WATER_LEVEL, W_LAMP_WATER_ROUTINE,
  W_LAST_CHECKPOINT, W_LEVEL_FRAME, W_LIMIT_BOTTOM, W_LIMIT_BOTTOM_TARGET, W_LIMIT_LEFT, W_LIMIT_MOVED, W_LIMIT_RIGHT, W_LIMIT_TOP,
  W_LIVES, W_LOCK_SCREEN, W_PLAYER_CTRL, W_SLIDE, W_WATER_LEVEL, W_WATER_ROUTINE, W_WATER_SPEED, W_WATER_TARGET, W_WATER_Y,
  W_WIND_TUNNEL, W_WIND_TUNNEL_OFF,
} from '../../state/layout.ts';
import {
  G_ANI0_FRAME, G_ANI0_TIME, G_ANI1_FRAME, G_ANI1_TIME, G_ANI2_FRAME, G_ANI2_TIME, G_ANI3_BUF, G_ANI3_FRAME, G_ANI3_TIME, G_BIG_RING, G_EMERALDS, G_LAST_SPECIAL,
  G_BOSS_STATUS, G_CONTINUES, G_CONVEY_REV, G_INVINCIBLE, G_ITEM_BONUS, G_LAMP_TIME, G_LIFE_COUNT, G_LOCK_CTRL, G_OBJ31_YPOS, G_OBJ56,
  G_OBJ6B, G_OPL_ROUTINE, G_OPL_SCREEN, G_PLAYER_GONE, G_RANDOM, G_RING_BONUS, G_SCORE, G_SCORE_LIFE, G_SHOES, G_SHOE_TIME,
  G_TIME, G_TIME_BONUS, G_TIME_COUNT, G_TIME_OVER, G_VBLANK, OBJSTATE, OBJSTATE_BYTES, S1_BASE, S1_BYTES, S1_REGION_WORDS,
} from './objects/s1State.ts';
import { LEVEL_SLOT_FIRST, OB_GFX, OB_MAP, OBJECT_RAM_BYTES, OBJECT_SIZE, OBJECT_SLOTS, RESERVED_SLOTS_IN_USE } from './objects/ram.ts';
import {
  sonicAngle, sonicHeight, sonicInertia, sonicJumpFlag, sonicMoveLock, sonicRoutine, sonicStatus, sonicStickToConvex, sonicVelX,
  sonicVelY, sonicWidth, sonicXLong, sonicYLong,
} from './objects/sonic.ts';
import { switchByte } from './act/switches.ts';
import { obj63Byte } from './objects/conveyorPath.ts';
import { oscillatorBits, oscillatorRate, oscillatorValue, OSC_COUNT } from './act/oscillators.ts';
import { RAM_FIRST, RAM_LAST } from './ramLabelTable.ts';
import type { RamLabels } from './ramLabels.ts';

export type RamSize = 1 | 2 | 4;

export type RamRead =
  | { readonly ok: true; readonly value: number }
  /** `ramNotModelled`: `address` is the first byte the engine does not keep; `ramNoGameRam`: not a real act's state. */
  | { readonly ok: false; readonly code: 'ramNotModelled' | 'ramNoGameRam' | 'ramOutside'; readonly address: number };

/**
 * One variable: at `label` (+ the constant `field`, + `plus` bytes), `bytes` long, read from the
 * state either as one value (`value`, `bytes` <= 4, big-endian like the 68000) or byte by byte
 * (`byte`, for tables).
 */
export interface RamField {
  readonly label: string;
  readonly field?: string;
  readonly plus?: number;
  readonly bytes: number;
  readonly value?: (s: Int32Array) => number;
  readonly byte?: (s: Int32Array, k: number) => number;
  /** Why the engine's word is the game's (where it is not the obvious same thing). */
  readonly why?: string;
}

const word = (i: number) => (s: Int32Array): number => s[i];

/** Sonic's fields (slot 0), read as objects read him (engine/games/s1/objects/sonic.ts). */
export const S1_PLAYER_FIELDS: readonly RamField[] = [
  { label: 'v_player', field: 'obID', bytes: 1, value: (s) => (s[G_PLAYER_GONE] !== 0 ? 0 : 1), why: 'Obj01 (id 1) until the giant ring removes him' },
  { label: 'v_player', field: 'obX', bytes: 4, value: sonicXLong },
  { label: 'v_player', field: 'obY', bytes: 4, value: sonicYLong },
  { label: 'v_player', field: 'obVelX', bytes: 2, value: sonicVelX },
  { label: 'v_player', field: 'obVelY', bytes: 2, value: sonicVelY },
  { label: 'v_player', field: 'obInertia', bytes: 2, value: sonicInertia },
  { label: 'v_player', field: 'obHeight', bytes: 1, value: sonicHeight },
  { label: 'v_player', field: 'obWidth', bytes: 1, value: sonicWidth },
  { label: 'v_player', field: 'obStatus', bytes: 1, value: sonicStatus },
  { label: 'v_player', field: 'obRoutine', bytes: 1, value: sonicRoutine },
  { label: 'v_player', field: 'obAngle', bytes: 1, value: sonicAngle },
  { label: 'v_player', field: 'flashtime', bytes: 2, value: word(P_INVULN_TIMER) },
  { label: 'v_player', field: 'invtime', bytes: 2, value: word(P_INVINCIBLE) },
  { label: 'v_player', field: 'shoetime', bytes: 2, value: word(G_SHOE_TIME) },
  { label: 'v_player', field: 'stick_to_convex', bytes: 1, value: sonicStickToConvex },
  { label: 'v_player', field: 'objoff_3C', bytes: 1, value: sonicJumpFlag, why: "Sonic's jump flag" },
  { label: 'v_player', field: 'objoff_3E', bytes: 2, value: sonicMoveLock, why: "Sonic's horizontal control lock" },
];

/** The game-wide variables the engine keeps. */
export const S1_VARIABLES: readonly RamField[] = [
  { label: 'v_rings', bytes: 2, value: word(P_RINGS) },
  { label: 'v_time', bytes: 4, value: word(G_TIME), why: 'minutes << 16 | seconds << 8 | sixtieths, the top byte 0' },
  { label: 'v_score', bytes: 4, value: word(G_SCORE) },
  { label: 'v_scorelife', bytes: 4, value: word(G_SCORE_LIFE) },
  { label: 'v_random', bytes: 4, value: word(G_RANDOM) },
  { label: 'v_framecount', bytes: 2, value: word(W_LEVEL_FRAME) },
  { label: 'v_vbla_count', bytes: 4, value: word(G_VBLANK) },
  { label: 'v_lives', bytes: 1, value: word(W_LIVES) },
  { label: 'v_lifecount', bytes: 1, value: word(G_LIFE_COUNT) },
  { label: 'v_continues', bytes: 1, value: word(G_CONTINUES) },
  { label: 'f_timeover', bytes: 1, value: word(G_TIME_OVER) },
  { label: 'f_timecount', bytes: 1, value: word(G_TIME_COUNT) },
  { label: 'v_air', bytes: 2, value: word(P_AIR) },
  { label: 'v_shield', bytes: 1, value: word(P_SHIELD) },
  { label: 'v_invinc', bytes: 1, value: word(G_INVINCIBLE) },
  { label: 'v_shoes', bytes: 1, value: word(G_SHOES) },
  { label: 'v_itembonus', bytes: 2, value: word(G_ITEM_BONUS) },
  { label: 'v_timebonus', bytes: 2, value: word(G_TIME_BONUS) },
  { label: 'v_ringbonus', bytes: 2, value: word(G_RING_BONUS) },
  { label: 'f_lockctrl', bytes: 1, value: word(G_LOCK_CTRL) },
  { label: 'f_bigring', bytes: 1, value: word(G_BIG_RING) },
  { label: 'v_lastspecial', bytes: 1, value: word(G_LAST_SPECIAL) },
  { label: 'v_emeralds', bytes: 1, value: (s) => s[G_EMERALDS] & 7 },
  { label: 'v_bossstatus', bytes: 1, value: word(G_BOSS_STATUS) },
  { label: 'v_ani0_time', bytes: 1, value: word(G_ANI0_TIME) },
  { label: 'v_ani0_frame', bytes: 1, value: word(G_ANI0_FRAME) },
  { label: 'v_ani1_time', bytes: 1, value: word(G_ANI1_TIME) },
  { label: 'v_ani1_frame', bytes: 1, value: word(G_ANI1_FRAME) },
  { label: 'v_ani2_time', bytes: 1, value: word(G_ANI2_TIME) },
  { label: 'v_ani2_frame', bytes: 1, value: word(G_ANI2_FRAME) },
  { label: 'v_ani3_time', bytes: 1, value: word(G_ANI3_TIME) },
  { label: 'v_ani3_frame', bytes: 1, value: word(G_ANI3_FRAME) },
  { label: 'v_ani3_buf', bytes: 2, value: word(G_ANI3_BUF) },
  { label: 'v_opl_routine', bytes: 1, value: word(G_OPL_ROUTINE) },
  { label: 'v_opl_screen', bytes: 2, value: word(G_OPL_SCREEN) },
  { label: 'v_obj31ypos', bytes: 2, value: word(G_OBJ31_YPOS) },
  { label: 'f_obj56', bytes: 1, value: word(G_OBJ56) },
  { label: 'f_conveyrev', bytes: 1, value: word(G_CONVEY_REV) },
  { label: 'v_obj63', bytes: 6, byte: obj63Byte },
  { label: 'v_obj6B', bytes: 1, value: word(G_OBJ6B) },
  { label: 'f_switch', bytes: 16, byte: switchByte },
  // The camera: ScrollHoriz writes the pixel word only, ScrollVertical adds whole pixels
  // (2, 6 or 16 px as `speed << 8` longs), so the fraction word stays 0.
  { label: 'v_screenposx', bytes: 4, value: (s) => (s[C_X] & 0xffff) << 16, why: 'the pixel word, the fraction word always 0' },
  { label: 'v_screenposy', bytes: 4, value: (s) => (s[C_Y] & 0xffff) << 16, why: 'the pixel word, the fraction word always 0' },
  { label: 'v_lookshift', bytes: 2, value: word(C_BIAS) },
  { label: 'v_limitleft2', bytes: 2, value: word(W_LIMIT_LEFT) },
  { label: 'v_limitright2', bytes: 2, value: word(W_LIMIT_RIGHT) },
  { label: 'v_limittop2', bytes: 2, value: word(W_LIMIT_TOP) },
  { label: 'v_limitbtm2', bytes: 2, value: word(W_LIMIT_BOTTOM) },
  { label: 'v_limitbtm1', bytes: 2, value: word(W_LIMIT_BOTTOM_TARGET) },
  { label: 'f_lockscreen', bytes: 1, value: word(W_LOCK_SCREEN) },
  { label: 'v_dle_routine', bytes: 1, value: word(W_DLE_ROUTINE) },
  { label: 'f_bgscrollvert', bytes: 1, value: word(W_LIMIT_MOVED) },
  { label: 'f_nobgscroll', bytes: 1, value: word(W_CAMERA_LOCK) },
  { label: 'v_sonspeedmax', bytes: 2, value: word(P_SPEED_MAX) },
  { label: 'v_sonspeedacc', bytes: 2, value: word(P_SPEED_ACC) },
  { label: 'v_sonspeeddec', bytes: 2, value: word(P_SPEED_DEC) },
  { label: 'v_anglebuffer', bytes: 1, value: word(P_SENSOR_ANGLE_A) },
  { label: 'v_anglebuffer2', bytes: 1, value: word(P_SENSOR_ANGLE_B) },
  { label: 'f_playerctrl', bytes: 1, value: word(W_PLAYER_CTRL) },
  { label: 'f_wtunnelmode', bytes: 1, value: word(W_WIND_TUNNEL) },
  { label: 'f_wtunnelallow', bytes: 1, value: word(W_WIND_TUNNEL_OFF) },
  { label: 'f_slidemode', bytes: 1, value: word(W_SLIDE) },
  { label: 'v_waterpos1', bytes: 2, value: word(W_WATER_Y) },
  { label: 'v_waterpos2', bytes: 2, value: word(W_WATER_LEVEL) },
  { label: 'v_waterpos3', bytes: 2, value: word(W_WATER_TARGET) },
  { label: 'f_water', bytes: 1, value: word(W_WATER_SPEED), why: 'LZWaterFeatures moves the water by f_water pixels a frame' },
  { label: 'v_wtr_routine', bytes: 1, value: word(W_WATER_ROUTINE) },
  // Lamp_StoreInfo; v_lastlamp's second byte (a copy) is not kept.
  { label: 'v_lastlamp', bytes: 1, value: word(W_LAST_CHECKPOINT) },
  { label: 'v_lamp_xpos', bytes: 2, value: word(W_CHECKPOINT_X) },
  { label: 'v_lamp_ypos', bytes: 2, value: word(W_CHECKPOINT_Y) },
  { label: 'v_lamp_rings', bytes: 2, value: word(W_LAMP_RINGS) },
  { label: 'v_lamp_time', bytes: 4, value: word(G_LAMP_TIME) },
  { label: 'v_lamp_dle', bytes: 1, value: word(W_LAMP_DLE) },
  { label: 'v_lamp_limitbtm', bytes: 2, value: word(W_LAMP_LIMIT_BOTTOM) },
  { label: 'v_lamp_scrx', bytes: 2, value: word(W_LAMP_CAM_X) },
  { label: 'v_lamp_scry', bytes: 2, value: word(W_LAMP_CAM_Y) },
  { label: 'v_lamp_wtrpos', bytes: 2, value: word(W_LAMP_WATER_LEVEL) },
  { label: 'v_lamp_wtrrout', bytes: 1, value: word(W_LAMP_WATER_ROUTINE) },
  // Sonic_RecordPosition: obX and obY words at v_tracksonic + v_trackpos, then v_trackbyte += 4.
  { label: 'v_trackpos', bytes: 2, value: (s) => (s[C_HIST_INDEX] * 4) & 0xff, why: 'the history index in bytes (4 per entry)' },
  { label: 'v_tracksonic', bytes: 0x100, byte: (s, k) => (s[HIST_BASE + (k >> 1)] >> ((~k & 1) << 3)) & 0xff },
  // OscillateNumDo: the direction bitfield, then a value word and a rate word per oscillator.
  { label: 'v_oscillate', bytes: 2, value: oscillatorBits },
  { label: 'v_oscillate', plus: 2, bytes: 4 * OSC_COUNT, byte: (s, k) => ((k & 2 ? oscillatorRate(s, k >> 2) : oscillatorValue(s, k >> 2)) >> ((~k & 1) << 3)) & 0xff },
];

/** Offsets in an object slot the engine does not keep: obGfx (2 bytes) and obMap (4 bytes). */
const UNKEPT_SLOT_BYTES: ReadonlySet<number> = new Set([OB_GFX, OB_GFX + 1, OB_MAP, OB_MAP + 1, OB_MAP + 2, OB_MAP + 3]);

/** The object slots an engine object can occupy: the reserved ones in use, then every level slot. */
export const MODELLED_SLOTS: readonly number[] = [...RESERVED_SLOTS_IN_USE, ...Array.from({ length: OBJECT_SLOTS - LEVEL_SLOT_FIRST }, (_, i) => LEVEL_SLOT_FIRST + i)];

/** Whether `state` is a real act's (the only states with Sonic 1's RAM in them). */
export function hasGameRam(state: Int32Array): boolean {
  return state.length === FIXED_WORDS + S1_REGION_WORDS;
}

/** The byte view over a real act's state (the object RAM and v_objstate), as engine/world/world.ts makes it. */
export function gameRamBytes(state: Int32Array): Uint8Array {
  return new Uint8Array(state.buffer, state.byteOffset + S1_BASE * 4, S1_BYTES);
}

const RAM_BYTES = RAM_LAST - RAM_FIRST + 1;

/** The map for one checkout's labels (build once per label table; reads are then table lookups). */
export class S1RamMap {
  /** Entries whose labels (or field constants) the checkout lacks, as `label+field`: left out. */
  readonly missing: string[] = [];
  /** Entries that would overlap bytes already mapped (a checkout that moved things): left out. */
  readonly overlapping: string[] = [];
  /** Every modelled address, ascending. */
  declare readonly addresses: Int32Array;
  declare readonly labels: RamLabels;
  /** Per RAM byte: the byte view offset holding it, or -1. */
  private readonly viewAt = new Int32Array(RAM_BYTES).fill(-1);
  /** Per RAM byte: field index * 256 + byte index in the field, or -1. */
  private readonly fieldAt = new Int32Array(RAM_BYTES).fill(-1);
  private readonly fields: RamField[] = [];

  constructor(labels: RamLabels) {
    this.labels = labels;
    const space = labels.objectSpace;
    if (space === null || space.bytes < OBJECT_RAM_BYTES) this.missing.push('v_objspace');
    else {
      for (const slot of MODELLED_SLOTS) {
        for (let off = 0; off < OBJECT_SIZE; off++) {
          if (!UNKEPT_SLOT_BYTES.has(off)) this.viewAt[space.address - RAM_FIRST + slot * OBJECT_SIZE + off] = slot * OBJECT_SIZE + off;
        }
      }
    }
    const objstate = labels.address('v_objstate');
    if (objstate === undefined || (labels.bytes('v_objstate') ?? 0) < OBJSTATE_BYTES) this.missing.push('v_objstate');
    else for (let k = 0; k < OBJSTATE_BYTES; k++) this.viewAt[objstate - RAM_FIRST + k] = OBJSTATE + k;
    for (const f of [...S1_PLAYER_FIELDS, ...S1_VARIABLES]) this.add(f);
    const out: number[] = [];
    for (let i = 0; i < RAM_BYTES; i++) if (this.viewAt[i] >= 0 || this.fieldAt[i] >= 0) out.push(RAM_FIRST + i);
    this.addresses = Int32Array.from(out);
  }

  /** The address an entry names with these labels, or undefined. */
  addressOf(f: RamField): number | undefined {
    const base = this.labels.address(f.label);
    const field = f.field === undefined ? 0 : this.labels.constant(f.field);
    if (base === undefined || field === undefined) return undefined;
    return base + field + (f.plus ?? 0);
  }

  /** Whether the engine keeps the byte at `address`. */
  modelled(address: number): boolean {
    const i = address - RAM_FIRST;
    return i >= 0 && i < RAM_BYTES && (this.viewAt[i] >= 0 || this.fieldAt[i] >= 0);
  }

  /** The entry that holds `address` (a variable or one of Sonic's fields), or null (object RAM, unmodelled). */
  fieldAtAddress(address: number): RamField | null {
    const i = address - RAM_FIRST;
    if (i < 0 || i >= RAM_BYTES || this.fieldAt[i] < 0) return null;
    return this.fields[this.fieldAt[i] >> 8];
  }

  /** One byte of a real act's state; -1 when it is not modelled. `bytes`: gameRamBytes(state). */
  byte(state: Int32Array, bytes: Uint8Array, address: number): number {
    const i = address - RAM_FIRST;
    if (i < 0 || i >= RAM_BYTES) return -1;
    const v = this.viewAt[i];
    if (v >= 0) return bytes[v];
    const f = this.fieldAt[i];
    if (f < 0) return -1;
    const field = this.fields[f >> 8];
    const k = f & 0xff;
    if (field.byte !== undefined) return field.byte(state, k) & 0xff;
    return (field.value!(state) >>> (8 * (field.bytes - 1 - k))) & 0xff;
  }

  /** The value at `address`, `size` bytes big-endian, unsigned. */
  read(state: Int32Array, address: number, size: RamSize): RamRead {
    if (!hasGameRam(state)) return { ok: false, code: 'ramNoGameRam', address };
    if (!Number.isInteger(address) || address < RAM_FIRST || address + size - 1 > RAM_LAST) return { ok: false, code: 'ramOutside', address };
    const bytes = gameRamBytes(state);
    for (let k = 0; k < size; k++) if (this.byte(state, bytes, address + k) < 0) return { ok: false, code: 'ramNotModelled', address: address + k };
    return { ok: true, value: this.value(state, bytes, address, size) };
  }

  /**
   * The unsigned value at `address` from a real act's state and its byte view (gameRamBytes),
   * or -1 when a byte of it is not modelled: the search's loop, without a view per read.
   */
  value(state: Int32Array, bytes: Uint8Array, address: number, size: RamSize): number {
    let v = 0;
    for (let k = 0; k < size; k++) {
      const b = this.byte(state, bytes, address + k);
      if (b < 0) return -1;
      v = v * 256 + b;
    }
    return v;
  }

  /** Every modelled byte of a real act's state, in `addresses` order (what a RAM search compares). */
  snapshot(state: Int32Array): Uint8Array {
    const out = new Uint8Array(this.addresses.length);
    if (!hasGameRam(state)) return out;
    const bytes = gameRamBytes(state);
    for (let i = 0; i < out.length; i++) out[i] = this.byte(state, bytes, this.addresses[i]);
    return out;
  }

  private add(f: RamField): void {
    const name = f.field === undefined ? f.label : `${f.label}+${f.field}`;
    const at = this.addressOf(f);
    if (at === undefined) {
      this.missing.push(name);
      return;
    }
    const i = at - RAM_FIRST;
    if (i < 0 || i + f.bytes > RAM_BYTES) {
      this.missing.push(name);
      return;
    }
    for (let k = 0; k < f.bytes; k++) {
      if (this.viewAt[i + k] >= 0 || this.fieldAt[i + k] >= 0) {
        this.overlapping.push(name);
        return;
      }
    }
    const index = this.fields.length;
    this.fields.push(f);
    for (let k = 0; k < f.bytes; k++) this.fieldAt[i + k] = index * 256 + k;
  }
}
