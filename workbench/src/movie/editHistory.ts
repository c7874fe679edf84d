/**
 * Undo and redo over InputBuffer splices. Replaced by movies/model/undoHistory.ts when it lands.
 * Undoing a splice is the same splice with removed and inserted swapped.
 */
import type { InputBuffer, Splice } from './inputBuffer.ts';

export class EditHistory {
  private readonly undos: Splice[] = [];
  private readonly redos: Splice[] = [];

  constructor(private readonly limit = 1000) {}

  /** Records a splice that was already applied. */
  push(s: Splice): void {
    if (s.removed.length === s.inserted.length && s.removed.every((v, i) => v === s.inserted[i])) return;
    this.undos.push(s);
    if (this.undos.length > this.limit) this.undos.shift();
    this.redos.length = 0;
  }

  get canUndo(): boolean {
    return this.undos.length > 0;
  }

  get canRedo(): boolean {
    return this.redos.length > 0;
  }

  /** Reverts the last edit; returns the splice applied (for repainting), or null. */
  undo(buffer: InputBuffer): Splice | null {
    const s = this.undos.pop();
    if (s === undefined) return null;
    buffer.splice(s.start, s.inserted.length, s.removed);
    this.redos.push(s);
    return { start: s.start, removed: s.inserted, inserted: s.removed };
  }

  redo(buffer: InputBuffer): Splice | null {
    const s = this.redos.pop();
    if (s === undefined) return null;
    buffer.splice(s.start, s.removed.length, s.inserted);
    this.undos.push(s);
    return s;
  }
}
