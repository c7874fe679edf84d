/**
 * Markers: text notes on frames, at most one per frame, always kept sorted by frame.
 * Inserting frames moves later markers down; deleting frames moves them up and removes the
 * markers on deleted frames (their frames no longer exist). Undo does not replay those shifts:
 * the session records the marker list before and after an action (markers are few).
 */
import type { MovieMarker } from '../types.ts';

export class MarkerList {
  private items: MovieMarker[] = [];

  constructor(initial: readonly MovieMarker[] = []) {
    this.replaceAll(initial);
  }

  get size(): number {
    return this.items.length;
  }

  /** The markers sorted by frame (a copy). */
  list(): MovieMarker[] {
    return this.items.slice();
  }

  at(frame: number): MovieMarker | null {
    const i = this.indexOf(frame);
    return i >= 0 ? this.items[i] : null;
  }

  /** Adds a marker, or replaces the text of the one already on `frame`. Returns whether anything changed. */
  add(frame: number, text: string): boolean {
    if (!Number.isInteger(frame) || frame < 0) return false;
    const i = this.lowerBound(frame);
    const existing = this.items[i];
    if (existing !== undefined && existing.frame === frame) {
      if (existing.text === text) return false;
      this.items[i] = { frame, text };
      return true;
    }
    this.items.splice(i, 0, { frame, text });
    return true;
  }

  remove(frame: number): boolean {
    const i = this.indexOf(frame);
    if (i < 0) return false;
    this.items.splice(i, 1);
    return true;
  }

  /** Moves the marker on `from` to `to`; refused (false) when `to` already has one. */
  move(from: number, to: number): boolean {
    const i = this.indexOf(from);
    if (i < 0 || from === to || to < 0 || !Number.isInteger(to) || this.indexOf(to) >= 0) return false;
    const { text } = this.items[i];
    this.items.splice(i, 1);
    this.add(to, text);
    return true;
  }

  /** After `count` frames were inserted before frame `at`. */
  shiftForInsert(at: number, count: number): void {
    if (count <= 0) return;
    this.items = this.items.map((m) => (m.frame >= at ? { frame: m.frame + count, text: m.text } : m));
  }

  /** After frames `[at, at + count)` were deleted. */
  shiftForDelete(at: number, count: number): void {
    if (count <= 0) return;
    const out: MovieMarker[] = [];
    for (const m of this.items) {
      if (m.frame < at) out.push(m);
      else if (m.frame >= at + count) out.push({ frame: m.frame - count, text: m.text });
    }
    this.items = out;
  }

  replaceAll(markers: readonly MovieMarker[]): void {
    const sorted = [...markers].sort((a, b) => a.frame - b.frame);
    this.items = [];
    for (const m of sorted) if (this.indexOf(m.frame) < 0) this.items.push({ frame: m.frame, text: m.text });
  }

  private indexOf(frame: number): number {
    const i = this.lowerBound(frame);
    return i < this.items.length && this.items[i].frame === frame ? i : -1;
  }

  /** The index of the first marker at or after `frame`. */
  private lowerBound(frame: number): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.items[mid].frame < frame) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
