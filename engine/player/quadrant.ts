/**
 * The two ways the originals split a hex angle into four quadrants.
 * Both return 0x00 (floor / moving down), 0x40, 0x80 or 0xC0.
 */

/**
 * AnglePos / Sonic_WalkSpeed rounding (Sonic 1 `Sonic_AnglePos`): symmetric so the floor and
 * ceiling ranges are a little wider: floor 0xE0..0x20, 0x40-mode 0x21..0x5F,
 * ceiling 0x60..0xA0, 0xC0-mode 0xA1..0xDF.
 */
export function collisionQuadrant(angle: number): number {
  const a = angle & 0xff;
  let d: number;
  if ((((a + 0x20) & 0xff) & 0x80) === 0) d = a < 0x80 ? a + 0x1f : a + 0x20;
  else d = a >= 0x80 ? a - 1 + 0x20 : a + 0x20;
  return d & 0xc0;
}

/** Plain rounding `(angle + 0x20) & 0xC0`, used by most other checks. */
export function plainQuadrant(angle: number): number {
  return (angle + 0x20) & 0xc0;
}

/** P_MODE index of a quadrant: floor 0, rightWall 1 (0xC0), ceiling 2 (0x80), leftWall 3 (0x40). */
export function modeIndex(quadrant: number): number {
  return quadrant === 0 ? 0 : quadrant === 0xc0 ? 1 : quadrant === 0x80 ? 2 : 3;
}
