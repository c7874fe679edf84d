/**
 * Item monitor (Sonic 1 Obj26 `Mon_Solid`, `Mon_SolidSides`, `React_Monitor`; SPG "Item Monitor",
 * SPG section 11 "Rebound: Item Monitors").
 *
 * Solidity of its own: the combined box (width + 11, height + player height radius) without the
 * 4 px grip. Within 16 px of the top and with x inside monitor x ± (width + 4) the player lands
 * (y -= distance: no extra pixel); otherwise it is pushed to the side (left when x <= monitor x),
 * and only when moving towards the monitor (or standing still on its left) are x, xsp and ground
 * speed changed. Never pushed out of the bottom. Landing puts the player at monitor y - height -
 * player height radius; standing (walk off with the combined radius) uses stand height = height + 1,
 * so the player rises 1 px on its first standing frame, as in the original.
 *
 * Not solid to a curled player: Sonic 1 only while ysp >= 0, Sonic 2 on always (profile
 * `monitorCurledPassThrough`); not solid while falling after a bump. Sizes are profile data
 * (15 x 15; Sonic 3 & Knuckles 14 x 16).
 *
 * Touch (item reaction 0x46, checked by the touch system): moving up and at least 16 px below the
 * monitor's centre, the player's ysp is negated and the monitor bounces up at -0x180, then falls
 * with gravity 0x38 until its floor sensor (y + 14) finds the floor. Moving down (or still) and
 * curled, the player's ysp is negated (the rebound) and the monitor breaks: it is gone for good.
 * Contents (rings, shields...) are not modelled.
 *
 * The partner (Sonic 2's 1-player sidekick, `SolidObject_Monitor_Tails`, `Touch_Monitor`): after
 * player 1, on screen or not, with its own standing and pushing flags; the monitor is always solid
 * to it (curled or not: it never passes into one), and its touch bumps a monitor from below but
 * never breaks one (`.breakMonitor` returns for the sidekick outside 2-player mode). A human
 * partner is the same sidekick driven by the second pad: the engine has no 2-player mode rules.
 *
 * Fields: O_ROUTINE 0 = resting, 1 = falling, 2 = broken.
 */
import { GRAVITY } from '../../player/constants.ts';
import {
  P_GSP, P_HRAD, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_PUSH, ST_ROLL,
} from '../../state/layout.ts';
import { destroyObject } from '../objectRuntime.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_FLAGS, O_ROUTINE, O_WRAD, O_HRAD, O_X, O_Y, O_YSP } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { carryPlayer } from '../solid/carry.ts';
import { objectFloorDist } from '../solid/objectTerrain.ts';
import { combinedX } from '../solid/solidObject.ts';
import { landOnObject } from '../solid/standing.ts';
import { platformStillOn } from '../solid/platformObject.ts';
import { oneOf } from '../objectInvariants.ts';
import { platformPartner } from '../solid/partnerPass.ts';

const RESTING = 0;
const FALLING = 1;
const BROKEN = 2;
/** obColType 0x46: item reaction, size index 6. */
export const MONITOR_HITBOX = 0x46;
/** Bumped from below: the monitor's ysp. */
export const MONITOR_BUMP_SPEED = -0x180;
/** Extra px either side of the monitor's width where the player may still land. */
const LAND_MARGIN = 4;
const LAND_DEPTH = 16;
/** The falling monitor's floor sensor reach (obHeight 0xE). */
const MONITOR_FLOOR_RADIUS = 14;

export const MONITOR_NONE = 0;
export const MONITOR_SIDE = 1;
export const MONITOR_LAND = -1;

/** Mon_SolidSides' distances (read right after the call). */
export const monitorHit = { x: 0, y: 0 };

/** Mon_SolidSides: 0 no overlap, 1 side, -1 land; distances in monitorHit. Whole pixels. */
export function monitorSides(w: ObjectContext, slot: number): number {
  const s = w.s;
  const d1 = combinedX(getField(w, slot, O_WRAD));
  const oxPx = getField(w, slot, O_X) >> 8;
  let d0 = (s[P_X] >> 8) - oxPx + d1;
  if (d0 < 0 || d0 > 2 * d1) return MONITOR_NONE;
  const combY = getField(w, slot, O_HRAD) + s[P_HRAD];
  const d3 = (s[P_Y] >> 8) - (getField(w, slot, O_Y) >> 8) + combY;
  if (d3 < 0 || d3 >= 2 * combY) return MONITOR_NONE;
  if (s[P_STATUS] & ST_DEAD) return MONITOR_NONE;
  if (d0 > d1) d0 -= 2 * d1;
  monitorHit.x = d0;
  monitorHit.y = d3;
  if (d3 >= LAND_DEPTH) return MONITOR_SIDE;
  const r = getField(w, slot, O_WRAD) + LAND_MARGIN;
  const e = r + (s[P_X] >> 8) - oxPx;
  return e < 0 || e >= 2 * r ? MONITOR_SIDE : MONITOR_LAND;
}

function clearPushing(w: ObjectContext, slot: number): void {
  setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) & ~w.pushBit);
  w.s[P_STATUS] &= ~ST_PUSH;
}

/** A player standing on the monitor: carried, or off it past the combined radius (Obj26_ChkOverEdge). */
function standingOn(w: ObjectContext, slot: number): void {
  if (!platformStillOn(w, slot, combinedX(getField(w, slot, O_WRAD)))) return;
  carryPlayer(w, slot, getField(w, slot, O_X) >> 8, getField(w, slot, O_HRAD) + 1, getField(w, slot, O_Y) >> 8);
}

/** One player against a monitor at rest. The partner never passes into it (see the file header). */
function resting(w: ObjectContext, slot: number): void {
  const s = w.s;
  const kind = monitorSides(w, slot);
  const curled = (s[P_STATUS] & ST_ROLL) !== 0;
  const passThrough = curled && !w.sidekick && (w.p.monitorCurledPassThrough === 'always' || s[P_YSP] >= 0);
  if (kind === MONITOR_NONE || passThrough) {
    if (getField(w, slot, O_FLAGS) & w.pushBit) clearPushing(w, slot);
    return;
  }
  if (kind === MONITOR_LAND) {
    s[P_Y] -= monitorHit.y << 8;
    landOnObject(w, slot);
    return;
  }
  const d0 = monitorHit.x;
  if (d0 !== 0 && (d0 > 0 ? s[P_XSP] >= 0 : s[P_XSP] < 0)) {
    s[P_X] -= d0 << 8;
    s[P_GSP] = 0;
    s[P_XSP] = 0;
  }
  if (s[P_STATUS] & ST_AIR) {
    clearPushing(w, slot);
    return;
  }
  s[P_STATUS] |= ST_PUSH;
  setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) | w.pushBit);
}

export const monitorType: ObjectType = {
  name: 'monitor',
  spec: {
    doc:
      'An item monitor: solid with its own rules (land within the top 16 px and x within ±(width + 4), otherwise pushed to ' +
      'the side, never out of the bottom); a curled player passes into it and breaks it (rebounding ysp = -ysp); hit from ' +
      'below it bounces up at -0x180 and falls back, not solid while falling. Size per game: 15 x 15 (S3K 14 x 16). ' +
      'Place it with its centre 15 px (S3K 16) above the floor. Contents are not modelled.',
    params: {},
  },
  fields: {
    O_ROUTINE: oneOf(RESTING, FALLING, BROKEN),
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_YSP, 0);
      setField(w, slot, O_WRAD, w.p.monitorWidth);
      setField(w, slot, O_HRAD, w.p.monitorHeight);
      setField(w, slot, O_ROUTINE, RESTING);
    },
    update(w, slot) {
      const routine = getField(w, slot, O_ROUTINE);
      if (routine === BROKEN) return;
      const p2 = platformPartner(w);
      const p1Stands = (getField(w, slot, O_FLAGS) & w.standBit) !== 0;
      if (p1Stands) standingOn(w, slot);
      else if (routine === RESTING) resting(w, slot);
      if (p2 !== null) {
        if (getField(w, slot, O_FLAGS) & p2.standBit) standingOn(p2, slot);
        else if (routine === RESTING) resting(p2, slot);
      }
      if (p1Stands || routine === RESTING) return;
      // ObjectFall: move by the old speed, then gravity; land when the floor sensor is inside.
      const ysp = getField(w, slot, O_YSP);
      setField(w, slot, O_Y, getField(w, slot, O_Y) + ysp);
      setField(w, slot, O_YSP, ysp + GRAVITY);
      const d = objectFloorDist(w, getField(w, slot, O_X) >> 8, getField(w, slot, O_Y) >> 8, MONITOR_FLOOR_RADIUS);
      if (d >= 0) return;
      setField(w, slot, O_Y, getField(w, slot, O_Y) + (d << 8));
      setField(w, slot, O_YSP, 0);
      setField(w, slot, O_ROUTINE, RESTING);
    },
    hitbox(w, slot) {
      return getField(w, slot, O_ROUTINE) === BROKEN ? 0 : MONITOR_HITBOX;
    },
    touch(w, slot) {
      const s = w.s;
      if (getField(w, slot, O_ROUTINE) === BROKEN) return;
      if (s[P_YSP] < 0) {
        // React_Monitor moving up: only from at least 16 px below the monitor's centre.
        if ((s[P_Y] >> 8) - 16 < getField(w, slot, O_Y) >> 8) return;
        s[P_YSP] = -s[P_YSP];
        setField(w, slot, O_YSP, MONITOR_BUMP_SPEED);
        if (getField(w, slot, O_ROUTINE) === RESTING) setField(w, slot, O_ROUTINE, FALLING);
        return;
      }
      // Touch_Monitor: in a 1-player game only the main character breaks it.
      if ((s[P_STATUS] & ST_ROLL) === 0 || w.sidekick) return;
      s[P_YSP] = -s[P_YSP];
      setField(w, slot, O_ROUTINE, BROKEN);
      destroyObject(w, slot);
    },
  },
};
