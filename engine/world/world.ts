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
import { CAMERA_BIAS_DEFAULT } from '../player/constants.ts';
import { moveCamera } from './camera.ts';
import {
  C_BIAS, C_X, C_Y, FIXED_WORDS, HIST_BASE, HIST_ENTRIES, P_EVENTS, P_FRAME, P_HRAD, P_INPUT_PREV, P_LAYER, P_STATUS,
  P_WRAD, P_X, P_Y, ST_AIR,
} from '../state/layout.ts';
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
import type { RestoreResult, Simulation, SnapshotError } from './simulation.ts';
import { checkStateWords } from './validateSnapshot.ts';

const RESTORED: RestoreResult = { ok: true };

export interface WorldOptions {
  profile?: ProfileId;
  character?: CharacterId;
  fixes?: readonly QuirkId[];
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
  held = 0;
  press = 0;
  events = 0;
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
    this.state = new Int32Array(FIXED_WORDS + OBJECT_FIELDS * this.slotCount);
    this.s = this.state;
    this.snapshotLength = HEADER_WORDS + this.state.length;
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
      PROFILE_IDS.indexOf(this.p.id) | (CHARACTER_IDS.indexOf(this.ch.id) << 4),
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
    s[C_BIAS] = CAMERA_BIAS_DEFAULT;
    s[C_X] = clamp(this.level.start.x - 160, 0, this.camMaxX);
    s[C_Y] = clamp(this.level.start.y - CAMERA_BIAS_DEFAULT, 0, this.camMaxY);
    for (let i = 0; i < HIST_ENTRIES; i++) {
      s[HIST_BASE + 2 * i] = this.level.start.x;
      s[HIST_BASE + 2 * i + 1] = this.level.start.y;
    }
    this.objectDefs.forEach((def, slot) => {
      s[this.objectBase + O_TYPE * this.slotCount + slot] = OBJECT_TYPE_INDEX[def!.type];
    });
    loadObjectsInRange(this);
  }

  get frame(): number {
    return this.state[P_FRAME];
  }

  step(input: number): number {
    const s = this.state;
    const prev = s[P_INPUT_PREV];
    this.held = input & 0xff;
    this.press = this.held & ~prev;
    this.events = 0;
    this.t.layer = s[P_LAYER] === 0 ? this.t.layerA : this.t.layerB;
    playerFrame(this);
    touchObjects(this);
    runObjects(this);
    moveCamera(s, this.p, this.cameraLimits);
    loadObjectsInRange(this);
    s[P_INPUT_PREV] = this.held;
    s[P_EVENTS] = this.events;
    s[P_FRAME]++;
    return this.events;
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
    const refused = this.checkHeader(snapshot);
    if (refused !== null) return refused;
    this.state.set(snapshot.subarray(HEADER_WORDS));
    return RESTORED;
  }

  /**
   * Restores a snapshot that came from a file: the header as `restore` checks it, then every
   * state word against the layout's invariants (validateSnapshot.ts). A word out of range is
   * refused with code `snapshotInvalid` naming it in `field`; the world is left unchanged.
   */
  restoreUntrusted(snapshot: Int32Array): RestoreResult {
    const refused = this.checkHeader(snapshot);
    if (refused !== null) return refused;
    const words = snapshot.subarray(HEADER_WORDS);
    const checked = checkStateWords(this, words);
    if (!checked.ok) return checked;
    this.state.set(words);
    return RESTORED;
  }

  /** Null when `snapshot`'s header matches this world; otherwise the refusal. */
  private checkHeader(snapshot: Int32Array): RestoreResult | null {
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
    return null;
  }

  hash(): string {
    return hashWords(this.state);
  }
}

export function createWorld(level: Level, options: WorldOptions = {}): World {
  return new World(level, options);
}

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

function refuse(code: Exclude<SnapshotError['code'], 'snapshotInvalid'>, message: string): RestoreResult {
  return { ok: false, error: { code, message } };
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
