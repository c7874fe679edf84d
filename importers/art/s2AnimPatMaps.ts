/**
 * Sonic 2's animated 16x16 blocks: LoadAnimatedBlocks copies the zone's `AnimPatMaps` entry
 * (`zoneOrderedOffsetTable 2,1`, one `zoneOffsetTableEntry.w APM_X` per zone) into Block_Table
 * after loadZoneBlockMaps has decompressed it. An entry is `APM_X: begin_animpat`, whose header
 * is `dc.w $1800 - len` (the byte offset into Block_Table: the blocks end where Block_Table
 * ends, $1800 bytes) and the word count, then the blocks' pattern words (`dc.w
 * make_block_tile(ArtTile_ArtUnc_Flowers1+$0,0,0,3,0), …`) up to `APM_X_End`; `APM_Null: dc.w 0`
 * copies nothing (`tst.w (a0) ; beq.s`). One player only (LoadLevelBlocks; 2P halves the indices).
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import { importError } from '../s1/importError.ts';
import { readZoneTable, zoneEntry } from '../s2/s2ZoneTable.ts';
import type { S2ZoneIds } from '../s2/s2ZoneIds.ts';
import { evaluateWithFunctions, type AsFunction } from './asFunctions.ts';

export interface S2AnimatedBlocks {
  /** The entry's label (`APM_EHZ`), or null for the zones with none. */
  readonly label: string | null;
  /** The first word of Block_Table it writes, and the words. */
  readonly firstWord: number;
  readonly words: Uint16Array;
}

/** The zone's AnimPatMaps entry; `tableWords` is Block_Table's size (where the blocks end). */
export function readS2AnimatedBlocks(p: AsmProgram, ids: S2ZoneIds, zone: number, tableWords: number, functions: ReadonlyMap<string, AsFunction>, symbol: (name: string) => number | undefined): S2AnimatedBlocks {
  const e = zoneEntry(readZoneTable(p, 'AnimPatMaps', ids), zone, 0);
  if (e.kind !== 'value') throw importError('unreadableTable', e.st.file, 'AnimPatMaps: expected zoneOffsetTableEntry.w APM_X', { line: e.st.line });
  const rows = p.rowsAt(e.text, 'AnimPatMaps');
  if (rows[0]?.op !== 'begin_animpat') return { label: null, firstWord: 0, words: new Uint16Array(0) };
  const words: number[] = [];
  for (const st of rows.slice(1)) {
    if (st.op !== 'dc.w') break;
    for (const a of st.args) {
      const v = evaluateWithFunctions(a, functions, symbol);
      if (v === undefined) throw importError('unreadableTable', st.file, `${e.text}: cannot evaluate ${JSON.stringify(a)}`, { line: st.line });
      words.push(v & 0xffff);
    }
  }
  if (words.length > tableWords) throw importError('unreadableTable', rows[0].file, `${e.text}: ${words.length} words do not fit Block_Table's ${tableWords}`, { line: rows[0].line });
  return { label: e.text, firstWord: tableWords - words.length, words: Uint16Array.from(words) };
}
