import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { P_ON_OBJECT, P_STATUS, ST_ON_OBJECT, W_WATER_Y } from '../../../engine/state/layout.ts';
import { importerFiles } from '../../../importers/s1/disasmFolder.ts';
import type { LevelRecord } from '../../../movies/storage/schema.ts';
import { ActLibrary, type ActLevelStore } from '../../../workbench/src/worker/actLibrary.ts';
import { EngineSession } from '../../../workbench/src/worker/engineSession.ts';
import { toStoredLevel } from '../../../workbench/src/worker/levelSource.ts';
import { s1ObjectBoxes } from '../../../workbench/src/worker/s1ObjectBoxes.ts';
import { OBJECT_ROW, OB_HRAD, OB_SLOT, OB_SOLID_KIND, OB_TH, OB_TKIND, OB_TW, OB_TYPE, OB_WRAD, OB_X, OB_Y, SOLID_BOX, SOLID_NONE } from '../../../workbench/src/worker/objectRow.ts';
import { DisasmReader, type PickedFile } from '../../../workbench/src/realActs/disasmReader.ts';
import { actRows, actTime } from '../../../workbench/src/inspector/actFields.ts';
import { levelArea } from '../../../workbench/src/view/levelArea.ts';
import type { WorkerResult } from '../../../workbench/src/worker/protocol.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';
import { walkFiles } from '../../support/walkFiles.ts';

/** An in-memory levels store that counts its writes. */
function memoryStore(): ActLevelStore & { records: Map<number, LevelRecord>; writes: number } {
  const records = new Map<number, LevelRecord>();
  const store = {
    records,
    writes: 0,
    async saveLevel(r: LevelRecord): Promise<WorkerResult<true>> {
      store.writes++;
      if (!records.has(r.hash)) records.set(r.hash, r);
      return { ok: true, value: true };
    },
    async loadLevel(hash: number): Promise<WorkerResult<LevelRecord | null>> {
      return { ok: true, value: records.get(hash >>> 0) ?? null };
    },
    async listLevels() {
      return { ok: true as const, value: [...records.values()].map(({ json: _json, ...rest }) => rest) };
    },
  };
  return store;
}

describe('the act library without any act', () => {
  it('a reference to an act it never stored is an error that says to open the disassembly folder', async () => {
    const lib = new ActLibrary(memoryStore());
    const ref = { name: 'Green Hill Zone act 1 (Sonic 1 REV01)', hash: 0x12345678, act: { game: 's1' as const, id: 'ghz1', revision: 1, objects: true } };
    const r = await lib.ensure(ref);
    expect(r.ok ? 'ok' : [r.error.code, r.error.message]).toEqual([
      'actNotStored', 'the real act s1:ghz1 (REV01, with objects) "Green Hill Zone act 1 (Sonic 1 REV01)" is not stored in this browser: open the disassembly folder to load it',
    ]);
  });

  it('a level document that is not a real act is refused', async () => {
    const lib = new ActLibrary(memoryStore());
    const json = readFileSync(join(import.meta.dirname, '../../../engine/level/builtin/flat.json'), 'utf8');
    const r = await lib.add(json, 't');
    expect(r.ok ? 'ok' : r.error.code).toBe('actExpected');
  });

  it('the area of a hand-made level is its whole grid', () => {
    const session = new EngineSession();
    session.load({ level: { builtin: 'loop' } });
    const level = session.level!;
    expect(levelArea(level, null)).toEqual({ width: level.widthBlocks * 16, height: level.heightBlocks * 16 });
  });
});

describeWithDisasm('real acts in the workbench', (dir) => {
  const ghz1 = s1Disassembly().importAct('ghz1').level;
  const lz1 = s1Disassembly().importAct('lz1').level;

  it('the act library stores an act once, and a fresh library (a reload) finds it by hash with the same level', async () => {
    const store = memoryStore();
    const lib = new ActLibrary(store);
    const added = await lib.add(writeLevelText(ghz1), '2024-01-01T00:00:00Z');
    expect(added.ok && added.value).toEqual({ name: ghz1.name, hash: ghz1.hash >>> 0, act: { game: 's1', id: 'ghz1', revision: 1, objects: true } });
    await lib.add(writeLevelText(ghz1), 'later');
    expect(store.records.size).toBe(1);
    expect(store.records.get(ghz1.hash >>> 0)!.saved).toBe('2024-01-01T00:00:00Z');

    const reloaded = new ActLibrary(store);
    const ref = added.ok ? added.value : null;
    expect(reloaded.get(ref!).ok).toBe(false);
    const found = await reloaded.ensure(ref!);
    expect(found.ok && found.value.hash).toBe(ghz1.hash);
    expect((await reloaded.list()).map((a) => a.act.id)).toEqual(['ghz1']);
  });

  it('a stored record whose document no longer has its hash is refused, naming the record', async () => {
    const store = memoryStore();
    store.records.set(0x0badf00d, { hash: 0x0badf00d, name: 'x', act: { game: 's1', id: 'ghz1', revision: 1, objects: true }, json: writeLevelText(ghz1), saved: '' });
    const r = await new ActLibrary(store).find(0x0badf00d);
    expect(r.ok ? 'ok' : [r.error.code, r.error.path]).toEqual(['actStoredDamaged', 'levels 0badf00d']);
  });

  it('loading an act is one undoable settings edit; branches name it by reference; undo brings the old level back', async () => {
    const lib = new ActLibrary(memoryStore());
    const added = await lib.add(writeLevelText(ghz1), 't');
    if (!added.ok) throw new Error(added.error.message);
    const s = new EngineSession(lib);
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 60, 0x08, true);
    const r = s.configure({ level: { act: added.value }, profile: 's1', character: 'sonic' });
    expect(r.ok && r.value.level?.levelName).toBe(ghz1.name);
    expect(s.movie()!.meta.level).toEqual({ name: ghz1.name, hash: ghz1.hash >>> 0, act: { game: 's1', id: 'ghz1', revision: 1, objects: true } });
    const v = s.seek(60);
    const w = createWorld(ghz1, { profile: 's1', character: 'sonic' });
    for (let f = 0; f < 60; f++) w.step(0x08);
    expect(v.ok && v.value.hash).toBe(w.hash());
    const b = s.createBranch('on ghz1', '', null, 't');
    expect(b.ok && b.value.level).toEqual(toStoredLevel({ act: added.value }));
    expect(b.ok && JSON.stringify(b.value.level).length).toBeLessThan(200);
    expect(s.status().history.entries.at(-2)?.label).toBe(`settings: level ${ghz1.name}, profile s1`);
    s.undo(); // the branch
    const back = s.undo();
    expect(back.ok && back.value.level?.levelName).toBe('loop');
  });

  it('the disassembly reader reads a folder through the filter, imports an act to the same level, and names a damaged file', async () => {
    const picked = walkFiles(dir, 's1/');
    const files: PickedFile[] = importerFiles(picked).map((f) => ({ path: f.path, read: async () => new Uint8Array(readFileSync(join(dir, f.path))) }));
    const reader = new DisasmReader();
    const phases: string[] = [];
    const opened = await reader.open('s1', files, null, (p) => phases.push(p.phase));
    expect(opened.ok && [opened.value.revision, opened.value.declared, opened.value.acts.length]).toEqual([1, true, 20]);
    expect([...new Set(phases)]).toEqual(['read', 'parse']);
    const doc = reader.importAct('mz1', false);
    const mz1 = s1Disassembly().importAct('mz1', { objects: false }).level;
    expect(doc.ok && [doc.value.hash, doc.value.name, doc.value.warnings.length]).toEqual([mz1.hash >>> 0, mz1.name, 0]);
    // With its objects: the importer's level and warnings (none once every placed object has a port).
    const withObjects = reader.importAct('mz1', true);
    const mz1Objects = s1Disassembly().importAct('mz1', { objects: true });
    expect(mz1Objects.level.hash).not.toBe(mz1.hash);
    expect(withObjects.ok && [withObjects.value.hash, withObjects.value.warnings]).toEqual([mz1Objects.level.hash >>> 0, mz1Objects.warnings]);
    const rev0 = reader.setRevision(0);
    expect(rev0.ok && [rev0.value.revision, rev0.value.declared]).toEqual([0, false]);

    const damaged = files.map((f) => (f.path === 'map256/GHZ.kos' ? { ...f, read: async () => (await f.read()).subarray(0, 1000) } : f));
    const broken = new DisasmReader();
    expect((await broken.open('s1', damaged, null)).ok).toBe(true);
    const r = broken.importAct('ghz2', true);
    expect(r.ok ? 'ok' : r.error).toEqual({ code: 'truncatedFile', path: 'map256/GHZ.kos at byte 1000', message: 'Kosinski data ends before its end marker' });
    const none = await new DisasmReader().open('notes', [{ path: 'notes.txt', read: async () => new Uint8Array(3) }], null);
    expect(none.ok ? 'ok' : none.error.code).toBe('notADisassembly');
    const unreadable = await new DisasmReader().open('s1', [{ path: 'sonic.asm', read: () => Promise.reject(new Error('gone')) }], null);
    expect(unreadable.ok ? 'ok' : unreadable.error).toEqual({ code: 'readFailed', path: 'sonic.asm', message: 'could not be read (gone): pick the folder again' });
  });

  it('a real act\'s objects come from the object RAM: level slots, positions, touch boxes by obColType, solid boxes where known', () => {
    const w = createWorld(ghz1, {});
    const rows = s1ObjectBoxes(w.state, w.m);
    const objects = [];
    for (let i = 0; i < rows.length; i += OBJECT_ROW) {
      objects.push({ slot: rows[i + OB_SLOT], id: rows[i + OB_TYPE], x: rows[i + OB_X] >> 8, y: rows[i + OB_Y] >> 8, solid: rows[i + OB_SOLID_KIND], w: rows[i + OB_WRAD], h: rows[i + OB_HRAD], tw: rows[i + OB_TW], th: rows[i + OB_TH], kind: rows[i + OB_TKIND] });
    }
    // Rings: collision type $47 (item, size 7: 6 x 6), no solid box; the monitor: $46 (16 x 16) and Mon_SolidSides' box (d1 $1A - $B, d2 $F).
    expect(objects).toEqual([
      { slot: 0x20, id: 0x25, x: 324, y: 864, solid: SOLID_NONE, w: 0, h: 0, tw: 6, th: 6, kind: 0x40 },
      { slot: 0x21, id: 0x26, x: 584, y: 849, solid: SOLID_BOX, w: 15, h: 15, tw: 16, th: 16, kind: 0x40 },
      { slot: 0x22, id: 0x25, x: 348, y: 864, solid: SOLID_NONE, w: 0, h: 0, tw: 6, th: 6, kind: 0x40 },
      { slot: 0x23, id: 0x25, x: 372, y: 864, solid: SOLID_NONE, w: 0, h: 0, tw: 6, th: 6, kind: 0x40 },
    ]);
  });

  it('the monitor\'s solid box is where Sonic lands on it: his feet on its top edge (y - 15)', () => {
    // Dropped onto the GHZ1 monitor at (584, 849): Mon_SolidSides puts him on top.
    const w = createWorld(ghz1, {});
    w.state[0] = 584 << 8;
    w.state[1] = 780 << 8;
    let standing = false;
    for (let f = 0; f < 120 && !standing; f++) {
      w.step(0);
      standing = (w.state[P_STATUS] & ST_ON_OBJECT) !== 0 && w.state[P_ON_OBJECT] === 0x21 + 1;
    }
    expect(standing).toBe(true);
    // The box's top edge (y - halfHeight) is the surface: his feet (y + his height radius, 19) are on it.
    expect((w.state[1] >> 8) + 19).toBe(849 - 15);
    const rows = actRows(w.state);
    const subtype = w.m[0x21 * 0x40 + 0x28].toString(16).toUpperCase().padStart(2, '0');
    expect(rows.find((r) => r.id === 'act-on-object')?.text).toBe(`slot $21: Monitor ($26, subtype $${subtype})`);
    expect(rows.find((r) => r.id === 'act-on-object')?.raw).toBe('33');
  });

  it('the inspector\'s act rows: limits, lives, rings, the timer, water and what Sonic stands on', () => {
    const w = createWorld(lz1, {});
    for (let f = 0; f < 61; f++) w.step(0);
    const rows = Object.fromEntries(actRows(w.state).map((r) => [r.id, [r.raw, r.text]]));
    expect(rows).toEqual({
      'act-limits': ['0,6591,0,1328', 'x 0..6591, y 0..1328'],
      'act-lives': ['3', '3'],
      'act-rings': ['0', '0'],
      'act-time': [expect.any(String), expect.stringMatching(/^0:01:\d\d$/)],
      'act-water': [String(w.state[W_WATER_Y] & 0xffff), expect.stringMatching(/^surface y \d+ \(level 184 → 184\)$/)],
      'act-on-object': ['', '—'],
    });
    expect(actTime(0x010732)).toBe('1:07:50');
  });

  it('the view draws a real act up to its right limit + 320 and its bottom limit + 224, and an act that wraps its whole height', () => {
    expect(levelArea(ghz1, null)).toEqual({ width: 9407 + 320, height: 768 + 224 });
    const lz3 = s1Disassembly().importAct('lz3', { objects: false }).level;
    expect(levelArea(lz3, null)).toEqual({ width: 8239 + 320, height: 0x800 });
  });
});
