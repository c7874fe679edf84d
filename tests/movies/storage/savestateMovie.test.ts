import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';
import { P_MODE } from '../../../engine/state/layout.ts';
import { makeAutosave } from '../../../movies/storage/autosave.ts';
import { openProjectStore, type ProjectStore } from '../../../movies/storage/projectStore.ts';
import { decodeProjectFile, encodeProjectFile, type ProjectBundle } from '../../../movies/storage/projectFile.ts';
import { checkProjectSavestates } from '../../../movies/storage/projectSavestates.ts';
import type { Movie } from '../../../movies/types.ts';
import { flatSavestateMovie } from '../../support/savestateMovie.ts';
import { freshDbName, makeClock, makeIds, must } from './fixtures.ts';

const open: ProjectStore[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

const sm = flatSavestateMovie();

function bundleWith(savestate: Int32Array | undefined, level: ProjectBundle['project']['level'] = { kind: 'builtin', name: 'flat' }): ProjectBundle {
  const movie: ProjectBundle['movies'][number] = { id: 'm', projectId: 'p', meta: sm.movie.meta, markers: [], checkpoints: [], inputs: sm.movie.inputs };
  if (savestate !== undefined) movie.savestate = savestate.slice().buffer;
  return { project: { id: 'p', name: 'p', created: 't', modified: 't', currentMovieId: 'm', level, ui: {} }, movies: [movie], branches: [] };
}

describe('a movie that starts from a savestate, stored', () => {
  it('is saved and loaded with its savestate word for word; one without is loaded without', async () => {
    const store = must(await openProjectStore({ name: freshDbName(), now: makeClock(), newId: makeIds('p') }));
    open.push(store);
    const p = must(await store.createProject({ name: 'p', level: { kind: 'builtin', name: 'flat' } })).id;
    must(await store.saveMovie(p, 'm1', sm.movie));
    expect(must(await store.loadMovie('m1')).movie.savestate).toEqual(sm.movie.savestate);
    const { savestate: _s, ...plain } = sm.movie;
    must(await store.saveMovie(p, 'm2', plain));
    expect('savestate' in must(await store.loadMovie('m2')).movie).toBe(false);
  });

  it('a tab killed before its save: the crash journal brings the movie back with its savestate', async () => {
    const name = freshDbName();
    const now = makeClock();
    const store = must(await openProjectStore({ name, now, newId: makeIds('p') }));
    open.push(store);
    const projectId = must(await store.createProject({ name: 'p', level: { kind: 'builtin', name: 'flat' } })).id;
    const { savestate: _s, ...plain } = sm.movie;
    must(await store.saveMovie(projectId, 'm1', plain));
    // The edit: a movie with a savestate imported over the saved one, journaled, never saved.
    const movie: Movie = { ...sm.movie, inputs: sm.movie.inputs.slice() };
    const timers = { setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms), clearTimer: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>) };
    const a = makeAutosave(store, () => ({ projectId, movieId: 'm1', movie }), { delayMs: 60_000, ...timers, now, session: 'tab-1' });
    must(await a.notifyEdit());
    a.dispose();
    store.close();
    const reopened = must(await openProjectStore({ name, now, newId: makeIds('q') }));
    open.push(reopened);
    const b = makeAutosave(reopened, () => ({ projectId, movieId: 'm1', movie }), { delayMs: 60_000, ...timers, now, session: 'tab-2' });
    const rec = must(await b.recover('m1'));
    b.dispose();
    expect(rec.source).toBe('journal');
    expect(rec.movie.savestate).toEqual(sm.movie.savestate);
    expect(must(await reopened.loadMovie('m1')).movie.savestate).toEqual(sm.movie.savestate);
  });

  it('the project file carries it, little-endian, and reads it back; a project without one is written as before', () => {
    const file = encodeProjectFile(bundleWith(sm.movie.savestate), 'now');
    const doc = JSON.parse(new TextDecoder().decode(file)) as { movies: { savestate?: string }[] };
    expect(typeof doc.movies[0].savestate).toBe('string');
    const back = decodeProjectFile(file, 'p.json');
    if (!back.ok) throw new Error(back.error.message);
    expect(new Int32Array(back.value.movies[0].savestate!)).toEqual(sm.movie.savestate);
    const plainDoc = JSON.parse(new TextDecoder().decode(encodeProjectFile(bundleWith(undefined), 'now'))) as { movies: object[] };
    expect('savestate' in plainDoc.movies[0]).toBe(false);
  });

  it('a project file whose movie savestate is damaged or from another level is refused at import, naming the movie', () => {
    expect(checkProjectSavestates(bundleWith(sm.movie.savestate), 'p.json')).toEqual({ ok: true, value: true });
    const bad = sm.movie.savestate.slice();
    bad[HEADER_WORDS + P_MODE] = 9;
    const damaged = checkProjectSavestates(bundleWith(bad), 'p.json');
    expect(damaged.ok ? null : damaged.error).toEqual({
      code: 'projectFileSavestate', file: 'p.json', where: 'movies[0].savestate',
      message: 'the movie starts from a savestate (its frame 0), and it does not fit: state word P_MODE is 9; expected 0..3.',
    });
    const other = checkProjectSavestates(bundleWith(sm.movie.savestate, { kind: 'builtin', name: 'loop' }), 'p.json');
    expect(other.ok ? null : [other.error.code, other.error.where]).toEqual(['projectFileSavestate', 'movies[0].savestate']);
    if (!other.ok) expect(other.error.message).toMatch(/snapshot is from another level/);
  });
});
