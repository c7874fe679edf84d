/**
 * `RandomNumber` (_incObj/sub RandomNumber.asm): the game's generator, 32-bit state in v_random
 * (seeded with $2A6D365A when zero). Every call advances it, so which objects call it, and in
 * which order, is part of the game's state: callers are the objects that do (ports cite it).
 * Returns d0 as the routine leaves it (callers use its low bits).
 */
import { G_RANDOM } from './s1State.ts';

export function randomNumber(s: Int32Array): number {
  let d1 = s[G_RANDOM] | 0;
  if (d1 === 0) d1 = 0x2a6d365a;
  const d0 = d1;
  d1 = Math.imul(d1, 4) + d0;
  d1 = (Math.imul(d1, 8) + d0) | 0;
  const lo = d1 & 0xffff;
  const hi = (d1 >>> 16) & 0xffff;
  const r = (lo + hi) & 0xffff;
  s[G_RANDOM] = ((r << 16) | lo) | 0;
  return ((d0 & ~0xffff) | r) | 0;
}
