/**
 * The Green Hill log bridge (Sonic 1 Obj11 `Bri_Solid`, `Bri_WalkOff`, `Bri_Bend`,
 * `Bri_MoveSonic`; seed 003 section 13 "Bridges", "Bridge Collision", "Bridge Movement").
 *
 * `length` logs 16 px apart; the object's x is the log at index length >> 1 (the middle log, or
 * the one right of the middle on even bridges), the leftmost log is at x - (length >> 1) * 16.
 *
 * - Landing (not standing): ysp >= 0 and 0 <= player x - x + length * 8 + 8 < length * 16, then
 *   the jump-through landing (Platform3) against the middle log's current y - 8.
 * - Standing: the same range test walks the player off (ExitPlatform: the standing flags go, in
 *   every game without the airborne bit, releaseObject); otherwise the log under the
 *   player is index (player x - x + length * 8 + 8) >> 4, the bend angle grows by 4 per frame up to
 *   0x40, the logs bend, and the player's y pixel is set to that log's y - 8 - height radius.
 * - Not standing: the bend angle falls by 4 per frame to 0 (the logs spring back over 16 frames).
 *
 * The bend (the seed's "Log's Y Position = Bridge's Y Position + maximum_dip * sine(90 *
 * log_distance)" in the original's integers): with i the log stood on and n the length,
 * maximum_dip = 2 * min(i + 1, n - i) (the seed's 2, 4, 6, 8, 10, 12, 12, 10, 8, 6, 4, 2 for 12
 * logs), and log j dips ((f + 1) * maximum_dip * SINE[angle]) >> 16 px, where f is the sine of
 * 90 * log_distance as a byte: BEND_ALIGN[i][j] for j <= i, BEND_ALIGN[n - 1 - i][n - 1 - j] past
 * i. At full bend the stood-on log dips exactly maximum_dip px.
 *
 * O_WRAD is 128, the original's display width, which is what balancing reads (no bridge edge ever
 * balances); the bridge's own x range is length * 8 + 8.
 *
 * The partner (Sonic 1 has none; Sonic 2's Obj11 runs the same landing, walk-off and log tests
 * for the sidekick in `sub_F872`, s2.asm 22127, with `p2_standing_bit` and its own log byte
 * objoff_3B), after player 1: standing, it walks off by the same range test (releaseObject), or
 * its log is recorded and its y pixel set to that log's y - 8 - its height radius; not standing,
 * it lands as player 1 does (against the middle log) and its log is recorded (loc_F8F0, 22178).
 * The shared bend follows Obj11_EHZ (22013): while the partner stands and player 1 is not staying
 * on, the bend centre (objoff_3F) steps one log a frame towards the partner's log; the bend grows
 * while either player stays on (the partner counts on its walk-off frame too, as in Obj11_EHZ)
 * and springs back only while neither stands. Player 1 alone is exactly the Sonic 1 bridge.
 *
 * Fields: O_Y = the logs' resting y; O_A = length; O_B = bend angle (0..0x40, objoff_3E);
 * O_C = log index stood on by player 1, the bend centre (objoff_3F); O_D = the partner's log
 * (objoff_3B). Units: whole pixels; the bend angle is a hex angle.
 */
import { SINE } from '../../fixed/trig.ts';
import { P_HRAD, P_STATUS, P_X, P_Y, P_YSP, ST_AIR } from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_C, O_D, O_HRAD, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { isStanding, platformSurface } from '../solid/platformObject.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { releaseObject } from '../solid/standing.ts';
import { steps } from '../../state/invariants.ts';
import { below, fromDef } from '../objectInvariants.ts';

/** Bend angle step per frame and its maximum (a quarter turn). */
export const BEND_STEP = 4;
export const BEND_MAX = 0x40;
/** The player stands 8 px above a log's y (the logs' surface). */
export const LOG_SURFACE = 8;

/**
 * Bri_Data_Align (Obj11_BendData2): row i is the curve for a player on log i, 0xFF at i itself.
 * The sine of 90 degrees times the log's fraction of the way to the stood-on log, as a byte.
 */
// prettier-ignore
export const BEND_ALIGN: readonly (readonly number[])[] = [
  [0xff],
  [0xb5, 0xff],
  [0x7e, 0xdb, 0xff],
  [0x61, 0xb5, 0xec, 0xff],
  [0x4a, 0x93, 0xcd, 0xf3, 0xff],
  [0x3e, 0x7e, 0xb0, 0xdb, 0xf6, 0xff],
  [0x38, 0x6d, 0x9d, 0xc5, 0xe4, 0xf8, 0xff],
  [0x31, 0x61, 0x8e, 0xb5, 0xd4, 0xec, 0xfb, 0xff],
  [0x2b, 0x56, 0x7e, 0xa2, 0xc1, 0xdb, 0xee, 0xfb, 0xff],
  [0x25, 0x4a, 0x73, 0x93, 0xb0, 0xcd, 0xe1, 0xf3, 0xfc, 0xff],
  [0x1f, 0x44, 0x67, 0x88, 0xa7, 0xbd, 0xd4, 0xe7, 0xf4, 0xfd, 0xff],
  [0x1f, 0x3e, 0x5c, 0x7e, 0x98, 0xb0, 0xc9, 0xdb, 0xea, 0xf6, 0xfd, 0xff],
  [0x19, 0x38, 0x56, 0x73, 0x8e, 0xa7, 0xbd, 0xd1, 0xe1, 0xee, 0xf8, 0xfe, 0xff],
  [0x19, 0x38, 0x50, 0x6d, 0x83, 0x9d, 0xb0, 0xc5, 0xd8, 0xe4, 0xf1, 0xf8, 0xfe, 0xff],
  [0x19, 0x31, 0x4a, 0x67, 0x7e, 0x93, 0xa7, 0xbd, 0xcd, 0xdb, 0xe7, 0xf3, 0xf9, 0xfe, 0xff],
  [0x19, 0x31, 0x4a, 0x61, 0x78, 0x8e, 0xa2, 0xb5, 0xc5, 0xd4, 0xe1, 0xec, 0xf4, 0xfb, 0xfe, 0xff],
];

/** Bri_Data_Y_Max: the greatest dip (px) for a player on log i of an n-log bridge. */
export function maxDip(n: number, i: number): number {
  const fromLeft = i + 1;
  const fromRight = n - i;
  return 2 * (fromLeft < fromRight ? fromLeft : fromRight);
}

/** How far (px) log j dips with the player on log i of an n-log bridge at bend angle `angle`. */
export function logDip(n: number, i: number, angle: number, j: number): number {
  const f = j <= i ? BEND_ALIGN[i][j] : BEND_ALIGN[n - 1 - i][n - 1 - j];
  // mulu.w twice then swap: an unsigned product, high word.
  return ((f + 1) * maxDip(n, i) * SINE[angle & 0xff]) >>> 16;
}

/** The current y pixel of log j of the bridge in `slot`. */
export function bridgeLogY(w: ObjectContext, slot: number, j: number): number {
  const n = getField(w, slot, O_A);
  return (getField(w, slot, O_Y) >> 8) + logDip(n, getField(w, slot, O_C), getField(w, slot, O_B), j);
}

/**
 * The x range both landing and walking off use, for the player of context `w`:
 * d = player x - bridge x + length * 8 + 8, 0 <= d < length * 16; -1 outside.
 */
function rangeOffset(w: ObjectContext, slot: number): number {
  const n = getField(w, slot, O_A);
  const d = (w.s[P_X] >> 8) - (getField(w, slot, O_X) >> 8) + n * 8 + 8;
  return d >= 0 && d < n * 16 ? d : -1;
}

/** A standing player's range test: its offset, or -1 when it walks off (airborne or outside). */
function standingOffset(w: ObjectContext, slot: number): number {
  return (w.s[P_STATUS] & ST_AIR) === 0 ? rangeOffset(w, slot) : -1;
}

/** Bri_MoveSonic: the standing player's y pixel on log `log` (subpixel kept). */
function moveOnLog(w: ObjectContext, slot: number, log: number): void {
  const s = w.s;
  const y = bridgeLogY(w, slot, log) - LOG_SURFACE - s[P_HRAD];
  s[P_Y] = (y << 8) | (s[P_Y] & 0xff);
}

/** Bri_Solid: a player not standing lands on the bridge (against the middle log); true when it did. */
function land(w: ObjectContext, slot: number): boolean {
  if (w.s[P_YSP] < 0 || rangeOffset(w, slot) < 0) return false;
  return platformSurface(w, slot, bridgeLogY(w, slot, getField(w, slot, O_A) >> 1) - LOG_SURFACE);
}

function bendIn(w: ObjectContext, slot: number): void {
  const angle = getField(w, slot, O_B);
  if (angle !== BEND_MAX) setField(w, slot, O_B, angle + BEND_STEP);
}

function bendOut(w: ObjectContext, slot: number): void {
  const angle = getField(w, slot, O_B);
  if (angle !== 0) setField(w, slot, O_B, angle - BEND_STEP);
}

/**
 * The partner's pass (Sonic 2 Obj11_EHZ's drift and bend, then sub_F872 with p2_standing_bit).
 * `p1Stays`: player 1 stood on the bridge this frame and did not walk off (it set the centre and
 * grew the bend already).
 */
function partnerPass(p2: ObjectContext, slot: number, stood: boolean, p1Stays: boolean): void {
  if (!stood) {
    if (land(p2, slot)) setField(p2, slot, O_D, rangeOffset(p2, slot) >> 4);
    return;
  }
  if (!p1Stays) {
    // objoff_3F one log towards objoff_3B (the partner's log as last recorded), then the bend.
    const centre = getField(p2, slot, O_C);
    const target = getField(p2, slot, O_D);
    if (centre !== target) setField(p2, slot, O_C, centre < target ? centre + 1 : centre - 1);
    bendIn(p2, slot);
  }
  const d = standingOffset(p2, slot);
  if (d < 0) {
    releaseObject(p2, slot);
    return;
  }
  setField(p2, slot, O_D, d >> 4);
  moveOnLog(p2, slot, d >> 4);
}

export const bridgeType: ObjectType = {
  name: 'bridge',
  spec: {
    doc:
      'The Green Hill log bridge: `length` logs 16 px apart centred on x (x is the middle log, or the one right of the middle ' +
      'on even bridges), surface 8 px above y. A jump-through platform as wide as the bridge; the log under the player dips ' +
      '2 * min(i + 1, length - i) px and the others follow a sine curve, bending in over 16 frames and springing back over 16.',
    params: {
      length: { kind: 'int', min: 3, max: 16, default: 12, doc: 'Number of logs (Green Hill: 12).' },
    },
  },
  fields: {
    O_A: fromDef((d) => Number(d.params.length), 'its length parameter'), // logs: sizes the bend table
    O_B: steps(BEND_STEP, 0, BEND_MAX), // bend angle
    O_C: below(O_A, 'the number of logs'), // the log under player 1: the bend centre
    O_D: below(O_A, 'the number of logs'), // the log under the partner
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_A, Number(def!.params.length));
      setField(w, slot, O_B, 0);
      setField(w, slot, O_C, 0);
      setField(w, slot, O_D, 0);
      setField(w, slot, O_WRAD, 128);
      setField(w, slot, O_HRAD, LOG_SURFACE);
    },
    update(w, slot) {
      const p2 = platformPartner(w);
      const p2Stood = p2 !== null && isStanding(p2, slot);
      let p1Stays = false;
      if (isStanding(w, slot)) {
        // Bri_WalkOff: off the range (or airborne), the player leaves and the bend holds this frame.
        const d = standingOffset(w, slot);
        if (d < 0) releaseObject(w, slot);
        else {
          p1Stays = true;
          setField(w, slot, O_C, d >> 4);
          bendIn(w, slot);
          moveOnLog(w, slot, d >> 4);
        }
      } else {
        land(w, slot);
        if (!p2Stood) bendOut(w, slot);
      }
      if (p2 !== null) partnerPass(p2, slot, p2Stood, p1Stays);
    },
  },
};
