/**
 * The branch tree: saved alternatives of a movie, each with its savestate, inputs and markers
 * (movies/types.ts Branch). Ids come from a counter ("b1", "b2", ...) and times from the caller,
 * so the tree is deterministic and the engine never reads a clock.
 *
 * Loading follows BizHawk TAStudio: the branch's savestate is restored, then either
 * - `replaceInputs`: the movie's inputs (and markers) become the branch's, or
 * - `keepInputs`: the movie's inputs stay; the greenzone is invalidated from the first frame
 *   where they differ from the branch's.
 * Either way the result says from which frame the caller must invalidate, and whether the
 * restored state belongs to the movie's inputs (`consistent`: they agree before the branch's
 * frame). A savestate from another level, profile or engine version is refused with the
 * Simulation's own error, and the simulation is left unchanged. Branches outlive the session
 * (IndexedDB, project files a user imported), so a branch's savestate is restored as untrusted:
 * every state word is checked first (`snapshotInvalid` names the word out of range).
 */
import type { SnapshotError, Simulation } from '../../engine/world/simulation.ts';
import type { Branch, MovieMarker, Result, StoredLevel } from '../types.ts';

export type BranchError = SnapshotError | { readonly code: 'branchNotFound'; readonly message: string };

export type BranchLoadMode = 'keepInputs' | 'replaceInputs';

/** What a branch is made from: the current state, the movie and caller-supplied text and time. */
export interface BranchSource {
  sim: Simulation;
  inputs: Uint8Array;
  markers: readonly MovieMarker[];
  /** ISO-8601, from the host. */
  time: string;
  name?: string;
  note?: string;
  /** The level the state belongs to (kept with the branch: it may differ from the movie's later). */
  level?: StoredLevel | null;
}

/** Everything about a branch that an edit can change, for putting it back (undo). */
export type BranchContents = Omit<Branch, 'id'>;

export interface BranchLoad {
  branch: Branch;
  /** The movie's inputs after loading (a copy of the branch's with replaceInputs). */
  inputs: Uint8Array;
  /** The movie's markers after loading (null: unchanged). */
  markers: MovieMarker[] | null;
  /** First frame whose input differs between the movie before loading and the branch, or null. */
  firstDifference: number | null;
  /** True when the restored state is the one the movie's inputs produce at the branch's frame. */
  consistent: boolean;
}

export class BranchTree {
  private readonly byId = new Map<string, Branch>();
  /** Creation order of each branch (list order survives a delete and its undo). */
  private readonly order = new Map<string, number>();
  private counter = 0;
  private made = 0;
  /** The branch last created or loaded: the parent of the next one. */
  current: string | null = null;
  /** Bumped by every change to any branch: storage syncs when it moves (host wiring reads it). */
  revision = 0;

  /** Rebuilds a tree from stored branches; the counter continues after the highest "bN" id. */
  constructor(branches: readonly Branch[] = [], current: string | null = null) {
    for (const b of branches) {
      this.byId.set(b.id, b);
      this.order.set(b.id, this.made++);
      const m = /^b(\d+)$/.exec(b.id);
      if (m !== null) this.counter = Math.max(this.counter, Number(m[1]));
    }
    this.current = current !== null && this.byId.has(current) ? current : null;
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): Branch | null {
    return this.byId.get(id) ?? null;
  }

  /** All branches in creation order. */
  list(): Branch[] {
    return [...this.byId.values()].sort((a, b) => this.order.get(a.id)! - this.order.get(b.id)!);
  }

  /** The branch in hotkey slot `slot`, or null. */
  inSlot(slot: number): Branch | null {
    for (const b of this.byId.values()) if (b.slot === slot) return b;
    return null;
  }

  children(id: string | null): Branch[] {
    return this.list().filter((b) => b.parent === id);
  }

  create(src: BranchSource): Branch {
    const id = `b${++this.counter}`;
    const branch: Branch = {
      id,
      parent: this.current,
      name: src.name ?? `Branch ${this.counter}`,
      note: src.note ?? '',
      frame: src.sim.frame,
      savestate: src.sim.snapshot(),
      inputs: src.inputs.slice(),
      markers: copyMarkers(src.markers),
      time: src.time,
      thumbnail: null,
      level: src.level ?? null,
      slot: null,
    };
    this.byId.set(id, branch);
    this.order.set(id, this.made++);
    this.current = id;
    this.revision++;
    return branch;
  }

  /** A copy of what an edit may change (for undo). */
  contents(id: string): BranchContents | null {
    const b = this.byId.get(id);
    if (b === undefined) return null;
    const { id: _, ...rest } = b;
    return { ...rest, markers: copyMarkers(b.markers) };
  }

  /** Puts contents back (undo of an update, rename or slot change). */
  setContents(id: string, c: BranchContents): void {
    const b = this.byId.get(id);
    if (b === undefined) return;
    Object.assign(b, c, { markers: copyMarkers(c.markers) });
    this.revision++;
  }

  /**
   * Puts a deleted branch back where it was: its creation order, and the children that had
   * moved up to its parent under it again (undo of delete).
   */
  reinsert(branch: Branch, order: number, children: readonly string[]): void {
    this.byId.set(branch.id, branch);
    this.order.set(branch.id, order);
    for (const c of children) {
      const child = this.byId.get(c);
      if (child !== undefined) child.parent = branch.id;
    }
    this.revision++;
  }

  /** Creation order of a branch (for reinsert), or -1. */
  orderOf(id: string): number {
    return this.order.get(id) ?? -1;
  }

  /** Removes a branch without re-parenting anything (undo of create: it has no children yet). */
  remove(id: string): void {
    if (!this.byId.delete(id)) return;
    this.order.delete(id);
    if (this.current === id) this.current = null;
    this.revision++;
  }

  /** Gives a branch hotkey slot `slot` (null clears it); a branch already there gives it up. Returns that branch's id. */
  setSlot(id: string, slot: number | null): Result<string | null, BranchError> {
    const b = this.byId.get(id);
    if (b === undefined) return notFound(id);
    let previous: string | null = null;
    if (slot !== null) {
      const holder = this.inSlot(slot);
      if (holder !== null && holder.id !== id) {
        holder.slot = null;
        previous = holder.id;
      }
    }
    b.slot = slot;
    this.revision++;
    return { ok: true, value: previous };
  }

  /** Overwrites a branch with the current state and movie (keeps its id, parent, name). */
  update(id: string, src: BranchSource): Result<Branch, BranchError> {
    const b = this.byId.get(id);
    if (b === undefined) return notFound(id);
    b.frame = src.sim.frame;
    b.savestate = src.sim.snapshot();
    b.inputs = src.inputs.slice();
    b.markers = copyMarkers(src.markers);
    b.time = src.time;
    if (src.note !== undefined) b.note = src.note;
    if (src.level !== undefined) b.level = src.level;
    b.thumbnail = null;
    this.revision++;
    return { ok: true, value: b };
  }

  rename(id: string, name: string): Result<Branch, BranchError> {
    const b = this.byId.get(id);
    if (b === undefined) return notFound(id);
    b.name = name;
    this.revision++;
    return { ok: true, value: b };
  }

  /** Removes a branch; its children move up to its parent (`children` says which, for undo). */
  delete(id: string): Result<{ branch: Branch; children: string[] }, BranchError> {
    const b = this.byId.get(id);
    if (b === undefined) return notFound(id);
    this.byId.delete(id);
    this.order.delete(id);
    const children: string[] = [];
    for (const c of this.byId.values()) {
      if (c.parent === id) {
        c.parent = b.parent;
        children.push(c.id);
      }
    }
    if (this.current === id) this.current = b.parent;
    this.revision++;
    return { ok: true, value: { branch: b, children } };
  }

  /** Restores the branch into `sim` and works out the movie's inputs after loading (see the file header). */
  load(id: string, mode: BranchLoadMode, sim: Simulation, movieInputs: Uint8Array): Result<BranchLoad, BranchError> {
    const b = this.byId.get(id);
    if (b === undefined) return notFound(id);
    const r = sim.restoreUntrusted(b.savestate);
    if (!r.ok) return { ok: false, error: r.error };
    if (this.current !== id) this.revision++;
    this.current = id;
    const firstDifference = firstInputDifference(movieInputs, b.inputs);
    const replace = mode === 'replaceInputs';
    return {
      ok: true,
      value: {
        branch: b,
        inputs: replace ? b.inputs.slice() : movieInputs,
        markers: replace ? copyMarkers(b.markers) : null,
        firstDifference,
        consistent: replace || sameEffectiveInputs(movieInputs, b.inputs, b.frame),
      },
    };
  }
}

/** The first frame whose input differs between two branches (a length difference counts), or null. */
export function diffBranches(a: Branch, b: Branch): number | null {
  return firstInputDifference(a.inputs, b.inputs);
}

/** The first differing frame of two input buffers; when one is a prefix of the other, the shorter length. */
export function firstInputDifference(a: Uint8Array, b: Uint8Array): number | null {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return a.length === b.length ? null : n;
}

/** Whether the simulation sees the same inputs on frames [0, frames) (missing frames read as 0). */
function sameEffectiveInputs(a: Uint8Array, b: Uint8Array, frames: number): boolean {
  for (let i = 0; i < frames; i++) if ((i < a.length ? a[i] : 0) !== (i < b.length ? b[i] : 0)) return false;
  return true;
}

function copyMarkers(markers: readonly MovieMarker[]): MovieMarker[] {
  return markers.map((m) => ({ frame: m.frame, text: m.text }));
}

function notFound(id: string): { ok: false; error: BranchError } {
  return { ok: false, error: { code: 'branchNotFound', message: `no branch "${id}"` } };
}
