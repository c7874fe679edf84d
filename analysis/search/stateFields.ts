/**
 * The player's state as scripts and breakpoint conditions read it: a name per field and how it
 * is read from the state buffer. Units are the engine's (CONTRACTS §2): positions and speeds in
 * subpixels (`xpx`/`ypx` are whole pixels), angles in hex (0..255), flags 0 or 1.
 */
import {
  P_ANGLE, P_CTRL_LOCK, P_FRAME, P_GSP, P_INPUT_PREV, P_LAYER, P_MODE, P_RINGS, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_ROLL,
} from '../../engine/state/layout.ts';

export const STATE_FIELDS: Readonly<Record<string, (s: Int32Array) => number>> = {
  frame: (s) => s[P_FRAME],
  x: (s) => s[P_X],
  y: (s) => s[P_Y],
  xpx: (s) => s[P_X] >> 8,
  ypx: (s) => s[P_Y] >> 8,
  xsp: (s) => s[P_XSP],
  ysp: (s) => s[P_YSP],
  gsp: (s) => s[P_GSP],
  angle: (s) => s[P_ANGLE],
  mode: (s) => s[P_MODE],
  status: (s) => s[P_STATUS],
  air: (s) => ((s[P_STATUS] & ST_AIR) !== 0 ? 1 : 0),
  roll: (s) => ((s[P_STATUS] & ST_ROLL) !== 0 ? 1 : 0),
  layer: (s) => s[P_LAYER],
  ctrlLock: (s) => s[P_CTRL_LOCK],
  rings: (s) => s[P_RINGS],
  input: (s) => s[P_INPUT_PREV],
};

export type StateRecord = Record<keyof typeof STATE_FIELDS, number>;

/** Every field of `s` as a plain object (what a script's sp.state() returns). */
export function stateRecord(s: Int32Array): StateRecord {
  const out: Record<string, number> = {};
  for (const [k, read] of Object.entries(STATE_FIELDS)) out[k] = read(s);
  return out as StateRecord;
}

/**
 * One object whose fields read `current()` when asked: handed to an objective script every
 * frame without allocating (the search calls it millions of times).
 */
export function liveStateView(current: () => Int32Array): Readonly<StateRecord> {
  const view = {};
  for (const [k, read] of Object.entries(STATE_FIELDS)) Object.defineProperty(view, k, { get: () => read(current()), enumerable: true });
  return Object.freeze(view) as Readonly<StateRecord>;
}
