/**
 * Breakpoint conditions on the player's state, as a TASer types them: `xsp > 0x600`,
 * `y >= 0x3000 && air == 1`, `gsp < -1536 || mode != 0`. A condition is comparisons of a
 * field with a number (decimal or 0x hex, optionally negative) joined by && (binds tighter)
 * and ||. No eval: the text is parsed into a predicate over the state buffer, and every
 * mistake is an error that says what was expected where.
 *
 * Units are the engine's (CONTRACTS §2): positions and speeds in subpixels, angles in hex.
 */
import { STATE_FIELDS } from '../../../analysis/search/stateFields.ts';

/** The fields a condition may test (the same names scripts read), and how each is read. */
export const CONDITION_FIELDS = STATE_FIELDS;

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
