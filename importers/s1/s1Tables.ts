/**
 * Sonic 1's level tables, read out of the disassembly's source text with the checkout's
 * `Revision` conditionals resolved (or the one asked for):
 * - `Level_Index` (foreground and background layouts per act; `LevelLayoutLoad2`),
 * - `LevelHeaders` (the 256x256 chunk file per zone; `LevelDataLoad`),
 * - `ColPointers` (the block → collision shape index per zone; `ColIndexLoad`),
 * - `LevelSizeArray` (the level limits and the camera's look shift; `LevelSizeLoad`),
 * - `StartLocArray` (the start position; `LevSz_StartLoc`),
 * - `LoopTileNums` (the loop and roll-tunnel chunks; `Sonic_Loops`),
 * - `ObjPos_Index` (object placement; `ObjPosLoad`),
 * and the zone-independent collision data (`CollArray1`, `CollArray2`, `AngleMap`).
 * Rows are indexed as the game indexes them: (zone << 2 | act) for per-act tables.
 */
import type { AsmProgram, AsmStatement } from './asmProgram.ts';
import { importError } from './importError.ts';

export interface S1LevelSize {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  /** The camera's vertical focal point (v_lookshift), px. */
  readonly lookShift: number;
}

export interface S1ActTables {
  /** The layouts' labels: `LevelLayoutLoad2` copies as many bytes as their header says, from there. */
  readonly fgLayout: string;
  readonly bgLayout: string;
  readonly chunks: { readonly bytes: Uint8Array; readonly file: string };
  readonly collisionIndex: { readonly bytes: Uint8Array; readonly file: string };
  readonly size: S1LevelSize;
  readonly start: { readonly x: number; readonly y: number };
  /** loop1, loop2, roll1, roll2 (0x7F where the zone has none). */
  readonly loopChunks: readonly [number, number, number, number];
  readonly objects: { readonly bytes: Uint8Array; readonly file: string };
}

export interface S1SharedTables {
  readonly heights: { readonly bytes: Uint8Array; readonly file: string };
  readonly widths: { readonly bytes: Uint8Array; readonly file: string };
  readonly angles: { readonly bytes: Uint8Array; readonly file: string };
}

export function readSharedTables(p: AsmProgram): S1SharedTables {
  return {
    heights: p.bytesAt('CollArray1', 'sonic.asm'),
    widths: p.bytesAt('CollArray2', 'sonic.asm'),
    angles: p.bytesAt('AngleMap', 'sonic.asm'),
  };
}

export function readActTables(p: AsmProgram, zone: number, act: number): S1ActTables {
  const row = (zone << 2) | act;
  const levelIndex = tableRows(p, 'Level_Index', 'dc.w');
  const layoutRow = argsOfRow(levelIndex, row * 3, 3, 'Level_Index');
  const headers = tableRows(p, 'LevelHeaders', 'lhead');
  const header = headers[zone];
  if (header === undefined || header.args.length < 5) throw tableError(headers, 'LevelHeaders', `has no row for zone ${zone}`);
  const colPointers = tableRows(p, 'ColPointers', 'dc.l');
  // The ending (zone 6) has no ColPointers entry: its own code loads Col_GHZ (GM_Ending).
  const colLabel = zone < colPointers.length ? labelOf(colPointers[zone].args[0], 'ColPointers', colPointers[zone]) : 'Col_GHZ';
  const sizeRows = tableRows(p, 'LevelSizeArray', 'dc.w');
  const size = numbersOfRow(p, sizeRows, row * 6, 6, 'LevelSizeArray');
  const starts = p.bytesAt('StartLocArray', 'StartLocArray');
  if (starts.bytes.length < row * 4 + 4) throw importError('truncatedFile', starts.file, `StartLocArray has no entry for zone ${zone} act ${act}`, { offset: starts.bytes.length });
  const loopRows = tableRows(p, 'LoopTileNums', 'dc.b');
  const loops = numbersOfRow(p, loopRows, zone * 4, 4, 'LoopTileNums');
  const objIndex = tableRows(p, 'ObjPos_Index', 'dc.w');
  const objRow = argsOfRow(objIndex, row * 2, 2, 'ObjPos_Index');
  const sv = new DataView(starts.bytes.buffer, starts.bytes.byteOffset, starts.bytes.byteLength);
  return {
    fgLayout: labelOf(layoutRow[0].arg, 'Level_Index', layoutRow[0].st),
    bgLayout: labelOf(layoutRow[1].arg, 'Level_Index', layoutRow[1].st),
    chunks: p.bytesAt(header.args[4], 'LevelHeaders'),
    collisionIndex: p.bytesAt(colLabel, 'ColPointers'),
    size: { left: size[1], right: size[2], top: (size[3] << 16) >> 16, bottom: size[4], lookShift: size[5] },
    start: { x: sv.getUint16(row * 4), y: sv.getUint16(row * 4 + 2) },
    loopChunks: [loops[0] & 0xff, loops[1] & 0xff, loops[2] & 0xff, loops[3] & 0xff],
    objects: p.bytesAt(labelOf(objRow[0].arg, 'ObjPos_Index', objRow[0].st), 'ObjPos_Index'),
  };
}

/** The statements of a table with the given directive (`dc.w`...), from its label to the next. */
function tableRows(p: AsmProgram, label: string, op: string): AsmStatement[] {
  return p.rowsAt(label, 'sonic.asm').filter((st) => st.op === op);
}

/** `count` operands of the table flattened in source order, starting at operand `first`. */
function argsOfRow(rows: readonly AsmStatement[], first: number, count: number, table: string): { arg: string; st: AsmStatement }[] {
  const flat: { arg: string; st: AsmStatement }[] = [];
  for (const st of rows) for (const arg of st.args) flat.push({ arg, st });
  if (flat.length < first + count) throw tableError(rows, table, `has ${flat.length} entries; entry ${first + count - 1} is needed`);
  return flat.slice(first, first + count);
}

function numbersOfRow(p: AsmProgram, rows: readonly AsmStatement[], first: number, count: number, table: string): number[] {
  return argsOfRow(rows, first, count, table).map(({ arg, st }) => {
    const v = p.evaluate(arg);
    if (v === undefined) throw importError('unreadableTable', st.file, `${table}: cannot read ${JSON.stringify(arg)} as a number`, { line: st.line });
    return v & 0xffff;
  });
}

/** `Level_GHZ1-Level_Index` → `Level_GHZ1`; a bare label stays itself. */
function labelOf(arg: string, table: string, st: AsmStatement): string {
  const m = /^([A-Za-z_][\w.]*)\s*(?:-\s*[A-Za-z_][\w.]*)?$/.exec(arg.trim());
  if (m === null) throw importError('unreadableTable', st.file, `${table}: expected a label (or label-${table}), got ${JSON.stringify(arg)}`, { line: st.line });
  return m[1];
}

function tableError(rows: readonly AsmStatement[], table: string, message: string): Error {
  const st = rows[rows.length - 1];
  return importError('unreadableTable', st?.file ?? 'sonic.asm', `${table} ${message}`, st !== undefined ? { line: st.line } : {});
}
