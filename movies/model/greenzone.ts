/**
 * The greenzone: savestates of the movie so that seeking to any frame is a restore plus a short
 * replay, in bounded memory. The library keeps the books; the Simulation only steps (GGRS
 * `sync_layer.rs`).
 *
 * Policy (measured with movies/model/greenzoneBench.ts and the 800-byte test double; numbers
 * in the comment of choosePolicy and in the bench report):
 * - Relative to the cursor (the last frame sought), a state at frame f is wanted when f is a
 *   multiple of spacing(|f - cursor|): every frame within `near` (64) of the cursor, so
 *   rewinding up to 64 frames is a restore with no replay; then tiers whose spacing doubles each
 *   time the distance doubles (each tier holds `near` states); never sparser than `cap`.
 * - `cap` is not a constant: it is the smallest power of two for which the policy's worst case
 *   for the whole movie fits half the byte budget (`near` shrinks below 64 only when no cap
 *   fits). A fixed far spacing of 4096 would leave random seeks over a 1,000,000-frame movie
 *   replaying ~2,000 frames each; spending the budget instead (cap 32 at 64 MB) replays ~16, and
 *   saving every 32nd frame while replaying costs far less than the replay it saves.
 * - While replaying towards a target, only frames wanted relative to the target are saved, so
 *   one replay never saves more than the policy allows. Surplus states (wanted for an old
 *   cursor) are thinned lazily, once the count passes the budget's other half, and whenever the
 *   budget is exceeded the states farthest from the cursor go first. The frame-0 state is never
 *   evicted.
 * - `bytes` counts snapshot payloads (Int32Array bytes) of saved and pooled buffers, not the
 *   JavaScript object headers around them. Evicted buffers are pooled and reused by
 *   `snapshotInto`, so steady-state seeking allocates nothing.
 *
 * Frames past the end of the inputs read as 0 (nothing pressed), so seeking past the end works.
 * The Simulation that `seek` returns belongs to the greenzone: look at it, do not step it.
 */
import type { Simulation } from '../../engine/world/simulation.ts';

/** Where the greenzone reads the input of each frame (an InputTrack). */
export interface InputSource {
  get(frame: number): number;
}

export interface GreenzoneOptions {
  /** Default 64 MB. A budget smaller than one state still keeps the frame-0 state. */
  budgetBytes?: number;
  /** Keep each replayed frame's event bits (4 bytes + 1 flag byte per frame, outside the budget). */
  recordEvents?: boolean;
}

export interface GreenzoneStats {
  /** Saved states, including frame 0. */
  states: number;
  /** Bytes of saved and pooled snapshot buffers. */
  bytes: number;
  /** Far-away spacing currently in force (a power of two). */
  cap: number;
  /** Every frame within this distance of the cursor is saved. */
  near: number;
}

/**
 * 48 MB of snapshot data: with the per-state object overhead the greenzone stays under 64 MB of
 * memory (the movies issue's target), measured by `subpixel bench`.
 */
export const DEFAULT_GREENZONE_BUDGET = 48 * 1024 * 1024;
const MAX_NEAR = 64;
const MAX_POOL = 32;

export class Greenzone {
  readonly sim: Simulation;
  readonly budgetBytes: number;
  private readonly inputs: InputSource;
  private readonly stateBytes: number;
  /** Sorted frames of the saved states, and their buffers at the same index. */
  private frames: number[] = [];
  private states: Int32Array[] = [];
  private readonly pool: Int32Array[] = [];
  private readonly poolMax: number;
  private cursorFrame = 0;
  /** False when an invalidation changed an input the working simulation already consumed. */
  private simValid = true;
  private near = MAX_NEAR;
  private cap = 1;
  /** Thinning is lazy: only once the count passes this (see choosePolicy). */
  private thinAbove = Infinity;
  private events: Int32Array | null;
  private eventKnown: Uint8Array | null;

  constructor(factory: () => Simulation, inputs: InputSource, options: GreenzoneOptions = {}) {
    this.sim = factory();
    this.inputs = inputs;
    this.budgetBytes = options.budgetBytes ?? DEFAULT_GREENZONE_BUDGET;
    this.stateBytes = this.sim.snapshotLength * 4;
    this.poolMax = Math.min(MAX_POOL, Math.floor(this.budgetBytes / this.stateBytes / 8));
    this.events = options.recordEvents === true ? new Int32Array(1024) : null;
    this.eventKnown = options.recordEvents === true ? new Uint8Array(1024) : null;
    if (this.sim.frame !== 0) throw new Error('greenzone: the factory must create a simulation at frame 0');
    const first = new Int32Array(this.sim.snapshotLength);
    this.sim.snapshotInto(first);
    this.frames.push(0);
    this.states.push(first);
  }

  get cursor(): number {
    return this.cursorFrame;
  }

  stats(): GreenzoneStats {
    return {
      states: this.frames.length,
      bytes: (this.frames.length + this.pool.length) * this.stateBytes,
      cap: this.cap,
      near: this.near,
    };
  }

  /** Frames that currently have a saved state, ascending (a copy, for the piano roll's colouring). */
  savedFrames(): number[] {
    return this.frames.slice();
  }

  has(frame: number): boolean {
    const i = this.floorIndex(frame);
    return this.frames[i] === frame;
  }

  /**
   * The saved state nearest at or before `frame`, without moving the cursor (a reader replays
   * from it on a world of its own: the RAM watch's plots). The buffer is the greenzone's: copy
   * it or restore from it, never change it.
   */
  stateAtOrBefore(frame: number): { readonly frame: number; readonly state: Int32Array } {
    const i = this.floorIndex(Math.max(0, Math.floor(frame)));
    return { frame: this.frames[i], state: this.states[i] };
  }

  /**
   * Leaves `sim` at `frame` (the state after `frame` steps) and makes `frame` the cursor.
   * With `maxSteps`, stops after stepping that many frames (a long seek in slices, so the
   * host can show progress between them): the states kept are the ones a seek to `frame`
   * keeps, the cursor is where it stopped, and the next call carries on from there.
   */
  seek(frame: number, maxSteps = Infinity): Simulation {
    const target = Math.max(0, Math.floor(frame));
    const top = Math.max(target, this.frames[this.frames.length - 1]);
    this.choosePolicy(top, target);
    const sim = this.sim;
    const idx = this.floorIndex(target);
    const from = this.frames[idx];
    // Keep stepping the working simulation when it is already between the nearest state and the target.
    if (!(this.simValid && sim.frame >= from && sim.frame <= target)) {
      const r = sim.restore(this.states[idx]);
      if (!r.ok) throw new Error(`greenzone: own savestate refused (${r.error.code}): ${r.error.message}`);
      this.simValid = true;
    }
    // No saved state lies in (from, target], so new states are appended after `idx` in order.
    const newFrames: number[] = [];
    const newStates: Int32Array[] = [];
    const ev = this.events;
    let steps = 0;
    while (sim.frame < target && steps++ < maxSteps) {
      const f = sim.frame;
      const bits = sim.step(this.inputs.get(f));
      if (ev !== null) this.noteEvents(f, bits);
      const g = f + 1;
      if (this.wanted(g, target)) {
        const buf = this.pool.pop() ?? new Int32Array(sim.snapshotLength);
        sim.snapshotInto(buf);
        newFrames.push(g);
        newStates.push(buf);
      }
    }
    if (newFrames.length > 1024) {
      // concat, not splice(...spread): a first replay may save tens of thousands of states.
      this.frames = this.frames.slice(0, idx + 1).concat(newFrames, this.frames.slice(idx + 1));
      this.states = this.states.slice(0, idx + 1).concat(newStates, this.states.slice(idx + 1));
    } else if (newFrames.length > 0) {
      this.frames.splice(idx + 1, 0, ...newFrames);
      this.states.splice(idx + 1, 0, ...newStates);
    }
    this.cursorFrame = sim.frame;
    if (this.frames.length > this.thinAbove) this.thin();
    this.enforceBudget();
    return sim;
  }

  /** Seeks `n` frames back from the cursor (not before frame 0). */
  rewind(n = 1): Simulation {
    return this.seek(Math.max(0, this.cursorFrame - n));
  }

  /**
   * The input at `frame` changed (or frames moved from there): states after `frame` are dropped.
   * The state at `frame` itself stays valid, since it was produced by the inputs before it.
   */
  invalidateFrom(frame: number): void {
    if (frame < 0) return;
    const keep = this.floorIndex(frame) + 1;
    for (let i = keep; i < this.frames.length; i++) this.release(this.states[i]);
    this.frames.length = keep;
    this.states.length = keep;
    if (this.sim.frame > frame) this.simValid = false;
    if (this.eventKnown !== null && frame < this.eventKnown.length) this.eventKnown.fill(0, frame);
  }

  /**
   * Someone else changed the working simulation (a branch was loaded into it): the next seek
   * restores a saved state instead of stepping on from whatever it holds now.
   */
  simulationChanged(): void {
    this.simValid = false;
  }

  /** The event bits of step `frame` if a replay has computed them since the last invalidation, else -1. */
  eventsAt(frame: number): number {
    const known = this.eventKnown;
    if (known === null || frame < 0 || frame >= known.length || known[frame] === 0) return -1;
    return this.events![frame];
  }

  /**
   * Adds a state taken elsewhere (a loaded branch) at its frame; the caller vouches that it
   * belongs to the current inputs. Refused (false) when it does not fit this simulation.
   */
  adopt(frame: number, snapshot: Int32Array): boolean {
    if (snapshot.length !== this.sim.snapshotLength || frame <= 0) return false;
    const idx = this.floorIndex(frame);
    if (this.frames[idx] === frame) {
      this.states[idx].set(snapshot);
      return true;
    }
    const buf = this.pool.pop() ?? new Int32Array(this.sim.snapshotLength);
    buf.set(snapshot);
    this.frames.splice(idx + 1, 0, frame);
    this.states.splice(idx + 1, 0, buf);
    this.enforceBudget();
    return true;
  }

  private noteEvents(frame: number, bits: number): void {
    if (frame >= this.events!.length) {
      let n = this.events!.length;
      while (n <= frame) n *= 2;
      const e = new Int32Array(n);
      e.set(this.events!);
      const k = new Uint8Array(n);
      k.set(this.eventKnown!);
      this.events = e;
      this.eventKnown = k;
    }
    this.events![frame] = bits;
    this.eventKnown![frame] = 1;
  }

  /** Spacing wanted at distance `d` from the cursor: 1 within `near`, then doubling per tier, at most `cap`. */
  private spacing(d: number): number {
    if (d < this.near) return 1;
    let s = 2;
    let edge = this.near * 2;
    while (d >= edge && s < this.cap) {
      s *= 2;
      edge *= 2;
    }
    return Math.min(s, this.cap);
  }

  private wanted(frame: number, cursor: number): boolean {
    return (frame & (this.spacing(Math.abs(frame - cursor)) - 1)) === 0;
  }

  /**
   * Picks the densest policy whose worst case fits half the budget for a greenzone reaching
   * `top`: `2 near` states around the cursor, `near` per doubling tier below `cap`, `top / cap`
   * far away. The other half is slack that lets surplus states accumulate between thinnings:
   * thinning is a pass over every state, and doing it on every seek cost more than the replay
   * the denser policy saved (measured: 62,500 states, mean seek 1.5 ms thinning each seek).
   */
  private choosePolicy(top: number, cursor: number): void {
    const room = Math.floor(this.budgetBytes / this.stateBytes) - this.poolMax;
    this.thinAbove = room;
    for (let near = MAX_NEAR; near >= 1; near >>= 1) {
      let tiers = 0;
      for (let cap = 1; cap <= 1 << 30; cap *= 2, tiers++) {
        const worst = 2 * near + near * tiers + Math.ceil((top + 1) / cap) + 1;
        if (2 * worst <= room) {
          this.setPolicy(near, cap, cursor);
          return;
        }
      }
    }
    this.setPolicy(1, 1 << 30, cursor);
  }

  private setPolicy(near: number, cap: number, cursor: number): void {
    const sparser = cap > this.cap || near < this.near;
    this.near = near;
    this.cap = cap;
    if (sparser) {
      this.cursorFrame = cursor;
      this.thin();
    }
  }

  /** Drops the states the policy no longer wants around the cursor. */
  private thin(): void {
    const c = this.cursorFrame;
    let w = 1;
    for (let i = 1; i < this.frames.length; i++) {
      const f = this.frames[i];
      if (this.wanted(f, c)) {
        this.frames[w] = f;
        this.states[w] = this.states[i];
        w++;
      } else {
        this.release(this.states[i]);
      }
    }
    this.frames.length = w;
    this.states.length = w;
  }

  private overBudget(): boolean {
    return (this.frames.length + this.pool.length) * this.stateBytes > this.budgetBytes;
  }

  /** The hard limit: drop pooled buffers, then the states farthest from the cursor (never frame 0). */
  private enforceBudget(): void {
    while (this.overBudget() && this.pool.length > 0) this.pool.pop();
    if (!this.overBudget()) return;
    const c = this.cursorFrame;
    const excess = this.frames.length - Math.max(1, Math.floor(this.budgetBytes / this.stateBytes));
    if (excess <= 0) return;
    const order = this.frames.map((_, i) => i).slice(1);
    order.sort((a, b) => Math.abs(this.frames[b] - c) - Math.abs(this.frames[a] - c) || a - b);
    const drop = new Set(order.slice(0, excess));
    let w = 0;
    for (let i = 0; i < this.frames.length; i++) {
      if (drop.has(i)) continue;
      this.frames[w] = this.frames[i];
      this.states[w] = this.states[i];
      w++;
    }
    this.frames.length = w;
    this.states.length = w;
  }

  private release(buf: Int32Array): void {
    if (this.pool.length < this.poolMax) this.pool.push(buf);
  }

  /** Index of the last saved state at or before `frame` (frame 0 is always saved). */
  private floorIndex(frame: number): number {
    let lo = 0;
    let hi = this.frames.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.frames[mid] <= frame) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
