/**
 * A disassembly folder the user picked, read and imported off the page's thread (the
 * disassembly worker runs this; Node tests run it on files from disk). It reads only the files
 * the importer needs (importers/s1/disasmFolder.ts), parses the checkout once per revision, and
 * imports one act at a time into its `subpixel-level/2` document, which the engine worker then
 * checks, keeps and stores (worker/actLibrary.ts).
 *
 * A folder whose checkout is Sonic 2's (it holds s2.asm and no sonic.asm, as the CLI tells them
 * apart) is read as one (s2FolderActs.ts): its 20 acts listed, imported the same way; it has
 * one revision (its gameRevision), no run of acts and no art for the picture yet.
 *
 * Every failure is a value naming the file inside the checkout and where in it (the importer's
 * ImportError: a source line or a byte offset), never a throw: the page shows it in its error
 * panel and the project stays as it was.
 */
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { ImportError, openS1Disassembly, type S1Disassembly } from '../../../importers/s1/importS1.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import type { ImportWarning } from '../../../importers/s1/s1Objects.ts';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { readS1RamLabels } from '../../../importers/s1/s1RamLabels.ts';
import type { RamLabelTable } from '../../../engine/games/s1/ramLabelTable.ts';
import type { WorkbenchError, WorkerResult } from '../worker/protocol.ts';
import { readS1ZoneArt } from '../../../importers/art/s1ZoneArt.ts';
import { readS1SonicArt, type S1SonicArt } from '../../../importers/art/s1SonicArt.ts';
import { readS1ObjectSpriteArt } from '../../../importers/art/s1ObjectArt.ts';
import type { S1ObjectSpriteArt } from '../../../render/s1ObjectSprites.ts';
import { s1ActArt, type S1ActArt } from '../../../render/s1ActPicture.ts';
import { readS1BackgroundTablesIfThere } from '../../../render/s1BackgroundTables.ts';
import { readS1CycleTables, type S1CycleTables } from '../../../render/s1PaletteCycle.ts';
import { readSpecialRunData } from '../../../realgame/games/s1/s1SpecialRunData.ts';
import type { S1SpecialRunData } from '../../../engine/games/s1/s1ActRun.ts';
import type { S2Disassembly } from '../../../importers/s2/importS2.ts';
import { S2_FOLDER_ACTS, importS2ActDocument, openS2Folder } from './s2FolderActs.ts';

/**
 * The checkout's root files: which game a folder read is (Sonic 2's: s2.asm, or a damaged one's
 * s2.constants.asm, without sonic.asm; importers/s2/s2DisasmFolder.ts pickedCheckoutGame).
 */
const S1_ROOT = 'sonic.asm';
const S2_FILES = ['s2.asm', 's2.constants.asm'];

/** What a run of acts needs of the checkout (DisasmReader.runActs), for the engine worker's act library. */
export interface RunDocuments {
  readonly revision: number;
  readonly objects: boolean;
  /** The acts the run can go on into, in LevelOrder's order. */
  readonly acts: readonly ImportedActDocument[];
  readonly exits: readonly (readonly [string, string | null])[];
  readonly special: S1SpecialRunData | null;
  readonly specialProblem: string | null;
  /** Why the run ends before an act of its chain (that act did not import), or null: every act is there. */
  readonly actProblem: string | null;
}

/** One file of the picked folder: the path the importer asks for, and how to read it. */
export interface PickedFile {
  readonly path: string;
  readonly read: () => Promise<Uint8Array>;
}

/** Where reading and importing are (the panel's progress bar). */
export interface DisasmProgress {
  readonly phase: 'read' | 'parse' | 'import';
  /** Files (read) read so far, of `total`; 0 of 1 while a step without parts runs. */
  readonly done: number;
  readonly total: number;
}

export interface OpenedDisassembly {
  /** The folder's name. */
  readonly name: string;
  /** Whose checkout it is: Sonic 1's (s1disasm) or Sonic 2's (s2disasm). */
  readonly game: 's1' | 's2';
  readonly files: number;
  readonly bytes: number;
  /** The revision the acts are built for (0 = REV00, 1 = REV01; Sonic 2's: the checkout's gameRevision). */
  readonly revision: number;
  /** Whether that is what the checkout declares (no revision was asked for; always, for Sonic 2's). */
  readonly declared: boolean;
  readonly readMs: number;
  readonly parseMs: number;
  readonly acts: readonly { readonly id: string; readonly title: string }[];
}

export interface ImportedActDocument {
  /** The act as a `subpixel-level/2` document. */
  readonly json: string;
  readonly name: string;
  readonly hash: number;
  /** Placements with no engine port yet (left out), and level data the checkout lacks. */
  readonly warnings: readonly ImportWarning[];
  readonly importMs: number;
  /**
   * The checkout's RAM labels (Variables.asm, Constants.asm), stored with the act for the RAM
   * watch; null when they could not be read (`ramLabelsProblem` says why; the act still loads).
   */
  readonly ramLabels: RamLabelTable | null;
  readonly ramLabelsProblem: string | null;
}

/** Progress is reported at most this often while reading (plus the last file). */
const READ_REPORT_EVERY = 24;

export class DisasmReader {
  private files: Map<string, Uint8Array> | null = null;
  private name = '';
  private readMs = 0;
  private bytes = 0;
  /** Parsed checkouts by the revision asked for ('declared', '0', '1'). */
  private parsed = new Map<string, S1Disassembly>();
  private current: S1Disassembly | null = null;
  /** The RAM labels read from each parsed checkout (once: every act of it shares them). */
  private readonly labels = new WeakMap<S1Disassembly, { table: RamLabelTable | null; problem: string | null }>();
  private currentKey = 'declared';
  /** The parsed Sonic 2 checkout, when the folder is one (then `current` stays null). */
  private s2: S2Disassembly | null = null;
  /** The picture's art read so far, by revision and act (cleared with a new folder). */
  private readonly arts = new Map<string, WorkerResult<S1ActArt>>();
  /**
   * Sonic 1's act documents imported so far, by revision key, act and objects setting (cleared
   * with a new folder): a run of acts (runActs) imports every act after the chosen one, and each
   * pick of an act asks for them again.
   */
  private readonly documents = new Map<string, WorkerResult<ImportedActDocument>>();

  /** Reads the picked files (the folder as a whole: a new pick replaces the last one), then parses. */
  async open(name: string, picked: readonly PickedFile[], revision: 0 | 1 | null, progress: (p: DisasmProgress) => void = () => {}): Promise<WorkerResult<OpenedDisassembly>> {
    const started = now();
    const files = new Map<string, Uint8Array>();
    let bytes = 0;
    for (let i = 0; i < picked.length; i++) {
      const f = picked[i];
      try {
        const data = await f.read();
        files.set(f.path, data);
        bytes += data.length;
      } catch (e) {
        return fail('readFailed', f.path, `could not be read (${e instanceof Error ? e.message : String(e)}): pick the folder again`);
      }
      if (i % READ_REPORT_EVERY === READ_REPORT_EVERY - 1 || i === picked.length - 1) progress({ phase: 'read', done: i + 1, total: picked.length });
    }
    this.files = files;
    this.name = name;
    this.bytes = bytes;
    this.readMs = now() - started;
    this.parsed.clear();
    this.arts.clear();
    this.documents.clear();
    this.current = null;
    this.s2 = null;
    if (S2_FILES.some((f) => files.has(f)) && !files.has(S1_ROOT)) return this.openS2(progress);
    return this.setRevision(revision, progress);
  }

  /** A Sonic 2 checkout: parsed once (its one revision, the gameRevision s2.asm assigns). */
  private openS2(progress: (p: DisasmProgress) => void): WorkerResult<OpenedDisassembly> {
    const started = now();
    progress({ phase: 'parse', done: 0, total: 1 });
    try {
      this.s2 = openS2Folder(this.name, this.files!);
    } catch (e) {
      this.files = null;
      return importFailure(e);
    }
    progress({ phase: 'parse', done: 1, total: 1 });
    return { ok: true, value: this.s2Info(Math.round(now() - started)) };
  }

  private s2Info(parseMs: number): OpenedDisassembly {
    return {
      name: this.name, game: 's2', files: this.files!.size, bytes: this.bytes, revision: this.s2!.revision, declared: true,
      readMs: Math.round(this.readMs), parseMs, acts: S2_FOLDER_ACTS,
    };
  }

  /**
   * Parses the folder for another revision (null: the one the checkout declares); parsed once
   * each. A Sonic 2 folder has one (what it builds): the answer is the same whatever is asked.
   */
  setRevision(revision: 0 | 1 | null, progress: (p: DisasmProgress) => void = () => {}): WorkerResult<OpenedDisassembly> {
    if (this.files === null) return fail('noDisassembly', '', 'no disassembly folder is open');
    if (this.s2 !== null) return { ok: true, value: this.s2Info(0) };
    const key = revision === null ? 'declared' : String(revision);
    let d = this.parsed.get(key);
    const started = now();
    if (d === undefined) {
      progress({ phase: 'parse', done: 0, total: 1 });
      try {
        d = openS1Disassembly(memoryDisasmSource(this.name, this.files), revision ?? undefined);
      } catch (e) {
        return importFailure(e);
      }
      this.parsed.set(key, d);
      progress({ phase: 'parse', done: 1, total: 1 });
    }
    this.current = d;
    this.currentKey = key;
    return {
      ok: true,
      value: {
        name: this.name, game: 's1', files: this.files.size, bytes: this.bytes, revision: d.revision, declared: key === 'declared',
        readMs: Math.round(this.readMs), parseMs: Math.round(now() - started), acts: S1_ACTS.map((a) => ({ id: a.id, title: a.title })),
      },
    };
  }

  /** Imports one act of the open folder (`objects` false: terrain and level rules only). */
  importAct(id: string, objects: boolean, progress: (p: DisasmProgress) => void = () => {}): WorkerResult<ImportedActDocument> {
    if (this.s2 !== null) return this.importS2Act(this.s2, id, objects, progress);
    const d = this.current;
    if (d === null) return fail('noDisassembly', '', 'no disassembly folder is open');
    const key = `${this.currentKey}|${id}|${objects}`;
    const known = this.documents.get(key);
    if (known !== undefined) return known;
    const started = now();
    progress({ phase: 'import', done: 0, total: 1 });
    let r: WorkerResult<ImportedActDocument>;
    try {
      const { level, warnings } = d.importAct(id, { objects });
      const json = writeLevelText(level);
      const labels = this.ramLabels(d);
      progress({ phase: 'import', done: 1, total: 1 });
      r = {
        ok: true,
        value: { json, name: level.name, hash: level.hash >>> 0, warnings, importMs: Math.round(now() - started), ramLabels: labels.table, ramLabelsProblem: labels.problem },
      };
    } catch (e) {
      r = importFailure(e);
    }
    this.documents.set(key, r);
    return r;
  }

  /** A Sonic 2 act (`objects` false: without its ring and object layouts, `--no-objects`); no RAM labels (the RAM watch's table is Sonic 1's). */
  private importS2Act(d: S2Disassembly, id: string, objects: boolean, progress: (p: DisasmProgress) => void): WorkerResult<ImportedActDocument> {
    const started = now();
    progress({ phase: 'import', done: 0, total: 1 });
    try {
      const { json, level, warnings } = importS2ActDocument(d, id, objects);
      progress({ phase: 'import', done: 1, total: 1 });
      return {
        ok: true,
        value: { json, name: level.name, hash: level.hash >>> 0, warnings, importMs: Math.round(now() - started), ramLabels: null, ramLabelsProblem: "Sonic 2's RAM labels are not read yet" },
      };
    } catch (e) {
      return importFailure(e);
    }
  }

  /**
   * What a run of acts from act `id` needs (engine/games/s1/s1ActRun.ts S1ActRunSource): every
   * act it can go on into (LevelOrder's exits from `id` on, imported with the same `objects`
   * setting), the exits, and the special stages' data with the results screen's pattern counts
   * (realgame/games/s1/s1SpecialRunData.ts), or why the checkout has none (`specialProblem`: the
   * run then stops at a giant ring, as the CLI's trace does). An act of the chain that does not
   * import (a damaged file) ends the run before it (`actProblem` says why): the act itself still
   * plays, as far as the checkout can take it.
   */
  runActs(id: string, objects: boolean, progress: (p: DisasmProgress) => void = () => {}): WorkerResult<RunDocuments> {
    if (this.s2 !== null) return fail('noActRun', '', "a Sonic 2 act plays alone: the engine does not go on across Sonic 2's act ends yet");
    const d = this.current;
    if (d === null || this.files === null) return fail('noDisassembly', '', 'no disassembly folder is open');
    try {
      const exits = d.actExits();
      const chain: string[] = [];
      for (let next = exits.get(id) ?? null; next !== null && !chain.includes(next) && next !== id; next = exits.get(next) ?? null) chain.push(next);
      const acts: ImportedActDocument[] = [];
      let actProblem: string | null = null;
      for (const act of chain) {
        progress({ phase: 'import', done: acts.length, total: chain.length });
        const r = this.importAct(act, objects);
        if (!r.ok) {
          actProblem = `${act}: ${r.error.path === '' ? '' : `${r.error.path}: `}${r.error.message}`;
          break;
        }
        acts.push(r.value);
      }
      let special: S1SpecialRunData | null = null;
      let specialProblem: string | null = null;
      try {
        special = readSpecialRunData(d.program, memoryDisasmSource(this.name, this.files), d.revision);
      } catch (e) {
        specialProblem = e instanceof Error ? e.message : String(e);
      }
      return { ok: true, value: { revision: d.revision, objects, acts, exits: [...exits], special, specialProblem, actProblem } };
    } catch (e) {
      return importFailure(e);
    }
  }

  /**
   * Act `id`'s art for the level view's picture (render/s1ActPicture.ts), read from the open
   * folder for ROM revision `revision` (the checkout is parsed for it once, if it was not yet).
   * A checkout without the art is a value naming the file, as for the act. Kept per act and
   * revision until another folder is opened (the art is read once: the checkout's read budget).
   */
  actArt(id: string, revision: number): WorkerResult<S1ActArt> {
    if (this.files === null) return fail('noDisassembly', '', 'no disassembly folder is open');
    if (this.s2 !== null) return fail('noArt', '', "Sonic 2's art is not drawn yet");
    if (revision !== 0 && revision !== 1) return fail('badRevision', '', `revision ${revision} is not 0 or 1`);
    const key = `${revision}:${id}`;
    const kept = this.arts.get(key);
    if (kept !== undefined) return kept;
    const got = this.readActArt(id, revision);
    this.arts.set(key, got);
    return got;
  }

  private readActArt(id: string, revision: 0 | 1): WorkerResult<S1ActArt> {
    if (this.files === null) return fail('noDisassembly', '', 'no disassembly folder is open');
    try {
      let d = [...this.parsed.values()].find((p) => p.revision === revision);
      if (d === undefined) {
        d = openS1Disassembly(memoryDisasmSource(this.name, this.files), revision);
        this.parsed.set(String(revision), d);
      }
      const source = memoryDisasmSource(this.name, this.files);
      const zone = readS1ZoneArt(d.program, source, id);
      // Sonic's sprite is drawn where the checkout has his mappings and art; the act's picture does not need them.
      let sonic: S1SonicArt | null = null;
      try {
        sonic = readS1SonicArt(d.program, source);
      } catch {
        sonic = null;
      }
      // The objects' sprites likewise, where the checkout has their mappings and art.
      let objects: S1ObjectSpriteArt | null = null;
      try {
        objects = readS1ObjectSpriteArt(d.program, source, zone);
      } catch {
        objects = null;
      }
      // And the palette cycles' tables, where the checkout has them.
      let cycles: S1CycleTables | null = null;
      try {
        cycles = readS1CycleTables(d.program);
      } catch {
        cycles = null;
      }
      return { ok: true, value: { ...s1ActArt(zone, revision, sonic), background: readS1BackgroundTablesIfThere(d.program, revision), objects, cycles } };
    } catch (e) {
      return importFailure(e);
    }
  }

  private ramLabels(d: S1Disassembly): { table: RamLabelTable | null; problem: string | null } {
    let got = this.labels.get(d);
    if (got === undefined) {
      try {
        got = { table: readS1RamLabels(d.program, memoryDisasmSource(this.name, this.files!), d.revision), problem: null };
      } catch (e) {
        const f = importFailure(e);
        got = { table: null, problem: `${f.error.path}: ${f.error.message}` };
      }
      this.labels.set(d, got);
    }
    return got;
  }

  /** The open folder's name and revision key, or null. */
  get opened(): { readonly name: string; readonly revision: string } | null {
    if (this.s2 !== null) return { name: this.name, revision: 'declared' };
    return this.current === null ? null : { name: this.name, revision: this.currentKey };
  }
}

/** An ImportError as the workbench's error value: the file and where in it as the path. */
function importFailure(e: unknown): { ok: false; error: WorkbenchError } {
  if (e instanceof ImportError) {
    const { code, file, line, offset, message } = e.info;
    const where = line !== undefined ? `${file}:${line}` : offset !== undefined ? `${file} at byte ${offset}` : file;
    return { ok: false, error: { code, path: where, message } };
  }
  return fail('importFailed', '', e instanceof Error ? e.message : String(e));
}

function fail(code: string, path: string, message: string): { ok: false; error: WorkbenchError } {
  return { ok: false, error: { code, path, message } };
}

function now(): number {
  return performance.now();
}
