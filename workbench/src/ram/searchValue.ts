/**
 * The number a RAM search compares with, as typed: decimal (`12`, `-3`) or hex (`$C`, `0xC`),
 * inside the range of the search's size (0..255 for 8 bits unsigned, -128..127 signed ...).
 */
import type { RamSearchOptions } from './ramSearch.ts';

export type SearchValue = { readonly ok: true; readonly value: number } | { readonly ok: false; readonly message: string };

export function parseSearchValue(text: string, options: RamSearchOptions): SearchValue {
  const t = text.trim();
  const m = /^(-?)(?:\$([0-9a-f]+)|0x([0-9a-f]+)|([0-9]+))$/i.exec(t);
  if (m === null) return { ok: false, message: `"${t}" is not a number (12, -3, $C or 0xC)` };
  const magnitude = m[2] !== undefined ? parseInt(m[2], 16) : m[3] !== undefined ? parseInt(m[3], 16) : parseInt(m[4], 10);
  const value = m[1] === '-' ? -magnitude : magnitude;
  const bits = options.size * 8;
  const [lo, hi] = options.signed ? [-(2 ** (bits - 1)), 2 ** (bits - 1) - 1] : [0, 2 ** bits - 1];
  if (!Number.isSafeInteger(value) || value < lo || value > hi) return { ok: false, message: `${t} is outside ${lo}..${hi} (${bits} bits${options.signed ? ', signed' : ''})` };
  return { ok: true, value };
}
