/**
 * A Sonic 2 act's layout and 128x128 chunks as the game holds them in RAM, for drawing: the
 * importer's own tables and decoders (importers/s2: readActTables, Kosinski, chunkWords) —
 * loadLevelLayout's Level_Layout ($1000 bytes: 16 rows of $100, the foreground in bytes 0..$7F
 * of each, the background in $80..$FF) and loadZoneBlockMaps' Chunk_Table (256 chunks of 8x8
 * block words: index $3FF, x flip $400, y flip $800, the collision bits above).
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import { kosinskiDecompress } from '../s1/kosinski.ts';
import { findS2Act, s2ActList } from '../s2/s2Acts.ts';
import { S2_CHUNK_BYTES, S2_LAYOUT_BYTES, chunkWords } from '../s2/s2Layers.ts';
import { readActTables, readLevelIndex } from '../s2/s2Tables.ts';
import { readZoneIds, zoneNumber } from '../s2/s2ZoneIds.ts';

export interface S2ActTerrain {
  /** Level_Layout: a chunk id per 128x128 cell. */
  readonly layout: Uint8Array;
  /** Chunk_Table's words, 64 per chunk. */
  readonly chunks: Uint16Array;
}

export function readS2ActTerrain(program: AsmProgram, source: DisasmSource, actId: string): S2ActTerrain {
  const which = findS2Act(actId);
  if (which === undefined) throw importError('unknownAct', 's2.asm', `no Sonic 2 act ${JSON.stringify(actId)} (acts: ${s2ActList()})`);
  const ids = readZoneIds(program);
  const t = readActTables(program, readLevelIndex(program, ids), (p) => source.read(p), zoneNumber(ids, which.zoneLabel), which.act);
  const layout = kosinskiDecompress(t.layout.bytes, t.layout.file, S2_LAYOUT_BYTES);
  if (layout.length !== S2_LAYOUT_BYTES) throw importError('corruptData', t.layout.file, `decompresses to ${layout.length} bytes; Level_Layout holds exactly ${S2_LAYOUT_BYTES}`);
  return { layout, chunks: chunkWords(kosinskiDecompress(t.chunks.bytes, t.chunks.file, S2_CHUNK_BYTES), t.chunks.file) };
}
