/**
 * Sonic 1's object sprite mappings and which object uses which, read from the checkout as the
 * assembler sees them (data only, no drawing):
 * - every `Map_X: include "_maps/File.asm"` line of sonic.asm names a mappings table; its file
 *   lists `mappingsTableEntry.w .frame` lines (the mapping frames in order, obFrame's index) and
 *   under each frame label its `spritePiece xpos, ypos, width, height, tile, xflip, yflip, pal,
 *   pri` rows (_maps/MapMacros.asm; the first piece is in front). Frame labels may be local
 *   (`.moto1:`) or global; a table may name one label twice (frames that share pieces);
 * - an object's mappings and art tile: the object pointer table (`_inc/Object Pointers.asm`,
 *   entry n-1 is object n's routine) gives the routine's label, the label's source file holds the
 *   object's `move.l #Map_X,obMap(aN)` and `move.w #make_art_tile(ArtTile_X,pal,pri),obGfx(aN)`
 *   lines: (a0) for the object itself, (a1) for what it spawns. Each obMap line is paired with
 *   the next obGfx line after it (the order every object's Main routine writes them in).
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import { evaluateExpression } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import type { SpritePiece } from './s1SonicArt.ts';

/** A mappings table: frame n's pieces. */
export type MappingFrames = readonly (readonly SpritePiece[])[];

export interface ObjectMappingsUse {
  /** The mappings label (`Map_Moto`). */
  readonly map: string;
  /** The obGfx word the object writes (tile base | pal << 13 | pri << 15), or null where it is not a constant expression. */
  readonly gfx: number | null;
  /** Written to the object itself (a0) or to one it spawns (a1 …). */
  readonly self: boolean;
  readonly file: string;
  readonly line: number;
}

const MAPS_INCLUDE = /^(Map_\w+):\s+include\s+"([^"]+)"/gm;
const OBJECT_POINTERS = '_inc/Object Pointers.asm';

/** Parses one _maps file's text (`file` for messages) into its frames, in table order. */
export function parseMappings(src: string, file: string): MappingFrames {
  const order: string[] = [];
  const rows = new Map<string, SpritePiece[]>();
  let current: SpritePiece[] | null = null;
  const lines = src.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const code = lines[i].replace(/;.*$/, '');
    const entry = /^(?:[\w.]+:?)?\s+mappingsTableEntry\.w\s+([\w.]+)/.exec(code);
    if (entry !== null) {
      order.push(entry[1]);
      continue;
    }
    const label = /^([\w.]+)(?::|\s|$)/.exec(code);
    if (label !== null && !label[1].endsWith('_End')) {
      current = [];
      rows.set(label[1], current);
    }
    const m = /^(?:[\w.]+:|[\w.]+(?=\s))?\s*spritePiece\s+(.*)$/.exec(code);
    if (m === null) continue;
    const args = m[1].split(',').map((a) => num(a.trim()));
    if (current === null || args.length !== 9 || args.some((a) => a === null)) {
      throw importError('unreadableTable', file, `expected spritePiece with 9 numbers, got ${JSON.stringify(m[1].trim())}`, { line: i + 1 });
    }
    const [x, y, width, height, tile, xflip, yflip, pal, pri] = args as number[];
    if (width < 1 || width > 4 || height < 1 || height > 4) throw importError('corruptData', file, `a sprite piece of ${width}x${height} patterns (1..4 each)`, { line: i + 1 });
    current.push({ x, y, width, height, tile, xflip: xflip !== 0, yflip: yflip !== 0, pal: pal & 3, pri: pri !== 0 });
  }
  if (order.length === 0) throw importError('unreadableTable', file, 'has no mappingsTableEntry.w lines');
  return order.map((name) => {
    const r = rows.get(name);
    if (r === undefined) throw importError('unreadableTable', file, `names ${name} in its table but has no such label`);
    return r;
  });
}

/**
 * Every `Map_X: include` table of sonic.asm whose file the checkout has and parses (Sonic's own
 * among them). The file is the one `program` read under the label, so a revision's `if
 * Revision=0` choice (Map_Ring's "Rings.asm" or "Rings (JP1).asm") is the assembler's.
 */
export function readS1ObjectMappings(program: AsmProgram, source: DisasmSource): Map<string, MappingFrames> {
  const main = text(source, 'sonic.asm');
  const out = new Map<string, MappingFrames>();
  for (const m of main.matchAll(MAPS_INCLUDE)) {
    const label = m[1];
    if (out.has(label) || !program.hasLabel(label)) continue;
    const next = program.statements[program.labelIndex(label, 'sonic.asm') + 1];
    const file = next !== undefined && next.file.startsWith('_maps/') ? next.file : m[2];
    const bytes = source.read(file);
    if (bytes === null) continue;
    const src = new TextDecoder('latin1').decode(bytes);
    // Files written without a mappingsTable (Lava Tag's) are not sprite tables this reader knows.
    if (!/mappingsTableEntry\.w/.test(src)) continue;
    out.set(label, parseMappings(src, file));
  }
  return out;
}

/**
 * Object id → the mappings its routine's file writes, in source order (self first where both).
 * `symbol` resolves ArtTile_ constants (Constants.asm).
 */
export function readS1ObjectMappingUses(program: AsmProgram, source: DisasmSource, symbol: (name: string) => number | undefined): Map<number, ObjectMappingsUse[]> {
  const out = new Map<number, ObjectMappingsUse[]>();
  // Each entry has its own `ptr_` label (a bare-label statement), so the table is walked from
  // its first entry to the first statement that is not a `dc.l` of the same file.
  const start = program.labelIndex('ptr_SonicPlayer', OBJECT_POINTERS);
  const files = new Map<string, ObjectMappingsUse[]>();
  for (let i = start, id = 1; i < program.statements.length; i++) {
    const st = program.statements[i];
    if (st.op === '') continue;
    if (st.op !== 'dc.l' || st.file !== program.statements[start].file) break;
    const routine = st.args[0];
    id++;
    if (routine === 'NullObject' || !program.hasLabel(routine)) continue;
    const file = program.statements[program.labelIndex(routine, OBJECT_POINTERS)].file;
    let uses = files.get(file);
    if (uses === undefined) {
      uses = usesIn(text(source, file), file, symbol);
      files.set(file, uses);
    }
    if (uses.length > 0) out.set(id - 1, uses);
  }
  return out;
}

function usesIn(src: string, file: string, symbol: (name: string) => number | undefined): ObjectMappingsUse[] {
  const uses: { map: string; gfx: number | null; self: boolean; line: number; hasGfx: boolean }[] = [];
  const lines = src.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const code = lines[i].replace(/;.*$/, '');
    const map = /\bmove\.l\s+#(Map_\w+),\s*obMap\((a\d)\)/.exec(code);
    if (map !== null) {
      uses.push({ map: map[1], gfx: null, self: map[2] === 'a0', line: i + 1, hasGfx: false });
      continue;
    }
    const gfx = /\bmove\.w\s+#(.+),\s*obGfx\((a\d)\)/.exec(code);
    if (gfx !== null) {
      const open = uses.find((u) => !u.hasGfx && u.self === (gfx[2] === 'a0'));
      if (open !== undefined) {
        open.hasGfx = true;
        open.gfx = artTile(gfx[1].trim(), symbol);
      }
    }
  }
  uses.sort((a, b) => Number(b.self) - Number(a.self));
  return uses.map(({ map, gfx, self, line }) => ({ map, gfx, self, file, line }));
}

/** `make_art_tile(addr,pal,pri)` (Macros.asm: `((pri&1)<<15)|((pal&3)<<13)|addr`) or a plain expression. */
function artTile(expr: string, symbol: (name: string) => number | undefined): number | null {
  const m = /^make_art_tile\((.+),(.+),(.+)\)$/.exec(expr.replace(/\s+/g, ''));
  if (m === null) return evaluateExpression(expr, symbol) ?? null;
  const [addr, pal, pri] = [m[1], m[2], m[3]].map((e) => evaluateExpression(e, symbol));
  if (addr === undefined || pal === undefined || pri === undefined) return null;
  return (((pri & 1) << 15) | ((pal & 3) << 13) | addr) & 0xffff;
}

function text(source: DisasmSource, path: string): string {
  const bytes = source.read(path);
  if (bytes === null) throw importError('missingFile', path, 'missing (the object sprites need it)');
  return new TextDecoder('latin1').decode(bytes);
}

/** `-$10`, `$B`, `12`, `-8` … or null. */
function num(s: string): number | null {
  const m = /^(-?)(\$[0-9A-Fa-f]+|\d+)$/.exec(s);
  if (m === null) return null;
  const v = m[2].startsWith('$') ? parseInt(m[2].slice(1), 16) : parseInt(m[2], 10);
  return m[1] === '-' ? -v : v;
}
