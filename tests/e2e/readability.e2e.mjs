/**
 * Readability and keyboard focus (issue 12, points 22–23) in real Chromium: sensor labels that
 * never overlap and sit on a dark plate, the level view's legend, an inspector that does not
 * push the panels around while stepping, notices that do not move the layout and can be
 * dismissed, a toolbar that fits at 1280 px, the first-run hint; Escape out of the go-to box,
 * go-to text that says what is wrong, and a marker box that edits the marker it opened on.
 */
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, canvasPixels, goto, importMovie, openApp, text, until, waitForFrame, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

const overlap = (a, b) => a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

export async function sensorLabelsNeverOverlapAndSitOnADarkPlate({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await page.evaluate(() => {
    window.__labels = [];
    addEventListener('subpixel:drawn', (e) => window.__labels.push({ frame: e.detail.frame, labels: e.detail.labels }));
  });
  // Standing, running, in the loop (sensors rotate and crowd), and in the air.
  for (const f of [20, 100, 250, 300, 362, 380]) await goto(page, f);
  const paints = await page.evaluate(() => window.__labels);
  let checked = 0;
  for (const { frame, labels } of paints) {
    const boxes = [];
    for (let i = 0; i < labels.length; i += 4) boxes.push(labels.slice(i, i + 4));
    if (boxes.length < 6) throw new Error(`frame ${frame}: only ${boxes.length} labels drawn`);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) if (overlap(boxes[i], boxes[j])) throw new Error(`frame ${frame}: labels ${JSON.stringify(boxes[i])} and ${JSON.stringify(boxes[j])} overlap`);
    }
    checked++;
  }
  if (checked < 6) throw new Error(`${checked} paints checked`);
  // Each label sits on a dark plate whatever the terrain under it: the plate's corners are dark.
  const last = paints[paints.length - 1].labels;
  const size = await page.locator('[data-testid="level-canvas"]').evaluate((c) => ({ width: c.getBoundingClientRect().width, height: c.getBoundingClientRect().height }));
  const points = [];
  for (let i = 0; i < last.length; i += 4) {
    const [x, y, w, h] = last.slice(i, i + 4);
    if (x < 0 || y < 0 || x + w >= size.width || y + h >= size.height) continue;
    points.push([x + 1, y + 1], [x + w - 2, y + h - 2]);
  }
  const corners = await canvasPixels(page, points);
  if (corners.length < 8) throw new Error(`${corners.length} label corners on screen`);
  for (const [r, g, b] of corners) if (0.2126 * r + 0.7152 * g + 0.0722 * b > 40) throw new Error(`a label plate corner is not dark: ${r},${g},${b}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theLevelViewHasALegendOfItsColours({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  const { SOLID_ALL, SOLID_TOP, SOLID_LRB } = await imp('workbench/src/view/solidityColors.ts');
  const css = (c) => `rgb(${c[0]}, ${c[1]}, ${c[2]})`;
  for (const [id, colour, words] of [['legend-solid-all', SOLID_ALL, 'solid'], ['legend-solid-top', SOLID_TOP, 'top only'], ['legend-solid-lrb', SOLID_LRB, 'sides+bottom']]) {
    const item = page.locator(`[data-testid="${id}"]`);
    assertEqual((await item.textContent()).trim(), words, `${id} words`);
    assertEqual(await item.locator('.swatch').evaluate((s) => getComputedStyle(s).backgroundColor), css(colour), `${id} swatch`);
  }
  for (const id of ['legend-ground', 'legend-air', 'legend-sensor-floor', 'legend-sensor-push', 'legend-inside']) {
    if (!(await page.locator(`[data-testid="${id}"]`).isVisible())) throw new Error(`${id} is not shown`);
  }
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function thePanelsDoNotMoveWhileSteppingAndNoticesDoNotShiftTheLayout({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  // The object zoo: objects load and unload as the player runs, the events line changes.
  await page.locator('[data-testid="level-select"]').selectOption('objectZoo');
  await waitForText(page, 'level-name', 'objectZoo');
  await page.locator('[data-testid="tab-text"]').click();
  // Running right, jumping half the time, through the zoo (as setup.e2e's object-list test does).
  await page.locator('[data-testid="movie-text"]').fill('20,RA\n20,R\n'.repeat(23));
  await waitForText(page, 'length', '920');
  await page.locator('[data-testid="tab-roll"]').click();
  const tops = new Set();
  const objectCounts = new Set();
  for (let f = 0; f <= 900; f += 90) {
    await goto(page, f);
    tops.add(await page.locator('[data-testid="run-panel"]').evaluate((el) => Math.round(el.getBoundingClientRect().top)));
    objectCounts.add(await page.locator('[data-testid="object-list"] tbody tr').count());
  }
  if (objectCounts.size < 2) throw new Error(`the object list never changed (${[...objectCounts]}): the test shows nothing`);
  assertEqual(tops.size, 1, `panel positions while stepping (${[...tops].join(', ')})`);

  // A notice (and an error) over the view: nothing else moves; each is dismissed with its ✕.
  const layout = () => page.evaluate(() => ['level-canvas', 'piano-roll', 'inspector'].map((id) => JSON.stringify(document.querySelector(`[data-testid="${id}"]`).getBoundingClientRect())));
  const before = await layout();
  await importMovie(page, 'notice.txt', '10,R\n', 10);
  await page.waitForSelector('[data-testid="notice"]');
  await page.locator('[data-testid="goto"]').fill('abc');
  await page.locator('[data-testid="goto"]').press('Enter');
  assertEqual(JSON.stringify(await layout()), JSON.stringify(before), 'layout with a notice shown');
  await page.locator('[data-testid="dismiss-notice"]').first().click();
  await page.waitForSelector('[data-testid="notice"]', { state: 'detached' });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theToolbarFitsOneRowAt1280AndTheFirstRunHintSaysWhatToDo({ page, baseUrl }) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-hint') === null) {
      localStorage.removeItem('subpixel-first-run-dismissed');
      sessionStorage.setItem('e2e-hint', '1');
    }
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  const errors = await openApp(page, baseUrl);
  const bar = await page.locator('.toolbar').evaluate((t) => ({
    overflow: t.scrollWidth - t.clientWidth,
    rows: new Set([...t.children].map((c) => Math.round(c.getBoundingClientRect().top + c.getBoundingClientRect().height / 2))).size,
    height: t.getBoundingClientRect().height,
    clipped: [...t.children].filter((c) => c.getBoundingClientRect().right > t.getBoundingClientRect().right + 0.5).map((c) => c.textContent),
  }));
  if (bar.overflow > 0 || bar.clipped.length > 0 || bar.height > 40) throw new Error(`toolbar at 1280 px: ${JSON.stringify(bar)}`);
  // While recording the toolbar must still fit (the mode button's text changes).
  await page.keyboard.press('q');
  await waitForText(page, 'mode', '● record');
  assertEqual(await page.locator('.toolbar').evaluate((t) => t.scrollWidth <= t.clientWidth), true, 'toolbar fits while recording');
  await page.keyboard.press('q');

  // First run: the hint says what to do first; dismissed, it stays away.
  await page.waitForSelector('[data-testid="first-run"]');
  const hint = await text(page, 'first-run');
  for (const words of ['Start here', 'Space', 'F']) if (!hint.includes(words)) throw new Error(`hint lacks "${words}": ${hint}`);
  await page.locator('[data-testid="first-run-close"]').click();
  await page.waitForSelector('[data-testid="first-run"]', { state: 'detached' });
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]');
  await page.waitForSelector('[data-testid="view-frame"]');
  assertEqual(await page.locator('[data-testid="first-run"]').count(), 0, 'hint after dismissing and reloading');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function escapeLeavesTheGotoBoxBadTextSaysWhyAndTheMarkerBoxEdits({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  // G, some digits, Escape: the keyboard is the workbench's again (F advances, types nothing).
  await page.keyboard.press('g');
  assertEqual(await page.evaluate(() => document.activeElement?.dataset.testid), 'goto', 'focus after G');
  await page.keyboard.type('12');
  await page.keyboard.press('Escape');
  assertEqual(await page.evaluate(() => document.activeElement?.dataset.testid ?? null), null, 'focus after Escape');
  await page.keyboard.press('f');
  await waitForFrame(page, 1);
  if ((await page.locator('[data-testid="goto"]').inputValue()).includes('f')) throw new Error('F typed into the go-to box');
  // Text that is not a frame says why.
  for (const [typed, why] of [['abc', '"abc" is not a frame number (digits only, e.g. 600)'], ['-5', 'frames start at 0; -5 is before the first'], ['1.5', 'frames are whole numbers; 1.5 is not']]) {
    await page.locator('[data-testid="goto"]').fill(typed);
    await page.locator('[data-testid="goto"]').press('Enter');
    await waitForText(page, 'goto-error', why);
  }
  await page.locator('[data-testid="goto"]').fill('50');
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, 50);
  await page.locator('[data-testid="marker-text"]').fill('loop entry');
  await page.locator('[data-testid="marker-text"]').press('Enter');
  await page.waitForSelector('[data-testid="marker-item"][data-frame="50"]');
  // From elsewhere, a click on frame 50's marker cell opens its text, all of it selected: typing replaces it.
  await goto(page, 40);
  await page.locator('[data-frame="50"] [data-cell="marker"]').click();
  await until(async () => (await page.evaluate(() => document.activeElement?.dataset.testid)) === 'marker-text', 'the marker box focused');
  assertEqual(await page.locator('[data-testid="marker-text"]').inputValue(), 'loop entry', 'marker box text');
  await page.keyboard.type('start');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-frame="50"] [data-cell="marker"]')?.textContent === 'start');
  assertEqual(await page.locator('[data-testid="marker-item"]').count(), 1, 'markers');
  assertEqual(errors.join('\n'), '', 'console errors');
}
