/**
 * Object $2F — large grass-covered platforms (MZ) (_incObj/2F MZ Large Grassy Platforms.asm:
 * `LargeGrass`, `LGrass_Main`, `LGrass_Action`, `LGrass_Slope`, `LGrass_Solid`,
 * `LGrass_Display`, `LGrass_Types`, `LGrass_Type00` ... `LGrass_Type05`, `LGrass_Move`,
 * `sub_B09C`, `LGrass_ChkDel`, `LGrass_DelFlames`; the height maps LGrass_Data1..3, misc/mz_pfm1..3.bin,
 * come with the act from the user's checkout: engine/level/actObjectData.ts).
 *
 * A solid platform whose top follows a height map (SolidObject2F; standing, SlopeObject2 keeps
 * Sonic on the map). The subtype's high nibble picks the shape (LGrass_Data: map, frame, half
 * width $40/$40/$20); the low nibble how it moves: 0 still; 1..4 up and down with oscillators
 * 0..3 over $20/$30/$40/$60 px (bit 3 reverses the phase); 5 sinks while stood on (a sine over
 * objoff_34, +4 a frame stood on, -2 a frame otherwise, 0..$40: up to $10 px) and, the first time
 * it reaches half way, lights a row of burning grass ($35) along its top, which sinks with it.
 *
 * Quirks kept: it is displayed before LGrass_ChkDel may delete it; and a sinking platform that
 * could not load its fire (no free slot) keeps its "flames lit" flag with no flame listed, so
 * once off screen it never again checks whether it is out of range and never unloads.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OBJECT_SIZE, OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SOLID, OB_SUBTYPE, OB_X, OB_Y,
  RENDER_ON_SCREEN, clearSlot, readObjectPointer, rl, rw, wl, writeObjectPointer, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { objectTable } from '../objectData.ts';
import { solidObject2F } from '../solidObject.ts';
import { exitPlatform, slopeObject2 } from '../platformObject.ts';
import { oscillatorByte } from '../../act/oscillators.ts';
import { SINE } from '../../../../fixed/trig.ts';
import { P_STATUS, ST_ON_OBJECT } from '../../../../state/layout.ts';
import { ID_GRASS_FIRE } from './grassFire.ts';

export const ID_LARGE_GRASS = 0x2f;

/** lgrass_origX, lgrass_origY. */
export const LGRASS_ORIG_X = 0x2a;
export const LGRASS_ORIG_Y = 0x2c;
/** objoff_30: the height map (a long; here its offset in the act's grassHeights, which the flames copy). */
export const LGRASS_MAP = 0x30;
/** objoff_34: the sinking angle (type 5); objoff_35: the flames were lit. */
const LGRASS_SINK = 0x34;
const LGRASS_LIT = 0x35;
/** objoff_36: how many flames it lists, then their slot numbers (objoff_37 ...). */
export const LGRASS_FLAMES = 0x36;
/** objoff_3C of each flame: how far the platform has sunk (type 5). */
export const FLAME_SINK = 0x3c;
/** objoff_38 of the first flame: the platform it sits on. */
export const FLAME_PLATFORM = 0x38;

/**
 * LGrass_Data: (height map, frame, half width) by the subtype's high nibble; the map is which
 * of LGrass_Data1..3 (0..2), the tables the act carries (objectData.grassHeights).
 */
export const LGRASS_DATA: readonly (readonly [number, number, number])[] = [
  [0, 0, 0x40],
  [2, 1, 0x40],
  [1, 2, 0x20],
];

/** (oscillator, range) of types 1..4. */
const SWINGS: readonly (readonly [number, number])[] = [
  [0, 0x20],
  [1, 0x30],
  [2, 0x40],
  [3, 0x60],
];

export function largeGrass(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(w, a0);
      action(w, a0);
      return;
    case 2:
      action(w, a0);
      return;
  }
}

/** `LGrass_Main`. */
function main(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 5;
  ww(m, a0 + LGRASS_ORIG_Y, rw(m, a0 + OB_Y));
  ww(m, a0 + LGRASS_ORIG_X, rw(m, a0 + OB_X));
  // Only three shapes exist; no act places a high nibble of 3 or more.
  const [map, frame, width] = LGRASS_DATA[(m[a0 + OB_SUBTYPE] >> 4) & 7] ?? LGRASS_DATA[0];
  wl(m, a0 + LGRASS_MAP, objectTable(w, 'grassMaps')[map]);
  m[a0 + OB_FRAME] = frame;
  m[a0 + OB_ACT_WID] = width;
  m[a0 + OB_SUBTYPE] &= 0xf;
  m[a0 + OB_HEIGHT] = 0x40;
  m[a0 + OB_RENDER] |= 0x10;
}

/** `LGrass_Action` and `LGrass_Display`. */
function action(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  moveByType(w, a0);
  const d1 = m[a0 + OB_ACT_WID] + 0xb;
  const map = rl(m, a0 + LGRASS_MAP);
  const heights = objectTable(w, 'grassHeights');
  if (m[a0 + OB_SOLID] !== 0) {
    exitPlatform(w, a0, d1);
    if (w.s[P_STATUS] & ST_ON_OBJECT) slopeObject2(w, a0, d1, rw(m, a0 + OB_X), heights, map);
    else m[a0 + OB_SOLID] = 0;
  } else {
    const d2 = m[a0 + OB_FRAME] === 2 ? 0x30 : 0x20;
    solidObject2F(w, a0, d1, d2, heights, map);
  }
  displaySprite(w, a0);
  chkDel(w, a0);
}

/** `LGrass_Types`. */
function moveByType(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const type = m[a0 + OB_SUBTYPE] & 7;
  if (type >= 1 && type <= 4) {
    const [osc, range] = SWINGS[type - 1];
    let d0 = oscillatorByte(w.s, osc);
    if (m[a0 + OB_SUBTYPE] & 8) d0 = (range - d0) & 0xffff;
    ww(m, a0 + OB_Y, rw(m, a0 + LGRASS_ORIG_Y) - d0);
    return;
  }
  if (type === 5) sink(w, a0);
  // Type 0 stays; 6 and 7 jump past the type table in the ROM (no act places them).
}

/** `LGrass_Type05`: sinks while stood on, lights the flames half way down. */
function sink(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  let d0 = m[a0 + LGRASS_SINK];
  if (m[a0 + OB_SOLID] === 0) {
    d0 -= 2;
    if (d0 < 0) d0 = 0;
  } else {
    d0 += 4;
    if (d0 >= 0x40) d0 = 0x40;
  }
  m[a0 + LGRASS_SINK] = d0;
  // CalcSine, `lsr.w #4`: 0..$10 px over angles 0..$40.
  const d1 = (SINE[d0] & 0xffff) >> 4;
  ww(m, a0 + OB_Y, d1 + rw(m, a0 + LGRASS_ORIG_Y));
  if (m[a0 + LGRASS_SINK] === 0x20 && m[a0 + LGRASS_LIT] === 0) {
    m[a0 + LGRASS_LIT] = 1;
    const a1 = findNextFreeObj(m, a0);
    if (a1 >= 0) {
      m[a1 + OB_ID] = ID_GRASS_FIRE;
      ww(m, a1 + OB_X, rw(m, a0 + OB_X));
      ww(m, a1 + LGRASS_ORIG_Y, rw(m, a0 + LGRASS_ORIG_Y) + 8 - 3);
      ww(m, a1 + OB_X, rw(m, a1 + OB_X) - 0x40);
      wl(m, a1 + LGRASS_MAP, rl(m, a0 + LGRASS_MAP));
      writeObjectPointer(m, a1 + FLAME_PLATFORM, a0);
      listFlame(m, a0, a1);
    }
  }
  // loc_B07A: every listed flame sinks with the platform.
  const n = m[a0 + LGRASS_FLAMES];
  for (let i = 0; i < n; i++) ww(m, m[a0 + LGRASS_FLAMES + 1 + i] * OBJECT_SIZE + FLAME_SINK, d1);
}

/** `sub_B09C`: the platform at `a2` lists the flame at `a1` (count, then slot numbers). */
export function listFlame(m: Uint8Array, a2: number, a1: number): void {
  const d0 = m[a2 + LGRASS_FLAMES];
  m[a2 + LGRASS_FLAMES] = (d0 + 1) & 0xff;
  // A long row of flames writes past the object's $40 bytes, as the original does.
  const at = a2 + LGRASS_FLAMES + 1 + d0;
  if (at < m.length) m[at] = (a1 / OBJECT_SIZE) & 0x7f;
}

/** `LGrass_ChkDel`: a lit platform off screen puts its flames out; otherwise out of range deletes it. */
function chkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + LGRASS_LIT] !== 0 && (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) {
    const n = m[a0 + LGRASS_FLAMES];
    m[a0 + LGRASS_FLAMES] = 0;
    if (n === 0) return;
    for (let i = 0; i < n; i++) {
      const at = a0 + LGRASS_FLAMES + 1 + i;
      const slot = m[at];
      m[at] = 0;
      clearSlot(m, slot * OBJECT_SIZE);
    }
    m[a0 + LGRASS_LIT] = 0;
    m[a0 + LGRASS_SINK] = 0;
    return;
  }
  if (outOfRange(w.s, rw(m, a0 + LGRASS_ORIG_X))) deleteObject(m, a0);
}

/** The platform a flame's objoff_38 names (-1 when none). */
export function flamePlatform(m: Uint8Array, a0: number): number {
  return readObjectPointer(m, a0 + FLAME_PLATFORM);
}
