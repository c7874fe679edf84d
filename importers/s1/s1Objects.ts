/**
 * Sonic 1's object placement (`ObjPos_*` files, read by `ObjPosLoad` / `OPL_MakeItem`): six
 * bytes per object, sorted by x, ended by x = $FFFF:
 *   x (word), y (word: low 12 bits the position, bits 15 and 14 the x- and y-flip that
 *   `rol.w #2` moves into obRender/obStatus), id (byte: bit 7 = the respawn table tracks it),
 *   subtype (byte).
 * The engine runs them with Sonic 1's own object manager (engine/games/s1/objects/); a placement of an
 * object with no port yet is listed once as a warning (act, position, id) and left out, never a
 * failure.
 */
import { importError } from './importError.ts';
import { hasS1Object } from '../../engine/games/s1/objects/objectTable.ts';

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
 * The placement list the engine runs: the act's own, less the placements of objects with no
 * port yet (each listed once as a warning with its act and position). Kept in the ROM's format,
 * so ObjPosLoad reads it exactly as the game reads its own.
 */
export function filterS1Placements(bytes: Uint8Array, file: string, act: string): { placements: Uint8Array; warnings: ImportWarning[] } {
  const all = decodeS1Placements(bytes, file);
  const warnings: ImportWarning[] = [];
  const kept: number[] = [];
  all.forEach((p, i) => {
    if (!hasS1Object(p.id)) {
      warnings.push({ act, x: p.x, y: p.y, id: p.id, subtype: p.subtype, message: `object $${hex2(p.id)} (subtype $${hex2(p.subtype)}) has no engine port yet: left out` });
      return;
    }
    for (let k = 0; k < 6; k++) kept.push(bytes[i * 6 + k]);
  });
  kept.push(0xff, 0xff, 0, 0, 0, 0);
  return { placements: Uint8Array.from(kept), warnings };
}

function hex2(v: number): string {
  return v.toString(16).toUpperCase().padStart(2, '0');
}
