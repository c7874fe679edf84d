/**
 * The RAM watch's plots, in the engine worker: the values of the watched addresses over a window
 * of frames, read through the act's RAM map (engine/games/s1/ramMap.ts) from each frame's state.
 *
 * A frame's values are recorded when the greenzone steps it (the FrameRecorder's onRecord, one
 * map read per watch: playback fills the window as it goes), and kept per frame until an edit
 * makes them an old future (onInvalidate). A frame the greenzone has not stepped since the
 * watch list changed is replayed here on a world of this module's own, from the greenzone's
 * nearest saved state, so asking never moves the cursor and never steps the greenzone's world.
 */
import type { World } from '../../../engine/world/world.ts';
import type { RamSize, S1RamMap } from '../../../engine/games/s1/ramMap.ts';
import type { FrameRecorder } from './frameRecorder.ts';

/** One watched place: its address and size (values come back unsigned; the page formats them). */
export interface RamWatchSpec {
  readonly address: number;
  readonly size: RamSize;
}

/** `values[i][k]`: watch i at frame `from + k`; NaN where the engine does not keep the address. */
export interface RamSeriesChunk {
  readonly from: number;
  readonly values: Float64Array[];
}

/** What the session lends for replays (EngineSession.replaySource). */
export interface ReplaySource {
  readonly recorder: FrameRecorder;
  /** The greenzone's saved state nearest at or before a frame (look, do not change). */
  readonly nearest: (frame: number) => { readonly frame: number; readonly state: Int32Array };
  /** The engine input word of a frame (both pads). */
  readonly input: (frame: number) => number;
  readonly makeWorld: () => World;
}

/** Frames one request replays at most (a window is 600; more would stall the worker). */
export const MAX_REPLAY_FRAMES = 4096;
/** Frames kept at most (the oldest recorded go first): a long playback does not grow without end. */
export const MAX_KEPT_FRAMES = 32768;

export class RamSeries {
  /** Frames stepped by replays so far (what recording as the greenzone steps saves; tests read it). */
  replayedFrames = 0;
  private map: S1RamMap | null = null;
  private specs: readonly RamWatchSpec[] = [];
  private key = '';
  private recorder: FrameRecorder | null = null;
  private world: World | null = null;
  /** Per frame, the watches' values (specs order). */
  private readonly frames = new Map<number, Float64Array>();

  /** The map of the open act (null: no game RAM, every value NaN) and the watched places. */
  configure(map: S1RamMap | null, specs: readonly RamWatchSpec[]): void {
    const key = specs.map((s) => `${s.address}:${s.size}`).join(',');
    if (map === this.map && key === this.key) return;
    this.map = map;
    this.specs = specs.map((s) => ({ address: s.address, size: s.size }));
    this.key = key;
    this.frames.clear();
  }

  /** The window [from, to), as far as the greenzone has replayed (`knownTo`), replaying what is missing. */
  series(source: ReplaySource, from: number, to: number): RamSeriesChunk {
    this.follow(source);
    const end = Math.max(from, Math.min(to, source.recorder.knownTo + 1));
    const start = Math.max(0, from);
    let missing = -1;
    for (let f = start; f < end; f++) {
      if (!this.frames.has(f)) {
        missing = f;
        break;
      }
    }
    if (missing >= 0 && this.specs.length > 0 && this.map !== null) this.replay(source, missing, end);
    const values = this.specs.map(() => new Float64Array(Math.max(0, end - start)).fill(NaN));
    for (let f = start; f < end; f++) {
      const v = this.frames.get(f);
      if (v === undefined) continue;
      for (let i = 0; i < values.length; i++) values[i][f - start] = v[i];
    }
    return { from: start, values };
  }

  /** Hooks the session's current recorder (a settings change makes a new one: start over). */
  private follow(source: ReplaySource): void {
    if (source.recorder === this.recorder) return;
    if (this.recorder !== null) {
      this.recorder.onRecord = null;
      this.recorder.onInvalidate = null;
    }
    this.recorder = source.recorder;
    this.world = null;
    this.frames.clear();
    source.recorder.onRecord = (frame, state) => this.record(frame, state);
    source.recorder.onInvalidate = (frame) => {
      for (const f of this.frames.keys()) if (f > frame) this.frames.delete(f);
    };
  }

  private record(frame: number, state: Int32Array): void {
    if (this.specs.length === 0) return;
    const map = this.map;
    const v = new Float64Array(this.specs.length);
    for (let i = 0; i < this.specs.length; i++) {
      if (map === null) {
        v[i] = NaN;
        continue;
      }
      const r = map.read(state, this.specs[i].address, this.specs[i].size);
      v[i] = r.ok ? r.value : NaN;
    }
    this.frames.delete(frame);
    this.frames.set(frame, v);
    if (this.frames.size > MAX_KEPT_FRAMES) this.frames.delete(this.frames.keys().next().value!);
  }

  /** Steps a world of our own from the nearest saved state at or before `from` to frame `end - 1`, recording each frame. */
  private replay(source: ReplaySource, from: number, end: number): void {
    const start = source.nearest(from);
    const stop = Math.min(end - 1, start.frame + MAX_REPLAY_FRAMES);
    this.world ??= source.makeWorld();
    const w = this.world;
    if (!w.restore(start.state).ok) return;
    this.record(w.frame, w.state);
    while (w.frame < stop) {
      w.step(source.input(w.frame));
      this.replayedFrames++;
      this.record(w.frame, w.state);
    }
  }
}
