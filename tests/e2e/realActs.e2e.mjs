/**
 * Real Sonic 1 acts in real Chromium, from the Sonic 1 disassembly at ../shared/disasm/s1
 * (SUBPIXEL_DISASM elsewhere; the tests that need it are skipped with a message when it is
 * absent): the folder opened through the directory input and read in the disassembly worker with
 * its progress, acts loaded as undoable level changes and drawn (objects from the object RAM,
 * Labyrinth water), the inspector's act rows, the act kept with the project across a reload (its
 * objects' solid and touch boxes drawn there), its
 * movies exported and imported in every format on the act, a movie on an act that is not loaded
 * asking for the folder, and damaged folders refused with an error naming the file.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, canvasColourCount, lastNotice, openApp, recordFigure, skip, stableCanvas, text, until, waitForFrame, waitForHash, waitForText, streamBytes, exportAs } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

/** The checkout, or a skip saying why not. */
function disasmDir() {
  const dir = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].find((d) => d && existsSync(join(d, 'sonic.asm')));
  if (dir === undefined) skip('no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset');
  return dir;
}

/** The act as the engine in Node imports it (same importer, the checkout read from disk). */
async function nodeAct(dir, id, { revision, objects = true } = {}) {
  const [{ openS1Disassembly }, { nodeDisasmSource }] = await Promise.all([imp('importers/s1/importS1.ts'), imp('importers/s1/nodeDisasmSource.ts')]);
  return openS1Disassembly(nodeDisasmSource(dir), revision).importAct(id, { objects }).level;
}

function hashAfter(engine, level, inputs, options = {}) {
  const world = engine.createWorld(level, options);
  for (const i of inputs) world.step(i);
  return world.hash();
}

async function historyLabels(page) {
  return page.locator('[data-testid="history-entry"]').allTextContents();
}

/** Picks `dir` in the setup panel's folder input; resolves once it is read and parsed (the ms it took). */
async function openFolder(page, dir) {
  const started = Date.now();
  await page.locator('[data-testid="disasm-folder"]').setInputFiles(dir);
  await page.waitForSelector('[data-testid="disasm-folder-info"], [data-testid="disasm-error"]', { timeout: 30000 });
  return Date.now() - started;
}

async function pickAct(page, id) {
  await page.locator('[data-testid="act-select"]').selectOption(id);
}

export async function aRealActLoadsFromTheDisassemblyFolderIsDrawnAndStaysWithTheProject({ page, baseUrl, artifacts, engine }) {
  const dir = disasmDir();
  const errors = await openApp(page, baseUrl);
  const demo = engine.parseInputScript(engine.DEMO_SCRIPT, 'demo.txt');
  if (!demo.ok) throw new Error(demo.error.message);
  const inputs = demo.value;
  const levelBefore = await text(page, 'level-name');

  // Reading shows its progress; the folder's sources and level data only.
  const progressSeen = page.waitForSelector('[data-testid="disasm-progress"]', { timeout: 30000 }).then(() => true);
  const openMs = await openFolder(page, dir);
  if (!(await progressSeen)) throw new Error('no progress shown while reading');
  const info = page.locator('[data-testid="disasm-folder-info"]');
  const infoText = await info.textContent();
  if (!/: \d+ files, \d+ KB, REV01 \(as declared\)$/.test(infoText)) throw new Error(`folder info: ${infoText}`);
  const files = Number(/: (\d+) files/.exec(infoText)[1]);
  // Of the checkout's 1,045 files: not its sound, editor projects (SonLVL, SonED2) or build tools.
  if (files < 300 || files > 780) throw new Error(`read ${files} files: expected the sources, level data, art, sprite mappings and special stages only`);
  assertEqual(await page.locator('[data-testid="act-select"] option').count(), 20, 'acts listed');
  assertEqual(await text(page, 'level-name'), levelBefore, 'level after only opening the folder');

  // Green Hill 1: one undoable level change (with Sonic 1's profile); every placement is ported.
  const t0 = Date.now();
  await pickAct(page, 'ghz1');
  const ghz1 = await nodeAct(dir, 'ghz1');
  await waitForText(page, 'level-name', ghz1.name, 30000);
  const actMs = Date.now() - t0;
  await waitForText(page, 'act-warnings-summary', 'ghz1: every placement has an engine port');
  const labels = await historyLabels(page);
  if (!labels.some((l) => l.includes(`settings: level ${ghz1.name}, profile s1`))) throw new Error(`history: ${labels.join(' | ')}`);
  recordFigure(artifacts, 'realActFolderReadMs', Number(await info.getAttribute('data-read-ms')));
  recordFigure(artifacts, 'realActFolderParseMs', Number(await info.getAttribute('data-parse-ms')));
  recordFigure(artifacts, 'realActFolderOpenMs', openMs);
  recordFigure(artifacts, 'realActImportMs', Number(await page.locator('[data-testid="act-warnings"]').getAttribute('data-import-ms')));
  recordFigure(artifacts, 'realActPickToLoadedMs', actMs);

  // The inspector's act rows at the start.
  await waitForFrame(page, 0);
  assertEqual(await text(page, 'inspector-act-limits-raw'), '0,9407,0,768', 'limits');
  assertEqual(await text(page, 'inspector-act-lives-raw'), '3', 'lives');
  assertEqual(await text(page, 'inspector-act-water'), 'none', 'water in Green Hill');
  // The objects from the object RAM: named, with their touch boxes drawn (rings: yellow).
  await page.locator('[data-testid="object-list"]').waitFor();
  const names = await page.locator('[data-testid="object-list"] tbody tr td:nth-child(2)').allTextContents();
  if (!names.includes('Rings')) throw new Error(`objects at the start: ${names.join(', ')}`);
  const slots = await page.locator('[data-testid="object-list"] tbody tr td:nth-child(1)').allTextContents();
  if (!slots.every((s) => /^\$[2-7][0-9A-F]$/.test(s))) throw new Error(`object slots: ${slots.join(', ')}`);
  // Zoomed out to see the first rings (x 324..372, y 864; Sonic at 80, 944).
  const box = await page.locator('[data-testid="level-canvas"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 100);
  // The zoomed paint comes a frame or more later (on a loaded machine, later still).
  await until(async () => (await canvasColourCount(page, [240, 210, 50], [255, 235, 80])) >= 20, 'no ring touch boxes drawn', 5000);
  await page.screenshot({ path: join(artifacts, 'real-act-ghz1.png') });

  // The demo movie replayed on the act matches the engine in Node frame for frame (its end hash).
  await page.keyboard.press('End');
  await waitForFrame(page, inputs.length);
  await waitForHash(page, hashAfter(engine, ghz1, inputs));
  const time = await text(page, 'inspector-act-time');
  if (!/^0:\d\d:\d\d$/.test(time)) throw new Error(`time: ${time}`);

  // Labyrinth 1: water drawn and inspected; every one of its placements has a port now, and the panel says so.
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await pickAct(page, 'lz1');
  const lz1 = await nodeAct(dir, 'lz1');
  await waitForText(page, 'level-name', lz1.name, 30000);
  assertEqual(await text(page, 'act-warnings-summary'), 'lz1: every placement has an engine port', 'lz1 warnings');
  assertEqual(await page.locator('[data-testid="act-warning"]').count(), 0, 'warnings listed');
  await waitForText(page, 'inspector-act-water', 'surface y 184 (level 184 → 184)');
  // drawWater.ts WATER_LINE, rgba(120, 190, 255, 0.9), over whatever is under it.
  if ((await canvasColourCount(page, [95, 160, 220], [135, 205, 255])) < 50) throw new Error('no water surface drawn');
  await page.screenshot({ path: join(artifacts, 'real-act-lz1.png') });

  // A level change like any other: undone by Ctrl+Z.
  await page.keyboard.press('Control+z');
  await waitForText(page, 'level-name', ghz1.name);
  await waitForText(page, 'save-status', 'saved');

  // Stored with the project: a reload opens on the act without asking for the folder.
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await waitForText(page, 'level-name', ghz1.name);
  assertEqual(await page.locator('[data-testid="disasm-folder-info"]').count(), 0, 'folder read again after the reload');
  const stored = await page.locator('[data-testid="level-select"] option').allTextContents();
  for (const want of ['s1:ghz1 (REV01)', 's1:lz1 (REV01)']) if (!stored.includes(want)) throw new Error(`stored acts in the level select: ${stored.join(', ')}`);
  await objectBoxesDrawn(page, artifacts);
  await page.keyboard.press('End');
  await waitForFrame(page, inputs.length);
  const end = hashAfter(engine, ghz1, inputs);
  await waitForHash(page, end);

  // Movies made on it name the act; every format comes back on the act (txt and gmv take the open level's).
  const spx = JSON.parse((await exportAs(page, 'spx')).toString('utf8'));
  assertEqual(JSON.stringify(spx.meta.level), JSON.stringify({ name: ghz1.name, hash: ghz1.hash >>> 0, act: { game: 's1', id: 'ghz1', revision: 1, objects: true } }), 'the .spx level reference');
  for (const format of ['spx', 'bk2', 'txt', 'gmv']) {
    const bytes = await exportAs(page, format);
    await page.locator('[data-testid="import-movie"]').setInputFiles({ name: `act.${format}`, mimeType: 'application/octet-stream', buffer: bytes });
    await page.waitForFunction((n) => [...document.querySelectorAll('[data-testid="notice"]')].some((e) => e.textContent.startsWith(`Imported act.${n}`)), format, { timeout: 15000 });
    assertEqual(await page.locator('[data-testid="import-level-prompt"]').count(), 0, `${format}: asked for a level`);
    await waitForText(page, 'level-name', ghz1.name);
    await page.keyboard.press('End');
    await waitForFrame(page, inputs.length);
    await waitForHash(page, end);
  }
  // The project file keeps the act too (its level travels inside it).
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-project"]').click()]);
  const project = JSON.parse((await streamBytes(await download.createReadStream())).toString('utf8'));
  assertEqual(project.project.level.kind, 'act', 'the project file\'s level');
  assertEqual(project.levels?.[0]?.hash, ghz1.hash >>> 0, 'the act inside the project file');
  assertEqual(JSON.stringify(project.movies[0].meta.level.act), JSON.stringify({ game: 's1', id: 'ghz1', revision: 1, objects: true }), 'the project file\'s movie');

  // Should the stored acts be gone (site data cleared in part), the projects on them are kept and
  // say what they need; the workbench starts on a new demo project rather than on nothing.
  const projects = await page.locator('[data-testid="project-item"]').count();
  await page.evaluate(() => new Promise((done, fail) => {
    const open = indexedDB.open('subpixel');
    open.onsuccess = () => {
      const tx = open.result.transaction('levels', 'readwrite');
      tx.objectStore('levels').clear();
      tx.oncomplete = () => done(open.result.close());
      tx.onerror = () => fail(tx.error);
    };
  }));
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await waitForText(page, 'level-name', 'loop');
  assertEqual(await page.locator('[data-testid="project-item"]').count(), projects + 1, 'projects after the acts were cleared');
  await page.locator('[data-testid="project-item"]').filter({ hasText: 'act.spx' }).locator('button').first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid="error"]')?.textContent?.startsWith('actNotStored'));
  await waitForText(page, 'level-name', 'loop');
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** The bright stroke of solid boxes with the solid-boxes switch on (drawObjects.ts SOLID_STROKE, #c090ff). */
const SOLID_STROKE = [[180, 130, 240], [205, 160, 255]];
const TOUCH_ITEM = [[240, 210, 50], [255, 235, 80]];

/**
 * Frame 1 of GHZ1 after the reload, one frame advanced: the object list gives the monitor the box
 * its SolidObject call tested (Mon_SolidSides: d1 $1A - Sonic's $B, d2 $F = 15 × 15), and the
 * canvas draws it (the bright stroke with the switch on, none of it off) beside the rings' touch boxes.
 */
async function objectBoxesDrawn(page, artifacts) {
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.keyboard.press('f');
  await waitForFrame(page, 1);
  const monitor = page.locator('[data-testid="object-list"] tbody tr').filter({ hasText: 'Monitor' });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="object-list"] tbody tr')].some((r) => r.textContent.includes('Monitor')));
  assertEqual(await monitor.locator('td:nth-child(9)').textContent(), '15×15', 'the monitor\'s solid box in the object list');
  const rings = await page.locator('[data-testid="object-list"] tbody tr').filter({ hasText: 'Rings' }).locator('td:nth-child(9)').allTextContents();
  if (rings.length === 0 || rings.some((r) => r !== '–')) throw new Error(`rings' solid boxes: ${rings.join(', ')}`);
  // Zoomed out (the reload starts at the default zoom, 2) to see the monitor (x 584, y 849; Sonic at 80) and the first rings.
  const box = await page.locator('[data-testid="level-canvas"]').boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 100);
  await page.locator('[data-testid="overlay-solid"]').uncheck();
  await stableCanvas(page);
  const off = await canvasColourCount(page, ...SOLID_STROKE);
  await page.locator('[data-testid="overlay-solid"]').check();
  await stableCanvas(page);
  const on = await canvasColourCount(page, ...SOLID_STROKE);
  await page.screenshot({ path: join(artifacts, 'real-act-ghz1-boxes.png') });
  if (!(on >= 15 && off === 0)) throw new Error(`solid box stroke pixels: ${on} with the switch on, ${off} off`);
  if ((await canvasColourCount(page, ...TOUCH_ITEM)) < 20) throw new Error('no ring touch boxes drawn after the reload');
  await page.locator('[data-testid="overlay-solid"]').uncheck();
}

export async function aMovieOnARealActThatIsNotLoadedAsksForTheDisassemblyFolder({ page, baseUrl, engine }) {
  const dir = disasmDir();
  const errors = await openApp(page, baseUrl);
  const { exportMovie } = await imp('movies/formats/index.ts');
  const { movieLevelRef } = await imp('movies/formats/levelRef.ts');
  // Made elsewhere on Marble 1, REV00 (not what the checkout declares), terrain only.
  const mz1 = await nodeAct(dir, 'mz1', { revision: 0, objects: false });
  const inputs = new Uint8Array(300).map((_, f) => (f < 240 ? 0x08 : f % 40 < 4 ? 0x18 : 0x08));
  const movie = {
    meta: { level: movieLevelRef(mz1), profile: 's1', character: 'sonic', fixes: [], author: 'e2e', rerecords: 0, created: '', modified: '', notes: '' },
    inputs, markers: [], checkpoints: [],
  };
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'mz1.spx', mimeType: 'application/json', buffer: Buffer.from(exportMovie(movie, 'spx')) });
  await page.waitForSelector('[data-testid="import-level-prompt"]');
  assertEqual(await text(page, 'import-level-act'), 's1:mz1 (REV00, terrain only)', 'the act the prompt names');
  assertEqual(await text(page, 'level-name'), 'loop', 'level while asking');
  await page.locator('[data-testid="import-disasm-for-movie"]').setInputFiles(dir);
  await waitForText(page, 'level-name', mz1.name, 30000);
  await page.waitForSelector('[data-testid="import-level-prompt"]', { state: 'detached' });
  await waitForText(page, 'length', '300');
  const notice = await lastNotice(page);
  if (!notice.startsWith('Imported mz1.spx into a new project')) throw new Error(`notice: ${notice}`);
  await page.keyboard.press('End');
  await waitForFrame(page, 300);
  await waitForHash(page, hashAfter(engine, mz1, inputs));
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** A folder of files (path → bytes or text) in a fresh temporary directory. */
function tempFolder(files) {
  const dir = join(mkdtempSync(join(tmpdir(), 'subpixel-e2e-')), 'picked');
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), data);
  }
  return dir;
}

export async function aDamagedDisassemblyFolderShowsAnErrorNamingTheFileAndChangesNothing({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  const level = await text(page, 'level-name');
  const history = await historyLabels(page);
  const notDisasm = tempFolder({ 'notes.txt': 'my speedrun notes', 'levels/ghz1.bin': Buffer.from([1, 2, 3]) });
  try {
    await openFolder(page, notDisasm);
    await page.waitForSelector('[data-testid="disasm-error"][data-code="notADisassembly"]');
    assertEqual(await text(page, 'disasm-error-file'), 'sonic.asm', 'the file the error names');
    assertEqual(await page.locator('[data-testid="act-select"]').count(), 0, 'acts offered from a folder that is not the disassembly');
  } finally {
    rmSync(dirname(notDisasm), { recursive: true, force: true });
  }
  assertEqual(await text(page, 'level-name'), level, 'level after the refused folder');

  // A copy of the checkout with a truncated Green Hill chunk file and a corrupt Scrap Brain one:
  // the folder opens (they are read only when an act needs them); each act naming its file fails.
  let dir;
  try {
    dir = disasmDir();
  } catch (e) {
    assertEqual(errors.join('\n'), '', 'console errors');
    throw e;
  }
  const copy = join(mkdtempSync(join(tmpdir(), 'subpixel-e2e-')), 's1');
  try {
    cpSync(dir, copy, { recursive: true });
    truncateSync(join(copy, 'map256/GHZ.kos'), 1000);
    // REV01 (what the checkout declares) builds Scrap Brain from the JP1 chunks.
    const sbz = readFileSync(join(copy, 'map256/SBZ (JP1).kos'));
    sbz.set([0x00, 0x00], 0);
    writeFileSync(join(copy, 'map256/SBZ (JP1).kos'), sbz);
    await page.locator('[data-testid="dismiss-disasm-error"]').click();
    await openFolder(page, copy);
    await page.locator('[data-testid="disasm-folder-info"]').waitFor();
    await pickAct(page, 'ghz1');
    await page.waitForSelector('[data-testid="disasm-error"][data-code="truncatedFile"]');
    assertEqual(await text(page, 'disasm-error-file'), 'map256/GHZ.kos at byte 1000', 'the truncated file and offset');
    await pickAct(page, 'sbz1');
    await page.waitForSelector('[data-testid="disasm-error"][data-code="corruptData"]');
    const where = await text(page, 'disasm-error-file');
    assertEqual(where, 'map256/SBZ (JP1).kos at byte 2', 'the corrupt file and offset');
    // Still usable: another act of the same folder loads.
    await pickAct(page, 'mz1');
    await page.waitForSelector('[data-testid="disasm-error"]', { state: 'detached' });
    await waitForText(page, 'level-name', 'Marble Zone act 1 (Sonic 1 REV01)', 30000);
  } finally {
    rmSync(dirname(copy), { recursive: true, force: true });
  }
  const after = await historyLabels(page);
  assertEqual(after.length, history.length + 1, 'history entries (only the act that loaded)');
  assertEqual(errors.join('\n'), '', 'console errors');
}
