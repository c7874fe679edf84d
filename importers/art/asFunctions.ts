/**
 * The assembler's user functions (AS `name function params,expression`), as s2disasm defines
 * them in s2.macros.asm — `make_block_tile function addr,flx,fly,pal,pri,((pri&1)<<15)|…`,
 * `tiles_to_bytes function addr,((addr&$7FF)<<5)` — read from the checkout's text and applied
 * the way AS applies them: each call's arguments evaluated, then the function's expression with
 * its parameters bound to them. The program reader (importers/s1/asmProgram.ts) skips these
 * lines and does not evaluate calls, so the Sonic 2 tables written with them (AnimPatMaps'
 * `dc.w make_block_tile(...)`, a `plreq` tile) are evaluated here. Pure: text in, numbers out.
 */
import { evaluateExpression } from '../s1/asmProgram.ts';

export interface AsFunction {
  readonly params: readonly string[];
  readonly body: string;
}

/** Calls nest (`make_block_tile_pair` calls `make_block_tile`); a definition that calls itself stops here. */
const MAX_CALL_DEPTH = 16;

const FUNCTION_LINE = /^([A-Za-z_]\w*):?\s+function\s+(\S.*)$/i;

/** Every `name function p1,…,pn,expression` line of `text`. */
export function readAsFunctions(text: string): Map<string, AsFunction> {
  const out = new Map<string, AsFunction>();
  for (const raw of text.split(/\r\n|\r|\n/)) {
    // The name stands in the label column without a colon, so the line is matched as it is.
    const m = FUNCTION_LINE.exec(raw.replace(/;.*$/, ''));
    if (m === null) continue;
    const parts = splitTopLevel(m[2]);
    out.set(m[1], { params: parts.slice(0, -1), body: parts[parts.length - 1] });
  }
  return out;
}

/**
 * Evaluates `expr`, calls of `functions` included; `lookup` gives the other symbols. Undefined
 * when a name is unknown or a call has the wrong number of arguments.
 */
export function evaluateWithFunctions(expr: string, functions: ReadonlyMap<string, AsFunction>, lookup: (name: string) => number | undefined, depth = 0): number | undefined {
  if (depth > MAX_CALL_DEPTH) return undefined;
  let text = expr;
  // Innermost-first is not needed: each call found is replaced by its value, left to right.
  for (let guard = 0; guard < 256; guard++) {
    const call = findCall(text, functions);
    if (call === null) break;
    const fn = functions.get(call.name)!;
    const args = splitTopLevel(text.slice(call.open + 1, call.close));
    if (args.length !== fn.params.length) return undefined;
    const values: number[] = [];
    for (const a of args) {
      const v = evaluateWithFunctions(a, functions, lookup, depth + 1);
      if (v === undefined) return undefined;
      values.push(v);
    }
    const bound = new Map(fn.params.map((p, i) => [p, values[i]] as const));
    const v = evaluateWithFunctions(fn.body, functions, (n) => bound.get(n) ?? lookup(n), depth + 1);
    if (v === undefined) return undefined;
    text = `${text.slice(0, call.start)}(${v})${text.slice(call.close + 1)}`;
  }
  return evaluateExpression(text, lookup);
}

/** The first `name(` of a known function in `text`, with its matching `)`. */
function findCall(text: string, functions: ReadonlyMap<string, AsFunction>): { name: string; start: number; open: number; close: number } | null {
  const re = /([A-Za-z_][\w]*)\s*\(/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (!functions.has(m[1])) continue;
    const open = m.index + m[0].length - 1;
    let level = 0;
    for (let i = open; i < text.length; i++) {
      if (text[i] === '(') level++;
      else if (text[i] === ')' && --level === 0) return { name: m[1], start: m.index, open, close: i };
    }
    return null;
  }
  return null;
}

/** Splits at commas outside parentheses and quotes, trimmed. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let level = 0;
  let quote = '';
  let at = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') level++;
    else if (c === ')') level--;
    else if (c === ',' && level === 0) {
      out.push(s.slice(at, i).trim());
      at = i + 1;
    }
  }
  const last = s.slice(at).trim();
  if (last !== '' || out.length > 0) out.push(last);
  return out;
}
