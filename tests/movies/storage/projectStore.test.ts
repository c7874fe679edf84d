import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openProjectStore } from '../../../movies/storage/projectStore.ts';
import type { ProjectStore } from '../../../movies/storage/projectStore.ts';
import type { JournalRecord } from '../../../movies/storage/schema.ts';
import { freshDbName, makeClock, makeIds, must, openTestStore, patternInputs, sampleBranch, sampleMovie } from './fixtures.ts';

const open: ProjectStore[] = [];
async function store(opts: Parameters<typeof openTestStore>[0] = {}): Promise<ProjectStore> {
  const s = await openTestStore(opts);
  open.push(s);
  return s;
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const s of open.splice(0)) s.close();
});

describe('projects', () => {
  it('createProject stamps created and modified from the clock and starts with no movie', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'GHZ any%', level: { kind: 'builtin', name: 'ghz1' } }));
    expect(p).toEqual({
      id: 'id1',
      name: 'GHZ any%',
      created: '2024-01-01T00:00:00.000Z',
      modified: '2024-01-01T00:00:00.000Z',
      currentMovieId: null,
      level: { kind: 'builtin', name: 'ghz1' },
      ui: {},
    });
  });

  it('listProjects returns the most recently modified project first', async () => {
    const s = await store();
    must(await s.createProject({ name: 'a', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.createProject({ name: 'b', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.renameProject('id1', 'a renamed'));
    const list = must(await s.listProjects());
    expect(list.map((p) => [p.id, p.name, p.modified])).toEqual([
      ['id1', 'a renamed', '2024-01-01T00:00:02.000Z'],
      ['id2', 'b', '2024-01-01T00:00:01.000Z'],
    ]);
  });

  it('updateProject stores ui settings and an imported level as given', async () => {
    const s = await store();
    must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.updateProject('id1', { ui: { zoom: 4, panels: ['roll', 'plot'], follow: true }, level: { kind: 'imported', json: '{"tiles":[]}' } }));
    const [p] = must(await s.listProjects());
    expect(p.ui).toEqual({ zoom: 4, panels: ['roll', 'plot'], follow: true });
    expect(p.level).toEqual({ kind: 'imported', json: '{"tiles":[]}' });
  });

  it('renameProject of an unknown id returns projectNotFound naming the operation', async () => {
    const s = await store();
    const r = await s.renameProject('nope', 'x');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('projectNotFound');
    expect(r.error.where).toBe('renameProject');
    expect(r.error.file).toBe(`indexedDB:${s.name}`);
  });
});

describe('movies and branches', () => {
  it('saveMovie then loadMovie round-trips every field with the inputs byte for byte', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    const movie = sampleMovie(1000);
    const { modified } = must(await s.saveMovie(p.id, 'm1', movie));
    expect(modified).toBe('2024-01-01T00:00:01.000Z');

    const loaded = must(await s.loadMovie('m1'));
    expect(loaded.projectId).toBe(p.id);
    expect(loaded.movie.inputs).toBeInstanceOf(Uint8Array);
    expect(loaded.movie.inputs).toEqual(patternInputs(1000));
    expect(loaded.movie.meta).toEqual({ ...movie.meta, modified: '2024-01-01T00:00:01.000Z' });
    expect(loaded.movie.markers).toEqual(movie.markers);
    expect(loaded.movie.checkpoints).toEqual(movie.checkpoints);
    // The caller's movie is not mutated; the stamp lives on the stored copy.
    expect(movie.meta.modified).toBe('2023-12-31T00:00:00.000Z');
  });

  it('a two-player movie keeps its partner and second pad track through saveMovie/loadMovie and export/import', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    const base = sampleMovie(100);
    const inputs2 = new Uint8Array(100).fill(0x04, 20, 40);
    const movie = { ...base, meta: { ...base.meta, partner: { character: 'tails' as const, control: 'cpu' as const } }, inputs2 };
    must(await s.saveMovie(p.id, 'm1', movie));
    const loaded = must(await s.loadMovie('m1'));
    expect(loaded.movie.inputs2).toEqual(inputs2);
    expect(loaded.movie.meta.partner).toEqual({ character: 'tails', control: 'cpu' });
    const fresh = await store();
    const imported = must(await fresh.importProject(must(await s.exportProject(p.id)), 'two.subpixel.json'));
    const again = must(await fresh.loadMovie(must(await fresh.listMovies(imported))[0].id));
    expect(again.movie.inputs2).toEqual(inputs2);
    expect(again.movie.meta.partner).toEqual({ character: 'tails', control: 'cpu' });
    // A one-player movie has no second track.
    must(await s.saveMovie(p.id, 'm2', sampleMovie(10)));
    expect(must(await s.loadMovie('m2')).movie.inputs2).toBeUndefined();
  });

  it('a movie made with the drop dash keeps it through saveMovie/loadMovie (a reload) and export/import; one without has no key', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'flat' } }));
    const base = sampleMovie(100);
    must(await s.saveMovie(p.id, 'm1', { ...base, meta: { ...base.meta, dropDash: true } }));
    expect(must(await s.loadMovie('m1')).movie.meta.dropDash).toBe(true);
    const fresh = await store();
    const imported = must(await fresh.importProject(must(await s.exportProject(p.id)), 'dash.subpixel.json'));
    expect(must(await fresh.loadMovie(must(await fresh.listMovies(imported))[0].id)).movie.meta.dropDash).toBe(true);
    must(await s.saveMovie(p.id, 'm2', sampleMovie(10)));
    expect('dropDash' in must(await s.loadMovie('m2')).movie.meta).toBe(false);
  });

  it('saveMovie stores only the viewed bytes when the inputs are a view into a larger buffer', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    const backing = patternInputs(100);
    must(await s.saveMovie(p.id, 'm1', { ...sampleMovie(), inputs: backing.subarray(10, 20) }));
    const loaded = must(await s.loadMovie('m1')).movie.inputs;
    expect(loaded.byteLength).toBe(10);
    expect(loaded.buffer.byteLength).toBe(10);
    expect(Array.from(loaded)).toEqual(Array.from(backing.subarray(10, 20)));
  });

  it('saveMovie bumps the project modified time and makes the first movie current', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.saveMovie(p.id, 'm1', sampleMovie()));
    must(await s.saveMovie(p.id, 'm2', sampleMovie()));
    const [after] = must(await s.listProjects());
    expect(after.modified).toBe('2024-01-01T00:00:02.000Z');
    expect(after.currentMovieId).toBe('m1');
    expect(must(await s.listMovies(p.id)).map((m) => [m.id, m.frames])).toEqual([
      ['m1', 600],
      ['m2', 600],
    ]);
  });

  it('saveMovie into an unknown project returns projectNotFound and stores nothing', async () => {
    const s = await store();
    const r = await s.saveMovie('ghost', 'm1', sampleMovie());
    expect(r).toEqual({ ok: false, error: { code: 'projectNotFound', file: `indexedDB:${s.name}`, where: 'saveMovie', message: 'No project with id "ghost" is stored.' } });
    const load = await s.loadMovie('m1');
    expect(load.ok ? 'found' : load.error.code).toBe('movieNotFound');
  });

  it('saveBranch then loadBranches round-trips the savestate as an equal Int32Array', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.saveMovie(p.id, 'm1', sampleMovie()));
    const b1 = sampleBranch('b1', null, 100);
    const b2 = sampleBranch('b2', 'b1', 205);
    must(await s.saveBranch('m1', b2));
    must(await s.saveBranch('m1', b1));

    const loaded = must(await s.loadBranches('m1'));
    expect(loaded.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(loaded[0].savestate).toBeInstanceOf(Int32Array);
    expect(loaded[0].savestate).toEqual(Int32Array.from([100, -1, 0x7fffffff, -0x80000000, 256]));
    expect(loaded[1]).toEqual(b2);
    expect(loaded[1].inputs).toEqual(patternInputs(205, 3));
    expect(loaded[1].thumbnail).toEqual(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 205]));
  });

  it('branches saved in the same millisecond load in the order they were made, past b9 and b99', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.saveMovie(p.id, 'm1', sampleMovie()));
    const ids = ['b98', 'b100', 'b9', 'b99', 'b10', 'b101'];
    for (const id of ids) must(await s.saveBranch('m1', { ...sampleBranch(id, null, 1), time: '2024-02-01T00:00:01.000Z' }));
    expect(must(await s.loadBranches('m1')).map((b) => b.id)).toEqual(['b9', 'b10', 'b98', 'b99', 'b100', 'b101']);
  });

  it('saveBranch for an unknown movie returns movieNotFound', async () => {
    const s = await store();
    const r = await s.saveBranch('ghost', sampleBranch('b1', null, 1));
    expect(r.ok ? 'ok' : [r.error.code, r.error.where]).toEqual(['movieNotFound', 'saveBranch']);
  });

  it('deleteBranch re-parents the children of the deleted branch to its parent', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.saveMovie(p.id, 'm1', sampleMovie()));
    must(await s.saveBranch('m1', sampleBranch('b1', null, 1)));
    must(await s.saveBranch('m1', sampleBranch('b2', 'b1', 2)));
    must(await s.saveBranch('m1', sampleBranch('b3', 'b2', 3)));
    must(await s.deleteBranch('b2'));
    expect(must(await s.loadBranches('m1')).map((b) => [b.id, b.parent])).toEqual([
      ['b1', null],
      ['b3', 'b1'],
    ]);
    const again = await s.deleteBranch('b2');
    expect(again.ok ? 'ok' : again.error.code).toBe('branchNotFound');
  });

  it('deleteProject removes the project, its movies, their branches and journals but not other projects', async () => {
    const s = await store();
    const a = must(await s.createProject({ name: 'a', level: { kind: 'builtin', name: 'ghz1' } }));
    const b = must(await s.createProject({ name: 'b', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.saveMovie(a.id, 'a1', sampleMovie()));
    must(await s.saveMovie(a.id, 'a2', sampleMovie()));
    must(await s.saveMovie(b.id, 'b1', sampleMovie()));
    must(await s.saveBranch('a1', sampleBranch('x1', null, 1)));
    must(await s.saveBranch('a2', sampleBranch('x2', null, 2)));
    must(await s.saveBranch('b1', sampleBranch('y1', null, 3)));
    must(await s.writeJournal(journalFor('a1', a.id)));
    must(await s.writeJournal(journalFor('b1', b.id)));

    must(await s.deleteProject(a.id));

    expect(must(await s.listProjects()).map((p) => p.id)).toEqual([b.id]);
    for (const id of ['a1', 'a2']) {
      const r = await s.loadMovie(id);
      expect(r.ok ? 'found' : r.error.code).toBe('movieNotFound');
    }
    expect(must(await s.loadBranches('a1'))).toEqual([]);
    expect(must(await s.loadBranches('a2'))).toEqual([]);
    expect(must(await s.readJournal('a1'))).toBe(null);
    expect(must(await s.loadBranches('b1')).map((x) => x.id)).toEqual(['y1']);
    expect(must(await s.readJournal('b1'))?.movieId).toBe('b1');
    expect(must(await s.loadMovie('b1')).projectId).toBe(b.id);
  });
});

function journalFor(movieId: string, projectId: string, seq = 1, session = 's'): JournalRecord {
  const m = sampleMovie(8, 1);
  return { movieId, projectId, session, seq, time: '2024-03-01T00:00:00.000Z', meta: m.meta, markers: m.markers, checkpoints: m.checkpoints, inputs: { kind: 'full', bytes: m.inputs } };
}

describe('journal', () => {
  it('writeJournal then readJournal round-trips the record and clearJournal removes it', async () => {
    const s = await store();
    const rec = journalFor('m1', 'p1');
    must(await s.writeJournal(rec));
    expect(must(await s.readJournal('m1'))).toEqual(rec);
    must(await s.clearJournal('m1'));
    expect(must(await s.readJournal('m1'))).toBe(null);
  });

  it('a save clears the journal it covers and keeps a newer edit from the same session', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    must(await s.writeJournal(journalFor('m1', p.id, 5, 'tab')));
    must(await s.saveMovie(p.id, 'm1', sampleMovie(), { journal: { session: 'tab', seq: 4 } }));
    expect(must(await s.readJournal('m1'))?.seq).toBe(5);
    must(await s.saveMovie(p.id, 'm1', sampleMovie(), { journal: { session: 'tab', seq: 5 } }));
    expect(must(await s.readJournal('m1'))).toBe(null);
    must(await s.writeJournal(journalFor('m1', p.id, 9, 'other tab')));
    must(await s.saveMovie(p.id, 'm1', sampleMovie(), { journal: { session: 'tab', seq: 6 } }));
    expect(must(await s.readJournal('m1'))).toBe(null);
  });
});

describe('storage errors', () => {
  it('a QuotaExceededError from put is returned as storageQuota telling the user to export, and nothing is written', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    // The movie put succeeds and the project put (the second write) hits the quota, so this
    // also proves the first write is rolled back with the transaction.
    const realPut = IDBObjectStore.prototype.put;
    let calls = 0;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if (++calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realPut.apply(this, args);
    });
    const r = await s.saveMovie(p.id, 'm1', sampleMovie());
    expect(calls).toBe(2);
    put.mockRestore();

    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('storageQuota');
    expect(r.error.where).toBe('saveMovie');
    expect(r.error.file).toBe(`indexedDB:${s.name}`);
    expect(r.error.message).toContain('Export the project');
    const load = await s.loadMovie('m1');
    expect(load.ok ? 'found' : load.error.code).toBe('movieNotFound');
    // The aborted transaction left the project untouched too.
    expect(must(await s.listProjects())[0].modified).toBe(p.modified);
  });

  it('a quota failure reported when the transaction commits is also storageQuota', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
    // Some browsers accept the put and fail the commit instead: the request succeeds, then the
    // transaction aborts with the quota error. Legacy WebKit identifies it only by code 22.
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const tx = this.transaction;
      const req = realPut.apply(this, args);
      req.addEventListener('success', () => {
        // fake-indexeddb keeps `error` as a plain field; a browser sets it when the commit fails.
        (tx as { error: unknown }).error = { name: 'Error', code: 22, message: 'disk full' };
        tx.abort();
      });
      return req;
    });
    const r = await s.renameProject(p.id, 'renamed');
    expect(r.ok ? 'ok' : r.error.code).toBe('storageQuota');
  });

  it('other failures are returned as storageFailed with the operation name', async () => {
    const s = await store();
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('Broken.', 'UnknownError');
    });
    const r = await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } });
    expect(r.ok ? 'ok' : [r.error.code, r.error.where, r.error.message]).toEqual([
      'storageFailed',
      'createProject',
      'Could not access saved work (UnknownError: Broken.). Reload the page; if this persists, export the project.',
    ]);
  });

  it('calls after close return storageFailed instead of throwing', async () => {
    const s = await openTestStore();
    s.close();
    const r = await s.listProjects();
    expect(r.ok ? 'ok' : [r.error.code, r.error.where]).toEqual(['storageFailed', 'listProjects']);
  });
});

describe('export and import', () => {
  async function populated(): Promise<{ s: ProjectStore; projectId: string }> {
    const s = await store();
    const p = must(await s.createProject({ name: 'MZ2 research', level: { kind: 'imported', json: '{"name":"mz2"}' }, ui: { zoom: 2, tracks: ['x', 'xsp'] } }));
    must(await s.saveMovie(p.id, 'm1', sampleMovie(700, 1)));
    must(await s.saveMovie(p.id, 'm2', sampleMovie(3, 2)));
    must(await s.saveBranch('m1', sampleBranch('b1', null, 100)));
    must(await s.saveBranch('m1', { ...sampleBranch('b2', 'b1', 150), thumbnail: null }));
    must(await s.saveBranch('m2', sampleBranch('b3', null, 2)));
    return { s, projectId: p.id };
  }

  async function snapshotOf(s: ProjectStore, projectId: string) {
    const project = must(await s.listProjects()).find((p) => p.id === projectId);
    const movies = [];
    for (const m of must(await s.listMovies(projectId))) {
      movies.push({ id: m.id, ...must(await s.loadMovie(m.id)), branches: must(await s.loadBranches(m.id)) });
    }
    return { project, movies };
  }

  it('export then import into a fresh database gives identical projects, movies and branches', async () => {
    const { s, projectId } = await populated();
    const bytes = must(await s.exportProject(projectId));
    const fresh = await store();
    const imported = must(await fresh.importProject(bytes, 'mz2.subpixel.json'));
    expect(imported).toBe(projectId);

    const before = await snapshotOf(s, projectId);
    const after = await snapshotOf(fresh, projectId);
    expect(after).toEqual(before);
    expect(after.movies.map((m) => m.movie.inputs.length)).toEqual([700, 3]);
    expect(after.movies[0].branches[0].savestate).toEqual(Int32Array.from([100, -1, 0x7fffffff, -0x80000000, 256]));
    // A re-export is byte-identical apart from the export time.
    const again = new TextDecoder().decode(must(await fresh.exportProject(projectId)));
    const first = new TextDecoder().decode(bytes);
    expect(again.replace(/"exported":"[^"]*"/, '')).toBe(first.replace(/"exported":"[^"]*"/, ''));
  });

  it('the export file is versioned JSON with base64 inputs and little-endian savestates', async () => {
    const { s, projectId } = await populated();
    const file = JSON.parse(new TextDecoder().decode(must(await s.exportProject(projectId))));
    expect(file.format).toBe('subpixel-project');
    expect(file.version).toBe(1);
    expect(file.movies[1].inputs).toBe(Buffer.from(patternInputs(3, 2)).toString('base64'));
    expect(file.branches[2].savestate).toBe('AgAAAP////////9/AAAAgAABAAA=');
    expect(file.branches[1].thumbnail).toBe(null);
  });

  it('importing a project that already exists adds a copy under fresh ids and leaves the original alone', async () => {
    const { s, projectId } = await populated();
    const bytes = must(await s.exportProject(projectId));
    const copyId = must(await s.importProject(bytes));
    expect(copyId).not.toBe(projectId);
    const copy = await snapshotOf(s, copyId);
    const original = await snapshotOf(s, projectId);
    expect(copy.movies.map((m) => m.movie.inputs)).toEqual(original.movies.map((m) => m.movie.inputs));
    expect(copy.movies.every((m) => m.projectId === copyId)).toBe(true);
    const copyIds = new Set(copy.movies.map((m) => m.id));
    expect(original.movies.some((m) => copyIds.has(m.id))).toBe(false);
    // The copy's branch tree is re-linked to its own ids.
    const [b1, b2] = copy.movies.find((m) => m.movie.inputs.length === 700)!.branches;
    expect(b2.parent).toBe(b1.id);
    expect(copy.project?.currentMovieId).toBe(copy.movies.find((m) => m.movie.inputs.length === 700)!.id);
    expect(must(await s.listProjects()).length).toBe(2);
  });

  it('exportProject of an unknown project returns projectNotFound', async () => {
    const s = await store();
    const r = await s.exportProject('ghost');
    expect(r.ok ? 'ok' : [r.error.code, r.error.where]).toEqual(['projectNotFound', 'exportProject']);
  });
});

describe('opening', () => {
  it('openProjectStore reports a database newer than this build as storageFailed', async () => {
    const name = freshDbName();
    const v5 = must(await openProjectStore({ name, version: 5, migrations: [(db) => void db.createObjectStore('projects'), () => {}, () => {}, () => {}, () => {}], now: makeClock(), newId: makeIds('x') }));
    v5.close();
    const r = await openProjectStore({ name });
    expect(r.ok ? 'ok' : [r.error.code, r.error.where]).toEqual(['storageFailed', 'open']);
  });
});

describe('real acts: stored once, named by reference', () => {
  const ACT = { game: 's1' as const, id: 'ghz1', revision: 1, objects: true };
  const REF = { kind: 'act' as const, name: 'Green Hill Zone act 1 (Sonic 1 REV01)', hash: 0x89abcdef, act: ACT };
  const record = (json = '{"format":"subpixel-level/2"}') => ({ hash: REF.hash, name: REF.name, act: ACT, json, saved: '2024-03-01T00:00:00.000Z' });

  it('saveLevel stores a level once by its hash; a second save of the same hash keeps the first', async () => {
    const s = await store();
    expect(must(await s.loadLevel(REF.hash))).toBe(null);
    must(await s.saveLevel(record()));
    must(await s.saveLevel(record('{"changed":true}')));
    expect(must(await s.loadLevel(REF.hash))).toEqual(record());
    expect(must(await s.listLevels())).toEqual([{ hash: REF.hash, name: REF.name, act: ACT, saved: '2024-03-01T00:00:00.000Z' }]);
  });

  it('a project on an act and a branch on it export with the act\'s level and the movie\'s act reference, and import elsewhere with them', async () => {
    const s = await store();
    must(await s.saveLevel(record()));
    const p = must(await s.createProject({ name: 'ghz', level: REF }));
    const movie = sampleMovie(30);
    movie.meta.level = { name: REF.name, hash: REF.hash, act: ACT };
    must(await s.saveMovie(p.id, 'm1', movie));
    must(await s.saveBranch('m1', { ...sampleBranch('b1', null, 4), level: REF }));
    const bytes = must(await s.exportProject(p.id));
    const file = JSON.parse(new TextDecoder().decode(bytes));
    expect(file.levels).toEqual([record()]);
    expect(file.project.level).toEqual(REF);
    expect(file.movies[0].meta.level).toEqual({ name: REF.name, hash: REF.hash, act: ACT });

    const fresh = await store();
    const id = must(await fresh.importProject(bytes, 'ghz.subpixel-project.json'));
    expect(must(await fresh.loadLevel(REF.hash))).toEqual(record());
    expect(must(await fresh.loadMovie('m1')).movie.meta.level.act).toEqual(ACT);
    expect(must(await fresh.loadBranches('m1'))[0].level).toEqual(REF);
    expect(must(await fresh.listProjects()).find((x) => x.id === id)?.level).toEqual(REF);
  });

  it('a project without real acts exports no levels key (files are written as before)', async () => {
    const s = await store();
    const p = must(await s.createProject({ name: 'flat', level: { kind: 'builtin', name: 'flat' } }));
    must(await s.saveMovie(p.id, 'm1', sampleMovie(3)));
    const file = JSON.parse(new TextDecoder().decode(must(await s.exportProject(p.id))));
    expect(Object.keys(file)).toEqual(['format', 'version', 'exported', 'project', 'movies', 'branches']);
  });
});
