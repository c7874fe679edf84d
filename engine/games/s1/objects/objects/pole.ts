/**
 * Object $0B — the pole that breaks (LZ3) (_incObj/0B Pole that Breaks.asm: `Pole`, `Pole_Main`,
 * `Pole_Action` with `.moveup`, `.movedown`, `.letgo`, `.release`, `.grab`, `Pole_Display`).
 *
 * Collision type $E1 (special: ReactToItem adds 1 to obColProp when Sonic touches it). On a
 * touch with Sonic's x right of the pole's x + $14 (`cmp.w; bhs` unsigned: the grab needs
 * Sonic's x > pole x + $14) and Sonic not hurt or dead (obRoutine < 4) he hangs: speeds 0, x =
 * pole x + $14, facing right, animation Hang, f_playerctrl 1 (no movement routines),
 * f_wtunnelallow 1 (no wind tunnels). obColProp is cleared by any grab attempt that passes the x
 * test. Hanging: Up (held, v_jpadhold1) moves him 1 px up, no higher than pole y - $18; Down 1
 * px down, no lower than pole y + $C. A, B or C pressed (v_jpadpress2) lets go. The subtype ×
 * 60 frames after the grab (0: never) the pole breaks: frame 1, and he falls as when letting go
 * (collision off, f_playerctrl and f_wtunnelallow cleared, routine Pole_Display: only
 * RememberState from then on).
 */
import type { S1ObjectContext } from '../context.ts';
import { rememberState } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_COL_PROP, OB_COL_TYPE, OB_FRAME, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw, ww,
} from '../ram.ts';
import {
  ID_HANG, setSonicAnim, setSonicStatus, setSonicVelX, setSonicVelY, setSonicX, setSonicY, sonicRoutine, sonicStatus,
  sonicX, sonicY,
} from '../sonic.ts';
import { G_JPAD2, G_LOCK_CTRL } from '../s1State.ts';
import { BTN_ABC, BTN_DOWN, BTN_UP } from '../../../../input.ts';
import { W_PLAYER_CTRL, W_WIND_TUNNEL_OFF } from '../../../../state/layout.ts';

export const ID_POLE = 0x0b;
/** pole_time (objoff_30, a word): frames to the break; pole_grabbed (objoff_32): Sonic hangs on it. */
const POLE_TIME = 0x30;
const POLE_GRABBED = 0x32;

export function pole(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  if (m[a0 + OB_ROUTINE] === 0) {
    m[a0 + OB_ROUTINE] += 2;
    m[a0 + OB_RENDER] = 4;
    m[a0 + OB_ACT_WID] = 8;
    m[a0 + OB_PRIORITY] = 4;
    m[a0 + OB_COL_TYPE] = 0xe1;
    ww(m, a0 + POLE_TIME, m[a0 + OB_SUBTYPE] * 60);
  }
  if (m[a0 + OB_ROUTINE] === 2) poleAction(w, a0);
  rememberState(w, a0);
}

function poleAction(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (m[a0 + POLE_GRABBED] === 0) {
    grab(w, a0);
    return;
  }
  const t = rw(m, a0 + POLE_TIME);
  if (t !== 0) {
    ww(m, a0 + POLE_TIME, t - 1);
    if (t - 1 === 0) {
      m[a0 + OB_FRAME] = 1;
      release(w, a0);
      return;
    }
  }
  // .moveup / .movedown: v_jpadhold1 is the pad itself.
  let d0 = (rw(m, a0 + OB_Y) - 0x18) & 0xffff;
  if (w.held & BTN_UP) {
    setSonicY(s, sonicY(s) - 1);
    if (d0 >= sonicY(s)) setSonicY(s, d0);
  }
  d0 = (d0 + 0x24) & 0xffff;
  if (w.held & BTN_DOWN) {
    setSonicY(s, sonicY(s) + 1);
    if (d0 < sonicY(s)) setSonicY(s, d0);
  }
  // .letgo: v_jpadpress2, Sonic's copy of the pad (what an object wrote while f_lockctrl is set).
  const press = s[G_LOCK_CTRL] !== 0 ? s[G_JPAD2] & 0xff : w.press;
  if (press & BTN_ABC) release(w, a0);
}

function release(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  m[a0 + OB_COL_TYPE] = 0;
  m[a0 + OB_ROUTINE] += 2;
  w.s[W_PLAYER_CTRL] = 0;
  w.s[W_WIND_TUNNEL_OFF] = 0;
  m[a0 + POLE_GRABBED] = 0;
}

function grab(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  if (m[a0 + OB_COL_PROP] === 0) return;
  const d0 = (rw(m, a0 + OB_X) + 0x14) & 0xffff;
  if (d0 >= sonicX(s)) return;
  m[a0 + OB_COL_PROP] = 0;
  if (sonicRoutine(s) >= 4) return;
  setSonicVelX(s, 0);
  setSonicVelY(s, 0);
  setSonicX(s, d0);
  setSonicStatus(s, sonicStatus(s) & ~1);
  setSonicAnim(s, ID_HANG);
  s[W_PLAYER_CTRL] = 1;
  s[W_WIND_TUNNEL_OFF] = 1;
  m[a0 + POLE_GRABBED] = 1;
}
