/**
 * An undo step as data: what one change did, with both sides of it, so the history can be
 * stored with the project and a reload (or a switch to another project and back) keeps it — a
 * branch deleted an hour ago still comes back with Ctrl+Z. Steps hold plain values only (bytes,
 * markers, meta, whole branches with their savestates); the owner of the history interprets
 * them (movieSession.ts), so no closure or host object is ever part of it (STYLE habit 2).
 *
 * `host` steps belong to whoever drives the session (the workbench's settings changes: level,
 * profile, character, fixes); the session hands them back to its host to undo and redo.
 */
import type { Branch, MovieMarker, MovieMeta } from '../types.ts';
import type { BranchContents } from './branches.ts';

export type UndoStepData =
  /** A splice of one input track (inputPatch.ts): at `at`, `removed` was replaced by `inserted`. */
  | { readonly kind: 'inputs'; readonly pad: 1 | 2; readonly at: number; readonly removed: Uint8Array; readonly inserted: Uint8Array }
  | { readonly kind: 'markers'; readonly before: readonly MovieMarker[]; readonly after: readonly MovieMarker[] }
  | { readonly kind: 'meta'; readonly before: MovieMeta; readonly after: MovieMeta }
  /** A branch was made (`order`: its place in the tree's list; `current`: the current branch before). */
  | { readonly kind: 'branchAdd'; readonly branch: Branch; readonly order: number; readonly current: string | null }
  /** A branch was deleted; its children moved up to its parent. */
  | { readonly kind: 'branchDelete'; readonly branch: Branch; readonly order: number; readonly children: readonly string[]; readonly current: string | null }
  /** A branch changed in place (update, rename, slot). */
  | { readonly kind: 'branchContents'; readonly id: string; readonly before: BranchContents; readonly after: BranchContents }
  /** Another branch gave its hotkey slot up to the one a slot was set for. */
  | { readonly kind: 'branchSlotTaken'; readonly id: string; readonly before: BranchContents }
  | { readonly kind: 'host'; readonly before: unknown; readonly after: unknown };

export type UndoDirection = 'undo' | 'redo';

/** One user action: its steps in the order they were made. */
export interface UndoGroup {
  /** Stable within the history (stored groups are keyed by it). */
  readonly id: number;
  /** What the action was, in words ("paint R on 10–40"): the history list shows it. */
  label: string;
  readonly steps: UndoStepData[];
  /** A following action presenting this key joins the group (recording frame after frame). */
  next?: string;
}

/**
 * A whole history as data: `done`, the groups undo would revert (oldest first), and `undone`,
 * those redo would bring back as a stack (the next to redo last).
 */
export interface UndoRecord {
  readonly nextId: number;
  readonly done: readonly UndoGroup[];
  readonly undone: readonly UndoGroup[];
}

/** Where the groups are, by id: what a store keeps beside the movie (the groups go separately). */
export interface UndoOrder {
  readonly nextId: number;
  readonly done: readonly number[];
  readonly undone: readonly number[];
}

/**
 * What changed since the history was last stored: the order, the groups to write (new ones and
 * the one a chain reopened) with the versions written, and the ids no longer in the history.
 */
export interface UndoChanges {
  readonly order: UndoOrder;
  readonly groups: readonly UndoGroup[];
  readonly versions: ReadonlyMap<number, number>;
  readonly removed: readonly number[];
}
