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
 * The second pad (the partner's buttons, Movie.inputs2) is a second InputTrack, `track2`,
 * edited with `pad: 2` and undone with the same history; the greenzone steps the engine's input
 * words (player 1 | second pad << 8). Inserting or deleting frames shifts both tracks together.
 * Recording (frameAdvance), branches and checkpoints' inputs are player 1's track; a branch keeps
 * the movie's second pad as it is.
 */
import type { Simulation } from '../../engine/world/simulation.ts';
import type { Branch, Movie, MovieMarker, MovieMeta, Result, SyncCheckpoint } from '../types.ts';
import { BranchTree, type BranchError, type BranchLoad, type BranchLoadMode } from './branches.ts';
import { Greenzone, type GreenzoneOptions } from './greenzone.ts';
import { InputTrack, type WriteMode } from './inputTrack.ts';
import { MarkerList } from './markers.ts';
import { DEFAULT_CHECKPOINT_EVERY, recordCheckpoints, verifyCheckpoints } from './syncGuard.ts';
import { UndoHistory } from './undoHistory.ts';
import { hasSecondPad } from './inputWords.ts';
import { P2_SHIFT } from '../../engine/input.ts';

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

/** Which pad an edit is for: 1 (player 1, `track`) or 2 (the second pad, `track2`). */
export type Pad = 1 | 2;

export class MovieSession {
  readonly meta: MovieMeta;
  readonly track: InputTrack;
  readonly track2: InputTrack;
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
    this.track2 = new InputTrack(movie.inputs2 ?? new Uint8Array(0));
    this.markers = new MarkerList(movie.markers);
    this.checkpoints = movie.checkpoints.slice();
    this.history.watch(this.track);
    this.history.watch(this.track2);
    const track = this.track;
    const track2 = this.track2;
    const words = { get: (f: number): number => track.get(f) | (track2.get(f) << P2_SHIFT) };
    // Event bits cost 5 bytes a frame and let frameAdvance report what happened.
    this.greenzone = new Greenzone(factory, words, { recordEvents: true, ...options });
    this.branches = new BranchTree(branches);
    this.checkpointEvery = options.checkpointEvery ?? DEFAULT_CHECKPOINT_EVERY;
  }

  get readOnly(): boolean {
    return this.track.readOnly;
  }

  set readOnly(value: boolean) {
    this.track.readOnly = value;
    this.track2.readOnly = value;
  }

  get cursor(): number {
    return this.greenzone.cursor;
  }

  /** The movie as plain data (inputs and markers copied). */
  toMovie(): Movie {
    const movie: Movie = {
      meta: { ...this.meta, fixes: [...this.meta.fixes] },
      inputs: this.track.toUint8Array(),
      markers: this.markers.list(),
      checkpoints: this.checkpoints.slice(),
    };
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
    for (let f = 0; f < n; f++) out[f] = this.track.get(f) | (this.track2.get(f) << P2_SHIFT);
    return out;
  }

  private padTrack(pad: Pad): InputTrack {
    return pad === 2 ? this.track2 : this.track;
  }

  // ---- edits -------------------------------------------------------------------------------

  setInput(frame: number, input: number, pad: Pad = 1): EditResult {
    return this.act('set input', () => this.padTrack(pad).set(frame, input));
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
