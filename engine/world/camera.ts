/**
 * The camera (Sonic 1 `ScrollHoriz`/`MoveScreenHoriz`, `ScrollVertical`; Sonic 2 `ScrollHoriz`
 * with `Horiz_scroll_delay_val`; SPG section 20). Runs last in the frame. Whole pixels.
 *
 * Horizontal: borders at 144 and 160 from the camera's left edge; scroll by how far the player
 * passed them, at most `cameraMaxSpeed` (Sonic 1 caps only rightward scrolling). During the
 * spindash lag the player's x is read from the position history instead.
 * Vertical: in the air a border of +-32 around the focal point (bias); on the ground the camera
 * keeps the player at the focal point, at 6 px/frame below ground speed 0x800 (16 or 24 above),
 * 2 px/frame while the bias is shifted (looking up or down).
 */
import {
  C_BIAS, C_HIST_INDEX, C_LAG, C_X, C_XSHIFT, C_Y, HIST_BASE, HIST_ENTRIES, P_GSP, P_SPINDASH_COUNTER, P_STATUS, P_X, P_Y,
  ST_AIR, ST_FACING_LEFT, ST_PEELOUT, ST_ROLL,
} from '../state/layout.ts';
import { CAMERA_BIAS_DEFAULT } from '../player/constants.ts';
import type { Profile } from '../profiles/profile.ts';

export interface CameraLimits {
  readonly maxX: number;
  readonly maxY: number;
}

export function moveCamera(s: Int32Array, p: Profile, limits: CameraLimits): void {
  moveCameraX(s, p, limits.maxX);
  moveCameraY(s, p, limits.maxY);
}

function moveCameraX(s: Int32Array, p: Profile, maxX: number): void {
  if (p.cameraHorizontal === 'focal') {
    moveCameraFocalX(s, p, maxX);
    return;
  }
  let px = s[P_X] >> 8;
  if (s[C_LAG] !== 0) {
    s[C_LAG] -= 0x100;
    const back = ((s[C_LAG] >> 8) & 0xff) + 1;
    px = s[HIST_BASE + 2 * ((s[C_HIST_INDEX] - back) & (HIST_ENTRIES - 1))];
  }
  const cap = p.cameraMaxSpeed;
  const camX = s[C_X];
  let d = px - camX - 144;
  if (d < 0) {
    if (p.cameraCapsLeftScroll && d < -cap) d = -cap;
    let n = camX + d;
    if (n < 0) n = 0;
    s[C_X] = n;
    return;
  }
  d -= 16;
  if (d <= 0) return;
  if (d > cap) d = cap;
  let n = camX + d;
  if (n > maxX) n = maxX;
  s[C_X] = n;
}

/**
 * Sonic CD: one horizontal focal point at 160 px, which the extended camera shifts up to 64 px
 * opposite the facing direction, 2 px per frame, while |ground speed| >= 6 px/frame (or a
 * peel-out has charged 16 frames); it drifts back below that. Ground speed is not updated in
 * the air, so the shift stays off-centre through a jump, as in the original.
 */
function moveCameraFocalX(s: Int32Array, p: Profile, maxX: number): void {
  const g = s[P_GSP] < 0 ? -s[P_GSP] : s[P_GSP];
  const charged = (s[P_STATUS] & ST_PEELOUT) !== 0 && s[P_SPINDASH_COUNTER] >= 16;
  const target = g >= 0x600 || charged ? (s[P_STATUS] & ST_FACING_LEFT ? 64 : -64) : 0;
  const shift = s[C_XSHIFT];
  s[C_XSHIFT] = shift < target ? shift + 2 : shift > target ? shift - 2 : shift;
  const cap = p.cameraMaxSpeed;
  let d = (s[P_X] >> 8) - s[C_X] - (160 + s[C_XSHIFT]);
  if (d > cap) d = cap;
  else if (d < -cap) d = -cap;
  let n = s[C_X] + d;
  if (n < 0) n = 0;
  if (n > maxX) n = maxX;
  s[C_X] = n;
}

function moveCameraY(s: Int32Array, p: Profile, maxY: number): void {
  const camY = s[C_Y];
  const bias = s[C_BIAS];
  let d = (s[P_Y] >> 8) - camY;
  if (s[P_STATUS] & ST_ROLL) d -= 5;
  const fast = p.cameraMaxSpeed;
  let cap: number;
  if (s[P_STATUS] & ST_AIR) {
    d = d + 32 - bias;
    if (d >= 0 && d < 64) return;
    if (d >= 64) d -= 64;
    cap = fast;
  } else {
    d -= bias;
    if (d === 0) return;
    if (bias !== CAMERA_BIAS_DEFAULT) cap = 2;
    else {
      const g = s[P_GSP] < 0 ? -s[P_GSP] : s[P_GSP];
      cap = g >= 0x800 ? fast : 6;
    }
  }
  if (d > cap) d = cap;
  else if (d < -cap) d = -cap;
  let n = camY + d;
  if (n < 0) n = 0;
  if (n > maxY) n = maxY;
  s[C_Y] = n;
}
