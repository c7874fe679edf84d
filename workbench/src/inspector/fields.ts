/**
 * The player fields the inspector shows, one row each: a stable id (for pins and tests), a
 * label and how to read it out of the state buffer.
 */
import {
  P_AIR, P_AIR_TIMER, P_ANGLE, P_CTRL_LOCK, P_DROWN_TIMER, P_GSP, P_HRAD, P_LAYER, P_MODE, P_SHOES_TIMER, P_STATUS, P_WRAD, P_X, P_XSP, P_Y,
  P_YSP, W_WATER, W_WATER_Y,
} from '../../../engine/state/layout.ts';
import { angleText, modeName, pixelSub, positionHex, statusNames, wordHex } from './format.ts';

export interface FieldRow {
  readonly id: string;
  readonly label: string;
  /** Raw decimal value (subpixels for positions and speeds). */
  readonly raw: (s: Int32Array) => string;
  /** Human reading: px:sub, degrees, names. */
  readonly text: (s: Int32Array) => string;
  /** Hex as the original keeps it, or "" where hex says nothing more. */
  readonly hex: (s: Int32Array) => string;
}

const pos = (id: string, label: string, slot: number): FieldRow => ({
  id, label, raw: (s) => String(s[slot]), text: (s) => pixelSub(s[slot]), hex: (s) => positionHex(s[slot]),
});
const speed = (id: string, label: string, slot: number): FieldRow => ({
  id, label, raw: (s) => String(s[slot]), text: (s) => pixelSub(s[slot]), hex: (s) => wordHex(s[slot]),
});

export const FIELDS: readonly FieldRow[] = [
  pos('x', 'x', P_X),
  pos('y', 'y', P_Y),
  speed('xsp', 'x speed', P_XSP),
  speed('ysp', 'y speed', P_YSP),
  speed('gsp', 'ground speed', P_GSP),
  { id: 'angle', label: 'angle', raw: (s) => String(s[P_ANGLE]), text: (s) => angleText(s[P_ANGLE]).degrees, hex: (s) => angleText(s[P_ANGLE]).hex },
  { id: 'mode', label: 'mode', raw: (s) => String(s[P_MODE]), text: (s) => modeName(s[P_MODE]), hex: () => '' },
  { id: 'status', label: 'status', raw: (s) => String(s[P_STATUS]), text: (s) => statusNames(s[P_STATUS]).join(' ') || '—', hex: (s) => `0x${(s[P_STATUS] >>> 0).toString(16).toUpperCase()}` },
  { id: 'ctrlLock', label: 'control lock', raw: (s) => String(s[P_CTRL_LOCK]), text: (s) => `${s[P_CTRL_LOCK]} frames`, hex: () => '' },
  { id: 'layer', label: 'layer', raw: (s) => String(s[P_LAYER]), text: (s) => (s[P_LAYER] === 0 ? 'A' : 'B'), hex: () => '' },
  { id: 'radii', label: 'radii w×h', raw: (s) => `${s[P_WRAD]}x${s[P_HRAD]}`, text: (s) => `${s[P_WRAD]}×${s[P_HRAD]} px`, hex: () => '' },
  { id: 'water', label: 'water surface', raw: (s) => (s[W_WATER] === 0 ? '—' : String(s[W_WATER_Y])), text: (s) => (s[W_WATER] === 0 ? 'no water' : `y ${s[W_WATER_Y]} px`), hex: () => '' },
  { id: 'air', label: 'air', raw: (s) => String(s[P_AIR]), text: airText, hex: () => '' },
  { id: 'shoes', label: 'speed shoes', raw: (s) => String(s[P_SHOES_TIMER]), text: (s) => (s[P_SHOES_TIMER] === 0 ? 'none' : `${s[P_SHOES_TIMER]} left`), hex: () => '' },
];

/** Seconds of air, the frames to the next second (the countdown's timer + 1), or the drowning countdown. */
function airText(s: Int32Array): string {
  if (s[P_DROWN_TIMER] !== 0) return `drowned: dies in ${s[P_DROWN_TIMER]} frames`;
  return `${s[P_AIR]} s, next second in ${s[P_AIR_TIMER] + 1} underwater frames`;
}

/** Pinned fields first (in pin order), then the rest in table order. */
export function orderFields(pinned: readonly string[]): FieldRow[] {
  const byId = new Map(FIELDS.map((f) => [f.id, f]));
  const first = pinned.map((id) => byId.get(id)).filter((f): f is FieldRow => f !== undefined);
  return [...first, ...FIELDS.filter((f) => !pinned.includes(f.id))];
}
