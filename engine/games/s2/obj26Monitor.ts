/**
 * Obj26, the monitor (s2.asm `Obj26`: Obj26_Init, Obj26_Main, SolidObject_Monitor with
 * SolidObject_Monitor_Sonic / _Tails and Obj26_ChkOverEdge, Obj26_Break with Obj26_SpawnIcon and
 * Obj26_SpawnSmoke, Obj26_Animate over Ani_obj26, then MarkObjGone). Units: pixels (words),
 * speeds in subpixels a frame (signed words).
 *
 * - Init: $E radii, $F wide; its respawn entry's bit 7 cleared at once, and bit 0 (broken
 *   before) leaves it broken (routine 8, frame $B); else collision_flags $46 (TouchResponse's
 *   monitor, 16 x 16: s2Touch.ts `Touch_Monitor`), the subtype its icon (anim), one-player mode.
 * - Main: bumped from below (routine_secondary set by Touch_Monitor, y_vel -$180) it falls by
 *   ObjectMoveAndFall until ObjCheckFloorDist finds the floor; solid ($1A wide, $F / $10 high)
 *   for Sonic unless he rolls (then Touch_Monitor breaks it) and always for Tails (one player).
 * - Break (routine 4, set by Touch_Monitor): the players touching it let go (in the air), then
 *   the contents (Obj2E: obj2EMonitorContents.ts) and the smoke (Obj27: obj27Explosion.ts) in
 *   free slots, its respawn entry's bit 0 set (it stays broken), the broken anim ($A).
 *
 * ObjCheckFloorDist reads the path the last player's code chose (Collision_addr) with the top
 * bit $C; the engine's sensor reads the player 1's path with its top bit (the same but where a
 * player on path B bumps a monitor up).
 */
import { ANIM_ROLL, P_ANIM, P_STATUS, ST_AIR, ST_ON_OBJECT, ST_PUSH } from '../../state/layout.ts';
import { BLOCK_SOLID_TOP } from '../../level/types.ts';
import { senseDown } from '../../terrain/directions.ts';
import { allocateObject, displaySprite, markObjGone, OBJ_EXPLOSION, OBJ_MONITOR_CONTENTS, OB_ID, OB_RENDER_FLAGS, OB_RESPAWN_INDEX, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_WIDTH_PIXELS, OB_X, OB_Y, rw, ww, type S2ObjectHost } from './s2Objects.ts';
import { animateSpriteBy, OB_ANIM, OB_MAPPING_FRAME } from './s2AnimateSprite.ts';
import { OB_COLLISION_FLAGS, OB_PARENT, OB_ROUTINE_SECONDARY } from './s2Touch.ts';
import { objectMoveAndFall, OB_X_RADIUS, OB_Y_RADIUS, OB_Y_VEL } from './s2ObjectMove.ts';
import { P1_STANDING_BIT, P2_STANDING_BIT } from './s2Platform.ts';
import { solidObjectAlwaysSingle, solidObjectCont } from './s2Solid.ts';
import { RESPAWN_TABLE } from './s2State.ts';


const ROUTINE_MAIN = 2;
const ROUTINE_BREAK = 4;
const ROUTINE_ANIMATE = 6;
const ROUTINE_BROKEN = 8;
/** Touch_Monitor's collision_flags: an item of size 6. */
const MONITOR_FLAGS = 0x46;
const BROKEN_FRAME = 0xb;
const BROKEN_ANIM = 0xa;
const RENDER_LEVEL_FG = 0x04;
/** SolidObject_Monitor's d1, d2 (d3 = d2 + 1). */
const HALF_WIDTH = 0x1a;
const HALF_HEIGHT = 0xf;
/** Obj_respawn_data, after Obj_respawn_index's two bytes. */
const RESPAWN_DATA = RESPAWN_TABLE + 2;
/** The players' standing and pushing bits in the monitor's status (standing_mask | pushing_mask). */
const P1_TOUCHING = (1 << P1_STANDING_BIT) | (1 << (P1_STANDING_BIT + 2));
const P2_TOUCHING = (1 << P2_STANDING_BIT) | (1 << (P2_STANDING_BIT + 2));

export function obj26(h: S2ObjectHost, a0: number): void {
  const routine = h.m[a0 + OB_ROUTINE];
  if (routine === 0) {
    if (!init(h, a0)) return;
    main(h, a0);
  } else if (routine === ROUTINE_MAIN) main(h, a0);
  else if (routine === ROUTINE_BREAK) breakOpen(h, a0);
  else if (routine === ROUTINE_ANIMATE) animate(h, a0);
  else if (routine === ROUTINE_BROKEN) markObjGone(h, a0);
}

/** Obj26_Init: false when the respawn entry says it was broken (routine 8, and rts). */
function init(h: S2ObjectHost, a0: number): boolean {
  const m = h.m;
  m[a0 + OB_ROUTINE] = ROUTINE_MAIN;
  m[a0 + OB_Y_RADIUS] = 0xe;
  m[a0 + OB_X_RADIUS] = 0xe;
  m[a0 + OB_RENDER_FLAGS] = RENDER_LEVEL_FG;
  m[a0 + OB_WIDTH_PIXELS] = 0xf;
  // No fixBugs: the entry is read even at index 0 (a monitor without one, which the layouts do not place).
  const entry = RESPAWN_DATA + m[a0 + OB_RESPAWN_INDEX];
  m[entry] &= 0x7f;
  if ((m[entry] & 1) !== 0) {
    m[a0 + OB_ROUTINE] = ROUTINE_BROKEN;
    m[a0 + OB_MAPPING_FRAME] = BROKEN_FRAME;
    return false;
  }
  m[a0 + OB_COLLISION_FLAGS] = MONITOR_FLAGS;
  m[a0 + OB_ANIM] = m[a0 + OB_SUBTYPE];
  return true;
}

/** Obj26_Main: falling when bumped (until the floor), then SolidObject_Monitor and Obj26_Animate. */
function main(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  if (m[a0 + OB_ROUTINE_SECONDARY] !== 0) {
    objectMoveAndFall(m, a0);
    const d1 = objCheckFloorDist(h, a0);
    if (d1 < 0) {
      ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + d1);
      ww(m, a0 + OB_Y_VEL, 0);
      m[a0 + OB_ROUTINE_SECONDARY] = 0;
    }
  }
  solidObjectMonitor(h, a0);
  animate(h, a0);
}

/** ObjCheckFloorDist: the floor's distance below (x, y + y_radius), negative inside it. */
function objCheckFloorDist(h: S2ObjectHost, a0: number): number {
  const m = h.m;
  const y = rw(m, a0 + OB_Y) + ((m[a0 + OB_Y_RADIUS] << 24) >> 24);
  return senseDown(h.player1.c.t, rw(m, a0 + OB_X), y & 0xffff, BLOCK_SOLID_TOP);
}

/** SolidObject_Monitor: Sonic (SolidObject_Monitor_Sonic), then Tails (SolidObject_Monitor_Tails). */
function solidObjectMonitor(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const d4 = rw(m, a0 + OB_X);
  const p1 = h.player1;
  // Standing: Obj26_ChkOverEdge (SolidObject_Always_SingleCharacter's standing part is the same); rolling: not solid, to be broken.
  if ((m[a0 + OB_STATUS] & (1 << P1_STANDING_BIT)) !== 0) solidObjectAlwaysSingle(h, a0, p1, P1_STANDING_BIT, HALF_WIDTH, HALF_HEIGHT, HALF_HEIGHT + 1, d4);
  else if (p1.s[P_ANIM] !== ANIM_ROLL) solidObjectCont(h, a0, p1, P1_STANDING_BIT, HALF_WIDTH, HALF_HEIGHT);
  const p2 = h.player2;
  if (p2 === null) return;
  // One-player mode: always solid for Tails.
  solidObjectAlwaysSingle(h, a0, p2, P2_STANDING_BIT, HALF_WIDTH, HALF_HEIGHT, HALF_HEIGHT + 1, d4);
}

/** Obj26_Animate: AnimateSprite over Ani_obj26, then MarkObjGone. */
function animate(h: S2ObjectHost, a0: number): void {
  animateSpriteBy(h.m, a0, h.data.monitorAnims!);
  markObjGone(h, a0);
}

/** Obj26_Break, Obj26_SpawnIcon, Obj26_SpawnSmoke (then DisplaySprite: no range test this frame). */
function breakOpen(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const touching = m[a0 + OB_STATUS] & (P1_TOUCHING | P2_TOUCHING);
  if ((touching & P1_TOUCHING) !== 0) letGo(h.player1.s);
  if ((touching & P2_TOUCHING) !== 0 && h.player2 !== null) letGo(h.player2.s);
  m[a0 + OB_STATUS] = 0;
  m[a0 + OB_ROUTINE] = ROUTINE_ANIMATE;
  m[a0 + OB_COLLISION_FLAGS] = 0;
  const x = rw(m, a0 + OB_X);
  const y = rw(m, a0 + OB_Y);
  const icon = allocateObject(h);
  if (icon >= 0) {
    m[icon + OB_ID] = OBJ_MONITOR_CONTENTS;
    ww(m, icon + OB_X, x);
    ww(m, icon + OB_Y, y);
    m[icon + OB_ANIM] = m[a0 + OB_ANIM];
    ww(m, icon + OB_PARENT, rw(m, a0 + OB_PARENT));
  }
  // Obj26_SpawnSmoke, whether the icon found a slot or not.
  const smoke = allocateObject(h);
  if (smoke >= 0) {
    m[smoke + OB_ID] = OBJ_EXPLOSION;
    m[smoke + OB_ROUTINE] = 2;
    ww(m, smoke + OB_X, x);
    ww(m, smoke + OB_Y, y);
  }
  m[RESPAWN_DATA + m[a0 + OB_RESPAWN_INDEX]] |= 1;
  m[a0 + OB_ANIM] = BROKEN_ANIM;
  displaySprite(h, a0);
}

/** A player the broken monitor held: off the object, not pushing, in the air (so it does not walk on air). */
function letGo(s: Int32Array): void {
  s[P_STATUS] = (s[P_STATUS] & ~(ST_ON_OBJECT | ST_PUSH)) | ST_AIR;
}
