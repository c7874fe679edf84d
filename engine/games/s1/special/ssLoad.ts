/**
 * `GM_Special`'s set-up (sonic.asm) up to `SS_MainLoop`, what of it the stage reads: the object
 * RAM and the level variables cleared, `SS_Load`, the camera at 0, Sonic's object (id 9, routine
 * 0), v_ssangle 0 ("upright") and v_ssrotate $40, no rings, v_lifecount 0.
 *
 * `SS_Load`: the stage is v_lastspecial, which moves on by one (6 wraps to 0); a stage whose
 * emerald is in v_emldlist is passed over for the next (unless all six are got: then the
 * stage is played again). Sonic starts at SS_StartLoc's position; the layout (decompressed into
 * v_ssbuffer2 by EniDec: ssData.ts) is copied row by row into v_ssbuffer1 at v_ssblockbuffer,
 * $40 cells of each $80-cell row, the rest of the buffer cleared; the item buffer cleared.
 */
import { OB_ID, OB_X, OB_Y, ww } from '../objects/ram.ts';
import type { SsContext } from './ssContext.ts';
import { SS_LAYOUT_SIZE, SS_STAGES } from './ssData.ts';
import {
  B_LAYOUT, B_PLAYER, SS_ANGLE, SS_BLOCK_BUFFER, SS_BYTES, SS_CAM_X, SS_CAM_Y, SS_EMERALDS, SS_EMERALD_LIST, SS_LAST_SPECIAL,
  SS_LIFE_COUNT, SS_RINGS, SS_ROTATE, SS_ROW, SS_STAGE,
} from './ssState.ts';

/** id_SonicSpecial. */
export const ID_SONIC_SPECIAL = 0x09;

/** `SS_Load`'s choice of stage: v_lastspecial and the emeralds got. Moves v_lastspecial on. */
export function ssChooseStage(s: Int32Array): number {
  for (;;) {
    const d0 = s[SS_LAST_SPECIAL];
    s[SS_LAST_SPECIAL] = d0 + 1 >= SS_STAGES ? 0 : d0 + 1;
    if (s[SS_EMERALDS] === 6) return d0;
    let got = false;
    for (let d1 = s[SS_EMERALDS] - 1; d1 >= 0; d1--) if (s[SS_EMERALD_LIST + d1] === d0) got = true;
    if (!got) return d0;
  }
}

/** GM_Special's set-up and SS_Load, on a state whose carried words (lives, continues, emeralds, v_lastspecial) are set. */
export function gmSpecialSetUp(c: SsContext): void {
  const { s, m, data } = c;
  m.fill(0, 0, SS_BYTES);
  const stage = ssChooseStage(s);
  s[SS_STAGE] = stage;
  ww(m, B_PLAYER + OB_X, data.starts[stage].x);
  ww(m, B_PLAYER + OB_Y, data.starts[stage].y);
  const layout = data.layouts[stage];
  for (let r = 0; r < SS_LAYOUT_SIZE; r++) {
    m.set(layout.subarray(r * SS_LAYOUT_SIZE, (r + 1) * SS_LAYOUT_SIZE), B_LAYOUT + SS_BLOCK_BUFFER + r * SS_ROW);
  }
  s[SS_CAM_X] = 0;
  s[SS_CAM_Y] = 0;
  m[B_PLAYER + OB_ID] = ID_SONIC_SPECIAL;
  s[SS_ANGLE] = 0;
  s[SS_ROTATE] = 0x40;
  s[SS_RINGS] = 0;
  s[SS_LIFE_COUNT] = 0;
}
