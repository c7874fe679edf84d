/**
 * Runs detectors alongside a simulation: call `observe` after every step with the state and the
 * frame's events; it keeps the previous state in a reusable buffer (no allocation per frame).
 */
import type { Level } from '../../engine/level/types.ts';
import type { Detector, DetectorHit } from './detector.ts';

export class DetectorRun {
  readonly hits: DetectorHit[] = [];
  private readonly previous: Int32Array;
  private primed = false;

  constructor(
    private readonly detectors: readonly Detector[],
    private readonly level: Level,
    stateLength: number,
  ) {
    this.previous = new Int32Array(stateLength);
  }

  /** The state before the first observed step (so frame 0 can be judged too). */
  prime(state: Int32Array): void {
    this.previous.set(state);
    this.primed = true;
  }

  observe(state: Int32Array, events: number, frame: number): void {
    if (this.primed) {
      for (const d of this.detectors) {
        const hit = d.detect({ previous: this.previous, current: state, events, frame, level: this.level });
        if (hit) this.hits.push(hit);
      }
    }
    this.previous.set(state);
    this.primed = true;
  }
}
