/**
 * The IndexedDB layout of the user's work, and the migrations that build it.
 *
 * Binary data stays binary on disk: movie inputs and thumbnails are Uint8Arrays and a branch
 * savestate is the ArrayBuffer behind the engine's Int32Array snapshot. Structured clone stores
 * them as bytes, so a one-hour movie is ~216 KB rather than a megabyte of JSON digits.
 *
 * Only projectStore.ts opens this database; everything else goes through its API.
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase, IDBPTransaction } from 'idb';
import type { MovieActRef, MovieMarker, MovieMeta, StoredLevel, SyncCheckpoint } from '../types.ts';
import type { UndoGroup, UndoOrder } from '../model/undoSteps.ts';
import type { RamLabelTable } from '../../engine/games/s1/ramLabelTable.ts';

export const DB_NAME = 'subpixel';
export const DB_VERSION = 4;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Small per-project UI state (zoom, open panels ...), kept as plain JSON so any panel can add a key. */
export type UiSettings = { [key: string]: JsonValue };

/** A project either names a level bundled with the app or carries the imported level's JSON text. */
export type LevelSource = StoredLevel;

export interface ProjectRecord {
  id: string;
  name: string;
  /** ISO-8601. */
  created: string;
  /** ISO-8601; bumped by every movie save so the project list sorts by recent work. */
  modified: string;
  currentMovieId: string | null;
  level: LevelSource;
  ui: UiSettings;
}

export interface MovieRecord {
  id: string;
  projectId: string;
  meta: MovieMeta;
  markers: MovieMarker[];
  checkpoints: SyncCheckpoint[];
  /** One byte per frame, exactly `inputs.byteLength` long (never a view into a bigger buffer). */
  inputs: Uint8Array;
  /** The second pad's track (Movie.inputs2), when the movie has one. */
  inputs2?: Uint8Array;
  /**
   * The savestate the movie starts from (Movie.savestate), when it has one: the bytes of the
   * engine's Int32Array snapshot in platform order, as a branch's. Absent: the level start.
   */
  savestate?: ArrayBuffer;
  /**
   * The movie's undo history (version 4): where its groups (the `undo` store) stand, written in
   * the same transaction as the movie, so the two always agree. Absent: no history.
   */
  undo?: UndoOrder;
}

/** One group of a movie's undo history (version 4), keyed by [movieId, id]. */
export interface UndoGroupRecord extends UndoGroup {
  movieId: string;
}

export interface BranchRecord {
  id: string;
  movieId: string;
  parent: string | null;
  name: string;
  note: string;
  frame: number;
  /** The bytes of the engine's Int32Array snapshot, in platform (little-endian) order. */
  savestate: ArrayBuffer;
  inputs: Uint8Array;
  markers: MovieMarker[];
  time: string;
  thumbnail: Uint8Array | null;
  /** The level the branch's state belongs to (version 2; null: the movie's level). */
  level: LevelSource | null;
  /** Hotkey slot 1..9 or null (version 2). */
  slot: number | null;
}

/**
 * A real act imported from the user's disassembly (version 3), keyed by its level hash: written
 * once when the act is first loaded, then named by reference (StoredActRef) from projects,
 * branches and other projects alike. `json` is the act as a `subpixel-level/2` document
 * (engine/level/writeLevel.ts), which loads back into the same level, with the same hash,
 * without the disassembly.
 */
export interface LevelRecord {
  hash: number;
  name: string;
  act: MovieActRef;
  json: string;
  /** ISO-8601, when it was stored. */
  saved: string;
  /**
   * The RAM labels of the checkout the act came from (engine/games/s1/ramLabelTable.ts), so the
   * RAM watch names RAM after a reload; absent on acts stored before they were kept.
   */
  ramLabels?: RamLabelTable;
}

/** One result of a search or sweep, as the analysis panel lists it. */
export interface StoredAnalysisResult {
  index: number;
  objective: string;
  found: boolean;
  score: number;
  doneFrame: number;
  message: string;
  inputs: Uint8Array;
  cell: { x: number; y: number; speed: number; air: boolean } | null;
  savestate: Int32Array;
  states: number;
  verification: string;
}

/**
 * The last analysis run of a project (one record per project, keyed by projectId), so a reload
 * keeps a 45-second sweep's results. Version 2.
 */
export interface AnalysisRecord {
  projectId: string;
  /** ISO-8601, when it was saved. */
  time: string;
  kind: 'search' | 'sweep';
  /** The frame whose savestate the run started from. */
  frame: number;
  results: StoredAnalysisResult[];
  cells: { cell: { x: number; y: number; speed: number; air: boolean }; reached: string[]; skipped?: boolean }[];
  history: { seconds: number; states: number; framesSimulated: number; bestScore: number; done: number; total: number }[];
  outcome: string;
  /** The sweep's grid (pixels), for its heatmap. */
  grid: { xs: number[]; ys: number[] } | null;
}

/**
 * How a journal record carries the edited inputs. Small movies are journaled whole; large ones
 * as the one changed span against the last save (`base` = that save's meta.modified), because
 * the journal is written on every keystroke and rewriting megabytes each time would stall.
 */
export type JournalInputs =
  | { kind: 'full'; bytes: Uint8Array }
  | { kind: 'span'; base: string; length: number; start: number; bytes: Uint8Array };

/** The latest unsaved edit of one movie, for crash recovery. One record per movie (keyed by movieId). */
export interface JournalRecord {
  movieId: string;
  projectId: string;
  /** Which autosave session wrote it, and its edit counter there; a save clears only what it covers. */
  session: string;
  seq: number;
  time: string;
  meta: MovieMeta;
  markers: MovieMarker[];
  checkpoints: SyncCheckpoint[];
  inputs: JournalInputs;
  /** The second pad's track, whole (it is short and rare), when the movie has one. */
  inputs2?: Uint8Array;
  /** The savestate the movie starts from (as MovieRecord.savestate), when it has one. */
  savestate?: ArrayBuffer;
}

export interface SubpixelDB extends DBSchema {
  projects: { key: string; value: ProjectRecord };
  movies: { key: string; value: MovieRecord; indexes: { 'by-project': string } };
  branches: { key: string; value: BranchRecord; indexes: { 'by-movie': string } };
  journal: { key: string; value: JournalRecord };
  analyses: { key: string; value: AnalysisRecord };
  levels: { key: number; value: LevelRecord };
  undo: { key: [string, number]; value: UndoGroupRecord; indexes: { 'by-movie': string } };
}

/**
 * One step of the schema: MIGRATIONS[v] turns a version-v database into version v+1. It runs
 * inside the upgrade transaction, so it may read and rewrite records through `tx` (awaiting only
 * IndexedDB requests). The database is untyped here because each step sees a different shape.
 */
export type Migration = (db: IDBPDatabase<unknown>, tx: IDBPTransaction<unknown, string[], 'versionchange'>) => void | Promise<void>;

export const MIGRATIONS: readonly Migration[] = [
  // 0 → 1: the first layout.
  (db) => {
    db.createObjectStore('projects', { keyPath: 'id' });
    db.createObjectStore('movies', { keyPath: 'id' }).createIndex('by-project', 'projectId');
    db.createObjectStore('branches', { keyPath: 'id' }).createIndex('by-movie', 'movieId');
    db.createObjectStore('journal', { keyPath: 'movieId' });
  },
  // 1 → 2: analysis results kept per project; branches remember their level and hotkey slot.
  // A version-1 branch gets its project's level: the best guess (a savestate from another
  // level is refused when loaded, and the workbench then offers to replay its inputs instead).
  async (db, tx) => {
    db.createObjectStore('analyses', { keyPath: 'projectId' });
    const movies = tx.objectStore('movies');
    const projects = tx.objectStore('projects');
    const branches = tx.objectStore('branches');
    let cursor = await branches.openCursor();
    while (cursor !== null) {
      const b = cursor.value as Omit<BranchRecord, 'level' | 'slot'>;
      const movie = (await movies.get(b.movieId)) as MovieRecord | undefined;
      const project = movie === undefined ? undefined : ((await projects.get(movie.projectId)) as ProjectRecord | undefined);
      await cursor.update({ ...b, level: project?.level ?? null, slot: null });
      cursor = await cursor.continue();
    }
  },
  // 2 → 3: real acts stored once, by their level hash (projects and branches name them).
  (db) => {
    db.createObjectStore('levels', { keyPath: 'hash' });
  },
  // 3 → 4: each movie's undo history, so switching projects or reloading keeps it. Movies saved
  // before have none (they open with an empty history, as they did).
  (db) => {
    db.createObjectStore('undo', { keyPath: ['movieId', 'id'] }).createIndex('by-movie', 'movieId');
  },
];

export interface OpenStoreOptions {
  name?: string;
  version?: number;
  migrations?: readonly Migration[];
}

/**
 * Opens the database, running every migration from the stored version up to `version`.
 * Rejects (the caller turns that into a Result) when a step is missing or fails; the upgrade
 * transaction is then aborted so the old data stays as it was.
 */
export async function openStore<S extends DBSchema = SubpixelDB>(opts: OpenStoreOptions = {}): Promise<IDBPDatabase<S>> {
  const name = opts.name ?? DB_NAME;
  const version = opts.version ?? DB_VERSION;
  const migrations = opts.migrations ?? MIGRATIONS;
  if (migrations.length < version) throw new Error(`no migration from version ${migrations.length} to ${migrations.length + 1}`);
  let failure: unknown = null;
  let pending: Promise<void> = Promise.resolve();
  let db: IDBPDatabase<S>;
  try {
    db = await openDB<S>(name, version, {
      upgrade(database, oldVersion, newVersion, transaction) {
        const untypedDb = database as unknown as IDBPDatabase<unknown>;
        const untypedTx = transaction as unknown as IDBPTransaction<unknown, string[], 'versionchange'>;
        // An aborted upgrade is reported by the open request; observe `done` so its rejection
        // is not also raised as an unhandled one.
        transaction.done.catch(() => {});
        pending = runMigrations(oldVersion, newVersion ?? version, migrations, untypedDb, untypedTx).catch((e: unknown) => {
          failure = e;
          try {
            transaction.abort();
          } catch {
            // Already finished or aborted: the open request reports the failure.
          }
        });
      },
      // Another tab wants a newer schema: let it upgrade rather than block it forever. Our
      // later operations then fail as storageFailed and the user is asked to reload.
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
      },
    });
  } catch (e) {
    await pending;
    throw failure ?? e;
  }
  await pending;
  return db;
}

/** Versions are applied in order; `from` is the stored version (0 for a new database). */
async function runMigrations(
  from: number,
  to: number,
  migrations: readonly Migration[],
  db: IDBPDatabase<unknown>,
  tx: IDBPTransaction<unknown, string[], 'versionchange'>,
): Promise<void> {
  for (let v = from; v < to; v++) {
    const step = migrations[v];
    if (step === undefined) throw new Error(`no migration from version ${v} to ${v + 1}`);
    // A synchronous step must not be delayed by an await: schema changes have to happen while
    // the upgrade transaction is still active.
    const r = step(db, tx);
    if (r !== undefined) await r;
  }
}
