/**
 * The engine side of the workbench: one level, one MovieSession (movies/model: input track,
 * undo history, markers, greenzone, branch tree) and a FrameRecorder watching every replayed
 * frame for the plots and the detectors. Runs inside the worker (engineWorker.ts exposes it
 * through Comlink) and, unchanged, in Node tests. The library keeps the books; this class only
 * turns its answers into messages for the UI.
 *
 * Frame numbering: "frame n" is the state after n frames were stepped, so frame 0 is the
 * level start and the input applied to reach frame n+1 is inputs[n].
 */
import type { Level } from '../../../engine/level/types.ts';
import { createWorld, type World } from '../../../engine/world/world.ts';
import { traceRecord } from '../../../engine/world/traceRecord.ts';
import { P_EVENTS } from '../../../engine/state/layout.ts';
import { isQuirkId, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import { MovieSession, type Pad } from '../../../movies/model/movieSession.ts';
import type { PartnerOptions } from '../../../engine/profiles/ids.ts';
import type { BranchLoadMode } from '../../../movies/model/branches.ts';
import { diffBranches } from '../../../movies/model/branches.ts';
import type { Branch, Movie, MovieMeta } from '../../../movies/types.ts';
import { FrameRecorder } from './frameRecorder.ts';
import { objectBoxes } from './objectBoxes.ts';
import { levelFromSource } from './levelSource.ts';
import type {
  BranchInfo, BranchLoadOutcome, DetectorHitInfo, EditOutcome, FrameView, InputSplice, LoadRequest, LoadedLevel,
  SearchStart, SeriesChunk, SessionStatus, WorkerResult,
} from './protocol.ts';

/** How many past positions a frame view carries for the path overlay. */
export const PATH_FRAMES = 180;
/** Longest movie the session accepts (matches movies/formats MAX_MOVIE_FRAMES order). */
export const MAX_FRAMES = 1 << 24;

interface Open {
  readonly level: Level;
  readonly session: MovieSession;
  /** A fresh world on the same level and options (for savestates that are not the greenzone's). */
  readonly makeWorld: () => World;
  readonly world: World;
  readonly recorder: FrameRecorder;
  readonly objectIds: string[];
}

export class EngineSession {
  private open: Open | null = null;
  private splices: InputSplice[] = [];

  /** Opens a level with a movie (or an empty one). Nothing changes when it fails. */
  load(request: LoadRequest, branches: readonly Branch[] = [], now = new Date().toISOString()): WorkerResult<LoadedLevel> {
    const level = levelFromSource(request.level);
    if (!level.ok) return level;
    const meta = request.movie?.meta;
    const fixesIn = meta?.fixes ?? request.fixes ?? [];
    for (const f of fixesIn) {
      if (!isQuirkId(f)) return { ok: false, error: { code: 'quirkUnknown', path: 'fixes', message: `unknown quirk "${f}"` } };
    }
    const fixes = fixesIn as QuirkId[];
    const partner = meta !== undefined ? (meta.partner ?? null) : (request.partner ?? null);
    const options = { profile: meta?.profile ?? request.profile, character: meta?.character ?? request.character, fixes, partner };
    if ((request.movie?.inputs.length ?? 0) > MAX_FRAMES) return tooLong(request.movie!.inputs.length);
    const probe = createWorld(level.value, options);
    const recorder = new FrameRecorder(DETECTORS, level.value, probe.state);
    // The greenzone steps this one world (through the recorder); the factory is called once.
    let made = false;
    const factory = () => {
      if (made) return createWorld(level.value, options);
      made = true;
      return recorder.wrap(probe);
    };
    const levelName = 'builtin' in request.level ? request.level.builtin : level.value.name;
    const movie: Movie = request.movie ?? {
      meta: emptyMeta(levelName, level.value.hash, probe.p.id, probe.ch.id, fixes, now, probe.partner),
      inputs: new Uint8Array(0),
      markers: [],
      checkpoints: [],
    };
    const session = new MovieSession(factory, movie, {}, branches);
    // Chain after the undo history's listener: every splice also goes to the UI's mirror.
    for (const [track, pad] of [[session.track, 1], [session.track2, 2]] as const) {
      const history = track.onPatch;
      track.onPatch = (p) => {
        history?.(p);
        this.splices.push({ pad, at: p.at, removeCount: p.removed.length, inserted: p.inserted });
      };
    }
    this.open = { level: level.value, session, makeWorld: () => createWorld(level.value, options), world: probe, recorder, objectIds: level.value.objects.map((o) => o.id) };
    return {
      ok: true,
      value: {
        level: level.value,
        levelName,
        profile: probe.p.id,
        character: probe.ch.id,
        fixes,
        partner: probe.partner,
        partnerBase: probe.partnerBase,
        inputs: session.track.toUint8Array(),
        inputs2: session.track2.toUint8Array(),
        markers: session.markers.list(),
        branches: this.branchInfos(),
        status: this.status(),
        objectBase: probe.objectBase,
        slotCount: probe.slotCount,
        objectIds: this.open.objectIds,
      },
    };
  }

  /** The open level, or null before the first load. */
  get level(): Level | null {
    return this.open?.level ?? null;
  }

  get length(): number {
    return this.open?.session.track.length ?? 0;
  }

  /** The movie as plain data, for saving and exporting. */
  movie(): Movie | null {
    return this.open?.session.toMovie() ?? null;
  }

  // ---- edits: each one undo group; the answer carries the exact splices ---------------------

  setButtons(from: number, to: number, mask: number, on: boolean, pad: Pad = 1): WorkerResult<EditOutcome> {
    return this.edit((s) => (on ? s.setButtons(from, to, mask, pad) : s.clearButtons(from, to, mask, pad)));
  }
  setInput(frame: number, input: number, pad: Pad = 1): WorkerResult<EditOutcome> {
    return this.edit((s) => s.setInput(frame, input, pad));
  }
  insertFrames(at: number, count: number): WorkerResult<EditOutcome> {
    return this.edit((s) => s.insertFrames(at, count));
  }
  deleteFrames(at: number, count: number): WorkerResult<EditOutcome> {
    return this.edit((s) => s.deleteFrames(at, count));
  }
  paste(at: number, bytes: Uint8Array, insert: boolean, pad: Pad = 1): WorkerResult<EditOutcome> {
    return this.edit((s) => s.paste(at, bytes, insert ? 'insert' : 'overwrite', pad));
  }
  undo(): WorkerResult<EditOutcome> {
    return this.edit((s) => s.undo());
  }
  redo(): WorkerResult<EditOutcome> {
    return this.edit((s) => s.redo());
  }
  setMarker(frame: number, text: string): WorkerResult<EditOutcome> {
    return this.edit((s) => (text.trim() === '' ? s.removeMarker(frame) : s.addMarker(frame, text)));
  }
  /** A paint stroke: every cell it touches joins one undo group. */
  beginGroup(label: string): void {
    this.open?.session.history.beginGroup(label);
  }
  endGroup(): void {
    this.open?.session.history.endGroup();
  }
  setReadOnly(readOnly: boolean): WorkerResult<SessionStatus> {
    const o = this.need();
    if (!o.ok) return o;
    o.value.session.readOnly = readOnly;
    return { ok: true, value: this.status() };
  }

  // ---- playback ------------------------------------------------------------------------------

  /** The view after `frame` frames. Frames past the movie's end step with no buttons. */
  seek(frame: number): WorkerResult<FrameView> {
    const o = this.need();
    if (!o.ok) return o;
    if (!Number.isInteger(frame) || frame < 0 || frame > MAX_FRAMES) {
      return { ok: false, error: { code: 'seekRange', path: `frame ${frame}`, message: `cannot seek to frame ${frame}` } };
    }
    o.value.session.seek(frame);
    return { ok: true, value: this.view() };
  }

  /**
   * One frame forward from the cursor; with `input` the frame is recorded first (record mode,
   * counted as a rerecord when it overwrites after a seek). Returns the edit too.
   */
  frameAdvance(input: number | null): WorkerResult<{ view: FrameView; edit: EditOutcome }> {
    const o = this.need();
    if (!o.ok) return o;
    const s = o.value.session;
    this.splices = [];
    const r = s.frameAdvance(input ?? undefined);
    if (!r.ok) return { ok: false, error: { code: r.error.code, path: `frame ${s.cursor}`, message: r.error.message } };
    const edit = this.outcome(this.splices.length > 0 ? this.splices[0].at : -1);
    return { ok: true, value: { view: this.view(), edit } };
  }

  // ---- analysis ------------------------------------------------------------------------------

  hits(): DetectorHitInfo[] {
    return this.open?.recorder.allHits() ?? [];
  }

  /** Plot series for frames [from, to), as far as the greenzone has replayed them. */
  series(from: number, to: number): SeriesChunk {
    const rec = this.open?.recorder;
    if (rec === undefined) return { from, fields: [] };
    return { from, fields: rec.series.map((_, i) => rec.range(i, from, to)) };
  }

  /**
   * The savestate after `frame` frames and what it was made with (level options), for searches
   * that start there. The level itself is the one LoadedLevel already carried.
   */
  savestate(frame: number): WorkerResult<SearchStart> {
    const o = this.need();
    if (!o.ok) return o;
    if (!Number.isInteger(frame) || frame < 0 || frame > MAX_FRAMES) {
      return { ok: false, error: { code: 'seekRange', path: `frame ${frame}`, message: `cannot seek to frame ${frame}` } };
    }
    const sim = o.value.session.seek(frame);
    const meta = o.value.session.meta;
    return {
      ok: true,
      value: { frame, snapshot: sim.snapshot(), world: { profile: meta.profile, character: meta.character, fixes: meta.fixes as QuirkId[], partner: meta.partner ?? null } },
    };
  }

  // ---- branches ------------------------------------------------------------------------------

  /**
   * A branch at `frame` whose inputs are the movie's first `frame` inputs (no buttons past the
   * movie's end) followed by `tail`: a search result, which plays from that frame's savestate.
   * The movie itself is unchanged; load the branch to play it. With `savestate` (a sweep cell's:
   * the frame's state with the player moved) the branch holds that state instead of the movie's.
   */
  branchWithTail(frame: number, tail: Uint8Array, name: string, note: string, time: string, savestate: Int32Array | null = null): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    if (!Number.isInteger(frame) || frame < 0 || frame + tail.length > MAX_FRAMES) return tooLong(frame + tail.length);
    const s = o.value.session;
    let sim: World | ReturnType<MovieSession['seek']> = s.seek(frame);
    if (savestate !== null) {
      const w = o.value.makeWorld();
      const r = w.restore(savestate);
      if (!r.ok) return { ok: false, error: { code: r.error.code, path: 'savestate', message: r.error.message } };
      if (w.frame !== frame) return { ok: false, error: { code: 'savestateFrame', path: 'savestate', message: `the savestate is at frame ${w.frame}, not ${frame}` } };
      sim = w;
    }
    const inputs = new Uint8Array(frame + tail.length);
    inputs.set(s.track.bytes().subarray(0, Math.min(frame, s.track.length)));
    inputs.set(tail, frame);
    const markers = s.markers.list().filter((m) => m.frame < frame);
    const b = s.branches.create({ sim, inputs, markers, time, name: name || undefined, note });
    return { ok: true, value: b };
  }


  createBranch(name: string, note: string, thumbnail: Uint8Array | null, time: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    const b = o.value.session.createBranch(time, name || undefined, note);
    b.thumbnail = thumbnail;
    return { ok: true, value: b };
  }

  updateBranch(id: string, thumbnail: Uint8Array | null, time: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    const r = o.value.session.updateBranch(id, time);
    if (!r.ok) return { ok: false, error: { code: r.error.code, path: id, message: r.error.message } };
    r.value.thumbnail = thumbnail;
    return r;
  }

  renameBranch(id: string, name: string, note: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    const r = o.value.session.branches.rename(id, name);
    if (!r.ok) return { ok: false, error: { code: r.error.code, path: id, message: r.error.message } };
    r.value.note = note;
    return r;
  }

  deleteBranch(id: string): WorkerResult<BranchInfo[]> {
    const o = this.need();
    if (!o.ok) return o;
    const r = o.value.session.branches.delete(id);
    if (!r.ok) return { ok: false, error: { code: r.error.code, path: id, message: r.error.message } };
    return { ok: true, value: this.branchInfos() };
  }

  loadBranch(id: string, mode: BranchLoadMode): WorkerResult<BranchLoadOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    this.splices = [];
    const r = o.value.session.loadBranch(id, mode);
    if (!r.ok) return { ok: false, error: { code: r.error.code, path: id, message: r.error.message } };
    const first = this.splices.length > 0 ? this.splices[0].at : -1;
    o.value.recorder.invalidateFrom(first);
    return { ok: true, value: { edit: this.outcome(first), frame: r.value.branch.frame, branches: this.branchInfos() } };
  }

  /** First frame where branch `a`'s inputs differ from `b`'s (b = "movie": the current movie), or null. */
  diffBranch(a: string, b: string): WorkerResult<number | null> {
    const o = this.need();
    if (!o.ok) return o;
    const tree = o.value.session.branches;
    const x = tree.get(a);
    if (x === null) return { ok: false, error: { code: 'branchNotFound', path: a, message: `no branch "${a}"` } };
    const y = b === 'movie' ? { ...x, inputs: o.value.session.track.toUint8Array() } : tree.get(b);
    if (y === null) return { ok: false, error: { code: 'branchNotFound', path: b, message: `no branch "${b}"` } };
    return { ok: true, value: diffBranches(x, y) };
  }

  branchInfos(): BranchInfo[] {
    return (this.open?.session.branches.list() ?? []).map((b) => ({
      id: b.id, parent: b.parent, name: b.name, note: b.note, frame: b.frame, time: b.time, length: b.inputs.length, thumbnail: b.thumbnail,
    }));
  }

  branch(id: string): Branch | null {
    return this.open?.session.branches.get(id) ?? null;
  }

  // ---- internals -----------------------------------------------------------------------------

  private need(): WorkerResult<Open> {
    return this.open === null ? { ok: false, error: { code: 'noLevel', path: '', message: 'no level loaded' } } : { ok: true, value: this.open };
  }

  private edit(fn: (s: MovieSession) => { ok: true; value: number } | { ok: false; error: { code: string; message: string } }): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    this.splices = [];
    const r = fn(o.value.session);
    if (!r.ok) return { ok: false, error: { code: r.error.code, path: '', message: r.error.message } };
    if (o.value.session.track.length > MAX_FRAMES) {
      o.value.session.undo();
      return tooLong(o.value.session.track.length);
    }
    o.value.recorder.invalidateFrom(r.value);
    return { ok: true, value: this.outcome(r.value) };
  }

  private outcome(first: number): EditOutcome {
    const s = this.open!.session;
    const splices = this.splices;
    this.splices = [];
    return { first, splices, length: s.track.length, markers: s.markers.list(), status: this.status() };
  }

  private status(): SessionStatus {
    const s = this.open!.session;
    return { canUndo: s.history.canUndo, canRedo: s.history.canRedo, rerecords: s.meta.rerecords, readOnly: s.readOnly };
  }

  private view(): FrameView {
    const { session, world, recorder, objectIds } = this.open!;
    const frame = world.frame;
    const input = frame > 0 ? session.track.get(frame - 1) : 0;
    const from = Math.max(0, frame - PATH_FRAMES);
    const known = Math.min(frame, recorder.knownTo);
    const path = new Int32Array(2 * Math.max(0, known - from + 1));
    const [xs, ys] = recorder.series;
    for (let f = from, i = 0; f <= known; f++, i += 2) {
      path[i] = xs[f] >> 8;
      path[i + 1] = ys[f] >> 8;
    }
    return {
      frame,
      state: world.state.slice(),
      partnerBase: world.partnerBase,
      trace: frame === 0 ? null : traceRecord(world.state, input, objectIds),
      events: frame === 0 ? 0 : world.state[P_EVENTS],
      hash: world.hash(),
      path,
      greenzoneTo: recorder.knownTo,
      hitsVersion: recorder.hitsVersion,
      objects: objectBoxes(world),
    };
  }
}

function emptyMeta(
  level: string, hash: number, profile: MovieMeta['profile'], character: MovieMeta['character'], fixes: string[], now: string, partner: PartnerOptions | null,
): MovieMeta {
  const meta: MovieMeta = { level: { name: level, hash }, profile, character, fixes: [...fixes], author: '', rerecords: 0, created: now, modified: now, notes: '' };
  if (partner !== null) meta.partner = partner;
  return meta;
}

function tooLong(length: number): { ok: false; error: { code: string; path: string; message: string } } {
  return { ok: false, error: { code: 'movieTooLong', path: 'inputs', message: `${length} frames is more than the ${MAX_FRAMES} the workbench accepts` } };
}
