/**
 * Unlimited undo and redo, grouped per user action. A group is a list of steps (undoSteps.ts:
 * data, never closures) and undoing one reports the first frame it changed (-1 for none), so
 * undo invalidates the greenzone only from there.
 *
 * Input edits arrive as splice patches from the tracks the history watches (inputPatch.ts: only
 * the changed bytes), so a long history of small edits on a million-frame movie stays small; the
 * history applies those itself. Every other kind of step goes to `apply`, which its owner sets
 * (movieSession.ts). While the history is applying a step, changes it causes are not recorded
 * again.
 *
 * Because steps are data the history can be stored: `record()` / `restore()` for all of it, and
 * `changes()` / `stored()` for what changed since the last store, so a save writes the new
 * groups rather than the whole history each time.
 */
import type { InputPatch } from './inputPatch.ts';
import type { InputTrack } from './inputTrack.ts';
import type { UndoChanges, UndoDirection, UndoGroup, UndoRecord, UndoStepData } from './undoSteps.ts';

export type { UndoGroup } from './undoSteps.ts';

/** Continues a chain of actions in one group: `key` must equal the last group's `next`. */
export interface UndoChain {
  readonly key: string;
  readonly next: string;
}

/** Applies a step that is not an input splice; returns its first changed frame or -1. */
export type UndoApplier = (step: UndoStepData, direction: UndoDirection) => number;

export class UndoHistory {
  private done: UndoGroup[] = [];
  private undone: UndoGroup[] = [];
  private open: UndoGroup | null = null;
  private depth = 0;
  private applying = false;
  private nextId = 1;
  private readonly tracks = new Map<1 | 2, InputTrack>();
  /** Groups changed since they were last stored, with a version that grows with each change. */
  private readonly changed = new Map<number, number>();
  /** Ids stored once and since dropped from the history (a redo cleared, a restore). */
  private readonly dropped = new Set<number>();
  /** Ids the store holds. */
  private readonly inStore = new Set<number>();
  private version = 0;

  /** The owner's interpreter for every step but input splices. */
  apply: UndoApplier = () => -1;

  get canUndo(): boolean {
    return this.done.length > 0;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Labels of the groups that undo would revert, oldest first. */
  undoLabels(): string[] {
    return this.done.map((g) => g.label);
  }

  redoLabels(): string[] {
    return this.undone.map((g) => g.label).reverse();
  }

  /**
   * The groups that moving to `position` (as undoTo does: undoing or redoing one group at a
   * time) would apply, in that order.
   */
  groupsTo(position: number): readonly UndoGroup[] {
    if (position < this.done.length) return this.done.slice(Math.max(0, position)).reverse();
    return this.undone.slice(Math.max(0, this.undone.length - (position - this.done.length))).reverse();
  }

  /** How many groups undo can revert (the position in the history list). */
  get position(): number {
    return this.done.length;
  }

  /** Whether an action presenting `key` would join the last group (see UndoChain). */
  continues(key: string): boolean {
    const last = this.done[this.done.length - 1];
    return this.depth === 0 && this.undone.length === 0 && last !== undefined && last.next === key;
  }

  /**
   * Starts a user action; nested groups join the outermost one. With `chain`, an action that
   * continues the last group (its `next` is `chain.key`) reopens it instead of starting a new one.
   */
  beginGroup(label: string, chain?: UndoChain): void {
    const continued = chain !== undefined && this.continues(chain.key);
    if (this.depth++ > 0) return;
    if (continued) {
      const g = this.done.pop()!;
      g.label = label;
      g.next = chain!.next;
      this.open = g;
      return;
    }
    this.open = { id: this.nextId++, label, steps: [], next: chain?.next };
  }

  /** Ends the action (renamed to `label` when given); an action that changed nothing leaves no group behind. */
  endGroup(label?: string): void {
    if (this.depth === 0) return;
    if (--this.depth > 0) return;
    const g = this.open!;
    this.open = null;
    if (label !== undefined) g.label = label;
    if (g.steps.length > 0) {
      this.done.push(g);
      this.touch(g);
    }
  }

  /** Runs `fn` as one user action; the group is closed even if `fn` throws. */
  transact<T>(label: string, fn: () => T, chain?: UndoChain): T {
    this.beginGroup(label, chain);
    try {
      return fn();
    } finally {
      this.endGroup();
    }
  }

  /** Records a step. Outside a group it becomes a group of its own. A new edit clears redo. */
  push(step: UndoStepData, label = 'edit'): void {
    if (this.applying) return;
    for (const g of this.undone) this.drop(g.id);
    this.undone.length = 0;
    if (this.open !== null) this.open.steps.push(step);
    else {
      const g: UndoGroup = { id: this.nextId++, label, steps: [step] };
      this.done.push(g);
      this.touch(g);
    }
  }

  /** Whether the history itself is applying a step (changes now are not new edits). */
  get replaying(): boolean {
    return this.applying;
  }

  /** Listens to a track: each of its patches becomes an undo step (`pad`: which track it is). */
  watch(track: InputTrack, pad: 1 | 2 = 1): void {
    this.tracks.set(pad, track);
    track.onPatch = (patch) => this.push(inputStep(pad, patch));
  }

  /** Reverts the last group; returns its first changed frame, or -1 (also when there is nothing to undo). */
  undo(): number {
    const g = this.done.pop();
    if (g === undefined) return -1;
    let first = -1;
    this.applying = true;
    try {
      for (let i = g.steps.length - 1; i >= 0; i--) first = earliest(first, this.run(g.steps[i], 'undo'));
    } finally {
      this.applying = false;
    }
    this.undone.push(g);
    return first;
  }

  redo(): number {
    const g = this.undone.pop();
    if (g === undefined) return -1;
    let first = -1;
    this.applying = true;
    try {
      for (const s of g.steps) first = earliest(first, this.run(s, 'redo'));
    } finally {
      this.applying = false;
    }
    this.done.push(g);
    return first;
  }

  clear(): void {
    for (const g of [...this.done, ...this.undone]) this.drop(g.id);
    this.done = [];
    this.undone = [];
  }

  /** Bytes held by input patches (for memory reporting). */
  patchBytes(): number {
    let n = 0;
    for (const list of [this.done, this.undone]) {
      for (const g of list) for (const s of g.steps) if (s.kind === 'inputs') n += s.removed.length + s.inserted.length;
    }
    return n;
  }

  // ---- storing ----------------------------------------------------------------------------

  /** The whole history as data (the groups themselves, not copies: a store clones them). */
  record(): UndoRecord {
    return { nextId: this.nextId, done: this.done.slice(), undone: this.undone.slice() };
  }

  /**
   * Takes a stored history as this one (after the movie it belongs to was loaded as it was
   * stored). Everything in it counts as stored already. A record that does not fit this
   * history's tracks (a step for a pad it lacks) is refused with why, and nothing changes.
   */
  restore(r: UndoRecord): string | null {
    for (const g of [...r.done, ...r.undone]) {
      for (const s of g.steps) if (s.kind === 'inputs' && !this.tracks.has(s.pad)) return `group ${g.id} edits pad ${s.pad}, which this history does not watch`;
    }
    this.clear();
    this.done = r.done.slice();
    this.undone = r.undone.slice();
    this.nextId = Math.max(r.nextId, ...[...r.done, ...r.undone].map((g) => g.id + 1), 1);
    this.changed.clear();
    this.dropped.clear();
    this.inStore.clear();
    for (const g of [...this.done, ...this.undone]) this.inStore.add(g.id);
    return null;
  }

  /**
   * What a store must write to hold this history as it is now (see UndoChanges). The groups are
   * copies: a save that writes them later (after awaiting) writes them as they are now, with the
   * movie it was taken with, even if a chain adds to the last group meanwhile.
   */
  changes(): UndoChanges {
    const groups: UndoGroup[] = [];
    for (const g of [...this.done, ...this.undone]) if (this.changed.has(g.id)) groups.push(structuredClone(g));
    return {
      order: { nextId: this.nextId, done: this.done.map((g) => g.id), undone: this.undone.map((g) => g.id) },
      groups,
      versions: new Map(this.changed),
      removed: [...this.dropped],
    };
  }

  /** A store wrote `c`: those groups at those versions are stored, the removed ones gone. */
  stored(c: UndoChanges): void {
    for (const [id, v] of c.versions) {
      if (this.changed.get(id) === v) this.changed.delete(id);
      this.inStore.add(id);
    }
    for (const id of c.removed) {
      this.dropped.delete(id);
      this.inStore.delete(id);
    }
  }

  // ---- internals ----------------------------------------------------------------------------

  private touch(g: UndoGroup): void {
    this.changed.set(g.id, ++this.version);
  }

  private drop(id: number): void {
    this.changed.delete(id);
    if (this.inStore.has(id)) this.dropped.add(id);
  }

  private run(step: UndoStepData, direction: UndoDirection): number {
    if (step.kind !== 'inputs') return this.apply(step, direction);
    const track = this.tracks.get(step.pad);
    if (track === undefined) return -1;
    const [from, to] = direction === 'undo' ? [step.inserted, step.removed] : [step.removed, step.inserted];
    track.splice(step.at, from.length, to);
    return firstDifference(step.at, from, to);
  }
}

function inputStep(pad: 1 | 2, patch: InputPatch): UndoStepData {
  return { kind: 'inputs', pad, at: patch.at, removed: patch.removed, inserted: patch.inserted };
}

/** The first frame where replacing `a` by `b` at `at` changes anything (a length change counts). */
function firstDifference(at: number, a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return at + i;
  return a.length === b.length ? -1 : at + n;
}

function earliest(a: number, b: number): number {
  if (a < 0) return b;
  if (b < 0) return a;
  return Math.min(a, b);
}
