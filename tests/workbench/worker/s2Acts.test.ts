import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { partnerRefusal } from '../../../engine/world/partner.ts';
import { s2ImporterFiles } from '../../../importers/s2/s2DisasmFolder.ts';
import { movieLevelRef, readActRef } from '../../../movies/formats/levelRef.ts';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import { readBk2, writeBk2 } from '../../../movies/formats/bk2.ts';
import type { LevelRecord } from '../../../movies/storage/schema.ts';
import { DisasmReader, type PickedFile } from '../../../workbench/src/realActs/disasmReader.ts';
import { ActLibrary, type ActLevelStore } from '../../../workbench/src/worker/actLibrary.ts';
import { objectBoxes } from '../../../workbench/src/worker/objectBoxes.ts';
import { RING_ROW_TYPE } from '../../../workbench/src/worker/s2ObjectBoxes.ts';
import { OBJECT_ROW, OB_ACTWID, OB_HRAD, OB_SLOT, OB_SOLID_KIND, OB_TH, OB_TKIND, OB_TW, OB_TYPE, OB_WRAD, OB_X, OB_Y, SOLID_PLATFORM } from '../../../workbench/src/worker/objectRow.ts';
import { s2ObjectLabel } from '../../../workbench/src/inspector/s2ObjectLabel.ts';
import type { WorkerResult } from '../../../workbench/src/worker/protocol.ts';
import { clearDisasmCache, importS2Act } from '../../../workbench/cli/disasmLevels.ts';
import { levelForMovie } from '../../../workbench/cli/movieLevel.ts';
import { CliError } from '../../../workbench/cli/cliError.ts';
import { copyS2Checkout, describeWithDisasmS2 } from '../../support/disasmS2.ts';
import { walkFiles } from '../../support/walkFiles.ts';
import { DEFAULTS, sampleMovie } from '../../movies/formats/sampleMovie.ts';

function memoryStore(): ActLevelStore & { records: Map<number, LevelRecord> } {
  const records = new Map<number, LevelRecord>();
  return {
    records,
    async saveLevel(r: LevelRecord): Promise<WorkerResult<true>> {
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
}

/** The folder as the page hands it to the disassembly worker: the Sonic 2 importer's files only. */
function pickedS2(dir: string): PickedFile[] {
  return s2ImporterFiles(walkFiles(dir, 's2/')).map((f) => ({ path: f.path, read: async () => new Uint8Array(readFileSync(join(dir, f.path))) }));
}

describe('a Sonic 2 act reference', () => {
  it('is read from a stored level reference with its game, id, gameRevision (0, 1 or 2) and objects', () => {
    expect(readActRef({ game: 's2', id: 'ehz1', revision: 1, objects: true })).toEqual({ ok: true, value: { game: 's2', id: 'ehz1', revision: 1, objects: true } });
    expect(readActRef({ game: 's2', id: 'mtz3', revision: 2, objects: false })).toEqual({ ok: true, value: { game: 's2', id: 'mtz3', revision: 2, objects: false } });
    expect(readActRef({ game: 's2', id: 'ehz1', revision: 3, objects: true })).toEqual({ ok: false, key: 'revision', expected: '0, 1 or 2' });
    expect(readActRef({ game: 's1', id: 'ghz1', revision: 2, objects: true })).toEqual({ ok: false, key: 'revision', expected: '0 or 1' });
    expect(readActRef({ game: 's3', id: 'aiz1', revision: 0, objects: true })).toEqual({ ok: false, key: 'game', expected: '"s1" or "s2"' });
  });

  it('round-trips through .spx and .bk2', () => {
    const m = sampleMovie();
    m.meta.level = { name: 'Emerald Hill Zone act 1 (Sonic 2 REV01)', hash: 0x0ffe4b1a, act: { game: 's2', id: 'ehz1', revision: 1, objects: true } };
    m.meta.profile = 's2';
    const text = writeSpx(m);
    expect(JSON.parse(text).meta.level.act).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: true });
    expect(readSpx(text, 'm.spx')).toEqual({ ok: true, value: m });
    expect(readBk2(writeBk2(m), 'm.bk2', DEFAULTS)).toEqual({ ok: true, value: m, warnings: [] });
  });
});

describeWithDisasmS2('Sonic 2 acts in the workbench', (dir) => {
  it('the folder reader lists the 20 acts of a Sonic 2 checkout and imports EHZ1 as the level the CLI imports, same hash', async () => {
    const reader = new DisasmReader();
    const phases: string[] = [];
    const opened = await reader.open('s2', pickedS2(dir), null, (p) => phases.push(p.phase));
    if (!opened.ok) throw new Error(opened.error.message);
    const o = opened.value;
    expect([o.game, o.revision, o.declared, o.files, o.acts.length]).toEqual(['s2', 1, true, 155, 20]);
    expect(o.acts.map((a) => a.id)).toEqual(['ehz1', 'ehz2', 'cpz1', 'cpz2', 'arz1', 'arz2', 'cnz1', 'cnz2', 'htz1', 'htz2', 'mcz1', 'mcz2', 'ooz1', 'ooz2', 'mtz1', 'mtz2', 'mtz3', 'scz', 'wfz', 'dez']);
    expect([...new Set(phases)]).toEqual(['read', 'parse']);
    // Another revision asked for: a Sonic 2 checkout builds one, and says so.
    const again = reader.setRevision(0);
    expect(again.ok && [again.value.game, again.value.revision]).toEqual(['s2', 1]);

    clearDisasmCache();
    const cli = importS2Act('ehz1', { disasmS2: dir, objects: true }).level;
    const doc = reader.importAct('ehz1', true);
    if (!doc.ok) throw new Error(doc.error.message);
    // (The hash itself is pinned by tests/importers/s2/importS2.test.ts; it moves as objects are ported.)
    expect([doc.value.name, doc.value.hash]).toEqual(['Emerald Hill Zone act 1 (Sonic 2 REV01)', cli.hash >>> 0]);
    const parsed = parseLevelText(doc.value.json);
    expect(parsed.ok && parsed.level.hash).toBe(cli.hash);
    // The layout's entries with no engine port, of EHZ1's 135 (fewer as objects are ported); never a ported object.
    const left = doc.value.warnings;
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(135);
    expect(left.filter((x) => !/^Obj[0-9A-F]{2} subtype \$[0-9A-F]{2} has no engine port yet \(left out\)$/.test(x.message) || x.act !== 'ehz1')).toEqual([]);
    expect(left.filter((x) => x.id === 0x03 || x.id === 0x11 || x.id === 0x19)).toEqual([]);
    expect([doc.value.ramLabels, doc.value.ramLabelsProblem]).toEqual([null, "Sonic 2's RAM labels are not read yet"]);

    const bare = reader.importAct('ehz1', false);
    const cliBare = importS2Act('ehz1', { disasmS2: dir, objects: false }).level;
    expect(bare.ok && [bare.value.hash, bare.value.warnings.length]).toEqual([cliBare.hash >>> 0, 0]);
  });

  it('refuses what a Sonic 2 folder has not: a run of acts and the picture\'s art, each in one line', async () => {
    const reader = new DisasmReader();
    expect((await reader.open('s2', pickedS2(dir), null)).ok).toBe(true);
    const run = reader.runActs('ehz1', true);
    expect(run.ok ? 'ok' : run.error).toEqual({ code: 'noActRun', path: '', message: "a Sonic 2 act plays alone: the engine does not go on across Sonic 2's act ends yet" });
    const art = reader.actArt('ehz1', 1);
    expect(art.ok ? 'ok' : art.error).toEqual({ code: 'noArt', path: '', message: "Sonic 2's art is not drawn yet" });
  });

  it('a damaged Sonic 2 folder is an error value naming the file, and a folder without s2.asm the file it lacks', async () => {
    const copy = copyS2Checkout();
    try {
      const layout = join(copy.dir, 'level/layout/EHZ_2.kos');
      writeFileSync(layout, readFileSync(layout).subarray(0, 64));
      const reader = new DisasmReader();
      expect((await reader.open('s2', pickedS2(copy.dir), null)).ok).toBe(true);
      const r = reader.importAct('ehz2', true);
      expect(r.ok ? 'ok' : r.error).toEqual({ code: 'truncatedFile', path: 'level/layout/EHZ_2.kos at byte 64', message: 'Kosinski data ends before its end marker' });
      // The folder stays open: another act loads.
      expect(reader.importAct('ehz1', true).ok).toBe(true);
      const noCurves = pickedS2(copy.dir).filter((f) => f.path !== 'collision/Curve and resistance mapping.bin');
      const broken = await new DisasmReader().open('s2', noCurves, null);
      expect(broken.ok ? 'ok' : broken.error).toEqual({ code: 'missingFile', path: 'collision/Curve and resistance mapping.bin', message: 'missing (binclude at s2.asm:90280)' });
      const noRoot = await new DisasmReader().open('s2', pickedS2(copy.dir).filter((f) => f.path !== 's2.asm'), null);
      expect(noRoot.ok ? 'ok' : noRoot.error).toEqual({ code: 'notADisassembly', path: 's2.asm', message: 'not found in s2: is this the Sonic 2 disassembly (s2disasm) checkout?' });
    } finally {
      copy.dispose();
    }
  });

  it('an imported Sonic 2 act is stored and referenced as s2:ehz1, found again after a reload, and takes a partner', async () => {
    const reader = new DisasmReader();
    await reader.open('s2', pickedS2(dir), null);
    const doc = reader.importAct('ehz1', true);
    if (!doc.ok) throw new Error(doc.error.message);
    const store = memoryStore();
    const hash = doc.value.hash;
    const added = await new ActLibrary(store).add(doc.value.json, '2026-12-04T20:00:00Z', null);
    if (!added.ok) throw new Error(added.error.message);
    expect(added.value).toEqual({ name: 'Emerald Hill Zone act 1 (Sonic 2 REV01)', hash, act: { game: 's2', id: 'ehz1', revision: 1, objects: true } });
    expect(store.records.get(hash)?.act).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: true });
    // A reload: a new library over the same storage.
    const lib = new ActLibrary(store);
    const found = await lib.ensure(added.value);
    if (!found.ok) throw new Error(found.error.message);
    expect(found.value.hash).toBe(hash);
    expect(lib.runSource(found.value)).toBeNull();
    expect(partnerRefusal(found.value, { character: 'tails', control: 'cpu' })).toBeNull();
    expect(movieLevelRef(found.value).act).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: true });
    const bare = reader.importAct('ehz1', false);
    if (!bare.ok) throw new Error(bare.error.message);
    const bareRef = await lib.add(bare.value.json, '2026-12-04T20:00:00Z', null);
    expect(bareRef.ok && bareRef.value.act).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: false });
  });

  it('the object rows of a Sonic 2 act are its dynamic slots and the rings in range: EHZ1\'s rings, its first bridge with its platform top and its logs', () => {
    clearDisasmCache();
    const ehz1 = importS2Act('ehz1', { disasmS2: dir, objects: true }).level;
    const w = createWorld(ehz1, {});
    const rowsOf = (r: Int32Array) => Array.from({ length: r.length / OBJECT_ROW }, (_, k) => r.subarray(k * OBJECT_ROW, (k + 1) * OBJECT_ROW));
    // At the start: two rings in range (RingsManager: camera x - 8 to + 336), as Touch_Rings' 12 x 12 items.
    const rings = rowsOf(objectBoxes(w)).filter((r) => r[OB_TYPE] === RING_ROW_TYPE);
    expect(rings.map((r) => [s2ObjectLabel(r[OB_TYPE]), r[OB_SLOT], r[OB_X] >> 8, r[OB_Y] >> 8, r[OB_TW], r[OB_TH], r[OB_TKIND], r[OB_SOLID_KIND]])).toEqual([
      ['ring', 1, 292, 576, 6, 6, 0x40, 0],
      ['ring', 2, 316, 576, 6, 6, 0x40, 0],
    ]);
    // Right held (0x08) to the first bridge (12 logs at x 1448): the bridge with its logs in two slots after it
    // (which slots depends on the objects loaded before it that have ports: they move as objects are ported).
    for (let f = 0; f < 300; f++) w.step(0x08);
    const bridge = rowsOf(objectBoxes(w)).filter((r) => r[OB_TYPE] === 0x11);
    expect(bridge.map((r) => [s2ObjectLabel(r[OB_TYPE]), r[OB_SLOT], r[OB_X] >> 8, r[OB_Y] >> 8, r[OB_SOLID_KIND], r[OB_WRAD], r[OB_HRAD], r[OB_ACTWID]])).toEqual([
      ['Obj11 bridge', expect.any(Number), 1448, 648, SOLID_PLATFORM, 96, 8, 0x80],
      ['Obj11 bridge', expect.any(Number), 1408, 648, 0, 0, 0, 136],
      ['Obj11 bridge', expect.any(Number), 1504, 648, 0, 0, 0, expect.any(Number)],
    ]);
    expect(bridge.every((r) => r[OB_SLOT] >= 0x10 && r[OB_SLOT] < 0x80)).toBe(true);
    // The first monitor (x 960) passed on the way: its touch box from collision_flags in Touch_Sizes, an item's.
    const w2 = createWorld(ehz1, {});
    for (let f = 0; f < 240; f++) w2.step(f < 30 ? 0 : 0x08);
    const monitor = rowsOf(objectBoxes(w2)).find((r) => r[OB_TYPE] === 0x26);
    expect(monitor && [s2ObjectLabel(monitor[OB_TYPE]), monitor[OB_X] >> 8, monitor[OB_Y] >> 8, monitor[OB_TW], monitor[OB_TH], monitor[OB_TKIND]]).toEqual(['Obj26 monitor', 960, 566, 16, 16, 0x40]);
    expect(bridge[1][OB_SLOT]).toBeGreaterThan(bridge[0][OB_SLOT]);
  });
});

describeWithDisasmS2('a movie made on a Sonic 2 act on the command line', (dir) => {
  const hex = (v: number): string => (v >>> 0).toString(16).padStart(8, '0');
  const ehz1 = () => importS2Act('ehz1', { disasmS2: dir, objects: true }).level;
  const movie = () => {
    const m = sampleMovie();
    m.meta.level = movieLevelRef(ehz1());
    return m;
  };

  it('records the act, and finds it in the Sonic 2 checkout --disasm names (the hash checked)', () => {
    clearDisasmCache();
    expect(movie().meta.level.act).toEqual({ game: 's2', id: 'ehz1', revision: 1, objects: true });
    const level = levelForMovie(movie(), undefined, 'run.spx', { disasmS2: dir, objects: true });
    expect([level.name, level.hash >>> 0]).toEqual(['Emerald Hill Zone act 1 (Sonic 2 REV01)', ehz1().hash >>> 0]);
  });

  it('without the checkout, or on another one, is refused in one line naming the act', () => {
    const err = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        if (e instanceof CliError) return e.message;
        throw e;
      }
      return 'no error';
    };
    expect(err(() => levelForMovie(movie(), undefined, 'run.spx', { objects: true }))).toBe(
      'run.spx: meta.level.act: the movie was made on the Sonic 2 act s2:ehz1 (REV01, with objects); pass --disasm <dir> (or set SUBPIXEL_DISASM_S2) to rebuild it from the s2disasm checkout, or --level s2:ehz1',
    );
    const other = movie();
    other.meta.level = { ...other.meta.level, hash: 0x12345678 };
    expect(err(() => levelForMovie(other, undefined, 'run.spx', { disasmS2: dir, objects: true }))).toBe(
      `run.spx: meta.level.hash: the movie was made on s2:ehz1 (REV01, with objects) ("Emerald Hill Zone act 1 (Sonic 2 REV01)") with hash 12345678, importing s2:ehz1 (REV01, with objects) from ${dir} gives hash ${hex(ehz1().hash)}: another revision or another checkout of the disassembly`,
    );
  });
});
