/**
 * The camera's vertical focal point returns to its default by 2 px per frame
 * (`Sonic_ResetScr`: below the default +4 then -2, above it -2).
 */
import { C_BIAS } from '../state/layout.ts';
import { CAMERA_BIAS_DEFAULT } from './constants.ts';

export function resetCameraBias(s: Int32Array): void {
  const b = s[C_BIAS];
  if (b === CAMERA_BIAS_DEFAULT) return;
  s[C_BIAS] = b < CAMERA_BIAS_DEFAULT ? b + 2 : b - 2;
}
