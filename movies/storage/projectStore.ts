/**
 * The one persistence module: every read and write of the user's work in IndexedDB goes
 * through here (modelled on excalidraw's LocalData.ts).
 *
 * Contract:
 * - Every public method returns a Result; nothing throws across this API (errors must also
 *   survive a Comlink boundary, where thrown class identity is lost).
 * - Every write is one transaction and resolves only after `tx.done`, so a write that resolved
 *   is committed: a crash after it cannot lose it, and a failure leaves nothing half-written.
 * - A full disk is reported as `storageQuota` with a message telling the user to export.
 */
import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { Branch, Movie, MovieError, Result } from '../types.ts';
import type { UndoChanges, UndoGroup, UndoRecord } from '../model/undoSteps.ts';
import { decodeProjectFile, encodeProjectFile } from './projectFile.ts';
import { pastLimit } from '../formats/importResult.ts';
import { MAX_JSON_FILE_BYTES } from '../formats/limits.ts';
import type { ProjectBundle } from './projectFile.ts';
import { DB_NAME, openStore } from './schema.ts';
import type { AnalysisRecord, BranchRecord, JournalRecord, LevelRecord, LevelSource, Migration, MovieRecord, ProjectRecord, SubpixelDB, UiSettings } from './schema.ts';
import { notFound, storageError } from './storageError.ts';

export interface ProjectStoreOptions {
  /** Database name; tests give each case its own. */
  name?: string;
  version?: number;
  migrations?: readonly Migration[];
  /** ISO-8601 clock for created/modified stamps (injected so tests are exact). */
  now?: () => string;
  /** Fresh ids for projects and for re-keying imports. */
  newId?: () => string;
}

export interface NewProject {
  name: string;
  level: LevelSource;
  ui?: UiSettings;
}

export interface ProjectPatch {
  name?: string;
  currentMovieId?: string | null;
  level?: LevelSource;
  ui?: UiSettings;
}

export interface MovieSummary {
  id: string;
  meta: Movie['meta'];
  frames: number;
}

export interface LoadedMovie {
  projectId: string;
  movie: Movie;
}

export interface SaveMovieOptions {
  /**
   * Clear the crash journal in the same transaction when it is covered by this save: a journal
   * from another session, or from `session` with seq ≤ `seq`. A newer edit's journal survives.
   */
  journal?: { session: string; seq: number };
  /**
   * The movie's undo history as it stands with this movie (UndoHistory.changes()): its order is
   * kept on the movie record, its new and changed groups written, the removed ones deleted, all
   * in the same transaction. Without it the movie is saved with no history (its stored groups
   * are deleted): a movie written from elsewhere (an import, the crash journal) has none that
   * would fit it.
   */
  undo?: UndoChanges;
}

export interface ProjectStore {
  readonly name: string;
  listProjects(): Promise<Result<ProjectRecord[]>>;
  createProject(p: NewProject): Promise<Result<ProjectRecord>>;
  renameProject(id: string, name: string): Promise<Result<ProjectRecord>>;
  updateProject(id: string, patch: ProjectPatch): Promise<Result<ProjectRecord>>;
  /** Deletes the project with its movies, their branches and journals. */
  deleteProject(id: string): Promise<Result<void>>;
  listMovies(projectId: string): Promise<Result<MovieSummary[]>>;
  /** Stamps meta.modified (returned) on the stored copy and bumps the project's modified. */
  saveMovie(projectId: string, movieId: string, movie: Movie, opts?: SaveMovieOptions): Promise<Result<{ modified: string }>>;
  loadMovie(movieId: string): Promise<Result<LoadedMovie>>;
  /** The movie's stored undo history, or null when it has none (or a group of it is missing). */
  loadUndo(movieId: string): Promise<Result<UndoRecord | null>>;
  saveBranch(movieId: string, branch: Branch): Promise<Result<void>>;
  /** Oldest first (by time, then id). */
  loadBranches(movieId: string): Promise<Result<Branch[]>>;
  /** Children of the deleted branch are re-parented to its parent so the tree stays connected. */
  deleteBranch(branchId: string): Promise<Result<void>>;
  writeJournal(record: JournalRecord): Promise<Result<void>>;
  readJournal(movieId: string): Promise<Result<JournalRecord | null>>;
  clearJournal(movieId: string): Promise<Result<void>>;
  /** Keeps the project's latest analysis run (replacing the one before). */
  saveAnalysis(record: AnalysisRecord): Promise<Result<void>>;
  /** The project's latest analysis run, or null. */
  loadAnalysis(projectId: string): Promise<Result<AnalysisRecord | null>>;
  /**
   * Stores a real act's level once, by its hash (a record already there is kept: the hash is
   * of the content, so it is the same level). Projects and branches then name it by reference.
   */
  saveLevel(record: LevelRecord): Promise<Result<void>>;
  /** The stored level with this hash, or null. */
  loadLevel(hash: number): Promise<Result<LevelRecord | null>>;
  /** Every stored level without its document (name, hash, act), for pickers. */
  listLevels(): Promise<Result<Omit<LevelRecord, 'json'>[]>>;
  /** The project with its movies, branches and the real acts they name, as one file. */
  exportProject(id: string): Promise<Result<Uint8Array>>;
  /**
   * Adds the project in `bytes`; ids are kept unless one is already taken, then all are renewed.
   * `check` vets the decoded project before anything is written (the workbench checks branch
   * savestates against the engine: projectSavestates.ts); its refusal is returned as is.
   */
  importProject(bytes: Uint8Array, fileName?: string, check?: (bundle: ProjectBundle) => Result<true>): Promise<Result<string>>;
  close(): void;
}

type DB = IDBPDatabase<SubpixelDB>;
type Stores = StoreNames<SubpixelDB>;

export async function openProjectStore(opts: ProjectStoreOptions = {}): Promise<Result<ProjectStore>> {
  const name = opts.name ?? DB_NAME;
  try {
    const db = await openStore<SubpixelDB>({ name, version: opts.version, migrations: opts.migrations });
    return { ok: true, value: makeProjectStore(db, name, opts.now ?? (() => new Date().toISOString()), opts.newId ?? (() => crypto.randomUUID())) };
  } catch (e) {
    return { ok: false, error: storageError(e, name, 'open') };
  }
}

/** A failure raised inside an operation that is already a MovieError (not found ...). */
class Refusal {
  constructor(readonly error: MovieError) {}
}

function makeProjectStore(db: DB, dbName: string, now: () => string, newId: () => string): ProjectStore {
  /** Runs an operation, turning every failure into a value. */
  async function guard<T>(where: string, body: () => Promise<T>): Promise<Result<T>> {
    try {
      return { ok: true, value: await body() };
    } catch (e) {
      if (e instanceof Refusal) return { ok: false, error: e.error };
      return { ok: false, error: storageError(e, dbName, where) };
    }
  }

  /**
   * One read-write transaction: resolves after `tx.done` (committed). On any failure the
   * transaction is aborted so none of its writes land. `tx.done` is awaited alongside the body
   * so its rejection is always observed.
   */
  async function write<S extends Stores[], T>(stores: S, body: (tx: IDBPTransaction<SubpixelDB, S, 'readwrite'>) => Promise<T>): Promise<T> {
    const tx = db.transaction(stores, 'readwrite');
    try {
      const [value] = await Promise.all([body(tx), tx.done]);
      return value;
    } catch (e) {
      try {
        tx.abort();
      } catch {
        // Already committed or aborted.
      }
      // Aborting makes tx.done reject as well; it is already being observed by Promise.all.
      throw e;
    }
  }

  function refuse(code: 'projectNotFound' | 'movieNotFound' | 'branchNotFound', id: string, where: string): never {
    throw new Refusal(notFound(code, id, dbName, where));
  }

  function updateProject(id: string, patch: ProjectPatch, where: string): Promise<Result<ProjectRecord>> {
    return guard(where, () =>
      write(['projects'], async (tx) => {
        const store = tx.objectStore('projects');
        const p = await store.get(id);
        if (p === undefined) refuse('projectNotFound', id, where);
        const next: ProjectRecord = { ...p, ...patch, modified: now() };
        await store.put(next);
        return next;
      }),
    );
  }

  return {
    name: dbName,

    listProjects: () =>
      guard('listProjects', async () => {
        const all = await db.getAll('projects');
        // Most recently worked on first; ties keep a stable order by id.
        return all.sort((a, b) => (a.modified < b.modified ? 1 : a.modified > b.modified ? -1 : a.id < b.id ? -1 : 1));
      }),

    createProject: (p) =>
      guard('createProject', () =>
        write(['projects'], async (tx) => {
          const t = now();
          const record: ProjectRecord = { id: newId(), name: p.name, created: t, modified: t, currentMovieId: null, level: p.level, ui: p.ui ?? {} };
          await tx.objectStore('projects').add(record);
          return record;
        }),
      ),

    renameProject: (id, name) => updateProject(id, { name }, 'renameProject'),
    updateProject: (id, patch) => updateProject(id, patch, 'updateProject'),

    deleteProject: (id) =>
      guard('deleteProject', () =>
        write(['projects', 'movies', 'branches', 'journal', 'analyses', 'undo'], async (tx) => {
          const projects = tx.objectStore('projects');
          if ((await projects.getKey(id)) === undefined) refuse('projectNotFound', id, 'deleteProject');
          await tx.objectStore('analyses').delete(id);
          const movieIds = await tx.objectStore('movies').index('by-project').getAllKeys(id);
          const branches = tx.objectStore('branches');
          for (const movieId of movieIds) {
            for (const branchId of await branches.index('by-movie').getAllKeys(movieId)) await branches.delete(branchId);
            await tx.objectStore('journal').delete(movieId);
            const undo = tx.objectStore('undo');
            for (const key of await undo.index('by-movie').getAllKeys(movieId)) await undo.delete(key);
            await tx.objectStore('movies').delete(movieId);
          }
          await projects.delete(id);
        }),
      ),

    listMovies: (projectId) =>
      guard('listMovies', async () => {
        const movies = await db.getAllFromIndex('movies', 'by-project', projectId);
        return movies.map((m) => ({ id: m.id, meta: m.meta, frames: m.inputs.length }));
      }),

    saveMovie: (projectId, movieId, movie, opts = {}) =>
      guard('saveMovie', () =>
        write(['projects', 'movies', 'journal', 'undo'], async (tx) => {
          const projects = tx.objectStore('projects');
          const project = await projects.get(projectId);
          if (project === undefined) refuse('projectNotFound', projectId, 'saveMovie');
          const undo = tx.objectStore('undo');
          if (opts.undo === undefined) {
            for (const key of await undo.index('by-movie').getAllKeys(movieId)) await undo.delete(key);
          } else {
            for (const g of opts.undo.groups) await undo.put({ ...g, movieId });
            for (const id of opts.undo.removed) await undo.delete([movieId, id]);
          }
          const modified = now();
          const record: MovieRecord = {
            id: movieId,
            projectId,
            meta: { ...movie.meta, fixes: [...movie.meta.fixes], level: { ...movie.meta.level }, modified },
            markers: movie.markers.map((m) => ({ ...m })),
            checkpoints: movie.checkpoints.map((c) => ({ ...c })),
            // slice(): an exact-length copy, so the stored bytes are not a view of a larger
            // buffer and later edits to the caller's array cannot race the clone.
            inputs: movie.inputs.slice(),
          };
          if (movie.inputs2 !== undefined) record.inputs2 = movie.inputs2.slice();
          if (movie.savestate !== undefined) record.savestate = movie.savestate.slice().buffer;
          if (opts.undo !== undefined) record.undo = opts.undo.order;
          await tx.objectStore('movies').put(record);
          await projects.put({ ...project, modified, currentMovieId: project.currentMovieId ?? movieId });
          const covered = opts.journal;
          if (covered !== undefined) {
            const journal = tx.objectStore('journal');
            const j = await journal.get(movieId);
            if (j !== undefined && (j.session !== covered.session || j.seq <= covered.seq)) await journal.delete(movieId);
          }
          return { modified };
        }),
      ),

    loadMovie: (movieId) =>
      guard('loadMovie', async () => {
        const m = await db.get('movies', movieId);
        if (m === undefined) refuse('movieNotFound', movieId, 'loadMovie');
        const movie: Movie = { meta: m.meta, inputs: m.inputs, markers: m.markers, checkpoints: m.checkpoints };
        if (m.inputs2 !== undefined) movie.inputs2 = m.inputs2;
        if (m.savestate !== undefined) movie.savestate = new Int32Array(m.savestate);
        return { projectId: m.projectId, movie };
      }),

    loadUndo: (movieId) =>
      guard('loadUndo', async () => {
        const tx = db.transaction(['movies', 'undo'], 'readonly');
        const m = await tx.objectStore('movies').get(movieId);
        if (m === undefined || m.undo === undefined) return null;
        const byId = new Map((await tx.objectStore('undo').index('by-movie').getAll(movieId)).map((g) => [g.id, g]));
        const groups = (ids: readonly number[]): UndoGroup[] | null => {
          const out: UndoGroup[] = [];
          for (const id of ids) {
            const g = byId.get(id);
            if (g === undefined) return null;
            const { movieId: _, ...group } = g;
            out.push(group);
          }
          return out;
        };
        const done = groups(m.undo.done);
        const undone = groups(m.undo.undone);
        return done === null || undone === null ? null : { nextId: m.undo.nextId, done, undone };
      }),

    saveBranch: (movieId, branch) =>
      guard('saveBranch', () =>
        write(['movies', 'branches'], async (tx) => {
          if ((await tx.objectStore('movies').getKey(movieId)) === undefined) refuse('movieNotFound', movieId, 'saveBranch');
          await tx.objectStore('branches').put(toBranchRecord(movieId, branch));
        }),
      ),

    loadBranches: (movieId) =>
      guard('loadBranches', async () => {
        const records = await db.getAllFromIndex('branches', 'by-movie', movieId);
        records.sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : creationOrder(a.id, b.id)));
        return records.map(fromBranchRecord);
      }),

    deleteBranch: (branchId) =>
      guard('deleteBranch', () =>
        write(['branches'], async (tx) => {
          const store = tx.objectStore('branches');
          const doomed = await store.get(branchId);
          if (doomed === undefined) refuse('branchNotFound', branchId, 'deleteBranch');
          for (const sibling of await store.index('by-movie').getAll(doomed.movieId)) {
            if (sibling.parent === branchId) await store.put({ ...sibling, parent: doomed.parent });
          }
          await store.delete(branchId);
        }),
      ),

    writeJournal: (record) =>
      guard('writeJournal', () =>
        write(['journal'], async (tx) => {
          await tx.objectStore('journal').put(record);
        }),
      ),

    readJournal: (movieId) => guard('readJournal', async () => (await db.get('journal', movieId)) ?? null),

    clearJournal: (movieId) =>
      guard('clearJournal', () =>
        write(['journal'], async (tx) => {
          await tx.objectStore('journal').delete(movieId);
        }),
      ),

    saveAnalysis: (record) =>
      guard('saveAnalysis', () =>
        write(['projects', 'analyses'], async (tx) => {
          if ((await tx.objectStore('projects').getKey(record.projectId)) === undefined) refuse('projectNotFound', record.projectId, 'saveAnalysis');
          await tx.objectStore('analyses').put(record);
        }),
      ),

    loadAnalysis: (projectId) => guard('loadAnalysis', async () => (await db.get('analyses', projectId)) ?? null),

    saveLevel: (record) =>
      guard('saveLevel', () =>
        write(['levels'], async (tx) => {
          const store = tx.objectStore('levels');
          // Written once; later only the RAM labels an older record lacks are added (the act is the same).
          const had = await store.get(record.hash >>> 0);
          if (had === undefined) await store.put({ ...record, hash: record.hash >>> 0 });
          else if (had.ramLabels === undefined && record.ramLabels !== undefined) await store.put({ ...had, ramLabels: record.ramLabels });
        }),
      ),

    loadLevel: (hash) => guard('loadLevel', async () => (await db.get('levels', hash >>> 0)) ?? null),

    listLevels: () =>
      guard('listLevels', async () => {
        const out: Omit<LevelRecord, 'json'>[] = [];
        // A cursor, so the documents are not all held at once just to list names.
        let cursor = await db.transaction('levels').store.openCursor();
        while (cursor !== null) {
          const { hash, name, act, saved } = cursor.value;
          out.push({ hash, name, act, saved });
          cursor = await cursor.continue();
        }
        return out;
      }),

    exportProject: (id) =>
      guard('exportProject', async () => {
        // One read-only transaction: a consistent picture even while autosave is writing.
        const tx = db.transaction(['projects', 'movies', 'branches', 'levels'], 'readonly');
        const project = await tx.objectStore('projects').get(id);
        if (project === undefined) refuse('projectNotFound', id, 'exportProject');
        // The undo history stays in this browser: the file carries the work, not how it was made.
        const movies = (await tx.objectStore('movies').index('by-project').getAll(id)).map(({ undo: _, ...m }) => m);
        movies.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const branches: BranchRecord[] = [];
        for (const m of movies) {
          const bs = await tx.objectStore('branches').index('by-movie').getAll(m.id);
          bs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
          branches.push(...bs);
        }
        // The real acts the project and its branches name travel with it: the file opens on a
        // machine without the disassembly.
        const levels: LevelRecord[] = [];
        for (const hash of actHashes(project.level, branches)) {
          const l = await tx.objectStore('levels').get(hash);
          if (l !== undefined) levels.push(l);
        }
        await tx.done;
        const file = encodeProjectFile({ project, movies, branches, levels }, now());
        // What is exported must import: a file past the reader's size limit is refused here.
        if (file.length > MAX_JSON_FILE_BYTES) throw new Refusal(pastLimit('projectFileTooLarge', 'MAX_JSON_FILE_BYTES', `indexedDB:${dbName}`, 'exportProject', `The project file (${file.length} bytes)`).error);
        return file;
      }),

    importProject: async (bytes, fileName = '<input>', check) => {
      const decoded = decodeProjectFile(bytes, fileName);
      if (!decoded.ok) return decoded;
      const vetted = check?.(decoded.value);
      if (vetted !== undefined && !vetted.ok) return vetted;
      return guard('importProject', () =>
        write(['projects', 'movies', 'branches', 'levels'], async (tx) => {
          let bundle = decoded.value;
          const taken =
            (await tx.objectStore('projects').getKey(bundle.project.id)) !== undefined ||
            (await anyKeyExists(bundle.movies.map((m) => m.id), (k) => tx.objectStore('movies').getKey(k))) ||
            (await anyKeyExists(bundle.branches.map((b) => b.id), (k) => tx.objectStore('branches').getKey(k)));
          // Importing a project that is already here (e.g. a backup of it) must not overwrite
          // the live copy, so it arrives as a separate project with fresh ids.
          if (taken) bundle = rekey(bundle, newId);
          await tx.objectStore('projects').add(bundle.project);
          for (const m of bundle.movies) await tx.objectStore('movies').add(m);
          for (const b of bundle.branches) await tx.objectStore('branches').add(b);
          // Levels are keyed by their content hash: one already here is the same level (given the
          // RAM labels it lacks, if the file has them).
          for (const l of bundle.levels ?? []) {
            const had = await tx.objectStore('levels').get(l.hash);
            if (had === undefined) await tx.objectStore('levels').add(l);
            else if (had.ramLabels === undefined && l.ramLabels !== undefined) await tx.objectStore('levels').put({ ...had, ramLabels: l.ramLabels });
          }
          return bundle.project.id;
        }),
      );
    },

    close: () => db.close(),
  };
}

/** The hashes of the real acts a project and its branches name (each once, in order). */
function actHashes(level: LevelSource, branches: readonly BranchRecord[]): number[] {
  const out: number[] = [];
  for (const l of [level, ...branches.map((b) => b.level)]) {
    if (l !== null && l.kind === 'act' && !out.includes(l.hash >>> 0)) out.push(l.hash >>> 0);
  }
  return out;
}

async function anyKeyExists(keys: string[], getKey: (k: string) => Promise<string | undefined>): Promise<boolean> {
  for (const k of keys) if ((await getKey(k)) !== undefined) return true;
  return false;
}

function rekey(bundle: ProjectBundle, newId: () => string): ProjectBundle {
  const projectId = newId();
  const movieIds = new Map(bundle.movies.map((m) => [m.id, newId()]));
  const branchIds = new Map(bundle.branches.map((b) => [b.id, newId()]));
  const mapped = (map: Map<string, string>, id: string): string => map.get(id) ?? id;
  const { currentMovieId } = bundle.project;
  return {
    project: { ...bundle.project, id: projectId, currentMovieId: currentMovieId === null ? null : mapped(movieIds, currentMovieId) },
    movies: bundle.movies.map((m) => ({ ...m, id: mapped(movieIds, m.id), projectId })),
    branches: bundle.branches.map((b) => ({ ...b, id: mapped(branchIds, b.id), movieId: mapped(movieIds, b.movieId), parent: b.parent === null ? null : mapped(branchIds, b.parent) })),
    levels: bundle.levels,
  };
}

/**
 * Two branches saved in the same millisecond, in the order the tree made them: its ids count up
 * (`b1`, `b2` ... `b100`: movies/model/branches.ts), so the number decides, not the text ("b100"
 * sorts before "b99" as a string). Ids of another shape fall back to the text.
 */
function creationOrder(a: string, b: string): number {
  const na = /^b(\d+)$/.exec(a);
  const nb = /^b(\d+)$/.exec(b);
  if (na !== null && nb !== null) return Number(na[1]) - Number(nb[1]);
  return a < b ? -1 : a > b ? 1 : 0;
}

function toBranchRecord(movieId: string, b: Branch): BranchRecord {
  return {
    id: b.id,
    movieId,
    parent: b.parent,
    name: b.name,
    note: b.note,
    frame: b.frame,
    // An exact copy of the snapshot's words: slice() drops any offset into a shared buffer.
    savestate: b.savestate.slice().buffer,
    inputs: b.inputs.slice(),
    markers: b.markers.map((m) => ({ ...m })),
    time: b.time,
    thumbnail: b.thumbnail === null ? null : b.thumbnail.slice(),
    level: b.level ?? null,
    slot: b.slot ?? null,
  };
}

function fromBranchRecord(r: BranchRecord): Branch {
  return {
    id: r.id,
    parent: r.parent,
    name: r.name,
    note: r.note,
    frame: r.frame,
    savestate: new Int32Array(r.savestate),
    inputs: r.inputs,
    markers: r.markers,
    time: r.time,
    thumbnail: r.thumbnail,
    level: r.level ?? null,
    slot: r.slot ?? null,
  };
}
