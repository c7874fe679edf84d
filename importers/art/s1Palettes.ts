/**
 * Sonic 1's palettes as `PalLoad1` / `PalLoad2` load them: `PalPointers` (_inc/Palette
 * Pointers.asm) has one `palp Pal_X, ramaddress, colours` row per palette id — the data's label,
 * where in the palette RAM it goes (`v_pal_dry` or `v_pal_dry+$20` ...) and how many colours.
 * An id `palid_X` is `(ptr_Pal_X-PalPointers)/8` in the checkout, an offset the source reader
 * does not compute, so it is followed to the row labelled `ptr_Pal_X`, as the assembler resolves
 * it. Only palettes bound for v_pal_dry are read here (the dry palette; the underwater one,
 * v_pal_water, is Labyrinth's and not drawn yet).
 */
import { evaluateExpression, type AsmProgram } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';
import { PALETTE_COLOURS, paletteWords } from './palette.ts';

export interface PalPointer {
  /** The palette data's label (`Pal_GHZ`). */
  readonly label: string;
  /** The first colour it fills (0..63: the byte offset in v_pal_dry over 2). */
  readonly first: number;
  readonly colours: number;
}

const PAL_SOURCE = 'Palette Pointers.asm';

/** The PalPointers row a `palid_X` operand names. */
export function readPalPointer(program: AsmProgram, operand: string, where: { file: string; line: number }): PalPointer {
  const m = /^palid_(\w+)$/.exec(operand.trim());
  const pointer = m === null ? undefined : `ptr_Pal_${m[1]}`;
  if (pointer === undefined || !program.hasLabel(pointer)) {
    throw importError('unreadableTable', where.file, `expected a palette id palid_X with its PalPointers row ptr_Pal_X, got ${JSON.stringify(operand)}`, { line: where.line });
  }
  const row = program.rowsAt(pointer, PAL_SOURCE)[0];
  if (row === undefined || row.op !== 'palp' || row.args.length !== 3) {
    throw importError('unreadableTable', row?.file ?? where.file, `${pointer}: expected palp Pal_X, v_pal_dry(+offset), colours`, { line: row?.line ?? where.line });
  }
  // The RAM operand counts from v_pal_dry; the row's bytes over 2 are its first colour.
  const offset = evaluateExpression(row.args[1], (name) => (name === 'v_pal_dry' ? 0 : program.symbol(name)));
  const colours = program.evaluate(row.args[2]);
  if (offset === undefined || !/\bv_pal_dry\b/.test(row.args[1]) || colours === undefined) {
    throw importError('unreadableTable', row.file, `${pointer}: cannot read ${JSON.stringify(row.args.join(', '))} as a palette bound for v_pal_dry`, { line: row.line });
  }
  const first = offset >> 1;
  // PalLoad copies (colours / 2) longs (`(colours>>1)-1` for dbf): an even count of colours, inside the 64.
  if ((offset & 1) !== 0 || (colours & 1) !== 0 || colours <= 0 || first < 0 || first + colours > PALETTE_COLOURS) {
    throw importError('unreadableTable', row.file, `${pointer}: ${colours} colours from colour ${first} do not fit the ${PALETTE_COLOURS} of v_pal_dry`, { line: row.line });
  }
  return { label: row.args[0], first, colours };
}

/** Copies the palettes `operands` name into `words` (64 colours), in order, as PalLoad does. */
export function loadS1Palettes(program: AsmProgram, operands: readonly string[], words: Uint16Array, where: { file: string; line: number }): PalPointer[] {
  const loaded: PalPointer[] = [];
  for (const operand of operands) {
    const p = readPalPointer(program, operand, where);
    const data = program.bytesAt(p.label, PAL_SOURCE);
    words.set(paletteWords(data.bytes, data.file, p.colours), p.first);
    loaded.push(p);
  }
  return loaded;
}
