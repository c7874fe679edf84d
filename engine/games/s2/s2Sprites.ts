/**
 * What Sonic 2's `BuildSprites` (s2.asm, one-player mode) leaves in the object RAM: each object
 * queued for display this frame has render_flags.on_screen cleared, then set again when its box
 * meets the screen (Camera_X_pos_copy / Camera_Y_pos_copy, the camera after DeformBgLayer):
 * x ± width_pixels within [0, 320), and y within [-32, 224 + 32) (`BuildSprites_ApproxYCheck`,
 * y masked by $7FF after + 128) or, with render_flags.explicit_height, y ± y_radius within
 * [0, 224). SolidObject_OnScreenTest reads the bit on the next frame (s2Solid.ts).
 *
 * The engine draws nothing: it keeps the display lists as the ports call DisplaySprite (directly
 * or through MarkObjGone / MarkObjGone2: Obj26, Obj27, Obj2E, Obj36, Obj37; s2Objects.ts
 * `displaySprite`). Every mapping frame of theirs has pieces, so the bit does not wait for
 * DrawSprite; multi-sprite and screen-space objects are not among them.
 */
import { DYNAMIC_SLOTS, OBJECT_SIZE } from './s2State.ts';
import { OB_ID, OB_RENDER_FLAGS, OB_WIDTH_PIXELS, OB_X, OB_Y, rw } from './s2Objects.ts';
import { RENDER_ON_SCREEN } from './s2Solid.ts';
import { OB_Y_RADIUS } from './s2ObjectMove.ts';

const SCREEN_WIDTH = 320;
const SCREEN_HEIGHT = 224;
const RENDER_EXPLICIT_HEIGHT = 0x10;
const s16 = (v: number): number => (v << 16) >> 16;

/**
 * BuildSprites' on-screen bits for the objects in this frame's display lists (`displayed`, one
 * flag a dynamic slot, cleared here): an object deleted after its DisplaySprite is passed over
 * (`tst.b id(a0); beq`).
 */
export function buildSpritesOnScreen(m: Uint8Array, displayed: Uint8Array, camX: number, camY: number, high: number = DYNAMIC_SLOTS): void {
  // `high`: one past the highest slot ever allocated (OM_HIGH_WATER); no object past it was displayed.
  for (let k = 0; k < high; k++) {
    if (displayed[k] === 0) continue;
    displayed[k] = 0;
    const a0 = k * OBJECT_SIZE;
    if (m[a0 + OB_ID] === 0) continue;
    m[a0 + OB_RENDER_FLAGS] &= ~RENDER_ON_SCREEN;
    if (onScreen(m, a0, camX, camY)) m[a0 + OB_RENDER_FLAGS] |= RENDER_ON_SCREEN;
  }
}

/** BuildSprites' box tests (signed words, as `bmi` / `bge` read them). */
function onScreen(m: Uint8Array, a0: number, camX: number, camY: number): boolean {
  const w = m[a0 + OB_WIDTH_PIXELS];
  const d3 = s16(rw(m, a0 + OB_X) - camX);
  if (s16(d3 + w) < 0) return false;
  if (s16(d3 - w) >= SCREEN_WIDTH) return false;
  const d2 = s16(rw(m, a0 + OB_Y) - camY);
  if ((m[a0 + OB_RENDER_FLAGS] & RENDER_EXPLICIT_HEIGHT) !== 0) {
    const r = m[a0 + OB_Y_RADIUS];
    return s16(d2 + r) >= 0 && s16(d2 - r) < SCREEN_HEIGHT;
  }
  const y = (d2 + 128) & 0x7ff;
  return y >= 128 - 32 && y < 128 + SCREEN_HEIGHT + 32;
}
