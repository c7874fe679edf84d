/**
 * A disassembly's RAM layout, as AS assembles it with a location counter: `phase
 * ramaddr($FFFF0000)` starts it, each `name: ds.b/ds.w/ds.l n` takes the counter's address and
 * moves it on by n bytes, words or longs, `dephase` ends it; `name = expr` names an address
 * computed from others (`v_player = v_objspace+object_size*0`). The AsmProgram (asmProgram.ts)
 * does not keep a location counter (it reads data tables, not RAM), so this walks the source
 * text itself with the program's own line splitter and evaluator, and takes every symbol it does
 * not lay out (object_size, TrackSz, Revision ...) from the program, which has assigned them in
 * the order the assembler does. `if`/`else` blocks are resolved as the program resolves them
 * (`if Revision=0` picks v_scorecopy, else v_scorelife).
 *
 * Read for Sonic 1's Variables.asm (s1RamLabels.ts) and Sonic 2's s2.constants.asm
 * (importers/s2/s2RamSymbols.ts). Sonic 2's also declares structures: `SoundQueue STRUCT DOTS`
 * ... `SoundQueue ENDSTRUCT` lays its fields out from 0 without moving the counter, and
 * `Sound_Queue: SoundQueue` reserves the structure's size there, as AS does. And its later
 * blocks (the special stage's RAM) size some buffers with AS functions (`tiles_to_bytes($353)`)
 * the evaluator does not know: with `unknownSize: 'forget'` the counter is unknown from such a
 * line to the next `phase` (the names in between are left out) instead of the file refused.
 */
import { evaluateExpression, splitLine, type AsmProgram } from './asmProgram.ts';
import { importError } from './importError.ts';
import { RAM_FIRST, RAM_LAST } from '../../engine/games/s1/ramLabelTable.ts';

/** `ds.b`, `ds.w`, `ds.l`: bytes per unit. AS's bare `ds` counts words, as on the 68000. */
const DS_UNITS: Readonly<Record<string, number>> = { 'ds.b': 1, 'ds': 2, 'ds.w': 2, 'ds.l': 4 };

export interface RamLayoutOptions {
  /** A `ds` whose size cannot be evaluated: refuse the file (the default) or forget the counter until the next `phase`. */
  readonly unknownSize?: 'refuse' | 'forget';
}

/**
 * `ramaddr(x)` (Variables.asm's own function: `(-(x&$80000000)<<1)|x`, the address sign-extended
 * to 64 bits; s2.constants.asm's `-(-x)&$FFFFFFFF`) leaves the low 32 bits as they are: the
 * evaluator's 32-bit arithmetic reads it as x.
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

/**
 * `SoundQueue STRUCT DOTS`, `SoundQueue ENDSTRUCT`: the structure's name in column 0 without a
 * colon (which splitLine reads as an operation); null for any other line.
 */
function splitStructLine(raw: string): { label: string; op: string; rest: string } | null {
  const m = /^([A-Za-z_][\w]*)\s+(struct|endstruct)\b\s*([^;]*)/i.exec(raw);
  return m === null ? null : { label: m[1], op: m[2].toLowerCase(), rest: m[3].trim() };
}

/** Every name the file lays out or names in RAM: [name, 24-bit address, bytes], in source order. */
export function readRamLayout(program: AsmProgram, src: { file: string; lines: string[] }, options: RamLayoutOptions = {}): [string, number, number][] {
  const out: [string, number, number][] = [];
  const seen = new Set<string>();
  /** The names this file laid out, as 32-bit values (what later expressions here refer to). */
  const local = new Map<string, number>();
  /** Structure sizes by name, lower-case (an instance's operation is the structure's name, as splitLine gives it). */
  const structs = new Map<string, number>();
  /** The structure being declared: its name and the counter outside it. */
  let inStruct: { name: string; label: string; outside: number | null } | null = null;
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
    const { label, op, rest } = splitStructLine(src.lines[n]) ?? splitLine(src.lines[n]);
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
    if (op === 'struct') {
      if (label === undefined || inStruct !== null) throw importError('unreadableTable', src.file, inStruct !== null ? 'a structure inside a structure' : 'a structure without a name', { line });
      inStruct = { name: label.toLowerCase(), label, outside: pc };
      pc = 0;
      continue;
    }
    if (op === 'endstruct') {
      if (inStruct === null) throw importError('unreadableTable', src.file, 'endstruct without struct', { line });
      structs.set(inStruct.name, pc ?? 0);
      pc = inStruct.outside;
      inStruct = null;
      continue;
    }
    if (inStruct !== null) {
      // The structure's fields (`\tMusic0:\tds.b\t1`: indented, so splitLine takes `Music0:` for
      // the operation): offsets from 0, no RAM address of their own.
      const field = /^\s*(?:[A-Za-z_.][\w.]*:)?\s*(ds(?:\.[bwl])?)\s+([^;]+)/i.exec(src.lines[n]);
      if (field !== null && pc !== null) {
        const unit = DS_UNITS[field[1].toLowerCase()];
        if (unit > 1 && (pc & 1) !== 0) pc++;
        const count = evaluate(field[2].trim());
        if (count === undefined || count < 0) throw importError('unreadableTable', src.file, `cannot evaluate the size ${JSON.stringify(field[2].trim())}`, { line });
        pc += count * unit;
      }
      continue;
    }
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
    const instance = structs.get(op);
    if (unit !== undefined && pc !== null && unit > 1 && (pc & 1) !== 0) pc = (pc + 1) | 0; // words and longs start even
    if (op === 'even' && pc !== null && (pc & 1) !== 0) pc = (pc + 1) | 0;
    let bytes = instance ?? 0;
    let forget = false;
    if (unit !== undefined && pc !== null) {
      const count = evaluate(rest);
      if (count === undefined || count < 0) {
        if (options.unknownSize !== 'forget') throw importError('unreadableTable', src.file, `cannot evaluate the size ${JSON.stringify(rest)}`, { line });
        forget = true;
      } else bytes = count * unit;
    }
    if (label !== undefined && pc !== null) {
      local.set(label, pc);
      add(label, pc, bytes);
    }
    if (forget) pc = null;
    else if (pc !== null) pc = (pc + bytes) | 0;
  }
  if (inStruct !== null) throw importError('unreadableTable', src.file, `structure ${inStruct.label} never closed with endstruct`, { line: src.lines.length });
  if (conds.length > 0) throw importError('unreadableTable', src.file, `${conds.length} if block(s) never closed with endif`, { line: src.lines.length });
  return out;
}
