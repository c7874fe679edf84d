/**
 * Accelerating towards the motion, with the top-speed rule of Sonic_MoveLeft/Right and
 * Sonic_ChgJumpDir: past top speed the original clamps to top speed even when the speed was
 * already above it (`curtail`, the topSpeedCurtail / airTopSpeedCurtail bugs); the fix (Sonic 2 on
 * the ground, Sonic 3 in the air) keeps a speed that was already beyond top speed.
 * Speeds in subpixels/frame; `acc` is signed (its sign is the direction), `topSpeed` positive.
 */
export function accelerateTowards(v: number, acc: number, topSpeed: number, curtail: boolean): number {
  const top = acc > 0 ? topSpeed : -topSpeed;
  const n = v + acc;
  const beyond = acc > 0 ? n >= top : n <= top;
  if (!beyond) return n;
  if (curtail) return top;
  const wasBeyond = acc > 0 ? v >= top : v <= top;
  return wasBeyond ? v : top;
}
