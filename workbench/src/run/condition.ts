/**
 * Breakpoint conditions on the player's state, as a TASer types them: `xsp > 0x600`,
 * `y >= 0x3000 && air == 1`, `gsp < -1536 || mode != 0`. A condition is comparisons of a
 * field with a number (decimal or 0x hex, optionally negative) joined by && (binds tighter)
 * and ||. No eval: the text is parsed into a predicate over the state buffer, and every
 * mistake is an error that says what was expected where.
 *
 * Units are the engine's (CONTRACTS §2): positions and speeds in subpixels, angles in hex.
 */
import {
  P_ANGLE, P_CTRL_LOCK, P_FRAME, P_GSP, P_INPUT_PREV, P_LAYER, P_MODE, P_RINGS, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_ROLL,
} from '../../../engine/state/layout.ts';

/** The fields a condition may test, and how each is read from the state. */
export const CONDITION_FIELDS: Readonly<Record<string, (s: Int32Array) => number>> = {
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
  frame: (s) => s[P_FRAME],
  input: (s) => s[P_INPUT_PREV],
};

export type Predicate = (state: Int32Array) => boolean;

export type ParsedCondition = { readonly ok: true; readonly test: Predicate } | { readonly ok: false; readonly error: string };

const COMPARE: Readonly<Record<string, (a: number, b: number) => boolean>> = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** Parses a condition; an empty text is an error (the caller treats "no condition" itself). */
export function parseCondition(text: string): ParsedCondition {
  const source = text.trim();
  if (source === '') return { ok: false, error: 'the condition is empty' };
  const any: Predicate[] = [];
  for (const alternative of source.split('||')) {
    const all: Predicate[] = [];
    for (const part of alternative.split('&&')) {
      const one = parseComparison(part.trim());
      if (!one.ok) return one;
      all.push(one.test);
    }
    any.push((s) => all.every((t) => t(s)));
  }
  return { ok: true, test: (s) => any.some((t) => t(s)) };
}

function parseComparison(part: string): ParsedCondition {
  const m = /^([A-Za-z]\w*)\s*(>=|<=|==|!=|>|<)\s*(\S+)$/.exec(part);
  if (m === null) {
    if (part === '') return { ok: false, error: 'a comparison is missing around && or ||' };
    return { ok: false, error: `"${part}" is not "field op number" (for example "xsp > 0x600"; op is one of > >= < <= == !=)` };
  }
  const [, name, op, valueText] = m;
  const read = Object.hasOwn(CONDITION_FIELDS, name) ? CONDITION_FIELDS[name] : undefined;
  if (read === undefined) return { ok: false, error: `unknown field "${name}" (fields: ${Object.keys(CONDITION_FIELDS).join(', ')})` };
  const value = parseNumber(valueText);
  if (value === null) return { ok: false, error: `"${valueText}" is not a whole number (decimal, or hex like 0x600)` };
  const compare = COMPARE[op];
  return { ok: true, test: (s) => compare(read(s), value) };
}

function parseNumber(text: string): number | null {
  const m = /^(-?)(?:0x([0-9a-fA-F]+)|(\d+))$/.exec(text);
  if (m === null) return null;
  const magnitude = m[2] !== undefined ? parseInt(m[2], 16) : Number(m[3]);
  if (!Number.isSafeInteger(magnitude)) return null;
  return m[1] === '-' ? -magnitude : magnitude;
}
