/**
 * Watches every step the greenzone takes: a Simulation wrapper that, after each step, records
 * the plotted player fields of that frame and runs the detectors on (previous, current).
 * The greenzone steps the simulation itself and has no hook, so wrapping the simulation is the
 * only place every replayed frame passes through; it costs one loop over a dozen detectors and
 * six array writes a frame (cheap next to the step).
 *
 * Frame numbering as everywhere in the workbench: series index f is the state after f steps;
 * a hit's `frame` is the 0-based step that produced it (CONTRACTS §7). `knownTo` is the
 * greenzone extent: every frame up to it has been stepped on the current inputs.
 */
import type { Simulation, RestoreResult } from '../../../engine/world/simulation.ts';
import type { Level } from '../../../engine/level/types.ts';
import { P_ANGLE, P_GSP, P_X, P_XSP, P_Y, P_YSP } from '../../../engine/state/layout.ts';
import type { Detector, DetectorHit } from '../../../analysis/detectors/index.ts';

/** The fields the plots and the path overlay read, in series order. */
export const SERIES_FIELDS = ['x', 'y', 'xsp', 'ysp', 'gsp', 'angle'] as const;
export type SeriesField = (typeof SERIES_FIELDS)[number];
const SERIES_WORDS = [P_X, P_Y, P_XSP, P_YSP, P_GSP, P_ANGLE];

export class FrameRecorder {
  /** One growable array per field; index = frame. */
  series: Int32Array[] = SERIES_FIELDS.map(() => new Int32Array(1024));
  /** Highest frame whose series is valid, contiguous from 0. */
  knownTo = 0;
  /** Bumped whenever the hit set changes, so the UI asks again only then. */
  hitsVersion = 0;
  private readonly hits = new Map<number, DetectorHit[]>();
  private previous: Int32Array;
  /** Sees each frame's state as it is recorded (the RAM watch records its plots there), or null. */
  onRecord: ((frame: number, state: Int32Array) => void) | null = null;
  /** Told when what was recorded from `frame` on belongs to an old future, or null. */
  onInvalidate: ((frame: number) => void) | null = null;
  /**
   * Where the state and level are now, for a simulation whose world changes under it (a run of
   * acts, worker/actRunView.ts: a new act is a new World with its own state); null: always the
   * constructor's.
   */
  follow: (() => { readonly state: Int32Array; readonly level: Level }) | null = null;

  constructor(
    private readonly detectors: readonly Detector[],
    private level: Level,
    private state: Int32Array,
  ) {
    this.previous = new Int32Array(state.length);
    this.previous.set(state);
    this.store(0);
  }

  /**
   * The simulation as the greenzone sees it; `world.state` must be `state`. Its frames count
   * from engine frame `base` (the movie's start savestate's: movies/model/movieStart.ts).
   */
  wrap(world: Simulation, base = 0): Simulation {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const rec = this;
    return {
      get frame() {
        return world.frame - base;
      },
      get snapshotLength() {
        return world.snapshotLength;
      },
      step(input: number): number {
        const bits = world.step(input);
        rec.stepped(world.frame - base, bits);
        return bits;
      },
      snapshot: () => world.snapshot(),
      snapshotInto: (out: Int32Array) => world.snapshotInto(out),
      restore(snapshot: Int32Array): RestoreResult {
        const r = world.restore(snapshot);
        if (r.ok) rec.resync();
        return r;
      },
      restoreUntrusted(snapshot: Int32Array): RestoreResult {
        const r = world.restoreUntrusted(snapshot);
        if (r.ok) rec.resync();
        return r;
      },
      hash: () => world.hash(),
    };
  }

  /** Inputs changed at `frame`: what was recorded after it belongs to an old future. */
  invalidateFrom(frame: number): void {
    if (frame < 0) return;
    this.knownTo = Math.min(this.knownTo, frame);
    this.onInvalidate?.(frame);
    let changed = false;
    for (const f of this.hits.keys()) {
      if (f >= frame) {
        this.hits.delete(f);
        changed = true;
      }
    }
    if (changed) this.hitsVersion++;
  }

  /** The detectors that fired on step `frame` (as far as the greenzone has replayed). */
  hitsOn(frame: number): readonly DetectorHit[] {
    return this.hits.get(frame) ?? [];
  }

  /** Every hit, ordered by frame. */
  allHits(): DetectorHit[] {
    return [...this.hits.keys()].sort((a, b) => a - b).flatMap((f) => this.hits.get(f)!);
  }

  /** `field` for frames [from, to) (clamped to what is known). */
  range(field: number, from: number, to: number): Int32Array {
    const end = Math.min(to, this.knownTo + 1);
    return this.series[field].slice(Math.max(0, from), Math.max(from, end));
  }

  /**
   * Takes the state and level `follow` gives (after a restore, or a step into another act): when
   * the world changed, the previous frame is taken to be the new world's own, so no detector
   * compares one act's player with another's. True when it changed.
   */
  private resync(): boolean {
    const now = this.follow?.();
    const changed = now !== undefined && now.state !== this.state;
    if (changed) {
      this.state = now.state;
      this.level = now.level;
      if (this.previous.length !== this.state.length) this.previous = new Int32Array(this.state.length);
    }
    this.previous.set(this.state);
    return changed;
  }

  private stepped(frame: number, events: number): void {
    if (this.follow !== null && this.follow().state !== this.state) this.resync();
    const step = frame - 1;
    const found: DetectorHit[] = [];
    for (const d of this.detectors) {
      const hit = d.detect({ previous: this.previous, current: this.state, events, frame: step, level: this.level });
      if (hit !== null) found.push(hit);
    }
    const had = this.hits.has(step);
    if (found.length > 0) {
      if (!had) this.hitsVersion++;
      this.hits.set(step, found);
    } else if (had) {
      this.hits.delete(step);
      this.hitsVersion++;
    }
    this.previous.set(this.state);
    this.store(frame);
    if (frame === this.knownTo + 1) this.knownTo = frame;
  }

  private store(frame: number): void {
    if (frame >= this.series[0].length) {
      let n = this.series[0].length;
      while (n <= frame) n *= 2;
      this.series = this.series.map((a) => {
        const b = new Int32Array(n);
        b.set(a);
        return b;
      });
    }
    for (let i = 0; i < SERIES_WORDS.length; i++) this.series[i][frame] = this.state[SERIES_WORDS[i]];
    this.onRecord?.(frame, this.state);
  }
}
