/**
 * Object $2E — a monitor's contents (_incObj/2E Monitor Content Power-Up.asm: `PowerUp`,
 * `Pow_Main`, `Pow_Move`, `Pow_Checks`, `Pow_ChkEggman` ... `Pow_ChkEnd`, `ExtraLife`,
 * `Pow_Delete`).
 *
 * The icon (obAnim = the monitor's contents) rises at -$300, slowing by $18 a frame; when its
 * y speed is no longer negative it gives its power and stays 30 more frames (obTimeFrame as a
 * word, 29 down through -1):
 * - 1 Eggman, 7 'S', 8 goggles, 0 static: nothing;
 * - 2 Sonic: a life;
 * - 3 speed shoes: v_shoes, Sonic's shoetime $4B0, top speed $C00, acceleration $18,
 *   deceleration $80 (Sonic_Display counts the time down and restores $600/$C/$80);
 * - 4 shield: v_shield, and a ShieldItem ($38) in reserved slot 6;
 * - 5 invincibility: v_invinc, Sonic's invtime $4B0, the four stars (ShieldItem with obAnim
 *   1..4) in slots 8..11;
 * - 6 ten rings, with the extra lives at 100 and 200 (v_lifecount bits 1 and 2).
 * It runs DisplaySprite after its routine every frame, also the frame it deletes itself.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_TIME_FRAME, OB_VEL_Y, SLOT_SHIELD, SLOT_STARS,
  rsw, rw, slotAddress, speedToPos, ww,
} from '../ram.ts';
import { G_INVINCIBLE, G_LIFE_COUNT, G_SHOES, G_SHOE_TIME } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { P_INVINCIBLE, P_RINGS, P_SHIELD, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, W_LIVES } from '../../../../state/layout.ts';
import { EV_RING_COLLECT } from '../../../../state/events.ts';
import { ID_SHIELD_ITEM } from './shieldItem.ts';

export const ID_POWER_UP = 0x2e;

/** Monitor contents (the monitor's subtype and the icon's obAnim). */
export const POWER_EGGMAN = 1;
export const POWER_SONIC = 2;
export const POWER_SHOES = 3;
export const POWER_SHIELD = 4;
export const POWER_INVINCIBLE = 5;
export const POWER_RINGS = 6;

/** The power-ups' timers (shoetime, invtime) and the shoes' movement constants. */
export const POWER_TIME = 0x4b0;
export const SHOES_SPEED_MAX = 0xc00;
export const SHOES_SPEED_ACC = 0x18;
export const SHOES_SPEED_DEC = 0x80;

export function powerUp(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      powMain(m, a0);
      powMove(w, a0);
      break;
    case 2:
      powMove(w, a0);
      break;
    default: {
      const t = (rw(m, a0 + OB_TIME_FRAME) - 1) & 0xffff;
      ww(m, a0 + OB_TIME_FRAME, t);
      if (t & 0x8000) deleteObject(m, a0);
    }
  }
  displaySprite(w, a0);
}

function powMain(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 0x24;
  m[a0 + OB_PRIORITY] = 3;
  m[a0 + OB_ACT_WID] = 8;
  ww(m, a0 + OB_VEL_Y, -0x300);
  m[a0 + OB_FRAME] = (m[a0 + OB_ANIM] + 2) & 0xff;
}

function powMove(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (rsw(m, a0 + OB_VEL_Y) < 0) {
    speedToPos(m, a0);
    ww(m, a0 + OB_VEL_Y, rsw(m, a0 + OB_VEL_Y) + 0x18);
    return;
  }
  m[a0 + OB_ROUTINE] += 2;
  ww(m, a0 + OB_TIME_FRAME, 29);
  givePower(w, m[a0 + OB_ANIM]);
}

/** `Pow_ChkEggman` onwards. */
function givePower(w: S1ObjectContext, kind: number): void {
  const s = w.s;
  const m = w.m;
  switch (kind) {
    case POWER_SONIC:
      extraLife(s);
      return;
    case POWER_SHOES:
      s[G_SHOES] = 1;
      s[G_SHOE_TIME] = POWER_TIME;
      s[P_SPEED_MAX] = SHOES_SPEED_MAX;
      s[P_SPEED_ACC] = SHOES_SPEED_ACC;
      s[P_SPEED_DEC] = SHOES_SPEED_DEC;
      return;
    case POWER_SHIELD:
      s[P_SHIELD] = 1;
      m[slotAddress(SLOT_SHIELD) + OB_ID] = ID_SHIELD_ITEM;
      return;
    case POWER_INVINCIBLE:
      s[G_INVINCIBLE] = 1;
      s[P_INVINCIBLE] = POWER_TIME;
      for (let i = 0; i < 4; i++) {
        const a1 = slotAddress(SLOT_STARS + i);
        m[a1 + OB_ID] = ID_SHIELD_ITEM;
        m[a1 + OB_ANIM] = i + 1;
      }
      return;
    case POWER_RINGS:
      s[P_RINGS] = (s[P_RINGS] + 10) & 0xffff;
      w.events |= EV_RING_COLLECT;
      if (s[P_RINGS] < 100) return;
      if ((s[G_LIFE_COUNT] & 2) === 0) {
        s[G_LIFE_COUNT] |= 2;
        extraLife(s);
        return;
      }
      if (s[P_RINGS] < 200) return;
      if ((s[G_LIFE_COUNT] & 4) === 0) {
        s[G_LIFE_COUNT] |= 4;
        extraLife(s);
      }
      return;
    default:
  }
}

/** `ExtraLife`: v_lives + 1 (a byte). */
function extraLife(s: Int32Array): void {
  s[W_LIVES] = (s[W_LIVES] + 1) & 0xff;
}
