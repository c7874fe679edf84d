/**
 * One open movie, for the worker and the CLI: the Movie (meta, input track, markers,
 * checkpoints), its undo history, greenzone and branch tree, kept consistent with each other.
 *
 * Every edit is one undo group and invalidates the greenzone only from its first changed frame.
 * Results are values (`{ ok, value | error }`) so they cross the worker boundary (STYLE habit 6).
 *
 * Rerecords follow the TAS convention: the count goes up once each time recording resumes over
 * existing frames after the cursor was moved by a seek, rewind or branch load.
 */
import type { Simulation } from '../../engine/world/simulation.ts';
import type { Branch, Movie, MovieMarker, MovieMeta, Result, SyncCheckpoint } from '../types.ts';
import { BranchTree, type BranchError, type BranchLoad, type BranchLoadMode } from './branches.ts';
import { Greenzone, type GreenzoneOptions } from './greenzone.ts';
import { InputTrack, type WriteMode } from './inputTrack.ts';
import { MarkerList } from './markers.ts';
import { DEFAULT_CHECKPOINT_EVERY, recordCheckpoints, verifyCheckpoints } from './syncGuard.ts';
import { UndoHistory } from './undoHistory.ts';

export interface SessionError {
  readonly code: 'readOnly';
  readonly message: string;
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
  readonly greenzone: Greenzone;
  readonly branches: BranchTree;
  checkpoints: SyncCheckpoint[];
  /** Recording writes over the cursor's frame, or inserts a new frame there. */
  recordMode: WriteMode = 'overwrite';
  private readonly factory: () => Simulation;
  private readonly checkpointEvery: number;
  /** Set by seek/rewind/branch load, cleared when recording: the rerecord rule. */
  private movedSinceRecord = false;

  constructor(factory: () => Simulation, movie: Movie, options: MovieSessionOptions = {}, branches: readonly Branch[] = []) {
    this.factory = factory;
    this.meta = { ...movie.meta, fixes: [...movie.meta.fixes] };
    this.track = new InputTrack(movie.inputs);
    this.markers = new MarkerList(movie.markers);
    this.checkpoints = movie.checkpoints.slice();
    this.history.watch(this.track);
    // Event bits cost 5 bytes a frame and let frameAdvance report what happened.
    this.greenzone = new Greenzone(factory, this.track, { recordEvents: true, ...options });
    this.branches = new BranchTree(branches);
    this.checkpointEvery = options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;
  }

  get readOnly(): boolean {
    return this.track.readOnly;
  }

  set readOnly(value: boolean) {
    this.track.readOnly = value;
  }

  get cursor(): number {
    return this.greenzone.cursor;
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

  setInput(frame: number, input: number): EditResult {
    return this.act('set input', () => this.track.set(frame, input));
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

  // ---- playback ----------------------------------------------------------------------------

  seek(frame: number): Simulation {
    this.movedSinceRecord = true;
    return this.greenzone.seek(frame);
  }

  rewind(n = 1): Simulation {
    this.movedSinceRecord = true;
    return this.greenzone.rewind(n);
  }

  /**
   * Steps one frame. With `input` and recording allowed, that input is first recorded at the
   * cursor's frame (per `recordMode`); otherwise the movie plays back.
   */
  frameAdvance(input?: number): Result<FrameAdvance, SessionError> {
    const frame = this.greenzone.cursor;
    if (input !== undefined) {
      if (this.readOnly) return readOnlyError();
      const overExisting = frame < this.track.length;
      const first = this.act('record', () => this.track.record(frame, input, this.recordMode));
      if (!first.ok) return first;
      if (overExisting && this.movedSinceRecord) this.meta.rerecords++;
      this.movedSinceRecord = false;
    }
    const sim = this.greenzone.seek(frame + 1);
    return { ok: true, value: { sim, events: this.greenzone.eventsAt(frame) } };
  }

  // ---- branches ----------------------------------------------------------------------------

  createBranch(time: string, name?: string, note?: string): Branch {
    const sim = this.greenzone.seek(this.greenzone.cursor);
    return this.branches.create({ sim, inputs: this.track.bytes(), markers: this.markers.list(), time, name, note });
  }

  updateBranch(id: string, time: string): Result<Branch, BranchError> {
    const sim = this.greenzone.seek(this.greenzone.cursor);
    return this.branches.update(id, { sim, inputs: this.track.bytes(), markers: this.markers.list(), time });
  }

  /**
   * Loads a branch (see branches.ts). Replacing inputs is an undoable edit and is refused in
   * read-only mode. When the restored state belongs to the movie's inputs it joins the greenzone
   * and becomes the cursor; otherwise the next seek replays the movie's own inputs.
   */
  loadBranch(id: string, mode: BranchLoadMode): Result<BranchLoad, BranchError | SessionError> {
    if (mode === 'replaceInputs' && this.readOnly) return readOnlyError();
    const r = this.branches.load(id, mode, this.greenzone.sim, this.track.toUint8Array());
    if (!r.ok) return r;
    this.greenzone.simulationChanged();
    const { branch, firstDifference } = r.value;
    if (mode === 'replaceInputs') {
      const markers = r.value.markers ?? [];
      this.act('load branch', () => {
        this.markers.replaceAll(markers);
        return this.track.replaceAll(branch.inputs);
      });
    } else if (firstDifference !== null) {
      this.greenzone.invalidateFrom(firstDifference);
    }
    this.movedSinceRecord = true;
    if (r.value.consistent) {
      this.greenzone.adopt(branch.frame, branch.savestate);
      this.greenzone.seek(branch.frame);
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
  private act(label: string, fn: () => number, markerOnly = false): EditResult {
    if (this.readOnly) return readOnlyError();
    const before = this.markers.list();
    const first = this.history.transact(label, () => {
      const f = fn();
      const after = this.markers.list();
      if (!sameMarkers(before, after)) this.history.push(markerStep(this.markers, before, after));
      return f;
    });
    return { ok: true, value: markerOnly ? first : this.invalidate(first) };
  }

  private invalidate(first: number): number {
    if (first >= 0) this.greenzone.invalidateFrom(first);
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

function sameMarkers(a: readonly MovieMarker[], b: readonly MovieMarker[]): boolean {
  return a.length === b.length && a.every((m, i) => m.frame === b[i].frame && m.text === b[i].text);
}

function readOnlyError(): { ok: false; error: SessionError } {
  return { ok: false, error: { code: 'readOnly', message: 'the movie is in read-only playback' } };
}
