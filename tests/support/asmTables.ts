/**
 * Reads the tables Sonic 1 writes inline in its object code (`dc.b`/`dc.w` rows under a label)
 * through the importer's assembler reader (importers/s1/asmProgram.ts), so a test can hold each
 * table the engine keeps in code against the user's checkout: tests/engine/gameTables.test.ts.
 *
 * - `dataAt(p, label, size)`: the label's data as numbers of `size` bytes (big-endian, as the
 *   68000 reads them), up to the next label, `even` padding left out;
 * - `animationScripts(p, label)`: an `Ani_X` table, its `dc.w script-Ani_X` pointers followed
 *   to each script's bytes (a script runs to the next label, global or local);
 * - `offsetTable(p, label)`: a table of `dc.w Target-Label` entries as the targets' names;
 * - `operandsAt(p, label)`: every operand with its size, for rows that mix `dc.w` and `dc.b` or
 *   name labels and macros (those read as undefined: the tests compare the numbers).
 * A label may be a local one by its key, `Scope.name` (localLabel finds it by file).
 */
import type { AsmProgram, AsmStatement } from '../../importers/s1/asmProgram.ts';

/** Every statement index a label marks (global labels' own statements and local labels' first). */
function labelStarts(p: AsmProgram): Set<number> {
  const starts = new Set<number>(p.localLabels.values());
  p.statements.forEach((st, i) => {
    if (st.label !== undefined) starts.add(i);
  });
  return starts;
}

const starts = new WeakMap<AsmProgram, Set<number>>();

function isStart(p: AsmProgram, i: number): boolean {
  let s = starts.get(p);
  if (s === undefined) {
    s = labelStarts(p);
    starts.set(p, s);
  }
  return s.has(i);
}

const SIZES: Record<string, number> = { 'dc.b': 1, 'dc.w': 2, 'dc.l': 4 };

/** The data statements from index `from` up to the next label, `even` or non-data statement, with each one's operand size. */
function* dataStatements(p: AsmProgram, from: number): Generator<{ st: AsmStatement; size: number }> {
  for (let i = from; i < p.statements.length; i++) {
    const st = p.statements[i];
    if (i > from && isStart(p, i)) break;
    if (st.op === '') continue;
    const size = SIZES[st.op];
    if (size === undefined) break;
    yield { st, size };
  }
}

/** The bytes of the data statements from index `from` (dataStatements). */
function bytesFrom(p: AsmProgram, from: number, what: string, extra: (name: string) => number | undefined = () => undefined): number[] {
  const out: number[] = [];
  for (const { st, size } of dataStatements(p, from)) {
    for (const a of st.args) {
      const v = p.evaluate(a) ?? extra(a.trim());
      if (v === undefined) throw new Error(`${st.file}:${st.line}: cannot evaluate ${JSON.stringify(a)} in ${what}`);
      for (let k = size - 1; k >= 0; k--) out.push((v >>> (8 * k)) & 0xff);
    }
  }
  return out;
}

/** The index where `name` starts: a global label, or a local one (`.ring`) scoped to `scope`. */
function targetIndex(p: AsmProgram, name: string, scope: string): number {
  if (!name.startsWith('.')) return p.labelIndex(name, scope);
  const i = p.localLabels.get(scope + name);
  if (i === undefined) throw new Error(`no local label ${name} under ${scope}`);
  return i;
}

/** The label's data as numbers of `size` bytes (signed when asked), up to the next label. */
export function dataAt(p: AsmProgram, label: string, size: 1 | 2 | 4, signed = false): number[] {
  const bytes = bytesFrom(p, startOf(p, label), label);
  const out: number[] = [];
  for (let at = 0; at + size <= bytes.length; at += size) {
    let v = 0;
    for (let k = 0; k < size; k++) v = v * 256 + bytes[at + k];
    if (signed && v >= 2 ** (8 * size - 1)) v -= 2 ** (8 * size);
    out.push(v);
  }
  return out;
}

/** The label's raw bytes up to the next label (without `even` padding). */
export function bytesOf(p: AsmProgram, label: string): number[] {
  return bytesFrom(p, startOf(p, label), label);
}

/** Where a label's data starts: a global label, or a local one by its key (`OscillateNumInit.baselines`). */
function startOf(p: AsmProgram, label: string): number {
  return p.localLabels.get(label) ?? p.labelIndex(label, label);
}

/**
 * The `dc.w Target-Label` entries from `label` on (labels between them allowed, as Ani_Sonic's
 * ptr_Walk ...), as the targets' names, in order.
 */
export function offsetTable(p: AsmProgram, label: string): string[] {
  return offsetEntries(p, label).names;
}

/** The entries' targets, and the entry each label inside the table marks (`ptr_Walk` → 0). */
function offsetEntries(p: AsmProgram, label: string): { names: string[]; entryOf: Map<string, number> } {
  const names: string[] = [];
  const entryOf = new Map<string, number>();
  const suffix = new RegExp(`^(\\.?[A-Za-z_][\\w.]*)\\s*-\\s*${label.replace(/[.]/g, '\\.')}$`);
  for (let i = p.labelIndex(label, label) + 1; i < p.statements.length; i++) {
    const st: AsmStatement = p.statements[i];
    if (st.op === '') {
      if (st.label !== undefined) entryOf.set(st.label, names.length);
      continue;
    }
    if (st.op !== 'dc.w') break;
    const targets = st.args.map((a) => suffix.exec(a.trim())?.[1]);
    if (targets.some((t) => t === undefined)) break;
    names.push(...(targets as string[]));
  }
  return { names, entryOf };
}

/** An animation table: each pointer's script, as bytes (frame duration, frames, the end code and its argument). */
export function animationScripts(p: AsmProgram, label: string): number[][] {
  const { names, entryOf } = offsetEntries(p, label);
  // `id_Walk: equ (ptr_Walk-Ani_Sonic)/2`: a script number from a label difference, which the
  // reader does not compute; it is the number of the pointer that label marks.
  const ids = (name: string): number | undefined => (name.startsWith('id_') ? entryOf.get(`ptr_${name.slice(3)}`) : undefined);
  return names.map((name) => bytesFrom(p, targetIndex(p, name, label), `${label} (${name})`, ids));
}

/** One operand of a data statement: its directive's size and value (undefined where the reader cannot compute it: a label, a macro). */
export interface DataOperand {
  readonly size: number;
  readonly value: number | undefined;
  readonly text: string;
}

/** The operands of the data statements from `label` (or a local label: `OscillateNumInit.baselines`) up to the next label. */
export function operandsAt(p: AsmProgram, label: string): DataOperand[] {
  const out: DataOperand[] = [];
  for (const { st, size } of dataStatements(p, startOf(p, label))) {
    for (const a of st.args) {
      const v = p.evaluate(a);
      out.push({ size, value: v === undefined ? undefined : size === 4 ? v >>> 0 : v & (size === 1 ? 0xff : 0xffff), text: a.trim() });
    }
  }
  return out;
}

/** A local label's key (`Scope.name`) found by its name and file: `.sizes` in _incObj/sub ReactToItem.asm. */
export function localLabel(p: AsmProgram, name: string, file: string): string {
  const keys = [...p.localLabels.keys()].filter((k) => k.endsWith(name) && p.statements[p.localLabels.get(k)!]?.file === file);
  if (keys.length !== 1) throw new Error(`local label ${name} in ${file}: ${keys.length} found (${keys.join(', ')})`);
  return keys[0];
}
