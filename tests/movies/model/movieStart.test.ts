import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';
import { P_FRAME, P_MODE } from '../../../engine/state/layout.ts';
import { countedFrom, savestateFrame, startFactory, startRefusal, worldAtStart } from '../../../movies/model/movieStart.ts';
import { MovieSession } from '../../../movies/model/movieSession.ts';
import { recordCheckpoints, verifyCheckpoints } from '../../../movies/model/syncGuard.ts';
import { SAVESTATE_AT, flatSavestateMovie } from '../../support/savestateMovie.ts';

describe('where a movie starts', () => {
  const sm = flatSavestateMovie();
  const options = { profile: 's1' as const };

  it('a world at the start of a savestate movie is the savestate, its frame counter going on from it', () => {
    const w = worldAtStart(sm.level, options, sm.movie.savestate);
    expect(w.ok).toBe(true);
    if (!w.ok) return;
    expect(w.value.hash()).toBe(sm.startWorld().hash());
    expect(w.value.frame).toBe(SAVESTATE_AT);
    expect(savestateFrame(sm.movie.savestate)).toBe(SAVESTATE_AT);
    expect(savestateFrame(null)).toBe(0);
  });

  it('the same state under other fixes keeps its state words (the run under a fixed engine from the same savestate)', () => {
    const w = worldAtStart(sm.level, { ...options, fixes: ['zip'] }, sm.movie.savestate);
    expect(w.ok && w.value.hash()).toBe(sm.startWorld().hash());
  });

  it('a savestate of another level is refused with the engine\'s reason, in one line', () => {
    const w = worldAtStart(loadBuiltinLevel('loop'), options, sm.movie.savestate);
    expect(w.ok).toBe(false);
    if (w.ok) return;
    expect(w.error.code).toBe('snapshotLevel');
    expect(startRefusal(w.error)).toMatch(/^the movie starts from a savestate \(its frame 0\), and it does not fit: snapshot is from another level/);
  });

  it('a damaged state word is refused by name, never stepped', () => {
    const bad = sm.movie.savestate.slice();
    bad[HEADER_WORDS + P_MODE] = 7;
    const w = worldAtStart(sm.level, options, bad);
    expect(w.ok ? null : w.error).toEqual({ code: 'snapshotInvalid', field: 'P_MODE', message: 'state word P_MODE is 7; expected 0..3' });
  });

  it('counted from the start, frames begin at 0 there; from the level start the simulation is the same object', () => {
    const w = sm.startWorld();
    const c = countedFrom(w, w.frame);
    expect(c.frame).toBe(0);
    c.step(0x08);
    expect(c.frame).toBe(1);
    expect(w.frame).toBe(SAVESTATE_AT + 1);
    expect(countedFrom(w, 0)).toBe(w);
  });

  it('a movie session on a savestate movie: frame 0 is the savestate, seeking back restores it, and the movie keeps it', () => {
    const f = startFactory(sm.level, options, sm.movie.savestate);
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    const s = new MovieSession(f.value, sm.movie);
    expect(s.greenzone.sim.frame).toBe(0);
    expect(s.seek(0).hash()).toBe(sm.hashAt(0));
    expect(s.seek(120).hash()).toBe(sm.hashAt(120));
    expect(s.seek(40).hash()).toBe(sm.hashAt(40));
    expect(s.seek(0).hash()).toBe(sm.hashAt(0));
    expect(s.toMovie().savestate).toBe(sm.movie.savestate);
    // The engine's own counter goes on from the savestate's.
    const at = s.seek(10).snapshot();
    expect(at[HEADER_WORDS + P_FRAME]).toBe(SAVESTATE_AT + 10);
  });

  it('a branch of a savestate movie is saved and loaded at the movie\'s frame', () => {
    const f = startFactory(sm.level, options, sm.movie.savestate);
    if (!f.ok) throw new Error(f.error.message);
    const s = new MovieSession(f.value, sm.movie);
    s.seek(30);
    const b = s.createBranch('t');
    expect(b.frame).toBe(30);
    s.seek(100);
    const r = s.loadBranch(b.id, 'replaceInputs');
    expect(r.ok).toBe(true);
    expect(s.cursor).toBe(30);
    expect(s.greenzone.sim.hash()).toBe(sm.hashAt(30));
  });

  it('the sync guard records and checks from the savestate: a level-start replay would desync at frame 0', () => {
    const f = startFactory(sm.level, options, sm.movie.savestate);
    if (!f.ok) throw new Error(f.error.message);
    const cps = recordCheckpoints(f.value, sm.movie.inputs, 50);
    expect(cps.map((c) => c.frame)).toEqual([0, 50, 100, 120]);
    expect(cps[2].hash).toBe(sm.hashAt(100));
    expect(verifyCheckpoints(f.value, sm.movie.inputs, cps)).toBe(null);
    const fromLevelStart = startFactory(sm.level, options, null);
    if (!fromLevelStart.ok) throw new Error(fromLevelStart.error.message);
    expect(verifyCheckpoints(fromLevelStart.value, sm.movie.inputs, cps)).toBe(0);
  });
});
