/**
 * Sonic 1's object placement (`ObjPos_*` files, read by `ObjPosLoad` / `OPL_MakeItem`): six
 * bytes per object, sorted by x, ended by x = $FFFF:
 *   x (word), y (word: low 12 bits the position, bits 15 and 14 the x- and y-flip that
 *   `rol.w #2` moves into obRender/obStatus), id (byte: bit 7 = the respawn table tracks it),
 *   subtype (byte).
 * Each placement becomes an engine object of the type that reproduces it; one with no engine
 * counterpart is listed once as a warning (act, position, id) and skipped, never a failure.
 */
import { importError } from './importError.ts';
import type { LevelObject } from '../../engine/level/types.ts';

export interface S1Placement {
  readonly x: number;
  readonly y: number;
  readonly xFlip: boolean;
  readonly yFlip: boolean;
  readonly id: number;
  readonly respawn: boolean;
  readonly subtype: number;
}

/** Something an import could not reproduce; `id` is the object id, or -1 for level data. */
export interface ImportWarning {
  readonly act: string;
  readonly x: number;
  readonly y: number;
  readonly id: number;
  readonly subtype: number;
  readonly message: string;
}

/** Decodes a placement file up to its end marker. */
export function decodeS1Placements(bytes: Uint8Array, file: string): S1Placement[] {
  const out: S1Placement[] = [];
  for (let at = 0; ; at += 6) {
    if (at + 2 > bytes.length) throw importError('truncatedFile', file, 'object placement ends without its $FFFF end marker', { offset: at });
    const x = (bytes[at] << 8) | bytes[at + 1];
    if (x === 0xffff) return out;
    if (at + 6 > bytes.length) throw importError('truncatedFile', file, 'object placement entry cut short', { offset: at });
    const yWord = (bytes[at + 2] << 8) | bytes[at + 3];
    const id = bytes[at + 4];
    out.push({
      x,
      y: yWord & 0xfff,
      xFlip: (yWord & 0x4000) !== 0,
      yFlip: (yWord & 0x8000) !== 0,
      id: id & 0x7f,
      respawn: (id & 0x80) !== 0,
      subtype: bytes[at + 5],
    });
  }
}

/**
 * How one Sonic 1 object id becomes engine objects. Ids without an entry are skipped with a
 * warning until their port lands.
 */
type Converter = (p: S1Placement, index: number) => LevelObject[];

const CONVERTERS: ReadonlyMap<number, Converter> = new Map();

export function placeS1Objects(bytes: Uint8Array, file: string, act: string): { objects: LevelObject[]; warnings: ImportWarning[] } {
  const placements = decodeS1Placements(bytes, file);
  const objects: LevelObject[] = [];
  const warnings: ImportWarning[] = [];
  placements.forEach((p, i) => {
    const convert = CONVERTERS.get(p.id);
    if (convert === undefined) {
      warnings.push({ act, x: p.x, y: p.y, id: p.id, subtype: p.subtype, message: `object $${hex2(p.id)} (subtype $${hex2(p.subtype)}) has no engine counterpart yet: skipped` });
      return;
    }
    objects.push(...convert(p, i));
  });
  return { objects, warnings };
}

function hex2(v: number): string {
  return v.toString(16).toUpperCase().padStart(2, '0');
}
