/**
 * Autosave for the movie being edited: a debounced save after edits, an immediate flush for
 * page hide, and a crash journal written on every edit.
 *
 * Why both: the debounced save keeps IndexedDB traffic low while the user holds a key down in
 * the piano roll, but a tab killed inside the debounce window would lose those edits. So every
 * edit is also journaled at once (one small record per movie, overwritten each time), and
 * `recover()` on the next start prefers the journal when it is newer than the saved movie.
 * A save clears the journal it covers in the same transaction, so "journal present" means
 * "there are edits the last save does not have".
 *
 * `make*` (not `create*`): nothing here is reactive; the workbench wires `flush` to
 * `visibilitychange`/`pagehide` and `notifyEdit` to its edit commands, and calls `dispose`.
 * Timers are injected so tests drive them with fake timers.
 */
import type { Movie, MovieError, Result } from '../types.ts';
import { applyInputSpan, diffInputs } from './inputSpan.ts';
import type { ProjectStore } from './projectStore.ts';
import type { JournalInputs, JournalRecord } from './schema.ts';
import type { UndoChanges } from '../model/undoSteps.ts';

export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'error';

/** What to save: the movie being edited and where it lives. Read at save and journal time. */
export interface AutosaveSnapshot {
  projectId: string;
  movieId: string;
  movie: Movie;
  /**
   * The movie's undo history (movies/model/undoHistory.ts): a save writes what changed of it with
   * the movie and then tells it so. Without it the movie is saved with no history.
   */
  undo?: { changes(): UndoChanges; stored(c: UndoChanges): void };
}

export type AutosaveStore = Pick<ProjectStore, 'saveMovie' | 'loadMovie' | 'writeJournal' | 'readJournal' | 'clearJournal'>;

export interface AutosaveOptions {
  /** Quiet time after the last edit before saving. Default 1000 ms. */
  delayMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Called when the status changes; `detail` is the error for 'error', otherwise null. */
  onStatus?: (status: AutosaveStatus, detail: MovieError | null) => void;
  /** ISO-8601 clock for journal records. */
  now?: () => string;
  /** Identifies this tab's journal records; default a random UUID. */
  session?: string;
  /** Inputs up to this many bytes are journaled whole; larger ones as a span against the last save. Default 64 KiB. */
  journalFullLimit?: number;
}

export interface Recovered {
  projectId: string;
  movie: Movie;
  source: 'saved' | 'journal';
  /** When the journal won but writing it back as the saved movie failed (it stays journaled). */
  persistError: MovieError | null;
}

export interface Autosave {
  /** Call after every edit. Resolves when the edit is journaled (callers need not wait). */
  notifyEdit(): Promise<Result<void>>;
  /** Saves now if anything is unsaved (page hide, switching movies). */
  flush(): Promise<Result<void>>;
  /**
   * The newest of the saved movie and its journal; a winning journal is saved and cleared.
   * With `persist: false` (a tab that only views a project another tab edits) nothing is
   * written: the journal still wins when it is newer, but stays where it is for the owner.
   */
  recover(movieId: string, opts?: { persist?: boolean }): Promise<Result<Recovered>>;
  readonly status: AutosaveStatus;
  /** Stops the timer without saving. */
  dispose(): void;
}

const OK: Result<void> = { ok: true, value: undefined };

export function makeAutosave(store: AutosaveStore, getSnapshot: () => AutosaveSnapshot, opts: AutosaveOptions = {}): Autosave {
  const delayMs = opts.delayMs ?? 1000;
  const setTimer = opts.setTimer ?? ((fn: () => void, ms: number): unknown => setTimeout(fn, ms));
  const clearTimer = opts.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  const now = opts.now ?? (() => new Date().toISOString());
  const session = opts.session ?? crypto.randomUUID();
  const fullLimit = opts.journalFullLimit ?? 64 * 1024;

  let status: AutosaveStatus = 'saved';
  /** Edits seen / edits covered by the last successful save. */
  let seq = 0;
  let savedSeq = 0;
  let timer: unknown = null;
  let inFlight: Promise<Result<void>> | null = null;
  /** The last saved inputs, the base for span journal records. */
  let baseline: { movieId: string; inputs: Uint8Array; modified: string } | null = null;

  function setStatus(next: AutosaveStatus, detail: MovieError | null = null): void {
    if (next === status && detail === null) return;
    status = next;
    opts.onStatus?.(next, detail);
  }

  function stopTimer(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  function journalInputs(movieId: string, inputs: Uint8Array): JournalInputs {
    if (inputs.length <= fullLimit || baseline === null || baseline.movieId !== movieId) return { kind: 'full', bytes: inputs.slice() };
    const span = diffInputs(baseline.inputs, inputs);
    return { kind: 'span', base: baseline.modified, length: span.length, start: span.start, bytes: span.bytes };
  }

  async function save(): Promise<Result<void>> {
    stopTimer();
    // One save at a time; a save requested meanwhile runs after it if edits are still unsaved.
    while (inFlight !== null) await inFlight;
    if (seq === savedSeq) return OK;
    const snap = getSnapshot();
    const undo = snap.undo?.changes();
    const at = seq;
    setStatus('saving');
    inFlight = (async (): Promise<Result<void>> => {
      try {
        const r = await store.saveMovie(snap.projectId, snap.movieId, snap.movie, { journal: { session, seq: at }, undo });
        if (!r.ok) {
          setStatus('error', r.error);
          return r;
        }
        if (undo !== undefined) snap.undo!.stored(undo);
        savedSeq = at;
        baseline = { movieId: snap.movieId, inputs: snap.movie.inputs.slice(), modified: r.value.modified };
        // Edits that arrived during the save keep their own timer running.
        setStatus(seq === savedSeq ? 'saved' : 'pending');
        return OK;
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    get status() {
      return status;
    },

    notifyEdit() {
      seq++;
      stopTimer();
      timer = setTimer(() => {
        timer = null;
        void save();
      }, delayMs);
      if (status !== 'saving') setStatus('pending');
      const snap = getSnapshot();
      const record: JournalRecord = {
        movieId: snap.movieId,
        projectId: snap.projectId,
        session,
        seq,
        time: now(),
        meta: { ...snap.movie.meta, fixes: [...snap.movie.meta.fixes], level: { ...snap.movie.meta.level } },
        markers: snap.movie.markers.map((m) => ({ ...m })),
        checkpoints: snap.movie.checkpoints.map((c) => ({ ...c })),
        inputs: journalInputs(snap.movieId, snap.movie.inputs),
      };
      if (snap.movie.inputs2 !== undefined) record.inputs2 = snap.movie.inputs2.slice();
      if (snap.movie.savestate !== undefined) record.savestate = snap.movie.savestate.slice().buffer;
      // Started synchronously, so its transaction is ordered before any later save's.
      return store.writeJournal(record).then((r) => {
        if (!r.ok) setStatus('error', r.error);
        return r;
      });
    },

    flush: save,

    async recover(movieId, recoverOpts = {}) {
      const persist = recoverOpts.persist ?? true;
      const loaded = await store.loadMovie(movieId);
      if (!loaded.ok && loaded.error.code !== 'movieNotFound') return loaded;
      const read = await store.readJournal(movieId);
      if (!read.ok) return read;
      const saved = loaded.ok ? loaded.value : null;
      const journal = read.value;

      const inputs = journal === null ? null : journalToInputs(journal, saved?.movie ?? null);
      const journalWins = journal !== null && inputs !== null && (saved === null || journal.time >= saved.movie.meta.modified);
      if (!journalWins) {
        // A stale or unusable journal (its base save is gone) would only shadow real data.
        if (journal !== null && persist) {
          const cleared = await store.clearJournal(movieId);
          if (!cleared.ok) return cleared;
        }
        if (!loaded.ok) return loaded;
        baseline = { movieId, inputs: loaded.value.movie.inputs.slice(), modified: loaded.value.movie.meta.modified };
        return { ok: true, value: { projectId: loaded.value.projectId, movie: loaded.value.movie, source: 'saved', persistError: null } };
      }

      const movie: Movie = { meta: journal.meta, markers: journal.markers, checkpoints: journal.checkpoints, inputs };
      if (journal.inputs2 !== undefined) movie.inputs2 = journal.inputs2;
      if (journal.savestate !== undefined) movie.savestate = new Int32Array(journal.savestate);
      if (!persist) return { ok: true, value: { projectId: journal.projectId, movie, source: 'journal', persistError: null } };
      const persisted = await store.saveMovie(journal.projectId, movieId, movie, { journal: { session: journal.session, seq: journal.seq } });
      if (!persisted.ok) {
        setStatus('error', persisted.error);
        return { ok: true, value: { projectId: journal.projectId, movie, source: 'journal', persistError: persisted.error } };
      }
      baseline = { movieId, inputs: inputs.slice(), modified: persisted.value.modified };
      return {
        ok: true,
        value: { projectId: journal.projectId, movie: { ...movie, meta: { ...movie.meta, modified: persisted.value.modified } }, source: 'journal', persistError: null },
      };
    },

    dispose: stopTimer,
  };
}

function journalToInputs(journal: JournalRecord, saved: Movie | null): Uint8Array | null {
  const j = journal.inputs;
  if (j.kind === 'full') return j.bytes;
  if (saved === null || saved.meta.modified !== j.base) return null;
  return applyInputSpan(saved.inputs, j);
}
