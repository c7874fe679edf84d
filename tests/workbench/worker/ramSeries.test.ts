import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { P_RINGS } from '../../../engine/state/layout.ts';
import { sonicXLong } from '../../../engine/games/s1/objects/sonic.ts';
import { RamLabels } from '../../../engine/games/s1/ramLabels.ts';
import type { RamLabelTable } from '../../../engine/games/s1/ramLabelTable.ts';
import { readS1RamLabels } from '../../../importers/s1/s1RamLabels.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import type { ProjectStore } from '../../../movies/storage/projectStore.ts';
import { ActLibrary, type ActLevelStore } from '../../../workbench/src/worker/actLibrary.ts';
import { EngineSession } from '../../../workbench/src/worker/engineSession.ts';
import { RamHost } from '../../../workbench/src/worker/ramHost.ts';
import type { WorkerResult } from '../../../workbench/src/worker/protocol.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importerFiles } from '../../../importers/s1/disasmFolder.ts';
import { DisasmReader, type PickedFile } from '../../../workbench/src/realActs/disasmReader.ts';

import { must, openTestStore } from '../../movies/storage/fixtures.ts';
import { walkFiles } from '../../support/walkFiles.ts';

/** The act library over the real project store (fake-indexeddb), as ProjectHost passes it. */
function libraryStore(s: ProjectStore): ActLevelStore {
  const lift = async <T,>(p: Promise<{ ok: true; value: T } | { ok: false; error: { code: string; where: string; message: string } }>): Promise<WorkerResult<T>> => {
    const r = await p;
    return r.ok ? { ok: true, value: r.value } : { ok: false, error: { code: r.error.code, path: r.error.where, message: r.error.message } };
  };
  return { saveLevel: (r) => lift(s.saveLevel(r).then((x) => (x.ok ? { ok: true as const, value: true as const } : x))), loadLevel: (h) => lift(s.loadLevel(h)), listLevels: () => lift(s.listLevels()) };
}

const stores: ProjectStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
});

describeWithDisasm('the RAM watch in the engine worker', (dir) => {
  const ghz1 = s1Disassembly(1).importAct('ghz1').level;
  const json = writeLevelText(ghz1);
  const table: RamLabelTable = readS1RamLabels(s1Disassembly(1).program, nodeDisasmSource(dir), 1);
  const labels = new RamLabels(table);
  const inputs = Uint8Array.from({ length: 200 }, (_, i) => (i >= 72 && i < 92 ? 0x18 : 0x08));
  const RINGS = { address: labels.address('v_rings')!, size: 2 as const };
  const OBX = { address: labels.address('v_player')! + labels.constant('obX')!, size: 4 as const };

  /** The engine in Node: each frame's v_rings and v_player+obX. */
  const truth = (() => {
    const w = createWorld(ghz1, {});
    const rings = [w.state[P_RINGS]];
    const x = [sonicXLong(w.state) >>> 0];
    for (const i of inputs) {
      w.step(i);
      rings.push(w.state[P_RINGS]);
      x.push(sonicXLong(w.state) >>> 0);
    }
    return { rings, x };
  })();

  async function open(): Promise<{ session: EngineSession; ram: RamHost; acts: ActLibrary }> {
    const acts = new ActLibrary(null);
    const ref = await acts.add(json, 't', table);
    if (!ref.ok) throw new Error(ref.error.message);
    const session = new EngineSession(acts);
    const loaded = session.load({ level: { act: ref.value } });
    if (!loaded.ok) throw new Error(loaded.error.message);
    session.replaceInputs(inputs, [], 'inputs');
    return { session, ram: new RamHost(session, acts), acts };
  }

  it('a real act opened with its labels offers them; a hand-made level says it has no game RAM', async () => {
    const { ram } = await open();
    const info = ram.labels();
    expect(info.kind === 'act' ? info.table : info).toEqual(table);
    const hand = new EngineSession();
    hand.load({ level: { builtin: 'loop' } });
    expect(new RamHost(hand, new ActLibrary(null)).labels()).toEqual({ kind: 'handMade' });
  });

  it('the plot series are each frame\'s values as the engine in Node has them, replayed where the greenzone has not stepped', async () => {
    const { session, ram } = await open();
    session.seek(150);
    const chunk = ram.values(0, 160, [RINGS, OBX]);
    expect(ram.replayedFrames).toBe(150);
    expect(chunk.from).toBe(0);
    expect([...chunk.values[0]]).toEqual(truth.rings.slice(0, 151));
    expect([...chunk.values[1]]).toEqual(truth.x.slice(0, 151));
    // A window off the greenzone's replayed frames is cut where it ends (as the series plots are).
    expect(ram.values(140, 200, [RINGS]).values[0].length).toBe(11);
  });

  it('frames the greenzone steps after the watch list is set are recorded as it steps them; an edit drops the old future', async () => {
    const { session, ram } = await open();
    ram.values(0, 10, [RINGS]);
    const replayed = ram.replayedFrames;
    session.seek(130);
    expect([...ram.values(110, 131, [RINGS]).values[0]]).toEqual(truth.rings.slice(110, 131));
    // Recorded while the greenzone stepped them: nothing replayed for them.
    expect(ram.replayedFrames).toBe(replayed);
    // No ring once Sonic does not jump: the edit from frame 72 makes frames past it an old future.
    session.replaceInputs(Uint8Array.from(inputs, () => 0x08), [], 'no jump');
    session.seek(130);
    const after = [...ram.values(110, 131, [RINGS]).values[0]];
    expect(after).toEqual(Array(21).fill(0));
  });

  it('an address the engine does not keep plots as NaN (a gap)', async () => {
    const { session, ram } = await open();
    session.seek(20);
    const v = ram.values(0, 21, [{ address: labels.address('v_vdp_buffer1')!, size: 2 }]).values[0];
    expect([v.length, [...v].every(Number.isNaN)]).toEqual([21, true]);
  });
});

describeWithDisasm('RAM labels stored with the act', (dir) => {
  const ghz1 = s1Disassembly(1).importAct('ghz1').level;
  const json = writeLevelText(ghz1);
  const table = readS1RamLabels(s1Disassembly(1).program, nodeDisasmSource(dir), 1);

  it('a reload (a fresh library on the same store) has the act\'s labels without the folder', async () => {
    const s = await openTestStore();
    stores.push(s);
    expect((await new ActLibrary(libraryStore(s)).add(json, 't', table)).ok).toBe(true);
    const fresh = new ActLibrary(libraryStore(s));
    expect((await fresh.find(ghz1.hash)).ok).toBe(true);
    expect(fresh.ramLabels(ghz1.hash)).toEqual({ ok: true, table });
  });

  it('an act stored before labels were kept gets them when it is loaded from the folder again', async () => {
    const s = await openTestStore();
    stores.push(s);
    const old = new ActLibrary(libraryStore(s));
    expect((await old.add(json, 't')).ok).toBe(true);
    const reloaded = new ActLibrary(libraryStore(s));
    await reloaded.find(ghz1.hash);
    const none = reloaded.ramLabels(ghz1.hash);
    expect(none.ok ? 'labels' : none.reason).toBe(`"${ghz1.name}" was stored before the workbench kept RAM labels with acts: open the disassembly folder and load the act again`);
    expect((await new ActLibrary(libraryStore(s)).add(json, 't2', table)).ok).toBe(true);
    const again = new ActLibrary(libraryStore(s));
    await again.find(ghz1.hash);
    expect(again.ramLabels(ghz1.hash)).toEqual({ ok: true, table });
    // The record is the first one with the labels added: saved when it was first stored.
    expect(must(await s.loadLevel(ghz1.hash))?.saved).toBe('t');
  });

  it('a damaged stored table is reported as the reason there are no labels, and the act still loads', async () => {
    const s = await openTestStore();
    stores.push(s);
    const damaged = { ...table, variables: [['v_rings', 0x1234, 2]] } as unknown as RamLabelTable;
    must(await s.saveLevel({ hash: ghz1.hash >>> 0, name: ghz1.name, act: { game: 's1', id: 'ghz1', revision: 1, objects: true }, json, saved: 't', ramLabels: damaged }));
    const lib = new ActLibrary(libraryStore(s));
    const found = await lib.find(ghz1.hash);
    expect(found.ok && found.value !== null).toBe(true);
    const r = lib.ramLabels(ghz1.hash);
    expect(r.ok ? 'labels' : r.reason).toBe(`the stored RAM labels of "${ghz1.name}" are damaged (variables[0][1]: must be a RAM address $FF0000..$FFFFFF): open the disassembly folder and load the act again`);
  });

  it('a project file carries the act\'s labels to another browser; a file with damaged labels is refused at their path', async () => {
    const s = await openTestStore();
    stores.push(s);
    const act = { game: 's1' as const, id: 'ghz1', revision: 1, objects: true };
    must(await s.saveLevel({ hash: ghz1.hash >>> 0, name: ghz1.name, act, json, saved: 't', ramLabels: table }));
    const p = must(await s.createProject({ name: 'ghz', level: { kind: 'act', name: ghz1.name, hash: ghz1.hash >>> 0, act } }));
    const bytes = must(await s.exportProject(p.id));
    const other = await openTestStore();
    stores.push(other);
    must(await other.importProject(bytes, 'ghz.subpixel-project.json'));
    expect(must(await other.loadLevel(ghz1.hash))?.ramLabels).toEqual(table);
    // A browser that has the act without labels gets them from the file.
    const older = await openTestStore();
    stores.push(older);
    must(await older.saveLevel({ hash: ghz1.hash >>> 0, name: ghz1.name, act, json, saved: 'old' }));
    must(await older.importProject(bytes, 'ghz.subpixel-project.json'));
    expect([must(await older.loadLevel(ghz1.hash))?.ramLabels, must(await older.loadLevel(ghz1.hash))?.saved]).toEqual([table, 'old']);
    const file = JSON.parse(new TextDecoder().decode(bytes));
    file.levels[0].ramLabels.constants[3] = ['obX', 'eight'];
    const r = await other.importProject(new TextEncoder().encode(JSON.stringify(file)), 'bad.json');
    expect(r.ok ? 'ok' : [r.error.code, r.error.where]).toEqual(['projectFileInvalid', 'levels[0].ramLabels.constants[3][1]']);
  });

  it('the disassembly reader imports an act with the checkout\'s labels; a folder without Variables.asm imports it without, saying why', async () => {
    const files: PickedFile[] = importerFiles(walkFiles(dir, 's1/')).map((f) => ({ path: f.path, read: async () => new Uint8Array(readFileSync(join(dir, f.path))) }));
    const reader = new DisasmReader();
    expect((await reader.open('s1', files, null)).ok).toBe(true);
    const doc = reader.importAct('ghz1', true);
    expect(doc.ok && [doc.value.ramLabels, doc.value.ramLabelsProblem]).toEqual([table, null]);
    const without = new DisasmReader();
    expect((await without.open('s1', files.filter((f) => f.path !== 'Variables.asm'), null)).ok).toBe(true);
    const bare = without.importAct('ghz1', true);
    if (!bare.ok) throw new Error(bare.error.message);
    expect([bare.value.ramLabels, bare.value.ramLabelsProblem]).toEqual([null, 'Variables.asm: missing: the RAM labels come from it (sonic.asm includes it)']);
    const acts = new ActLibrary(null);
    const ref = await acts.add(bare.value.json, 't', bare.value.ramLabels ?? bare.value.ramLabelsProblem);
    expect(ref.ok && acts.ramLabels(ref.value.hash)).toEqual({ ok: false, reason: "the checkout's RAM labels could not be read (Variables.asm: missing: the RAM labels come from it (sonic.asm includes it))" });
  });
});
