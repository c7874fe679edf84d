import { describe, expect, it } from 'vitest';
import { MovieSession } from '../../../movies/model/movieSession.ts';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import { UndoHistory } from '../../../movies/model/undoHistory.ts';
import type { Movie } from '../../../movies/types.ts';
import { testFactory, variedInputs } from './testSimulation.ts';

const factory = testFactory();

function movie(inputs: Uint8Array): Movie {
  return {
    meta: { level: { name: 'test', hash: 1 }, profile: 's2', character: 'sonic', fixes: [], author: 'me', rerecords: 0, created: 't', modified: 't', notes: '' },
    inputs,
    markers: [],
    checkpoints: [],
  };
}

/** The session a reload opens: the movie, branches and history as a store gave them back (cloned). */
function reopened(s: MovieSession): MovieSession {
  const again = new MovieSession(factory, structuredClone(s.toMovie()), {}, structuredClone(s.branches.list()));
  expect(again.history.restore(structuredClone(s.history.record()))).toBe(null);
  return again;
}

describe('an undo history that is stored and restored', () => {
  it('brings back a branch deleted before the reload, then redoes the deletion', () => {
    const s = new MovieSession(factory, movie(variedInputs(200, 3)));
    s.seek(50);
    const b = s.createBranch('t1', 'keep me');
    s.setButtons(10, 20, 0x08);
    expect(s.deleteBranch(b.id).ok).toBe(true);
    const r = reopened(s);
    expect(r.branches.list()).toEqual([]);
    expect(r.historyList().entries.map((e) => e.label)).toEqual(['save branch "keep me" at 50', 'set buttons', 'delete branch "keep me"']);
    expect(r.undo().ok).toBe(true);
    const back = r.branches.list();
    expect(back.map((x) => [x.id, x.name, x.frame])).toEqual([[b.id, 'keep me', 50]]);
    expect([...back[0].savestate]).toEqual([...b.savestate]);
    expect(r.redo().ok).toBe(true);
    expect(r.branches.list()).toEqual([]);
  });

  it('undoes input, marker and meta edits made before the reload to the very bytes', () => {
    const s = new MovieSession(factory, movie(variedInputs(300, 5)));
    const start = s.toMovie();
    s.setButtons(5, 90, 0x80);
    s.insertFrames(40, 7, 0x01);
    s.addMarker(12, 'jump here');
    s.deleteFrames(100, 30);
    s.changeMeta({ author: 'someone else' });
    const end = s.toMovie();
    const r = reopened(s);
    while (r.history.canUndo) expect(r.undo().ok).toBe(true);
    expect(r.toMovie()).toEqual(start);
    while (r.history.canRedo) expect(r.redo().ok).toBe(true);
    expect(r.toMovie()).toEqual(end);
  });

  it('keeps redo across the reload: undone groups come back in order', () => {
    const s = new MovieSession(factory, movie(variedInputs(50, 1)));
    s.setButtons(1, 2, 0x10);
    s.setButtons(3, 4, 0x20);
    s.undo();
    const r = reopened(s);
    expect(r.historyList()).toEqual({ entries: [{ label: 'set buttons', done: true }, { label: 'set buttons', done: false }], position: 1 });
    r.redo();
    expect(r.toMovie().inputs).toEqual(s.redo().ok ? s.toMovie().inputs : null);
  });

  it('refuses a history with a step for a track it does not watch, and keeps its own', () => {
    const h = new UndoHistory();
    const t = new InputTrack(new Uint8Array(4));
    h.watch(t, 1);
    t.set(0, 1);
    expect(h.restore({ nextId: 3, done: [{ id: 2, label: 'x', steps: [{ kind: 'inputs', pad: 2, at: 0, removed: new Uint8Array(0), inserted: new Uint8Array(1) }] }], undone: [] }))
      .toBe('group 2 edits pad 2, which this history does not watch');
    expect(h.undoLabels()).toEqual(['edit']);
  });
});

describe('what a save writes of the history', () => {
  it('only the groups new or changed since the last save, and the ids a new edit dropped', () => {
    const t = new InputTrack(new Uint8Array(10));
    const h = new UndoHistory();
    h.watch(t, 1);
    t.set(0, 1);
    t.set(1, 1);
    const first = h.changes();
    expect(first.groups.map((g) => g.id)).toEqual([1, 2]);
    expect(first.order).toEqual({ nextId: 3, done: [1, 2], undone: [] });
    h.stored(first);
    expect(h.changes().groups).toEqual([]);
    // A recorded run continues its group: the reopened group is written again.
    h.transact('record frame 5', () => t.set(5, 2), { key: 'k5', next: 'k6' });
    h.stored(h.changes());
    h.transact('record frames 5–6', () => t.set(6, 2), { key: 'k6', next: 'k7' });
    expect(h.changes().groups.map((g) => [g.id, g.label, g.steps.length])).toEqual([[3, 'record frames 5–6', 2]]);
    h.stored(h.changes());
    // Undo then a new edit: the undone group is gone from the history and from the store.
    h.undo();
    t.set(9, 4);
    const c = h.changes();
    expect(c.removed).toEqual([3]);
    expect(c.order).toEqual({ nextId: 5, done: [1, 2, 4], undone: [] });
    expect(c.groups.map((g) => g.id)).toEqual([4]);
  });

  it('copies the groups it hands out, so a later edit does not change what is being saved', () => {
    const t = new InputTrack(new Uint8Array(10));
    const h = new UndoHistory();
    h.watch(t, 1);
    h.transact('record frame 0', () => t.set(0, 2), { key: 'k0', next: 'k1' });
    const c = h.changes();
    h.transact('record frames 0–1', () => t.set(1, 2), { key: 'k1', next: 'k2' });
    expect(c.groups[0].steps.length).toBe(1);
    h.stored(c);
    // The group changed after the copy was taken: it is still to be written.
    expect(h.changes().groups.map((g) => g.steps.length)).toEqual([2]);
  });
});
