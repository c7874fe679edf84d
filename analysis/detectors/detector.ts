/**
 * A detector recognises a glitch from two consecutive states and the frame's events
 * (CONTRACTS §7; STYLE habit 9: a pure `(previous, current) → hit | null`).
 */
import type { Level } from '../../engine/level/types.ts';

export interface DetectorHit {
  /** The frame (0-based, as traces count) whose step produced `current`. */
  readonly frame: number;
  readonly detector: string;
  /** One line with the numbers that prove it. */
  readonly message: string;
}

export interface DetectorInput {
  readonly previous: Int32Array;
  readonly current: Int32Array;
  readonly events: number;
  readonly frame: number;
  readonly level: Level;
}

export interface Detector {
  readonly id: string;
  readonly description: string;
  detect(input: DetectorInput): DetectorHit | null;
}
