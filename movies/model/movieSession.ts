/**
 * One open movie, for the worker and the CLI: the Movie (meta, input track, markers,
 * checkpoints), its undo history, greenzone and branch tree, kept consistent with each other.
 *
 * Every edit is one undo group and invalidates the greenzone only from its first changed frame.
 * Results are values (`{ ok, value | error }`) so they cross the worker boundary (STYLE habit 6).
 *
 * Rerecords follow the TAS convention: the count goes up once each time recording resumes over
 * existing frames after the cursor was moved by a seek, rewind or branch load.
 *
 * Branch operations (create, update, rename, delete, slots) are undo steps too, so Ctrl+Z after
 * deleting a branch brings it back. Recording frame after frame is one undo group: each
 * recorded frame continues the group the previous frame opened (UndoChain), until the cursor
 * moves elsewhere or another edit comes between.
 */
import type { Simulation } from '../../engine/world/simulation.ts';
import type { Branch, Movie, MovieMarker, MovieMeta, Result, StoredLevel, SyncCheckpoint } from '../types.ts';
import { BranchTree, type BranchError, type BranchLoad, type BranchLoadMode } from './branches.ts';
import { Greenzone, type GreenzoneOptions } from './greenzone.ts';
import { InputTrack, type WriteMode } from './inputTrack.ts';
import { MarkerList } from './markers.ts';
import { DEFAULT_CHECKPOINT_EVERY, recordCheckpoints, verifyCheckpoints } from './syncGuard.ts';
import { UndoHistory, type UndoChain } from './undoHistory.ts';

export interface SessionError {
  readonly code: 'readOnly';
  readonly message: string;
}

/** One entry of the undo history list, oldest first. */
export interface HistoryEntry {
  readonly label: string;
  /** False for entries that were undone (redo brings them back). */
  readonly done: boolean;
}

/** The first changed frame (-1: nothing changed), or why the edit was refused. */
export type EditResult = Result<number, SessionError>;

export interface MovieSessionOptions extends GreenzoneOptions {
  checkpointEvery?: number;
}

export interface FrameAdvance {
  sim: Simulation;
  /** Event bits of the step just taken. */
  events: number;
}

export class MovieSession {
  readonly meta: MovieMeta;
  readonly track: InputTrack;
  readonly markers: MarkerList;
  readonly history = new UndoHistory();
  private zone: Greenzone;
  readonly branches: BranchTree;
  checkpoints: SyncCheckpoint[];
  /** Recording writes over the cursor's frame, or inserts a new frame there. */
  recordMode: WriteMode = 'overwrite';
  private factory: () => Simulation;
  private readonly checkpointEvery: number;
  private readonly options: MovieSessionOptions;
  /** Set by seek/rewind/branch load, cleared when recording: the rerecord rule. */
  private movedSinceRecord = false;
  /** First frame of the recording the last undo group holds (its label counts from there). */
  private recordStart = 0;

  constructor(factory: () => Simulation, movie: Movie, options: MovieSessionOptions = {}, branches: readonly Branch[] = []) {
    this.factory = factory;
    this.options = options;
    this.meta = { ...movie.meta, fixes: [...movie.meta.fixes] };
    this.track = new InputTrack(movie.inputs);
    this.markers = new MarkerList(movie.markers);
    this.checkpoints = movie.checkpoints.slice();
    this.history.watch(this.track);
    // Event bits cost 5 bytes a frame and let frameAdvance report what happened.
    this.zone = new Greenzone(factory, this.track, { recordEvents: true, ...options });
    this.branches = new BranchTree(branches);
    this.checkpointEvery = options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;
  }

  get greenzone(): Greenzone {
    return this.zone;
  }

  /**
   * The movie now plays on another simulation (a new level, profile, character or fixes): a
   * fresh greenzone on it (the cursor back at frame 0). Inputs, markers, history and branches stay.
   */
  resimulate(factory: () => Simulation): void {
    this.factory = factory;
    this.zone = new Greenzone(factory, this.track, { recordEvents: true, ...this.options });
    this.movedSinceRecord = true;
  }

  /** The undo history as a list, oldest first; `position` entries are done. */
  historyList(): { entries: HistoryEntry[]; position: number } {
    const done = this.history.undoLabels().map((label) => ({ label, done: true }));
    const undone = this.history.redoLabels().map((label) => ({ label, done: false }));
    return { entries: [...done, ...undone], position: done.length };
  }

  get readOnly(): boolean {
    return this.track.readOnly;
  }

  set readOnly(value: boolean) {
    this.track.readOnly = value;
  }

  get cursor(): number {
    return this.zone.cursor;
  }

  /** The movie as plain data (inputs and markers copied). */
  toMovie(): Movie {
    return {
      meta: { ...this.meta, fixes: [...this.meta.fixes] },
      inputs: this.track.toUint8Array(),
      markers: this.markers.list(),
      checkpoints: this.checkpoints.slice(),
    };
  }

  // ---- edits -------------------------------------------------------------------------------

  /** Sets one frame's input; with `chain`, consecutive calls of one caller are one undo group (a script run). */
  setInput(frame: number, input: number, label = 'set input', chain?: UndoChain): EditResult {
    return this.act(label, () => this.track.set(frame, input), false, chain);
  }

  setButtons(from: number, to: number, mask: number): EditResult {
    return this.act('set buttons', () => this.track.setButtons(from, to, mask));
  }

  clearButtons(from: number, to: number, mask: number): EditResult {
    return this.act('clear buttons', () => this.track.clearButtons(from, to, mask));
  }

  applyPattern(from: number, to: number, mask: number, pattern: string): EditResult {
    return this.act('autofire', () => this.track.applyPattern(from, to, mask, pattern));
  }

  insertFrames(at: number, count: number, value = 0): EditResult {
    return this.act('insert frames', () => {
      const first = this.track.insertFrames(at, count, value);
      if (first >= 0) this.markers.shiftForInsert(first, count);
      return first;
    });
  }

  deleteFrames(at: number, count: number): EditResult {
    return this.act('delete frames', () => {
      const before = this.track.length;
      const first = this.track.deleteFrames(at, count);
      if (first >= 0) this.markers.shiftForDelete(at, before - this.track.length);
      return first;
    });
  }

  paste(at: number, bytes: Uint8Array, mode: WriteMode): EditResult {
    return this.act('paste', () => {
      const before = this.track.length;
      const first = this.track.paste(at, bytes, mode);
      if (first >= 0 && mode === 'insert') this.markers.shiftForInsert(first, this.track.length - before);
      return first;
    });
  }

  addMarker(frame: number, text: string): EditResult {
    return this.act('add marker', () => (this.markers.add(frame, text) ? frame : -1), true);
  }

  removeMarker(frame: number): EditResult {
    return this.act('remove marker', () => (this.markers.remove(frame) ? frame : -1), true);
  }

  moveMarker(from: number, to: number): EditResult {
    return this.act('move marker', () => (this.markers.move(from, to) ? Math.min(from, to) : -1), true);
  }

  undo(): EditResult {
    if (this.readOnly) return readOnlyError();
    return { ok: true, value: this.invalidate(this.history.undo()) };
  }

  redo(): EditResult {
    if (this.readOnly) return readOnlyError();
    return { ok: true, value: this.invalidate(this.history.redo()) };
  }

  /** Undoes or redoes until `position` groups are done (a click in the history list). */
  undoTo(position: number): EditResult {
    if (this.readOnly) return readOnlyError();
    let first = -1;
    const target = Math.max(0, Math.min(Math.floor(position), this.history.position + this.history.redoLabels().length));
    while (this.history.position > target) first = earliest(first, this.invalidate(this.history.undo()));
    while (this.history.position < target) first = earliest(first, this.invalidate(this.history.redo()));
    return { ok: true, value: first };
  }

  /**
   * Replaces the whole movie (an import over the open one): inputs, markers and meta, as one
   * undoable edit. The caller switches the simulation first when the level or settings differ.
   */
  replaceMovie(movie: Movie, label: string): EditResult {
    return this.act(label, () => {
      const before = { ...this.meta, fixes: [...this.meta.fixes], level: { ...this.meta.level } };
      const after = { ...movie.meta, fixes: [...movie.meta.fixes], level: { ...movie.meta.level } };
      this.history.push(this.metaStep(before, after));
      Object.assign(this.meta, after);
      this.markers.replaceAll(movie.markers);
      return this.track.replaceAll(movie.inputs);
    });
  }

  /** Replaces inputs and markers (an edit in the text view, a branch's inputs replayed here): one undoable edit. */
  replaceInputs(inputs: Uint8Array, markers: readonly MovieMarker[], label: string): EditResult {
    return this.act(label, () => {
      this.markers.replaceAll(markers);
      return this.track.replaceAll(inputs);
    });
  }

  /** Sets meta fields as an undo step of the open group (settings changes use it). */
  changeMeta(patch: Partial<MovieMeta>): void {
    const before = { ...this.meta, fixes: [...this.meta.fixes], level: { ...this.meta.level } };
    Object.assign(this.meta, patch);
    const after = { ...this.meta, fixes: [...this.meta.fixes], level: { ...this.meta.level } };
    this.history.push(this.metaStep(before, after));
  }

  // ---- playback ----------------------------------------------------------------------------

  seek(frame: number): Simulation {
    this.movedSinceRecord = true;
    return this.zone.seek(frame);
  }

  /** Steps toward `frame`, at most `maxSteps` frames (Greenzone.seek); the cursor is where it stopped. */
  seekToward(frame: number, maxSteps: number): Simulation {
    this.movedSinceRecord = true;
    return this.zone.seek(frame, maxSteps);
  }

  rewind(n = 1): Simulation {
    this.movedSinceRecord = true;
    return this.zone.rewind(n);
  }

  /**
   * Steps one frame. With `input` and recording allowed, that input is first recorded at the
   * cursor's frame (per `recordMode`); otherwise the movie plays back.
   */
  frameAdvance(input?: number): Result<FrameAdvance, SessionError> {
    const frame = this.zone.cursor;
    if (input !== undefined) {
      if (this.readOnly) return readOnlyError();
      const overExisting = frame < this.track.length;
      // Frame after frame, recording stays one undo group (one second is one step, not 60).
      const key = `record@${frame}`;
      if (!this.history.continues(key)) this.recordStart = frame;
      const label = frame === this.recordStart ? `record frame ${frame}` : `record frames ${this.recordStart}–${frame}`;
      const first = this.act(label, () => this.track.record(frame, input, this.recordMode), false, { key, next: `record@${frame + 1}` });
      if (!first.ok) return first;
      if (overExisting && this.movedSinceRecord) this.meta.rerecords++;
      this.movedSinceRecord = false;
    }
    const sim = this.zone.seek(frame + 1);
    return { ok: true, value: { sim, events: this.zone.eventsAt(frame) } };
  }

  // ---- branches ----------------------------------------------------------------------------

  createBranch(time: string, name?: string, note?: string, level: StoredLevel | null = null): Branch {
    const sim = this.zone.seek(this.zone.cursor);
    return this.addBranch(() => this.branches.create({ sim, inputs: this.track.bytes(), markers: this.markers.list(), time, name, note, level }));
  }

  /** A branch made from a source the caller builds (a search result): an undoable edit. */
  addBranch(make: () => Branch): Branch {
    const before = this.branches.current;
    let label = 'save branch';
    this.history.beginGroup(label);
    try {
      const b = make();
      const order = this.branches.orderOf(b.id);
      this.history.push({
        undo: () => {
          this.branches.remove(b.id);
          this.branches.current = before;
          return -1;
        },
        redo: () => {
          this.branches.reinsert(b, order, []);
          this.branches.current = b.id;
          return -1;
        },
      });
      label = `save branch "${b.name}" at ${b.frame}`;
      return b;
    } finally {
      this.history.endGroup(label);
    }
  }

  updateBranch(id: string, time: string, level: StoredLevel | null = null): Result<Branch, BranchError | SessionError> {
    const sim = this.zone.seek(this.zone.cursor);
    return this.changeBranch(id, 'update branch', () => this.branches.update(id, { sim, inputs: this.track.bytes(), markers: this.markers.list(), time, level }));
  }

  /** Renames a branch and sets its note: one undoable edit. */
  renameBranch(id: string, name: string, note: string): Result<Branch, BranchError | SessionError> {
    return this.changeBranch(id, 'rename branch', () => {
      const r = this.branches.rename(id, name);
      if (r.ok) r.value.note = note;
      return r;
    });
  }

  /** Puts a branch in hotkey slot `slot` (another branch there gives it up): one undoable edit. */
  setBranchSlot(id: string, slot: number | null): Result<Branch, BranchError | SessionError> {
    const holder = slot === null ? null : this.branches.inSlot(slot);
    const other = holder !== null && holder.id !== id ? holder.id : null;
    const otherBefore = other === null ? null : this.branches.contents(other);
    return this.changeBranch(id, `branch to slot ${slot ?? 'none'}`, () => {
      const r = this.branches.setSlot(id, slot);
      if (!r.ok) return r;
      if (other !== null && otherBefore !== null) {
        this.history.push({
          undo: () => {
            this.branches.setContents(other, otherBefore);
            return -1;
          },
          redo: () => {
            this.branches.setSlot(other, null);
            return -1;
          },
        });
      }
      return { ok: true, value: this.branches.get(id)! };
    });
  }

  /** Deletes a branch (children move up to its parent): one undoable edit. */
  deleteBranch(id: string): Result<Branch, BranchError | SessionError> {
    if (this.readOnly) return readOnlyError();
    const order = this.branches.orderOf(id);
    const before = this.branches.current;
    let label = 'delete branch';
    this.history.beginGroup(label);
    try {
      const r = this.branches.delete(id);
      if (!r.ok) return r;
      const { branch, children } = r.value;
      this.history.push({
        undo: () => {
          this.branches.reinsert(branch, order, children);
          this.branches.current = before;
          return -1;
        },
        redo: () => {
          this.branches.delete(id);
          return -1;
        },
      });
      label = `delete branch "${branch.name}"`;
      return { ok: true, value: branch };
    } finally {
      this.history.endGroup(label);
    }
  }

  /**
   * Loads a branch (see branches.ts). Replacing inputs is an undoable edit and is refused in
   * read-only mode. When the restored state belongs to the movie's inputs it joins the greenzone
   * and becomes the cursor; otherwise the next seek replays the movie's own inputs.
   */
  loadBranch(id: string, mode: BranchLoadMode): Result<BranchLoad, BranchError | SessionError> {
    if (mode === 'replaceInputs' && this.readOnly) return readOnlyError();
    const r = this.branches.load(id, mode, this.zone.sim, this.track.toUint8Array());
    if (!r.ok) return r;
    this.zone.simulationChanged();
    const { branch, firstDifference } = r.value;
    if (mode === 'replaceInputs') {
      const markers = r.value.markers ?? [];
      this.act('load branch', () => {
        this.markers.replaceAll(markers);
        return this.track.replaceAll(branch.inputs);
      });
    } else if (firstDifference !== null) {
      this.zone.invalidateFrom(firstDifference);
    }
    this.movedSinceRecord = true;
    if (r.value.consistent) {
      this.zone.adopt(branch.frame, branch.savestate);
      this.zone.seek(branch.frame);
    }
    return r;
  }

  // ---- desync guard ------------------------------------------------------------------------

  /** Re-records the checkpoints from the current inputs (a full replay). */
  updateCheckpoints(every = this.checkpointEvery): SyncCheckpoint[] {
    this.checkpoints = recordCheckpoints(this.factory, this.track.bytes(), every);
    return this.checkpoints;
  }

  /** The first checkpoint frame that no longer matches, or null. */
  verify(): number | null {
    return verifyCheckpoints(this.factory, this.track.bytes(), this.checkpoints);
  }

  // ---- internals ---------------------------------------------------------------------------

  /**
   * Runs one user action as an undo group. Marker changes are recorded as a before/after pair
   * (markers are few); `markerOnly` actions do not touch the greenzone.
   */
  private act(label: string, fn: () => number, markerOnly = false, chain?: UndoChain): EditResult {
    if (this.readOnly) return readOnlyError();
    const before = this.markers.list();
    const first = this.history.transact(label, () => {
      const f = fn();
      const after = this.markers.list();
      if (!sameMarkers(before, after)) this.history.push(markerStep(this.markers, before, after));
      return f;
    }, chain);
    return { ok: true, value: markerOnly ? first : this.invalidate(first) };
  }

  /** A branch edit that changes one branch in place, undone by putting its contents back. */
  private changeBranch(id: string, what: string, fn: () => Result<Branch, BranchError>): Result<Branch, BranchError | SessionError> {
    if (this.readOnly) return readOnlyError();
    const before = this.branches.contents(id);
    if (before === null) return { ok: false, error: { code: 'branchNotFound', message: `no branch "${id}"` } };
    let label = what;
    this.history.beginGroup(label);
    try {
      const out = fn();
      if (!out.ok) return out;
      const after = this.branches.contents(id)!;
      this.history.push({
        undo: () => {
          this.branches.setContents(id, before);
          return -1;
        },
        redo: () => {
          this.branches.setContents(id, after);
          return -1;
        },
      });
      label = `${what} "${out.value.name}"`;
      return out;
    } finally {
      this.history.endGroup(label);
    }
  }

  private metaStep(before: MovieMeta, after: MovieMeta) {
    return {
      undo: (): number => {
        Object.assign(this.meta, before, { fixes: [...before.fixes], level: { ...before.level } });
        return -1;
      },
      redo: (): number => {
        Object.assign(this.meta, after, { fixes: [...after.fixes], level: { ...after.level } });
        return -1;
      },
    };
  }

  private invalidate(first: number): number {
    if (first >= 0) this.zone.invalidateFrom(first);
    return first;
  }
}

function markerStep(list: MarkerList, before: MovieMarker[], after: MovieMarker[]) {
  return {
    undo(): number {
      list.replaceAll(before);
      return -1;
    },
    redo(): number {
      list.replaceAll(after);
      return -1;
    },
  };
}

function earliest(a: number, b: number): number {
  if (a < 0) return b;
  if (b < 0) return a;
  return Math.min(a, b);
}

function sameMarkers(a: readonly MovieMarker[], b: readonly MovieMarker[]): boolean {
  return a.length === b.length && a.every((m, i) => m.frame === b[i].frame && m.text === b[i].text);
}

function readOnlyError(): { ok: false; error: SessionError } {
  return { ok: false, error: { code: 'readOnly', message: 'the movie is in read-only playback' } };
}
