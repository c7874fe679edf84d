/**
 * The quirk catalogue: every original bug the engine reproduces, with a stable id
 * (CONTRACTS §6), what it does, which seed documents it, the fix `--fix <id>` applies,
 * and the profiles that have it by default. Profiles turn quirks on; `--fix` turns them off.
 */
import type { ProfileId } from '../profiles/ids.ts';

export interface QuirkInfo {
  readonly id: string;
  readonly summary: string;
  readonly fix: string;
  readonly source: string;
  readonly profiles: readonly ProfileId[];
}

const ALL: readonly ProfileId[] = ['s1', 's2', 's3k', 'cd'];

export const QUIRKS = [
  {
    id: 'zip',
    summary: 'The grounded wall look-ahead (zip anchor) inside a wall returns up to -32 px and the game adds it to the speed unchecked, throwing the player up to 32 px per frame.',
    fix: 'The look-ahead correction never reverses the direction of motion: the speed stops at 0.',
    source: 'seed 004 "Zipping Bug"; SPEC-NOTES "Wall look-ahead"',
    profiles: ALL,
  },
  {
    id: 'stairClip',
    summary: 'Falling mostly down, the player lands only when a floor sensor is above -(ysp px + 8); deeper floors are fallen through.',
    fix: 'Skip the fall-through when the floor found is left/right/bottom solid (the seed\'s fix).',
    source: 'seed 004 "Stair Clip Bug"; SPEC-NOTES "Air collision"',
    profiles: ALL,
  },
  {
    id: 'phasing',
    summary: 'Sensors see at most two blocks, so at speeds above 16 px/frame thin walls, floors and ceilings can be skipped.',
    fix: 'Airborne movement faster than 16 px/frame is split into steps of at most 16 px, with collision after each.',
    source: 'seed 004 "Phasing Bug"',
    profiles: ALL,
  },
  {
    id: 'walkability',
    summary: 'Every walking ground check tests the top-solid bit, even on walls and ceilings, so top-only terrain can be walked on upside down and lrb-only ceilings cannot.',
    fix: 'Wall and ceiling ground modes test the left/right/bottom bit.',
    source: 'seed 004 "Walkability Bug"',
    profiles: ALL,
  },
  {
    id: 'falseLanding',
    summary: 'Ground sensors sit further apart than the airborne ones after a landing from a roll or jump, so a thin strip can be landed on and then fallen through.',
    fix: 'The grounded floor sensors use the airborne (rolling) width radius, so they stay on whatever the airborne sensors landed on (the seed\'s "pulling the ray anchors closer together").',
    source: 'seed 004 "False Landing Bug"',
    profiles: ALL,
  },
  {
    id: 'bumpability',
    summary: 'The zip anchor always tests the left/right/bottom bit, so running down onto a top-solid floor goes through it.',
    fix: 'The look-ahead moving down tests the top-solid bit.',
    source: 'seed 004 "Bumpability Bug"',
    profiles: ALL,
  },
  {
    id: 'ghostWall',
    summary: 'The look-ahead is skipped for ground angles 0x40..0xBF (upside down or straight up), so walls are walked through there (Sonic 3 & Knuckles still checks exact multiples of 0x40).',
    fix: 'The look-ahead runs at every ground angle.',
    source: 'seed 004 "Ghost Wall Bug"',
    profiles: ALL,
  },
  {
    id: 'wallGrinding',
    summary: 'A look-ahead hit while moving mostly vertically changes the speed but keeps ground speed: the player grinds along the obstacle.',
    fix: 'Vertical look-ahead hits also zero ground speed.',
    source: 'seed 004 "Wall Grinding Bug"; SPEC-NOTES "Wall look-ahead"',
    profiles: ALL,
  },
  {
    id: 'angleBug',
    summary: 'Ground sensors more than 14 px inside terrain correct no position but still update the angle: the player stays lodged in the ground.',
    fix: 'The position is corrected at any negative distance.',
    source: 'seed 004 "Angle Bug"; SPEC-NOTES "Ground sensors"',
    profiles: ALL,
  },
  {
    id: 'instantStopLanding',
    summary: 'Falling deep into a floor, the airborne wall sensors (checked before the floor) hit it and zero X speed before the landing.',
    fix: 'Falling mostly down, the floor is checked first and the wall sensors after the landing correction.',
    source: 'seed 004 "Instant Stop Landing Bug"',
    profiles: ALL,
  },
  {
    id: 'landOnAir',
    summary: 'After a roll-jump (radii stay standing), landing still subtracts the 5 px roll offset from y: the player is grounded 5 px above the floor for a frame.',
    fix: 'Landing subtracts the difference between the standing and current height radii (Sonic 3\'s method).',
    source: 'seed 004 "Land on Air Bug"; SPEC-NOTES "Jump"',
    profiles: ['s1', 's2'],
  },
  {
    id: 'decelerationReversal',
    summary: 'Braking past zero sets ground speed to 0x80 the other way (a 16-bit borrow), faster than accelerating from rest.',
    fix: 'Braking past zero gives the exact difference (gsp - 0x80).',
    source: 'seed 003 "Running: Deceleration"; SPEC-NOTES "Ground input at the boundaries"',
    profiles: ALL,
  },
  {
    id: 'rollTurnaround',
    summary: 'Rolling against the motion below 0x20 flips ground speed to 0x80 the other way: the player turns around while rolling.',
    fix: 'Rolling deceleration past zero gives the exact difference.',
    source: 'seed 003 "Rolling: Deceleration"; SPEC-NOTES "Ground input at the boundaries"',
    profiles: ALL,
  },
  {
    id: 'topSpeedCurtail',
    summary: 'On the ground, pressing towards the motion above top speed sets ground speed to top speed (Sonic 1).',
    fix: 'Above top speed, acceleration neither adds nor clamps (Sonic 2\'s method).',
    source: 'seed 003 "Running: Top Speed"',
    profiles: ['s1'],
  },
  {
    id: 'airTopSpeedCurtail',
    summary: 'In the air, pressing towards the motion above top speed clamps X speed to top speed (Sonic 1, 2 and CD).',
    fix: 'Above top speed, air acceleration neither adds nor clamps (Sonic 3\'s method).',
    source: 'seed 003 "Running: Top Speed"; SPEC-NOTES "Air movement"',
    profiles: ['s1', 's2', 'cd'],
  },
  {
    id: 'rollSpeedCapX',
    summary: 'The rolling cap of 16 px/frame clamps X speed, not ground speed, so the motion angle is wrong on slopes at the cap.',
    fix: 'Ground speed is capped at 16 px/frame before X and Y speeds are derived.',
    source: 'seed 003 "Rolling: Top Speed"',
    profiles: ALL,
  },
  {
    id: 'spindashCameraBacktrack',
    summary: 'The spindash camera lag replays recorded positions, so a quick spindash after moving scrolls the camera backwards.',
    fix: 'On launch the position history is filled with the current position (the Flame Shield method).',
    source: 'seed 003 "Camera: Spindash Lag"',
    profiles: ['s2', 's3k'],
  },
  {
    id: 'falseStandingFlag',
    summary: 'Deleting an object (out of range, or destroyed) does not clear the player\'s standing-on-object flag: the player walks on air, with no terrain checks and a stale angle.',
    fix: 'Deleting the object the player stands on clears the flag and the player falls.',
    source: 'seed 002 "False Object Standing Flag"; seed 004 "Slope Glitch"',
    profiles: ALL,
  },
] as const satisfies readonly QuirkInfo[];

export type QuirkId = (typeof QUIRKS)[number]['id'];
export const QUIRK_IDS: readonly QuirkId[] = QUIRKS.map((q) => q.id);

export function isQuirkId(v: string): v is QuirkId {
  return (QUIRK_IDS as readonly string[]).includes(v);
}

/** Quirk switches resolved for one world: true = the original bug happens. */
export type QuirkSet = Readonly<Record<QuirkId, boolean>>;

/** The quirks of a profile minus the fixed ones. */
export function resolveQuirks(profile: ProfileId, fixes: readonly QuirkId[]): QuirkSet {
  const out = {} as Record<QuirkId, boolean>;
  for (const q of QUIRKS as readonly QuirkInfo[]) {
    out[q.id as QuirkId] = q.profiles.includes(profile) && !fixes.includes(q.id as QuirkId);
  }
  return out;
}
