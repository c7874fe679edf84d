/**
 * A 64-bit hash of an Int32Array as 16 hex digits: two independent 32-bit multiply-xor lanes
 * (FNV-1a style with Math.imul), identical in every JavaScript engine.
 */
export function hashWords(words: Int32Array, from = 0, to = words.length): string {
  let a = 0x811c9dc5 | 0;
  let b = 0x9e3779b9 | 0;
  for (let i = from; i < to; i++) {
    const v = words[i];
    a = Math.imul(a ^ v, 0x01000193);
    b = Math.imul(b ^ v, 0x5bd1e995);
    b ^= b >>> 15;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a ^= a >>> 13;
  b = Math.imul(b ^ (b >>> 16), 0xc2b2ae35);
  b ^= b >>> 16;
  return hex8(a) + hex8(b);
}

function hex8(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

/** FNV-1a 32-bit of a string (unsigned). */
export function hashString(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
