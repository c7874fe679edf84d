/**
 * The world: one level, one player, their objects and the camera, stepped one frame at a time.
 * All state lives in `state` (one Int32Array); everything else is immutable configuration.
 */
import { PROFILES } from '../profiles/index.ts';
import type { Profile } from '../profiles/profile.ts';
import { CHARACTERS, type Character } from '../profiles/characters.ts';
import { CHARACTER_IDS, PROFILE_IDS, type CharacterId, type ProfileId } from '../profiles/ids.ts';
import { QUIRK_IDS, resolveQuirks, type QuirkId, type QuirkSet } from '../quirks/catalogue.ts';
import type { Level } from '../level/types.ts';
import { Terrain } from '../terrain/terrain.ts';
import { playerFrame } from '../player/playerFrame.ts';
import { ACCELERATION, CAMERA_BIAS_DEFAULT, DECELERATION, TOP_SPEED } from '../player/constants.ts';
import { moveCamera } from './camera.ts';
import {
  C_BIAS, C_X, C_Y, FIXED_WORDS, PARTNER_WORDS, HIST_BASE, HIST_ENTRIES, P_EVENTS, P_FRAME, P_HRAD, P_INPUT_PREV, P_LAYER, P_SPEED_ACC,
  P_SPEED_DEC, P_SPEED_MAX, P_STATUS, P_WRAD, P_X, P_Y, ST_AIR, P_AIR, W_CAMERA_LOCK, W_WATER, W_WATER_Y,
} from '../state/layout.ts';
import { airCountdown } from '../player/drowning.ts';
import { PlayerSlot } from './playerSlot.ts';
import { PARTNER_START_DX, PARTNER_START_DY, partnerFrame, resetPartner, updatePartnerOnScreen, type PartnerOptions, PARTNER_CONTROLS } from './partner.ts';
import { FULL_AIR } from '../player/water.ts';
import { DYNAMIC_SLOTS, OBJECT_FIELDS, O_TYPE } from '../objects/objectFields.ts';
import { OBJECT_TYPE_INDEX } from '../objects/catalogue.ts';
import { loadObjectsInRange, runObjects } from '../objects/objectRuntime.ts';
import { touchObjects } from '../objects/touch.ts';
import type { ObjectContext } from '../objects/objectContext.ts';
import type { LevelObject } from '../level/types.ts';
import {
  ENGINE_STATE_VERSION, HEADER_WORDS, H_CONFIG, H_FIXES, H_FIXES_HIGH, H_LAYOUT, H_LENGTH, H_LEVEL, H_MAGIC, H_VERSION, LAYOUT_HASH,
  SNAPSHOT_MAGIC,
} from './snapshotHeader.ts';
import { hashWords } from '../state/stateHash.ts';
import type { RestoreResult, Simulation } from './simulation.ts';

export interface WorldOptions {
  profile?: ProfileId;
  character?: CharacterId;
  fixes?: readonly QuirkId[];
  /** Player 2 (engine/world/partner.ts); absent or null: none. */
  partner?: PartnerOptions | null;
}

export class World implements Simulation, ObjectContext {
  readonly level: Level;
  readonly state: Int32Array;
  readonly s: Int32Array;
  readonly t: Terrain;
  readonly p: Profile;
  readonly ch: Character;
  readonly q: QuirkSet;
  readonly fixes: readonly QuirkId[];
  readonly camMaxX: number;
  readonly camMaxY: number;
  readonly snapshotLength: number;
  /** Player 1's context: `s` is the state buffer itself. Every routine is handed this, not the World. */
  readonly p1: PlayerSlot;
  /** Player 2's context (a view of its block after the object slots), or null. */
  readonly p2: PlayerSlot | null;
  readonly partner: PartnerOptions | null;
  /** Where player 2's block starts in the state (0 without a partner). */
  readonly partnerBase: number;
  readonly sidekick = false;
  readonly objectBase = FIXED_WORDS;
  readonly slotCount: number;
  readonly objectDefs: readonly (LevelObject | null)[];
  private readonly header: Int32Array;
  private readonly cameraLimits: { readonly maxX: number; readonly maxY: number };

  constructor(level: Level, options: WorldOptions = {}) {
    this.level = level;
    this.p = PROFILES[options.profile ?? level.profile];
    this.ch = CHARACTERS[options.character ?? level.start.character];
    this.fixes = [...new Set(options.fixes ?? [])].sort();
    this.q = resolveQuirks(this.p.id, this.fixes);
    this.t = new Terrain(level);
    this.camMaxX = Math.max(0, level.widthBlocks * 16 - 320);
    this.camMaxY = Math.max(0, level.heightBlocks * 16 - 224);
    this.cameraLimits = { maxX: this.camMaxX, maxY: this.camMaxY };
    this.objectDefs = level.objects;
    // Dynamic slots only exist for what objects spawn: a level without objects has none,
    // which keeps its state (and every snapshot) four times smaller.
    this.slotCount = level.objects.length + (level.objects.length > 0 ? DYNAMIC_SLOTS : 0);
    this.partner = options.partner ?? null;
    this.partnerBase = this.partner === null ? 0 : FIXED_WORDS + OBJECT_FIELDS * this.slotCount;
    this.state = new Int32Array(FIXED_WORDS + OBJECT_FIELDS * this.slotCount + (this.partner === null ? 0 : PARTNER_WORDS));
    this.s = this.state;
    this.snapshotLength = HEADER_WORDS + this.state.length;
    const config = {
      state: this.state, t: this.t, p: this.p, q: this.q, objectBase: this.objectBase, slotCount: this.slotCount,
      objectDefs: this.objectDefs, camMaxX: this.camMaxX, camMaxY: this.camMaxY,
    };
    const partnerView = this.partner === null ? null : this.state.subarray(this.partnerBase, this.partnerBase + PARTNER_WORDS);
    this.p1 = new PlayerSlot(config, this.state, this.ch, false, partnerView);
    this.p2 = partnerView === null ? null : new PlayerSlot(config, partnerView, CHARACTERS[this.partner!.character], true, null);
    // One bit per quirk in two words (quirks 0..31, 32..63).
    let fixBits = 0;
    let fixBitsHigh = 0;
    for (const f of this.fixes) {
      const i = QUIRK_IDS.indexOf(f);
      if (i < 32) fixBits |= 1 << i;
      else fixBitsHigh |= 1 << (i - 32);
    }
    this.header = Int32Array.from([
      SNAPSHOT_MAGIC,
      ENGINE_STATE_VERSION,
      LAYOUT_HASH,
      level.hash | 0,
      PROFILE_IDS.indexOf(this.p.id) | (CHARACTER_IDS.indexOf(this.ch.id) << 4) | partnerConfig(this.partner),
      fixBits,
      this.state.length,
      fixBitsHigh,
    ]);
    this.reset();
  }

  /** The start of CONTRACTS §4: centre at `start`, speeds 0, standing radii, facing right, airborne. */
  reset(): void {
    const s = this.state;
    s.fill(0);
    s[P_X] = this.level.start.x << 8;
    s[P_Y] = this.level.start.y << 8;
    s[P_WRAD] = this.ch.standWidth;
    s[P_HRAD] = this.ch.standHeight;
    s[P_STATUS] = ST_AIR;
    s[P_LAYER] = 0;
    s[P_SPEED_MAX] = TOP_SPEED;
    s[P_SPEED_ACC] = ACCELERATION;
    s[P_SPEED_DEC] = DECELERATION;
    s[P_AIR] = FULL_AIR;
    if (this.level.water !== null) {
      s[W_WATER] = 1;
      s[W_WATER_Y] = this.level.water.height;
    }
    s[C_BIAS] = CAMERA_BIAS_DEFAULT;
    s[C_X] = clamp(this.level.start.x - 160, 0, this.camMaxX);
    s[C_Y] = clamp(this.level.start.y - CAMERA_BIAS_DEFAULT, 0, this.camMaxY);
    // With a partner, Sonic 2's Obj01_Init fills player 1's record with the partner's start
    // (32 px left, 4 px down) and zero input and status, which the CPU follows at first.
    const histDx = this.p2 === null ? 0 : PARTNER_START_DX;
    const histDy = this.p2 === null ? 0 : PARTNER_START_DY;
    for (let i = 0; i < HIST_ENTRIES; i++) {
      s[HIST_BASE + 2 * i] = this.level.start.x + histDx;
      s[HIST_BASE + 2 * i + 1] = this.level.start.y + histDy;
    }
    if (this.p2 !== null) resetPartner(this.p2.s, this.level, this.p2.ch);
    this.objectDefs.forEach((def, slot) => {
      s[this.objectBase + O_TYPE * this.slotCount + slot] = OBJECT_TYPE_INDEX[def!.type];
    });
    loadObjectsInRange(this.p1);
  }

  /** Player 1's buttons and events of the frame being stepped (the World is a PlayerContext for tests). */
  get held(): number {
    return this.p1.held;
  }
  set held(v: number) {
    this.p1.held = v;
  }
  get press(): number {
    return this.p1.press;
  }
  set press(v: number) {
    this.p1.press = v;
  }
  get events(): number {
    return this.p1.events;
  }
  set events(v: number) {
    this.p1.events = v;
  }
  get statRecord(): Int32Array | null {
    return this.p1.statRecord;
  }

  get frame(): number {
    return this.state[P_FRAME];
  }

  /**
   * One frame. `input` holds player 1's buttons in bits 0..7 (engine/input.ts) and the second
   * pad's in bits 8..15 (read only with a partner). Returns player 1's events of the frame
   * (the partner's are in its block's P_EVENTS).
   */
  step(input: number): number {
    const s = this.state;
    const p1 = this.p1;
    const p2 = this.p2;
    const held = input & 0xff;
    p1.held = held;
    p1.press = held & ~s[P_INPUT_PREV];
    p1.events = 0;
    const t = this.t;
    const layer = s[P_LAYER] === 0 ? t.layerA : t.layerB;
    t.layer = layer;
    playerFrame(p1);
    touchObjects(p1);
    if (p2 !== null) {
      partnerFrame(p2, (input >> 8) & 0xff, this.partner!.control);
      t.layer = layer;
    }
    airCountdown(p1, true);
    if (p2 !== null) airCountdown(p2, false);
    runObjects(p1);
    if (s[W_CAMERA_LOCK] === 0) moveCamera(s, this.p, this.cameraLimits);
    loadObjectsInRange(p1);
    if (p2 !== null) updatePartnerOnScreen(p2);
    s[P_INPUT_PREV] = held;
    s[P_EVENTS] = p1.events;
    s[P_FRAME]++;
    return p1.events;
  }

  snapshot(): Int32Array {
    const out = new Int32Array(this.snapshotLength);
    this.snapshotInto(out);
    return out;
  }

  snapshotInto(out: Int32Array): void {
    out.set(this.header, 0);
    out.set(this.state, HEADER_WORDS);
  }

  restore(snapshot: Int32Array): RestoreResult {
    const h = this.header;
    if (snapshot.length < HEADER_WORDS || snapshot[H_MAGIC] !== SNAPSHOT_MAGIC) {
      return refuse('snapshotMagic', 'not a Subpixel engine snapshot');
    }
    if (snapshot[H_VERSION] !== h[H_VERSION]) {
      return refuse('snapshotVersion', `snapshot is from engine state version ${snapshot[H_VERSION]}, this engine is version ${h[H_VERSION]}`);
    }
    if (snapshot[H_LAYOUT] !== h[H_LAYOUT]) return refuse('snapshotLayout', 'snapshot has a different state layout');
    if (snapshot[H_LEVEL] !== h[H_LEVEL]) {
      return refuse('snapshotLevel', `snapshot is from another level (hash ${hex(snapshot[H_LEVEL])}, this level is ${hex(h[H_LEVEL])})`);
    }
    if (snapshot[H_CONFIG] !== h[H_CONFIG] || snapshot[H_FIXES] !== h[H_FIXES] || snapshot[H_FIXES_HIGH] !== h[H_FIXES_HIGH]) {
      return refuse('snapshotConfig', 'snapshot is from another profile, character or set of fixes');
    }
    if (snapshot[H_LENGTH] !== h[H_LENGTH] || snapshot.length !== this.snapshotLength) {
      return refuse('snapshotLength', `snapshot holds ${snapshot.length - HEADER_WORDS} state words, expected ${this.state.length}`);
    }
    this.state.set(snapshot.subarray(HEADER_WORDS));
    return { ok: true };
  }

  hash(): string {
    return hashWords(this.state);
  }
}

export function createWorld(level: Level, options: WorldOptions = {}): World {
  return new World(level, options);
}

/** The partner's part of the header's configuration word: character index + 1 << 8, control << 12. */
function partnerConfig(partner: PartnerOptions | null): number {
  if (partner === null) return 0;
  return ((CHARACTER_IDS.indexOf(partner.character) + 1) << 8) | (PARTNER_CONTROLS.indexOf(partner.control) << 12);
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

function refuse(code: 'snapshotMagic' | 'snapshotVersion' | 'snapshotLayout' | 'snapshotLevel' | 'snapshotConfig' | 'snapshotLength', message: string): RestoreResult {
  return { ok: false, error: { code, message } };
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
