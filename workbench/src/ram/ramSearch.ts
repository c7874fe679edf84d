/**
 * RAM search, as BizHawk's RAM Search does it: start over every address the engine keeps (at
 * one size, signed or not), then narrow the candidates frame by frame by comparing each one's
 * current value with its previous value (the value when the search started or was last
 * filtered) or with a number: equal, not equal, greater, less, and so on ("changed" is not
 * equal to previous, "unchanged" equal to it). Each filter makes the current values the next
 * filter's previous ones. Pure: a search is a value; filtering returns a new one, so undo is
 * keeping the old.
 */
import { gameRamBytes, hasGameRam, type RamSize, type S1RamMap } from '../../../engine/games/s1/ramMap.ts';
import { signedValue } from './ramWatches.ts';

export type RamComparison = 'equal' | 'notEqual' | 'greater' | 'less' | 'greaterOrEqual' | 'lessOrEqual';
export const RAM_COMPARISONS: readonly RamComparison[] = ['equal', 'notEqual', 'greater', 'less', 'greaterOrEqual', 'lessOrEqual'];

/** What a candidate's current value is compared with. */
export type RamCompareTo = { readonly kind: 'previous' } | { readonly kind: 'value'; readonly value: number };

export interface RamSearchOptions {
  readonly size: RamSize;
  /** Values compare (and show) as two's complement. */
  readonly signed: boolean;
}

export interface RamSearch {
  readonly options: RamSearchOptions;
  /** The candidates' addresses, ascending. */
  readonly addresses: Int32Array;
  /** Each candidate's value when the search started or was last filtered (signed when the options say so). */
  readonly previous: Float64Array;
  /** The frame those values were read at. */
  readonly frame: number;
  /** Filters applied since the start. */
  readonly filters: number;
}

/** A candidate's value at `address` read as the search reads it, or null when not modelled. */
function valueAt(map: S1RamMap, state: Int32Array, bytes: Uint8Array, address: number, options: RamSearchOptions): number | null {
  const v = map.value(state, bytes, address, options.size);
  if (v < 0) return null;
  return options.signed ? signedValue(v, options.size) : v;
}

/**
 * Every modelled place of `size` bytes (words and longs at even addresses, as the 68000 reads
 * them) with its value in `state`. A state without game RAM (a hand-made level) has none.
 */
export function startRamSearch(map: S1RamMap, state: Int32Array, options: RamSearchOptions, frame: number): RamSearch {
  if (!hasGameRam(state)) return { options, addresses: new Int32Array(0), previous: new Float64Array(0), frame, filters: 0 };
  const bytes = gameRamBytes(state);
  const addresses: number[] = [];
  const previous: number[] = [];
  for (const a of map.addresses) {
    if (options.size > 1 && (a & 1) !== 0) continue;
    const v = valueAt(map, state, bytes, a, options);
    if (v === null) continue;
    addresses.push(a);
    previous.push(v);
  }
  return { options, addresses: Int32Array.from(addresses), previous: Float64Array.from(previous), frame, filters: 0 };
}

/** The candidates' values in `state`, in `search.addresses` order (NaN: no game RAM). */
export function currentValues(search: RamSearch, map: S1RamMap, state: Int32Array): Float64Array {
  const out = new Float64Array(search.addresses.length).fill(NaN);
  if (!hasGameRam(state)) return out;
  const bytes = gameRamBytes(state);
  for (let i = 0; i < out.length; i++) out[i] = valueAt(map, state, bytes, search.addresses[i], search.options) ?? NaN;
  return out;
}

export function compare(a: number, op: RamComparison, b: number): boolean {
  switch (op) {
    case 'equal': return a === b;
    case 'notEqual': return a !== b;
    case 'greater': return a > b;
    case 'less': return a < b;
    case 'greaterOrEqual': return a >= b;
    case 'lessOrEqual': return a <= b;
  }
}

/** The candidates whose value in `state` passes `op` against `to`; their current values become the previous ones. */
export function filterRamSearch(search: RamSearch, map: S1RamMap, state: Int32Array, op: RamComparison, to: RamCompareTo, frame: number): RamSearch {
  const now = currentValues(search, map, state);
  const addresses: number[] = [];
  const previous: number[] = [];
  for (let i = 0; i < now.length; i++) {
    const v = now[i];
    if (Number.isNaN(v)) continue;
    if (!compare(v, op, to.kind === 'previous' ? search.previous[i] : to.value)) continue;
    addresses.push(search.addresses[i]);
    previous.push(v);
  }
  return { options: search.options, addresses: Int32Array.from(addresses), previous: Float64Array.from(previous), frame, filters: search.filters + 1 };
}
