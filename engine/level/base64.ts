/**
 * Standard base64 (RFC 4648 §4, with padding) for binary payloads in JSON files: the level
 * file's real-act data (`subpixel-level/2`), the project file's movies and savestates, a `.spx`
 * file's inputs. Decoding is strict so a damaged file is reported instead of silently yielding
 * different bytes.
 *
 * Both directions walk the text in a loop whose stack use does not depend on the length: the
 * decoder once validated with a regular expression, whose backtracking overflowed the stack
 * above about 4.48 M characters, so files the product wrote (a 2 M-frame .spx, a project with a
 * 3.4 M-frame movie) could not be read back.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PAD = 0x3d; // '='

/** Character code → 6-bit value, -1 for a character outside the alphabet. */
const VALUE = (() => {
  const t = new Int8Array(256).fill(-1);
  for (let i = 0; i < ALPHABET.length; i++) t[ALPHABET.charCodeAt(i)] = i;
  return t;
})();

// String.fromCharCode takes its arguments on the stack; chunking keeps large movies safe.
const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/**
 * Null when `text` is not padded base64: a length that is not a multiple of 4, a character
 * outside the alphabet, or `=` anywhere but as the last one or two characters.
 */
export function base64ToBytes(text: string): Uint8Array | null {
  const n = text.length;
  if (n % 4 !== 0) return null;
  let pad = 0;
  if (n > 0 && text.charCodeAt(n - 1) === PAD) pad = text.charCodeAt(n - 2) === PAD ? 2 : 1;
  const out = new Uint8Array((n / 4) * 3 - pad);
  const whole = pad === 0 ? n : n - 4; // groups of four alphabet characters
  let o = 0;
  for (let i = 0; i < whole; i += 4) {
    const a = value(text, i);
    const b = value(text, i + 1);
    const c = value(text, i + 2);
    const d = value(text, i + 3);
    if ((a | b | c | d) < 0) return null;
    const v = (a << 18) | (b << 12) | (c << 6) | d;
    out[o++] = v >>> 16;
    out[o++] = (v >>> 8) & 0xff;
    out[o++] = v & 0xff;
  }
  if (pad > 0) {
    const a = value(text, whole);
    const b = value(text, whole + 1);
    const c = pad === 1 ? value(text, whole + 2) : 0;
    if ((a | b | c) < 0) return null;
    const v = (a << 18) | (b << 12) | (c << 6);
    out[o++] = v >>> 16;
    if (pad === 1) out[o++] = (v >>> 8) & 0xff;
  }
  return out;
}

function value(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code < 256 ? VALUE[code] : -1;
}
