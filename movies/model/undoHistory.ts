/**
 * Unlimited undo and redo, grouped per user action. A group is a list of steps; a step knows
 * how to undo and redo itself and reports the first frame it changed (-1 for none), so undo
 * invalidates the greenzone only from there.
 *
 * Input edits arrive as splice patches (inputPatch.ts: only the changed bytes), so a long
 * history of small edits on a million-frame movie stays small. While the history itself is
 * applying a step, changes it causes are not recorded again.
 */
import type { InputPatch } from './inputPatch.ts';
import type { InputTrack } from './inputTrack.ts';

export interface UndoStep {
  undo(): number;
  redo(): number;
}

export interface UndoGroup {
  /** What the action was, in words ("paint R on 10–40"): the history list shows it. */
  label: string;
  readonly steps: UndoStep[];
  /** A following action presenting this key joins the group (recording frame after frame). */
  next?: string;
}

/** Continues a chain of actions in one group: `key` must equal the last group's `next`. */
export interface UndoChain {
  readonly key: string;
  readonly next: string;
}

export class UndoHistory {
  private readonly done: UndoGroup[] = [];
  private readonly undone: UndoGroup[] = [];
  private open: UndoGroup | null = null;
  private depth = 0;
  private applying = false;

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
    this.open = { label, steps: [], next: chain?.next };
  }

  /** Ends the action (renamed to `label` when given); an action that changed nothing leaves no group behind. */
  endGroup(label?: string): void {
    if (this.depth === 0) return;
    if (--this.depth > 0) return;
    const g = this.open!;
    this.open = null;
    if (label !== undefined) g.label = label;
    if (g.steps.length > 0) this.done.push(g);
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
  push(step: UndoStep, label = 'edit'): void {
    if (this.applying) return;
    this.undone.length = 0;
    if (this.open !== null) this.open.steps.push(step);
    else this.done.push({ label, steps: [step] });
  }

  /** Whether the history itself is applying a step (changes now are not new edits). */
  get replaying(): boolean {
    return this.applying;
  }

  /** Listens to a track: each of its patches becomes an undo step. */
  watch(track: InputTrack): void {
    track.onPatch = (patch) => this.push(patchStep(track, patch));
  }

  /** Reverts the last group; returns its first changed frame, or -1 (also when there is nothing to undo). */
  undo(): number {
    const g = this.done.pop();
    if (g === undefined) return -1;
    let first = -1;
    this.applying = true;
    try {
      for (let i = g.steps.length - 1; i >= 0; i--) first = earliest(first, g.steps[i].undo());
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
      for (const s of g.steps) first = earliest(first, s.redo());
    } finally {
      this.applying = false;
    }
    this.done.push(g);
    return first;
  }

  clear(): void {
    this.done.length = 0;
    this.undone.length = 0;
  }

  /** Bytes held by input patches (for memory reporting). */
  patchBytes(): number {
    let n = 0;
    for (const list of [this.done, this.undone]) {
      for (const g of list) for (const s of g.steps) if (s instanceof PatchStep) n += s.patch.removed.length + s.patch.inserted.length;
    }
    return n;
  }
}

class PatchStep implements UndoStep {
  constructor(
    private readonly track: InputTrack,
    readonly patch: InputPatch,
  ) {}

  undo(): number {
    const p = this.patch;
    this.track.splice(p.at, p.inserted.length, p.removed);
    return firstDifference(p.at, p.inserted, p.removed);
  }

  redo(): number {
    const p = this.patch;
    this.track.splice(p.at, p.removed.length, p.inserted);
    return firstDifference(p.at, p.removed, p.inserted);
  }
}

export function patchStep(track: InputTrack, patch: InputPatch): UndoStep {
  return new PatchStep(track, patch);
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
