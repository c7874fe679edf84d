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
 *
 * The second pad (the partner's buttons, Movie.inputs2) is a second InputTrack, `track2`,
 * edited with `pad: 2` and undone with the same history; the greenzone steps the engine's input
 * words (player 1 | second pad << 8). Inserting or deleting frames shifts both tracks together.
 * Recording (frameAdvance), the text view, branches' inputs and checkpoints' inputs are player 1's
 * track; a branch keeps the movie's second pad as it is; an imported movie replaces both.
 *
 * A movie that starts from a savestate (Movie.savestate) is simulated from it: the factory's
 * simulations are at its state, counted from it (movieStart.ts), so the greenzone's root, frame
 * 0, is that state and seeking to frame 0 restores it. The session keeps the savestate only to
 * give it back with the movie (`toMovie`); whoever builds the factory builds it from there.
 */
import type { Simulation } from '../../engine/world/simulation.ts';
import type { Branch, Movie, MovieMarker, MovieMeta, Result, StoredLevel, SyncCheckpoint } from '../types.ts';
import { BranchTree, type BranchError, type BranchLoad, type BranchLoadMode } from './branches.ts';
import { Greenzone, type GreenzoneOptions } from './greenzone.ts';
import { InputTrack, type WriteMode } from './inputTrack.ts';
import { MarkerList } from './markers.ts';
import { DEFAULT_CHECKPOINT_EVERY, recordCheckpoints, verifyCheckpoints } from './syncGuard.ts';
import { UndoHistory, type UndoChain } from './undoHistory.ts';
import type { UndoDirection, UndoStepData } from './undoSteps.ts';
import { hasSecondPad } from './inputWords.ts';
import { P2_SHIFT } from '../../engine/input.ts';

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

/** Which pad an edit is for: 1 (player 1, `track`) or 2 (the second pad, `track2`). */
export type Pad = 1 | 2;

export interface FrameAdvance {
  sim: Simulation;
  /** Event bits of the step just taken. */
  events: number;
}

export class MovieSession {
  readonly meta: MovieMeta;
  readonly track: InputTrack;
  readonly track2: InputTrack;
  readonly markers: MarkerList;
  readonly history = new UndoHistory();
  private zone: Greenzone;
  readonly branches: BranchTree;
  checkpoints: SyncCheckpoint[];
  /** Recording writes over the cursor's frame, or inserts a new frame there. */
  recordMode: WriteMode = 'overwrite';
  /** The savestate the movie starts from (the factory's simulations start there), or null: the level start. */
  private startState: Int32Array | null;
  private factory: () => Simulation;
  private readonly checkpointEvery: number;
  private readonly options: MovieSessionOptions;
  /** Both tracks as the engine's input words, what the greenzone steps. */
  private readonly words: { get(frame: number): number };
  /** Set by seek/rewind/branch load, cleared when recording: the rerecord rule. */
  private movedSinceRecord = false;
  /** First frame of the recording the last undo group holds (its label counts from there). */
  private recordStart = 0;
  /**
   * Undoes or redoes a `host` step (undoSteps.ts): a change its driver made and recorded
   * (the workbench's settings); returns the first changed frame or -1.
   */
  hostSteps: (step: Extract<UndoStepData, { kind: 'host' }>, direction: UndoDirection) => number = () => -1;

  constructor(factory: () => Simulation, movie: Movie, options: MovieSessionOptions = {}, branches: readonly Branch[] = []) {
    this.factory = factory;
    this.options = options;
    this.meta = { ...movie.meta, fixes: [...movie.meta.fixes] };
    this.track = new InputTrack(movie.inputs);
    this.track2 = new InputTrack(movie.inputs2 ?? new Uint8Array(0));
    this.markers = new MarkerList(movie.markers);
    this.checkpoints = movie.checkpoints.slice();
    this.startState = movie.savestate ?? null;
    this.history.watch(this.track, 1);
    this.history.watch(this.track2, 2);
    this.history.apply = (step, direction) => this.applyStep(step, direction);
    const track = this.track;
    const track2 = this.track2;
    this.words = { get: (f: number): number => track.get(f) | (track2.get(f) << P2_SHIFT) };
    // Event bits cost 5 bytes a frame and let frameAdvance report what happened.
    this.zone = new Greenzone(factory, this.words, { recordEvents: true, ...options });
    this.branches = new BranchTree(branches);
    this.checkpointEvery = options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;
  }

  get greenzone(): Greenzone {
    return this.zone;
  }

  /** The savestate the movie starts from, or null (the level start). */
  get start(): Int32Array | null {
    return this.startState;
  }

  /**
   * The movie now plays on another simulation (a new level, profile, character or fixes, or
   * another start: `start` is the savestate `factory` starts from): a fresh greenzone on it (the
   * cursor back at frame 0). Inputs, markers, history and branches stay.
   */
  resimulate(factory: () => Simulation, start: Int32Array | null = this.startState): void {
    this.factory = factory;
    this.startState = start;
    this.zone = new Greenzone(factory, this.words, { recordEvents: true, ...this.options });
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
    this.track2.readOnly = value;
  }

  get cursor(): number {
    return this.zone.cursor;
  }

  /** The movie as plain data (inputs and markers copied). */
  toMovie(): Movie {
    const movie: Movie = {
      meta: { ...this.meta, fixes: [...this.meta.fixes] },
      inputs: this.track.toUint8Array(),
      markers: this.markers.list(),
      checkpoints: this.checkpoints.slice(),
    };
    if (this.startState !== null) movie.savestate = this.startState;
    // The second pad's track is kept only while it presses something; both tracks then have the
    // longer one's length (frames past a track's end press nothing).
    const inputs2 = this.track2.toUint8Array();
    if (hasSecondPad(inputs2)) {
      const n = Math.max(movie.inputs.length, inputs2.length);
      const a = new Uint8Array(n);
      a.set(movie.inputs);
      const b = new Uint8Array(n);
      b.set(inputs2);
      movie.inputs = a;
      movie.inputs2 = b;
    }
    return movie;
  }

  /** Every frame's input word (player 1 | second pad << 8), as long as the longer track. */
  inputWords(): Uint16Array {
    const n = Math.max(this.track.length, this.track2.length);
    const out = new Uint16Array(n);
    for (let f = 0; f < n; f++) out[f] = this.words.get(f);
    return out;
  }

  private padTrack(pad: Pad): InputTrack {
    return pad === 2 ? this.track2 : this.track;
  }

  // ---- edits -------------------------------------------------------------------------------

  /**
   * Sets one frame's input; with `chain`, consecutive calls of one caller are one undo group (a
   * script run). `pad` 2: the second pad's track.
   */
  setInput(frame: number, input: number, label = 'set input', chain?: UndoChain, pad: Pad = 1): EditResult {
    return this.act(label, () => this.padTrack(pad).set(frame, input), false, chain);
  }

  setButtons(from: number, to: number, mask: number, pad: Pad = 1): EditResult {
    return this.act('set buttons', () => this.padTrack(pad).setButtons(from, to, mask));
  }

  clearButtons(from: number, to: number, mask: number, pad: Pad = 1): EditResult {
    return this.act('clear buttons', () => this.padTrack(pad).clearButtons(from, to, mask));
  }

  applyPattern(from: number, to: number, mask: number, pattern: string, pad: Pad = 1): EditResult {
    return this.act('autofire', () => this.padTrack(pad).applyPattern(from, to, mask, pattern));
  }

  /** Inserts empty frames (player 1's `value`) at `at` in both tracks. */
  insertFrames(at: number, count: number, value = 0): EditResult {
    return this.act('insert frames', () => {
      const first = this.track.insertFrames(at, count, value);
      if (first >= 0) {
        this.markers.shiftForInsert(first, count);
        if (first < this.track2.length) this.track2.insertFrames(first, count);
      }
      return first;
    });
  }

  /** Deletes frames from both tracks. */
  deleteFrames(at: number, count: number): EditResult {
    return this.act('delete frames', () => {
      const before = this.track.length;
      const first = this.track.deleteFrames(at, count);
      if (first >= 0) {
        this.markers.shiftForDelete(at, before - this.track.length);
        this.track2.deleteFrames(at, before - this.track.length);
      }
      return first;
    });
  }

  /** Pastes into one pad's track; an inserting paste also inserts empty frames in the other. */
  paste(at: number, bytes: Uint8Array, mode: WriteMode, pad: Pad = 1): EditResult {
    return this.act('paste', () => {
      const own = this.padTrack(pad);
      const other = this.padTrack(pad === 1 ? 2 : 1);
      const before = own.length;
      const first = own.paste(at, bytes, mode);
      if (first >= 0 && mode === 'insert') {
        const added = own.length - before;
        if (pad === 1) this.markers.shiftForInsert(first, added);
        if (first < other.length) other.insertFrames(first, added);
      }
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
      this.setMeta(after);
      this.markers.replaceAll(movie.markers);
      const first2 = this.track2.replaceAll(movie.inputs2 ?? new Uint8Array(0));
      return earliest(this.track.replaceAll(movie.inputs), first2);
    });
  }

  /** Replaces inputs and markers (an edit in the text view, a branch's inputs replayed here): one undoable edit. */
  replaceInputs(inputs: Uint8Array, markers: readonly MovieMarker[], label: string): EditResult {
    return this.act(label, () => {
      this.markers.replaceAll(markers);
      return this.track.replaceAll(inputs);
    });
  }

  /**
   * Sets meta fields as an undo step of the open group (settings changes use it). An optional
   * field given as undefined (no partner, the drop dash off) is removed, not kept as a key.
   */
  changeMeta(patch: Partial<MovieMeta>): void {
    const before = { ...this.meta, fixes: [...this.meta.fixes], level: { ...this.meta.level } };
    this.setMeta({ ...this.meta, ...patch });
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
      this.history.push({ kind: 'branchAdd', branch: b, order: this.branches.orderOf(b.id), current: before });
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
      if (other !== null && otherBefore !== null) this.history.push({ kind: 'branchSlotTaken', id: other, before: otherBefore });
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
      this.history.push({ kind: 'branchDelete', branch, order, children, current: before });
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
    this.checkpoints = recordCheckpoints(this.factory, this.inputWords(), every);
    return this.checkpoints;
  }

  /** The first checkpoint frame that no longer matches, or null. */
  verify(): number | null {
    return verifyCheckpoints(this.factory, this.inputWords(), this.checkpoints);
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
      if (!sameMarkers(before, after)) this.history.push({ kind: 'markers', before, after });
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
      this.history.push({ kind: 'branchContents', id, before, after: this.branches.contents(id)! });
      label = `${what} "${out.value.name}"`;
      return out;
    } finally {
      this.history.endGroup(label);
    }
  }

  private metaStep(before: MovieMeta, after: MovieMeta): UndoStepData {
    return { kind: 'meta', before, after };
  }

  /**
   * Undoes or redoes one step that is not an input splice (the history applies those). A `host`
   * step goes back to whoever pushed it (`hostSteps`).
   */
  private applyStep(step: UndoStepData, direction: UndoDirection): number {
    const undo = direction === 'undo';
    const b = this.branches;
    switch (step.kind) {
      case 'inputs':
        return -1;
      case 'meta':
        this.setMeta(changedFields(this.meta, undo ? step.after : step.before, undo ? step.before : step.after));
        return -1;
      case 'markers':
        this.markers.replaceAll(undo ? step.before : step.after);
        return -1;
      case 'branchAdd':
        if (undo) {
          b.remove(step.branch.id);
          b.current = step.current;
        } else {
          b.reinsert(step.branch, step.order, []);
          b.current = step.branch.id;
        }
        return -1;
      case 'branchDelete':
        if (undo) {
          b.reinsert(step.branch, step.order, step.children);
          b.current = step.current;
        } else b.delete(step.branch.id);
        return -1;
      case 'branchContents':
        b.setContents(step.id, undo ? step.before : step.after);
        return -1;
      case 'branchSlotTaken':
        if (undo) b.setContents(step.id, step.before);
        else b.setSlot(step.id, null);
        return -1;
      case 'host':
        return this.hostSteps(step, direction);
    }
  }

  /** The meta as `m` says, the optional fields included (absent there: no partner, the drop dash off, the boot route's act start). */
  private setMeta(m: MovieMeta): void {
    Object.assign(this.meta, m, { fixes: [...m.fixes], level: { ...m.level } });
    if (m.partner === undefined) delete this.meta.partner;
    if (m.dropDash === undefined) delete this.meta.dropDash;
    if (m.actStart === undefined) delete this.meta.actStart;
  }

  private invalidate(first: number): number {
    if (first >= 0) this.zone.invalidateFrom(first);
    return first;
  }
}


/**
 * `now` with the fields that differ between `from` and `to` set as `to` has them: a meta step
 * changes what it changed and nothing else, so undoing a settings change keeps the rerecords
 * counted and the author typed since (both were the same on either side of it).
 */
function changedFields(now: MovieMeta, from: MovieMeta, to: MovieMeta): MovieMeta {
  const out: Record<string, unknown> = { ...now };
  const a = from as unknown as Record<string, unknown>;
  const b = to as unknown as Record<string, unknown>;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (JSON.stringify(a[k]) === JSON.stringify(b[k])) continue;
    if (b[k] === undefined) delete out[k];
    else out[k] = b[k];
  }
  return out as unknown as MovieMeta;
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
