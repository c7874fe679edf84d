/**
 * Saved work in real Chromium: several projects each keeping its own movie across reloads,
 * rename and delete; a full disk (the store's put failing with QuotaExceededError) offering
 * Export; markers surviving a reload and moving with inserted frames.
 */
import { join } from 'node:path';
import { assertEqual, openApp, text, waitForFrame, waitForText, streamBytes } from './support.mjs';

function demoLength(engine) {
  const s = engine.parseInputScript(engine.DEMO_SCRIPT, 'demo.txt');
  if (!s.ok) throw new Error(s.error.message);
  return s.value.length;
}

/** The project list as "name*" (current) entries, in the panel's order. */
async function projectNames(page) {
  return page.locator('[data-testid="project-item"]').evaluateAll((items) =>
    items.map((li) => `${li.querySelector('button').textContent}${li.classList.contains('current') ? '*' : ''}`));
}

async function waitForProjects(page, expected) {
  await page.waitForFunction((want) => {
    const got = [...document.querySelectorAll('[data-testid="project-item"]')]
      .map((li) => `${li.querySelector('button').textContent}${li.classList.contains('current') ? '*' : ''}`);
    return JSON.stringify(got.sort()) === JSON.stringify([...want].sort());
  }, expected, { timeout: 10000 }).catch(async () => {
    throw new Error(`projects: expected ${JSON.stringify(expected)}, got ${JSON.stringify(await projectNames(page))}`);
  });
}

async function openProjectNamed(page, name) {
  await page.locator('[data-testid="project-item"]').filter({ hasText: name }).locator('button').first().click();
}

async function reload(page) {
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
}

export async function projectsKeepTheirOwnMoviesThroughCreateRenameSwitchDeleteAndReload({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoLength(engine);
  await waitForProjects(page, ['Demo*']);
  await waitForText(page, 'length', String(demo));

  // A new project starts with an empty movie on the same level; paint R on frame 4 (length 5).
  await page.locator('[data-testid="new-project-name"]').fill('Second');
  await page.locator('[data-testid="new-project"]').click();
  await waitForProjects(page, ['Demo', 'Second*']);
  await waitForText(page, 'length', '0');
  await page.locator('[data-frame="4"] [data-button="R"]').click();
  await waitForText(page, 'length', '5');
  await waitForText(page, 'save-status', 'saved');

  // Switching projects swaps the movie, both ways.
  await openProjectNamed(page, 'Demo');
  await waitForProjects(page, ['Demo*', 'Second']);
  await waitForText(page, 'length', String(demo));
  await openProjectNamed(page, 'Second');
  await waitForText(page, 'length', '5');

  // Rename through the prompt.
  page.once('dialog', (d) => d.accept('Renamed'));
  await page.locator('[data-testid="project-item"]').filter({ hasText: 'Second' }).locator('button[title="Rename"]').click();
  await waitForProjects(page, ['Demo', 'Renamed*']);

  // After a reload each project still has its own movie.
  await reload(page);
  const names = (await projectNames(page)).map((n) => n.replace('*', '')).sort();
  assertEqual(JSON.stringify(names), JSON.stringify(['Demo', 'Renamed']), 'projects after reload');
  await openProjectNamed(page, 'Demo');
  await waitForProjects(page, ['Demo*', 'Renamed']);
  await waitForText(page, 'length', String(demo));
  await openProjectNamed(page, 'Renamed');
  await waitForProjects(page, ['Demo', 'Renamed*']);
  await waitForText(page, 'length', '5');

  // Deleting the open project opens another; deleting the last makes a fresh one.
  page.on('dialog', (d) => void d.accept());
  await page.locator('[data-testid="project-item"]').filter({ hasText: 'Renamed' }).locator('button[title="Delete"]').click();
  await waitForProjects(page, ['Demo*']);
  await waitForText(page, 'length', String(demo));
  await reload(page);
  await waitForProjects(page, ['Demo*']);
  await waitForText(page, 'length', String(demo));
  await page.locator('[data-testid="project-item"]').filter({ hasText: 'Demo' }).locator('button[title="Delete"]').click();
  await waitForProjects(page, ['Untitled*']);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aFullDiskShowsTheQuotaMessageWithExport({ page, baseUrl, engine, artifacts }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoLength(engine);
  await waitForText(page, 'save-status', 'saved');
  // The engine worker holds the store: make every put there fail as a full disk does.
  const worker = page.workers().find((w) => w.url().includes('engineWorker'));
  if (worker === undefined) throw new Error(`no engine worker among ${page.workers().map((w) => w.url()).join(', ')}`);
  await worker.evaluate(() => {
    IDBObjectStore.prototype.put = function put() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.locator('[data-frame="0"] [data-cell="frame"]').click();
  await page.keyboard.press('Insert');
  await waitForText(page, 'length', String(demo + 1));
  await waitForText(page, 'save-status', 'error');
  const message = await text(page, 'save-error');
  if (!message.includes('no storage space left') || !message.includes('Export')) throw new Error(`quota message: ${message}`);
  await page.screenshot({ path: join(artifacts, 'quota.png') });

  // Export still works (it only reads) and holds the edit the store refused.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="quota-export"]').click()]);
  const file = JSON.parse((await streamBytes(await download.createReadStream())).toString('utf8'));
  assertEqual(file.project.name, 'Demo', 'exported project');
  assertEqual(file.movies.length, 1, 'exported movies');
  assertEqual(Buffer.from(file.movies[0].inputs, 'base64').length, demo + 1, 'exported movie length (with the unsaved frame)');
  // The workbench stays usable: frames still advance.
  await page.keyboard.press('f');
  await waitForFrame(page, 1);
  const unexpected = errors.filter((e) => !e.includes('QuotaExceededError') && !e.includes('quota'));
  assertEqual(unexpected.join('\n'), '', 'console errors');
}

export async function aMarkerSurvivesAReloadAndMovesWithInsertedFrames({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="goto"]').fill('50');
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, 50);
  await page.locator('[data-testid="marker-text"]').fill('loop entry');
  await page.locator('[data-testid="marker-text"]').press('Enter');
  const marker = (f) => page.locator(`[data-frame="${f}"] [data-cell="marker"]`);
  await page.waitForFunction(() => document.querySelector('[data-frame="50"] [data-cell="marker"]')?.textContent === 'loop entry');
  await waitForText(page, 'save-status', 'saved');

  await reload(page);
  await page.locator('[data-testid="goto"]').fill('50');
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, 50);
  assertEqual(await marker(50).textContent(), 'loop entry', 'marker text after reload');
  assertEqual(await page.locator('[data-testid="marker-text"]').inputValue(), 'loop entry', 'marker field at its frame');

  // Ten frames inserted before it: the marker is now at 60, and 50 has none.
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.locator('[data-frame="0"] [data-cell="frame"]').click();
  await page.locator('[data-frame="9"] [data-cell="frame"]').click({ modifiers: ['Shift'] });
  await page.keyboard.press('Insert');
  await page.locator('[data-testid="goto"]').fill('60');
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, 60);
  await page.waitForFunction(() => document.querySelector('[data-frame="60"] [data-cell="marker"]')?.textContent === 'loop entry');
  assertEqual(await marker(50).textContent(), '', 'frame 50 after the insert');
  await waitForText(page, 'save-status', 'saved');
  await reload(page);
  await page.locator('[data-testid="goto"]').fill('60');
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, 60);
  assertEqual(await marker(60).textContent(), 'loop entry', 'moved marker after reload');
  assertEqual(errors.join('\n'), '', 'console errors');
}
