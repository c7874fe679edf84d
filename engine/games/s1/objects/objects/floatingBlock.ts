/**
 * Object $56 — floating blocks (SYZ/SLZ) and large doors (LZ/SBZ3) (_incObj/56 Floating Blocks
 * and Doors.asm: `FloatingBlock`, `FBlock_Main`, `FBlock_Action` and its `.type00` ... `.type0D`,
 * `.moveLR`, `.moveUD`, `.square`).
 *
 * A solid block (SolidObject: half width obActWid + $B, half height obHeight, +1 walking),
 * collided with only while on screen (obRender bit 7). Subtype high nibble (bits 4-6): the size
 * (FBlock_Var: half width, half height) and mapping frame. Low nibble: the motion:
 *   0 still; 1/2 side to side by oscillator 2 ($40) / 7 ($80); 3/4 up and down by the same;
 *   8..B round a square of side $20/$60/$A0/$E0 by oscillators 10..13: the value gives the
 *   position along a side, and each time the oscillator's rate is 0 the block turns the corner
 *   (obStatus + 1, and `andi.b #3,obStatus`, which also clears the standing and pushing bits);
 *   outside LZ a block whose oscillator rate is negative when it loads starts mirrored;
 *   7 (SYZ3's $37): after switch $F is pressed it slides right 1 px a frame for $380 px.
 * Subtype bit 7 makes a door worked by switch (subtype & $F, kept in objoff_3C): it becomes
 * type 5 (rises its height, 2 px a frame, when the switch's bit 0 is set; done, it becomes 6)
 * or, for frame 7, type $C (slides $80 px sideways; done, $D). 6 and $D go back while the
 * switch's bit 7 is set. The placement's respawn byte keeps bit 0 = open, so a door that
 * reloads comes back open; its bit 7 is cleared when it loads, so it always reloads.
 * In LZ1 the door on switch 3 also turns the wind tunnels off while Sonic is left of it
 * (f_wtunnelallow), until the switch is pressed.
 * REV01 only: of the $37 placements, the one at x $1BB8 is deleted once the slide is done
 * (f_obj56), the other only loads then (as a still block); the sliding one stays loaded off
 * screen while it slides (objoff_38).
 * Types $E and $F jump past the original's table; none is placed, and here they stand still.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_FRAME, OB_HEIGHT, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_X, OB_Y,
  RENDER_ON_SCREEN, rw, ww,
} from '../ram.ts';
import { G_OBJ56, OBJSTATE } from '../s1State.ts';
import { solidObject } from '../solidObject.ts';
import { sonicX } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { oscillatorByte, oscillatorRate } from '../../act/oscillators.ts';
import { switchByte } from '../../act/switches.ts';
import { ZONE_LZ } from '../../act/actRules.ts';
import { W_WIND_TUNNEL_OFF } from '../../../../state/layout.ts';

export const ID_FLOATING_BLOCK = 0x56;
/** fb_origY (objoff_30), fb_origX (objoff_34), fb_height (objoff_3A, a word), fb_type (objoff_3C); objoff_38 = moving. */
const ORIG_Y = 0x30;
const ORIG_X = 0x34;
const MOVING = 0x38;
const HEIGHT = 0x3a;
const SWITCH = 0x3c;

/** FBlock_Var: (half width, half height) by subtype bits 4-6. */
export const FBLOCK_VAR: readonly number[] = [0x10, 0x10, 0x20, 0x20, 0x10, 0x20, 0x20, 0x1a, 0x10, 0x27, 0x10, 0x10, 8, 0x20, 0x40, 0x10];

export function floatingBlock(w: S1ObjectContext, a0: number): void {
  if (w.m[a0 + OB_ROUTINE] === 0 && !fblockMain(w, a0)) return;
  fblockAction(w, a0);
}

/** `FBlock_Main`; false when it deleted itself (REV01's $37 placements). */
function fblockMain(w: S1ObjectContext, a0: number): boolean {
  const m = w.m;
  const s = w.s;
  m[a0 + OB_ROUTINE] += 2;
  m[a0 + OB_RENDER] = 4;
  m[a0 + OB_PRIORITY] = 3;
  const d0 = (m[a0 + OB_SUBTYPE] >> 3) & 0xe;
  m[a0 + OB_ACT_WID] = FBLOCK_VAR[d0];
  m[a0 + OB_HEIGHT] = FBLOCK_VAR[d0 + 1];
  m[a0 + OB_FRAME] = d0 >> 1;
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + ORIG_Y, rw(m, a0 + OB_Y));
  ww(m, a0 + HEIGHT, FBLOCK_VAR[d0 + 1] * 2);
  if (w.rules.revision !== 0 && m[a0 + OB_SUBTYPE] === 0x37) {
    if (rw(m, a0 + OB_X) === 0x1bb8) {
      if (s[G_OBJ56] !== 0) {
        deleteObject(m, a0);
        return false;
      }
    } else {
      m[a0 + OB_SUBTYPE] = 0;
      if (s[G_OBJ56] === 0) {
        deleteObject(m, a0);
        return false;
      }
    }
  }
  if (w.rules.zone !== ZONE_LZ) {
    // `tst.w (v_oscillate+$2C+4*n)`: a square block whose oscillator's rate is negative starts mirrored.
    // Types $E/$F would read the words after v_oscillate (none is placed): taken as positive here.
    const n = (m[a0 + OB_SUBTYPE] & 0xf) - 8;
    if (n >= 0 && n < 6 && oscillatorRate(s, 10 + n) & 0x8000) m[a0 + OB_STATUS] ^= 1;
  }
  const sub = m[a0 + OB_SUBTYPE];
  if ((sub & 0x80) === 0) return true;
  m[a0 + SWITCH] = sub & 0xf;
  m[a0 + OB_SUBTYPE] = 5;
  if (m[a0 + OB_FRAME] === 7) {
    m[a0 + OB_SUBTYPE] = 0xc;
    ww(m, a0 + HEIGHT, 0x80);
  }
  // .chkstate: the door always reloads; one that was open loads open.
  const r = m[a0 + OB_RESPAWN_NO];
  if (r === 0) return true;
  const at = OBJSTATE + 2 + r;
  m[at] &= 0x7f;
  if (m[at] & 1) {
    m[a0 + OB_SUBTYPE]++;
    ww(m, a0 + HEIGHT, 0);
  }
  return true;
}

function fblockAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d4 = rw(m, a0 + OB_X);
  moveBlock(w, a0);
  if (m[a0 + OB_RENDER] & RENDER_ON_SCREEN) {
    const d2 = m[a0 + OB_HEIGHT];
    solidObject(w, a0, m[a0 + OB_ACT_WID] + 0xb, d2, d2 + 1, d4);
  }
  if (!outOfRange(w.s, rw(m, a0 + ORIG_X))) {
    displaySprite(w, a0);
    return;
  }
  // REV01: the sliding $37 block stays while it moves.
  if (w.rules.revision !== 0 && m[a0 + OB_SUBTYPE] === 0x37 && m[a0 + MOVING] !== 0) {
    displaySprite(w, a0);
    return;
  }
  deleteObject(m, a0);
}

function moveBlock(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  switch (w.m[a0 + OB_SUBTYPE] & 0xf) {
    case 1:
      moveLR(w.m, a0, 0x40, oscillatorByte(s, 2));
      return;
    case 2:
      moveLR(w.m, a0, 0x80, oscillatorByte(s, 7));
      return;
    case 3:
      moveUD(w.m, a0, 0x40, oscillatorByte(s, 2));
      return;
    case 4:
      moveUD(w.m, a0, 0x80, oscillatorByte(s, 7));
      return;
    case 5:
      type05(w, a0);
      return;
    case 6:
      type06(w, a0);
      return;
    case 7:
      type07(w, a0);
      return;
    case 8:
      square(w.m, a0, 0x10, oscillatorByte(s, 10) >> 1, oscillatorRate(s, 10));
      return;
    case 9:
      square(w.m, a0, 0x30, oscillatorByte(s, 11), oscillatorRate(s, 11));
      return;
    case 0xa:
      square(w.m, a0, 0x50, oscillatorByte(s, 12), oscillatorRate(s, 12));
      return;
    case 0xb:
      square(w.m, a0, 0x70, oscillatorByte(s, 13), oscillatorRate(s, 13));
      return;
    case 0xc:
      type0C(w, a0);
      return;
    case 0xd:
      type0D(w, a0);
      return;
  }
}

/** `.moveLR`: x = origin - value (mirrored: - (d1 - value)). */
function moveLR(m: Uint8Array, a0: number, d1: number, d0: number): void {
  if (m[a0 + OB_STATUS] & 1) d0 = d1 - d0;
  ww(m, a0 + OB_X, rw(m, a0 + ORIG_X) - d0);
}

/** `.moveUD`: y = origin - value (mirrored: - (d1 - value)). */
function moveUD(m: Uint8Array, a0: number, d1: number, d0: number): void {
  if (m[a0 + OB_STATUS] & 1) d0 = d1 - d0;
  ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) - d0);
}

/** LZ1: `cmpi.w #(id_LZ<<8)+0,(v_zone).w`. */
function isLz1(w: S1ObjectContext): boolean {
  return w.rules.zone === ZONE_LZ && w.rules.act === 0;
}

/** `.type05`: a door that opens upward (its height, 2 px a frame) once its switch's bit 0 is set. */
function type05(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (m[a0 + MOVING] === 0) {
    if (isLz1(w) && m[a0 + SWITCH] === 3) {
      s[W_WIND_TUNNEL_OFF] = 0;
      if (sonicX(s) < rw(m, a0 + OB_X)) s[W_WIND_TUNNEL_OFF] = 1;
    }
    const d0 = m[a0 + SWITCH];
    if (switchByte(s, d0) & 1) {
      if (isLz1(w) && d0 === 3) s[W_WIND_TUNNEL_OFF] = 0;
      m[a0 + MOVING] = 1;
    }
  }
  if (m[a0 + MOVING] !== 0) doorOpens(m, a0);
  placeY(m, a0);
}

/** `.type06`: the open door closes again (to twice its half height) while its switch's bit 7 is set. */
function type06(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + MOVING] === 0 && switchByte(w.s, m[a0 + SWITCH]) & 0x80) m[a0 + MOVING] = 1;
  if (m[a0 + MOVING] !== 0) doorCloses(m, a0, m[a0 + OB_HEIGHT] * 2);
  placeY(m, a0);
}

/** `.type0C`: the sideways door opens ($80 px, 2 a frame) once its switch's bit 0 is set. */
function type0C(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + MOVING] === 0 && switchByte(w.s, m[a0 + SWITCH]) & 1) m[a0 + MOVING] = 1;
  if (m[a0 + MOVING] !== 0) doorOpens(m, a0);
  placeX(m, a0);
}

/** `.type0D`: the open sideways door closes again while its switch's bit 7 is set. */
function type0D(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + MOVING] === 0 && switchByte(w.s, m[a0 + SWITCH]) & 0x80) m[a0 + MOVING] = 1;
  if (m[a0 + MOVING] !== 0) doorCloses(m, a0, 0x80);
  placeX(m, a0);
}

/** A door opening: 2 px a frame down to height 0; then (`.loc_104C8` / `.loc_105C0`) the next type, and its placement remembers it open. */
function doorOpens(m: Uint8Array, a0: number): void {
  const h = rw(m, a0 + HEIGHT);
  if (h !== 0) {
    ww(m, a0 + HEIGHT, h - 2);
    return;
  }
  m[a0 + OB_SUBTYPE]++;
  m[a0 + MOVING] = 0;
  const r = m[a0 + OB_RESPAWN_NO];
  if (r !== 0) m[OBJSTATE + 2 + r] |= 1;
}

/** A door closing: 2 px a frame up to `full`; then (`.loc_1052C` / `.loc_10624`) the type before, remembered shut. */
function doorCloses(m: Uint8Array, a0: number, full: number): void {
  const h = rw(m, a0 + HEIGHT);
  if (h !== full) {
    ww(m, a0 + HEIGHT, h + 2);
    return;
  }
  m[a0 + OB_SUBTYPE]--;
  m[a0 + MOVING] = 0;
  const r = m[a0 + OB_RESPAWN_NO];
  if (r !== 0) m[OBJSTATE + 2 + r] &= ~1;
}

/** `.loc_104AE` / `.loc_10512`: y = origin + height (mirrored: - height). */
function placeY(m: Uint8Array, a0: number): void {
  let d0 = rw(m, a0 + HEIGHT);
  if (m[a0 + OB_STATUS] & 1) d0 = -d0;
  ww(m, a0 + OB_Y, rw(m, a0 + ORIG_Y) + d0);
}

/** `.loc_105A2` / `.wtf`: x = origin + height (mirrored: + $80 - height). */
function placeX(m: Uint8Array, a0: number): void {
  let d0 = rw(m, a0 + HEIGHT);
  if (m[a0 + OB_STATUS] & 1) d0 = 0x80 - d0;
  ww(m, a0 + OB_X, rw(m, a0 + ORIG_X) + d0);
}

/** `.type07`: after switch $F, 1 px right a frame (the origin follows) for $380 frames, then still. */
function type07(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + MOVING] === 0) {
    if (switchByte(w.s, 0xf) === 0) return;
    m[a0 + MOVING] = 1;
    ww(m, a0 + HEIGHT, 0);
  }
  ww(m, a0 + OB_X, rw(m, a0 + OB_X) + 1);
  ww(m, a0 + ORIG_X, rw(m, a0 + OB_X));
  ww(m, a0 + HEIGHT, rw(m, a0 + HEIGHT) + 1);
  if (rw(m, a0 + HEIGHT) !== 0x380) return;
  if (w.rules.revision !== 0) {
    w.s[G_OBJ56] = 1;
    m[a0 + MOVING] = 0;
  }
  m[a0 + OB_SUBTYPE] = 0;
}

/**
 * `.square`: d1 = half the side, d0 = the oscillator's value (the position along a side), d3 =
 * its rate (0: turn the corner). obStatus & 3 is the side.
 */
function square(m: Uint8Array, a0: number, d1: number, d0: number, d3: number): void {
  if (d3 === 0) m[a0 + OB_STATUS] = (m[a0 + OB_STATUS] + 1) & 3;
  const ox = rw(m, a0 + ORIG_X);
  const oy = rw(m, a0 + ORIG_Y);
  switch (m[a0 + OB_STATUS] & 3) {
    case 0:
      ww(m, a0 + OB_X, d0 - d1 + ox);
      ww(m, a0 + OB_Y, -d1 + oy);
      return;
    case 1:
      ww(m, a0 + OB_Y, -(d0 - (d1 - 1)) + oy);
      ww(m, a0 + OB_X, d1 + ox);
      return;
    case 2:
      ww(m, a0 + OB_X, -(d0 - (d1 - 1)) + ox);
      ww(m, a0 + OB_Y, d1 + oy);
      return;
    default:
      ww(m, a0 + OB_Y, d0 - d1 + oy);
      ww(m, a0 + OB_X, -d1 + ox);
  }
}
