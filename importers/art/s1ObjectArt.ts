/**
 * VRAM's patterns for drawing objects in an act: the zone's art (s1ZoneArt.ts: its two pattern
 * load cue lists) with the lists every level also has on top, in the order the game queues
 * them: `plcid_Main` (lamppost, HUD, lives, rings, points) and `plcid_Main2` (monitors, shield,
 * stars; GM_Level's loc_37FC), then `plcid_Explode` (Card_ChangeArt, as the title card leaves),
 * then any `extra` lists the act queues later (`plcid_Signpost` from the end-of-act level
 * events). Sonic's patterns are not here: Sonic_LoadGfx copies them per frame (loadSonicPatterns).
 */
import type { AsmProgram } from '../s1/asmProgram.ts';
import type { DisasmSource } from '../s1/disasmSource.ts';
import { importError } from '../s1/importError.ts';
import { readS1RamLabels } from '../s1/s1RamLabels.ts';
import { nemesisDecompress } from './nemesis.ts';
import { PATTERN_PIXELS, patternPixels } from './patterns.ts';
import { plcListOf, readPlcList } from './s1PatternLoadCues.ts';
import { VRAM_PATTERNS, type S1ZoneArt } from './s1ZoneArt.ts';
import type { S1SonicArt } from './s1SonicArt.ts';
import { readS1ObjectMappings, readS1ObjectMappingUses } from './s1ObjectMappings.ts';
import type { ObjectSpriteEntry, S1ObjectSpriteArt } from '../../render/s1ObjectSprites.ts';

export const LEVEL_OBJECT_LISTS = ['plcid_Main', 'plcid_Main2', 'plcid_Explode'] as const;

/** A copy of the zone's VRAM with `lists` (plcid_ names) decompressed over it in order. */
export function s1ObjectVram(program: AsmProgram, source: DisasmSource, zone: Pick<S1ZoneArt, 'patterns'>, lists: readonly string[] = LEVEL_OBJECT_LISTS): Uint8Array {
  const labels = readS1RamLabels(program, source, program.symbol('Revision') === 0 ? 0 : 1);
  const constants = new Map(labels.constants);
  const symbol = (name: string): number | undefined => constants.get(name) ?? program.symbol(name);
  const vram = zone.patterns.slice();
  const where = { file: 'sonic.asm', line: 0 };
  for (const id of lists) {
    const list = plcListOf(program, id, where);
    if (list === null) continue;
    for (const entry of readPlcList(program, list, symbol)) {
      if (entry.tile >= VRAM_PATTERNS) throw importError('unreadableTable', entry.file, `${list}: ${entry.art} goes past the end of VRAM`, { line: entry.line });
      const art = program.bytesAt(entry.art, entry.file);
      vram.set(patternPixels(nemesisDecompress(art.bytes, art.file, VRAM_PATTERNS - entry.tile)), entry.tile * PATTERN_PIXELS);
    }
  }
  return vram;
}

/**
 * Sonic_LoadGfx for mapping frame `frame`: its dynamic loads (runs of Art_Sonic) copied one
 * after another into `vram` from pattern `artTile` (ArtTile_Sonic) on.
 */
export function loadSonicPatterns(vram: Uint8Array, sonic: S1SonicArt, frame: number, artTile: number): void {
  let at = artTile;
  for (const l of sonic.loads[frame] ?? []) {
    for (let i = 0; i < l.count; i++, at++) {
      const from = (l.offset + i) * PATTERN_PIXELS;
      if (from + PATTERN_PIXELS > sonic.patterns.length || (at + 1) * PATTERN_PIXELS > vram.length) continue;
      vram.set(sonic.patterns.subarray(from, from + PATTERN_PIXELS), at * PATTERN_PIXELS);
    }
  }
}

/**
 * The act's object sprite art (render/s1ObjectSprites.ts): VRAM as s1ObjectVram leaves it and,
 * per object id, the first mappings its routine's file writes with their obGfx (s1ObjectMappings.ts).
 * Sonic ($01) is left out: his patterns change every frame (the view draws him on his own), and
 * so are ids whose obGfx is not a constant.
 */
export function readS1ObjectSpriteArt(program: AsmProgram, source: DisasmSource, zone: Pick<S1ZoneArt, 'patterns'>): S1ObjectSpriteArt {
  const consts = new Map(readS1RamLabels(program, source, program.symbol('Revision') === 0 ? 0 : 1).constants);
  const maps = readS1ObjectMappings(program, source);
  const byId = new Map<number, ObjectSpriteEntry>();
  for (const [id, list] of readS1ObjectMappingUses(program, source, (n) => consts.get(n) ?? program.symbol(n))) {
    const frames = maps.get(list[0].map);
    if (id !== SONIC_ID && frames !== undefined && list[0].gfx !== null) byId.set(id, { frames, gfx: list[0].gfx });
  }
  return { vram: s1ObjectVram(program, source, zone), byId };
}

const SONIC_ID = 1;
