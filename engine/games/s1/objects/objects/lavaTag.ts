/**
 * Object $54 — invisible lava tag (MZ) (_incObj/54 Lava Tag.asm: `LavaTag`, `LTag_Main`,
 * `LTag_ChkDel`).
 *
 * An invisible hurting box over lava: touch type $96, $94 or $95 by subtype (half sizes $20x$20,
 * $40x$20, $80x$20). It sets its render byte to $84 once and never calls DisplaySprite, so
 * BuildSprites never clears bit 7: it touches Sonic wherever it is. It deletes itself when its
 * 128 px column leaves the range $0..$280 past the camera's column - $80 (signed below: bmi).
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject } from '../objectManager.ts';
import { OB_COL_TYPE, OB_RENDER, OB_ROUTINE, OB_SUBTYPE, OB_X, rw } from '../ram.ts';
import { C_X } from '../../../../state/layout.ts';

export const ID_LAVA_TAG = 0x54;

/** LTag_ColTypes and the `even` padding byte after it (subtype 3). Only 0..2 are placed. */
export const COL_TYPES: readonly number[] = [0x96, 0x94, 0x95, 0x00];

export function lavaTag(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      m[a0 + OB_ROUTINE] += 2;
      m[a0 + OB_COL_TYPE] = COL_TYPES[m[a0 + OB_SUBTYPE]] ?? 0;
      m[a0 + OB_RENDER] = 0x84;
      chkDel(w, a0);
      return;
    case 2:
      chkDel(w, a0);
      return;
  }
}

/** `LTag_ChkDel`: signed below, unsigned above $280. */
function chkDel(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const d0 = ((rw(m, a0 + OB_X) & 0xff80) - (((w.s[C_X] - 0x80) & 0xffff) & 0xff80)) & 0xffff;
  if (d0 & 0x8000 || d0 > 0x280) deleteObject(m, a0);
}
