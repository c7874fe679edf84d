/**
 * Sonic's sprite as Sonic 1 draws it: data only. Three things from the checkout, each found as
 * the game finds it:
 * - his mappings (`Map_Sonic: include "_maps/Sonic.asm"` in sonic.asm): the `mappingsTable`'s
 *   entries in order are the mapping frames (obFrame, the engine's P_MAP_FRAME), each a list of
 *   `spritePiece xpos, ypos, width, height, tile, xflip, yflip, pal, pri` (_maps/MapMacros.asm);
 * - his dynamic pattern load script (`SonicDynPLC: include "_maps/Sonic - Dynamic Gfx Script.asm"`):
 *   per frame, `dplcEntry tiles, offset` runs of Art_Sonic that Sonic_LoadGfx copies one after
 *   another to VRAM at ArtTile_Sonic, so a piece's tile counts into those runs;
 * - his patterns (`Art_Sonic: binclude "artunc/Sonic.bin"`), uncompressed.
 * The mapping files are macro calls the source reader does not expand (asmProgram.ts leaves
 * `_maps/` out), so their lines are read here: a label line starts a frame, each macro line
 * adds to it; the operands are numbers (`-$10`, `$B`, `3`).
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import { PATTERN_BYTES, patternPixels } from './patterns.ts';

export interface SpritePiece {
  /** Offset of the piece's top left from the object's centre, px. */
  readonly x: number;
  readonly y: number;
  /** Size in patterns (1..4 each). */
  readonly width: number;
  readonly height: number;
  /** First pattern, counted in the frame's loaded patterns (column by column). */
  readonly tile: number;
  readonly xflip: boolean;
  readonly yflip: boolean;
  readonly pal: number;
  readonly pri: boolean;
}

export interface S1SonicArt {
  /** Mapping frame n's pieces, in the order the game lists them (the first in front). */
  readonly frames: readonly (readonly SpritePiece[])[];
  /** Mapping frame n's dynamic loads: runs of Art_Sonic's patterns (first pattern, count). */
  readonly loads: readonly (readonly { readonly offset: number; readonly count: number }[])[];
  /** Art_Sonic: a pixel (0..15) per byte, 64 per pattern. */
  readonly patterns: Uint8Array;
}

const MAPS_INCLUDE = /^Map_Sonic:\s+include\s+"([^"]+)"/m;
const DPLC_INCLUDE = /^SonicDynPLC:\s+include\s+"([^"]+)"/m;

/** Reads Sonic's sprite art from the checkout (`program` for Art_Sonic, `source` for sonic.asm and the mapping files). */
export function readS1SonicArt(program: AsmProgram, source: DisasmSource): S1SonicArt {
  const main = text(source, 'sonic.asm');
  const mapsFile = MAPS_INCLUDE.exec(main)?.[1];
  const dplcFile = DPLC_INCLUDE.exec(main)?.[1];
  if (mapsFile === undefined || dplcFile === undefined) throw importError('unreadableTable', 'sonic.asm', 'has no `Map_Sonic: include` and `SonicDynPLC: include` lines (Sonic\'s mappings)');
  const frames = macroFrames(text(source, mapsFile), mapsFile, 'spritePiece', 9).map((rows) =>
    rows.map(({ args: [x, y, width, height, tile, xflip, yflip, pal, pri], line }) => {
      if (width < 1 || width > 4 || height < 1 || height > 4) throw importError('corruptData', mapsFile, `a sprite piece of ${width}x${height} patterns (1..4 each)`, { line });
      return { x, y, width, height, tile, xflip: xflip !== 0, yflip: yflip !== 0, pal: pal & 3, pri: pri !== 0 };
    }),
  );
  const loads = macroFrames(text(source, dplcFile), dplcFile, 'dplcEntry', 2).map((rows) => rows.map(({ args: [count, offset] }) => ({ offset, count })));
  const art = program.bytesAt('Art_Sonic', 'sonic.asm');
  if (art.bytes.length % PATTERN_BYTES !== 0) throw importError('corruptData', art.file, `is ${art.bytes.length} bytes, not whole patterns of ${PATTERN_BYTES}`);
  return { frames, loads, patterns: patternPixels(art.bytes) };
}

function text(source: DisasmSource, path: string): string {
  const bytes = source.read(path);
  if (bytes === null) throw importError('missingFile', path, 'missing (Sonic\'s sprite needs it)');
  return new TextDecoder('latin1').decode(bytes);
}

/**
 * The frames of a mapping file in its table's order: the table's `mappingsTableEntry.w LABEL`
 * lines name the frames, each label's `macro` lines (with `arity` numeric operands) its rows.
 */
function macroFrames(src: string, file: string, macro: string, arity: number): { args: number[]; line: number }[][] {
  const order: string[] = [];
  const rows = new Map<string, { args: number[]; line: number }[]>();
  let current: { args: number[]; line: number }[] | null = null;
  const lines = src.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const code = lines[i].replace(/;.*$/, '');
    const entry = /^\s+mappingsTableEntry\.w\s+(\w+)/.exec(code);
    if (entry !== null) {
      order.push(entry[1]);
      continue;
    }
    const label = /^(\w+):?(\s|$)/.exec(code);
    if (label !== null) {
      current = [];
      rows.set(label[1], current);
    }
    const m = new RegExp(`^(?:\\w+:?)?\\s+${macro}\\s+(.*)$`).exec(code);
    if (m === null) continue;
    const args = m[1].split(',').map((a) => number(a.trim()));
    if (current === null || args.length !== arity || args.some((a) => a === null)) throw importError('unreadableTable', file, `expected ${macro} with ${arity} numbers, got ${JSON.stringify(m[1].trim())}`, { line: i + 1 });
    current.push({ args: args as number[], line: i + 1 });
  }
  if (order.length === 0) throw importError('unreadableTable', file, 'has no mappingsTableEntry.w lines');
  return order.map((name) => {
    const r = rows.get(name);
    if (r === undefined) throw importError('unreadableTable', file, `names ${name} in its table but has no such label`);
    return r;
  });
}

/** `-$10`, `$B`, `12`, `-8` … or null. */
function number(s: string): number | null {
  const m = /^(-?)(\$[0-9A-Fa-f]+|\d+)$/.exec(s);
  if (m === null) return null;
  const v = m[2].startsWith('$') ? parseInt(m[2].slice(1), 16) : parseInt(m[2], 10);
  return m[1] === '-' ? -v : v;
}
