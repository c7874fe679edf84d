/**
 * Sonic 2 acts in real Chromium, from the s2disasm checkout at ../shared/disasm/s2
 * (SUBPIXEL_DISASM_S2 elsewhere; skipped with a message when it is absent): the same folder
 * picker as Sonic 1's reads the Sonic 2 importer's files (importers/s2/s2DisasmFolder.ts) with
 * its progress and lists the 20 acts; EHZ1 loads as one undoable level change with the s2
 * profile, in the collision view (its art is not drawn yet), plays the demo movie to the hash
 * the engine gives in Node on the level the CLI imports, with and without CPU Tails; the object
 * list shows its rings, bridge and spring from Sonic 2's object RAM; the movie records the act
 * (`{"game": "s2"}`), and a reload opens on the stored act without the folder. A damaged act
 * file is one error naming it; terrain only loads an act without its rings and objects.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, demoInputs, exportAs, goto, openApp, recordFigure, skip, text, waitForFrame, waitForHash, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

/** The Sonic 2 checkout, or a skip saying why not. */
function disasmS2Dir() {
  const dir = [process.env.SUBPIXEL_DISASM_S2, join(ROOT, '../shared/disasm/s2')].find((d) => d && existsSync(join(d, 's2.asm')));
  if (dir === undefined) skip('no Sonic 2 disassembly at ../shared/disasm/s2 and SUBPIXEL_DISASM_S2 unset');
  return dir;
}

/** The act as the CLI imports it (`--level s2:<id> --disasm <dir>`). */
async function cliAct(dir, id, objects = true) {
  const { importS2Act, clearDisasmCache } = await imp('workbench/cli/disasmLevels.ts');
  clearDisasmCache();
  return importS2Act(id, { disasmS2: dir, objects });
}

function hashAfter(engine, level, inputs, frames, options = {}) {
  const world = engine.createWorld(level, options);
  for (let f = 0; f < frames; f++) world.step(inputs[f]);
  return world.hash();
}

async function openFolder(page, dir) {
  const started = Date.now();
  await page.locator('[data-testid="disasm-folder"]').setInputFiles(dir);
  await page.waitForSelector('[data-testid="disasm-folder-info"], [data-testid="disasm-error"]', { timeout: 60000 });
  return Date.now() - started;
}

async function objectTypes(page) {
  await page.locator('[data-testid="object-list"]').waitFor();
  return page.locator('[data-testid="object-list"] tbody tr td:nth-child(2)').allTextContents();
}

export async function aSonic2ActLoadsFromTheS2DisassemblyFolderPlaysAsInNodeAndStaysWithTheProject({ page, baseUrl, artifacts, engine }) {
  const dir = disasmS2Dir();
  const errors = await openApp(page, baseUrl);
  const inputs = demoInputs(engine);

  // The same picker: the Sonic 2 importer's files only, with progress; the 20 acts listed.
  const progressSeen = page.waitForSelector('[data-testid="disasm-progress"]', { timeout: 60000 }).then(() => true);
  const openMs = await openFolder(page, dir);
  if (!(await progressSeen)) throw new Error('no progress shown while reading');
  const info = page.locator('[data-testid="disasm-folder-info"]');
  const infoText = await info.textContent();
  if (!/: 155 files, \d+ KB, Sonic 2 REV01 \(as it builds\)$/.test(infoText)) throw new Error(`folder info: ${infoText}`);
  const acts = await page.locator('[data-testid="act-select"] option').evaluateAll((os) => os.map((o) => o.value));
  assertEqual(acts.join(','), 'ehz1,ehz2,cpz1,cpz2,arz1,arz2,cnz1,cnz2,htz1,htz2,mcz1,mcz2,ooz1,ooz2,mtz1,mtz2,mtz3,scz,wfz,dez', 'acts listed');
  assertEqual(await page.locator('[data-testid="disasm-revision"]').isDisabled(), true, 'the revision select on a Sonic 2 folder');

  // EHZ1: one undoable level change with the s2 profile, the level the CLI imports (same hash).
  // (The demo is on s1 first, so the change names the profile too.)
  await page.locator('[data-testid="profile-select"]').selectOption('s1');
  await waitForText(page, 'save-status', 'saved');
  const t0 = Date.now();
  await page.locator('[data-testid="act-select"]').selectOption('ehz1');
  const { level: ehz1 } = await cliAct(dir, 'ehz1');
  await waitForText(page, 'level-name', ehz1.name, 30000);
  const pickMs = Date.now() - t0;
  const labels = await page.locator('[data-testid="history-entry"]').allTextContents();
  if (!labels.some((l) => l.includes(`settings: level ${ehz1.name}, profile s2`))) throw new Error(`history: ${labels.join(' | ')}`);
  const { unportedEntries } = await imp('importers/s2/s2UnportedEntries.ts');
  const left = unportedEntries(ehz1, 'ehz1').length;
  await waitForText(page, 'act-warnings-summary', `ehz1: ${left} import warnings`);
  await waitForText(page, 'picture-notice', "collision view: Sonic 2's art is not drawn yet");
  recordFigure(artifacts, 's2ActFolderReadMs', Number(await info.getAttribute('data-read-ms')));
  recordFigure(artifacts, 's2ActFolderParseMs', Number(await info.getAttribute('data-parse-ms')));
  recordFigure(artifacts, 's2ActFolderOpenMs', openMs);
  recordFigure(artifacts, 's2ActImportMs', Number(await page.locator('[data-testid="act-warnings"]').getAttribute('data-import-ms')));
  recordFigure(artifacts, 's2ActPickToLoadedMs', pickMs);

  // The object list from Sonic 2's object RAM: two rings in range at the start; the bridge, the
  // path swapper and the spring as Sonic runs on (frame 420 of the demo movie), at Node's hash.
  await waitForFrame(page, 0);
  assertEqual((await objectTypes(page)).filter((t) => t === 'ring').length, 2, 'rings in range at the start');
  await goto(page, 420);
  await waitForHash(page, hashAfter(engine, ehz1, inputs, 420));
  const at420 = await objectTypes(page);
  for (const want of ['Obj11 bridge', 'Obj41 spring', 'Obj03 path swapper']) if (!at420.includes(want)) throw new Error(`objects at 420: ${at420.join(', ')}`);
  await page.screenshot({ path: join(artifacts, 's2-act-ehz1.png') });
  await page.keyboard.press('End');
  await waitForFrame(page, inputs.length);
  const end = hashAfter(engine, ehz1, inputs, inputs.length);
  await waitForHash(page, end);

  // A partner is allowed on a Sonic 2 act (the engine runs Tails there): CPU Tails plays to Node's hash.
  assertEqual(await page.locator('[data-testid="partner-select"]').isDisabled(), false, 'the partner select on a Sonic 2 act');
  await page.locator('[data-testid="partner-select"]').selectOption('tails:cpu');
  await page.waitForSelector('[data-testid="inspector-partner"]');
  await page.keyboard.press('End');
  await waitForFrame(page, inputs.length);
  await waitForHash(page, hashAfter(engine, ehz1, inputs, inputs.length, { partner: { character: 'tails', control: 'cpu' } }));
  await page.keyboard.press('Control+z');
  await page.waitForSelector('[data-testid="inspector-partner"]', { state: 'detached' });

  // The movie records the act.
  const spx = JSON.parse((await exportAs(page, 'spx')).toString('utf8'));
  assertEqual(JSON.stringify(spx.meta.level), JSON.stringify({ name: ehz1.name, hash: ehz1.hash >>> 0, act: { game: 's2', id: 'ehz1', revision: 1, objects: true } }), 'the .spx level reference');
  const spxBytes = await exportAs(page, 'spx');
  await waitForText(page, 'save-status', 'saved');

  // A reload opens on the stored act without the folder; the act is listed among the stored ones.
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await waitForText(page, 'level-name', ehz1.name);
  assertEqual(await page.locator('[data-testid="disasm-folder-info"]').count(), 0, 'folder read again after the reload');
  const stored = await page.locator('[data-testid="level-select"] option').allTextContents();
  if (!stored.includes('s2:ehz1 (REV01)')) throw new Error(`stored acts in the level select: ${stored.join(', ')}`);
  await page.keyboard.press('End');
  await waitForFrame(page, inputs.length);
  await waitForHash(page, end);

  // The exported movie comes back on the act, without asking for a level.
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'ehz1.spx', mimeType: 'application/octet-stream', buffer: spxBytes });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="notice"]')].some((e) => e.textContent.startsWith('Imported ehz1.spx')), null, { timeout: 15000 });
  assertEqual(await page.locator('[data-testid="import-level-prompt"]').count(), 0, 'asked for a level');
  await waitForText(page, 'level-name', ehz1.name);
  await page.keyboard.press('End');
  await waitForFrame(page, inputs.length);
  await waitForHash(page, end);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aDamagedSonic2ActFileShowsAnErrorNamingItAndTheFolderStaysUsable({ page, baseUrl }) {
  const dir = disasmS2Dir();
  const errors = await openApp(page, baseUrl);
  const level = await text(page, 'level-name');
  const copy = join(mkdtempSync(join(tmpdir(), 'subpixel-e2e-s2-')), 's2');
  try {
    cpSync(dir, copy, { recursive: true });
    const layout = join(copy, 'level/layout/EHZ_2.kos');
    writeFileSync(layout, readFileSync(layout).subarray(0, 64));
    await openFolder(page, copy);
    await page.locator('[data-testid="disasm-folder-info"]').waitFor();
    await page.locator('[data-testid="act-select"]').selectOption('ehz2');
    await page.waitForSelector('[data-testid="disasm-error"][data-code="truncatedFile"]');
    assertEqual(await text(page, 'disasm-error-file'), 'level/layout/EHZ_2.kos at byte 64', 'the truncated file and offset');
    assertEqual(await text(page, 'level-name'), level, 'level after the refused act');
    // Another act of the same folder loads.
    await page.locator('[data-testid="act-select"]').selectOption('cpz1');
    await page.waitForSelector('[data-testid="disasm-error"]', { state: 'detached' });
    await waitForText(page, 'level-name', 'Chemical Plant Zone act 1 (Sonic 2 REV01)', 30000);
    await page.locator('[data-testid="object-list"]').waitFor();
    // Terrain only: the act without its rings and objects (`--no-objects`), the CLI's level.
    await page.locator('[data-testid="disasm-terrain-only"]').check();
    await page.locator('[data-testid="load-act"]').click();
    const { level: bare } = await cliAct(dir, 'cpz1', false);
    await waitForText(page, 'act-warnings-summary', 'cpz1: every placement has an engine port');
    await page.waitForSelector('[data-testid="object-list"]', { state: 'detached' });
    const stored = await page.locator('[data-testid="level-select"] option').allTextContents();
    if (!stored.includes('s2:cpz1 (REV01, terrain only)')) throw new Error(`stored acts: ${stored.join(', ')}`);
    assertEqual(await text(page, 'level-name'), bare.name, 'the terrain-only act');
  } finally {
    rmSync(dirname(copy), { recursive: true, force: true });
  }
  assertEqual(errors.join('\n'), '', 'console errors');
}
