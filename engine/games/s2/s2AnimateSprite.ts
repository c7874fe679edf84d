/**
 * Sonic 2's `AnimateSprite` (s2.asm) over an object's scripts read from the checkout (each a
 * duration byte, then frames, then an end code): a new anim restarts its script; each step loads
 * the duration and the next frame, the render flips from the status; $FF loops, $FE jumps back
 * by the next byte, $FD changes the anim, $FC goes to the next routine. The other codes ($FB to
 * $F9) are in no script the ports read.
 */

// The SST bytes AnimateSprite keeps (s2.constants.asm).
export const OB_MAPPING_FRAME = 0x1a;
export const OB_ANIM_FRAME = 0x1b;
export const OB_ANIM = 0x1c;
export const OB_PREV_ANIM = 0x1d;
export const OB_ANIM_FRAME_DURATION = 0x1e;
const OB_RENDER_FLAGS = 0x01;
const OB_STATUS = 0x22;
const OB_ROUTINE = 0x24;

export function animateSpriteBy(m: Uint8Array, a0: number, scripts: readonly Uint8Array[]): void {
  const anim = m[a0 + OB_ANIM];
  if (anim !== m[a0 + OB_PREV_ANIM]) {
    m[a0 + OB_PREV_ANIM] = anim;
    m[a0 + OB_ANIM_FRAME] = 0;
    m[a0 + OB_ANIM_FRAME_DURATION] = 0;
  }
  const duration = (m[a0 + OB_ANIM_FRAME_DURATION] - 1) & 0xff;
  m[a0 + OB_ANIM_FRAME_DURATION] = duration;
  if ((duration & 0x80) === 0) return;
  const script = scripts[anim];
  // An anim past the scripts (only a damaged snapshot holds one) runs none.
  if (script === undefined) return;
  m[a0 + OB_ANIM_FRAME_DURATION] = script[0];
  let d1 = m[a0 + OB_ANIM_FRAME];
  let d0 = script[1 + d1];
  if ((d0 & 0x80) !== 0) {
    if (d0 === 0xff) {
      m[a0 + OB_ANIM_FRAME] = 0;
      d0 = script[1];
    } else if (d0 === 0xfe) {
      const back = script[2 + d1];
      m[a0 + OB_ANIM_FRAME] = (m[a0 + OB_ANIM_FRAME] - back) & 0xff;
      d1 = (d1 - back) & 0xff;
      d0 = script[1 + d1];
    } else {
      if (d0 === 0xfd) m[a0 + OB_ANIM] = script[2 + d1];
      else if (d0 === 0xfc) {
        // Anim_End_FC: the next routine.
        m[a0 + OB_ROUTINE] = (m[a0 + OB_ROUTINE] + 2) & 0xff;
        m[a0 + OB_ANIM_FRAME_DURATION] = 0;
        m[a0 + OB_ANIM_FRAME] = (m[a0 + OB_ANIM_FRAME] + 1) & 0xff;
      }
      return;
    }
  }
  m[a0 + OB_MAPPING_FRAME] = d0 & 0x7f;
  m[a0 + OB_RENDER_FLAGS] = (m[a0 + OB_RENDER_FLAGS] & ~3) | (m[a0 + OB_STATUS] & 3);
  m[a0 + OB_ANIM_FRAME] = (m[a0 + OB_ANIM_FRAME] + 1) & 0xff;
}
