/**
 * The player's animation (Sonic 2 `Sonic_Animate` → `SAnim_Do`, `SAnim_WalkRun`, `SAnim_Roll`,
 * `SAnim_Push`; `Tails_Animate` → `TAnim_WalkRunZoom`), run once a frame at the end of the
 * player's update, and Sonic 2's idle gate (`Obj01_MdNormal_Checks`), which reads it back.
 *
 * The state is P_ANIM (the engine's animation id, ANIM_*), P_ANIM_PREV, P_ANIM_FRAME (the
 * position in the script, `anim_frame`), P_ANIM_TIMER (`anim_frame_duration`) and P_MAP_FRAME
 * (the sprite shown). Each call: a new animation restarts at position 0 with timer 0. A script is
 * [delay, frame, ..., command]: the timer counts down and below 0 reloads the delay and takes
 * the next frame; 0xFF restarts, 0xFE n steps back n, 0xFD id switches to animation `id`.
 * Special first bytes run on ground speed (g = |ground speed|):
 * - walking (0xFF): the Walk script, Run from g >= 0x600 (Tails: HaulAss from 0x700), the frame
 *   offset by the angle's eighth; each step lasts (0x800 - g) >> 8 more calls (0 at g >= 0x800);
 *   pushing uses the Push script and (0x800 - g) >> 6;
 * - rolling (0xFE, Sonic): Roll, Roll2 from g >= 0x600, (0x400 - g) >> 8 more calls.
 * The scripts are Sonic 2's (SonicAniData, TailsAniData; Knuckles uses Sonic's) in every profile:
 * only Sonic 2's idle gate reads the animation back, so in the other games they are what the
 * inspector shows, not physics. Not modelled: the tumble frames (flip_angle), super forms, and
 * the pushing flag a new animation clears in Sonic 2/3 (the engine does not track the Push and
 * Stop animations the games switch through).
 *
 * The idle gate (Sonic 2, Sonic only): at the start of the normal (grounded, not rolling)
 * routine, unless A/B/C is newly pressed, a Blink or GetUp animation, or the Wait animation at
 * position 0x1E or later (175 frames of waiting) with nothing held, skips the routine; with a
 * direction or button held the Wait switches to Blink (GetUp from position 0xAC), which ends
 * into Walk two (GetUp four) frames later. Quirk `idleGateFreeze`: the skip covers the whole
 * routine — no level bounds, position update, ground sensors or slope repel; fixed (s2.asm
 * fixBugs) only the control part (spindash, jump, slope resist, move, roll) is skipped.
 */
import { BTN_A, BTN_B, BTN_C, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_UP } from '../input.ts';
import {
  ANIM_BALANCE, ANIM_BLINK, ANIM_DROWN, ANIM_DUCK, ANIM_FLY, ANIM_GET_AIR, ANIM_GET_UP, ANIM_HURT, ANIM_LOOK_UP, ANIM_ROLL,
  ANIM_SPINDASH, ANIM_SPRING, ANIM_WAIT, ANIM_WALK, P_ANGLE, P_ANIM, P_ANIM_FRAME, P_ANIM_PREV, P_ANIM_TIMER, P_GSP, P_MAP_FRAME, P_STATUS,
  ST_FACING_LEFT, ST_PUSH,
} from '../state/layout.ts';
import type { PlayerContext } from './context.ts';

/** Script first bytes that select a speed-driven animation. */
const WALK = 0xff;
const ROLL = 0xfe;

type Scripts = readonly (Uint8Array | null)[];

function scripts(entries: Record<number, readonly number[]>): Scripts {
  const out: (Uint8Array | null)[] = [];
  for (const [id, bytes] of Object.entries(entries)) out[Number(id)] = Uint8Array.from(bytes);
  return out;
}

/** SonAni_Wait: 181 frames shown 6 calls each, then a 6-step loop. */
const SONIC_WAIT = [
  5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5,
  4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4,
  4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5,
  5, 5, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6,
  6, 6, 6, 6, 7, 8, 8, 8, 9, 9, 9, 0xfe, 6,
];

/** Sonic 2's Sonic (SonicAniData) by engine animation id. */
const SONIC = scripts({
  [ANIM_WALK]: [WALK],
  [ANIM_WAIT]: SONIC_WAIT,
  [ANIM_DUCK]: [5, 0x4c, 0x4d, 0xfe, 1],
  [ANIM_LOOK_UP]: [5, 0x0b, 0x0c, 0xfe, 1],
  [ANIM_ROLL]: [ROLL],
  [ANIM_SPINDASH]: [0, 0x42, 0x43, 0x42, 0x44, 0x42, 0x45, 0x42, 0x46, 0x42, 0x47, 0xff],
  [ANIM_HURT]: [0x40, 0x4e, 0xff],
  [ANIM_BALANCE]: [9, 0xcc, 0xcd, 0xce, 0xcd, 0xff],
  [ANIM_DROWN]: [0x20, 0x5d, 0xff],
  [ANIM_GET_AIR]: [0x0b, 0x5a, 0x5a, 0x11, 0x12, 0xfd, ANIM_WALK],
  [ANIM_FLY]: [WALK],
  [ANIM_BLINK]: [1, 2, 0xfd, ANIM_WALK],
  [ANIM_GET_UP]: [3, 0x0a, 0xfd, ANIM_WALK],
  [ANIM_SPRING]: [0x2f, 0x5b, 0xfd, ANIM_WALK],
});
const SONIC_WALK = Uint8Array.of(0xff, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x0d, 0x0e, 0xff);
const SONIC_RUN = Uint8Array.of(0xff, 0x2d, 0x2e, 0x2f, 0x30, 0xff, 0xff, 0xff, 0xff, 0xff);
const SONIC_ROLL = Uint8Array.of(0xfe, 0x3d, 0x41, 0x3e, 0x41, 0x3f, 0x41, 0x40, 0x41, 0xff);
const SONIC_PUSH = Uint8Array.of(0xfd, 0x48, 0x49, 0x4a, 0x4b, 0xff, 0xff, 0xff, 0xff, 0xff);

const TAILS_WAIT = [
  7, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
  5, 5, 5, 5, 5, 6, 7, 8, 7, 8, 7, 8, 7, 8, 7, 8, 6, 0xfe, 0x1c,
];

/** Sonic 2's Tails (TailsAniData); he has no idle gate, so no Blink/GetUp of Sonic's kind. */
const TAILS = scripts({
  [ANIM_WALK]: [WALK],
  [ANIM_WAIT]: TAILS_WAIT,
  [ANIM_DUCK]: [0x3f, 0x5b, 0xff],
  [ANIM_LOOK_UP]: [0x3f, 4, 0xff],
  [ANIM_ROLL]: [1, 0x48, 0x47, 0x46, 0xff],
  [ANIM_SPINDASH]: [0, 0x60, 0x61, 0x62, 0xff],
  [ANIM_HURT]: [3, 0x5d, 0xff],
  [ANIM_BALANCE]: [9, 0x69, 0x69, 0x6a, 0x6a, 0x69, 0x69, 0x6a, 0x6a, 0x69, 0x69, 0x6a, 0x6a, 0x69, 0x69, 0x6a, 0x6a, 0x69, 0x69, 0x6a, 0x6a, 0x69, 0x6a, 0xff],
  [ANIM_DROWN]: [0x2f, 0x5d, 0xff],
  [ANIM_GET_AIR]: [0x0b, 0x74, 0x74, 0x12, 0x13, 0xfd, ANIM_WALK],
  [ANIM_FLY]: [1, 0x5e, 0x5f, 0xff],
  [ANIM_BLINK]: TAILS_WAIT,
  [ANIM_GET_UP]: TAILS_WAIT,
  [ANIM_SPRING]: [3, 0x59, 0x5a, 0x59, 0x5a, 0x59, 0x5a, 0x59, 0x5a, 0x59, 0x5a, 0x59, 0x5a, 0xfd, ANIM_WALK],
});
const TAILS_WALK = Uint8Array.of(0xff, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x0e, 0x0f, 0xff);
const TAILS_RUN = Uint8Array.of(0xff, 0x2e, 0x2f, 0x30, 0x31, 0xff, 0xff, 0xff, 0xff, 0xff);
const TAILS_HAUL = Uint8Array.of(0xff, 0x32, 0x33, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
const TAILS_PUSH = Uint8Array.of(0xfd, 0x63, 0x64, 0x65, 0x66, 0xff, 0xff, 0xff, 0xff, 0xff);

/** Ground speed at which Walk becomes Run (both) and Run becomes HaulAss (Tails), and rolling becomes Roll2. */
export const RUN_SPEED = 0x600;
export const HAUL_SPEED = 0x700;
/** Wait script positions the idle gate tests (`cmpi.b #$1E` / `#$AC,anim_frame`). */
export const IDLE_GATE_FRAME = 0x1e;
export const GET_UP_FRAME = 0xac;

/** One Animate call for the player of `c`. */
export function animate(c: PlayerContext): void {
  const s = c.s;
  const tails = c.ch.id === 'tails';
  const anim = s[P_ANIM];
  if (anim !== s[P_ANIM_PREV]) {
    s[P_ANIM_PREV] = anim;
    s[P_ANIM_FRAME] = 0;
    s[P_ANIM_TIMER] = 0;
  }
  // The two the player spends most frames in, without the table: walking (also Sonic's falling
  // and flying-in script) and rolling (Sonic's; Tails' Roll is an ordinary script).
  if (anim === ANIM_WALK) {
    if (tails) tailsWalk(s);
    else sonicWalk(s);
    return;
  }
  if (anim === ANIM_ROLL && !tails) {
    sonicRoll(s);
    return;
  }
  const table = tails ? TAILS : SONIC;
  const script = table[anim] ?? table[ANIM_WALK]!;
  const head = script[0];
  if (head === WALK) {
    if (tails) tailsWalk(s);
    else sonicWalk(s);
    return;
  }
  if (--s[P_ANIM_TIMER] >= 0) return;
  s[P_ANIM_TIMER] = head;
  step(s, script);
}

/** SAnim_Do2: the script's next entry at P_ANIM_FRAME (commands 0xFF, 0xFE, 0xFD). */
function step(s: Int32Array, script: Uint8Array): void {
  let i = s[P_ANIM_FRAME];
  let frame = script[1 + i];
  if (frame >= 0xf0) {
    if (frame === 0xff) {
      i = 0;
      frame = script[1];
    } else if (frame === 0xfe) {
      i -= script[2 + i];
      frame = script[1 + i];
    } else {
      if (frame === 0xfd) s[P_ANIM] = script[2 + i];
      return;
    }
  }
  s[P_MAP_FRAME] = frame;
  s[P_ANIM_FRAME] = (i + 1) & 0xff;
}

/** The angle's eighth the walking frames are offset by (0, 2, 4 or 6), as SAnim_WalkRun turns it. */
function angleBucket(s: Int32Array): number {
  let a = s[P_ANGLE] & 0xff;
  if (a > 0 && a < 0x80) a--;
  if ((s[P_STATUS] & ST_FACING_LEFT) === 0) a = ~a & 0xff;
  a = (a + 0x10) & 0xff;
  return (a >> 4) & 6;
}

function groundSpeed(s: Int32Array): number {
  const g = (s[P_GSP] << 16) >> 16;
  return g < 0 ? -g : g;
}

/** Walking and pushing frames last (0x800 - g) >> shift more calls, 0 past it. */
function speedDelay(g: number, shift: number): number {
  const d = 0x800 - g;
  return d < 0 ? 0 : d >> shift;
}

/**
 * SAnim_WalkRun (Sonic): the frame first, then the timer. Written out in one piece (it runs on
 * most frames): angleBucket, groundSpeed and speedDelay inline.
 */
function sonicWalk(s: Int32Array): void {
  const st = s[P_STATUS];
  if (st & ST_PUSH) {
    push(s, SONIC_PUSH, true);
    return;
  }
  let g = (s[P_GSP] << 16) >> 16;
  if (g < 0) g = -g;
  let a = s[P_ANGLE] & 0xff;
  if (a > 0 && a < 0x80) a--;
  if ((st & ST_FACING_LEFT) === 0) a = ~a & 0xff;
  const bucket = (((a + 0x10) & 0xff) >> 4) & 6;
  const walking = g < RUN_SPEED;
  const script = walking ? SONIC_WALK : SONIC_RUN;
  let i = s[P_ANIM_FRAME];
  let frame = script[1 + i];
  if (frame === 0xff) {
    i = 0;
    s[P_ANIM_FRAME] = 0;
    frame = script[1];
  }
  s[P_MAP_FRAME] = frame + (bucket << (walking ? 2 : 1));
  const t = s[P_ANIM_TIMER] - 1;
  if (t >= 0) {
    s[P_ANIM_TIMER] = t;
    return;
  }
  const d = 0x800 - g;
  s[P_ANIM_TIMER] = d < 0 ? 0 : d >> 8;
  s[P_ANIM_FRAME] = (i + 1) & 0xff;
}

/** TAnim_WalkRunZoom (Tails): the timer first, then the frame. */
function tailsWalk(s: Int32Array): void {
  if (--s[P_ANIM_TIMER] >= 0) return;
  if (s[P_STATUS] & ST_PUSH) {
    push(s, TAILS_PUSH, false);
    return;
  }
  const g = groundSpeed(s);
  let d = angleBucket(s);
  let offset = d << 2;
  let script = TAILS_WALK;
  if (g >= RUN_SPEED) {
    script = g >= HAUL_SPEED ? TAILS_HAUL : TAILS_RUN;
    d = (d + (d >> 1)) << 1;
    offset = d;
  }
  s[P_ANIM_TIMER] = speedDelay(g, 8);
  step(s, script);
  s[P_MAP_FRAME] = (s[P_MAP_FRAME] + offset) & 0xff;
}

/** SAnim_Push / TAnim_Push: (0x800 - g) >> 6 per frame (Sonic counts the timer down here). */
function push(s: Int32Array, script: Uint8Array, countDown: boolean): void {
  if (countDown && --s[P_ANIM_TIMER] >= 0) return;
  s[P_ANIM_TIMER] = speedDelay(groundSpeed(s), 6);
  step(s, script);
}

/** SAnim_Roll (Sonic): Roll2 from 0x600, (0x400 - g) >> 8 per frame. */
function sonicRoll(s: Int32Array): void {
  if (--s[P_ANIM_TIMER] >= 0) return;
  const g = groundSpeed(s);
  const d = 0x400 - g;
  s[P_ANIM_TIMER] = d < 0 ? 0 : d >> 8;
  step(s, SONIC_ROLL);
}

const HELD_ANY = BTN_UP | BTN_DOWN | BTN_LEFT | BTN_RIGHT | BTN_A | BTN_B | BTN_C;
const ABC = BTN_A | BTN_B | BTN_C;

/**
 * Obj01_MdNormal_Checks: whether this frame's normal routine is skipped (see the header).
 * Call only in the profiles and for the character that have the gate.
 */
export function idleGate(c: PlayerContext): boolean {
  if (c.press & ABC) return false;
  const s = c.s;
  const anim = s[P_ANIM];
  if (anim === ANIM_BLINK || anim === ANIM_GET_UP) return true;
  if (anim !== ANIM_WAIT || s[P_ANIM_FRAME] < IDLE_GATE_FRAME) return false;
  if ((c.held & HELD_ANY) === 0) return true;
  s[P_ANIM] = s[P_ANIM_FRAME] >= GET_UP_FRAME ? ANIM_GET_UP : ANIM_BLINK;
  return true;
}
