/**
 * The real acts this workbench has imported (Sonic 1's, and Sonic 2's: a plain level with the
 * `s2` layouts whose name says the act, movies/formats/levelRef.ts s2ActRef): each one parsed once into memory and stored once
 * in IndexedDB (movies/storage levels store, keyed by the level hash), so projects, branches and
 * movies name an act by reference ({ act: ActLevelRef }) and a reload never asks for the
 * disassembly again.
 *
 * Lookups the engine session makes are synchronous (`get`): every entry point that may meet an
 * act the worker has not parsed yet (opening a project, a settings change, a movie import)
 * `ensure`s it first, which reads it from storage. A stored document is checked like any level
 * file, and against the hash it is stored under: a damaged record is an error naming it, never
 * another level used silently.
 */
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import type { LevelRecord } from '../../../movies/storage/schema.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { S1ActRunSource, S1SpecialRunData } from '../../../engine/games/s1/s1ActRun.ts';
import { checkRamLabelTable, type RamLabelTable } from '../../../engine/games/s1/ramLabelTable.ts';
import type { ActLevelRef, WorkbenchError, WorkerResult } from './protocol.ts';

/** What the library needs of storage (ProjectHost provides it; absent storage keeps acts in memory only). */
export interface ActLevelStore {
  saveLevel(record: LevelRecord): Promise<WorkerResult<true>>;
  loadLevel(hash: number): Promise<WorkerResult<LevelRecord | null>>;
  listLevels(): Promise<WorkerResult<Omit<LevelRecord, 'json'>[]>>;
}

/** The synchronous part the engine session uses. */
export interface ActLookup {
  get(ref: ActLevelRef): WorkerResult<Level>;
  /**
   * Where a run of Sonic 1 acts from `level` goes on (its next acts, the special stages), or
   * null: the act plays alone, as a hand-made level does (absent: every act plays alone).
   */
  runSource?(level: Level): S1ActRunSource | null;
}

/** A lookup that knows no acts (sessions without a library: tests of hand-made levels). */
export const NO_ACTS: ActLookup = { get: (ref) => notLoaded(ref) };

/**
 * The RAM labels an act came with (its checkout's Variables.asm and Constants.asm), or why there
 * are none: stored before the workbench kept them, or damaged in storage.
 */
export type ActRamLabels = { readonly ok: true; readonly table: RamLabelTable } | { readonly ok: false; readonly reason: string };

/** Where a checkout's runs of acts go (DisasmReader.runActs), per revision and objects setting. */
export interface ActRunData {
  readonly exits: ReadonlyMap<string, string | null>;
  readonly special: S1SpecialRunData | null;
  /** The acts a run goes on into, by id (kept in memory for the session: not stored, not listed). */
  readonly levels: ReadonlyMap<string, Level>;
}

export class ActLibrary implements ActLookup {
  private readonly levels = new Map<number, { ref: ActLevelRef; level: Level; labels: ActRamLabels }>();
  /** The exits and special stages of the open checkout, by `revision|objects`; kept for the session (not stored). */
  private readonly runs = new Map<string, ActRunData>();

  /** Where runs of the acts of `revision` (with or without objects) go, from the open checkout. */
  setRun(revision: number, objects: boolean, data: ActRunData): void {
    this.runs.set(`${revision}|${objects}`, data);
  }

  /** The run's acts already kept for `revision` and `objects` when they are the documents' (the same act hashes), else null: a new pick of an act of the same folder need not parse them again. */
  keptRunLevels(revision: number, objects: boolean, docs: readonly { hash: number }[]): ReadonlyMap<string, Level> | null {
    const run = this.runs.get(`${revision}|${objects}`);
    if (run === undefined || run.levels.size !== docs.length) return null;
    const kept = new Set([...run.levels.values()].map((l) => l.hash >>> 0));
    return docs.every((d) => kept.has(d.hash >>> 0)) ? run.levels : null;
  }

  /**
   * The run's acts from their `subpixel-level/2` documents (DisasmReader.runActs), parsed and
   * checked as `add` checks an act, each of `revision` and `objects`; kept by the caller in
   * ActRunData.levels. A document that is not such an act is an error naming it.
   */
  static runLevels(docs: readonly { json: string; name: string }[], revision: number, objects: boolean): WorkerResult<Map<string, Level>> {
    const out = new Map<string, Level>();
    for (const doc of docs) {
      const parsed = parseLevelText(doc.json);
      if (!parsed.ok) return fail(parsed.error.code, `run act "${doc.name}": ${parsed.error.path}`, parsed.error.message);
      const act = movieLevelRef(parsed.level).act;
      if (act === undefined || act.game !== 's1' || act.revision !== revision || act.objects !== objects) {
        return fail('actExpected', `run act "${doc.name}"`, `"${doc.name}" is not a real act of REV0${revision} ${objects ? 'with objects' : 'terrain only'}`);
      }
      out.set(act.id, parsed.level);
    }
    return { ok: true, value: out };
  }

  /**
   * A run of acts from `level` on, when the checkout's exits for its revision are known: each next
   * act is the one in memory with the same revision and objects setting. An act the library does
   * not have ends the run there (an exit to null: the run stops, as at the ending), so a run never
   * meets an act it cannot build.
   */
  runSource(level: Level): S1ActRunSource | null {
    const act = movieLevelRef(level).act;
    // Runs of acts are Sonic 1's (a Sonic 2 act plays alone).
    if (act === undefined || act.game !== 's1') return null;
    const run = this.runs.get(`${act.revision}|${act.objects}`);
    if (run === undefined) return null;
    const byId = new Map<string, Level>(run.levels);
    for (const { ref } of this.levels.values()) {
      const a = ref.act;
      const l = this.levels.get(ref.hash)!.level;
      if (a !== undefined && a.game === 's1' && a.revision === act.revision && a.objects === act.objects) byId.set(a.id, l);
    }
    byId.set(act.id, level);
    const exits = new Map<string, string | null>();
    for (const [from, to] of run.exits) exits.set(from, to !== null && byId.has(to) ? to : null);
    return {
      levelOf: (id) => {
        const l = byId.get(id);
        if (l === undefined) throw new Error(`the act ${id} is not loaded`);
        return l;
      },
      exits,
      ...(run.special !== null ? { special: run.special } : {}),
    };
  }

  constructor(private readonly store: ActLevelStore | null) {}

  get(ref: ActLevelRef): WorkerResult<Level> {
    const hit = this.levels.get(ref.hash >>> 0);
    return hit === undefined ? notLoaded(ref) : { ok: true, value: hit.level };
  }

  /** The act with this hash if it is in memory or storage (read into memory), else null. */
  async find(hash: number): Promise<WorkerResult<ActLevelRef | null>> {
    const key = hash >>> 0;
    const hit = this.levels.get(key);
    if (hit !== undefined) return { ok: true, value: hit.ref };
    if (this.store === null) return { ok: true, value: null };
    const r = await this.store.loadLevel(key);
    if (!r.ok) return r;
    if (r.value === null) return { ok: true, value: null };
    const parsed = this.remember(r.value.json, `stored level ${hex(key)}`, storedLabels(r.value.ramLabels, r.value.name));
    if (!parsed.ok) return parsed;
    if (parsed.value.hash !== key) {
      return fail('actStoredDamaged', `levels ${hex(key)}`, `the stored act "${r.value.name}" no longer has the hash ${hex(key)} it was stored under (it has ${hex(parsed.value.hash)}): open the disassembly folder and load the act again`);
    }
    return { ok: true, value: parsed.value };
  }

  /** Makes `ref` available to `get` (read from storage when needed). */
  async ensure(ref: ActLevelRef): Promise<WorkerResult<Level>> {
    const found = await this.find(ref.hash);
    if (!found.ok) return found;
    return found.value === null ? notLoaded(ref) : this.get(ref);
  }

  /**
   * Adds an act from its `subpixel-level/2` document (the disassembly worker's import): parsed
   * and checked here, kept in memory and written once to storage. Its reference comes back.
   * `ramLabels`: the checkout's RAM labels, stored with it; or why they could not be read.
   */
  async add(json: string, now: string, ramLabels: RamLabelTable | string | null = null): Promise<WorkerResult<ActLevelRef>> {
    let labels: ActRamLabels = { ok: false, reason: typeof ramLabels === 'string' ? `the checkout's RAM labels could not be read (${ramLabels})` : 'the import gave no RAM labels' };
    if (ramLabels !== null && typeof ramLabels !== 'string') {
      const checked = checkRamLabelTable(ramLabels);
      if (!checked.ok) return fail(checked.error.code, `imported act: ramLabels.${checked.error.path}`, checked.error.message);
      labels = { ok: true, table: checked.value };
    }
    const parsed = this.remember(json, 'imported act', labels);
    if (!parsed.ok) return parsed;
    const ref = parsed.value;
    if (this.store !== null) {
      const saved = await this.store.saveLevel({ hash: ref.hash, name: ref.name, act: ref.act, json, saved: now, ...(labels.ok ? { ramLabels: labels.table } : {}) });
      if (!saved.ok) return saved;
    }
    return { ok: true, value: ref };
  }

  /** The RAM labels of a loaded act (by hash), or why it has none. */
  ramLabels(hash: number): ActRamLabels {
    return this.levels.get(hash >>> 0)?.labels ?? { ok: false, reason: 'the act is not loaded' };
  }

  /** Every act in memory or storage, by name. */
  async list(): Promise<ActLevelRef[]> {
    const out = new Map<number, ActLevelRef>();
    for (const [hash, { ref }] of this.levels) out.set(hash, ref);
    if (this.store !== null) {
      const r = await this.store.listLevels();
      if (r.ok) for (const l of r.value) if (!out.has(l.hash >>> 0)) out.set(l.hash >>> 0, { name: l.name, hash: l.hash >>> 0, act: l.act });
    }
    return [...out.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.hash - b.hash));
  }

  /** Parses a document into the memory map; it must be a real act. */
  private remember(json: string, what: string, labels: ActRamLabels): WorkerResult<ActLevelRef> {
    const parsed = parseLevelText(json);
    if (!parsed.ok) return fail(parsed.error.code, `${what}: ${parsed.error.path}`, parsed.error.message);
    const level = parsed.level;
    const act = movieLevelRef(level).act;
    if (act === undefined) return fail('actExpected', what, `"${level.name}" is not a real act (it has no act section, nor is it a Sonic 2 act's level)`);
    const ref: ActLevelRef = { name: level.name, hash: level.hash >>> 0, act };
    this.levels.set(ref.hash, { ref, level, labels });
    return { ok: true, value: ref };
  }
}

/** The labels a stored record carries: checked (storage is untrusted), or why there are none. */
function storedLabels(v: unknown, name: string): ActRamLabels {
  if (v === undefined) return { ok: false, reason: `"${name}" was stored before the workbench kept RAM labels with acts: open the disassembly folder and load the act again` };
  const checked = checkRamLabelTable(v);
  if (!checked.ok) return { ok: false, reason: `the stored RAM labels of "${name}" are damaged (${checked.error.path}: ${checked.error.message}): open the disassembly folder and load the act again` };
  return { ok: true, table: checked.value };
}

/** `s1:ghz1 (REV01, with objects)`, `s2:ehz1 (REV01, with objects)`. */
export function describeActRef(ref: ActLevelRef): string {
  return `${ref.act.game}:${ref.act.id} (REV0${ref.act.revision}, ${ref.act.objects ? 'with objects' : 'terrain only'})`;
}

function notLoaded(ref: ActLevelRef): { ok: false; error: WorkbenchError } {
  return fail('actNotStored', 'level', `the real act ${describeActRef(ref)} "${ref.name}" is not stored in this browser: open the disassembly folder to load it`);
}

function fail(code: string, path: string, message: string): { ok: false; error: WorkbenchError } {
  return { ok: false, error: { code, path, message } };
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
