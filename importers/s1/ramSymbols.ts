/**
 * The game's RAM variables by name, read from the checkout's `Variables.asm` (and the object
 * field offsets from `Constants.asm`, which the program already evaluates): `v_gamemode` is
 * $FFFFF600, `v_player` $FFFFD000, `obX` 8. What the real-game bridge reads from the console's
 * RAM and what a RAM watch names come from here, never from a copied table.
 *
 * `Variables.asm` lays RAM out as the assembler does: `phase` sets the location, each
 * `label: ds.b/ds.w/ds.l n` takes the location and advances it (AS pads a word or long to an
 * even address on the 68000), `name = expr` is evaluated with the labels so far, and `if`
 * blocks follow `Revision` like the rest of the program. Addresses are kept as the low 24 bits
 * ($FFF600), the 68000's address bus.
 */
import type { AsmProgram } from './asmProgram.ts';
import { evaluateExpression, splitLine } from './asmProgram.ts';
import type { DisasmSource } from './disasmSource.ts';
import { importError } from './importError.ts';

const FILE = 'Variables.asm';
const SIZES: Readonly<Record<string, number>> = { 'ds.b': 1, 'ds.w': 2, 'ds.l': 4 };

/** `ramaddr ( x )` (Variables.asm's sign-extending function) is just x on a 24-bit bus. */
function withoutRamaddr(expr: string): string {
  return expr.replace(/\bramaddr\s*\(/g, '(');
}

export interface RamSymbols {
  /** A variable's address (24-bit) or an equate's value, or undefined. */
  value(name: string): number | undefined;
  /** Every name Variables.asm defines, with its value, in source order. */
  readonly all: ReadonlyMap<string, number>;
}

/**
 * Reads the variables of `program`'s checkout (built with its `Revision`). Refuses a file it
 * cannot follow (unreadableTable, with the line).
 */
export function readRamSymbols(program: AsmProgram, source: DisasmSource): RamSymbols {
  const data = source.read(FILE);
  if (data === null) throw importError('missingFile', FILE, 'not in the checkout (sonic.asm includes it)');
  const lines = new TextDecoder('latin1').decode(data).split(/\r\n|\r|\n/);
  const local = new Map<string, number>();
  const lookup = (name: string): number | undefined => local.get(name) ?? program.symbol(name);
  const evaluate = (expr: string): number | undefined => evaluateExpression(withoutRamaddr(expr), lookup);
  let location: number | null = null;
  const stack: { emitting: boolean; taken: boolean; outer: boolean }[] = [];
  const emitting = (): boolean => stack.length === 0 || stack[stack.length - 1].emitting;
  for (let n = 0; n < lines.length; n++) {
    const where = { line: n + 1 };
    const { label, op, rest } = splitLine(lines[n]);
    if (op === 'if') {
      const outer = emitting();
      // `if * > 0` and the like test the location itself: a check the assembler makes, no layout.
      const v = outer && !/\*/.test(rest) ? evaluate(rest) : 0;
      const take = outer && v !== undefined && v !== 0;
      stack.push({ emitting: take, taken: take, outer });
      continue;
    }
    if (op === 'else') {
      const c = stack[stack.length - 1];
      if (c === undefined) throw importError('unreadableTable', FILE, 'else without if', where);
      c.emitting = c.outer && !c.taken;
      c.taken = true;
      continue;
    }
    if (op === 'endif') {
      if (stack.pop() === undefined) throw importError('unreadableTable', FILE, 'endif without if', where);
      continue;
    }
    if (!emitting()) continue;
    if (op === 'phase') {
      const v = evaluate(rest);
      if (v === undefined) throw importError('unreadableTable', FILE, `cannot evaluate phase ${rest.trim()}`, where);
      location = v & 0xffffff;
      continue;
    }
    if (op === 'dephase') {
      location = null;
      continue;
    }
    if (op === '=' || op === 'equ' || op === 'set') {
      if (label === undefined) continue;
      const v = evaluate(rest);
      if (v === undefined) throw importError('unreadableTable', FILE, `cannot evaluate ${label} = ${rest.trim()}`, where);
      local.set(label, v);
      continue;
    }
    const size = SIZES[op];
    if (size !== undefined) {
      if (location === null) throw importError('unreadableTable', FILE, `${op} outside a phase block`, where);
      if (size > 1 && (location & 1) !== 0) location++;
      if (label !== undefined) local.set(label, location);
      const count = evaluate(rest);
      if (count === undefined || count < 0) throw importError('unreadableTable', FILE, `cannot evaluate ${op} ${rest.trim()}`, where);
      location = (location + count * size) & 0xffffff;
      continue;
    }
    if (op === 'even' && location !== null) {
      location += location & 1;
      continue;
    }
    if (op === '' && label !== undefined && location !== null) local.set(label, location);
  }
  return { value: lookup, all: local };
}
