import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EngineSession, movieStartRefused } from '../../../workbench/src/worker/engineSession.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { readGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { validateMovie } from '../../../workbench/cli/commands/validate.ts';
import type { Movie } from '../../../movies/types.ts';
import { SAVESTATE_AT, flatSavestateMovie } from '../../support/savestateMovie.ts';

const sm = flatSavestateMovie();

function opened(movie: Movie = sm.movie): EngineSession {
  const s = new EngineSession();
  const r = s.load({ level: { builtin: 'flat' }, movie });
  if (!r.ok) throw new Error(r.error.message);
  return s;
}

function hashAt(s: EngineSession, frame: number): string {
  const v = s.seek(frame);
  if (!v.ok) throw new Error(v.error.message);
  return v.value.hash;
}

describe('the workbench replays a movie that starts from a savestate as it was made', () => {
  it('frame 0 is the savestate; every frame is the savestate\'s run; seeking back to 0 restores it', () => {
    const s = opened();
    const v = s.seek(0);
    expect(v.ok && [v.value.frame, v.value.hash]).toEqual([0, sm.hashAt(0)]);
    expect(hashAt(s, 120)).toBe(sm.hashAt(120));
    expect(hashAt(s, 57)).toBe(sm.hashAt(57));
    expect(hashAt(s, 0)).toBe(sm.hashAt(0));
    const at = s.seek(5);
    // Frames (and trace records) count from the movie's start; the engine's counter goes on.
    expect(at.ok && [at.value.frame, at.value.trace?.f]).toEqual([5, 4]);
    expect(s.movie()?.savestate).toEqual(sm.movie.savestate);
  });

  it('says where the movie starts; a movie from the level start says it has no savestate', () => {
    const { savestate: _s, ...plain } = sm.movie;
    const level = new EngineSession().load({ level: { builtin: 'flat' }, movie: plain });
    expect(level.ok && level.value.savestateStart).toBe(null);
    const savestate = new EngineSession().load({ level: { builtin: 'flat' }, movie: sm.movie });
    expect(savestate.ok && savestate.value.savestateStart).toBe(SAVESTATE_AT);
  });

  it('a fix changes the run but not where it starts; another level is refused, saying why', () => {
    const s = opened();
    expect(s.configure({ fixes: ['landOnAir'] }).ok).toBe(true);
    expect(hashAt(s, 0)).toBe(sm.hashAt(0));
    const r = s.configure({ level: { builtin: 'loop' } });
    expect(r.ok ? null : [r.error.code, r.error.path]).toEqual(['snapshotLevel', 'savestate']);
    if (!r.ok) expect(r.error.message).toMatch(/^the movie starts from a savestate \(its frame 0\), and it does not fit: snapshot is from another level/);
    expect(hashAt(s, 0)).toBe(sm.hashAt(0));
    expect(movieStartRefused(loadBuiltinLevel('loop'), sm.movie)?.code).toBe('snapshotLevel');
    expect(movieStartRefused(loadBuiltinLevel('flat'), sm.movie)).toBe(null);
  });

  it('a search result opened as a branch plays from the movie\'s frame, and a sweep start\'s savestate must be at that frame', () => {
    const s = opened();
    const tail = new Uint8Array(20).fill(0x18);
    const start = s.savestate(40);
    if (!start.ok) throw new Error(start.error.message);
    const b = s.branchWithTail(40, tail, 'result', '', 't');
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.frame).toBe(40);
    const loaded = s.loadBranch(b.value.id, 'replaceInputs');
    expect(loaded.ok && loaded.value.frame).toBe(40);
    expect(hashAt(s, 40)).toBe(sm.hashAt(40));
    const w = sm.startWorld();
    for (let f = 0; f < 40; f++) w.step(sm.movie.inputs[f]);
    for (const i of tail) w.step(i);
    expect(hashAt(s, 60)).toBe(w.hash());
    // A savestate handed in with the branch is checked against the movie's frame numbering.
    expect(s.branchWithTail(40, tail, 'cell', '', 't', start.value.snapshot).ok).toBe(true);
    const wrong = s.branchWithTail(41, tail, 'cell', '', 't', start.value.snapshot);
    expect(wrong.ok ? null : [wrong.error.code, wrong.error.message]).toEqual(['savestateFrame', 'the savestate is at frame 40, not 41']);
    // A sweep square opened as a branch: the frame's state with the player moved, at that frame.
    const cell = s.branchAtCell(40, { x: 300, y: 150, speed: 0x300, air: true }, 'cell', 't');
    if (!cell.ok) throw new Error(cell.error.message);
    expect(cell.value.frame).toBe(40);
    expect(s.loadBranch(cell.value.id, 'replaceInputs').ok).toBe(true);
    expect(s.currentView()?.frame).toBe(40);
  });

  it('imported over a movie from the level start it brings its savestate, and undo the level start back', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'flat' }, profile: 's1' });
    const levelStart = hashAt(s, 0);
    const r = s.importReplace(sm.movie, { builtin: 'flat' }, 'import from200.spx');
    expect(r.ok).toBe(true);
    expect(hashAt(s, 0)).toBe(sm.hashAt(0));
    expect(hashAt(s, 120)).toBe(sm.hashAt(120));
    expect(s.undo().ok).toBe(true);
    expect(hashAt(s, 0)).toBe(levelStart);
    expect(s.movie()?.savestate).toBe(undefined);
    expect(s.redo().ok).toBe(true);
    expect(hashAt(s, 0)).toBe(sm.hashAt(0));
  });

  it('an import over the movie made before a reload undoes after it, back to the level start, and redoes to the savestate', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'flat' }, profile: 's1' });
    const levelStart = hashAt(s, 0);
    s.importReplace(sm.movie, { builtin: 'flat' }, 'import from200.spx');
    // What a reload gets back from the store: the movie (its savestate with it) and a structured clone of the history.
    const again = new EngineSession();
    expect(again.load({ level: { builtin: 'flat' }, movie: s.movie()! }, [], undefined, structuredClone(s.undoHistory()!.record())).ok).toBe(true);
    expect(hashAt(again, 0)).toBe(sm.hashAt(0));
    expect(again.undo().ok).toBe(true);
    expect(hashAt(again, 0)).toBe(levelStart);
    expect(again.redo().ok).toBe(true);
    expect(hashAt(again, 0)).toBe(sm.hashAt(0));
    expect(hashAt(again, 120)).toBe(sm.hashAt(120));
  });

  it('a branch saved while the movie started elsewhere is not loaded at a frame of the wrong run', () => {
    const s = opened();
    s.seek(30);
    const b = s.createBranch('from the savestate', '', null, 't');
    if (!b.ok) throw new Error(b.error.message);
    const { savestate: _s, ...plain } = sm.movie;
    expect(s.importReplace(plain, { builtin: 'flat' }, 'import plain').ok).toBe(true);
    const r = s.loadBranch(b.value.id, 'replaceInputs');
    expect(r.ok ? null : r.error.code).toBe('branchOtherStart');
    expect(s.loadBranch(b.value.id, 'replayInputs').ok).toBe(true);
  });
});

describe('the fixes view compares the runs as validate --fix does', () => {
  const file = new URL('../../glitch-movies/landOnAir-flat-s1.spx', import.meta.url).pathname;
  const gm = readGlitchSpx(readFileSync(file, 'utf8'), file);
  if (!gm.ok) throw new Error(gm.error.message);
  const report = validateMovie(file, undefined, null, ['landOnAir'], { out: () => {}, err: () => {} });

  it('ticking a fix: the first differing frame and the hits that vanish are validate\'s', () => {
    const s = opened(gm.value.movie);
    expect(s.configure({ fixes: ['landOnAir'] }).ok).toBe(true);
    const c = s.compareFixes([]);
    if (!c.ok) throw new Error(c.error.message);
    expect(c.value.divergesAt).toBe(report.fixed!.divergesAt);
    expect(c.value.divergesAt).toBeGreaterThan(0);
    expect(c.value.vanished).toEqual(report.hits.filter((h) => !report.fixed!.hits.some((k) => k.frame === h.frame && k.detector === h.detector)));
    expect(c.value.vanished.map((h) => h.detector)).toContain('landOnAir');
    expect(c.value.appeared).toEqual([]);
    // b is the run now: its end is where the greenzone's replay ends.
    expect(c.value.b.hash).toBe(hashAt(s, gm.value.movie.inputs.length));
  });

  it('the other run kept as a branch: it diffs with the movie as the same comparison, and loading it goes back to it', () => {
    const s = opened(gm.value.movie);
    const unfixedEnd = hashAt(s, gm.value.movie.inputs.length);
    s.configure({ fixes: ['landOnAir'] });
    const kept = s.branchOfFixes([], 'without landOnAir', 't');
    if (!kept.ok) throw new Error(kept.error.message);
    expect(kept.value.frame).toBe(gm.value.movie.inputs.length);
    const d = s.diffBranch(kept.value.id, 'movie');
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.first).toBe(null);
    expect(d.value.runs?.divergesAt).toBe(report.fixed!.divergesAt);
    expect(d.value.runs?.vanished.map((h) => h.detector)).toContain('landOnAir');
    expect(d.value.runs?.a.hash).toBe(unfixedEnd);
    // A branch with the same settings needs no run comparison: the inputs say it all.
    s.seek(10);
    const same = s.createBranch('same', '', null, 't');
    if (!same.ok) throw new Error(same.error.message);
    const sd = s.diffBranch(same.value.id, 'movie');
    expect(sd.ok && sd.value.runs).toBe(undefined);
    const loaded = s.loadBranch(kept.value.id, 'replaceInputs');
    expect(loaded.ok).toBe(true);
    expect(hashAt(s, gm.value.movie.inputs.length)).toBe(unfixedEnd);
    expect(s.currentView()?.frame).toBe(gm.value.movie.inputs.length);
  });

  it('on a movie from a savestate the runs start from it', () => {
    const s = opened();
    s.configure({ fixes: ['zip'] });
    const c = s.compareFixes([]);
    if (!c.ok) throw new Error(c.error.message);
    expect(c.value.a.hash).toBe(sm.hashAt(sm.movie.inputs.length));
  });
});
