import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import { describe, expect, it } from 'vitest';
import { DB_VERSION, MIGRATIONS, openStore } from '../../../movies/storage/schema.ts';
import type { Migration, ProjectRecord } from '../../../movies/storage/schema.ts';
import { openProjectStore } from '../../../movies/storage/projectStore.ts';
import { freshDbName, makeClock, makeIds, must, patternInputs, sampleMovie } from './fixtures.ts';

/** The version-5 layout this test invents: projects gain tags and movies an index by level name. */
interface ProjectV3 extends ProjectRecord {
  tags: string[];
}
interface TestDBv5 extends DBSchema {
  projects: { key: string; value: ProjectV3 };
  movies: { key: string; value: { id: string; projectId: string; meta: { level: { name: string } }; inputs: Uint8Array }; indexes: { 'by-project': string; 'by-level': string } };
  branches: { key: string; value: { id: string; movieId: string; level: unknown; slot: unknown }; indexes: { 'by-movie': string } };
  journal: { key: string; value: { movieId: string } };
  levels: { key: number; value: { hash: number } };
  undo: { key: [string, number]; value: { movieId: string; id: number }; indexes: { 'by-movie': string } };
}

const V4_TO_V5: Migration = async (_db, tx) => {
  tx.objectStore('movies').createIndex('by-level', 'meta.level.name');
  // Rewrites existing records inside the upgrade transaction, awaiting only IndexedDB requests.
  const projects = tx.objectStore('projects');
  for (const p of (await projects.getAll()) as ProjectRecord[]) {
    await projects.put({ ...p, tags: p.name.includes('%') ? ['category'] : [] });
  }
};

/** Builds a version-1 database by hand with the raw layout, as an older build would have left it. */
async function handMadeV1(name: string): Promise<void> {
  const db = await openDB(name, 1, {
    upgrade(raw) {
      raw.createObjectStore('projects', { keyPath: 'id' });
      raw.createObjectStore('movies', { keyPath: 'id' }).createIndex('by-project', 'projectId');
      raw.createObjectStore('branches', { keyPath: 'id' }).createIndex('by-movie', 'movieId');
      raw.createObjectStore('journal', { keyPath: 'movieId' });
    },
  });
  const project: ProjectRecord = { id: 'p1', name: 'GHZ any%', created: 't0', modified: 't0', currentMovieId: 'm1', level: { kind: 'builtin', name: 'ghz1' }, ui: { zoom: 3 } };
  await db.put('projects', project);
  await db.put('movies', { id: 'm1', projectId: 'p1', meta: sampleMovie().meta, markers: [], checkpoints: [], inputs: patternInputs(50) });
  // A version-1 branch: no level, no slot.
  await db.put('branches', { id: 'b1', movieId: 'm1', parent: null, name: 'b', note: '', frame: 5, savestate: new Int32Array([1, 2]).buffer, inputs: patternInputs(5), markers: [], time: 't1', thumbnail: null });
  db.close();
}

describe('schema', () => {
  it('version 4 creates the seven stores with their indexes', async () => {
    const db = await openStore({ name: freshDbName() });
    expect(db.version).toBe(DB_VERSION);
    expect(DB_VERSION).toBe(4);
    expect([...db.objectStoreNames]).toEqual(['analyses', 'branches', 'journal', 'levels', 'movies', 'projects', 'undo']);
    const tx = db.transaction(['movies', 'branches', 'journal', 'projects', 'levels', 'undo']);
    expect([...tx.objectStore('undo').indexNames]).toEqual(['by-movie']);
    expect(tx.objectStore('undo').keyPath).toEqual(['movieId', 'id']);
    expect([...tx.objectStore('movies').indexNames]).toEqual(['by-project']);
    expect([...tx.objectStore('branches').indexNames]).toEqual(['by-movie']);
    expect(tx.objectStore('journal').keyPath).toBe('movieId');
    expect(tx.objectStore('projects').keyPath).toBe('id');
    expect(tx.objectStore('levels').keyPath).toBe('hash');
    await tx.done;
    db.close();
  });

  it('the real 1→2 and 2→3 steps give version-1 branches their project\'s level and no slot, and add the analyses and levels stores', async () => {
    const name = freshDbName();
    await handMadeV1(name);
    const store = must(await openProjectStore({ name, now: makeClock(), newId: makeIds('x') }));
    const [b] = must(await store.loadBranches('m1'));
    expect([b.id, b.level, b.slot]).toEqual(['b1', { kind: 'builtin', name: 'ghz1' }, null]);
    expect(must(await store.loadAnalysis('p1'))).toBe(null);
    // 2 → 3: the levels store, empty; the version-1 data is all there.
    expect(must(await store.loadLevel(0x1234))).toBe(null);
    expect(must(await store.loadMovie('m1')).movie.inputs).toEqual(patternInputs(50));
    store.close();
  });

  it('upgrading a hand-made version-1 database to a version-5 schema runs the 1→2 … 4→5 steps and keeps the data', async () => {
    const name = freshDbName();
    await handMadeV1(name);
    const db = (await openStore<TestDBv5>({ name, version: 5, migrations: [...MIGRATIONS, V4_TO_V5] })) as IDBPDatabase<TestDBv5>;
    expect(db.version).toBe(5);
    expect([...db.transaction('movies').store.indexNames]).toEqual(['by-level', 'by-project']);
    expect(await db.get('projects', 'p1')).toEqual({ id: 'p1', name: 'GHZ any%', created: 't0', modified: 't0', currentMovieId: 'm1', level: { kind: 'builtin', name: 'ghz1' }, ui: { zoom: 3 }, tags: ['category'] });
    const byLevel = await db.getAllFromIndex('movies', 'by-level', 'ghz1');
    expect(byLevel.map((m) => m.id)).toEqual(['m1']);
    expect(byLevel[0].inputs).toEqual(patternInputs(50));
    db.close();
  });

  it('a new database opened at version 5 runs the 0→1 … 4→5 steps in order', async () => {
    const order: number[] = [];
    const step = (n: number, m: Migration): Migration => (db, tx) => {
      order.push(n);
      return m(db, tx);
    };
    const db = await openStore<TestDBv5>({ name: freshDbName(), version: 5, migrations: [step(1, MIGRATIONS[0]), step(2, MIGRATIONS[1]), step(3, MIGRATIONS[2]), step(4, MIGRATIONS[3]), step(5, V4_TO_V5)] });
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect([...db.objectStoreNames]).toEqual(['analyses', 'branches', 'journal', 'levels', 'movies', 'projects', 'undo']);
    db.close();
  });

  it('a failing migration aborts the upgrade and leaves the version-1 data readable by a version-1 build', async () => {
    const name = freshDbName();
    await handMadeV1(name);
    const broken: Migration = (_db, tx) => {
      tx.objectStore('movies').createIndex('by-level', 'meta.level.name');
      throw new Error('step 2 exploded');
    };
    const opened = await openProjectStore({ name, version: 2, migrations: [MIGRATIONS[0], broken] });
    expect(opened.ok ? 'ok' : [opened.error.code, opened.error.where, opened.error.message]).toEqual([
      'storageFailed',
      'open',
      'Could not access saved work (Error: step 2 exploded). Reload the page; if this persists, export the project.',
    ]);
    const v1 = must(await openProjectStore({ name, version: 1, now: makeClock(), newId: makeIds('x') }));
    expect(must(await v1.loadMovie('m1')).movie.inputs).toEqual(patternInputs(50));
    v1.close();
  });

  it('opening a version with no migration step for it is refused', async () => {
    const opened = await openProjectStore({ name: freshDbName(), version: 6 });
    expect(opened.ok ? 'ok' : [opened.error.code, opened.error.message]).toEqual(['storageFailed', 'Could not access saved work (Error: no migration from version 4 to 5). Reload the page; if this persists, export the project.']);
  });
});
