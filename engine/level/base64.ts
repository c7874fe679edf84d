/**
 * Standard base64 (RFC 4648 §4, with padding) for binary payloads in JSON files: the level
 * file's real-act data (`subpixel-level/2`), the project file's movies and savestates.
 * Built on btoa/atob, which browsers and Node 20 both have; decoding is strict so a damaged
 * file is reported instead of silently yielding different bytes.
 */

// String.fromCharCode takes its arguments on the stack; chunking keeps large movies safe.
const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Null when `text` is not canonical padded base64. */
export function base64ToBytes(text: string): Uint8Array | null {
  if (!BASE64.test(text)) return null;
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
