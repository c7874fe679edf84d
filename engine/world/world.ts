/**
 * The world: one level, one player, their objects and the camera, stepped one frame at a time.
 * All state lives in `state` (one Int32Array); everything else is immutable configuration.
 */
import { PROFILES } from '../profiles/index.ts';
import type { Profile } from '../profiles/profile.ts';
import { CHARACTERS, type Character } from '../profiles/characters.ts';
import { CHARACTER_IDS, PROFILE_IDS, type CharacterId, type ProfileId } from '../profiles/ids.ts';
import { resolveMoves, type MoveSet } from '../profiles/moves.ts';
import { QUIRK_IDS, resolveQuirks, type QuirkId, type QuirkSet } from '../quirks/catalogue.ts';
import { SHIELD_NAMES, type Level } from '../level/types.ts';
import { Terrain } from '../terrain/terrain.ts';
import { playerFrame } from '../player/playerFrame.ts';
import { movesAfterObjects } from '../player/moves/afterObjects.ts';
import { ACCELERATION, CAMERA_BIAS_DEFAULT, DECELERATION, TOP_SPEED } from '../player/constants.ts';
import { moveCamera } from './camera.ts';
import {
  C_BIAS, C_X, C_Y, FIXED_WORDS, HIST_BASE, HIST_ENTRIES, P_EVENTS, P_EVENTS2, P_FRAME, P_HRAD, P_INPUT_PREV, P_LAYER, P_SENSOR_ANGLE_A,
  P_SENSOR_ANGLE_B, P_SPEED_ACC,
  P_SPEED_DEC, P_SPEED_MAX, P_STATUS, P_WRAD, P_X, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_UNDERWATER, W_LEVEL_FRAME, W_LIMIT_BOTTOM, W_LIMIT_RIGHT,
  W_LAYOUT_PATCH, W_LIVES, W_PLAYER_CTRL, W_RESTART, RESTART_ACT, RESTART_NEXT_ACT, P_AIR, PARTNER_WORDS, W_CAMERA_LOCK, W_WATER,
  W_WATER_Y, P_EMERALDS, P_RINGS, P_SHIELD, P_SUPER_TRANSFORM, SHIELD_PLAIN, ST_RESETTING, W_RESET_DELAY,
} from '../state/layout.ts';
import { airCountdown } from '../player/drowning.ts';
import { FULL_AIR } from '../player/water.ts';
import { PlayerSlot } from './playerSlot.ts';
import {
  PARTNER_START_DX, partnerRefusal, PARTNER_START_DY, partnerFrame, resetPartner, updatePartnerOnScreen, type PartnerOptions,
} from './partner.ts';
import { EV_RESTART } from '../state/events.ts';
import { actRules, type ActRules } from '../games/s1/act/actRules.ts';
import { loadActStart } from '../games/s1/act/actStart.ts';
import { startLimits, writeLimits } from '../games/s1/act/levelLimits.ts';
import { sonicLoops } from '../games/s1/act/loops.ts';
import { dynamicLevelEvents, type DleHost } from '../games/s1/act/dynamicLevelEvents.ts';
import { LZ3_PATCH_INDEX, dynamicWater, startWater, swayWater } from '../games/s1/act/labyrinthWater.ts';
import { windTunnels } from '../games/s1/act/labyrinthWindTunnels.ts';
import { waterSlides } from '../games/s1/act/labyrinthSlides.ts';
import { advanceOscillators, initOscillators } from '../games/s1/act/oscillators.ts';
import { LAMP_WORDS } from '../games/s1/act/lamppost.ts';
import { NO_PLACEMENTS } from '../level/realAct.ts';
import type { S1ObjectContext } from '../games/s1/objects/context.ts';
import { SpriteQueue } from '../games/s1/objects/spriteQueue.ts';
import { SolidBoxMarks } from '../games/s1/objects/solidBoxes.ts';
import {
  G_CONTINUES, G_JPAD2, G_LOCK_CTRL, G_SCORE, G_SCORE_LIFE, G_SONIC_ANGLE_A, G_SONIC_ANGLE_B, G_TIME_COUNT, G_TIME_OVER, G_VBLANK, S1_BASE, S1_BYTES,
  S1_REGION_WORDS,
} from '../games/s1/objects/s1State.ts';
import { signpostArtLoad, synchroAnimate, tickLevelTimer } from '../games/s1/objects/gameTimers.ts';
import { addPLC, processDPLC, startActQueue } from '../games/s1/objects/artQueue.ts';
import { loadGameOverCards } from '../games/s1/objects/objects/gameOverCard.ts';
import { kill } from '../player/death.ts';
import { executeObjects, findFreeObj, objPosLoad } from '../games/s1/objects/objectManager.ts';
import { enterWaterObjects, leaveWaterObjects } from '../games/s1/objects/sonicWaterObjects.ts';
import { reactToItem } from '../games/s1/objects/reactToItem.ts';
import { sonicRoutine } from '../games/s1/objects/sonic.ts';
import { hasS1ObjectId } from '../games/s1/objects/objectTable.ts';
import { OB_ID, OB_X, OB_Y, SLOT_WATER_SURFACE_1, SLOT_WATER_SURFACE_2, slotAddress, ww } from '../games/s1/objects/ram.ts';
import { loadWaterSurfaces } from '../games/s1/objects/objects/waterSurface.ts';
import { OBJECT_FIELDS, O_TYPE, objectSlotCount } from '../objects/objectFields.ts';
import { OBJECT_TYPE_INDEX } from '../objects/catalogue.ts';
import { loadObjectsInRange, runObjects } from '../objects/objectRuntime.ts';
import { touchObjects } from '../objects/touch.ts';
import type { ObjectContext } from '../objects/objectContext.ts';
import type { LevelObject } from '../level/types.ts';
import {
  ENGINE_STATE_VERSION, HEADER_WORDS, H_CONFIG, H_CONFIG_DROP_DASH, partnerConfig, H_FIXES, H_FIXES_HIGH, H_LAYOUT, H_LENGTH, H_LEVEL, H_MAGIC, H_VERSION, LAYOUT_HASH,
  SNAPSHOT_MAGIC,
} from './snapshotHeader.ts';
import { hashWords } from '../state/stateHash.ts';
import type { RestoreResult, Simulation, SnapshotError } from './simulation.ts';
import { checkStateWords } from './validateSnapshot.ts';
import { s1ActStart } from '../games/s1/act/consoleStart.ts';
import { S2Act } from '../games/s2/s2Act.ts';

export interface WorldOptions {
  profile?: ProfileId;
  character?: CharacterId;
  fixes?: readonly QuirkId[];
  /** Sonic Mania's drop dash for Sonic (off in every classic profile). */
  dropDash?: boolean;
  /**
   * Real acts: the console's VBlank counter during the act's first frame (Sonic 1 v_vbla_count).
   * It depends on how long the console ran before the act, and a few objects read its low bits
   * (scattered rings pick their floor-check frames by it). Default: the real game's value when
   * it boots to the act by the shortest route from power-on (engine/games/s1/act/s1ActStarts.ts), so a
   * movie made here plays on the real game as it played here; 0 on hand-made levels.
   */
  vblank?: number;
  /** Player 2 (engine/world/partner.ts) on hand-made levels; absent or null: none. A real act refuses one (throws). */
  partner?: PartnerOptions | null;
}

export class World implements Simulation, ObjectContext, S1ObjectContext {
  // Fields the constructor assigns are `declare`d: see tests/engine/classFieldShapes.test.ts.
  declare readonly level: Level;
  declare readonly state: Int32Array;
  declare readonly s: Int32Array;
  declare readonly t: Terrain;
  declare readonly p: Profile;
  declare readonly ch: Character;
  declare readonly q: QuirkSet;
  declare readonly mv: MoveSet;
  declare readonly fixes: readonly QuirkId[];
  declare readonly act: ActRules | null;
  declare readonly snapshotLength: number;
  /** Player 1's context: `s` is the state buffer itself. The player routines and objects are handed this, not the World. */
  declare readonly p1: PlayerSlot;
  /** Player 2's context (a view of its block after the object slots), or null. */
  declare readonly p2: PlayerSlot | null;
  declare readonly partner: PartnerOptions | null;
  /** Where player 2's block starts in the state (0 without a partner). */
  declare readonly partnerBase: number;
  readonly sidekick = false;
  /** Player 1's (the World is a PlayerContext too). */
  get idleGate(): boolean {
    return this.p1.idleGate;
  }
  readonly objectBase = FIXED_WORDS;
  declare readonly slotCount: number;
  declare readonly objectDefs: readonly (LevelObject | null)[];
  private declare readonly header: Int32Array;
  /** Real acts: Sonic 1's object RAM and respawn table (a view over the state; empty otherwise). */
  declare readonly m: Uint8Array;
  /** Real acts: the act's object placements (ObjPos format). */
  declare readonly placements: Uint8Array;
  readonly sprites = new SpriteQueue();
  /** Real acts: a cache beside the state (S1ObjectContext.solidBoxMarks), reset whenever the state words are replaced. */
  readonly solidBoxMarks = new SolidBoxMarks();
  private declare readonly vblankStart: number;
  /** VBlanks a restart adds beyond the frame's own (engine/games/s1/act/s1ActStarts.ts reloadVblanks - 1). */
  private declare readonly reloadVblanks: number;
  private declare readonly dle: DleHost | null;
  /** A Sonic 2 act (the level's `s2` layouts): its managers, and its region at the end of the state (engine/games/s2/); null otherwise. */
  declare readonly s2: S2Act | null;

  constructor(level: Level, options: WorldOptions = {}) {
    this.level = level;
    this.p = PROFILES[options.profile ?? level.profile];
    this.ch = CHARACTERS[options.character ?? level.start.character];
    this.fixes = [...new Set(options.fixes ?? [])].sort();
    this.q = resolveQuirks(this.p.id, this.fixes);
    this.mv = resolveMoves(this.p.id, this.ch.id, options.dropDash === true);
    const start = level.act !== undefined ? s1ActStart(level.act) : undefined;
    this.vblankStart = options.vblank ?? start?.bootVblank ?? 0;
    this.reloadVblanks = start !== undefined ? start.reloadVblanks - 1 : RELOAD_VBLANKS;
    this.t = new Terrain(level);
    this.act = level.act !== undefined ? actRules(level.act) : null;
    this.objectDefs = level.objects;
    if (this.act !== null) {
      // A real act runs Sonic 1's own object system in its region of the state.
      this.slotCount = 0;
      this.s2 = null;
      this.state = new Int32Array(FIXED_WORDS + S1_REGION_WORDS);
      this.m = new Uint8Array(this.state.buffer, S1_BASE * 4, S1_BYTES);
      this.placements = level.act!.placements;
      const rules = this.act;
      const m = this.m;
      this.dle = { s: this.state, rules, spawn: (id: number, x: number, y: number) => spawnFromEvents(m, id, x, y) };
    } else {
      this.slotCount = objectSlotCount(level.objects.length);
      const plain = FIXED_WORDS + OBJECT_FIELDS * this.slotCount + (options.partner ? PARTNER_WORDS : 0);
      this.s2 = level.s2 !== undefined ? new S2Act(level.s2, plain) : null;
      this.state = new Int32Array(plain + (this.s2 !== null ? S2Act.regionWords : 0));
      this.m = new Uint8Array(0);
      this.placements = NO_PLACEMENTS;
      this.dle = null;
    }
    // Real acts (Sonic 1) have no partner; the CLI and the workbench refuse one before this.
    const refusal = partnerRefusal(level, options.partner);
    if (refusal !== null) throw new Error(`createWorld: ${refusal}`);
    this.partner = options.partner ?? null;
    this.partnerBase = this.partner === null ? 0 : FIXED_WORDS + OBJECT_FIELDS * this.slotCount;
    this.s = this.state;
    this.snapshotLength = HEADER_WORDS + this.state.length;
    const config = {
      state: this.state, t: this.t, p: this.p, q: this.q, act: this.act, m: this.m, objectBase: this.objectBase, slotCount: this.slotCount,
      objectDefs: this.objectDefs,
    };
    const partnerView = this.partner === null ? null : this.state.subarray(this.partnerBase, this.partnerBase + PARTNER_WORDS);
    this.p2 = partnerView === null
      ? null
      : new PlayerSlot(config, partnerView, CHARACTERS[this.partner!.character], resolveMoves(this.p.id, this.partner!.character, false), true, null);
    this.p1 = new PlayerSlot(config, this.state, this.ch, this.mv, false, this.p2);
    this.s2?.attach(this.state, partnerView, this.p1, this.p2, this.vblankStart);
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
      PROFILE_IDS.indexOf(this.p.id) | (CHARACTER_IDS.indexOf(this.ch.id) << 4) | (this.mv.dropDash ? H_CONFIG_DROP_DASH : 0) | partnerConfig(this.partner),
      fixBits,
      this.state.length,
      fixBitsHigh,
    ]);
    this.reset();
  }

  /**
   * The start. A hand-made level starts as CONTRACTS §4 says: centre at `start`, speeds 0,
   * standing radii, facing right, airborne. A real act starts as the game starts it
   * (engine/games/s1/act/actStart.ts): grounded, after one player update with no buttons.
   */
  reset(): void {
    this.state.fill(0);
    this.solidBoxMarks.reset();
    this.state[W_LIVES] = 3;
    if (this.act !== null) {
      this.state[G_SCORE_LIFE] = 5000;
      // Counted up by the VBlank that starts each frame: the first frame reads vblankStart.
      this.state[G_VBLANK] = (this.vblankStart - 1) | 0;
    }
    this.startLevel();
  }

  /** Everything the act's (re)start sets; lives and what else survives a restart are the caller's. */
  private startLevel(): void {
    const s = this.state;
    if (this.act !== null) {
      this.startAct(this.act);
      return;
    }
    writeLimits(s, startLimits(this.level));
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
    const powers = this.level.start.powers;
    if (powers !== undefined) {
      s[P_RINGS] = powers.rings;
      const shield = SHIELD_NAMES.indexOf(powers.shield);
      s[P_SHIELD] = shield > SHIELD_PLAIN && !this.mv.elementalShields ? SHIELD_PLAIN : shield;
      s[P_EMERALDS] = powers.emeralds | (powers.superEmeralds << 8);
    }
    s[C_BIAS] = CAMERA_BIAS_DEFAULT;
    s[C_X] = clamp(this.level.start.x - 160, 0, s[W_LIMIT_RIGHT]);
    s[C_Y] = clamp(this.level.start.y - CAMERA_BIAS_DEFAULT, 0, s[W_LIMIT_BOTTOM]);
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
    const p1 = this.p1;
    loadObjectsInRange(p1);
    const s2act = this.s2;
    if (s2act !== null) s2act.start(s);
    if (this.level.start.grounded === true) {
      // The game's start: the status clear, then the profile's updates with no buttons (Sonic 2's
      // title card runs the partner's too; profile startUpdates).
      s[P_STATUS] = 0;
      p1.held = 0;
      p1.press = 0;
      const p2 = this.p.startUpdates > 1 ? this.p2 : null;
      for (let i = 0; i < this.p.startUpdates; i++) {
        p1.events = 0;
        p1.events2 = 0;
        // Player 1's collision path, as levelFrame sets it (the partner's update uses its own).
        this.t.layer = this.t.planeLayer(s[P_LAYER]);
        playerFrame(p1);
        touchObjects(p1);
        s2act?.afterPlayer(p1);
        if (p2 !== null) {
          partnerFrame(p2, 0, this.partner!.control);
          s2act?.afterPlayer(p2);
        }
        s2act?.runObjects(s);
        runObjects(p1);
        if (this.mv.shieldMoves || s[P_SUPER_TRANSFORM] !== 0 || s[P_SHIELD] > SHIELD_PLAIN) movesAfterObjects(p1);
        if (s2act !== null && s2act.deformsAfterStartUpdate(i)) moveCamera(s, this.p, false);
        // The title card's loop runs BuildSprites after each update (on_screen for SolidObject).
        s2act?.buildSprites(s);
      }
      p1.events = 0;
      p1.events2 = 0;
      if (p2 !== null) {
        p2.events = 0;
        p2.events2 = 0;
      }
    }
  }

  /** Player 1's buttons and events of the frame being stepped (the World is a PlayerContext too). */
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
  get events2(): number {
    return this.p1.events2;
  }
  set events2(v: number) {
    this.p1.events2 = v;
  }
  get player2(): Int32Array | null {
    return this.p1.player2;
  }
  get partnerSlot(): PlayerSlot | null {
    return this.p1.partnerSlot;
  }
  get padPress(): number {
    return this.p1.padPress;
  }
  get standBit(): number {
    return this.p1.standBit;
  }
  get pushBit(): number {
    return this.p1.pushBit;
  }

  get frame(): number {
    return this.state[P_FRAME];
  }

  /**
   * A real act's start (engine/games/s1/act/actStart.ts): LevelSizeLoad, DeformLayers once with the
   * player's status still clear, the Labyrinth water, then Sonic_Main and the first
   * ExecuteObjects with no buttons; the oscillators start after it.
   */
  private startAct(rules: ActRules): void {
    const s = this.state;
    if (rules.labyrinth) startWater(s, rules.act);
    loadActStart(s, this.level, rules, this.ch);
    this.objectDefs.forEach((def, slot) => {
      s[this.objectBase + O_TYPE * this.slotCount + slot] = OBJECT_TYPE_INDEX[def!.type];
    });
    this.events = 0;
    this.syncTerrain();
    moveCamera(s, this.p, this.level.act !== undefined);
    dynamicLevelEvents(this.dle!);
    if (rules.labyrinth) this.labyrinthFeatures(rules);
    // Level_ChkWater: the two water surfaces in their reserved slots (when the act has objects).
    if (rules.labyrinth && this.placements.length > NO_PLACEMENTS.length) {
      loadWaterSurfaces(this.m, slotAddress(SLOT_WATER_SURFACE_1), slotAddress(SLOT_WATER_SURFACE_2));
    }
    // Level_LoadObj: ObjPosLoad, one ExecuteObjects with no buttons, BuildSprites.
    this.held = 0;
    this.press = 0;
    objPosLoad(this);
    executeObjects(this, false);
    this.sprites.flag(this.m, s);
    // Level_SkipClr, then the four VBlanks of Level_DelayLoop, which already run the timer.
    initOscillators(s);
    s[G_TIME_COUNT] = 1;
    for (let i = 0; i < 4; i++) tickLevelTimer(s);
    // PalFadeIn_Alt runs the zone's second list part way (artQueue.ts).
    startActQueue(s, rules.artQueues.actStart ?? []);
    this.syncTerrain();
    this.events = 0;
  }

  /**
   * `LZWaterFeatures`: while the player is alive the wind tunnels (with the pad as the player
   * last read it: the objects have not run yet), the slides and the act's water events; always
   * the surface's sway.
   */
  private labyrinthFeatures(rules: ActRules): void {
    const s = this.state;
    if ((s[P_STATUS] & ST_DEAD) === 0) {
      windTunnels(s, rules.act, s[P_INPUT_PREV]);
      waterSlides(s, this.layoutAt);
      const patch = dynamicWater(s, rules.act);
      if (patch !== 0) s[W_LAYOUT_PATCH] = patch;
    }
    swayWater(s);
  }

  /** v_lvllayout as it is now: the act's own, with LZ3's run-time change. */
  private readonly layoutAt = (i: number): number => {
    const patch = this.state[W_LAYOUT_PATCH];
    return patch !== 0 && i === LZ3_PATCH_INDEX ? patch : this.act!.layout[i];
  };

  /** The terrain follows the state's layout change (also after a restore to before it). */
  private syncTerrain(): void {
    if (this.act === null || !this.act.layoutChanges) return;
    const patch = this.state[W_LAYOUT_PATCH];
    if (patch === this.t.patchedCell) return;
    const act = this.level.act!;
    this.t.setLayoutCell(act, LZ3_PATCH_INDEX, patch !== 0 ? patch : act.layout[LZ3_PATCH_INDEX]);
    this.t.patchedCell = patch;
  }

  /**
   * One frame. `input` holds player 1's buttons in bits 0..7 (engine/input.ts) and the second
   * pad's in bits 8..15 (read only with a partner). Returns player 1's events of the frame
   * (the second word is P_EVENTS2; the partner's are in its block).
   */
  step(input: number): number {
    const s = this.state;
    const p1 = this.p1;
    const held = input & 0xff;
    p1.held = held;
    p1.press = held & ~s[P_INPUT_PREV];
    p1.events = 0;
    p1.events2 = 0;
    // The frame rule (CONTRACTS §8): the pad before the first frame after a restart is empty —
    // the game's reload reads the pads with nothing pressed — so a button held across the
    // restart is a new press on that frame.
    const restarted = this.act !== null ? this.actFrame() : (this.levelFrame(input), false);
    s[P_INPUT_PREV] = restarted ? 0 : held;
    s[P_EVENTS] = p1.events;
    s[P_EVENTS2] = p1.events2;
    s[P_FRAME]++;
    return p1.events;
  }

  /**
   * One frame of a hand-made level: player 1 (its update and touches), the partner (right after
   * it, as Sonic 2's sidekick slot follows the main character's), the drowning countdowns, the
   * objects, the camera (stopped once player 1 drowned), object loading.
   */
  private levelFrame(input: number): void {
    const s = this.state;
    const p1 = this.p1;
    const p2 = this.p2;
    const t = this.t;
    const layer = t.planeLayer(s[P_LAYER]);
    t.layer = layer;
    playerFrame(p1);
    touchObjects(p1);
    const s2act = this.s2;
    s2act?.afterPlayer(p1);
    if (p2 !== null) {
      partnerFrame(p2, (input >> 8) & 0xff, this.partner!.control);
      s2act?.afterPlayer(p2);
      t.layer = layer;
    }
    s2act?.runObjects(s);
    // The drowning countdowns; a level without water has none (no call: the hot path stays small).
    if (s[W_WATER] !== 0) {
      airCountdown(p1, true);
      if (p2 !== null) airCountdown(p2, false);
    }
    runObjects(p1);
    if (p1.mv.shieldMoves || s[P_SUPER_TRANSFORM] !== 0 || s[P_SHIELD] > SHIELD_PLAIN) movesAfterObjects(p1);
    if (p2 !== null) {
      const s2 = p2.s;
      if (p2.mv.shieldMoves || s2[P_SUPER_TRANSFORM] !== 0 || s2[P_SHIELD] > SHIELD_PLAIN) movesAfterObjects(p2);
    }
    if (s[W_CAMERA_LOCK] === 0) moveCamera(s, this.p, this.level.act !== undefined);
    s2act?.afterCamera(s);
    loadObjectsInRange(p1);
    s2act?.endOfFrame(s);
    if (p2 !== null) {
      updatePartnerOnScreen(p2);
      // The partner's events of the whole frame (its own, the objects' and the moves' after them), as player 1's in step.
      const s2 = p2.s;
      s2[P_EVENTS] = p2.events;
      s2[P_EVENTS2] = p2.events2;
    }
  }

  /**
   * One frame of a real act in `Level_MainLoop`'s order (true when it restarted the act): the frame counter, the objects (the
   * player first, with its touch responses and loop check), then — unless the player is dead —
   * the camera and the dynamic level events, then object loading. When something set the
   * restart flag this frame, the act reloads before the frame ends (REV01 right after the
   * objects, REV00 at the end of the loop: nothing in between survives the reload), so this
   * step's state is the act's start; lives carry on.
   */
  private actFrame(): boolean {
    const s = this.state;
    // The act ended into another level: nothing moves any more.
    if (s[W_RESTART] >= RESTART_NEXT_ACT) return false;
    const rules = this.act!;
    // The VBlank before the frame's logic counts and runs the level timer; TIME OVER kills Sonic there.
    s[G_VBLANK] = (s[G_VBLANK] + 1) | 0;
    if (tickLevelTimer(s)) kill(this);
    processDPLC(s);
    s[W_LEVEL_FRAME]++;
    // The title card's zone name runs first among the objects (its slot is below theirs).
    if (s[W_LEVEL_FRAME] === rules.cardExitFrame) addPLC(s, rules.artQueues.cardExit!);
    this.syncTerrain();
    if (rules.labyrinth) {
      this.labyrinthFeatures(rules);
      this.syncTerrain();
    }
    executeObjects(this, (s[P_STATUS] & ST_DEAD) !== 0);
    if (s[W_RESTART] === 0) {
      const alive = (s[P_STATUS] & ST_DEAD) === 0;
      // DeformLayers: f_nobgscroll (Sonic drowned) stops the camera and the level events.
      if (alive && s[W_CAMERA_LOCK] === 0) {
        moveCamera(s, this.p, this.level.act !== undefined);
        this.events |= dynamicLevelEvents(this.dle!);
        this.syncTerrain();
      }
      this.sprites.flag(this.m, s);
      objPosLoad(this);
      if (alive) advanceOscillators(s);
      synchroAnimate(s);
      signpostArtLoad(s, rules.act);
    } else this.sprites.clear();
    if (s[W_RESTART] !== RESTART_ACT) return false;
    this.restartAct();
    return true;
  }

  /**
   * The player object's own update (Obj01, slot 0 of ExecuteObjects on real acts): its routine's
   * movement, then — in Sonic_Control only — touch responses (ReactToItem, unless f_playerctrl
   * bit 7) and Sonic_Loops. While
   * f_lockctrl is set Sonic reads the held and pressed buttons an object wrote (v_jpadhold2);
   * the pad still counts as last frame's input for the next press.
   */
  playerUpdate(): void {
    const s = this.state;
    // f_lockctrl (the signpost's run to the right): Sonic reads v_jpadhold2 as the object left it, not the pad.
    const padHeld = this.held;
    const padPress = this.press;
    if (s[G_LOCK_CTRL] !== 0) {
      this.held = (s[G_JPAD2] >> 8) & 0xff;
      this.press = s[G_JPAD2] & 0xff;
    }
    this.t.layer = this.t.planeLayer(s[P_LAYER]);
    const wasUnderwater = s[P_STATUS] & ST_UNDERWATER;
    const wasResetting = s[P_STATUS] & ST_RESETTING;
    // Obj01 picks its routine once, at the start: only Sonic_Control (routine 2) goes on to
    // ReactToItem and Sonic_Loops — Sonic_Hurt, Sonic_Death and Sonic_ResetLevel touch nothing
    // (a knocked-back Sonic passes through a Caterkiller's body without breaking it).
    const inControl = sonicRoutine(s) === 2;
    playerFrame(this.p1);
    // Sonic_Control keeps its own copies of the angle buffers (objoff_36/37) for Sonic_Balance:
    // the objects after him overwrite v_anglebuffer with their own floor checks.
    if (inControl) {
      s[G_SONIC_ANGLE_A] = s[P_SENSOR_ANGLE_A] & 0xff;
      s[G_SONIC_ANGLE_B] = s[P_SENSOR_ANGLE_B] & 0xff;
    }
    // GameOver: the life lost was the last (or TIME OVER struck) — the card and its art.
    if (wasResetting === 0 && (s[P_STATUS] & ST_RESETTING) !== 0 && s[W_RESET_DELAY] === 0) {
      loadGameOverCards(this.m, (s[G_TIME_OVER] & 0xff) !== 0);
      addPLC(s, this.act!.artQueues.gameOver ?? []);
    }
    // Sonic_Water's object side: the drowning countdown ($0A, slot 13, which runs after Sonic as the
    // game's does, instead of the generic countdown) and the splash ($08, slot 12).
    if ((s[P_STATUS] & ST_UNDERWATER) !== wasUnderwater) {
      if (wasUnderwater === 0) enterWaterObjects(this, s[P_YSP] !== 0);
      else leaveWaterObjects(this, s[P_YSP] !== 0);
    }
    if (inControl) {
      if ((s[W_PLAYER_CTRL] & 0x80) === 0) reactToItem(this);
      sonicLoops(this);
    }
    this.held = padHeld;
    this.press = padPress;
  }

  /** The act's rules (real acts only). */
  get rules(): ActRules {
    if (this.act === null) throw new Error('rules: not a real act');
    return this.act;
  }

  /** GM_Level again: everything restarts but the lives, score, continues, a stored lamppost and the frames stepped. */
  private restartAct(): void {
    const s = this.state;
    const kept = [...ACT_CARRIED, G_VBLANK, ...LAMP_WORDS].map((i) => [i, s[i]] as const);
    s.fill(0);
    for (const [i, v] of kept) s[i] = v;
    // The reload's fade, title card, decompression and fade-in take VBlanks too: measured per
    // act on the real game (the frame's own VBlank is counted by the next step).
    s[G_VBLANK] = (s[G_VBLANK] + this.reloadVblanks) | 0;
    this.startLevel();
    this.events |= EV_RESTART;
  }

  /**
   * This act is the one the act before it ended into (GM_Level after Got_NextLevel, SBZ2's fall,
   * SBZ3's climb): the lives, score, continues and frames stepped carry over from `previous`'s
   * state; the lamppost does not (every exit clears v_lastlamp). The VBlank counter is the
   * creator's `vblank` option. The frame that ended `previous` is this act's start, as a death's
   * reload is: its events are this state's, with EV_RESTART.
   */
  enterFrom(previous: Int32Array): void {
    const s = this.state;
    for (const i of ACT_CARRIED) s[i] = previous[i];
    s[P_EVENTS] = previous[P_EVENTS] | EV_RESTART;
    s[P_EVENTS2] = previous[P_EVENTS2];
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
    this.setStateWords(snapshot.subarray(HEADER_WORDS));
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
    this.setStateWords(words);
    return RESTORED;
  }

  /**
   * Replaces every state word (a snapshot's, without its header; the caller has checked them):
   * the one way in for state that did not come from stepping, so the caches kept beside the
   * state start over.
   */
  setStateWords(words: Int32Array): void {
    this.state.set(words);
    this.solidBoxMarks.reset();
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

/** What survives GM_Level's reload of an act, the one after a death and the one into the next act alike. */
const ACT_CARRIED = [W_LIVES, P_FRAME, G_SCORE, G_SCORE_LIFE, G_CONTINUES] as const;

export function createWorld(level: Level, options: WorldOptions = {}): World {
  return new World(level, options);
}

/**
 * An object the dynamic level events load (a boss, the SBZ2 cut-scene): into the first free
 * slot, when the engine has its port; either way the events learn whether a slot was free.
 */
export function spawnFromEvents(m: Uint8Array, id: number, x: number, y: number): boolean {
  const a1 = findFreeObj(m);
  if (a1 < 0) return false;
  if (!hasS1ObjectId(id)) return true;
  m[a1 + OB_ID] = id;
  if (x !== 0) ww(m, a1 + OB_X, x);
  if (y !== 0) ww(m, a1 + OB_Y, y);
  return true;
}

/** An act the table does not hold (the ending's Green Hill): GHZ1's reload. */
const RELOAD_VBLANKS = 234;

/** The one successful restore result (restores happen in search loops: no allocation each). */
const RESTORED: RestoreResult = Object.freeze({ ok: true });

function clamp(v: number, lo: number, hi: number): number {
  return v < lo ? lo : v > hi ? hi : v;
}

function refuse(code: Exclude<SnapshotError['code'], 'snapshotInvalid'>, message: string): RestoreResult {
  return { ok: false, error: { code, message } };
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
