/**
 * Work is never lost (issue 12, points 1–6) in real Chromium: two tabs on one project, a
 * movie import, a settings change, a movie from a level that is not loaded, deleting a branch,
 * and a reload that keeps the cursor and the analysis results.
 */
import { readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, cell, demoInputs, goto, isOn, openApp, text, until, waitForBranches, waitForFrame, waitForHash, waitForText, waitOn } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);


async function projectNames(page) {
  return page.locator('[data-testid="project-item"]').evaluateAll((items) =>
    items.map((li) => `${li.querySelector('button').textContent}${li.classList.contains('current') ? '*' : ''}`).sort());
}

async function waitForProjects(page, expected) {
  await page.waitForFunction((want) => {
    const got = [...document.querySelectorAll('[data-testid="project-item"]')]
      .map((li) => `${li.querySelector('button').textContent}${li.classList.contains('current') ? '*' : ''}`).sort();
    return JSON.stringify(got) === JSON.stringify([...want].sort());
  }, expected, { timeout: 10000 }).catch(async () => {
    throw new Error(`projects: expected ${JSON.stringify(expected)}, got ${JSON.stringify(await projectNames(page))}`);
  });
}

async function reload(page) {
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await page.waitForSelector('[data-testid="view-frame"]');
}

/** A record of the page's IndexedDB (the store the workbench saves to), read directly. */
function idbGet(page, store, key) {
  return page.evaluate(([store, key]) => new Promise((done, fail) => {
    const open = indexedDB.open('subpixel');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const req = key === null ? db.transaction(store).objectStore(store).getAll() : db.transaction(store).objectStore(store).get(key);
      req.onsuccess = () => {
        db.close();
        done(JSON.parse(JSON.stringify(req.result ?? null, (_k, v) => (ArrayBuffer.isView(v) ? `bytes:${v.byteLength}` : v))));
      };
      req.onerror = () => fail(req.error);
    };
  }), [store, key]);
}

async function waitForSaved(page) {
  await waitForText(page, 'save-status', 'saved');
}

export async function twoTabsOnOneProjectNeverOverwriteEachOther({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  // Tab A edits frame 3.
  await cell(page, 3, 'A').click();
  await waitOn(page, 3, 'A');
  await waitForSaved(page);

  // Tab B opens the same project: it is told another tab edits it, and only views it.
  const b = await page.context().newPage();
  try {
    const bErrors = await openApp(b, baseUrl, { fresh: false });
    await b.waitForSelector('[data-testid="lock-banner"]');
    if (!(await text(b, 'lock-banner')).includes('another tab')) throw new Error(`banner: ${await text(b, 'lock-banner')}`);
    assertEqual(await isOn(b, 3, 'A'), true, "B shows A's saved edit");
    // An edit in B is refused, and says why (nothing is written silently).
    await cell(b, 5, 'A').click();
    await b.waitForSelector('[data-testid="error"]');
    if (!(await text(b, 'error')).startsWith('viewOnly')) throw new Error(`B's refusal: ${await text(b, 'error')}`);
    assertEqual(await isOn(b, 5, 'A'), false, "B's refused edit");

    // B takes over: A saves and lets go, and is told; B edits.
    await b.locator('[data-testid="take-over"]').click();
    await b.waitForSelector('[data-testid="lock-banner"]', { state: 'detached' });
    await page.waitForSelector('[data-testid="lock-banner"]');
    if (!(await text(page, 'lock-banner')).includes('took over')) throw new Error(`A's banner: ${await text(page, 'lock-banner')}`);
    await cell(b, 7, 'B').click();
    await waitOn(b, 7, 'B');
    await waitForSaved(b);
    // A may no longer write.
    await cell(page, 9, 'A').click();
    await page.waitForSelector('[data-testid="error"]');
    assertEqual(await isOn(page, 9, 'A'), false, "A's edit after the takeover");

    // A fresh tab has both tabs' edits.
    const c = await page.context().newPage();
    try {
      await openApp(c, baseUrl, { fresh: false });
      await waitOn(c, 3, 'A');
      await waitOn(c, 7, 'B');
      assertEqual(await isOn(c, 9, 'A'), false, 'the refused edit in a fresh tab');
    } finally {
      await c.close();
    }
    assertEqual(bErrors.join('\n'), '', 'console errors in B');
  } finally {
    await b.close();
  }
  assertEqual(errors.join('\n'), '', 'console errors in A');
}

export async function importingAMovieMakesANewProjectAndReplaceIsUndoable({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoInputs(engine).length;
  await waitForProjects(page, ['Demo*']);
  await goto(page, 100);
  await page.locator('[data-testid="branch-name"]').fill('demo branch');
  await page.locator('[data-testid="save-branch"]').click();
  await waitForBranches(page, ['demo branch']);

  // By default a movie goes into a new project; the open one is untouched.
  const script = Buffer.from('10,R\n5,R,A\n');
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'e2e-import.txt', mimeType: 'text/plain', buffer: script });
  await waitForProjects(page, ['Demo', 'e2e-import.txt*']);
  await waitForText(page, 'length', '15');
  await waitForBranches(page, []);
  await page.locator('[data-testid="project-item"]').filter({ hasText: 'Demo' }).locator('button').first().click();
  await waitForProjects(page, ['Demo*', 'e2e-import.txt']);
  await waitForText(page, 'length', String(demo));
  await waitForBranches(page, ['demo branch']);

  // "Over this movie" replaces it as one undoable edit.
  await page.locator('[data-testid="import-into"]').selectOption('replace');
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'e2e-import.txt', mimeType: 'text/plain', buffer: script });
  await waitForText(page, 'length', '15');
  await waitForProjects(page, ['Demo*', 'e2e-import.txt']);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="history-entry"]')].some((e) => e.textContent === 'import e2e-import.txt'));
  await page.keyboard.press('Control+z');
  await waitForText(page, 'length', String(demo));

  // After a reload the branch is still there and loads.
  await waitForSaved(page);
  await reload(page);
  await waitForText(page, 'length', String(demo));
  await waitForBranches(page, ['demo branch']);
  await page.locator('[data-testid="load-replace"]').first().click();
  await waitForFrame(page, 100);
  assertEqual(await page.locator('[data-testid="error"]').count(), 0, 'errors after loading the branch');
  assertEqual(errors.join('\n'), '', 'console errors');
}

function demoHashAt(engine, frames, options) {
  const world = engine.createWorld(engine.loadBuiltinLevel(engine.DEMO_LEVEL), options);
  const inputs = demoInputs(engine);
  for (let f = 0; f < frames; f++) world.step(inputs[f]);
  return world.hash();
}

export async function changingSettingsIsUndoableAndBranchesKeepTheirSettings({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  await goto(page, 200);
  const s2 = demoHashAt(engine, 200, {});
  await waitForHash(page, s2);
  await page.locator('[data-testid="branch-name"]').fill('made on s2');
  await page.locator('[data-testid="save-branch"]').click();
  await waitForBranches(page, ['made on s2']);

  // One ArrowDown on the focused profile select changes the profile: an edit like any other.
  await page.locator('[data-testid="profile-select"]').focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.querySelector('[data-testid="profile-select"]').value !== 's2');
  const other = await page.locator('[data-testid="profile-select"]').inputValue();
  await waitForHash(page, demoHashAt(engine, 200, { profile: other }));
  // The branch is still listed, marked as made with other settings.
  await waitForBranches(page, ['made on s2']);
  if (!(await text(page, 'branch-settings')).includes('(other settings)')) throw new Error(`branch settings: ${await text(page, 'branch-settings')}`);
  // Undo and redo the settings change.
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelector('[data-testid="profile-select"]').value === 's2');
  await waitForHash(page, s2);
  await page.keyboard.press('Control+y');
  await page.waitForFunction((p) => document.querySelector('[data-testid="profile-select"]').value === p, other);

  // A level change too; loading the branch switches back to the level and profile it was made with.
  await page.locator('[data-testid="level-select"]').selectOption('flat');
  await waitForText(page, 'level-name', 'flat');
  await waitForBranches(page, ['made on s2']);
  await page.locator('[data-testid="load-replace"]').first().click();
  await waitForText(page, 'level-name', 'loop');
  await page.waitForFunction(() => document.querySelector('[data-testid="profile-select"]').value === 's2');
  await waitForFrame(page, 200);
  await waitForHash(page, s2);

  // After a reload the branch still loads (no snapshotConfig refusal), from other settings too.
  await page.locator('[data-testid="profile-select"]').selectOption(other);
  await waitForHash(page, demoHashAt(engine, 200, { profile: other }));
  await waitForSaved(page);
  await reload(page);
  await waitForBranches(page, ['made on s2']);
  await page.locator('[data-testid="load-replace"]').first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid="profile-select"]').value === 's2');
  await waitForFrame(page, 200);
  await waitForHash(page, s2);
  assertEqual(await page.locator('[data-testid="error"]').count(), 0, 'errors after loading the branch');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aMovieFromALevelThatIsNotLoadedAsksForItsLevel({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoInputs(engine).length;
  const [{ parseLevelText }, { exportMovie }] = await Promise.all([imp('engine/level/parseLevel.ts'), imp('movies/formats/index.ts')]);
  const json = JSON.parse(readFileSync(join(ROOT, 'engine/level/builtin/hills.json'), 'utf8'));
  json.name = 'Mystery Zone';
  const levelText = JSON.stringify(json);
  const parsed = parseLevelText(levelText);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const inputs = new Uint8Array(240).map((_, f) => (f < 200 ? 0x08 : 0x18));
  const movie = {
    meta: { level: { name: 'Mystery Zone', hash: parsed.level.hash >>> 0 }, profile: 's2', character: 'sonic', fixes: [], author: 'e2e', rerecords: 0, created: '', modified: '', notes: '' },
    inputs, markers: [], checkpoints: [],
  };
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'mystery.spx', mimeType: 'application/json', buffer: Buffer.from(exportMovie(movie, 'spx')) });
  // Asked, not played on the loaded level: nothing changed yet.
  await page.waitForSelector('[data-testid="import-level-prompt"]');
  assertEqual(await text(page, 'import-level-name'), '"Mystery Zone"', 'the level the prompt names');
  assertEqual(await page.locator('[data-testid="notice"]').count(), 0, 'notices before choosing');
  await waitForProjects(page, ['Demo*']);
  assertEqual(await text(page, 'length'), String(demo), 'movie length while asking');
  assertEqual(await text(page, 'level-name'), 'loop', 'level while asking');

  // Another level is refused with both hashes; the right one opens the movie on it.
  const hills = readFileSync(join(ROOT, 'engine/level/builtin/hills.json'));
  await page.locator('[data-testid="import-level-for-movie"]').setInputFiles({ name: 'hills.json', mimeType: 'application/json', buffer: hills });
  await page.waitForSelector('[data-testid="error"]');
  if (!(await text(page, 'error')).startsWith('levelHashMismatch')) throw new Error(`wrong level: ${await text(page, 'error')}`);
  await page.locator('[data-testid="import-level-for-movie"]').setInputFiles({ name: 'mystery.json', mimeType: 'application/json', buffer: Buffer.from(levelText) });
  await waitForText(page, 'level-name', 'Mystery Zone');
  await waitForProjects(page, ['Demo', 'mystery.spx*']);
  await page.waitForSelector('[data-testid="import-level-prompt"]', { state: 'detached' });
  await waitForText(page, 'length', '240');
  await page.keyboard.press('End');
  await waitForFrame(page, 240);
  const world = engine.createWorld(parsed.level, {});
  for (const i of inputs) world.step(i);
  await waitForHash(page, world.hash());
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function deletingABranchIsUndoneByCtrlZ({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await goto(page, 100);
  const hash = await text(page, 'state-hash');
  await page.locator('[data-testid="branch-name"]').fill('keep me');
  await page.locator('[data-testid="save-branch"]').click();
  await waitForBranches(page, ['keep me']);
  // An input edit after the branch was saved, then the delete.
  await cell(page, 103, 'A').click();
  await waitOn(page, 103, 'A');
  await page.locator('[data-testid="delete-branch"]').first().click();
  await waitForBranches(page, []);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="history-entry"]')].some((e) => e.textContent === 'delete branch "keep me"' && e.dataset.done === 'true'));
  // Ctrl+Z brings the branch back, and only that: the input edit stays.
  await page.keyboard.press('Control+z');
  await waitForBranches(page, ['keep me']);
  assertEqual(await isOn(page, 103, 'A'), true, 'the input edit made before the delete');
  // It stays back after a reload, and loads.
  await waitForSaved(page);
  await page.waitForFunction(() => document.querySelector('[data-testid="save-status"]').textContent === 'saved');
  await reload(page);
  await waitForBranches(page, ['keep me']);
  await page.locator('[data-testid="load-replace"]').first().click();
  await waitForFrame(page, 100);
  await waitForHash(page, hash);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aReloadKeepsTheCursorAndTheAnalysisResults({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="level-select"]').selectOption('walls');
  await waitForText(page, 'level-name', 'walls');
  await goto(page, 30);
  await page.locator('[data-testid="analysis-objective"]').selectOption('maxX');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('beam');
  for (const [key, value] of [['alphabet', 'R,RA'], ['granularity', 4], ['horizon', 6], ['budget', 200], ['seed', 7], ['workers', 1]]) {
    await page.locator(`[data-testid="analysis-${key}"]`).fill(String(value));
  }
  await page.locator('[data-testid="analysis-run"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-outcome"]')?.textContent.startsWith('finished'), null, { timeout: 15000 });
  const before = await page.locator('[data-testid="analysis-result"]').evaluateAll((rs) => rs.map((r) => `${r.dataset.score}/${r.dataset.frames}`));
  if (before.length === 0) throw new Error(`the search found nothing to keep (${await page.locator('[data-testid="analysis-error"]').allTextContents()} / ${await text(page, 'analysis-outcome')})`);
  await goto(page, 77);
  // Both are in the store (read directly) before the reload.
  await until(async () => (await idbGet(page, 'projects', null)).some((p) => p.ui.cursor === 77) && (await idbGet(page, 'analyses', null)).length === 1, 'cursor and analysis stored');
  const stored = await idbGet(page, 'analyses', null);
  assertEqual(stored[0].results.length, before.length, 'stored results');

  await reload(page);
  await waitForFrame(page, 77);
  assertEqual(await text(page, 'frame'), '77', 'frame counter after the reload');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="analysis-result"]').length === n, before.length);
  const after = await page.locator('[data-testid="analysis-result"]').evaluateAll((rs) => rs.map((r) => `${r.dataset.score}/${r.dataset.frames}`));
  assertEqual(JSON.stringify(after), JSON.stringify(before), 'results after the reload');
  if (!(await text(page, 'analysis-outcome')).includes('saved')) throw new Error(`outcome: ${await text(page, 'analysis-outcome')}`);
  // A kept result still opens as a branch from the frame its run started at.
  await page.locator('[data-testid="open-result"]').first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid="branch"]')?.textContent.includes('@30'));
  assertEqual(errors.join('\n'), '', 'console errors');
}


