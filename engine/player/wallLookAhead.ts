/**
 * The grounded wall look-ahead, "zip anchor" (Sonic 1 `Sonic_WalkSpeed` + the tail of
 * `Sonic_Move`; Sonic 2 `CalcRoomInFront`; SPEC-NOTES "Wall look-ahead while grounded";
 * seed 004 part 3).
 *
 * Runs after X/Y speeds are derived from ground speed and before the position moves. It probes
 * 10 px ahead of where the player will be (integer part of position + speed), in the direction
 * angle -/+ 0x40, 8 px lower on near-flat ground, testing the left/right/bottom bit. A negative
 * distance d (inside a wall) is turned into a speed change `d << 8` so the move ends touching it.
 * Inside a wall d reaches -32: the zip.
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../level/types.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../terrain/directions.ts';
import { signedWord } from '../fixed/hexAngle.ts';
import { EV_LOOKAHEAD, EV_WALL_GRIND, EV_WALL_STOP } from '../state/events.ts';
import { P_ANGLE, P_GSP, P_LOOKAHEAD_DELTA, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_PUSH } from '../state/layout.ts';
import type { PlayerContext } from './context.ts';
import { collisionQuadrant, plainQuadrant } from './quadrant.ts';

export function wallLookAhead(c: PlayerContext): void {
  const s = c.s;
  const gsp = s[P_GSP];
  if (gsp === 0) return;
  const angle = s[P_ANGLE];
  // Skipped for angles 0x40..0xBF (the ghost wall bug); Sonic 3 & Knuckles also runs it at
  // exact multiples of 0x40. Fixed, it runs everywhere.
  const upsideDown = ((angle + 0x40) & 0x80) !== 0;
  if (upsideDown && c.q.ghostWall && !(c.p.lookAheadAtRightAngles && (angle & 0x3f) === 0)) return;

  const dir = (gsp > 0 ? angle - 0x40 : angle + 0x40) & 0xff;
  const t = c.t;
  const x = (s[P_X] + s[P_XSP]) >> 8;
  const y = (s[P_Y] + s[P_YSP]) >> 8;
  const probe = collisionQuadrant(dir);
  let d: number;
  if (probe === 0) {
    // Moving down: the bumpability bug tests lrb here too; fixed, the top-solid bit.
    d = senseDown(t, x, y + 10, c.q.bumpability ? BLOCK_SOLID_LRB : BLOCK_SOLID_TOP);
  } else if (probe === 0x80) {
    d = senseUp(t, x, y - 10, BLOCK_SOLID_LRB);
  } else {
    const py = (dir & 0x38) === 0 ? y + 8 : y;
    d = probe === 0x40 ? senseLeft(t, x - 10, py, BLOCK_SOLID_LRB) : senseRight(t, x + 10, py, BLOCK_SOLID_LRB);
  }
  if (d >= 0) return;

  // `asl.w #8,d1`, then the speed chosen by plain rounding of the direction (not the probe's).
  const delta = signedWord(d << 8);
  c.events |= EV_LOOKAHEAD;
  const zipFixed = !c.q.zip;
  switch (plainQuadrant(dir)) {
    case 0xc0: {
      // Moving right: the wall is ahead.
      let v = signedWord(s[P_XSP] + delta);
      if (zipFixed && v < 0) v = 0;
      setSpeed(s, P_XSP, v);
      stopAtWall(c);
      break;
    }
    case 0x40: {
      let v = signedWord(s[P_XSP] - delta);
      if (zipFixed && v > 0) v = 0;
      setSpeed(s, P_XSP, v);
      stopAtWall(c);
      break;
    }
    case 0x80: {
      let v = signedWord(s[P_YSP] - delta);
      if (zipFixed && v > 0) v = 0;
      setSpeed(s, P_YSP, v);
      grind(c);
      break;
    }
    default: {
      let v = signedWord(s[P_YSP] + delta);
      if (zipFixed && v < 0) v = 0;
      setSpeed(s, P_YSP, v);
      grind(c);
    }
  }
}

function stopAtWall(c: PlayerContext): void {
  c.s[P_STATUS] |= ST_PUSH;
  c.s[P_GSP] = 0;
  c.events |= EV_WALL_STOP;
}

/** Moving mostly vertically into a floor or ceiling: ground speed is kept (wall grinding). */
function grind(c: PlayerContext): void {
  c.events |= EV_WALL_GRIND;
  if (!c.q.wallGrinding) c.s[P_GSP] = 0;
}

/** Writes the corrected speed and records the change it made (for detectors). */
function setSpeed(s: Int32Array, field: number, v: number): void {
  s[P_LOOKAHEAD_DELTA] = v - s[field];
  s[field] = v;
}
