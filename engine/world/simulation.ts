/**
 * The face of a running engine that movies, the greenzone, the worker and analysis use.
 * `World` (engine/world/world.ts) implements it. Everything here is deterministic: the same
 * level, options and inputs give the same hash in Node and in the browser.
 */
export interface Simulation {
  /** Frames stepped since creation (or since the restored snapshot was taken). */
  readonly frame: number;
  /** Runs one frame with the given input byte (engine/input.ts); returns that frame's event bits. */
  step(input: number): number;
  /** A copy of the whole state with a header (magic, version, layout hash, level hash, config). */
  snapshot(): Int32Array;
  /** Copies the state into `out` (length `snapshotLength`), allocation-free. */
  snapshotInto(out: Int32Array): void;
  readonly snapshotLength: number;
  /**
   * Restores a snapshot. A snapshot from another engine version, level, profile, character or
   * fix set is refused: the result is `{ ok: false, error }` and the world is left unchanged.
   */
  restore(snapshot: Int32Array): RestoreResult;
  /**
   * Restores a snapshot that came from outside the engine (a file, storage): as `restore`, and
   * every state word is checked against the layout's invariants first; a word out of range is
   * refused with code `snapshotInvalid` and the word's name in `field`.
   */
  restoreUntrusted(snapshot: Int32Array): RestoreResult;
  /** 16 hex digits: a hash of the whole state. */
  hash(): string;
}

export type RestoreResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly error: SnapshotError };

export interface SnapshotError {
  readonly code: 'snapshotMagic' | 'snapshotVersion' | 'snapshotLayout' | 'snapshotLevel' | 'snapshotConfig' | 'snapshotLength' | 'snapshotInvalid';
  readonly message: string;
  /** For `snapshotInvalid`: the state word out of range, e.g. `P_ANGLE` or `slots[3].O_TYPE`. */
  readonly field?: string;
}
