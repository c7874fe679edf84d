/**
 * The player fields the inspector shows, one row each: a stable id (for pins and tests), a
 * label and how to read it out of the state buffer.
 */
import {
  P_AIR, P_AIR_TIMER, P_ANGLE, P_CTRL_LOCK, P_DROWN_TIMER, P_GSP, P_HRAD, P_LAYER, P_MODE, P_SHOES_TIMER, P_STATUS, P_WRAD, P_X, P_XSP, P_Y,
  P_YSP, W_WATER, W_WATER_Y, P_ANIM, P_ANIM_FRAME, P_ANIM_TIMER, P_MAP_FRAME, CPU_CONTROL_COUNTER, CPU_INPUT, CPU_RESPAWN_COUNTER,
  CPU_ROUTINE,
} from '../../../engine/state/layout.ts';
import { inputToLetters } from '../../../engine/input.ts';
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
  { id: 'anim', label: 'animation', raw: (s) => `${s[P_ANIM]}:${s[P_ANIM_FRAME]}`, text: animText(0), hex: (s) => `0x${s[P_MAP_FRAME].toString(16).toUpperCase()}` },
];

/** The engine's animation ids (ANIM_*), in order, as the inspector names them. */
export const ANIM_NAMES = ['walk', 'wait', 'duck', 'lookUp', 'roll', 'spindash', 'hurt', 'balance', 'drown', 'getAir', 'fly', 'blink', 'getUp', 'spring'] as const;

/** "name, script position p, next in t calls" of the animation words at `base` (0 = player 1). */
function animText(base: number): (s: Int32Array) => string {
  return (s) => `${ANIM_NAMES[s[base + P_ANIM]] ?? s[base + P_ANIM]}, position ${s[base + P_ANIM_FRAME]}, next in ${s[base + P_ANIM_TIMER] + 1}`;
}

/** The CPU's states (Sonic 2 Tails_CPU_routine / 2). */
const CPU_NAMES = ['init', 'spawning', 'flying', 'normal', 'panic'];

/** The partner's rows: its words start at `base` in the state (the frame view's partnerBase); `human`: the second pad drives it, no CPU. */
export function partnerFields(base: number, human = false): FieldRow[] {
  const at = (slot: number) => base + slot;
  return [
    pos('p2x', 'x', at(P_X)),
    pos('p2y', 'y', at(P_Y)),
    speed('p2xsp', 'x speed', at(P_XSP)),
    speed('p2ysp', 'y speed', at(P_YSP)),
    speed('p2gsp', 'ground speed', at(P_GSP)),
    { id: 'p2status', label: 'status', raw: (s) => String(s[at(P_STATUS)]), text: (s) => statusNames(s[at(P_STATUS)]).join(' ') || '—', hex: (s) => `0x${(s[at(P_STATUS)] >>> 0).toString(16).toUpperCase()}` },
    { id: 'p2cpu', label: 'CPU', raw: (s) => String(s[at(CPU_ROUTINE)]), text: (s) => human ? 'none: the second pad drives it' : `${CPU_NAMES[s[at(CPU_ROUTINE)]] ?? '?'}, pad control ${s[at(CPU_CONTROL_COUNTER)]}, off screen ${s[at(CPU_RESPAWN_COUNTER)]}`, hex: () => '' },
    { id: 'p2input', label: 'buttons', raw: (s) => String(s[at(CPU_INPUT)] & 0xff), text: (s) => inputToLetters(s[at(CPU_INPUT)] & 0xff) || '—', hex: (s) => `0x${(s[at(CPU_INPUT)] & 0xffff).toString(16).toUpperCase()}` },
    { id: 'p2anim', label: 'animation', raw: (s) => `${s[at(P_ANIM)]}:${s[at(P_ANIM_FRAME)]}`, text: animText(base), hex: (s) => `0x${s[at(P_MAP_FRAME)].toString(16).toUpperCase()}` },
  ];
}

/** Seconds of air, the frames to the next second (the countdown's timer + 1), or the drowning countdown. */
function airText(s: Int32Array): string {
  if (s[P_DROWN_TIMER] !== 0) return `drowned: dies in ${s[P_DROWN_TIMER]} frames`;
  const frames = s[P_AIR_TIMER] + 1;
  return `${s[P_AIR]} s, next second in ${frames} underwater frame${frames === 1 ? '' : 's'}`;
}

/** Pinned fields first (in pin order), then the rest in table order. */
export function orderFields(pinned: readonly string[]): FieldRow[] {
  const byId = new Map(FIELDS.map((f) => [f.id, f]));
  const first = pinned.map((id) => byId.get(id)).filter((f): f is FieldRow => f !== undefined);
  return [...first, ...FIELDS.filter((f) => !pinned.includes(f.id))];
}
