import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../../workbench/src/movie/editHistory.ts';
import { InputBuffer } from '../../../workbench/src/movie/inputBuffer.ts';

const bytes = (b: InputBuffer): number[] => [...b.view()];

describe('InputBuffer', () => {
  it('splice inserts, deletes and replaces, returning what it removed', () => {
    const b = new InputBuffer(Uint8Array.of(1, 2, 3));
    expect([...b.splice(1, 1, Uint8Array.of(9, 9)).removed]).toEqual([2]);
    expect(bytes(b)).toEqual([1, 9, 9, 3]);
    b.splice(0, 2, new Uint8Array(0));
    expect(bytes(b)).toEqual([9, 3]);
  });

  it('setting a frame past the end grows the movie with empty frames', () => {
    const b = new InputBuffer();
    b.set(3, 8);
    expect(bytes(b)).toEqual([0, 0, 0, 8]);
    expect(b.at(100)).toBe(0);
  });

  it('grows past its capacity without losing frames', () => {
    const b = new InputBuffer();
    for (let i = 0; i < 1000; i++) b.set(i, i & 0xff);
    expect(b.length).toBe(1000);
    expect(b.at(999)).toBe(999 & 0xff);
  });
});

describe('EditHistory', () => {
  it('undo and redo restore both the bytes and the length', () => {
    const b = new InputBuffer(Uint8Array.of(1, 2, 3));
    const h = new EditHistory();
    h.push(b.splice(1, 2, Uint8Array.of(7)));
    expect(bytes(b)).toEqual([1, 7]);
    h.undo(b);
    expect(bytes(b)).toEqual([1, 2, 3]);
    h.redo(b);
    expect(bytes(b)).toEqual([1, 7]);
  });

  it('a new edit after an undo drops the redo branch', () => {
    const b = new InputBuffer(Uint8Array.of(1));
    const h = new EditHistory();
    h.push(b.splice(0, 1, Uint8Array.of(2)));
    h.undo(b);
    h.push(b.splice(0, 1, Uint8Array.of(3)));
    expect(h.canRedo).toBe(false);
  });

  it('an edit that changes nothing is not recorded', () => {
    const b = new InputBuffer(Uint8Array.of(1));
    const h = new EditHistory();
    h.push(b.splice(0, 1, Uint8Array.of(1)));
    expect(h.canUndo).toBe(false);
  });
});
