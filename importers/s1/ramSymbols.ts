/**
 * The game's RAM variables by name, as the real-game bridge looks them up: `v_gamemode` is
 * $FFF600, `v_player` $FFD000 (24-bit, the 68000's address bus), and any other symbol the
 * program assigned (`obX` 8, `id_Level` $0C). The variables are the RAM watch's own reading of
 * the checkout's Variables.asm (s1RamLabels.ts), so the bridge and the watch can never name a
 * variable at two addresses.
 */
import type { AsmProgram } from './asmProgram.ts';
import type { DisasmSource } from './disasmSource.ts';
import { readS1RamLabels } from './s1RamLabels.ts';

export interface RamSymbols {
  /** A variable's address (24-bit) or another symbol's value, or undefined. */
  value(name: string): number | undefined;
  /** Every variable Variables.asm lays out or names, with its address, in source order. */
  readonly all: ReadonlyMap<string, number>;
}

/** Reads the variables of `program`'s checkout (built with its `Revision`); refuses a file it cannot follow (an ImportError). */
export function readRamSymbols(program: AsmProgram, source: DisasmSource): RamSymbols {
  const table = readS1RamLabels(program, source, program.symbol('Revision') === 0 ? 0 : 1);
  const all = new Map(table.variables.map(([name, address]) => [name, address] as const));
  return { value: (name) => all.get(name) ?? program.symbol(name), all };
}
