/**
 * Sonic 1's `out_of_range` test, used both to delete objects that fell behind the camera and
 * (with the spawn position) to load them back: the object's x rounded down to 128 px, minus
 * the camera's x - 128 rounded down to 128 px, must lie in 0..0x280 (an unsigned compare).
 */
export function inObjectRange(objectX: number, cameraX: number): boolean {
  const d = ((objectX & 0xff80) - ((cameraX - 0x80) & 0xff80)) & 0xffff;
  return d <= 0x280;
}
