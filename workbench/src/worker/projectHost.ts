/**
 * The worker's side of persistence: which project and movie are open, the autosave of that
 * movie, and branch records. Every read and write goes through movies/storage (the one
 * persistence module, STYLE habit 12); this file only decides *when*. It lives in the worker
 * because the movie lives there: autosave snapshots it synchronously after each edit.
 *
 * When IndexedDB cannot be opened (private mode, disabled storage) the workbench keeps working
 * without saving and the status says so.
 */
import { openProjectStore, type ProjectStore } from '../../../movies/storage/projectStore.ts';
import { makeAutosave, type Autosave, type AutosaveStatus } from '../../../movies/storage/autosave.ts';
import { decodeProjectFile, encodeProjectFile } from '../../../movies/storage/projectFile.ts';
import { checkProjectSavestates } from '../../../movies/storage/projectSavestates.ts';
import type { LevelSource as StoredLevel, ProjectRecord } from '../../../movies/storage/schema.ts';
import type { Branch, Movie, MovieError } from '../../../movies/types.ts';
import type { LevelSource, WorkbenchError, WorkerResult } from './protocol.ts';

export interface ProjectSummary {
  readonly id: string;
  readonly name: string;
  readonly modified: string;
  readonly level: string;
}

export interface OpenedProject {
  readonly project: ProjectSummary;
  readonly level: LevelSource;
  readonly movieId: string;
  readonly movie: Movie | null;
  readonly branches: Branch[];
  /** 'journal' when the last edits came back from the crash journal. */
  readonly source: 'saved' | 'journal' | 'new';
}

export type StatusListener = (status: AutosaveStatus, error: WorkbenchError | null) => void;

export class ProjectHost {
  private store: ProjectStore | null = null;
  private storeError: WorkbenchError | null = null;
  private autosave: Autosave | null = null;
  private current: { projectId: string; movieId: string } | null = null;
  private listener: StatusListener | null = null;

  constructor(private readonly movie: () => Movie | null) {}

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

  /** Opens a project: its movie comes back through `recover`, so a killed tab's last edit is there. */
  async openProject(id: string): Promise<WorkerResult<OpenedProject>> {
    const s = this.need();
    if (!s.ok) return s;
    await this.flush();
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
    this.autosave = this.makeAutosave(s.value);
    const rec = await this.autosave.recover(movieId);
    let movie: Movie | null = null;
    let source: OpenedProject['source'] = 'new';
    if (rec.ok) {
      movie = rec.value.movie;
      source = rec.value.source;
    } else if (rec.error.code !== 'movieNotFound') return fail(rec.error);
    const branches = await s.value.loadBranches(movieId);
    return {
      ok: true,
      value: {
        project: summary(project),
        level: project.level.kind === 'builtin' ? { builtin: project.level.name } : { json: project.level.json },
        movieId,
        movie,
        branches: branches.ok ? branches.value : [],
        source,
      },
    };
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

  /** The open project's level changed (the movie's meta carries profile, character and fixes). */
  async setLevel(level: LevelSource): Promise<WorkerResult<true>> {
    const s = this.need();
    if (!s.ok || this.current === null) return { ok: true, value: true };
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
    const live = {
      id: movieId, projectId: id, meta: movie.meta, markers: movie.markers, checkpoints: movie.checkpoints, inputs: movie.inputs.slice(),
    };
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
    void this.autosave?.notifyEdit();
  }

  async flush(): Promise<WorkerResult<true>> {
    if (this.autosave === null) return { ok: true, value: true };
    const r = await this.autosave.flush();
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  async saveBranch(branch: Branch): Promise<WorkerResult<true>> {
    if (this.store === null || this.current === null) return { ok: true, value: true };
    const r = await this.store.saveBranch(this.current.movieId, branch);
    if (!r.ok) this.listener?.('error', toError(r.error));
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  async deleteBranch(id: string): Promise<WorkerResult<true>> {
    if (this.store === null) return { ok: true, value: true };
    const r = await this.store.deleteBranch(id);
    return r.ok ? { ok: true, value: true } : fail(r.error);
  }

  private makeAutosave(store: ProjectStore): Autosave {
    return makeAutosave(
      store,
      () => {
        const movie = this.movie();
        if (movie === null || this.current === null) throw new Error('autosave without an open movie');
        return { ...this.current, movie };
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
  return 'builtin' in level ? { kind: 'builtin', name: level.builtin } : { kind: 'imported', json: level.json };
}

function summary(p: ProjectRecord): ProjectSummary {
  return { id: p.id, name: p.name, modified: p.modified, level: p.level.kind === 'builtin' ? p.level.name : 'imported level' };
}

function toError(e: MovieError): WorkbenchError {
  return { code: e.code, path: e.where, message: e.message };
}

function fail(e: MovieError): { ok: false; error: WorkbenchError } {
  return { ok: false, error: toError(e) };
}
