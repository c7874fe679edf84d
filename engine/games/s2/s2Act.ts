/**
 * A Sonic 2 act's own game beside the shared player and terrain: what the World calls at the
 * points of s2.asm's `Level` and `Level_MainLoop` where the game runs its managers. The World
 * owns the state; this holds the act's configuration (the ring positions RingsManager_Setup
 * lays out, the object layout, the checkout's tables, where the region starts) and a byte view of
 * the region's object RAM, nothing that changes.
 *
 * - `start` — after the camera's start (LevelSizeLoad, DeformBgLayer) and before the title card's
 *   updates: ObjectsManager (its init) and RingsManager (its init).
 * - `afterPlayer` — at the end of a player's update (TouchResponse: Touch_Rings, then the objects).
 * - `runObjects` — RunObjects' dynamic slots, after both players.
 * - `deformsAfterStartUpdate` — which of the 26 title card updates Obj34's one DeformBgLayer follows.
 * - `afterCamera` — after DeformBgLayer in the main loop: RingsManager.
 * - `buildSprites` — BuildSprites' on_screen bits, in each title card update after its objects.
 * - `endOfFrame` — the main loop's last calls: OscillateNumDo (s2Oscillate.ts), ChangeRingFrame's scattered rings, BuildSprites, ObjectsManager.
 */
import type { S2ActLayouts } from '../../level/types.ts';
import { C_X, C_Y, P_STATUS, ST_DEAD } from '../../state/layout.ts';
import { readRingLayout, type RingPositions } from './ringLayout.ts';
import { ringsManagerInit, ringsManagerMain, touchResponseRuns, touchRings, type RingToucher } from './s2Rings.ts';
import { OBJ_BRIDGE, OBJ_MONITOR, OBJ_PLANE_SWITCHER, OBJ_SPIKES, objectsManagerInit, objectsManagerMain, runS2Objects, OBJ_PLATFORM, OBJ_SPRING, s2ObjectName, s2StoodOn, S2ObjectLayout, type S2ObjectData, type S2ObjectHost } from './s2Objects.ts';
import { ANI_OBJ26_LABELS, ANI_OBJ41_LABELS, S2_OBJECT_DATA } from './objectLayout.ts';
import { touchResponseObjects } from './s2Touch.ts';
import { buildSpritesOnScreen } from './s2Sprites.ts';
import { changeRingFrame } from './obj37LostRings.ts';
import type { PlayerContext } from '../../player/context.ts';
import { TITLE_CARD_DEFORM_UPDATE } from './s2Start.ts';
import { oscillateNumDo, oscillateNumInit } from './s2Oscillate.ts';
import { DYNAMIC_SLOTS, OBJECT_BYTES, OM_HIGH_WATER, R_BYTES, S2_REGION_WORDS } from './s2State.ts';

export class S2Act {
  declare readonly rings: RingPositions;
  declare readonly objects: S2ObjectLayout;
  declare readonly data: S2ObjectData;
  /** The first state word of the act's region (s2State.ts). */
  declare readonly base: number;
  private host: S2ObjectHost | null = null;

  constructor(layouts: S2ActLayouts, base: number) {
    this.base = base;
    const rings = readRingLayout(layouts.rings);
    // The level parser and the importer check the layout; a Level built by hand without them is refused here.
    if (typeof rings === 'string') throw new Error(`S2Act: the ring layout ${rings}`);
    this.rings = rings;
    this.objects = new S2ObjectLayout(layouts);
    const radii = layouts.objectData.word_1FD68;
    if (radii === undefined || radii.length !== 8) throw new Error('S2Act: objectData.word_1FD68 (Obj03\'s radii) must be 8 bytes');
    // The bridge's two tables (Obj11_Depress); a hand-made level without them loads no bridge.
    const depths = layouts.objectData.Obj11_DepressionOffsets;
    const shares = layouts.objectData.byte_FB28;
    const bridges = depths !== undefined && depths.length === S2_OBJECT_DATA.Obj11_DepressionOffsets && shares !== undefined && shares.length === S2_OBJECT_DATA.byte_FB28;
    // The springs' strengths and Ani_obj41's scripts; a hand-made level without them loads no spring.
    const strengths = layouts.objectData.Obj41_Strengths;
    const anims = ANI_OBJ41_LABELS.map((l) => layouts.objectData[l]);
    const springs = strengths !== undefined && strengths.length === S2_OBJECT_DATA.Obj41_Strengths
      && anims.every((a, k) => a !== undefined && a.length === S2_OBJECT_DATA[ANI_OBJ41_LABELS[k]]);
    // The oscillators' tables and Obj19's; a hand-made level without them does not oscillate and loads no Obj19.
    const table = (label: string): Uint8Array | null => {
      const t = layouts.objectData[label];
      return t !== undefined && t.length === S2_OBJECT_DATA[label] ? t : null;
    };
    const oscStart = table('Osc_Data');
    const oscSteps = table('Osc_Data2');
    const props = table('Obj19_SubtypeProperties');
    const platforms = oscStart !== null && oscSteps !== null && props !== null;
    // TouchResponse's sizes, the monitors' scripts and the spikes' sizes; a hand-made level without them loads neither.
    const touchSizes = table('Touch_Sizes');
    const monitorAnims = ANI_OBJ26_LABELS.map(table);
    const monitors = touchSizes !== null && monitorAnims.every((a) => a !== null);
    const spikesInitData = table('Obj36_InitData');
    this.data = {
      planeSwitchRadii: [0, 2, 4, 6].map((k) => (radii[k] << 8) | radii[k + 1]),
      bridgeDepths: bridges ? depths : null,
      bridgeShares: bridges ? shares : null,
      springStrengths: springs ? strengths : null,
      springAnims: springs ? anims : null,
      platformProperties: props,
      oscStart: oscStart !== null && oscSteps !== null ? oscStart : null,
      oscSteps: oscStart !== null && oscSteps !== null ? oscSteps : null,
      touchSizes,
      monitorAnims: monitors ? (monitorAnims as Uint8Array[]) : null,
      spikesInitData,
      ringSparkle: table('Ani_Ring'),
      ported: new Set([
        OBJ_PLANE_SWITCHER, ...(bridges ? [OBJ_BRIDGE] : []), ...(springs ? [OBJ_SPRING] : []), ...(platforms ? [OBJ_PLATFORM] : []),
        ...(monitors ? [OBJ_MONITOR] : []), ...(spikesInitData !== null ? [OBJ_SPIKES] : []),
      ]),
    };
  }

  static readonly regionWords = S2_REGION_WORDS;

  /** The state the World made (once): the object RAM's view over it, and the players (their words and contexts). */
  attach(g: Int32Array, p2: Int32Array | null, c1: PlayerContext, c2: PlayerContext | null, vblankStart = 0): void {
    const m = new Uint8Array(g.buffer, g.byteOffset + (this.base + R_BYTES) * 4, OBJECT_BYTES);
    const player1 = { s: g, c: c1 };
    const player2 = p2 !== null && c2 !== null ? { s: p2, c: c2 } : null;
    this.host = { m, g, base: this.base, p1: g, p2, player1, player2, data: this.data, vblankStart, displayed: new Uint8Array(DYNAMIC_SLOTS) };
  }

  /** The object a player stands on as the game says it (status on_object, interact), named by the caller; null when none. */
  stoodOn(s: Int32Array): { slot: number; id: number } | null {
    return s2StoodOn(this.host!.m, s);
  }

  /** The same with s2disasm's name of the object (`Obj11`), as the trace records give it. */
  stoodOnNamed(s: Int32Array): { slot: number; id: number; name: string } | null {
    const on = s2StoodOn(this.host!.m, s);
    return on === null ? null : { ...on, name: s2ObjectName(on.id) };
  }

  /** The object RAM (the dynamic slots, then the respawn table). */
  get m(): Uint8Array {
    return this.host!.m;
  }

  start(g: Int32Array): void {
    if (this.data.oscStart !== null) oscillateNumInit(g, this.base, this.data.oscStart);
    objectsManagerInit(this.host!, this.objects, g[C_X]);
    ringsManagerInit(g, this.base, this.rings, g[C_X]);
  }

  /** Whether the start update `update` (0-based) is the one after which the title card moves the camera. */
  deformsAfterStartUpdate(update: number): boolean {
    return update === TITLE_CARD_DEFORM_UPDATE - 1;
  }

  /** TouchResponse at the end of a player's update: Touch_Rings (s2Rings.ts), then the objects' collision_flags (s2Touch.ts). */
  afterPlayer(p: RingToucher): void {
    if (!touchResponseRuns(p)) return;
    touchRings(p, this.base, this.rings);
    const h = this.host!;
    const player = p.sidekick ? h.player2 : h.player1;
    if (player !== null) touchResponseObjects(h, player);
  }

  /** BuildSprites' on_screen bits (s2Sprites.ts): after the camera, before ObjectsManager, and in each title card update. */
  buildSprites(g: Int32Array): void {
    buildSpritesOnScreen(this.host!.m, this.host!.displayed, g[C_X], g[C_Y], g[this.base + OM_HIGH_WATER]);
  }

  /** RunObjects' dynamic slots; RunObjectsWhenPlayerIsDead runs none of them (display only) once player 1 is dead. */
  runObjects(g: Int32Array): void {
    if ((g[P_STATUS] & ST_DEAD) !== 0) return;
    runS2Objects(this.host!);
  }

  afterCamera(g: Int32Array): void {
    ringsManagerMain(g, this.base, this.rings, g[C_X]);
  }

  /** The main loop's OscillateNumDo (none while player 1 is dead), then ObjectsManager. */
  endOfFrame(g: Int32Array): void {
    if (this.data.oscSteps !== null && (g[P_STATUS] & ST_DEAD) === 0) oscillateNumDo(g, this.base, this.data.oscSteps);
    changeRingFrame(g, this.base);
    this.buildSprites(g);
    objectsManagerMain(this.host!, this.objects, g[C_X]);
  }
}
