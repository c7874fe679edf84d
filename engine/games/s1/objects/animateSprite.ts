/**
 * `AnimateSprite` (_incObj/sub AnimateSprite.asm): steps an object through its animation
 * script. A script is its frame duration, then frame bytes (low 5 bits the mapping frame, bits 5
 * and 6 flip it against obStatus), then an end command: $FF loop, $FE n back n frames, $FD a
 * start animation a, $FC next routine, $FB restart and clear ob2ndRout, $FA next 2nd routine.
 * Some objects' behaviour hangs on those commands (a routine advancing when an animation ends),
 * so ports pass the original's scripts, transcribed from _anim/*.asm.
 */
import { OB_2ND_ROUT, OB_ANIM, OB_ANI_FRAME, OB_FRAME, OB_PREV_ANI, OB_RENDER, OB_ROUTINE, OB_STATUS, OB_TIME_FRAME } from './ram.ts';

/** One object's scripts by animation number. */
export type AnimationScripts = readonly (readonly number[])[];

export function animateSprite(m: Uint8Array, a0: number, scripts: AnimationScripts): void {
  const anim = m[a0 + OB_ANIM];
  if (anim !== m[a0 + OB_PREV_ANI]) {
    m[a0 + OB_PREV_ANI] = anim;
    m[a0 + OB_ANI_FRAME] = 0;
    m[a0 + OB_TIME_FRAME] = 0;
  }
  m[a0 + OB_TIME_FRAME] = (m[a0 + OB_TIME_FRAME] - 1) & 0xff;
  if ((m[a0 + OB_TIME_FRAME] & 0x80) === 0) return;
  const script = scripts[anim];
  // An animation number past the object's table (SBZ2's unreachable monitors, subtypes $11-$17)
  // makes the original read script offsets from the bytes after the table, in ROM the engine
  // does not hold: the frame is left as it is (the object's behaviour never reads it).
  if (script === undefined) return;
  m[a0 + OB_TIME_FRAME] = script[0];
  let d1 = m[a0 + OB_ANI_FRAME];
  let d0 = script[1 + d1];
  if ((d0 & 0x80) === 0) {
    nextFrame(m, a0, d0);
    return;
  }
  switch (d0) {
    case 0xff:
      m[a0 + OB_ANI_FRAME] = 0;
      nextFrame(m, a0, script[1]);
      return;
    case 0xfe:
      d0 = script[2 + d1];
      m[a0 + OB_ANI_FRAME] = (m[a0 + OB_ANI_FRAME] - d0) & 0xff;
      d1 = (d1 - d0) & 0xff;
      nextFrame(m, a0, script[1 + d1]);
      return;
    case 0xfd:
      m[a0 + OB_ANIM] = script[2 + d1];
      return;
    case 0xfc:
      m[a0 + OB_ROUTINE] += 2;
      return;
    case 0xfb:
      m[a0 + OB_ANI_FRAME] = 0;
      m[a0 + OB_2ND_ROUT] = 0;
      return;
    case 0xfa:
      m[a0 + OB_2ND_ROUT] += 2;
      return;
  }
}

/** `Anim_Next`: the frame, its flip bits against the status, and on to the next byte. */
function nextFrame(m: Uint8Array, a0: number, d0: number): void {
  m[a0 + OB_FRAME] = d0 & 0x1f;
  // `rol.b #3,d1; eor.b obStatus,d1; andi.b #3,d1`: bits 5-6 of the byte against the status' flips.
  const rot = ((d0 << 3) | (d0 >> 5)) & 0xff;
  const flip = (rot ^ m[a0 + OB_STATUS]) & 3;
  m[a0 + OB_RENDER] = (m[a0 + OB_RENDER] & 0xfc) | flip;
  m[a0 + OB_ANI_FRAME]++;
}
