/**
 * Sonic 2's platform routines (s2.asm, "Subroutine to collide Sonic/Tails with the top of a
 * platform"): `PlatformObject` with its per-player loop `PlatformObject_SingleCharacter`,
 * `PlatformObject_cont`, `PlatformObject11_cont` (the log bridges' own entry: d2 is already
 * the full width), `PlatformObject_ChkYRange`, `RideObject_SetRide` and `MvSonicOnPtfm`.
 * A top the players land on from above only, acting on player 1 (MainCharacter, p1_standing:
 * status bit 3 of the object) and on the Sidekick (p2_standing: bit 4), as the game's routine
 * does for both: PlatformObject takes player 1 first.
 *
 * The players are the engine's words (S2Player); the game's fields are read in its units:
 * x_pos / y_pos pixel words (a write keeps the subpixel, as `move.w` to x_pos does),
 * y_radius, x_vel / y_vel / inertia as signed words, status bits in_air and on_object,
 * obj_control bit 7 (ST_NO_TOUCH), routine >= 6 (dead: ST_DEAD), interact (the slot stood on:
 * the engine keeps the game's slot + 1 in P_ON_OBJECT, 0 = never). Word arithmetic and unsigned
 * compares as in the original. Debug_placement_mode is never on.
 *
 * The Sidekick slot of a Sonic-alone game is empty (every field 0: x 0, never in an object's
 * span, since every object's x is more than its half width), so it is passed as null and skipped.
 */
import { P_ANGLE, P_GSP, P_HRAD, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_NO_TOUCH, ST_ON_OBJECT } from '../../state/layout.ts';
import type { PlayerContext } from '../../player/context.ts';
import { resetOnFloor } from '../../player/landing.ts';
import { FIRST_DYNAMIC_SLOT, OBJECT_SIZE } from './s2State.ts';
import { OB_STATUS, OB_X, OB_Y, rw, type S2ObjectHost } from './s2Objects.ts';

/** status.npc.p1_standing / p2_standing: the bits of an object's status a player standing on it sets. */
export const P1_STANDING_BIT = 3;
export const P2_STANDING_BIT = 4;
export const STANDING_MASK = (1 << P1_STANDING_BIT) | (1 << P2_STANDING_BIT);

/** A player as the objects see it: its words and the routines that act on it (Sonic_ResetOnFloor_Part2 / Tails'). */
export interface S2Player {
  readonly s: Int32Array;
  readonly c: PlayerContext;
}

const w16 = (v: number): number => v & 0xffff;
const s16 = (v: number): number => (v << 16) >> 16;

export const playerX = (s: Int32Array): number => (s[P_X] >> 8) & 0xffff;
export const playerY = (s: Int32Array): number => (s[P_Y] >> 8) & 0xffff;
export function setPlayerX(s: Int32Array, v: number): void {
  s[P_X] = (w16(v) << 8) | (s[P_X] & 0xff);
}
export function setPlayerY(s: Int32Array, v: number): void {
  s[P_Y] = (w16(v) << 8) | (s[P_Y] & 0xff);
}
/** `tst.b obj_control(a1); bmi` or `cmpi.b #6,routine(a1); bhs`: a player objects do not move. */
const untouchable = (s: Int32Array): boolean => (s[P_STATUS] & (ST_NO_TOUCH | ST_DEAD)) !== 0;

/** PlatformObject: d1 = half width, d3 = how far above y the top is, d4 = the object's x before it moved this frame. */
export function platformObject(h: S2ObjectHost, a0: number, d1: number, d3: number, d4: number): void {
  platformObjectSingle(h, a0, h.player1, P1_STANDING_BIT, d1, d3, d4);
  if (h.player2 !== null) platformObjectSingle(h, a0, h.player2, P2_STANDING_BIT, d1, d3, d4);
}

/** PlatformObject_SingleCharacter: standing, it keeps the player on (MvSonicOnPtfm) or lets go; not standing, PlatformObject_cont. */
export function platformObjectSingle(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d1: number, d3: number, d4: number): void {
  const m = h.m;
  if ((m[a0 + OB_STATUS] & (1 << d6)) === 0) {
    platformObjectCont(h, a0, p, d6, d1, d3);
    return;
  }
  const s = p.s;
  const d2 = w16(d1 * 2);
  if ((s[P_STATUS] & ST_AIR) === 0) {
    const d0 = w16(playerX(s) - rw(m, a0 + OB_X) + d1);
    if ((d0 & 0x8000) === 0 && d0 < d2) {
      mvSonicOnPtfm(h, a0, s, d3, d4);
      return;
    }
  }
  s[P_STATUS] = (s[P_STATUS] & ~ST_ON_OBJECT) | ST_AIR;
  m[a0 + OB_STATUS] &= ~(1 << d6);
}

/** PlatformObject_cont: falling (y_vel >= 0) and within x - d1 to x + d1, then PlatformObject_ChkYRange at y - d3. */
export function platformObjectCont(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d1: number, d3: number): void {
  const s = p.s;
  if (s16(s[P_YSP]) < 0) return;
  const d0 = w16(playerX(s) - rw(h.m, a0 + OB_X) + d1);
  if ((d0 & 0x8000) !== 0) return;
  if (d0 >= w16(d1 * 2)) return;
  platformChkYRange(h, a0, p, d6, w16(rw(h.m, a0 + OB_Y) - d3));
}

/** PlatformObject11_cont: as PlatformObject_cont, but the span is x - d1 to x - d1 + d2 (the bridge passes its own). */
export function platformObject11Cont(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d1: number, d2: number, d3: number): void {
  const s = p.s;
  if (s16(s[P_YSP]) < 0) return;
  const d0 = w16(playerX(s) - rw(h.m, a0 + OB_X) + d1);
  if ((d0 & 0x8000) !== 0) return;
  if (d0 >= d2) return;
  platformChkYRange(h, a0, p, d6, w16(rw(h.m, a0 + OB_Y) - d3));
}

/**
 * PlatformObject_ChkYRange: d0 = the top. The player's feet + 4 (y + y_radius + 4) from 1 to 16
 * px below it (`sub.w d1,d0; bhi`, then `cmpi.w #-$10,d0; blo`: on the top itself is not yet):
 * put on it (y + d0 + 3), then RideObject_SetRide.
 */
export function platformChkYRange(h: S2ObjectHost, a0: number, p: S2Player, d6: number, top: number): void {
  const s = p.s;
  const d2 = playerY(s);
  const feet = w16(d2 + s16(s[P_HRAD]) + 4);
  if (top > feet) return;
  const d0 = w16(top - feet);
  if (d0 < 0xfff0) return;
  if (untouchable(s)) return;
  setPlayerY(s, d2 + s16(d0) + 3);
  rideObjectSetRide(h, a0, p, d6);
}

/**
 * RideObject_SetRide: the object stood on before (interact, when on_object) lets go of this
 * player's bit; this one is stood on: interact, angle 0, y_vel 0, inertia = x_vel, landed
 * (Sonic_ResetOnFloor_Part2 / Tails_ResetOnFloor_Part2) when in the air; on_object set, in_air
 * cleared, the object's standing bit set.
 */
export function rideObjectSetRide(h: S2ObjectHost, a0: number, p: S2Player, d6: number): void {
  const s = p.s;
  const m = h.m;
  if ((s[P_STATUS] & ST_ON_OBJECT) !== 0) {
    // interact names a game slot; only the dynamic ones are objects here (the players' and the title card's slots are not).
    const k = s[P_ON_OBJECT] - 1 - FIRST_DYNAMIC_SLOT;
    if (k >= 0) m[k * OBJECT_SIZE + OB_STATUS] &= ~(1 << d6);
  }
  s[P_ANGLE] = 0;
  s[P_YSP] = 0;
  s[P_GSP] = s[P_XSP];
  if ((s[P_STATUS] & ST_AIR) !== 0) resetOnFloor(p.c);
  // The game writes interact before Sonic_ResetOnFloor_Part2, which never reads it; written after, the
  // slopeGlitch fix (its reset clears a stale on_object and slot) cannot wipe this landing's.
  s[P_ON_OBJECT] = (((a0 / OBJECT_SIZE) + FIRST_DYNAMIC_SLOT) & 0x7f) + 1;
  s[P_STATUS] = (s[P_STATUS] | ST_ON_OBJECT) & ~ST_AIR;
  m[a0 + OB_STATUS] |= 1 << d6;
}

/** MvSonicOnPtfm: the player's feet d3 above the object's y (y = y_pos - d3 - y_radius), moved by the object's x change (d2: its x before). */
export function mvSonicOnPtfm(h: S2ObjectHost, a0: number, s: Int32Array, d3: number, d2: number): void {
  if (untouchable(s)) return;
  const m = h.m;
  setPlayerY(s, rw(m, a0 + OB_Y) - d3 - (s[P_HRAD] & 0xff));
  setPlayerX(s, playerX(s) - w16(d2 - rw(m, a0 + OB_X)));
}
