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
    fix: 'Skip the fall-through when the floor found, or the ground under a foot, is left/right/bottom solid (the seed\'s fix, which reads only the tile found: a top-only row on solid ground, as Star Light Zone has, would still be fallen into).',
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
  // --- Objects A: solid objects and platforms (engine/objects/solid/) ---------------------
  {
    id: 'objectSlipping',
    summary: 'Landing on a solid object tests x against the object\'s own width radius, not the combined one: a player not directly above the object slips down its side.',
    fix: 'The landing check uses the combined radius (object width + push radius 10 + 1).',
    source: 'seed 002 "Popped Upwards", "Bugs Using This Method: Slipping"; Sonic 1 `Solid_Landed`',
    profiles: ALL,
  },
  {
    id: 'objectBottomOverlap',
    summary: 'The vertical overlap pretends the player is 4 px lower (the top grip), which also takes 4 px off the object\'s bottom: jumping up into an object enters it by 4 px before being popped out.',
    fix: 'The bottom of the combined box is extended by the same 4 px.',
    source: 'seed 002 "Bugs Using This Method: Bottom Overlap"; Sonic 1 `Solid_ChkCollision`',
    profiles: ALL,
  },
  {
    id: 'platformThroughWalls',
    summary: 'A moving object carries (or pushes) the player by its pixel delta with no wall check, so a player standing still is dragged into walls.',
    fix: 'Sonic CD\'s method: after carrying, a wall check in the direction of the object\'s motion ejects a standing player; a player pushed into a wall by the side of a moving object is crushed.',
    source: 'seed 004 "Moving Through Walls Platform Bug"; Sonic 1 `MvSonicOnPtfm`',
    profiles: ['s1', 's2', 's3k'],
  },
  {
    id: 'platformThroughFloors',
    summary: 'Standing on an object skips every terrain floor check, so a descending object pulls the player through the floor.',
    fix: 'Sonic CD\'s method: when the object is not moving up, a floor check puts a player found inside the floor onto it (leaving the object).',
    source: 'seed 004 "Moving Through Floors Platform Bug"',
    profiles: ['s1', 's2', 's3k'],
  },
  {
    id: 'platformThroughCeilings',
    summary: 'No upward sensor runs on the ground, so a rising object pushes the player into the ceiling.',
    fix: 'Sonic CD\'s method: when the object moves up, a sensor from the top centre of the player\'s box kills a player 1 px or more inside a ceiling.',
    source: 'seed 004 "Moving Through Ceilings Platform Bug"',
    profiles: ['s1', 's2', 's3k'],
  },
  {
    id: 'slopeGlitch',
    summary: 'Landing on terrain does not clear a stale standing-on-object flag (left by the false standing flag), so the ground sensors stay off: the player keeps the landing angle and walks on air or through the ground.',
    fix: 'Every landing clears the standing-on-object flag; landing on an object sets it again afterwards (the seed\'s partial fix).',
    source: 'seed 004 "Slope Glitch"',
    profiles: ALL,
  },
  // --- Objects B: touch boxes, rings, damage (engine/objects/touch.ts, ringLoss.ts) ---------
  {
    id: 'hitboxExtraPixel',
    summary: 'Touch boxes include their right and bottom pixel (a radius r spans 2r + 1 px), so even-sized objects such as rings are touched 1 px sooner from the right and from below.',
    fix: 'Each touch box spans 2r pixels, x - r .. x + r - 1 (the player\'s 16 x 2(h - 3)), matching the even-sized sprites.',
    source: 'seed 003 section 9 "Quirks With Hitboxes"; Sonic 1 ReactToItem',
    profiles: ALL,
  },
  {
    id: 'sharedRingTimer',
    summary: 'Scattered rings share one lifetime timer, which every new ring loss resets to 255 frames: rings left from an earlier hit live on for the new spill\'s full lifetime.',
    fix: 'Each scattered ring counts its own 255 frames from its own spill (the disassembly\'s "Fix Ring Timers").',
    source: 'Sonic 1 RingLoss (v_ani3_time); SCHG How-to "Fix Ring Timers"',
    profiles: ['s1', 's2'],
  },
  {
    id: 'spikeBug',
    summary: 'Spikes call the hurt routine without checking the post-hit invulnerability, so a player still flashing after a hit is hurt again by spikes it lands on or touches.',
    fix: 'Spikes do not hurt while the invulnerability timer runs (Sonic 1 REV02).',
    source: 'Sonic 1 object 36 Spik_Hurt (REV00/01 vs REV02)',
    profiles: ['s1'],
  },
  // --- Objects C: balancing (engine/player/balance.ts) ----------------------------------------
  {
    id: 'objectTerrainBalancing',
    summary: 'Standing still at the edge of an object, the player balances even when its other foot is on terrain: the object test looks for no floor.',
    fix: 'An object edge balances only when the terrain test at the player\'s x also finds no floor within 12 px (the seed\'s missing check).',
    source: 'seed 004 part 3 "Object/Terrain Balancing Bug"; Sonic 1 Sonic_Move',
    profiles: ALL,
  },
  // --- Objects G: the converse balancing bugs (engine/player/balance.ts) ------------------------
  {
    id: 'terrainObjectBalancing',
    summary: 'Standing still at a terrain edge, the player balances even when its other foot is on a solid object or platform: the terrain test never looks at objects.',
    fix: 'A terrain edge does not balance when a flat-topped object\'s top is under the player\'s centre, less than 12 px below the feet (and no further-out state when one is under the point 6 px back).',
    source: 'seed 004 part 3 "Terrain/Object Balancing Bug"',
    profiles: ALL,
  },
  {
    id: 'objectObjectBalancing',
    summary: 'Standing still at the edge of an object, the player balances even when its other foot is on another solid object or platform.',
    fix: 'An object edge does not balance when another flat-topped object\'s top is under the player\'s centre, less than 12 px below the feet.',
    source: 'seed 004 part 3 "Object/Object Balancing Bug"',
    profiles: ALL,
  },
  // --- Water (engine/player/water.ts, drowning.ts, speedShoes.ts) -----------------------------
  {
    id: 'waterCancelsShoes',
    summary: 'Entering the water writes the underwater speeds over the speed shoes\', and leaving it writes the land speeds although the shoes\' timer still runs: the shoes are lost.',
    fix: 'Leaving the water while the shoes\' timer runs writes the shoes\' speeds (top 0xC00, acceleration 0x18, deceleration 0x80).',
    source: 'seed 003 "Super Speeds" note; Sonic 1 `Sonic_Water`, Sonic 2 `Obj01_OutWater`',
    profiles: ALL,
  },
  {
    id: 'shoesExpireUnderwater',
    summary: 'The speed shoes running out write the land speeds (top 0x600, acceleration 0xC) even underwater: the player runs at land speed underwater until it leaves the water.',
    fix: 'Underwater, the shoes running out write the underwater speeds (top 0x300, acceleration 6, deceleration 0x40).',
    source: 'Sonic 1 `Sonic_Display` .chkshoes, Sonic 2 `Obj01_ChkShoes`, Sonic 3 `Sonic_ChkShoes`',
    profiles: ALL,
  },
  {
    id: 'drownedWhileHurt',
    summary: 'Drowning while knocked back leaves the hurt routine running, so the player moves twice a frame (the hurt routine with its gravity, the drowning countdown with 0x10) until it lands.',
    fix: 'Drowning ends the knock-back (Sonic 2\'s `fixBugs`: routine 2; Sonic 3 switches to its drowned routine).',
    source: 'Sonic 2 `Obj0A_Countdown` (fixBugs); Sonic 1 `Drown_Countdown`',
    profiles: ['s1', 's2', 'cd'],
  },
  // --- Animation read back into physics (engine/player/animate.ts) ----------------------------
  {
    id: 'idleGateFreeze',
    summary: 'Sonic 2\'s idle gate (after 175 frames of the Wait animation, or during the Blink/GetUp animations) skips the whole normal routine: no level bounds, position update, ground sensors or slope repel, so a speed given to the standing player is not applied and the ground is not checked.',
    fix: 'The gate skips only the control part (spindash, jump, slope resist, move, roll), as s2.asm\'s fixBugs does.',
    source: 'Sonic 2 `Obj01_MdNormal_Checks` (fixBugs)',
    profiles: ['s2'],
  },
  // --- Characters A: the characters' moves (engine/player/moves/) ------------------------------
  {
    id: 'instaShieldLockout',
    summary: 'The insta-shield object ends the attack by setting double_jump_flag to 2 on its last two frames without looking at it: landing on one of them (which clears the flag) leaves it at 2, so the next jump has no double-jump move until Sonic lands again.',
    fix: 'The object ends the attack only while it is still on (double_jump_flag 1).',
    source: 'Sonic 3 `Obj_InstaShield_Main` (`move.b #2,double_jump_flag(a2)` when mapping_frame is 7)',
    profiles: ['s3k'],
  },
  {
    id: 'superRingDrain',
    summary: 'The super form\'s ring countdown decrements and waits with `bpl` (while not negative), so a ring goes every 61 frames, not 60.',
    fix: 'Wait with `bhi` (while above 0): a ring every 60 frames (s3.asm FixBugs).',
    source: 'Sonic 2/3 `Sonic_Super` ("Bug: This should be a \'bhi\'; currently counts down 61 frames")',
    profiles: ['s2', 's3k'],
  },
  {
    id: 'superRollState',
    summary: 'Turning super at the top of a jump keeps the jump\'s curled state: after a roll-jump Super Sonic still has no air control.',
    fix: 'The transformation clears rolling and roll-jumping and sets the standing radii (s2disasm fixBugs).',
    source: 'Sonic 2 `Sonic_CheckGoSuper` ("The original code forgot to do this")',
    profiles: ['s2'],
  },
  {
    id: 'glideSteepLanding',
    summary: 'Gliding into a floor steeper than 45 degrees lands Knuckles with X and ground speed set to the glide speed, which is kept unsigned: gliding left he runs off the other way.',
    fix: 'The landing speed takes the glide\'s direction (negative when gliding left).',
    source: 'Sonic & Knuckles `Knux_Gliding_HitFloor` (`move.w ground_vel(a0),x_vel(a0)`); SPG "Gliding"',
    profiles: ['s3k'],
  },
  {
    id: 'climbSubpixel',
    summary: 'Grabbing a wall stores Knuckles\' x in x_pos+2, the low word of his 16.16 position: his x subpixel becomes the high byte of his x pixel, and any later change of it (an object moving him by a fraction) lets go of the wall.',
    fix: 'The grab x is kept aside; the subpixel stays and only the pixel x is compared.',
    source: 'Sonic & Knuckles `Knuckles_Gliding_HitWall` (`move.w x_pos(a0),x_pos+2(a0)`), `Knuckles_Wall_Climb`',
    profiles: ['s3k'],
  },
  {
    id: 'attractedRingLost',
    summary: 'A ring the lightning shield pulls that leaves the object range is deleted without clearing its entry in the ring table: neither collected nor ever respawned.',
    fix: 'The ring comes back at its place when the camera returns, like any ring the camera left behind (s3.asm FixBugs: `move.w $30(a0),d0`).',
    source: 'Sonic 3 `Obj_Attracted_Ring` ("Bug: Probably meant to be $30(a0)")',
    profiles: ['s3k'],
  },
  {
    id: 'wheelGlitch',
    summary: 'Airborne inside a running disc\'s capture box, the disc forgets the player but leaves stick_to_convex set; leaving the box before landing keeps it set, and the player sticks to ground (running off ledges "falls" along the ground angle) until the next jump.',
    fix: 'The disc clears stick_to_convex when it forgets the player.',
    source: 'seed 004 part 3 "Wheel Glitch"; Sonic 1 object 67 `Disc_MoveSonic`',
    profiles: ['s1'],
  },
  {
    id: 'ssInvisibleBlocks',
    summary: 'REV00\'s special stages 5 and 6 hold $FF layout cells (14 and 10) that SS_ShowLayout never draws (only $01..$4E) but sub_1BD30 counts solid (every cell from $4B up): walls nobody sees. REV01\'s layouts have none.',
    fix: 'A cell SS_ShowLayout does not draw is not solid (engine/games/s1/special/ssQuirks.ts; the special stage of a run of acts takes the fix from the run\'s --fix).',
    source: 'Sonic 1 REV00 `sslayout/5.eni`, `6.eni`; `SS_ShowLayout`, `sub_1BD30` (_incObj/09 Sonic in Special Stage.asm)',
    profiles: ['s1'],
  },
] as const satisfies readonly QuirkInfo[];

export type QuirkId = (typeof QUIRKS)[number]['id'];
export const QUIRK_IDS: readonly QuirkId[] = QUIRKS.map((q) => q.id);

/** Snapshot headers keep one bit per quirk in two words. */
export const MAX_QUIRKS = 64;
if (QUIRK_IDS.length > MAX_QUIRKS) throw new Error(`more than ${MAX_QUIRKS} quirks: widen the snapshot header`);

export function isQuirkId(v: string): v is QuirkId {
  return (QUIRK_IDS as readonly string[]).includes(v);
}

/** Quirk switches resolved for one world: true = the original bug happens. */
export type QuirkSet = Readonly<Record<QuirkId, boolean>>;

/**
 * The quirks of a profile minus the fixed ones. Built in one go with Object.fromEntries: an
 * object that gets its ~30 keys one store at a time drops to V8's slow dictionary mode, and
 * every player routine reads these switches each frame.
 */
export function resolveQuirks(profile: ProfileId, fixes: readonly QuirkId[]): QuirkSet {
  return Object.fromEntries(
    (QUIRKS as readonly QuirkInfo[]).map((q) => [q.id, q.profiles.includes(profile) && !fixes.includes(q.id as QuirkId)]),
  ) as QuirkSet;
}
