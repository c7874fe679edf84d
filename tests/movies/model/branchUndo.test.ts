import { describe, expect, it } from 'vitest';
import { MovieSession } from '../../../movies/model/movieSession.ts';
import type { Movie } from '../../../movies/types.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';

const level = loadBuiltinLevel('flat');
function session(frames = 200): MovieSession {
  const movie: Movie = {
    meta: { level: { name: 'flat', hash: level.hash >>> 0 }, profile: 's2', character: 'sonic', fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '' },
    inputs: new Uint8Array(frames).fill(0x08),
    markers: [],
    checkpoints: [],
  };
  return new MovieSession(() => createWorld(level, {}), movie);
}

describe('MovieSession branch edits join the undo history', () => {
  it('undo after deleting a branch brings it back with its children under it, and redo deletes it again', () => {
    const s = session();
    s.seek(50);
    const a = s.createBranch('t1', 'a');
    s.seek(80);
    const b = s.createBranch('t2', 'b');
    s.setButtons(0, 10, 0x10);
    expect(s.deleteBranch(a.id).ok).toBe(true);
    expect(s.branches.list().map((x) => [x.id, x.parent])).toEqual([[b.id, null]]);
    s.undo();
    expect(s.branches.list().map((x) => [x.id, x.parent])).toEqual([[a.id, null], [b.id, a.id]]);
    // The input edit before the delete is untouched by that undo.
    expect(s.track.get(3)).toBe(0x18);
    s.redo();
    expect(s.branches.list().map((x) => x.id)).toEqual([b.id]);
    expect(s.historyList().entries.map((e) => e.label)).toEqual(['save branch "a" at 50', 'save branch "b" at 80', 'set buttons', 'delete branch "a"']);
  });

  it('undoing a branch save removes it; renames and slots are put back', () => {
    const s = session();
    const a = s.createBranch('t1', 'a');
    s.renameBranch(a.id, 'renamed', 'note');
    s.setBranchSlot(a.id, 3);
    expect(s.branches.inSlot(3)?.id).toBe(a.id);
    s.undo();
    expect(s.branches.inSlot(3)).toBe(null);
    s.undo();
    expect([s.branches.get(a.id)?.name, s.branches.get(a.id)?.note]).toEqual(['a', '']);
    s.undo();
    expect(s.branches.size).toBe(0);
  });

  it('recording frame after frame is one undo group; a seek elsewhere starts a new one', () => {
    const s = session(0);
    for (let f = 0; f < 60; f++) s.frameAdvance(0x08);
    expect(s.historyList().entries.map((e) => e.label)).toEqual(['record frames 0–59']);
    s.seek(10);
    s.frameAdvance(0x10);
    expect(s.historyList().entries.map((e) => e.label)).toEqual(['record frames 0–59', 'record frame 10']);
    s.undo();
    s.undo();
    expect(s.track.length).toBe(0);
  });

  it('undoTo walks back and forth through the history to a position', () => {
    const s = session();
    s.setButtons(0, 1, 0x01);
    s.setButtons(1, 2, 0x01);
    s.setButtons(2, 3, 0x01);
    s.undoTo(1);
    expect([s.track.get(0), s.track.get(1), s.track.get(2)]).toEqual([0x09, 0x08, 0x08]);
    expect(s.historyList().position).toBe(1);
    s.undoTo(3);
    expect([s.track.get(0), s.track.get(1), s.track.get(2)]).toEqual([0x09, 0x09, 0x09]);
  });
});
