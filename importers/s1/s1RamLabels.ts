/**
 * Sonic 1's RAM labels from the user's checkout (engine/games/s1/ramLabelTable.ts): the
 * variables Variables.asm lays out and the constants Constants.asm assigns, so a RAM watch can
 * name `v_rings` or `v_player+obX` and find the address the checkout gives them.
 *
 * Variables.asm lays RAM out the way AS assembles it, with a location counter (asmRamLayout.ts
 * walks it: `phase`, `ds.b/ds.w/ds.l`, `name = expr`, the revision's `if` blocks).
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
import { RAM_LABELS_FORMAT, type RamLabelTable } from '../../engine/games/s1/ramLabelTable.ts';
import { readRamLayout } from './asmRamLayout.ts';

/** Where the checkout keeps them (sonic.asm includes both by these names). */
export const VARIABLES_FILE = 'Variables.asm';
export const CONSTANTS_FILE = 'Constants.asm';

/** Reads both files of the checkout behind `program` (its revision's view of them). */
export function readS1RamLabels(program: AsmProgram, source: DisasmSource, revision: number): RamLabelTable {
  return {
    format: RAM_LABELS_FORMAT,
    game: 's1',
    revision: revision === 0 ? 0 : 1,
    variables: readRamLayout(program, text(source, VARIABLES_FILE)),
    constants: readConstants(program, text(source, CONSTANTS_FILE)),
  };
}

function text(source: DisasmSource, file: string): { file: string; lines: string[] } {
  const data = source.read(file);
  if (data === null) throw importError('missingFile', file, `missing: the RAM labels come from it (sonic.asm includes it)`);
  return { file, lines: new TextDecoder('latin1').decode(data).split(/\r?\n/) };
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
