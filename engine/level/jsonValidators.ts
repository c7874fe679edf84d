/**
 * The level loader's small validators, shared by the `subpixel-level` document and its real-act
 * section. Each either returns the checked value or throws `Invalid` with the JSON path and a
 * message; `parseLevel` catches it and returns it as a value, so callers only ever see
 * `{ ok: false, error }` and every validator reads as a straight line.
 */
import type { LevelError } from './levelError.ts';
import { keyPath } from './jsonPath.ts';
import { base64ToBytes } from './base64.ts';
import { visibleText } from './visibleText.ts';
import { MAX_LEVEL_STRING_CHARS, levelLimitText, type LevelLimitName } from './levelLimits.ts';

export class Invalid {
  constructor(readonly error: LevelError) {}
}

export function fail(path: string, message: string): never {
  throw new Invalid({ code: 'levelInvalid', path, message });
}

/** Past one of the loader's limits (levelLimits.ts): code `levelLimit`, the limit named. */
export function pastLimit(path: string, subject: string, limit: LevelLimitName): never {
  throw new Invalid({ code: 'levelLimit', path, message: `${subject} is past ${levelLimitText(limit)}` });
}

/** A value as an error message shows it: JSON, cut short (a hostile file's value can be megabytes). */
export function shown(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  // JSON escapes the C0 controls but not NEL, U+2028 or a right-to-left override.
  return visibleText(text.length > 80 ? `${text.slice(0, 77)}...` : text);
}

export function record(v: unknown, path: string, what: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(path, `must be ${what} (a JSON object)`);
  return v as Record<string, unknown>;
}

export function onlyKeys(obj: Record<string, unknown>, allowed: readonly string[], path: string): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) fail(keyPath(path, k), `unknown key (allowed: ${allowed.join(', ')})`);
  }
}

export function has(obj: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(obj, key);
}

export function required(obj: Record<string, unknown>, key: string, path: string): unknown {
  if (!has(obj, key)) fail(keyPath(path, key), 'is required');
  return obj[key];
}

export function int(v: unknown, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    fail(path, `must be an integer in ${min}..${max}, got ${shown(v)}`);
  }
  return v;
}

/** A string of at most MAX_LEVEL_STRING_CHARS (names, ids, descriptions). */
export function str(v: unknown, path: string): string {
  if (typeof v !== 'string') fail(path, `must be a string, got ${shown(v)}`);
  if (v.length > MAX_LEVEL_STRING_CHARS) pastLimit(path, 'This string', 'MAX_LEVEL_STRING_CHARS');
  return v;
}

export function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') fail(path, `must be true or false, got ${shown(v)}`);
  return v;
}

export function oneOf<T extends string>(v: unknown, path: string, values: readonly T[]): T {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) {
    fail(path, `must be one of ${values.map((s) => JSON.stringify(s)).join(', ')}, got ${shown(v)}`);
  }
  return v as T;
}

/**
 * Binary data as a base64 string (RFC 4648, padded) of `min`..`max` bytes. The message says
 * what the bytes are, so "must be base64 of exactly 1024 bytes" is all a reader needs.
 */
export function base64Bytes(v: unknown, path: string, min: number, max = min): Uint8Array {
  const size = min === max ? `exactly ${min} bytes` : `${min} to ${max} bytes`;
  if (typeof v !== 'string') fail(path, `must be base64 of ${size}, got ${describe(v)}`);
  // Refuse before decoding what could not fit: 4 characters per 3 bytes.
  if (v.length > Math.ceil(max / 3) * 4) fail(path, `must be base64 of ${size}, got ${v.length} characters, more than ${max} bytes take`);
  const bytes = base64ToBytes(v);
  if (bytes === null) fail(path, `must be base64 of ${size}; the text is not valid padded base64`);
  if (bytes.length < min || bytes.length > max) fail(path, `must be base64 of ${size}, got ${bytes.length} bytes`);
  return bytes;
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return 'an array';
  if (v === null) return 'null';
  return typeof v === 'object' ? 'an object' : shown(v);
}
