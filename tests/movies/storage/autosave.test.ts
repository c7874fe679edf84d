import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAutosave } from '../../../movies/storage/autosave.ts';
import type { AutosaveStatus } from '../../../movies/storage/autosave.ts';
import { openProjectStore } from '../../../movies/storage/projectStore.ts';
import type { ProjectStore } from '../../../movies/storage/projectStore.ts';
import type { Movie, MovieError } from '../../../movies/types.ts';
import { freshDbName, makeIds, must, patternInputs, sampleMovie } from './fixtures.ts';

// Only the timers autosave uses are faked: fake-indexeddb schedules its work with setImmediate,
// which must stay real for transactions to complete.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

const open: ProjectStore[] = [];
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const s of open.splice(0)) s.close();
});

/** One clock shared by store and autosave, so journal and save times are ordered. */
function sharedClock(): () => string {
  let t = Date.UTC(2024, 0, 1);
  return () => new Date((t += 1000)).toISOString();
}

interface Rig {
  store: ProjectStore;
  name: string;
  now: () => string;
  projectId: string;
  movie: Movie;
  statuses: Array<[AutosaveStatus, string | null]>;
  timers: { setTimer: (fn: () => void, ms: number) => unknown; clearTimer: (h: unknown) => void };
}

async function rig(frames = 600): Promise<Rig> {
  const name = freshDbName();
  const now = sharedClock();
  const store = must(await openProjectStore({ name, now, newId: makeIds('p') }));
  open.push(store);
  const projectId = must(await store.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } })).id;
  const movie = sampleMovie(frames);
  must(await store.saveMovie(projectId, 'm1', movie));
  return {
    store,
    name,
    now,
    projectId,
    movie,
    statuses: [],
    timers: { setTimer: (fn, ms) => setTimeout(fn, ms), clearTimer: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  };
}

function autosaveFor(r: Rig, store: ProjectStore = r.store, session = 'tab-1') {
  return makeAutosave(store, () => ({ projectId: r.projectId, movieId: 'm1', movie: r.movie }), {
    delayMs: 500,
    ...r.timers,
    now: r.now,
    session,
    onStatus: (s, d: MovieError | null) => r.statuses.push([s, d === null ? null : d.code]),
  });
}

describe('debounced save', () => {
  it('ten edits 100 ms apart are saved once, 500 ms after the last one', async () => {
    const r = await rig();
    const save = vi.spyOn(r.store, 'saveMovie');
    const a = autosaveFor(r);
    for (let i = 0; i < 10; i++) {
      r.movie.inputs[i] = 0xff;
      await a.notifyEdit();
      vi.advanceTimersByTime(100);
    }
    expect(save).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(399);
    expect(save).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    must(await a.flush()); // waits for the running save; nothing is left to save
    expect(save).toHaveBeenCalledTimes(1);

    const stored = must(await r.store.loadMovie('m1')).movie.inputs;
    const expected = patternInputs(600);
    expected.fill(0xff, 0, 10);
    expect(stored).toEqual(expected);
    expect(r.statuses).toEqual([
      ['pending', null],
      ['saving', null],
      ['saved', null],
    ]);
    expect(a.status).toBe('saved');
    // The save covered the journal, so it is gone.
    expect(must(await r.store.readJournal('m1'))).toBe(null);
  });

  it('flush saves at once and cancels the pending timer', async () => {
    const r = await rig();
    const save = vi.spyOn(r.store, 'saveMovie');
    const a = autosaveFor(r);
    r.movie.inputs[599] = 0x01;
    await a.notifyEdit();
    expect(vi.getTimerCount()).toBe(1);
    must(await a.flush());
    expect(save).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(must(await r.store.loadMovie('m1')).movie.inputs[599]).toBe(0x01);
    vi.advanceTimersByTime(10_000);
    must(await a.flush());
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('an edit made while a save is running leaves the status pending after that save and is saved by the next one', async () => {
    const r = await rig();
    const a = autosaveFor(r);
    r.movie.inputs[0] = 0x11;
    await a.notifyEdit();
    vi.advanceTimersByTime(500); // save #1 starts with inputs[0] = 0x11
    r.movie.inputs[1] = 0x22;
    const journaled = a.notifyEdit();
    await journaled;
    must(await a.flush());
    expect(r.statuses).toEqual([
      ['pending', null],
      ['saving', null],
      ['pending', null],
      ['saving', null],
      ['saved', null],
    ]);
    const stored = must(await r.store.loadMovie('m1')).movie.inputs;
    expect([stored[0], stored[1]]).toEqual([0x11, 0x22]);
  });

  it('a quota failure while saving is reported as an error status and the edit is saved by a later flush', async () => {
    const r = await rig();
    const a = autosaveFor(r);
    r.movie.inputs[3] = 0x33;
    await a.notifyEdit();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Quota exceeded.', 'QuotaExceededError');
    });
    const failed = await a.flush();
    expect(failed.ok ? 'ok' : failed.error.code).toBe('storageQuota');
    expect(a.status).toBe('error');
    expect(r.statuses.at(-1)).toEqual(['error', 'storageQuota']);
    put.mockRestore();
    must(await a.flush());
    expect(a.status).toBe('saved');
    expect(must(await r.store.loadMovie('m1')).movie.inputs[3]).toBe(0x33);
  });
});

describe('crash recovery', () => {
  it('an edit whose debounced save never ran is recovered from the journal after the tab is killed', async () => {
    const r = await rig();
    const a = autosaveFor(r);
    r.movie.inputs.set([0x80, 0x80, 0x81], 200);
    r.movie.markers.push({ frame: 200, text: 'spindash' });
    must(await a.notifyEdit());
    // "Kill" the tab: the autosave is dropped without flush and the connection closed.
    a.dispose();
    r.store.close();
    expect(vi.getTimerCount()).toBe(0);

    const reopened = must(await openProjectStore({ name: r.name, now: r.now, newId: makeIds('q') }));
    open.push(reopened);
    const savedBefore = must(await reopened.loadMovie('m1')).movie.inputs;
    expect([savedBefore[200], savedBefore[201], savedBefore[202]]).toEqual([200 * 7 & 0xff, 201 * 7 & 0xff, 202 * 7 & 0xff]);

    const b = autosaveFor(r, reopened, 'tab-2');
    const rec = must(await b.recover('m1'));
    expect(rec.source).toBe('journal');
    expect(rec.persistError).toBe(null);
    expect(rec.projectId).toBe(r.projectId);
    expect(rec.movie.inputs).toEqual(r.movie.inputs);
    expect(rec.movie.markers).toEqual([
      { frame: 120, text: 'first spring' },
      { frame: 200, text: 'spindash' },
    ]);
    // Recovery saved the journal as the movie and cleared it.
    expect(must(await reopened.loadMovie('m1')).movie.inputs).toEqual(r.movie.inputs);
    expect(must(await reopened.readJournal('m1'))).toBe(null);
  });

  it('a settings edit turning the drop dash on is journaled with the meta and recovered after the tab is killed', async () => {
    const r = await rig();
    const a = autosaveFor(r);
    r.movie.meta = { ...r.movie.meta, dropDash: true };
    must(await a.notifyEdit());
    a.dispose();
    r.store.close();
    const reopened = must(await openProjectStore({ name: r.name, now: r.now, newId: makeIds('q') }));
    open.push(reopened);
    expect('dropDash' in must(await reopened.loadMovie('m1')).movie.meta).toBe(false);
    const rec = must(await autosaveFor(r, reopened, 'tab-2').recover('m1'));
    expect([rec.source, rec.movie.meta.dropDash]).toEqual(['journal', true]);
    expect(must(await reopened.loadMovie('m1')).movie.meta.dropDash).toBe(true);
  });

  it('a large movie is journaled as the changed span against the last save and still recovers exactly', async () => {
    const r = await rig(100_000);
    const a = autosaveFor(r);
    r.movie.inputs[10] = 1;
    await a.notifyEdit();
    must(await a.flush()); // the baseline for spans
    r.movie.inputs[50_000] = 0xaa;
    r.movie.inputs[50_001] = 0xbb;
    must(await a.notifyEdit());
    const j = must(await r.store.readJournal('m1'));
    expect(j?.inputs).toEqual({ kind: 'span', base: must(await r.store.loadMovie('m1')).movie.meta.modified, length: 100_000, start: 50_000, bytes: Uint8Array.from([0xaa, 0xbb]) });
    a.dispose();
    r.store.close();

    const reopened = must(await openProjectStore({ name: r.name, now: r.now }));
    open.push(reopened);
    const rec = must(await autosaveFor(r, reopened, 'tab-2').recover('m1'));
    expect(rec.source).toBe('journal');
    expect(rec.movie.inputs).toEqual(r.movie.inputs);
  });

  it('with no journal recover returns the saved movie', async () => {
    const r = await rig();
    const rec = must(await autosaveFor(r).recover('m1'));
    expect(rec.source).toBe('saved');
    expect(rec.movie.inputs).toEqual(patternInputs(600));
  });

  it('a journal older than the saved movie is discarded and the saved movie returned', async () => {
    const r = await rig();
    const m = sampleMovie(600, 9);
    must(await r.store.writeJournal({ movieId: 'm1', projectId: r.projectId, session: 'old', seq: 1, time: '2000-01-01T00:00:00.000Z', meta: m.meta, markers: [], checkpoints: [], inputs: { kind: 'full', bytes: m.inputs } }));
    const rec = must(await autosaveFor(r).recover('m1'));
    expect(rec.source).toBe('saved');
    expect(rec.movie.inputs).toEqual(patternInputs(600));
    expect(must(await r.store.readJournal('m1'))).toBe(null);
  });

  it('recover of a movie with neither a save nor a journal returns movieNotFound', async () => {
    const r = await rig();
    const rec = await autosaveFor(r).recover('nope');
    expect(rec.ok ? 'ok' : [rec.error.code, rec.error.where]).toEqual(['movieNotFound', 'loadMovie']);
  });
});
