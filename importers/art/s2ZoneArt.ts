/**
 * One Sonic 2 act's art as the game leaves it for drawing the level: data only. Everything is
 * found through the checkout's tables by label, as the game finds it:
 * - patterns: VRAM as Level and its loaders fill it, in order — the zone's first pattern load
 *   request list (LevelArtPointers' plc1; `bsr.w LoadPLC`) and PLCID_Std2 (`moveq
 *   #PLCID_Std2,d0`), which the title card waits for (Level_TtlCard: `tst.l (Plc_Buffer).w`);
 *   then LoadZoneTiles: the zone's level art, Kosinski (`KosDec` into Chunk_Table — plain
 *   Kosinski: Sonic 2 has no Kosinski Moduled), Hill Top's and Wing Fortress's supplements
 *   decompressed over it (`; patch for HTZ`, `; patch for WFZ`), and the first d3 bytes DMAed to
 *   VRAM 0 (the decompressed length, or the NumTiles constant those zones and Death Egg set);
 *   then the second list (plc2, queued by loadZoneBlockMaps; it runs in the first frames);
 * - blocks: Block_Table as loadZoneBlockMaps decompresses the 16x16 mappings (Kosinski; Hill
 *   Top's patch at Block_Table+$980) and LoadAnimatedBlocks then copies the zone's AnimPatMaps
 *   blocks over its end (s2AnimPatMaps.ts);
 * - palette: Normal_palette after loading — PalID_BGND (Level_LoadPal: Sonic's and Tails' two
 *   lines, PalLoad_Now) then the row's palette (loadZoneBlockMaps' PalLoad_Now, lines 1..3 over
 *   Tails' line);
 * - waterPalette: Underwater_palette in the acts with water (Level_ClrRam's Level_InitWater:
 *   CPZ act 2, ARZ, HPZ): PalLoad_Water_Now of the zone's underwater palette (Level_WaterPal);
 *   null elsewhere.
 * One player alone (Sonic): Level queues the life-counter lists only for Tails alone or 2P.
 *
 * Not here: the uncompressed art the zone's animation scripts (AniArt_Load, Dynamic_Normal)
 * write over some patterns as it plays (EHZ's flowers and pulse balls, HTZ's lava, CNZ's flip
 * tiles …), the title card's, the HUD's (PLCID_Std1) and the players' art, palette cycling.
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import { kosinskiDecompress } from '../s1/kosinski.ts';
import { findS2Act, s2ActList } from '../s2/s2Acts.ts';
import { readS2RamSymbols } from '../s2/s2RamSymbols.ts';
import { readZoneIds, zoneNumber } from '../s2/s2ZoneIds.ts';
import { readAsFunctions, evaluateWithFunctions, type AsFunction } from './asFunctions.ts';
import { nemesisDecompress } from './nemesis.ts';
import { PALETTE_COLOURS, mdPalette, type MdPalette } from './palette.ts';
import { PATTERN_BYTES, PATTERN_PIXELS, patternPixels } from './patterns.ts';
import { readS2AnimatedBlocks, type S2AnimatedBlocks } from './s2AnimPatMaps.ts';
import { readS2IdPointers } from './s2IdPointers.ts';
import { readS2LevelArtRow } from './s2LevelArtPointers.ts';
import { S2Palettes, type S2PalPointer } from './s2Palettes.ts';
import { readS2PlcList, s2PlcListOf } from './s2PatternLoadCues.ts';
import type { PlacedArt } from './s1ZoneArt.ts';

/** Patterns the 64 KiB of VRAM hold. */
export const S2_VRAM_PATTERNS = 0x10000 / PATTERN_BYTES;
/** Bytes per block in Block_Table: four pattern words. */
export const S2_BLOCK_BYTES = 8;

/** Where the functions the tables are written with are defined (s2.asm includes it). */
const MACROS_FILE = 's2.macros.asm';

/**
 * LoadZoneTiles' zone cases (`cmpi.b #hill_top_zone,(Current_Zone).w` …): a supplement
 * decompressed at a pattern of the level art, and the patterns DMAed (d3) set by a constant.
 */
const ZONE_TILE_PATCHES: readonly { readonly zone: string; readonly art?: string; readonly at?: string; readonly tiles: string }[] = Object.freeze([
  { zone: 'hill_top_zone', art: 'ArtKos_HTZ', at: 'ArtTile_ArtKos_NumTiles_HTZ_Main', tiles: 'ArtTile_ArtKos_NumTiles_HTZ' },
  { zone: 'wing_fortress_zone', art: 'ArtKos_WFZ', at: 'ArtTile_ArtKos_NumTiles_WFZ_Main', tiles: 'ArtTile_ArtKos_NumTiles_WFZ' },
  { zone: 'death_egg_zone', tiles: 'ArtTile_ArtKos_NumTiles_DEZ' },
]);
/** loadZoneBlockMaps' Hill Top case: `lea (Block_Table+$980).w,a1 ; lea (BM16_HTZ).l,a0`. */
const HTZ_BLOCKS = { zone: 'hill_top_zone', label: 'BM16_HTZ', byte: 0x980 } as const;
/** Level_ClrRam's Level_InitWater and Level_LoadPal's underwater palettes, by zone (and act). */
const WATER: readonly { readonly zone: string; readonly act?: number; readonly palette: string }[] = Object.freeze([
  { zone: 'hidden_palace_zone', palette: 'PalID_HPZ_U' },
  { zone: 'chemical_plant_zone', act: 1, palette: 'PalID_CPZ_U' },
  { zone: 'aquatic_ruin_zone', palette: 'PalID_ARZ_U' },
]);
/** Level_LoadPal: `moveq #PalID_BGND,d0 ; bsr.w PalLoad_Now`; Level: `moveq #PLCID_Std2,d0`. */
const PLAYERS_PALETTE = 'PalID_BGND';
const STANDARD_LIST = 'PLCID_Std2';

export interface S2ZoneArt {
  readonly act: string;
  readonly zone: number;
  /** VRAM's 2048 patterns (64 pixels each) once both lists and the level art are in; unfilled patterns are 0. */
  readonly patterns: Uint8Array;
  /**
   * Each load in order: the lists' entries (list `PlrList_Ehz1` …) and the level art (list
   * `LevelArtPointers`, art `ArtKos_EHZ`, and the supplement). `phase` 1: before the title card
   * ends; 2: the second list, still running at the act's first frame.
   */
  readonly placed: readonly (PlacedArt & { readonly phase: 1 | 2 })[];
  /** Block_Table: four pattern words per block, its whole size (unfilled words 0). */
  readonly blocks: Uint16Array;
  /** Words of `blocks` the 16x16 mappings (and Hill Top's patch) fill from 0. */
  readonly blockWords: number;
  readonly blocksFile: string;
  readonly animatedBlocks: S2AnimatedBlocks;
  /** Normal_palette once loaded: 4 lines of 16. */
  readonly palette: MdPalette;
  readonly palettes: readonly S2PalPointer[];
  /** Underwater_palette in the acts with water, else null. */
  readonly waterPalette: MdPalette | null;
}

/** Reads act `actId`'s art (`ehz1` …) from the checkout behind `program` and `source`. */
export function readS2ZoneArt(program: AsmProgram, source: DisasmSource, actId: string): S2ZoneArt {
  const which = findS2Act(actId);
  if (which === undefined) throw importError('unknownAct', 's2.asm', `no Sonic 2 act ${JSON.stringify(actId)} (acts: ${s2ActList()})`);
  const zoneIds = readZoneIds(program);
  const zone = zoneNumber(zoneIds, which.zoneLabel);
  const row = readS2LevelArtRow(program, zoneIds, zone);
  const where = { file: row.st.file, line: row.st.line };
  const ids = readS2IdPointers(source);
  const ram = readS2RamSymbols(program, source);
  const functions = readFunctions(source);
  const symbol = (name: string): number | undefined => ram.value(name);
  const value = (expr: string): number => {
    const v = evaluateWithFunctions(expr, functions, symbol);
    if (v === undefined) throw importError('unreadableTable', 's2.constants.asm', `cannot evaluate ${expr}`);
    return v;
  };
  const isZone = (label: string): boolean => zoneIds.byLabel.get(label) === zone;

  const patterns = new Uint8Array(S2_VRAM_PATTERNS * PATTERN_PIXELS);
  const placed: (PlacedArt & { phase: 1 | 2 })[] = [];
  const queue = (id: string, phase: 1 | 2): void => {
    const list = s2PlcListOf(program, ids, id, where);
    for (const e of readS2PlcList(program, list, functions, symbol)) {
      const art = program.bytesAt(e.art, list);
      const bytes = nemesisDecompress(art.bytes, art.file, S2_VRAM_PATTERNS - e.tile);
      patterns.set(patternPixels(bytes), e.tile * PATTERN_PIXELS);
      placed.push({ list, art: e.art, file: art.file, tile: e.tile, count: bytes.length / PATTERN_BYTES, phase });
    }
  };
  queue(row.plc1, 1);
  queue(STANDARD_LIST, 1);

  // LoadZoneTiles: KosDec into Chunk_Table, the zone's patch over it, then d3 bytes to VRAM 0.
  const buffer = new Uint8Array(0x10000);
  const level = program.bytesAt(row.art, 'LevelArtPointers');
  const levelBytes = kosinskiDecompress(level.bytes, level.file, buffer.length);
  buffer.set(levelBytes);
  let size = levelBytes.length;
  const loads: { art: string; file: string; at: number; bytes: number }[] = [{ art: row.art, file: level.file, at: 0, bytes: levelBytes.length }];
  for (const patch of ZONE_TILE_PATCHES) {
    if (!isZone(patch.zone)) continue;
    if (patch.art !== undefined && patch.at !== undefined) {
      const sup = program.bytesAt(patch.art, 'LoadZoneTiles');
      const at = value(`tiles_to_bytes(${patch.at})`);
      const supBytes = kosinskiDecompress(sup.bytes, sup.file, buffer.length - at);
      buffer.set(supBytes, at);
      loads.push({ art: patch.art, file: sup.file, at, bytes: supBytes.length });
    }
    size = value(`tiles_to_bytes(${patch.tiles})`);
  }
  if (size % PATTERN_BYTES !== 0) throw importError('corruptData', level.file, `the level art is ${size} bytes, not whole patterns`);
  patterns.set(patternPixels(buffer.subarray(0, size)), 0);
  for (const l of loads) {
    const count = Math.max(0, Math.min(l.at + l.bytes, size) - l.at) / PATTERN_BYTES;
    placed.push({ list: 'LevelArtPointers', art: l.art, file: l.file, tile: l.at / PATTERN_BYTES, count: Math.floor(count), phase: 1 });
  }
  queue(row.plc2, 2);

  // loadZoneBlockMaps: the 16x16 mappings into Block_Table, Hill Top's patch; LoadAnimatedBlocks.
  const tableStart = ram.value('Block_Table');
  const tableEnd = ram.value('Block_Table_End');
  if (tableStart === undefined || tableEnd === undefined || tableEnd - tableStart < S2_BLOCK_BYTES) {
    throw importError('unreadableTable', 's2.constants.asm', 'lays out no Block_Table ... Block_Table_End (the 16x16 block mappings\' RAM)');
  }
  const tableBytes = tableEnd - tableStart;
  const blockBuffer = new Uint8Array(tableBytes);
  const map16 = program.bytesAt(row.blocks, 'LevelArtPointers');
  // KosDec knows no end but the data's: ARZ's mappings ($1900 bytes) run $100 past Block_Table
  // into TempArray_LayerDef. Block_Table keeps its own part.
  const map16Bytes = kosinskiDecompress(map16.bytes, map16.file, 0x10000);
  blockBuffer.set(map16Bytes.subarray(0, tableBytes));
  let filled = Math.min(map16Bytes.length, tableBytes);
  if (isZone(HTZ_BLOCKS.zone)) {
    const htz = program.bytesAt(HTZ_BLOCKS.label, 'loadZoneBlockMaps');
    const htzBytes = kosinskiDecompress(htz.bytes, htz.file, 0x10000).subarray(0, tableBytes - HTZ_BLOCKS.byte);
    blockBuffer.set(htzBytes, HTZ_BLOCKS.byte);
    filled = Math.max(filled, HTZ_BLOCKS.byte + htzBytes.length);
  }
  const blocks = new Uint16Array(tableBytes >> 1);
  for (let i = 0; i < blocks.length; i++) blocks[i] = (blockBuffer[2 * i] << 8) | blockBuffer[2 * i + 1];
  const animatedBlocks = readS2AnimatedBlocks(program, zoneIds, zone, blocks.length, functions, symbol);
  blocks.set(animatedBlocks.words, animatedBlocks.firstWord);

  const palettes = new S2Palettes(program, source, ids);
  const words = new Uint16Array(PALETTE_COLOURS);
  const loaded = palettes.load([PLAYERS_PALETTE, row.palette], words, where);
  const water = WATER.find((w) => isZone(w.zone) && (w.act === undefined || w.act === which.act));
  let waterPalette: MdPalette | null = null;
  if (water !== undefined) {
    const wet = new Uint16Array(PALETTE_COLOURS);
    palettes.load([water.palette], wet, where);
    waterPalette = mdPalette(wet);
  }

  return {
    act: which.id, zone, patterns, placed, blocks, blockWords: filled >> 1, blocksFile: map16.file, animatedBlocks,
    palette: mdPalette(words), palettes: loaded, waterPalette,
  };
}

function readFunctions(source: DisasmSource): Map<string, AsFunction> {
  const data = source.read(MACROS_FILE);
  if (data === null) throw importError('missingFile', MACROS_FILE, 'missing: the functions the tables are written with (tiles_to_bytes, make_block_tile) are defined there');
  return readAsFunctions(new TextDecoder('latin1').decode(data));
}
