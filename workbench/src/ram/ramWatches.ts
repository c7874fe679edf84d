/**
 * The RAM watch list as data: each watch is an address with a size (8, 16 or 32 bits, read
 * big-endian as the 68000 reads it) and how to show it (hex, signed, unsigned), pinned in the
 * inspector and plotted or not. Kept with the project's UI settings (key `ramWatch`) as plain
 * JSON; a stored list is untrusted, so entries that do not check out are dropped, not guessed at.
 */
import type { JsonValue } from '../../../movies/storage/schema.ts';
import type { RamSize } from '../../../engine/games/s1/ramMap.ts';
import { RAM_FIRST, RAM_LAST } from '../../../engine/games/s1/ramLabelTable.ts';

export type RamDisplay = 'hex' | 'signed' | 'unsigned';
export const RAM_DISPLAYS: readonly RamDisplay[] = ['hex', 'signed', 'unsigned'];
export const RAM_SIZES: readonly RamSize[] = [1, 2, 4];

/** The UI settings key the list is kept under. */
export const RAM_WATCH_KEY = 'ramWatch';
export const MAX_WATCHES = 64;
/** Longest expression kept (what the user typed, shown beside the address). */
export const MAX_WATCH_TEXT = 120;

export interface RamWatch {
  /** What the user typed (`v_player+obX`, `$FFFE20`). */
  readonly expr: string;
  readonly address: number;
  readonly size: RamSize;
  readonly display: RamDisplay;
  readonly pinned: boolean;
  readonly plotted: boolean;
}

/** "8 bits", "16 bits", "32 bits". */
export function sizeLabel(size: RamSize): string {
  return `${size * 8} bits`;
}

/** An unsigned `size`-byte value read as two's complement. */
export function signedValue(v: number, size: RamSize): number {
  const bits = size * 8;
  return v >= 2 ** (bits - 1) ? v - 2 ** bits : v;
}

/** A value as the watch shows it: `$0032` (hex: the size's digits), `-2`, `65534`. */
export function formatRamValue(v: number, size: RamSize, display: RamDisplay): string {
  if (display === 'hex') return `$${v.toString(16).toUpperCase().padStart(size * 2, '0')}`;
  return String(display === 'signed' ? signedValue(v, size) : v);
}

/** A 16- or 32-bit watch at an odd address: the 68000 cannot read it (an address error). */
export function misaligned(address: number, size: RamSize): boolean {
  return size > 1 && (address & 1) !== 0;
}

export function watchesToUi(watches: readonly RamWatch[]): JsonValue {
  return watches.map((w) => ({ expr: w.expr, address: w.address, size: w.size, display: w.display, pinned: w.pinned, plotted: w.plotted }));
}

/** The list kept in the UI settings; malformed entries (a damaged or hand-edited record) are left out. */
export function watchesFromUi(v: JsonValue | undefined): RamWatch[] {
  if (!Array.isArray(v)) return [];
  const out: RamWatch[] = [];
  for (const e of v.slice(0, MAX_WATCHES)) {
    if (typeof e !== 'object' || e === null || Array.isArray(e)) continue;
    const { expr, address, size, display, pinned, plotted } = e;
    if (typeof expr !== 'string' || expr.length > MAX_WATCH_TEXT) continue;
    if (typeof address !== 'number' || !Number.isInteger(address) || address < RAM_FIRST || address > RAM_LAST) continue;
    if (size !== 1 && size !== 2 && size !== 4) continue;
    if (address + size - 1 > RAM_LAST || misaligned(address, size)) continue;
    if (typeof display !== 'string' || !(RAM_DISPLAYS as readonly string[]).includes(display)) continue;
    out.push({ expr, address, size, display: display as RamDisplay, pinned: pinned === true, plotted: plotted === true });
  }
  return out;
}
