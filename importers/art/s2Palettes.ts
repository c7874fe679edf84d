/**
 * Sonic 2's palettes as `PalLoad_Now` / `PalLoad_Water_Now` load them: `PalPointers` has one
 * `palptr Pal_X, line` row per palette id — the data, and the line of Normal_palette it goes to
 * (`(Normal_palette+lineno*palette_line_size)&$FFFF`), its size `bytesToLcnt(ptr_End-ptr)`, so
 * the whole of the data; PalLoad_Water_Now writes the same colours at the same place in
 * Underwater_palette. The data is a `palette` macro call, `Pal_BGND: palette
 * SonicAndTails.bin,SonicAndTails2.bin`, whose body `BINCLUDE`s each named file (the second only
 * when given: `if "path2"<>""`); the macro is read from the source text, since the program
 * reader skips macro bodies, and its files from the checkout.
 */
import type { AsmProgram, AsmStatement } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import { LINE_COLOURS, PALETTE_COLOURS, paletteWords } from './palette.ts';
import { splitTopLevel } from './asFunctions.ts';
import { entryOfId } from './s2IdPointers.ts';

export interface S2PalPointer {
  /** The id's PalPointers entry (`PalPtr_EHZ`) and the data's label (`Pal_EHZ`). */
  readonly entry: string;
  readonly label: string;
  /** The first colour it fills (its line * 16), and how many colours (the files' bytes / 2). */
  readonly first: number;
  readonly colours: number;
  /** The files the data is made of, in order. */
  readonly files: readonly string[];
}

/** The binclude template of a macro: its parameters, and its `BINCLUDE "…"` paths in order. */
interface BincludeMacro {
  readonly params: readonly string[];
  readonly paths: readonly string[];
}

/** Reads `name macro {INTLABEL},p1,p2 … endm` from `file`'s text: its parameters and binclude paths. */
function readBincludeMacro(source: DisasmSource, file: string, name: string): BincludeMacro {
  const data = source.read(file);
  if (data === null) throw importError('missingFile', file, `missing: the ${name} macro is defined there`);
  const lines = new TextDecoder('latin1').decode(data).split(/\r\n|\r|\n/);
  const head = new RegExp(`^${name}\\s+macro\\b(.*)$`, 'i');
  for (let i = 0; i < lines.length; i++) {
    const m = head.exec(lines[i].replace(/;.*$/, '').trim());
    if (m === null) continue;
    const params = splitTopLevel(m[1]).filter((p) => !p.startsWith('{'));
    const paths: string[] = [];
    for (let j = i + 1; j < lines.length && !/^\s*endm\b/i.test(lines[j]); j++) {
      const inc = /^\s*binclude\s+"([^"]*)"/i.exec(lines[j]);
      if (inc !== null) paths.push(inc[1]);
    }
    return { params, paths };
  }
  throw importError('unreadableTable', file, `defines no macro ${name} (the palettes' data is written with it)`);
}

export class S2Palettes {
  private readonly macros = new Map<string, BincludeMacro>();

  constructor(
    private readonly program: AsmProgram,
    private readonly source: DisasmSource,
    private readonly ids: ReadonlyMap<string, string>,
  ) {}

  /** The PalPointers row of palette id `id` (`PalID_EHZ`). */
  pointer(id: string, where: { file: string; line: number }): S2PalPointer {
    const entry = entryOfId(this.ids, id, where);
    const row = this.program.rowsAt(entry, 'PalPointers')[0];
    if (row === undefined || row.op !== 'palptr' || row.args.length !== 2) {
      throw importError('unreadableTable', row?.file ?? where.file, `${entry}: expected palptr Pal_X, line`, { line: row?.line ?? where.line });
    }
    const line = this.program.evaluate(row.args[1]);
    if (line === undefined || line < 0 || line > 3) throw importError('unreadableTable', row.file, `${entry}: cannot read ${JSON.stringify(row.args[1])} as a palette line 0..3`, { line: row.line });
    const label = row.args[0];
    const files = this.filesOf(label);
    const bytes = files.reduce((n, f) => n + this.read(f, label).length, 0);
    const first = line * LINE_COLOURS;
    const colours = bytes >> 1;
    // PalLoad copies bytesToLcnt(size)+1 longs: whole longs, inside the 64 colours.
    if ((bytes & 3) !== 0 || colours === 0 || first + colours > PALETTE_COLOURS) {
      throw importError('unreadableTable', row.file, `${entry}: ${label}'s ${bytes} bytes from line ${line} do not fit the ${PALETTE_COLOURS} colours in whole longs`, { line: row.line });
    }
    return { entry, label, first, colours, files };
  }

  /** Copies the palettes `ids` name into `words` (64 colours), in order, as PalLoad_Now does. */
  load(idList: readonly string[], words: Uint16Array, where: { file: string; line: number }): S2PalPointer[] {
    const loaded: S2PalPointer[] = [];
    for (const id of idList) {
      const p = this.pointer(id, where);
      let at = p.first;
      for (const f of p.files) {
        const data = this.read(f, p.label);
        words.set(paletteWords(data, f, data.length >> 1), at);
        at += data.length >> 1;
      }
      loaded.push(p);
    }
    return loaded;
  }

  /** The files behind a palette's label: a `palette` macro call, or plain binclude data. */
  private filesOf(label: string): string[] {
    const st = this.program.rowsAt(label, 'PalPointers')[0];
    if (st === undefined) throw importError('unreadableTable', 's2.asm', `${label} has no data`);
    if (st.op === 'binclude') return [this.program.bytesAt(label, 'PalPointers').file];
    let macro = this.macros.get(st.op);
    if (macro === undefined) {
      macro = readBincludeMacro(this.source, st.file, st.op);
      this.macros.set(st.op, macro);
    }
    const files = paletteFiles(macro, st);
    if (files.length === 0) throw importError('unreadableTable', st.file, `${label}: the ${st.op} macro includes no file for ${JSON.stringify(st.args.join(','))}`, { line: st.line });
    return files;
  }

  private read(path: string, label: string): Uint8Array {
    const data = this.source.read(path);
    if (data === null) throw importError('missingFile', path, `missing (the palette ${label})`);
    return data;
  }
}

/**
 * The files one macro call includes: each binclude of the macro with the call's arguments in
 * place of its parameters (as whole words: `path` is not part of `path2`), left out where a
 * parameter it names is not given (the macro's `if "path2"<>""`).
 */
function paletteFiles(macro: BincludeMacro, st: AsmStatement): string[] {
  const out: string[] = [];
  for (const path of macro.paths) {
    let used = true;
    const text = path.replace(/[A-Za-z_]\w*/g, (word) => {
      const i = macro.params.indexOf(word);
      if (i < 0) return word;
      const arg = (st.args[i] ?? '').trim();
      if (arg === '') used = false;
      return arg;
    });
    if (used) out.push(text);
  }
  return out;
}
