/**
 * One Sonic 1 act's art, as the game leaves it for drawing the level: data only, no drawing.
 * Everything is found through the checkout's own tables, as the game finds it:
 * - patterns: the zone's pattern load cues — the first list of its `LevelHeaders` row (GM_Level
 *   queues it before the title card, which waits until it is all in VRAM) and the second
 *   (`LevelDataLoad` queues it as the act starts; it finishes in the first frames of play), each
 *   `plcm` entry's Nemesis art decompressed at its VRAM pattern index, in queue order, so a later
 *   entry overwrites an earlier one as in VRAM. The ending has neither in its row: GM_Ending
 *   loads `plcid_Ending` itself (End_LoadData, QuickPLC);
 * - blocks: the row's 16x16 mappings (`Blk16_X`), Enigma-decompressed with base tile 0 as
 *   `LevelDataLoad` does into v_16x16 (at most the size Variables.asm gives v_16x16);
 * - palette: what v_pal_dry holds once the act has faded in: Sonic's line (`palid_Sonic`,
 *   Level_SkipTtlCard) then the row's palette id (`LevelDataLoad`, which picks `palid_SBZ3` for
 *   SBZ3 and `palid_SBZ2` for SBZ2 and the Final Zone over the row's); the ending loads its own
 *   four lines first and Sonic's line over them (GM_Ending).
 *
 * - waterPalette: Labyrinth's (and SBZ3's) v_pal_water once the act has faded in: Sonic's
 *   underwater line (`palid_LZSonWater`, `palid_SBZ3SonWat` for act 3; Level_LoadPal's
 *   PalLoad3_Water), then the zone's underwater palette over all four lines (`palid_LZWater`,
 *   `palid_SBZ3Water`; Level_ChkWaterPal's PalLoad4_Water, the fade-in's target). Null in the
 *   zones without water.
 *
 * What is not here: the art `AnimateLevelGfx` copies uncompressed over parts of the level's
 * patterns every few frames (GHZ's flowers and waterfall, MZ's lava ...), the objects' art
 * queued later (PLC_Main2, the title card, explosions, animals, bosses), and palette cycling.
 */
import type { AsmProgram, AsmStatement } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import { S1_ACTS, findS1Act } from '../s1/s1Acts.ts';
import { readS1RamLabels } from '../s1/s1RamLabels.ts';
import type { RamLabelTable } from '../../engine/games/s1/ramLabelTable.ts';
import { enigmaDecompress } from './enigma.ts';
import { nemesisDecompress } from './nemesis.ts';
import { PALETTE_COLOURS, mdPalette, type MdPalette } from './palette.ts';
import { PATTERN_BYTES, PATTERN_PIXELS, patternPixels } from './patterns.ts';
import { loadS1Palettes, type PalPointer } from './s1Palettes.ts';
import { plcListOf, readPlcList } from './s1PatternLoadCues.ts';

/** Patterns the 64 KiB of VRAM hold, as a pattern word's 11-bit index addresses them. */
export const VRAM_PATTERNS = 0x10000 / PATTERN_BYTES;

/** Bytes per 16x16 block in v_16x16: four pattern words (top left, top right, bottom left, bottom right). */
export const BLOCK_BYTES = 8;

/** `id_EndZ`: the ending's zone, which loads its art in GM_Ending rather than through LevelHeaders. */
const ENDING_ZONE = 6;
/** `id_LZ`, `id_SBZ` (Constants.asm): the zones LevelDataLoad picks other palettes for. */
const ID_LZ = 1;
const ID_SBZ = 5;

export interface PlacedArt {
  /** The pattern load cue list (`PLC_GHZ`) and art label (`Nem_GHZ_1st`) of the entry. */
  readonly list: string;
  readonly art: string;
  /** The art's file in the checkout. */
  readonly file: string;
  /** First VRAM pattern index, and how many patterns. */
  readonly tile: number;
  readonly count: number;
}

export interface S1ZoneArt {
  readonly act: string;
  readonly zone: number;
  /**
   * VRAM's 2048 patterns as the zone's lists leave them: 64 pixels per pattern (palette indices
   * 0..15, row by row), indexed by a pattern word's low 11 bits. Patterns no entry fills are 0.
   */
  readonly patterns: Uint8Array;
  /** Each entry decompressed, in queue order. */
  readonly placed: readonly PlacedArt[];
  /** The 16x16 block mappings: four pattern words per block (priority, palette line, flips, pattern index). */
  readonly blocks: Uint16Array;
  readonly blocksFile: string;
  /** v_pal_dry after the fade-in: 4 lines of 16. */
  readonly palette: MdPalette;
  /** The PalPointers rows loaded, in order. */
  readonly palettes: readonly PalPointer[];
  /** v_pal_water after the fade-in (Labyrinth and SBZ3), else null. */
  readonly waterPalette: MdPalette | null;
}

/** Reads act `actId`'s zone art from the checkout behind `program` (and `source`, for Variables.asm and Constants.asm). */
export function readS1ZoneArt(program: AsmProgram, source: DisasmSource, actId: string): S1ZoneArt {
  const which = findS1Act(actId);
  if (which === undefined) {
    throw importError('unknownAct', 'sonic.asm', `no Sonic 1 act ${JSON.stringify(actId)} (acts: ${S1_ACTS.map((a) => a.id).join(', ')})`);
  }
  const header = levelHeader(program, which.zone);
  const [plc1, , plc2, sixteen, , , pal] = header.args;
  const where = { file: header.file, line: header.line };

  const labels = readS1RamLabels(program, source, program.symbol('Revision') === 0 ? 0 : 1);
  const constants = new Map(labels.constants);
  const symbol = (name: string): number | undefined => constants.get(name) ?? program.symbol(name);

  // GM_Level queues the row's first list (AddPLC) and LevelDataLoad its second; the ending's
  // row has 0 for both, and End_LoadData loads its own (`moveq #plcid_Ending,d0; bsr.w QuickPLC`).
  const lists = which.zone === ENDING_ZONE ? ['plcid_Ending'] : [plc1, plc2];
  const patterns = new Uint8Array(VRAM_PATTERNS * PATTERN_PIXELS);
  const placed: PlacedArt[] = [];
  for (const id of lists) {
    const list = plcListOf(program, id, where);
    if (list === null) continue;
    for (const entry of readPlcList(program, list, symbol)) {
      if (entry.tile >= VRAM_PATTERNS) {
        throw importError('unreadableTable', entry.file, `${list}: ${entry.art} goes to pattern $${entry.tile.toString(16)}, past the end of VRAM ($${VRAM_PATTERNS.toString(16)} patterns)`, { line: entry.line });
      }
      const art = program.bytesAt(entry.art, entry.file);
      // The VDP would wrap at the end of VRAM; no zone's art reaches it, so running past is an error.
      const bytes = nemesisDecompress(art.bytes, art.file, VRAM_PATTERNS - entry.tile);
      patterns.set(patternPixels(bytes), entry.tile * PATTERN_PIXELS);
      placed.push({ list, art: entry.art, file: art.file, tile: entry.tile, count: bytes.length / PATTERN_BYTES });
    }
  }

  const map16 = program.bytesAt(sixteen, header.file);
  const blocks = enigmaDecompress(map16.bytes, map16.file, 0, blockRamWords(labels));

  // LevelDataLoad: `cmpi.w #(id_LZ<<8)+3,(v_zone).w` → palid_SBZ3; (id_SBZ<<8)+1 or +2 → palid_SBZ2.
  const zonePalette = which.zone === ID_LZ && which.act === 3 ? 'palid_SBZ3' : which.zone === ID_SBZ && (which.act === 1 || which.act === 2) ? 'palid_SBZ2' : pal;
  // Level_SkipTtlCard loads Sonic's line before LevelDataLoad; GM_Ending after it.
  const order = which.zone === ENDING_ZONE ? [zonePalette, 'palid_Sonic'] : ['palid_Sonic', zonePalette];
  const words = new Uint16Array(PALETTE_COLOURS);
  const palettes = loadS1Palettes(program, order, words, where);

  // Level_LoadPal and Level_ChkWaterPal: only Labyrinth's zone (its act 3 being SBZ3) has water.
  let waterPalette: MdPalette | null = null;
  if (which.zone === ID_LZ) {
    const sbz3 = which.act === 3;
    const water = new Uint16Array(PALETTE_COLOURS);
    loadS1Palettes(program, [sbz3 ? 'palid_SBZ3SonWat' : 'palid_LZSonWater', sbz3 ? 'palid_SBZ3Water' : 'palid_LZWater'], water, where);
    waterPalette = mdPalette(water);
  }

  return { act: which.id, zone: which.zone, patterns, placed, blocks, blocksFile: map16.file, palette: mdPalette(words), palettes, waterPalette };
}

/** The zone's `lhead` row: 1st PLC, level gfx, 2nd PLC, 16x16, 256x256, music, palette. */
function levelHeader(program: AsmProgram, zone: number): AsmStatement {
  const rows = program.rowsAt('LevelHeaders', 'LevelHeaders.asm').filter((st) => st.op === 'lhead');
  const row = rows[zone];
  if (row === undefined || row.args.length !== 7) {
    const last = row ?? rows[rows.length - 1];
    throw importError('unreadableTable', last?.file ?? 'sonic.asm', `LevelHeaders has no lhead row of 7 operands for zone ${zone}`, last !== undefined ? { line: last.line } : {});
  }
  return row;
}

/** v_16x16's size in words, from Variables.asm: what EniDec may write before it overruns the next variable. */
function blockRamWords(labels: RamLabelTable): number {
  const v = labels.variables.find(([name]) => name === 'v_16x16');
  if (v === undefined || v[2] < BLOCK_BYTES) throw importError('unreadableTable', 'Variables.asm', 'lays out no v_16x16 (the 16x16 block mappings\' RAM)');
  return v[2] >> 1;
}
