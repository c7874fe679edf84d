/**
 * The worker's side of persistence: which project and movie are open, the autosave of that
 * movie, and branch records. Every read and write goes through movies/storage (the one
 * persistence module, STYLE habit 12); this file only decides *when*. It lives in the worker
 * because the movie lives there: autosave snapshots it synchronously after each edit.
 *
 * When IndexedDB cannot be opened (private mode, disabled storage) the workbench keeps working
 * without saving and the status says so.
 *
 * One writer per project (projectLock.ts): a project another tab holds opens as a viewer, and
 * a viewer writes nothing at all (no autosave, no journal, no branches, no settings).
 */
import { openProjectStore, type ProjectStore } from '../../../movies/storage/projectStore.ts';
import { makeAutosave, type Autosave, type AutosaveSnapshot, type AutosaveStatus } from '../../../movies/storage/autosave.ts';
import type { UndoRecord } from '../../../movies/model/undoSteps.ts';
import { decodeProjectFile, encodeProjectFile } from '../../../movies/storage/projectFile.ts';
import { checkProjectSavestates } from '../../../movies/storage/projectSavestates.ts';
import type { AnalysisRecord, JsonValue, LevelRecord, LevelSource as StoredLevel, MovieRecord, ProjectRecord, UiSettings } from '../../../movies/storage/schema.ts';
import type { Branch, Movie, MovieError } from '../../../movies/types.ts';
import type { ActLevelStore } from './actLibrary.ts';
import { fromStoredLevel, toStoredLevel } from './levelSource.ts';
import type { LevelSource, ProjectSummary, WorkbenchError, WorkerResult } from './protocol.ts';

export type { ProjectSummary };

export interface OpenedProject {
  readonly project: ProjectSummary;
  readonly level: LevelSource;
  readonly movieId: string;
  readonly movie: Movie | null;
  readonly branches: Branch[];
  /** 'journal' when the last edits came back from the crash journal. */
  readonly source: 'saved' | 'journal' | 'new';
  /** Small per-project state: the cursor, scripts ... */
  readonly ui: UiSettings;
  /** The project's last analysis run, or null. */
  readonly analysis: AnalysisRecord | null;
  /** The movie's undo history as stored with it, or null (none, or the crash journal won: it would not fit). */
  readonly undo: UndoRecord | null;
  /** The crash journal won over a movie that had a stored undo history, which was dropped. */
  readonly undoLost: boolean;
  /** False: another tab edits this project; this one only views it. */
  readonly owner: boolean;
}

/** How long a UI setting (the cursor, scripts) waits before it is written, at most. */
const UI_SAVE_DELAY_MS = 800;

export type StatusListener = (status: AutosaveStatus, error: WorkbenchError | null) => void;

export class ProjectHost implements ActLevelStore {
  private store: ProjectStore | null = null;
  private storeError: WorkbenchError | null = null;
  private autosave: Autosave | null = null;
  private current: { projectId: string; movieId: string } | null = null;
  private listener: StatusListener | null = null;
  /** This tab holds the open project's lock (false: it only views it). */
  private owner = true;
  private ui: UiSettings = {};
  private uiTimer: ReturnType<typeof setTimeout> | null = null;
  /** What storage holds of each branch, as a signature: sync writes only what changed. */
  private storedBranches = new Map<string, string>();

  /** `movie` and `undo`: the open movie and its undo history, read at save time. */
  constructor(
    private readonly movie: () => Movie | null,
    private readonly undo: () => AutosaveSnapshot['undo'] | null = () => null,
  ) {}

  /** Whether this tab may write the open project. */
  get isOwner(): boolean {
    return this.owner;
  }

  /** Another tab owns the project now: stop writing (after a final flush by the caller). */
  becomeViewer(): void {
    this.owner = false;
    this.autosave?.dispose();
    if (this.uiTimer !== null) clearTimeout(this.uiTimer);
    this.uiTimer = null;
  }

  async open(): Promise<WorkerResult<true>> {
    if (this.store !== null) return { ok: true, value: true };
    const r = await openProjectStore();
    if (!r.ok) {
      this.storeError = toError(r.error);
      return { ok: false, error: this.storeError };
    }
    this.store = r.value;
    return { ok: true, value: true };
  }

  onStatus(listener: StatusListener): void {
    this.listener = listener;
    if (this.storeError !== null) listener('error', this.storeError);
  }

  get projectId(): string | null {
    return this.current?.projectId ?? null;
  }

  async list(): Promise<WorkerResult<ProjectSummary[]>> {
    const s = this.need();
    if (!s.ok) return s;
    const r = await s.value.listProjects();
    return r.ok ? { ok: true, value: r.value.map(summary) } : fail(r.error);
  }

  /** A new project with `movie` as its movie. */
  async create(name: string, level: LevelSource, movie: Movie): Promise<WorkerResult<string>> {
    const s = this.need();
    if (!s.ok) return s;
    const p = await s.value.createProject({ name, level: stored(level) });
    if (!p.ok) return fail(p.error);
    const movieId = crypto.randomUUID();
    const saved = await s.value.saveMovie(p.value.id, movieId, movie);
    if (!saved.ok) return fail(saved.error);
    const u = await s.value.updateProject(p.value.id, { currentMovieId: movieId });
    return u.ok ? { ok: true, value: p.value.id } : fail(u.error);
  }

  /**
   * Opens a project: its movie comes back through `recover`, so a killed tab's last edit is
   * there. `owner` false opens it for viewing: nothing is written, not even the recovery.
   */
  async openProject(id: string, owner = true): Promise<WorkerResult<OpenedProject>> {
    const s = this.need();
    if (!s.ok) return s;
    await this.flush();
    await this.flushUi();
    const list = await s.value.listProjects();
    if (!list.ok) return fail(list.error);
    const project = list.value.find((p) => p.id === id);
    if (project === undefined) return { ok: false, error: { code: 'projectNotFound', path: id, message: 'That project no longer exists.' } };
    let movieId = project.currentMovieId;
    if (movieId === null) {
      const movies = await s.value.listMovies(id);
      if (movies.ok && movies.value.length > 0) movieId = movies.value[0].id;
    }
    this.autosave?.dispose();
    movieId ??= crypto.randomUUID();
    this.current = { projectId: id, movieId };
    this.owner = owner;
    this.ui = { ...project.ui };
    this.autosave = this.makeAutosave(s.value);
    // Read before the recovery: a winning journal is saved as the movie, without a history.
    const storedUndo = await s.value.loadUndo(movieId);
    const rec = await this.autosave.recover(movieId, { persist: owner });
    if (!owner) this.autosave.dispose();
    let movie: Movie | null = null;
    let source: OpenedProject['source'] = 'new';
    if (rec.ok) {
      movie = rec.value.movie;
      source = rec.value.source;
    } else if (rec.error.code !== 'movieNotFound') return fail(rec.error);
    const branches = await s.value.loadBranches(movieId);
    const analysis = await s.value.loadAnalysis(id);
    this.storedBranches = new Map((branches.ok ? branches.value : []).map((b) => [b.id, branchSignature(b)]));
    return {
      ok: true,
      value: {
        project: summary(project),
        level: fromStoredLevel(project.level),
        movieId,
        movie,
        branches: branches.ok ? branches.value : [],
        source,
        ui: this.ui,
        analysis: analysis.ok ? analysis.value : null,
        undo: source === 'saved' && storedUndo.ok ? storedUndo.value : null,
        undoLost: source === 'journal' && storedUndo.ok && storedUndo.value !== null,
        owner,
      },
    };
  }

  /** The level project `id` is on, without opening it. */
  async projectLevel(id: string): Promise<WorkerResult<LevelSource>> {
    const s = this.need();
    if (!s.ok) return s;
    const list = await s.value.listProjects();
    if (!list.ok) return fail(list.error);
    const project = list.value.find((p) => p.id === id);
    if (project === undefined) return { ok: false, error: { code: 'projectNotFound', path: id, message: 'That project no longer exists.' } };
    return { ok: true, value: fromStoredLevel(project.level) };
  }

  /**
   * Sets one UI setting of the open project (the cursor, scripts); written UI_SAVE_DELAY_MS after
   * the first value not yet written. Later values join that write rather than putting it off: a
   * cursor sent all through playback was never written while it played.
   */
  setUi(key: string, value: JsonValue): void {
    if (!this.owner || this.current === null) return;
    this.ui = { ...this.ui, [key]: value };
    if (this.uiTimer === null) this.uiTimer = setTimeout(() => void this.flushUi(), UI_SAVE_DELAY_MS);
  }

  /** Writes pending UI settings now. */
  async flushUi(): Promise<void> {
    if (this.uiTimer === null) return;
    clearTimeout(this.uiTimer);
    this.uiTimer = null;
    if (this.store === null || this.current === null || !this.owner) return;
    const r = await this.store.updateProject(this.current.projectId, { ui: this.ui });
    if (!r.ok) this.listener?.('error', toError(r.error));
  }

  /** Keeps the open project's latest analysis run. */
  async saveAnalysis(record: Omit<AnalysisRecord, 'projectId'>): Promise<WorkerResult<true>> {
    if (this.store === null || this.current === null || !this.owner) return { ok: true, value: true };
    const r = await this.store.saveAnalysis({ ...record, projectId: this.current.projectId });
    if (!r.ok) this.listener?.('error', toError(r.error));
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  /**
   * Makes storage hold exactly `branches`: writes the new and changed ones, deletes the ones
   * gone (a delete, or the undo of a create). Branch edits are undoable, so storage follows the
   * tree rather than each operation. One sync at a time: a sync asked for meanwhile runs after
   * it with the newest list (else a quick create-then-delete could leave the record behind).
   */
  syncBranches(branches: readonly Branch[]): Promise<WorkerResult<true>> {
    const list = branches.slice();
    const movieId = this.current?.movieId ?? null;
    const run = this.syncing.then(() => (this.current?.movieId === movieId ? this.syncNow(list) : { ok: true as const, value: true as const }));
    this.syncing = run.then(() => undefined, () => undefined);
    return run;
  }

  private syncing: Promise<void> = Promise.resolve();

  private async syncNow(branches: readonly Branch[]): Promise<WorkerResult<true>> {
    if (this.store === null || this.current === null || !this.owner) return { ok: true, value: true };
    const seen = new Set<string>();
    for (const b of branches) {
      seen.add(b.id);
      const sig = branchSignature(b);
      if (this.storedBranches.get(b.id) === sig) continue;
      const r = await this.store.saveBranch(this.current.movieId, b);
      if (!r.ok) {
        this.listener?.('error', toError(r.error));
        return fail(r.error);
      }
      this.storedBranches.set(b.id, sig);
    }
    for (const id of [...this.storedBranches.keys()]) {
      if (seen.has(id)) continue;
      const r = await this.store.deleteBranch(id);
      if (!r.ok && r.error.code !== 'branchNotFound') return fail(r.error);
      this.storedBranches.delete(id);
    }
    return { ok: true, value: true };
  }

  async rename(id: string, name: string): Promise<WorkerResult<true>> {
    const s = this.need();
    if (!s.ok) return s;
    const r = await s.value.renameProject(id, name);
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  async remove(id: string): Promise<WorkerResult<true>> {
    const s = this.need();
    if (!s.ok) return s;
    if (this.current?.projectId === id) {
      this.autosave?.dispose();
      this.autosave = null;
      this.current = null;
    }
    const r = await s.value.deleteProject(id);
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  // ---- real acts, stored once by hash (actLibrary.ts) -------------------------------------------
  // Without storage the library keeps acts in memory only: saving succeeds, loading finds none.

  async saveLevel(record: LevelRecord): Promise<WorkerResult<true>> {
    if (this.store === null) return { ok: true, value: true };
    const r = await this.store.saveLevel(record);
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  async loadLevel(hash: number): Promise<WorkerResult<LevelRecord | null>> {
    if (this.store === null) return { ok: true, value: null };
    const r = await this.store.loadLevel(hash);
    return r.ok ? r : fail(r.error);
  }

  async listLevels(): Promise<WorkerResult<Omit<LevelRecord, 'json'>[]>> {
    if (this.store === null) return { ok: true, value: [] };
    const r = await this.store.listLevels();
    return r.ok ? r : fail(r.error);
  }

  /** The open project's level changed (the movie's meta carries profile, character and fixes). */
  async setLevel(level: LevelSource): Promise<WorkerResult<true>> {
    const s = this.need();
    if (!s.ok || this.current === null || !this.owner) return { ok: true, value: true };
    const r = await s.value.updateProject(this.current.projectId, { level: stored(level) });
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  /**
   * The project as one file. The open project's movie is taken from memory, not from the store:
   * when saving fails (a full disk) the export is the only copy of the latest edits.
   */
  async exportProject(id: string): Promise<WorkerResult<Uint8Array>> {
    const s = this.need();
    if (!s.ok) return s;
    await this.flush();
    const r = await s.value.exportProject(id);
    if (!r.ok) return fail(r.error);
    const movie = this.movie();
    if (this.current?.projectId !== id || movie === null) return r;
    const bundle = decodeProjectFile(r.value, 'export');
    if (!bundle.ok) return fail(bundle.error);
    const movieId = this.current.movieId;
    const live: MovieRecord = {
      id: movieId, projectId: id, meta: movie.meta, markers: movie.markers, checkpoints: movie.checkpoints, inputs: movie.inputs.slice(),
    };
    // The second pad and the start savestate go with it: without them the file would replay another run.
    if (movie.inputs2 !== undefined) live.inputs2 = movie.inputs2.slice();
    if (movie.savestate !== undefined) live.savestate = movie.savestate.slice().buffer;
    const movies = [...bundle.value.movies.filter((m) => m.id !== movieId), live];
    return { ok: true, value: encodeProjectFile({ ...bundle.value, movies }, new Date().toISOString()) };
  }

  async importProject(bytes: Uint8Array, fileName: string): Promise<WorkerResult<string>> {
    const s = this.need();
    if (!s.ok) return s;
    // Branch savestates come from the file: checked word by word before anything is stored.
    const r = await s.value.importProject(bytes, fileName, (bundle) => checkProjectSavestates(bundle, fileName));
    // Named as the CLI names a bad file: the file, then where in it.
    return r.ok ? r : { ok: false, error: { code: r.error.code, path: `${r.error.file}: ${r.error.where}`, message: r.error.message } };
  }

  /** After every edit: journal now, save after a quiet second. */
  edited(): void {
    if (this.owner) void this.autosave?.notifyEdit();
  }

  async flush(): Promise<WorkerResult<true>> {
    if (this.autosave === null || !this.owner) return { ok: true, value: true };
    const r = await this.autosave.flush();
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  private makeAutosave(store: ProjectStore): Autosave {
    return makeAutosave(
      store,
      () => {
        const movie = this.movie();
        if (movie === null || this.current === null) throw new Error('autosave without an open movie');
        return { ...this.current, movie, undo: this.undo() ?? undefined };
      },
      { delayMs: 1000, onStatus: (st, e) => this.listener?.(st, e === null ? null : toError(e)) },
    );
  }

  private need(): WorkerResult<ProjectStore> {
    if (this.store !== null) return { ok: true, value: this.store };
    return { ok: false, error: this.storeError ?? { code: 'storageClosed', path: '', message: 'Saved work is not available.' } };
  }
}

function stored(level: LevelSource): StoredLevel {
  return toStoredLevel(level);
}

/** What a stored branch record reflects of a branch: any change to these is worth a write. */
function branchSignature(b: Branch): string {
  return [b.time, b.name, b.note, b.parent, b.frame, b.slot ?? '', b.inputs.length, b.thumbnail?.length ?? -1, b.level?.kind ?? '', b.markers.length].join('|');
}

function summary(p: ProjectRecord): ProjectSummary {
  const level = p.level.kind === 'builtin' ? p.level.name : p.level.kind === 'act' ? `${p.level.act.game}:${p.level.act.id}` : 'imported level';
  return { id: p.id, name: p.name, modified: p.modified, level };
}

function toError(e: MovieError): WorkbenchError {
  return { code: e.code, path: e.where, message: e.message };
}

function fail(e: MovieError): { ok: false; error: WorkbenchError } {
  return { ok: false, error: toError(e) };
}
