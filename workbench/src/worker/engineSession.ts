/**
 * The engine side of the workbench: one world, the movie's inputs and a snapshot cache, driven
 * by seeks. Runs inside the worker (engineWorker.ts exposes it through Comlink) and, unchanged,
 * in Node tests. The engine only steps; this class keeps the books (GGRS sync layer).
 *
 * Frame numbering: "frame n" is the state after n frames were stepped, so frame 0 is the
 * level start and the input applied to reach frame n+1 is inputs[n].
 */
import { createWorld, type World } from '../../../engine/world/world.ts';
import { traceRecord } from '../../../engine/world/traceRecord.ts';
import { P_EVENTS, P_X, P_Y } from '../../../engine/world/layout.ts';
import { isQuirkId } from '../../../engine/quirks/catalogue.ts';
import { SnapshotCache } from './snapshotCache.ts';
import { levelFromSource } from './levelSource.ts';
import type { FrameView, LoadRequest, LoadedLevel, WorkerResult } from './protocol.ts';

/** Snapshot spacing: a seek replays at most this many frames (well under a millisecond). */
export const SNAPSHOT_INTERVAL = 60;
/** How many past positions a frame view carries for the path overlay. */
export const PATH_FRAMES = 180;
/** Longest movie the session accepts (matches movies/formats MAX_MOVIE_FRAMES order). */
export const MAX_FRAMES = 1 << 24;

export class EngineSession {
  private world: World | null = null;
  private inputs: Uint8Array = new Uint8Array(0);
  private cache = new SnapshotCache(SNAPSHOT_INTERVAL);
  /** Player centre px per frame stepped: xs[f] is after f frames. Valid for frames <= world.frame. */
  private xs = new Int32Array(1024);
  private ys = new Int32Array(1024);
  private objectIds: string[] = [];
  /**
   * Frames up to here (positions, snapshots, the world if it stands there) are still on the
   * movie's timeline: lowered by edits, raised by stepping.
   */
  private validTo = 0;

  load(request: LoadRequest): WorkerResult<LoadedLevel> {
    const level = levelFromSource(request.level);
    if (!level.ok) return level;
    for (const f of request.fixes ?? []) {
      if (!isQuirkId(f)) return { ok: false, error: { code: 'quirkUnknown', path: 'fixes', message: `unknown quirk "${f}"` } };
    }
    const world = createWorld(level.value, { profile: request.profile, character: request.character, fixes: request.fixes });
    this.world = world;
    this.objectIds = level.value.objects.map((o) => o.id);
    this.cache = new SnapshotCache(SNAPSHOT_INTERVAL);
    this.cache.put(0, world.snapshot());
    this.validTo = 0;
    this.recordPosition();
    return { ok: true, value: { level: level.value, profile: world.p.id, character: world.ch.id } };
  }

  /** Replaces the whole movie. */
  setInputs(inputs: Uint8Array): WorkerResult<number> {
    if (inputs.length > MAX_FRAMES) return tooLong(inputs.length);
    this.inputs = inputs;
    this.invalidateFrom(0);
    return { ok: true, value: inputs.length };
  }

  /**
   * The movie changed from frame `start` on: `bytes` are the new inputs from `start` and the
   * movie is now `length` frames long. Edits send only their tail, never the whole movie.
   */
  patchInputs(start: number, bytes: Uint8Array, length: number): WorkerResult<number> {
    if (length > MAX_FRAMES) return tooLong(length);
    if (start < 0 || start > length || start + bytes.length > length) {
      return { ok: false, error: { code: 'patchRange', path: `frame ${start}`, message: `patch of ${bytes.length} frames at ${start} does not fit a ${length}-frame movie` } };
    }
    if (length !== this.inputs.length) {
      const next = new Uint8Array(length);
      next.set(this.inputs.subarray(0, Math.min(start, this.inputs.length)));
      this.inputs = next;
    }
    this.inputs.set(bytes, start);
    this.invalidateFrom(start);
    return { ok: true, value: length };
  }

  get length(): number {
    return this.inputs.length;
  }

  /** The view after `frame` frames. Frames past the movie's end step with no buttons. */
  seek(frame: number): WorkerResult<FrameView> {
    const world = this.world;
    if (world === null) return { ok: false, error: { code: 'noLevel', path: '', message: 'no level loaded' } };
    if (!Number.isInteger(frame) || frame < 0 || frame > MAX_FRAMES) {
      return { ok: false, error: { code: 'seekRange', path: `frame ${frame}`, message: `cannot seek to frame ${frame}` } };
    }
    if (frame < world.frame || !this.cacheCovers(world.frame)) {
      const from = this.cache.nearest(frame);
      const restored = world.restore(this.cache.get(from)!);
      if (!restored.ok) return { ok: false, error: { code: restored.error.code, path: `frame ${from}`, message: restored.error.message } };
    }
    let input = world.frame > 0 ? this.inputAt(world.frame - 1) : 0;
    while (world.frame < frame) {
      input = this.inputAt(world.frame);
      world.step(input);
      this.recordPosition();
      if (this.cache.due(world.frame)) this.cache.put(world.frame, world.snapshot());
    }
    return { ok: true, value: this.view(input) };
  }

  private view(input: number): FrameView {
    const world = this.world!;
    const frame = world.frame;
    const from = Math.max(0, frame - PATH_FRAMES);
    const path = new Int32Array(2 * (frame - from + 1));
    for (let f = from, i = 0; f <= frame; f++, i += 2) {
      path[i] = this.xs[f];
      path[i + 1] = this.ys[f];
    }
    return {
      frame,
      state: world.state.slice(),
      trace: frame === 0 ? null : traceRecord(world.state, input, this.objectIds),
      events: frame === 0 ? 0 : world.state[P_EVENTS],
      hash: world.hash(),
      path,
    };
  }

  private inputAt(f: number): number {
    return f < this.inputs.length ? this.inputs[f] : 0;
  }

  private cacheCovers(frame: number): boolean {
    return frame <= this.validTo;
  }

  private invalidateFrom(start: number): void {
    // Snapshot at `start` is the state before inputs[start] applies: still valid.
    this.cache.invalidateAfter(start);
    this.validTo = Math.min(this.validTo, start);
  }

  private recordPosition(): void {
    const world = this.world!;
    const f = world.frame;
    if (f >= this.xs.length) {
      const n = Math.max(f + 1, this.xs.length * 2);
      const xs = new Int32Array(n);
      const ys = new Int32Array(n);
      xs.set(this.xs);
      ys.set(this.ys);
      this.xs = xs;
      this.ys = ys;
    }
    this.xs[f] = world.state[P_X] >> 8;
    this.ys[f] = world.state[P_Y] >> 8;
    if (f > this.validTo) this.validTo = f;
  }
}

function tooLong(length: number): WorkerResult<number> {
  return { ok: false, error: { code: 'movieTooLong', path: 'inputs', message: `${length} frames is more than the ${MAX_FRAMES} the workbench accepts` } };
}
