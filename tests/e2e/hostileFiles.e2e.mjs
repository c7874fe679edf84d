/**
 * Hostile files through the browser's import path (issue 14), one case per class: a project file
 * whose branch savestate holds an out-of-range object type index (crashed the engine), one whose
 * dynamic high-water mark is past its slots (hung a step), and the 136 KB .bk2 whose input log
 * inflates to ~140M lines (aborted Node); and a file past its format's size limit, refused in
 * the page before it is read. Each is refused with the same line the CLI prints (code, file,
 * where, message), the open project keeps its movie, and the app keeps working.
 */
import { closeSync, ftruncateSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, openApp, text, waitForFrame, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

function demoLength(engine) {
  const s = engine.parseInputScript(engine.DEMO_SCRIPT, 'demo.txt');
  if (!s.ok) throw new Error(s.error.message);
  return s.value.length;
}

/** A project file on `levelName` with one branch whose savestate `damage` corrupts. */
async function hostileProject(engine, levelName, damage) {
  const { encodeProjectFile } = await imp('movies/storage/projectFile.ts');
  const { HEADER_WORDS } = await imp('engine/world/snapshotHeader.ts');
  const level = engine.loadBuiltinLevel(levelName);
  const w = engine.createWorld(level, {});
  for (let f = 0; f < 60; f++) w.step(0x08);
  const snap = w.snapshot();
  damage(snap.subarray(HEADER_WORDS), w);
  const meta = { level: { name: levelName, hash: level.hash >>> 0 }, profile: level.profile, character: 'sonic', fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '' };
  return encodeProjectFile({
    project: { id: 'hostile', name: 'Hostile', created: 't', modified: 't', currentMovieId: 'm', level: { kind: 'builtin', name: levelName }, ui: {} },
    movies: [{ id: 'm', projectId: 'hostile', meta, markers: [], checkpoints: [], inputs: new Uint8Array(60).fill(0x08) }],
    branches: [{ id: 'b', movieId: 'm', parent: null, name: 'b', note: '', frame: 60, savestate: snap.buffer, inputs: new Uint8Array(60).fill(0x08), markers: [], time: 't', thumbnail: null }],
  }, 't');
}

async function waitForError(page, expected) {
  await page.waitForFunction((want) => (document.querySelector('[data-testid="error"]')?.textContent ?? '').startsWith(want), expected, { timeout: 20000 })
    .catch(async () => { throw new Error(`error: expected to start with ${JSON.stringify(expected)}, got ${JSON.stringify(await text(page, 'error'))}`); });
}

async function projectNames(page) {
  return page.locator('[data-testid="project-item"]').evaluateAll((items) => items.map((li) => li.querySelector('button').textContent));
}

/** The open project and its movie are as they were, and the engine still steps. */
async function assertIntact(page, demo) {
  assertEqual(JSON.stringify(await projectNames(page)), JSON.stringify(['Demo']), 'projects after the refusal');
  assertEqual(await text(page, 'length'), String(demo), 'movie length after the refusal');
  await page.locator('[data-testid="error"] button').click();
  await page.keyboard.press('f');
  await waitForFrame(page, 1);
}

export async function aProjectWhoseSavestateHasAnOutOfRangeTypeIndexIsRefusedNamingTheWord({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoLength(engine);
  await waitForText(page, 'length', String(demo));
  const { O_TYPE } = await imp('engine/objects/objectFields.ts');
  const bytes = await hostileProject(engine, 'objectZoo', (s, w) => { s[w.objectBase + O_TYPE * w.slotCount + 0] = 9999; });
  await page.locator('[data-testid="import-project"]').setInputFiles({ name: 'hostile.subpixel.json', mimeType: 'application/json', buffer: Buffer.from(bytes) });
  await waitForError(page, 'projectFileSavestate at hostile.subpixel.json: branches[0].savestate: state word slots[0].O_TYPE (solidBlock "block") is 9999; expected 1 (the level places a solidBlock here)');
  await assertIntact(page, demo);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aProjectWhoseSavestateWouldLoopPastItsSlotsIsRefusedAndTheAppKeepsWorking({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoLength(engine);
  await waitForText(page, 'length', String(demo));
  const { W_DYNAMIC_HIGH } = await imp('engine/state/layout.ts');
  const bytes = await hostileProject(engine, 'flat', (s) => { s[W_DYNAMIC_HIGH] = 0x7fffffff; });
  await page.locator('[data-testid="import-project"]').setInputFiles({ name: 'hang.subpixel.json', mimeType: 'application/json', buffer: Buffer.from(bytes) });
  await waitForError(page, 'projectFileSavestate at hang.subpixel.json: branches[0].savestate: state word W_DYNAMIC_HIGH is 2147483647; expected 0..0 (the dynamic slots)');
  await assertIntact(page, demo);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aBk2WhoseInputLogInflatesTo140MillionLinesIsRefusedAtTheLineLimit({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoLength(engine);
  await waitForText(page, 'length', String(demo));
  const bomb = readFileSync(join(ROOT, 'tests/fuzz/regressions/bk2-input-log-140M-lines.bk2'));
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'bomb.bk2', mimeType: 'application/octet-stream', buffer: bomb });
  await waitForError(page, 'bk2TooManyLines at bomb.bk2: Input Log.txt line 10001001: The input log is past the limit MAX_LOG_LINES (10,001,000 lines in a .bk2 input log).');
  await assertIntact(page, demo);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aMovieFilePastItsSizeLimitIsRefusedBeforeTheWorkbenchReadsIt({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoLength(engine);
  await waitForText(page, 'length', String(demo));
  // A sparse file on disk (the browser is handed its path, as a user's pick is).
  const size = 64 * 1024 * 1024 + 1;
  const path = join(mkdtempSync(join(tmpdir(), 'subpixel-e2e-big-')), 'big.spx');
  const fd = openSync(path, 'w');
  ftruncateSync(fd, size);
  closeSync(fd);
  await page.locator('[data-testid="import-movie"]').setInputFiles(path);
  await waitForError(page, `fileTooLarge at big.spx: file: The file (${size} bytes) is past the limit MAX_JSON_FILE_BYTES (67,108,864 bytes in a .spx or project file).`);
  await assertIntact(page, demo);
  assertEqual(errors.join('\n'), '', 'console errors');
}
