/**
 * A zone's row of Sonic 2's `LevelArtPointers`: `levartptrs plc1,plc2,palette,art,map16x16,map128x128`,
 * which the macro places at `LevelArtPointers + zone_id_<n>*12` (its n-th use; importers/s2's
 * s2Tables.ts reads the chunks' column the same way). Level queues plc1 (`move.b (a2),d0 ; PLC1
 * ID`), LoadZoneTiles decompresses `art` (the first long's low 24 bits), loadZoneBlockMaps the
 * 16x16 and 128x128 mappings, then queues plc2 and loads `palette` (PalLoad_Now).
 */
import type { AsmProgram, AsmStatement } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';
import type { S2ZoneIds } from '../s2/s2ZoneIds.ts';

export interface S2LevelArtRow {
  readonly plc1: string;
  readonly plc2: string;
  readonly palette: string;
  /** Kosinski: the level's patterns (`ArtKos_EHZ`), block mappings (`BM16_EHZ`), chunks (`BM128_EHZ`). */
  readonly art: string;
  readonly blocks: string;
  readonly chunks: string;
  readonly st: AsmStatement;
}

export function readS2LevelArtRow(p: AsmProgram, ids: S2ZoneIds, zone: number): S2LevelArtRow {
  let n = 0;
  let last: AsmStatement | undefined;
  for (const st of p.rowsAt('LevelArtPointers', 's2.asm')) {
    if (st.op !== 'levartptrs') continue;
    last = st;
    if (ids.inOrder[n++] !== zone) continue;
    if (st.args.length !== 6) break;
    const [plc1, plc2, palette, art, blocks, chunks] = st.args;
    return { plc1, plc2, palette, art, blocks, chunks, st };
  }
  throw importError('unreadableTable', last?.file ?? 's2.asm', `LevelArtPointers has no \`levartptrs plc1,plc2,palette,art,map16x16,map128x128\` row for zone $${zone.toString(16).toUpperCase()}`, last !== undefined ? { line: last.line } : {});
}
