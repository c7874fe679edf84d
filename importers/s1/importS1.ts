/**
 * Imports Sonic 1's acts from the user's own disassembly checkout as engine levels: the source
 * text gives the tables (s1Tables.ts, with the Revision conditionals resolved), the binary files
 * the data (Kosinski-compressed chunks, layouts, collision). Pure: the checkout is reached only
 * through the DisasmSource it is given, so the CLI and the workbench share every line of it.
 *
 * What the game does at load time and this reproduces: `LevelLayoutLoad` (each layout's rows
 * copied into 0x80-byte rows of v_lvllayout, the background at +0x40), `LevelDataLoad` (the
 * zone's chunks decompressed into chunk RAM, which they must fill exactly), `ColIndexLoad`,
 * `LevelSizeLoad` and `LevSz_StartLoc`.
 */
import { AsmProgram } from './asmProgram.ts';
import { boundedDisasmSource } from './boundedDisasmSource.ts';
import type { DisasmSource } from './disasmSource.ts';
import { ImportError, importError } from './importError.ts';
import { kosinskiDecompress } from './kosinski.ts';
import { readActExits } from './s1ActExits.ts';
import { S1_ACTS, findS1Act, type S1ActId } from './s1Acts.ts';
import { readActTables, readSharedTables, type S1LevelSize, type S1SharedTables } from './s1Tables.ts';
import { filterS1Placements, type ImportWarning } from './s1Objects.ts';
import { readArtQueues, readZoneArtQueues, type ArtQueueRead } from './s1ArtQueues.ts';
import { readObjectData } from './s1ObjectData.ts';
import type { Level, TileShapes } from '../../engine/level/types.ts';
import { ACT_CHUNK_COUNT, ACT_CHUNK_WORDS, ACT_LAYOUT_BYTES, NO_PLACEMENTS, type ActArtQueues, type RealAct } from '../../engine/level/realAct.ts';
import { ACT_SHAPE_BYTES, ACT_SHAPE_COUNT, actTileShapes, buildActLevel } from '../../engine/level/actLevel.ts';

export interface ImportOptions {
  /** 0 = REV00, 1 = REV01; default: what the checkout's sonic.asm declares. */
  readonly revision?: number;
  /** Load the act's object placements (default true). */
  readonly objects?: boolean;
}

export interface ImportedAct {
  readonly level: Level;
  /** What could not be reproduced, each listed once: placements with no engine counterpart (act, position, id), data the checkout lacks. */
  readonly warnings: readonly ImportWarning[];
}

/** One parsed checkout, shared by every act imported from it. */
export class S1Disassembly {
  readonly program: AsmProgram;
  readonly revision: number;
  private readonly shared: S1SharedTables;
  private readonly shapes: TileShapes;
  private readonly chunkCache = new Map<string, Uint16Array>();
  private art: ArtQueueRead | undefined;
  private exits: ReadonlyMap<string, string | null> | undefined;
  /** Every read of the checkout, bounded (boundedDisasmSource.ts: sizes, paths, total work). */
  private readonly source: DisasmSource;

  constructor(source: DisasmSource, revision?: number) {
    this.source = boundedDisasmSource(source);
    if (revision !== undefined && revision !== 0 && revision !== 1) {
      throw importError('badRevision', 'sonic.asm', `revision ${revision} is not 0 (REV00) or 1 (REV01)`);
    }
    this.program = new AsmProgram(this.source, 'sonic.asm', revision !== undefined ? new Map([['Revision', revision]]) : new Map());
    const declared = this.program.symbol('Revision');
    if (declared === undefined) throw importError('notADisassembly', 'sonic.asm', 'does not assign Revision: is this the Sonic 1 disassembly?');
    this.revision = declared === 0 ? 0 : 1;
    this.shared = readSharedTables(this.program);
    this.shapes = collisionShapes(this.shared);
  }

  /** Imports one act by id (`ghz1`, `sbz3`, `fz` ...). */
  importAct(id: string, options: ImportOptions = {}): ImportedAct {
    const which = findS1Act(id);
    if (which === undefined) {
      throw importError('unknownAct', 'sonic.asm', `no Sonic 1 act ${JSON.stringify(id)} (acts: ${S1_ACTS.map((a) => a.id).join(', ')})`);
    }
    return this.build(which, options.objects ?? true);
  }

  /** An act's start and level size from the tables alone (no chunk data): for listings. */
  actSummary(id: string): { readonly start: { readonly x: number; readonly y: number }; readonly size: S1LevelSize } {
    const which = findS1Act(id);
    if (which === undefined) throw importError('unknownAct', 'sonic.asm', `no Sonic 1 act ${JSON.stringify(id)} (acts: ${S1_ACTS.map((a) => a.id).join(', ')})`);
    const t = readActTables(this.program, which.zone, which.act);
    return { start: t.start, size: t.size };
  }

  /** Each act's next act when it ends (s1ActExits.ts; null: the game leaves the levels). */
  actExits(): ReadonlyMap<string, string | null> {
    return (this.exits ??= readActExits(this.program));
  }

  importAll(options: ImportOptions = {}): ImportedAct[] {
    return S1_ACTS.map((a) => this.build(a, options.objects ?? true));
  }

  /** The checkout's queues with this act's zone's own (its second list, the title card's): when the checkout has their art. */
  private actArtQueues(queues: ActArtQueues, which: S1ActId): ActArtQueues {
    const zone = readZoneArtQueues(this.program, this.source, which.zone, which.act);
    return zone === null ? queues : { ...queues, actStart: zone.actStart, cardExit: zone.cardExit, cardTravel: zone.cardTravel };
  }

  private build(which: S1ActId, withObjects: boolean): ImportedAct {
    const t = readActTables(this.program, which.zone, which.act);
    const layout = new Uint8Array(ACT_LAYOUT_BYTES);
    const warnings: ImportWarning[] = [];
    const fgFile = this.copyLayout(layout, 0, t.fgLayout, which.id, warnings);
    this.copyLayout(layout, 0x40, t.bgLayout, which.id, warnings);
    const placed = withObjects ? filterS1Placements(t.objects.bytes, t.objects.file, which.id) : { placements: NO_PLACEMENTS, warnings: [] };
    warnings.push(...placed.warnings);
    const art = (this.art ??= readArtQueues(this.program, this.source));
    // Play depends on the art queue's timing in two acts: SBZ2 goes on after its results card
    // (the card's wait delays giving back the controls); the Final Zone boss waits for its art.
    const lacking = which.id === 'fz' ? art.missing.fzBoss : which.id === 'sbz2' ? art.missing.titleCard : [];
    if (lacking.length > 0) {
      warnings.push({
        act: which.id, x: 0, y: 0, id: -1, subtype: 0,
        message: `the art the ${which.id === 'fz' ? 'Final Zone boss' : 'results card'} waits for is not in the checkout (${lacking.join(', ')}): its wait for the pattern load cues is taken as none`,
      });
    }
    // The tables the placed objects read (misc/mz_pfm1.bin ...), from the checkout like the terrain.
    const objectData = readObjectData(this.program, placed.placements);
    const act: RealAct = {
      game: 's1',
      id: which.id,
      zone: which.zone,
      act: which.act,
      revision: this.revision,
      layout,
      chunks: this.chunks(t.chunks.bytes, t.chunks.file),
      collisionIndex: t.collisionIndex.bytes.slice(),
      loopChunks: t.loopChunks,
      size: t.size,
      placements: placed.placements,
      ...(art.queues !== undefined ? { artQueues: this.actArtQueues(art.queues, which) } : {}),
      ...(objectData !== undefined ? { objectData } : {}),
    };
    checkChunkIds(act, fgFile);
    const level = buildActLevel({
      name: `${which.title} (Sonic 1 REV0${this.revision})`,
      profile: 's1',
      shapes: this.shapes,
      start: { x: t.start.x, y: t.start.y, character: 'sonic' },
      objects: [],
      act,
    });
    return { level, warnings };
  }

  /**
   * `LevelLayoutLoad2`: a width-1 and a height-1 byte, then the rows; each row goes to its own
   * 0x80-byte row of v_lvllayout from `column`. The routine copies as many bytes as the header
   * says, even past the end of the file (the ending's layout declares three rows and holds two):
   * those come from the ROM that follows, when the checkout has it, else they stay empty and a
   * warning says so. Returns the layout's file, for messages.
   */
  private copyLayout(out: Uint8Array, column: number, label: string, actId: string, warnings: ImportWarning[]): string {
    const head = this.program.bytesAt(label, 'Level_Index');
    const file = head.file;
    // The header must come from the layout file itself, not from the `even` padding after it.
    const own = file.endsWith('.asm') ? head.bytes : this.source.read(file) ?? head.bytes;
    if (head.bytes.length < 2 || own.length < 2) throw importError('truncatedFile', file, 'a layout needs its width and height bytes', { offset: Math.min(own.length, head.bytes.length) });
    const width = head.bytes[0] + 1;
    const height = head.bytes[1] + 1;
    if (height > 8 || column + width > 0x80) {
      throw importError('corruptData', file, `layout of ${width}x${height} chunks does not fit v_lvllayout (8 rows of 0x80)`, { offset: 0 });
    }
    const need = 2 + width * height;
    let src = head.bytes;
    if (src.length < need) {
      // Never silent: a layout shorter than its header says is either the ending's (the game
      // really reads on into the ROM) or a truncated file, and the terrain depends on it.
      const rom = this.program.romBytesFrom(label, need, 'Level_Index');
      src = rom.bytes;
      const declared = `${file} declares ${width}x${height} chunks but holds ${head.bytes.length - 2} bytes; the game reads the rest from the ROM that follows`;
      warnings.push({
        act: actId, x: 0, y: 0, id: -1, subtype: 0,
        message: rom.complete
          ? `${declared} (${need - head.bytes.length} bytes, read from the checkout)`
          : `${declared}, which stops at ${rom.stoppedAt}: ${need - src.length} layout bytes left empty`,
      });
    }
    for (let r = 0; r < height; r++) {
      const from = 2 + r * width;
      if (from >= src.length) break;
      out.set(src.subarray(from, Math.min(from + width, src.length)), r * 0x80 + column);
    }
    return file;
  }

  /** Chunk RAM for a zone's chunk file; acts of one zone share it. */
  private chunks(kos: Uint8Array, file: string): Uint16Array {
    const cached = this.chunkCache.get(file);
    if (cached !== undefined) return cached;
    const size = ACT_CHUNK_COUNT * ACT_CHUNK_WORDS * 2;
    const bytes = kosinskiDecompress(kos, file, size);
    if (bytes.length !== size) {
      throw importError('corruptData', file, `decompresses to ${bytes.length} bytes; chunk RAM (v_256x256) holds exactly ${size}`);
    }
    const words = new Uint16Array(ACT_CHUNK_COUNT * ACT_CHUNK_WORDS);
    for (let i = 0; i < words.length; i++) words[i] = (bytes[2 * i] << 8) | bytes[2 * i + 1];
    this.chunkCache.set(file, words);
    return words;
  }
}

/** Parses a checkout (its sonic.asm and everything that includes) for importing acts. */
export function openS1Disassembly(source: DisasmSource, revision?: number): S1Disassembly {
  return new S1Disassembly(source, revision);
}

/** Every chunk id the layout uses must be in chunk RAM (ids 1..0x52, and their loop twins). */
function checkChunkIds(act: RealAct, file: string): void {
  for (let i = 0; i < act.layout.length; i++) {
    const id = act.layout[i];
    if (id === 0) continue;
    const n = id & 0x7f;
    if (n > ACT_CHUNK_COUNT) {
      throw importError('corruptData', file, `layout row ${i >> 7} column ${i & 0x7f} names chunk ${hex(id)}, past the ${hex(ACT_CHUNK_COUNT)} chunks in chunk RAM`);
    }
  }
}

/**
 * The 256 collision shapes: heights from `CollArray1`, widths from `CollArray2`, angles from
 * `AngleMap` (16 signed bytes per shape; REV01's ConvertCollisionArray returns at once, so the
 * rotated array is used as the ROM holds it).
 */
function collisionShapes(t: S1SharedTables): TileShapes {
  const need = (d: { bytes: Uint8Array; file: string }, n: number): Uint8Array => {
    if (d.bytes.length < n) throw importError('truncatedFile', d.file, `holds ${d.bytes.length} bytes; 256 shapes need ${n}`, { offset: d.bytes.length });
    return d.bytes;
  };
  const h = need(t.heights, ACT_SHAPE_BYTES);
  const w = need(t.widths, ACT_SHAPE_BYTES);
  const a = need(t.angles, ACT_SHAPE_COUNT);
  return actTileShapes(
    new Int8Array(h.buffer.slice(h.byteOffset, h.byteOffset + ACT_SHAPE_BYTES)),
    new Int8Array(w.buffer.slice(w.byteOffset, w.byteOffset + ACT_SHAPE_BYTES)),
    a.slice(0, ACT_SHAPE_COUNT),
  );
}

function hex(v: number): string {
  return `$${v.toString(16).toUpperCase()}`;
}

export { ImportError };
