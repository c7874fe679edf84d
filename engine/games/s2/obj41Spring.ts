/**
 * Obj41, the spring (s2.asm `Obj41`: Obj41_Init, Obj41_Init_Subtypes, Obj41_Init_Common,
 * Obj41_Up with loc_189CA, Obj41_Horizontal with loc_18AEE and loc_18BC6, Obj41_Down with
 * loc_18CC6, AnimateSprite over Ani_obj41, then MarkObjGone). Units: pixels (words), speeds in
 * subpixels a frame (signed words).
 *
 * - The subtype: bits 4-6 the direction (0 up, 1 horizontal, 2 down, 3 diagonally up, 4
 *   diagonally down), bit 1 the strength (Obj41_Strengths: red -$1000, yellow -$A00, read from the
 *   checkout), bit 7 the other speed zeroed, bits 2-3 the path given (4: A, 8: B), bit 0 the twirl.
 * - Up: solid (SolidObject_Always_SingleCharacter, $1B wide, 8 / $10 high); a player standing on it
 *   after that (landed this frame or before) is thrown up: y + 8, y speed = the strength, in the
 *   air, off the object, the spring animation, routine 2.
 * - Horizontal: solid ($13 wide, $E / $F high); a player pushing it on its face (right of it, or
 *   left when it is x-flipped) is thrown: x + 8 - $10 and the strength negated (away to the right)
 *   or x + 8 and the strength (to the left, x-flipped), facing that way, move_lock $F, ground speed
 *   = x speed, walking unless rolling. Then (loc_18BC6) unless its animation 3 is playing, a
 *   grounded player running at its face within $28 px before it and $18 above or below it is
 *   thrown too.
 * - Down: solid ($1B wide, 8 / $10 high); a player hitting its bottom (d4 = -2) is thrown down:
 *   y - 8, y speed = -the strength, in the air, off the object, routine 2.
 *
 * Loaded only for the directions and subtypes ported here (s2Objects.ts `loadsObject`): up,
 * horizontal and down without the twirl (bit 0: flip_angle, flips_remaining, flip_speed, which
 * the engine's players do not have). The diagonal springs (SlopedSolid, whose standing player
 * letting go reads registers its caller left) are not loaded: they stay out, as before.
 */
import { ANIM_SPRING, ANIM_WALK, P_ANIM, P_CTRL_LOCK, P_GSP, P_LAYER, P_STATUS, P_XSP, P_YSP, ST_AIR, ST_FACING_LEFT, ST_HURT, ST_ON_OBJECT, ST_PUSH, ST_ROLL } from '../../state/layout.ts';
import { markObjGone3, OB_RENDER_FLAGS, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_WIDTH_PIXELS, OB_X, OB_Y, rw, ww, type S2ObjectHost } from './s2Objects.ts';
import { P1_STANDING_BIT, P2_STANDING_BIT, playerX, playerY, setPlayerX, setPlayerY, type S2Player } from './s2Platform.ts';
import { solidObjectAlwaysSingle } from './s2Solid.ts';
import { animateSpriteBy, OB_ANIM, OB_MAPPING_FRAME, OB_PREV_ANIM } from './s2AnimateSprite.ts';

// The SST bytes AnimateSprite keeps (s2.constants.asm), where the tests have read them.
export { OB_ANIM, OB_ANIM_FRAME, OB_ANIM_FRAME_DURATION, OB_MAPPING_FRAME, OB_PREV_ANIM } from './s2AnimateSprite.ts';
/** objoff_30: the spring's strength (a word). */
export const SPRING_STRENGTH = 0x30;

/** Obj41_Index's routines. */
const ROUTINE_UP = 2;
const ROUTINE_HORIZONTAL = 4;
const ROUTINE_DOWN = 6;
/** status.npc.x_flip / y_flip; render_flags.level_fg. */
const STATUS_X_FLIP = 0x01;
const STATUS_Y_FLIP = 0x02;
const RENDER_LEVEL_FG = 0x04;
/** The pushing bits (standing bit + pushing_bit_delta). */
const P1_PUSHING = 1 << (P1_STANDING_BIT + 2);
const P2_PUSHING = 1 << (P2_STANDING_BIT + 2);

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;

/** Whether a spring of `subtype` is ported (up, horizontal or down; no twirl). */
export function springPorted(subtype: number): boolean {
  const direction = (subtype >> 4) & 7;
  return direction <= 2 && (subtype & 1) === 0;
}

export function obj41(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const routine = m[a0 + OB_ROUTINE];
  if (routine === 0) init(h, a0);
  else if (routine === ROUTINE_UP) up(h, a0);
  else if (routine === ROUTINE_HORIZONTAL) horizontal(h, a0);
  else if (routine === ROUTINE_DOWN) down(h, a0);
  markObjGone3(h, a0);
}

/** Obj41_Init and its subtype's Init (the main routine runs from the next frame). */
function init(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  m[a0 + OB_ROUTINE] = ROUTINE_UP;
  m[a0 + OB_RENDER_FLAGS] |= RENDER_LEVEL_FG;
  m[a0 + OB_WIDTH_PIXELS] = 0x10;
  const subtype = m[a0 + OB_SUBTYPE];
  const direction = (subtype >> 4) & 7;
  if (direction === 1) {
    m[a0 + OB_ROUTINE] = ROUTINE_HORIZONTAL;
    m[a0 + OB_ANIM] = 2;
    m[a0 + OB_MAPPING_FRAME] = 3;
    m[a0 + OB_WIDTH_PIXELS] = 8;
  } else if (direction === 2) {
    m[a0 + OB_ROUTINE] = ROUTINE_DOWN;
    m[a0 + OB_MAPPING_FRAME] = 6;
    m[a0 + OB_STATUS] |= STATUS_Y_FLIP;
  }
  const strengths = h.data.springStrengths!;
  const k = subtype & 2;
  ww(m, a0 + SPRING_STRENGTH, (strengths[k] << 8) | strengths[k + 1]);
}

/** The path bits (subtype & $C: 4 path A, top_solid_bit $C; 8 path B, $E). */
function givePath(s: Int32Array, subtype: number): void {
  const d0 = subtype & 0xc;
  if (d0 === 4) s[P_LAYER] = 0;
  if (d0 === 8) s[P_LAYER] = 1;
}

/** Obj41_Up. */
function up(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const d4 = rw(m, a0 + OB_X);
  solidObjectAlwaysSingle(h, a0, h.player1, P1_STANDING_BIT, 0x1b, 8, 0x10, d4);
  if ((m[a0 + OB_STATUS] & (1 << P1_STANDING_BIT)) !== 0) throwUp(h, a0, h.player1);
  if (h.player2 !== null) {
    solidObjectAlwaysSingle(h, a0, h.player2, P2_STANDING_BIT, 0x1b, 8, 0x10, d4);
    if ((m[a0 + OB_STATUS] & (1 << P2_STANDING_BIT)) !== 0) throwUp(h, a0, h.player2);
  }
  animateSprite(h, a0);
}

/** loc_189CA. */
function throwUp(h: S2ObjectHost, a0: number, p: S2Player): void {
  const m = h.m;
  const s = p.s;
  m[a0 + OB_ANIM] = 1;
  m[a0 + OB_PREV_ANIM] = 0;
  setPlayerY(s, playerY(s) + 8);
  s[P_YSP] = s16(rw(m, a0 + SPRING_STRENGTH));
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ON_OBJECT | ST_HURT);
  s[P_ANIM] = ANIM_SPRING;
  const subtype = m[a0 + OB_SUBTYPE];
  if ((subtype & 0x80) !== 0) s[P_XSP] = 0;
  givePath(s, subtype);
}

/** Obj41_Horizontal. */
function horizontal(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const d4 = rw(m, a0 + OB_X);
  solidObjectAlwaysSingle(h, a0, h.player1, P1_STANDING_BIT, 0x13, 0xe, 0xf, d4);
  if ((m[a0 + OB_STATUS] & P1_PUSHING) !== 0 && onFace(m, a0, h.player1.s)) throwSideways(h, a0, h.player1);
  if (h.player2 !== null) {
    solidObjectAlwaysSingle(h, a0, h.player2, P2_STANDING_BIT, 0x13, 0xe, 0xf, d4);
    if ((m[a0 + OB_STATUS] & P2_PUSHING) !== 0 && onFace(m, a0, h.player2.s)) throwSideways(h, a0, h.player2);
  }
  runningAtFace(h, a0);
  animateSprite(h, a0);
}

/** `sub.w x_pos(a1),d0; bcs`, the x_flip bit flipped when the player is not right of it: the player is on the spring's face. */
function onFace(m: Uint8Array, a0: number, s: Int32Array): boolean {
  let d1 = m[a0 + OB_STATUS];
  if (!(rw(m, a0 + OB_X) < playerX(s))) d1 ^= STATUS_X_FLIP;
  return (d1 & STATUS_X_FLIP) === 0;
}

/** loc_18AEE. */
function throwSideways(h: S2ObjectHost, a0: number, p: S2Player): void {
  const m = h.m;
  const s = p.s;
  m[a0 + OB_ANIM] = 3;
  m[a0 + OB_PREV_ANIM] = 0;
  let xv = s16(rw(m, a0 + SPRING_STRENGTH));
  setPlayerX(s, playerX(s) + 8);
  s[P_STATUS] |= ST_FACING_LEFT;
  if ((m[a0 + OB_STATUS] & STATUS_X_FLIP) === 0) {
    s[P_STATUS] &= ~ST_FACING_LEFT;
    setPlayerX(s, playerX(s) - 0x10);
    xv = s16(-xv);
  }
  s[P_XSP] = xv;
  s[P_CTRL_LOCK] = 0xf;
  s[P_GSP] = xv;
  if ((s[P_STATUS] & ST_ROLL) === 0) s[P_ANIM] = ANIM_WALK;
  const subtype = m[a0 + OB_SUBTYPE];
  if ((subtype & 0x80) !== 0) s[P_YSP] = 0;
  givePath(s, subtype);
  m[a0 + OB_STATUS] &= ~(P1_PUSHING | P2_PUSHING);
  s[P_STATUS] &= ~ST_PUSH;
}

/** loc_18BC6: unless the throw's animation (3) plays, a grounded player running at the face within the box is thrown. */
function runningAtFace(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  if (m[a0 + OB_ANIM] === 3) return;
  const flipped = (m[a0 + OB_STATUS] & STATUS_X_FLIP) !== 0;
  const x = rw(m, a0 + OB_X);
  const d0 = flipped ? w16(x - 0x28) : x;
  const d1 = flipped ? x : w16(x + 0x28);
  const y = rw(m, a0 + OB_Y);
  const d2 = w16(y - 0x18);
  const d3 = w16(y + 0x18);
  atFace(h, a0, h.player1, flipped, d0, d1, d2, d3);
  if (h.player2 !== null) atFace(h, a0, h.player2, flipped, d0, d1, d2, d3);
}

/** loc_18BC6's test of one player: grounded, its ground speed not away from the face, within [d0, d1) x [d2, d3) (unsigned). */
function atFace(h: S2ObjectHost, a0: number, p: S2Player, flipped: boolean, d0: number, d1: number, d2: number, d3: number): void {
  const s = p.s;
  if ((s[P_STATUS] & ST_AIR) !== 0) return;
  const gsp = flipped ? s16(-s[P_GSP]) : s16(s[P_GSP]);
  if (gsp < 0) return;
  const px = playerX(s);
  if (px < d0 || px >= d1) return;
  const py = playerY(s);
  if (py < d2 || py >= d3) return;
  throwSideways(h, a0, p);
}

/** Obj41_Down. */
function down(h: S2ObjectHost, a0: number): void {
  const d4 = rw(h.m, a0 + OB_X);
  if (solidObjectAlwaysSingle(h, a0, h.player1, P1_STANDING_BIT, 0x1b, 8, 0x10, d4) === -2) throwDown(h, a0, h.player1);
  if (h.player2 !== null && solidObjectAlwaysSingle(h, a0, h.player2, P2_STANDING_BIT, 0x1b, 8, 0x10, d4) === -2) throwDown(h, a0, h.player2);
  animateSprite(h, a0);
}

/** loc_18CC6. */
function throwDown(h: S2ObjectHost, a0: number, p: S2Player): void {
  const m = h.m;
  const s = p.s;
  m[a0 + OB_ANIM] = 1;
  m[a0 + OB_PREV_ANIM] = 0;
  setPlayerY(s, playerY(s) - 8);
  s[P_YSP] = s16(-rw(m, a0 + SPRING_STRENGTH));
  const subtype = m[a0 + OB_SUBTYPE];
  if ((subtype & 0x80) !== 0) s[P_XSP] = 0;
  givePath(s, subtype);
  s[P_STATUS] = (s[P_STATUS] | ST_AIR) & ~(ST_ON_OBJECT | ST_HURT);
}

/** AnimateSprite over Ani_obj41 (the checkout's six scripts: s2AnimateSprite.ts). */
function animateSprite(h: S2ObjectHost, a0: number): void {
  animateSpriteBy(h.m, a0, h.data.springAnims!);
}
