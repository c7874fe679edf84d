/**
 * Sonic 2's RAM variables and constants by name, as the real-game bridge looks them up:
 * s2.constants.asm lays the RAM out (`phase ramaddr($FFFF0000)`, `MainCharacter: ds.b
 * object_size`, `Camera_X_pos: ds.l 1` ...; importers/s1/asmRamLayout.ts walks it), and every
 * other symbol the program assigned (`x_pos` 8, `object_size` $40) comes from the program.
 * `MainCharacter` is $FFB000 (24-bit, the 68000's address bus), `Game_Mode` $FFF600.
 *
 * The file's later blocks lay the special stage's RAM over the level's and size some buffers
 * with AS functions (`tiles_to_bytes`); those blocks are left out where the counter cannot
 * follow (asmRamLayout.ts `unknownSize: 'forget'`): the level's RAM, the first block, is whole.
 *
 * The zone and act ids (`emerald_hill_zone_act_1 = (emerald_hill_zone<<8)|$00`) name the zones
 * the `zoneID` macro declares, which the program does not expand (s2ZoneIds.ts reads them): they
 * are evaluated here again with the zones' numbers, as the assembler's later pass would.
 */
import { evaluateExpression, splitLine, type AsmProgram } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import type { RamSymbols } from '../s1/ramSymbols.ts';
import { readRamLayout } from '../s1/asmRamLayout.ts';
import { readZoneIds } from './s2ZoneIds.ts';

/** Where the checkout keeps them (s2.asm includes it by this name). */
export const S2_CONSTANTS_FILE = 's2.constants.asm';

export function readS2RamSymbols(program: AsmProgram, source: DisasmSource): RamSymbols {
  const data = source.read(S2_CONSTANTS_FILE);
  if (data === null) throw importError('missingFile', S2_CONSTANTS_FILE, 'missing: the RAM variables come from it (s2.asm includes it)');
  const lines = new TextDecoder('latin1').decode(data).split(/\r\n|\r|\n/);
  const all = new Map<string, number>();
  for (const [name, address] of readRamLayout(program, { file: S2_CONSTANTS_FILE, lines }, { unknownSize: 'forget' })) all.set(name, address);
  const zoneConstants = zoneAssignments(program, lines);
  return { value: (name) => all.get(name) ?? program.symbol(name) ?? zoneConstants.get(name), all };
}

/** Every `name = expr` of the file the program left without a value, evaluated with the zones' numbers. */
function zoneAssignments(program: AsmProgram, lines: readonly string[]): Map<string, number> {
  const zones = readZoneIds(program).byLabel;
  const out = new Map<string, number>();
  for (const raw of lines) {
    const { label, op, rest } = splitLine(raw);
    if (label === undefined || op !== '=' || program.symbol(label) !== undefined || out.has(label)) continue;
    const v = evaluateExpression(rest, (n) => out.get(n) ?? zones.get(n) ?? program.symbol(n));
    if (v !== undefined) out.set(label, v);
  }
  return out;
}
