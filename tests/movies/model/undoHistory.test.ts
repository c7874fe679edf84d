import { describe, expect, it } from 'vitest';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import { UndoHistory } from '../../../movies/model/undoHistory.ts';

function setup(initial: number[]) {
  const track = new InputTrack(Uint8Array.from(initial));
  const history = new UndoHistory();
  history.watch(track);
  return { track, history, bytes: () => Array.from(track.bytes()) };
}

describe('UndoHistory', () => {
  it('undo and redo of one edit return its first changed frame and restore the bytes exactly', () => {
    const { track, history, bytes } = setup([0, 0, 0, 0]);
    track.setButtons(1, 3, 8);
    expect(history.undo()).toBe(1);
    expect(bytes()).toEqual([0, 0, 0, 0]);
    expect(history.redo()).toBe(1);
    expect(bytes()).toEqual([0, 8, 8, 0]);
  });

  it('undoes a sequence of edits in reverse order', () => {
    const { track, history, bytes } = setup([1, 2, 3, 4]);
    track.insertFrames(2, 2, 9);
    track.deleteFrames(0, 1);
    track.set(5, 7);
    expect(bytes()).toEqual([2, 9, 9, 3, 4, 7]);
    expect(history.undo()).toBe(5);
    expect(bytes()).toEqual([2, 9, 9, 3, 4]);
    expect(history.undo()).toBe(0);
    expect(bytes()).toEqual([1, 2, 9, 9, 3, 4]);
    expect(history.undo()).toBe(2);
    expect(bytes()).toEqual([1, 2, 3, 4]);
    expect(history.undo()).toBe(-1);
    expect(history.canUndo).toBe(false);
  });

  it('a group undoes as one action and reports the earliest frame of its edits', () => {
    const { track, history, bytes } = setup([0, 0, 0, 0, 0, 0]);
    history.transact('paint', () => {
      track.setButtons(4, 5, 1);
      track.setButtons(1, 2, 2);
    });
    track.setButtons(5, 6, 4);
    expect(history.undoLabels()).toEqual(['paint', 'edit']);
    expect(history.undo()).toBe(5);
    expect(history.undo()).toBe(1);
    expect(bytes()).toEqual([0, 0, 0, 0, 0, 0]);
    expect(history.redo()).toBe(1);
    expect(bytes()).toEqual([0, 2, 0, 0, 1, 0]);
  });

  it('nested beginGroup calls join the outermost group', () => {
    const { track, history } = setup([0, 0, 0]);
    history.beginGroup('outer');
    track.set(0, 1);
    history.beginGroup('inner');
    track.set(1, 1);
    history.endGroup();
    track.set(2, 1);
    history.endGroup();
    expect(history.undoLabels()).toEqual(['outer']);
  });

  it('an action that changes nothing leaves no group', () => {
    const { track, history } = setup([8]);
    history.transact('noop', () => track.setButtons(0, 1, 8));
    expect(history.canUndo).toBe(false);
  });

  it('a new edit after undo clears redo', () => {
    const { track, history, bytes } = setup([0, 0]);
    track.set(0, 1);
    track.set(1, 1);
    history.undo();
    expect(history.canRedo).toBe(true);
    track.set(0, 5);
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBe(-1);
    expect(bytes()).toEqual([5, 0]);
  });

  it('undo does not record its own changes as new edits', () => {
    const { track, history } = setup([0]);
    track.set(0, 1);
    history.undo();
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(true);
  });

  it('stores only the changed bytes of a long movie', () => {
    const { track, history } = setup(Array.from(new Uint8Array(100_000)));
    track.setButtons(50_000, 50_010, 8);
    track.deleteFrames(10, 1);
    expect(history.patchBytes()).toBe(21);
  });

  it('survives a long random sequence of edits undone back to the start and redone to the end', () => {
    const { track, history, bytes } = setup([1, 2, 3, 4, 5, 6, 7, 8]);
    const start = bytes();
    let x = 99;
    const rnd = (n: number) => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return (x >>> 0) % n;
    };
    for (let i = 0; i < 300; i++) {
      const op = rnd(5);
      const a = rnd(track.length + 3);
      if (op === 0) track.setButtons(a, a + rnd(6) + 1, 1 << rnd(8));
      else if (op === 1) track.clearButtons(a, a + rnd(6) + 1, 1 << rnd(8));
      else if (op === 2) track.insertFrames(a, rnd(4) + 1, rnd(256));
      else if (op === 3) track.deleteFrames(a, rnd(4) + 1);
      else track.applyPattern(a, a + rnd(9) + 1, 0x10, '10');
    }
    const end = bytes();
    while (history.canUndo) history.undo();
    expect(bytes()).toEqual(start);
    while (history.canRedo) history.redo();
    expect(bytes()).toEqual(end);
  });
});
