import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../../../movies/storage/base64.ts';
import { decodeProjectFile } from '../../../movies/storage/projectFile.ts';
import type { ProjectStore } from '../../../movies/storage/projectStore.ts';
import { must, openTestStore, sampleBranch, sampleMovie } from './fixtures.ts';

const open: ProjectStore[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

/** A valid exported file as a plain object, for the cases to damage one field each. */
async function validFile(): Promise<Record<string, any>> {
  const s = await openTestStore();
  open.push(s);
  const p = must(await s.createProject({ name: 'p', level: { kind: 'builtin', name: 'ghz1' } }));
  must(await s.saveMovie(p.id, 'm1', sampleMovie(10)));
  must(await s.saveBranch('m1', sampleBranch('b1', null, 4)));
  must(await s.saveBranch('m1', sampleBranch('b2', 'b1', 5)));
  return JSON.parse(new TextDecoder().decode(must(await s.exportProject(p.id))));
}

const encode = (v: unknown): Uint8Array => new TextEncoder().encode(JSON.stringify(v));

async function importInto(bytes: Uint8Array) {
  const s = await openTestStore();
  open.push(s);
  const r = await s.importProject(bytes, 'run.subpixel.json');
  // A refused file leaves the database empty.
  expect(must(await s.listProjects())).toEqual([]);
  return r.ok ? { ok: true } : { code: r.error.code, file: r.error.file, where: r.error.where };
}

describe('importProject refuses malformed files with a code and a place', () => {
  it('bytes that are not UTF-8 JSON are projectFileNotJson at file', async () => {
    expect(await importInto(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe]))).toEqual({ code: 'projectFileNotJson', file: 'run.subpixel.json', where: 'file' });
    expect(await importInto(new TextEncoder().encode('{"format":'))).toEqual({ code: 'projectFileNotJson', file: 'run.subpixel.json', where: 'file' });
  });

  it('JSON without the subpixel-project magic is projectFileFormat at format', async () => {
    expect(await importInto(encode({ format: 'excalidraw', version: 1 }))).toEqual({ code: 'projectFileFormat', file: 'run.subpixel.json', where: 'format' });
    expect(await importInto(encode([1, 2, 3]))).toEqual({ code: 'projectFileFormat', file: 'run.subpixel.json', where: 'format' });
  });

  it('a file from a newer Subpixel is projectFileVersion at version', async () => {
    const f = await validFile();
    f.version = 2;
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileVersion', file: 'run.subpixel.json', where: 'version' });
  });

  it('a missing project name is projectFileInvalid at project.name', async () => {
    const f = await validFile();
    delete f.project.name;
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'project.name' });
  });

  it('an unknown profile is projectFileInvalid at movies[0].meta.profile', async () => {
    const f = await validFile();
    f.movies[0].meta.profile = 's4';
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'movies[0].meta.profile' });
  });

  it('inputs stored as a JSON array instead of base64 are projectFileInvalid at movies[0].inputs', async () => {
    const f = await validFile();
    f.movies[0].inputs = [0, 1, 2];
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'movies[0].inputs' });
  });

  it('damaged base64 is projectFileBase64 at the field', async () => {
    const f = await validFile();
    f.branches[1].inputs = 'AAE*';
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileBase64', file: 'run.subpixel.json', where: 'branches[1].inputs' });
  });

  it('a savestate that is not whole 32-bit words is projectFileInvalid at branches[0].savestate', async () => {
    const f = await validFile();
    f.branches[0].savestate = bytesToBase64(Uint8Array.from([1, 2, 3, 4, 5, 6]));
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'branches[0].savestate' });
  });

  it('a branch of a movie that is not in the file is projectFileReference at branches[0].movieId', async () => {
    const f = await validFile();
    f.branches[0].movieId = 'elsewhere';
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileReference', file: 'run.subpixel.json', where: 'branches[0].movieId' });
  });

  it('a branch whose parent is not in the file is projectFileReference at branches[1].parent', async () => {
    const f = await validFile();
    f.branches[1].parent = 'lost';
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileReference', file: 'run.subpixel.json', where: 'branches[1].parent' });
  });

  it('a current movie that is not in the file is projectFileReference at project.currentMovieId', async () => {
    const f = await validFile();
    f.project.currentMovieId = 'gone';
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileReference', file: 'run.subpixel.json', where: 'project.currentMovieId' });
  });

  it('two movies with one id are projectFileDuplicateId at movies[1].id', async () => {
    const f = await validFile();
    f.movies.push({ ...f.movies[0] });
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileDuplicateId', file: 'run.subpixel.json', where: 'movies[1].id' });
  });

  it('a negative rerecord count is projectFileInvalid at movies[0].meta.rerecords', async () => {
    const f = await validFile();
    f.movies[0].meta.rerecords = -1;
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'movies[0].meta.rerecords' });
  });

  it('a null project is projectFileInvalid at project with a message naming the field', () => {
    const r = decodeProjectFile(encode({ format: 'subpixel-project', version: 1, project: null }), '<input>');
    expect(r).toEqual({ ok: false, error: { code: 'projectFileInvalid', file: '<input>', where: 'project', message: 'project should be an object.' } });
  });
});

describe('base64', () => {
  it('round-trips every byte value and a buffer larger than one encoding chunk', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64ToBytes(bytesToBase64(all))).toEqual(all);
    const big = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 31) & 0xff);
    expect(base64ToBytes(bytesToBase64(big))).toEqual(big);
    expect(bytesToBase64(Uint8Array.from([1, 2]))).toBe('AQI=');
  });

  it('rejects unpadded, whitespace and foreign-alphabet text', () => {
    expect(base64ToBytes('AQI')).toBe(null);
    expect(base64ToBytes('AQ I=')).toBe(null);
    expect(base64ToBytes('AQ-_')).toBe(null);
    expect(base64ToBytes('')).toEqual(new Uint8Array(0));
  });
});

describe('the drop dash in project files', () => {
  it('meta.dropDash true survives the file; false reads as off; anything else is projectFileInvalid at movies[0].meta.dropDash', async () => {
    const f = await validFile();
    f.movies[0].meta.dropDash = true;
    const r = decodeProjectFile(encode(f), 'p.json');
    expect(r.ok && r.value.movies[0].meta.dropDash).toBe(true);
    f.movies[0].meta.dropDash = false;
    const off = decodeProjectFile(encode(f), 'p.json');
    expect(off.ok && 'dropDash' in off.value.movies[0].meta).toBe(false);
    for (const bad of ['true', 1, null]) {
      f.movies[0].meta.dropDash = bad;
      expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'movies[0].meta.dropDash' });
    }
  });
});

describe('real acts in project files', () => {
  it('a movie\'s meta.level.act survives the file (it used to be dropped on read)', async () => {
    const f = await validFile();
    f.movies[0].meta.level.act = { game: 's1', id: 'mz2', revision: 0, objects: false };
    const r = decodeProjectFile(encode(f), 'p.json');
    expect(r.ok ? r.value.movies[0].meta.level : r.error).toEqual({ name: 'ghz1', hash: 0xdeadbeef, act: { game: 's1', id: 'mz2', revision: 0, objects: false } });
  });

  it('a Sonic 2 act\'s reference survives the file too: game s2, its gameRevision', async () => {
    const f = await validFile();
    f.movies[0].meta.level.act = { game: 's2', id: 'ehz1', revision: 1, objects: true };
    const r = decodeProjectFile(encode(f), 'p.json');
    expect(r.ok ? r.value.movies[0].meta.level.act : r.error).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: true });
  });

  it('a bad act reference names its JSON path', async () => {
    const f = await validFile();
    f.movies[0].meta.level.act = { game: 's1', id: 'mz2', revision: 2, objects: false };
    expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'movies[0].meta.level.act.revision' });
    const g = await validFile();
    g.project.level = { kind: 'act', name: 'x', hash: -1, act: { game: 's1', id: 'mz2', revision: 0, objects: true } };
    expect(await importInto(encode(g))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'project.level.hash' });
    const h = await validFile();
    h.levels = [{ hash: 1, name: 'x', act: { game: 's3', id: 'aiz1', revision: 0, objects: true }, json: '{}', saved: '' }];
    expect(await importInto(encode(h))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where: 'levels[0].act.game' });
  });
});

describe('a real act\'s start in project files', () => {
  it('meta.actStart survives the file; a bad route or counter is projectFileInvalid at its path', async () => {
    const f = await validFile();
    f.movies[0].meta.actStart = { route: 'actEnd', vblank: 1687 };
    const r = decodeProjectFile(encode(f), 'p.json');
    expect(r.ok && r.value.movies[0].meta.actStart).toEqual({ route: 'actEnd', vblank: 1687 });
    const cases: [unknown, string][] = [
      [{ route: 'title', vblank: 3 }, 'movies[0].meta.actStart.route'],
      [{ route: 'boot', vblank: -1 }, 'movies[0].meta.actStart.vblank'],
      [{ route: 'boot', vblank: 2 ** 32 }, 'movies[0].meta.actStart.vblank'],
      [{ route: 'boot', vblank: 1.5 }, 'movies[0].meta.actStart.vblank'],
      ['boot', 'movies[0].meta.actStart'],
    ];
    for (const [bad, where] of cases) {
      f.movies[0].meta.actStart = bad;
      expect(await importInto(encode(f))).toEqual({ code: 'projectFileInvalid', file: 'run.subpixel.json', where });
    }
  });
});
