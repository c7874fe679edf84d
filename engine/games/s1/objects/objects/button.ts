/**
 * Object $32 — buttons (MZ, SYZ, LZ, SBZ) (_incObj/32 Button.asm: `Button`, `But_Main`,
 * `But_Pressed`, `But_Display`, `But_Delete`, `But_MZBlock`) and the switch bytes they set
 * (f_switch, engine/games/s1/act/switches.ts).
 *
 * A low solid button (half width $1B, half height 5, placed 3 px lower than its position),
 * solid only while on screen. While Sonic stands on it — or, for subtypes with bit 7, while an
 * on-screen push block ($33) overlaps the box $20 wide and $10 high around (x - $10, y - 8) —
 * switch (subtype & $F) gets bit 0 set (bit 7 instead for subtypes with bit 6); otherwise that
 * bit is cleared. Subtypes with bit 5 also flash (frame bit 1 every 8 frames).
 *
 * Quirk kept: it is displayed before `out_of_range` may delete it.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, outOfRange } from '../objectManager.ts';
import {
  LEVEL_OBJECTS_END, LEVEL_OBJECTS_START, OBJECT_SIZE, OB_ACT_WID, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SOLID,
  OB_SUBTYPE, OB_TIME_FRAME, OB_X, OB_Y, RENDER_ON_SCREEN, rw, ww,
} from '../ram.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { setSwitchByte, switchByte } from '../../act/switches.ts';

export const ID_BUTTON = 0x32;
/** id_PushBlock: what But_MZBlock looks for. */
const ID_PUSH_BLOCK = 0x33;

export function button(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_ACT_WID] = 0x10;
      m[a0 + OB_PRIORITY] = 4;
      ww(m, a0 + OB_Y, rw(m, a0 + OB_Y) + 3);
      pressed(w, a0);
      break;
    case 2:
      pressed(w, a0);
      break;
  }
  displaySprite(w, a0);
  if (outOfRange(w.s, rw(m, a0 + OB_X))) deleteObject(m, a0);
}

/** `But_Pressed`. */
function pressed(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if ((m[a0 + OB_RENDER] & RENDER_ON_SCREEN) === 0) return;
  solidObject(w, a0, 0x1b, 5, 5, rw(m, a0 + OB_X));
  m[a0 + OB_FRAME] &= ~1;
  const sub = m[a0 + OB_SUBTYPE];
  const n = sub & 0xf;
  const bit = sub & 0x40 ? 0x80 : 0x01;
  const down = ((sub & 0x80) !== 0 && blockOnButton(m, a0)) || m[a0 + OB_SOLID] !== 0;
  if (down) {
    setSwitchByte(s, n, switchByte(s, n) | bit);
    m[a0 + OB_FRAME] |= 1;
  } else {
    setSwitchByte(s, n, switchByte(s, n) & ~bit);
  }
  if (sub & 0x20) {
    m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
    if (m[a0 + OB_TIME_FRAME] & 0x80) {
      m[a0 + OB_TIME_FRAME] = 7;
      m[a0 + OB_FRAME] ^= 2;
    }
  }
}

/**
 * `But_MZBlock`: an on-screen push block whose box (its position ± $10 both ways, But_MZData)
 * meets the button's (x - $10 .. + $20, y - 8 .. + $10). Unsigned word overlap tests, as
 * ReactToItem's.
 */
function blockOnButton(m: Uint8Array, a0: number): boolean {
  const d2 = (rw(m, a0 + OB_X) - 0x10) & 0xffff;
  const d3 = (rw(m, a0 + OB_Y) - 8) & 0xffff;
  for (let a1 = LEVEL_OBJECTS_START; a1 < LEVEL_OBJECTS_END; a1 += OBJECT_SIZE) {
    if ((m[a1 + OB_RENDER] & RENDER_ON_SCREEN) === 0 || m[a1 + OB_ID] !== ID_PUSH_BLOCK) continue;
    if (!overlaps((rw(m, a1 + OB_X) - 0x10) & 0xffff, d2, 0x10, 0x20)) continue;
    if (!overlaps((rw(m, a1 + OB_Y) - 0x10) & 0xffff, d3, 0x10, 0x10)) continue;
    return true;
  }
  return false;
}

/** `sub.w d2,d0; bcc → cmp.w d4,d0; bhi miss` / `add.w d1,d1; add.w d1,d0; bcs hit`. */
function overlaps(t: number, edge: number, half: number, reach: number): boolean {
  if (t >= edge) return t - edge <= reach;
  return ((t - edge) & 0xffff) + half * 2 > 0xffff;
}
