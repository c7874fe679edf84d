/**
 * Sonic 1's RAM labels from the user's checkout (engine/games/s1/ramLabelTable.ts): the
 * variables Variables.asm lays out and the constants Constants.asm assigns, so a RAM watch can
 * name `v_rings` or `v_player+obX` and find the address the checkout gives them.
 *
 * Variables.asm lays RAM out the way AS assembles it, with a location counter: `phase
 * ramaddr($FFFF0000)` starts it, each `name: ds.b/ds.w/ds.l n` takes the counter's address and
 * moves it on by n bytes, words or longs, `dephase` ends it; `name = expr` names an address
 * computed from others (`v_player = v_objspace+object_size*0`). The AsmProgram (asmProgram.ts)
 * does not keep a location counter (it reads data tables, not RAM), so this file walks the
 * source text itself with the program's own line splitter and evaluator, and takes every symbol
 * it does not lay out (object_size, TrackSz, Revision ...) from the program, which has assigned
 * them in the order the assembler does. `if`/`else` blocks are resolved as the program resolves
 * them (`if Revision=0` picks v_scorecopy, else v_scorelife).
 *
 * Constants.asm is read for its names; their values are the program's, where it evaluated them
 * (conditionals resolved as the assembler resolves them). One that names a later constant
 * (`stick_to_convex: equ objoff_38`) has no value where it stands, so it is evaluated again
 * after the file, as the assembler's later pass would. One that still has none
 * (`z80_ram+zTimpani_Pitch`, from the sound driver the importer skips) is left out.
 */
import { evaluateExpression, splitLine, type AsmProgram } from './asmProgram.ts';
import type { DisasmSource } from './disasmSource.ts';
import { importError } from './importError.ts';
import { RAM_FIRST, RAM_LABELS_FORMAT, RAM_LAST, type RamLabelTable } from '../../engine/games/s1/ramLabelTable.ts';

/** Where the checkout keeps them (sonic.asm includes both by these names). */
export const VARIABLES_FILE = 'Variables.asm';
export const CONSTANTS_FILE = 'Constants.asm';

/** `ds.b`, `ds.w`, `ds.l`: bytes per unit. AS's bare `ds` counts words, as on the 68000. */
const DS_UNITS: Readonly<Record<string, number>> = { 'ds.b': 1, 'ds': 2, 'ds.w': 2, 'ds.l': 4 };

/** Reads both files of the checkout behind `program` (its revision's view of them). */
export function readS1RamLabels(program: AsmProgram, source: DisasmSource, revision: number): RamLabelTable {
  return {
    format: RAM_LABELS_FORMAT,
    game: 's1',
    revision: revision === 0 ? 0 : 1,
    variables: readVariables(program, text(source, VARIABLES_FILE)),
    constants: readConstants(program, text(source, CONSTANTS_FILE)),
  };
}

function text(source: DisasmSource, file: string): { file: string; lines: string[] } {
  const data = source.read(file);
  if (data === null) throw importError('missingFile', file, `missing: the RAM labels come from it (sonic.asm includes it)`);
  return { file, lines: new TextDecoder('latin1').decode(data).split(/\r?\n/) };
}

/**
 * `ramaddr(x)` (Variables.asm's own function: `(-(x&$80000000)<<1)|x`, the address sign-extended
 * to 64 bits) leaves the low 32 bits as they are: the evaluator's 32-bit arithmetic reads it as x.
 */
function withoutRamaddr(expr: string): string {
  return expr.replace(/\bramaddr\s*\(/g, '(');
}

/** A value the location counter or a `=` gave that lies in the 68000's RAM ($FFFF0000-based or 24-bit). */
function ramAddress(v: number): number | null {
  const u = v >>> 0;
  if (u >= 0xffff0000 || (u >= RAM_FIRST && u <= RAM_LAST)) return u & 0xffffff;
  return null;
}

function readVariables(program: AsmProgram, src: { file: string; lines: string[] }): [string, number, number][] {
  const out: [string, number, number][] = [];
  const seen = new Set<string>();
  /** The names this file laid out, as 32-bit values (what later expressions here refer to). */
  const local = new Map<string, number>();
  const evaluate = (expr: string): number | undefined => evaluateExpression(withoutRamaddr(expr), (n) => local.get(n) ?? program.symbol(n));
  const add = (name: string, at: number, bytes: number): void => {
    const address = ramAddress(at);
    if (address === null || seen.has(name)) return;
    seen.add(name);
    out.push([name, address, Math.min(bytes, RAM_LAST + 1 - address)]);
  };
  let pc: number | null = null;
  const conds: { emitting: boolean; taken: boolean; outer: boolean }[] = [];
  const emitting = (): boolean => conds.length === 0 || conds[conds.length - 1].emitting;
  for (let n = 0; n < src.lines.length; n++) {
    const line = n + 1;
    const { label, op, rest } = splitLine(src.lines[n]);
    if (op === 'if') {
      const outer = emitting();
      const take = outer && (evaluate(rest) ?? 0) !== 0;
      conds.push({ emitting: take, taken: take, outer });
      continue;
    }
    if (op === 'elseif' || op === 'else') {
      const c = conds[conds.length - 1];
      if (c === undefined) throw importError('unreadableTable', src.file, `${op} without if`, { line });
      c.emitting = c.outer && !c.taken && (op === 'else' || (evaluate(rest) ?? 0) !== 0);
      c.taken ||= c.emitting;
      continue;
    }
    if (op === 'endif') {
      if (conds.pop() === undefined) throw importError('unreadableTable', src.file, 'endif without if', { line });
      continue;
    }
    if (!emitting()) continue;
    if (op === 'phase') {
      const v = evaluate(rest);
      if (v === undefined) throw importError('unreadableTable', src.file, `cannot evaluate the phase address ${JSON.stringify(rest)}`, { line });
      pc = v | 0;
      continue;
    }
    if (op === 'dephase') {
      pc = null;
      continue;
    }
    if (op === '=' || op === 'equ' || op === 'set') {
      if (label === undefined) continue;
      const v = evaluate(rest);
      if (v === undefined) continue;
      local.set(label, v | 0);
      add(label, v, 0);
      continue;
    }
    const unit = DS_UNITS[op];
    if (unit !== undefined && pc !== null && unit > 1 && (pc & 1) !== 0) pc = (pc + 1) | 0; // words and longs start even
    if (op === 'even' && pc !== null && (pc & 1) !== 0) pc = (pc + 1) | 0;
    let bytes = 0;
    if (unit !== undefined && pc !== null) {
      const count = evaluate(rest);
      if (count === undefined || count < 0) throw importError('unreadableTable', src.file, `cannot evaluate the size ${JSON.stringify(rest)}`, { line });
      bytes = count * unit;
    }
    if (label !== undefined && pc !== null) {
      local.set(label, pc);
      add(label, pc, bytes);
    }
    if (pc !== null) pc = (pc + bytes) | 0;
  }
  if (conds.length > 0) throw importError('unreadableTable', src.file, `${conds.length} if block(s) never closed with endif`, { line: src.lines.length });
  return out;
}

function readConstants(program: AsmProgram, src: { file: string; lines: string[] }): [string, number][] {
  const order: { name: string; expr: string }[] = [];
  const seen = new Set<string>();
  for (const raw of src.lines) {
    const { label, op, rest } = splitLine(raw);
    if (label === undefined || (op !== '=' && op !== 'equ' && op !== 'set') || seen.has(label)) continue;
    seen.add(label);
    order.push({ name: label, expr: rest });
  }
  // The program evaluates each assignment where it stands, so one that names a later constant
  // (`stick_to_convex: equ objoff_38`) has no value there; the assembler's later passes give it
  // one. A few passes over the rest do the same.
  const values = new Map<string, number>();
  for (const c of order) {
    const v = program.symbol(c.name);
    if (v !== undefined) values.set(c.name, v);
  }
  for (let pass = 0; pass < 4; pass++) {
    let added = 0;
    for (const c of order) {
      if (values.has(c.name)) continue;
      const v = evaluateExpression(c.expr, (n) => values.get(n) ?? program.symbol(n));
      if (v !== undefined) {
        values.set(c.name, v);
        added++;
      }
    }
    if (added === 0) break;
  }
  return order.filter((c) => values.has(c.name)).map((c) => [c.name, values.get(c.name)!]);
}
