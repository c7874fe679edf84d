/**
 * Object $38 — the shield and the invincibility stars (_incObj/38 Shield and
 * Invincibility.asm: `ShieldItem`, `Shi_Main`, `Shi_Shield`, `Shi_Stars`, `Shi_Start_Delete`;
 * _anim/Shield and Invincibility.asm). They live in reserved slots (6 the shield, 8..11 the
 * stars) that PowerUp fills, so they never take a level slot.
 *
 * The shield follows Sonic while v_shield is set (and hides, without deleting itself, while
 * v_invinc is); the stars follow Sonic's position history (v_tracksonic, the engine's position
 * ring: entry = v_trackpos / 4) further back for each star, and delete themselves when v_invinc
 * clears. Neither has a collision type: they only take sprite queue entries (priority 1).
 */
import type { S1ObjectContext } from '../context.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_ACT_WID, OB_ANIM, OB_PRIORITY, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_X, OB_Y, ww } from '../ram.ts';
import { G_INVINCIBLE } from '../s1State.ts';
import { sonicStatus, sonicX, sonicY } from '../sonic.ts';
import { displaySprite } from '../spriteQueue.ts';
import { C_HIST_INDEX, HIST_BASE, HIST_ENTRIES, P_SHIELD } from '../../../../state/layout.ts';

export const ID_SHIELD_ITEM = 0x38;
/** objoff_30: the star's extra trail offset (0, 4, ... $14 bytes), cycling. */
const TRAIL = 0x30;

/** Ani_Shield: the shield, then the four stars. */
export const ANI_SHIELD: AnimationScripts = [
  [1, 1, 0, 2, 0, 3, 0, 0xff],
  [5, 4, 5, 6, 7, 0xff],
  [0, 4, 4, 0, 4, 4, 0, 5, 5, 0, 5, 5, 0, 6, 6, 0, 6, 6, 0, 7, 7, 0, 7, 7, 0, 0xff],
  [0, 4, 4, 0, 4, 0, 0, 5, 5, 0, 5, 0, 0, 6, 6, 0, 6, 0, 0, 7, 7, 0, 7, 0, 0, 0xff],
  [0, 4, 0, 0, 4, 0, 0, 5, 0, 0, 5, 0, 0, 6, 0, 0, 6, 0, 0, 7, 0, 0, 7, 0, 0, 0xff],
];

export function shieldItem(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_RENDER] = 4;
      m[a0 + OB_PRIORITY] = 1;
      m[a0 + OB_ACT_WID] = 0x10;
      if (m[a0 + OB_ANIM] !== 0) m[a0 + OB_ROUTINE] += 2;
      return;
    case 2:
      shield(w, a0);
      return;
    default:
      stars(w, a0);
  }
}

function shield(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  if ((s[G_INVINCIBLE] & 0xff) !== 0) return;
  if ((s[P_SHIELD] & 0xff) === 0) {
    deleteObject(m, a0);
    return;
  }
  follow(w, a0, sonicX(s), sonicY(s));
}

function stars(w: S1ObjectContext, a0: number): void {
  const s = w.s;
  const m = w.m;
  if ((s[G_INVINCIBLE] & 0xff) === 0) {
    deleteObject(m, a0);
    return;
  }
  // `.trail`: back (anim - 1) * 24 + 4 bytes, then objoff_30 more, from v_trackpos (bytes, 4 per entry).
  const trackpos = (s[C_HIST_INDEX] * 4) & 0xff;
  let d1 = (m[a0 + OB_ANIM] - 1) & 0xff;
  d1 = ((d1 << 3) * 3 + 4) & 0xff;
  let d0 = (trackpos - d1) & 0xff;
  d1 = m[a0 + TRAIL];
  d0 = (d0 - d1) & 0xff;
  d1 = (d1 + 4) & 0xff;
  if (d1 >= 0x18) d1 = 0;
  m[a0 + TRAIL] = d1;
  const entry = (d0 >> 2) & (HIST_ENTRIES - 1);
  follow(w, a0, s[HIST_BASE + 2 * entry], s[HIST_BASE + 2 * entry + 1]);
}

function follow(w: S1ObjectContext, a0: number, x: number, y: number): void {
  const m = w.m;
  ww(m, a0 + OB_X, x & 0xffff);
  ww(m, a0 + OB_Y, y & 0xffff);
  m[a0 + OB_STATUS] = sonicStatus(w.s);
  animateSprite(m, a0, ANI_SHIELD);
  displaySprite(w, a0);
}
