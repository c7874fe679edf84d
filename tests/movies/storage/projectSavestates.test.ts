import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { P_ANGLE, W_DYNAMIC_HIGH } from '../../../engine/state/layout.ts';
import { HEADER_WORDS } from '../../../engine/world/snapshotHeader.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { O_TYPE } from '../../../engine/objects/objectFields.ts';
import { OBJECT_TYPE_INDEX } from '../../../engine/objects/catalogue.ts';
import { decodeProjectFile, encodeProjectFile, type ProjectBundle } from '../../../movies/storage/projectFile.ts';
import { checkProjectSavestates } from '../../../movies/storage/projectSavestates.ts';
import { randomPlay } from '../../engine/support/randomPlay.ts';
import { freshDbName, must, openTestStore } from './fixtures.ts';

const zoo = loadBuiltinLevel('objectZoo');

/** A project on the object zoo with one movie and a branch holding a real savestate. */
function bundle(damage?: (words: Int32Array, w: ReturnType<typeof createWorld>) => void, fixes: string[] = []): ProjectBundle {
  const w = createWorld(zoo, { profile: 's1', fixes: ['zip'] });
  for (const input of randomPlay(200, 3)) w.step(input);
  const snap = w.snapshot();
  damage?.(snap, w);
  const meta = { level: { name: zoo.name, hash: zoo.hash >>> 0 }, profile: 's1' as const, character: 'sonic' as const, fixes, author: '', rerecords: 0, created: '', modified: '', notes: '' };
  return {
    project: { id: 'p', name: 'p', created: 't', modified: 't', currentMovieId: 'm', level: { kind: 'builtin', name: 'objectZoo' }, ui: {} },
    movies: [{ id: 'm', projectId: 'p', meta, markers: [], checkpoints: [], inputs: new Uint8Array(200) }],
    branches: [{ id: 'b', movieId: 'm', parent: null, name: 'b', note: '', frame: 200, savestate: snap.buffer as ArrayBuffer, inputs: new Uint8Array(200), markers: [], time: 't', thumbnail: null, level: null, slot: null }],
  };
}

describe('checkProjectSavestates: branch savestates of an imported project, word by word', () => {
  it('accepts the engine\'s own savestates', () => {
    expect(checkProjectSavestates(bundle(undefined, ['zip']), 'p.json')).toEqual({ ok: true, value: true });
  });

  it('refuses a branch whose savestate has an object type out of range, naming the file, the branch and the word', () => {
    const b = bundle((s, w) => (s[HEADER_WORDS + w.objectBase + O_TYPE * w.slotCount + 2] = -5), ['zip']);
    const r = checkProjectSavestates(b, 'p.json');
    expect(r.ok ? null : r.error).toEqual({
      code: 'projectFileSavestate', file: 'p.json', where: 'branches[0].savestate',
      message: `state word slots[2].O_TYPE (${zoo.objects[2].type} "${zoo.objects[2].id}") is -5; expected ${OBJECT_TYPE_INDEX[zoo.objects[2].type]} (the level places a ${zoo.objects[2].type} here).`,
    });
  });

  it('still checks the words of a branch made before the movie was reconfigured (its header names other fixes)', () => {
    const b = bundle((s) => (s[HEADER_WORDS + W_DYNAMIC_HIGH] = 1 << 30), []);
    const r = checkProjectSavestates(b, 'p.json');
    expect(r.ok ? null : [r.error.code, r.error.message.split(' is ')[0]]).toEqual(['projectFileSavestate', 'state word W_DYNAMIC_HIGH']);
  });

  it('checks a branch that names its own level against that level, not the project\'s', () => {
    const flat = createWorld(loadBuiltinLevel('flat'), { profile: 's1', fixes: ['zip'] });
    for (const input of randomPlay(50, 4)) flat.step(input);
    const snap = flat.snapshot();
    const b = bundle(undefined, ['zip']);
    const onFlat = { ...b.branches[0], level: { kind: 'builtin' as const, name: 'flat' }, savestate: snap.buffer as ArrayBuffer };
    expect(checkProjectSavestates({ ...b, branches: [onFlat] }, 'p.json')).toEqual({ ok: true, value: true });
    const damaged = snap.slice();
    damaged[HEADER_WORDS + P_ANGLE] = 0x1000;
    const r = checkProjectSavestates({ ...b, branches: [{ ...onFlat, savestate: damaged.buffer as ArrayBuffer }] }, 'p.json');
    expect(r.ok ? null : [r.error.code, r.error.where, r.error.message]).toEqual(['projectFileSavestate', 'branches[0].savestate', 'state word P_ANGLE is 4096; expected 0..255.']);
  });

  it('refuses a branch whose own level cannot be loaded, naming that level', () => {
    const b = bundle(undefined, ['zip']);
    const r = checkProjectSavestates({ ...b, branches: [{ ...b.branches[0], level: { kind: 'builtin', name: 'nowhere' } }] }, 'p.json');
    expect(r.ok ? null : [r.error.code, r.error.where, r.error.message]).toEqual([
      'projectFileLevel', 'branches[0].level', 'The level cannot be loaded, so the savestate of branches[0] cannot be checked (no built-in level "nowhere").',
    ]);
  });

  it('an import refused by the check writes nothing', async () => {
    const store = await openTestStore({ name: freshDbName() });
    const bytes = encodeProjectFile(bundle((s) => (s[HEADER_WORDS + W_DYNAMIC_HIGH] = -1), ['zip']), 't');
    expect(decodeProjectFile(bytes, 'p.json').ok).toBe(true);
    const r = await store.importProject(bytes, 'p.json', (b) => checkProjectSavestates(b, 'p.json'));
    expect(r.ok ? null : r.error.code).toBe('projectFileSavestate');
    expect(must(await store.listProjects())).toEqual([]);
    store.close();
  });
});
