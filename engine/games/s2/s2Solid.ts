/**
 * Sonic 2's solid objects (s2.asm, "Subroutine to ... solid"): `SolidObject_Always_SingleCharacter`
 * (solid whether the object is on screen or not, one player: the springs call it once for
 * MainCharacter and once for the Sidekick) and the routines it runs: `SolidObject_cont` (the box
 * test), `SolidObject_ChkBounds`, `SolidObject_LeftRight` (`_InsideRight`, `_StopCharacter`,
 * `_AtEdge`, `_SideAir`), `SolidObject_TestClearPush`, `Solid_NotPushing`, `SolidObject_TopBottom`
 * (`_InsideBottom`, `_Squash`, `_Landed`, `_Miss`), `RideObject_SetRide` and `MvSonicOnPtfm`
 * (s2Platform.ts). The original's registers: d1 = half width, d2 = half height when in the air,
 * d3 = half height when walking, d4 = the object's x before it moved; d6 = the player's standing
 * bit (3: MainCharacter, 4: the Sidekick; its pushing bit is d6 + 2). Returns d4: 0 no contact,
 * 1 a side, -1 the top, -2 the bottom. The touch bits the routine sets in d6's high word are not
 * kept (no caller here reads them). Word arithmetic and unsigned compares as in the original;
 * the fixBugs branches are not assembled (the checkout builds the original).
 *
 * `SolidObject` (both players, skipping an object not drawn on the previous frame:
 * render_flags.on_screen, which s2Sprites.ts keeps as BuildSprites sets it) returns the touch
 * bits; `SolidObject_Always` (both players, on screen or not) is not here yet.
 */
import { kill } from '../../player/death.ts';
import { ANIM_ROLL, CPU_ON_SCREEN, ANIM_WALK, P_ANIM, P_GSP, P_HRAD, P_STATUS, P_XSP, P_YSP, ST_AIR, ST_DEAD, ST_NO_TOUCH, ST_ON_OBJECT, ST_PUSH } from '../../state/layout.ts';
import { ID_LAUNCHER_SPRING, OB_ID, OB_RENDER_FLAGS, OB_STATUS, OB_WIDTH_PIXELS, OB_X, OB_Y, rw, type S2ObjectHost } from './s2Objects.ts';
import { mvSonicOnPtfm, P1_STANDING_BIT, P2_STANDING_BIT, playerX, playerY, rideObjectSetRide, setPlayerX, setPlayerY, type S2Player } from './s2Platform.ts';

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;
/** pushing_bit_delta: an object's pushing bits sit 2 above its standing bits. */
const PUSHING_BIT_DELTA = 2;

/** SolidObject_Always_SingleCharacter: standing, kept on (MvSonicOnPtfm) or let go; else SolidObject_cont. */
export function solidObjectAlwaysSingle(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d1: number, d2: number, d3: number, d4: number): number {
  return solidObjectSingle(h, a0, p, d6, d1, d2, d3, d4, false);
}

/** render_flags.on_screen: BuildSprites drew the object on the last frame (s2Sprites.ts). */
export const RENDER_ON_SCREEN = 0x80;

/**
 * SolidObject: player 1, then the Sidekick if it is on screen (render_flags.on_screen of its
 * slot: the engine's CPU_ON_SCREEN); each not standing on the object collides only when the
 * object was drawn on the last frame (`SolidObject_OnScreenTest`). Returns the touch bits the
 * routine sets in d6's high word, both players' (bit 0 / 1 a side, 2 / 3 the bottom, 4 / 5 the
 * top: Sonic / Tails), which the spikes read.
 */
export function solidObject(h: S2ObjectHost, a0: number, d1: number, d2: number, d3: number, d4: number): number {
  let touch = touchBits(solidObjectSingle(h, a0, h.player1, P1_STANDING_BIT, d1, d2, d3, d4, true), 0);
  const p2 = h.player2;
  if (p2 === null || p2.s[CPU_ON_SCREEN] === 0) return touch;
  touch |= touchBits(solidObjectSingle(h, a0, p2, P2_STANDING_BIT, d1, d2, d3, d4, true), 1);
  return touch;
}

/** The high word's bit the return value d4 goes with: 1 a side (bit 0), -2 the bottom (bit 2), -1 the top (bit 4); + 1 for the Sidekick. */
function touchBits(d4: number, player: number): number {
  if (d4 === 1) return 1 << player;
  if (d4 === -2) return 4 << player;
  if (d4 === -1) return 0x10 << player;
  return 0;
}

/** The single-character part both share: `onScreenTest` is SolidObject's (SolidObject_OnScreenTest before SolidObject_cont). */
function solidObjectSingle(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d1: number, d2: number, d3: number, d4: number, onScreenTest: boolean): number {
  const m = h.m;
  const s = p.s;
  if ((m[a0 + OB_STATUS] & (1 << d6)) === 0) {
    if (onScreenTest && (m[a0 + OB_RENDER_FLAGS] & RENDER_ON_SCREEN) === 0) return testClearPush(h, a0, p, d6);
    return solidObjectCont(h, a0, p, d6, d1, d2);
  }
  const width = w16(d1 * 2);
  if ((s[P_STATUS] & ST_AIR) === 0) {
    const d0 = w16(playerX(s) - rw(m, a0 + OB_X) + d1);
    if ((d0 & 0x8000) === 0 && d0 < width) {
      mvSonicOnPtfm(h, a0, s, d3, d4);
      return 0;
    }
  }
  s[P_STATUS] = (s[P_STATUS] & ~ST_ON_OBJECT) | ST_AIR;
  m[a0 + OB_STATUS] &= ~(1 << d6);
  return 0;
}

/** SolidObject_cont: the box around the object (x - d1 .. x + d1; y - d2 - y_radius - 4 .. + 2 * that), then ChkBounds. */
export function solidObjectCont(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d1: number, d2in: number): number {
  const m = h.m;
  const s = p.s;
  const d0 = w16(playerX(s) - rw(m, a0 + OB_X) + d1);
  if ((d0 & 0x8000) !== 0) return testClearPush(h, a0, p, d6);
  if (d0 > w16(d1 * 2)) return testClearPush(h, a0, p, d6);
  const d2 = w16(d2in + s16((s[P_HRAD] << 24) >> 24));
  let d3 = w16(playerY(s) - rw(m, a0 + OB_Y) + 4 + d2);
  if ((d3 & 0x8000) !== 0) return testClearPush(h, a0, p, d6);
  d3 &= 0x7ff;
  const d4 = w16(d2 * 2);
  if (d3 >= d4) return testClearPush(h, a0, p, d6);
  return chkBounds(h, a0, p, d6, d0, d1, d2, d3, d4);
}

/** SolidObject_ChkBounds: the nearer edge, across or up and down, decides. */
function chkBounds(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d0in: number, d1in: number, d2: number, d3in: number, d4: number): number {
  const s = p.s;
  if ((s[P_STATUS] & ST_NO_TOUCH) !== 0) return testClearPush(h, a0, p, d6);
  if ((s[P_STATUS] & ST_DEAD) !== 0) return 0;
  let d0 = d0in;
  let d5 = d0;
  // `cmp.w d0,d1; bhs`: left of the centre keeps d0; right of it, d0 - 2 * d1 (negative) and its absolute value.
  if (d0 > d1in) {
    d0 = w16(d0 - w16(d1in * 2));
    d5 = w16(-d0);
  }
  let d3 = d3in;
  let d1 = d3;
  // `cmp.w d3,d2; bhs`: the upper half keeps d3; the lower, d3 - 4 - d4 and its absolute value.
  if (d3 > d2) {
    d3 = w16(d3 - 4 - d4);
    d1 = w16(-d3);
  }
  if (d5 > d1) return topBottom(h, a0, p, d6, d0, d3);
  return leftRight(h, a0, p, d6, d0, d1);
}

/** SolidObject_LeftRight: pushed out sideways (stopped when moving in), pushing when grounded. */
function leftRight(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d0: number, d1: number): number {
  const s = p.s;
  if (d1 <= 4) return sideAir(h, a0, p, d6);
  if (d0 !== 0) {
    const vx = s16(s[P_XSP]);
    // _InsideLeft: moving left keeps the speed; _InsideRight: moving right keeps it; else _StopCharacter.
    if ((d0 & 0x8000) !== 0 ? vx < 0 : vx >= 0) {
      s[P_GSP] = 0;
      s[P_XSP] = 0;
    }
  }
  // SolidObject_AtEdge
  setPlayerX(s, playerX(s) - s16(d0));
  if ((s[P_STATUS] & ST_AIR) !== 0) return sideAir(h, a0, p, d6);
  h.m[a0 + OB_STATUS] |= 1 << (d6 + PUSHING_BIT_DELTA);
  s[P_STATUS] |= ST_PUSH;
  return 1;
}

function sideAir(h: S2ObjectHost, a0: number, p: S2Player, d6: number): number {
  notPushing(h, a0, p, d6);
  return 1;
}

/** SolidObject_TestClearPush: no contact; a player that was pushing it walks again (unless rolling). */
function testClearPush(h: S2ObjectHost, a0: number, p: S2Player, d6: number): number {
  if ((h.m[a0 + OB_STATUS] & (1 << (d6 + PUSHING_BIT_DELTA))) === 0) return 0;
  if (p.s[P_ANIM] !== ANIM_ROLL) p.s[P_ANIM] = ANIM_WALK;
  notPushing(h, a0, p, d6);
  return 0;
}

/** Solid_NotPushing. */
function notPushing(h: S2ObjectHost, a0: number, p: S2Player, d6: number): void {
  h.m[a0 + OB_STATUS] &= ~(1 << (d6 + PUSHING_BIT_DELTA));
  p.s[P_STATUS] &= ~ST_PUSH;
}

/** SolidObject_TopBottom: below (bumped, or squashed on the ground), or landing on top. */
function topBottom(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d0: number, d3: number): number {
  const m = h.m;
  const s = p.s;
  if ((d3 & 0x8000) !== 0) {
    // SolidObject_InsideBottom
    const vy = s16(s[P_YSP]);
    if (vy === 0) {
      // SolidObject_Squash: in the air, or near the object's side (|d0| < $10: pushed out sideways), it does not kill.
      if ((s[P_STATUS] & ST_AIR) !== 0) return -2;
      const a = (d0 & 0x8000) !== 0 ? w16(-d0) : d0;
      if (a < 0x10) return leftRight(h, a0, p, d6, d0, w16(-d3));
      kill(p.c);
      return -2;
    }
    if (vy > 0) return -2;
    setPlayerY(s, playerY(s) - s16(d3));
    s[P_YSP] = 0;
    return -2;
  }
  // SolidObject_InsideTop
  if (d3 >= 0x10 && !(m[a0 + OB_ID] === ID_LAUNCHER_SPRING && d3 < 0x14)) return testClearPush(h, a0, p, d6);
  // SolidObject_Landed
  const dd3 = w16(d3 - 4);
  const wid = m[a0 + OB_WIDTH_PIXELS];
  const d1 = w16(wid + playerX(s) - rw(m, a0 + OB_X));
  if ((d1 & 0x8000) !== 0 || d1 >= wid * 2) return 0;
  if (s16(s[P_YSP]) < 0) return 0;
  setPlayerY(s, playerY(s) - s16(dd3) - 1);
  rideObjectSetRide(h, a0, p, d6);
  return -1;
}
