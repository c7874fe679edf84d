import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import { UndoHistory } from '../../../movies/model/undoHistory.ts';
import { makeAutosave } from '../../../movies/storage/autosave.ts';
import { must, openTestStore, sampleBranch, sampleMovie } from './fixtures.ts';

function historyOver(inputs: Uint8Array) {
  const track = new InputTrack(inputs);
  const history = new UndoHistory();
  history.watch(track, 1);
  return { track, history };
}

describe('a movie\'s undo history in the store', () => {
  it('is saved with the movie and read back equal, groups and order', async () => {
    const s = await openTestStore();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'flat' } }));
    const { track, history } = historyOver(sampleMovie(100).inputs);
    track.setButtons(3, 9, 0x40);
    history.push({ kind: 'branchDelete', branch: sampleBranch('b1', null, 40), order: 0, children: [], current: null }, 'delete branch "b1"');
    track.insertFrames(50, 2, 1);
    history.undo();
    const c = history.changes();
    must(await s.saveMovie(p.id, 'm1', { ...sampleMovie(100), inputs: track.toUint8Array() }, { undo: c }));
    history.stored(c);
    const back = must(await s.loadUndo('m1'));
    expect(back).toEqual(history.record());
    expect(back!.done[1].steps[0]).toEqual({ kind: 'branchDelete', branch: sampleBranch('b1', null, 40), order: 0, children: [], current: null });
    s.close();
  });

  it('writes only the changes on the next save; a movie saved without a history has none', async () => {
    const s = await openTestStore();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'flat' } }));
    const { track, history } = historyOver(new Uint8Array(20));
    track.set(0, 1);
    track.set(1, 1);
    let c = history.changes();
    must(await s.saveMovie(p.id, 'm1', sampleMovie(20), { undo: c }));
    history.stored(c);
    history.undo();
    track.set(5, 2);
    c = history.changes();
    expect([c.groups.map((g) => g.id), c.removed]).toEqual([[3], [2]]);
    must(await s.saveMovie(p.id, 'm1', sampleMovie(20), { undo: c }));
    history.stored(c);
    expect(must(await s.loadUndo('m1'))).toEqual(history.record());
    must(await s.saveMovie(p.id, 'm1', sampleMovie(20)));
    expect(must(await s.loadUndo('m1'))).toBe(null);
    s.close();
  });

  it('is deleted with its project and stays out of the exported file', async () => {
    const s = await openTestStore();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'flat' } }));
    const { track, history } = historyOver(new Uint8Array(20));
    track.set(0, 1);
    must(await s.saveMovie(p.id, 'm1', sampleMovie(20), { undo: history.changes() }));
    const file = JSON.parse(new TextDecoder().decode(must(await s.exportProject(p.id))));
    expect(JSON.stringify(file)).not.toContain('"undo"');
    must(await s.deleteProject(p.id));
    expect(must(await s.loadUndo('m1'))).toBe(null);
    s.close();
  });

  it('autosave writes it with each save and marks it stored', async () => {
    const s = await openTestStore();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'flat' } }));
    const { track, history } = historyOver(new Uint8Array(20));
    const autosave = makeAutosave(s, () => ({ projectId: p.id, movieId: 'm1', movie: { ...sampleMovie(20), inputs: track.toUint8Array() }, undo: history }), { setTimer: () => 0, clearTimer: () => {} });
    track.set(4, 9);
    await autosave.notifyEdit();
    must(await autosave.flush());
    expect(history.changes().groups).toEqual([]);
    expect(must(await s.loadUndo('m1'))).toEqual(history.record());
    autosave.dispose();
    s.close();
  });
});
