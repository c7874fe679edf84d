/**
 * The disassembly's names for Sonic 1's RAM, as the user's own checkout spells them
 * (importers/s1/s1RamLabels.ts reads them): Variables.asm's variables with their 68000 addresses
 * and sizes, and Constants.asm's constants (the ob* object field offsets among them). Nothing
 * here is copied by hand from the disassembly: a modified checkout that moves a variable moves
 * it here too.
 *
 * Plain JSON, so it is stored with every act imported from the checkout (the levels store in
 * IndexedDB) and a reload names RAM without the folder; it crosses the worker boundary as is.
 * A stored table is untrusted data: `checkRamLabelTable` checks every field and answers with
 * the first problem (code `ramLabelsInvalid`, a JSON path), never a throw.
 */

export const RAM_LABELS_FORMAT = 'subpixel-ram-labels/1';

/** The 68000's RAM as 24-bit addresses ($FF0000..$FFFFFF; `(v_rings).w` is $FFFE20). */
export const RAM_FIRST = 0xff0000;
export const RAM_LAST = 0xffffff;

/** More names than any checkout has (the s1disasm checkout: 347 variables, 429 constants). */
export const MAX_RAM_VARIABLES = 8192;
export const MAX_RAM_CONSTANTS = 16384;
/** A name as AS accepts one, and not longer than any sane label. */
const NAME = /^[A-Za-z_][\w.@]{0,79}$/;

export interface RamLabelTable {
  readonly format: typeof RAM_LABELS_FORMAT;
  readonly game: 's1';
  /** The revision the checkout was read for (Variables.asm differs: REV00 v_scorecopy, REV01 v_scorelife). */
  readonly revision: number;
  /**
   * [name, address, bytes] in source order: `v_rings: ds.w 1` is ["v_rings", 0xFFFE20, 2]. A name
   * set with `=` (`v_player = v_objspace+object_size*0`) or a label with no storage of its own
   * (`v_levelvariables:`) has 0 bytes.
   */
  readonly variables: readonly (readonly [string, number, number])[];
  /** [name, value] of Constants.asm in source order (`obX equ 8` is ["obX", 8]). */
  readonly constants: readonly (readonly [string, number])[];
}

export interface RamLabelsError {
  readonly code: 'ramLabelsInvalid';
  readonly path: string;
  readonly message: string;
}

export type RamLabelsCheck = { readonly ok: true; readonly value: RamLabelTable } | { readonly ok: false; readonly error: RamLabelsError };

/** Checks a table read back from storage (or any other untrusted place), field by field. */
export function checkRamLabelTable(v: unknown): RamLabelsCheck {
  const bad = (path: string, message: string): RamLabelsCheck => ({ ok: false, error: { code: 'ramLabelsInvalid', path, message } });
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return bad('', 'must be a JSON object');
  const o = v as Record<string, unknown>;
  if (o.format !== RAM_LABELS_FORMAT) return bad('format', `must be ${JSON.stringify(RAM_LABELS_FORMAT)}`);
  if (o.game !== 's1') return bad('game', 'must be "s1"');
  if (o.revision !== 0 && o.revision !== 1) return bad('revision', 'must be 0 or 1');
  const vars = o.variables;
  if (!Array.isArray(vars) || vars.length > MAX_RAM_VARIABLES) return bad('variables', `must be a list of at most ${MAX_RAM_VARIABLES} entries`);
  for (let i = 0; i < vars.length; i++) {
    const e: unknown = vars[i];
    const at = `variables[${i}]`;
    if (!Array.isArray(e) || e.length !== 3) return bad(at, 'must be [name, address, bytes]');
    const [name, address, bytes] = e as unknown[];
    if (typeof name !== 'string' || !NAME.test(name)) return bad(`${at}[0]`, 'must be a label name');
    if (!Number.isInteger(address) || (address as number) < RAM_FIRST || (address as number) > RAM_LAST) return bad(`${at}[1]`, 'must be a RAM address $FF0000..$FFFFFF');
    if (!Number.isInteger(bytes) || (bytes as number) < 0 || (address as number) + (bytes as number) > RAM_LAST + 1) return bad(`${at}[2]`, 'must be a size that ends inside the RAM');
  }
  const consts = o.constants;
  if (!Array.isArray(consts) || consts.length > MAX_RAM_CONSTANTS) return bad('constants', `must be a list of at most ${MAX_RAM_CONSTANTS} entries`);
  for (let i = 0; i < consts.length; i++) {
    const e: unknown = consts[i];
    const at = `constants[${i}]`;
    if (!Array.isArray(e) || e.length !== 2) return bad(at, 'must be [name, value]');
    const [name, value] = e as unknown[];
    if (typeof name !== 'string' || !NAME.test(name)) return bad(`${at}[0]`, 'must be a constant name');
    if (!Number.isInteger(value) || (value as number) < -0x80000000 || (value as number) > 0xffffffff) return bad(`${at}[1]`, 'must be a 32-bit integer');
  }
  return { ok: true, value: o as unknown as RamLabelTable };
}
