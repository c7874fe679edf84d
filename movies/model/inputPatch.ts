/**
 * One change to an input track as a splice: at frame `at`, `removed` was replaced by
 * `inserted`. The inverse is the same splice with the two swapped, so a patch is its own undo
 * record and holds only the changed bytes, never a copy of the whole movie.
 */
export interface InputPatch {
  readonly at: number;
  readonly removed: Uint8Array;
  readonly inserted: Uint8Array;
}
