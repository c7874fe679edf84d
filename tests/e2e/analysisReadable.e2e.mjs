/**
 * Analysis results people can read (issue 12, points 17–21) in real Chromium: a sweep that
 * skips starts inside terrain and a heatmap with axes, legend, hover values and click to load;
 * a search that misses says how close it came; the genetic search spends its whole states
 * budget; number fields show their value and Cancel empties the bar; the README's search and
 * sweep examples find what the README says.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, goto, openApp, text, until, waitForFrame, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

async function wallsAt30(page) {
  await page.locator('[data-testid="level-select"]').selectOption('walls');
  await waitForText(page, 'level-name', 'walls');
  await goto(page, 30);
}

async function fill(page, fields) {
  for (const [key, value] of Object.entries(fields)) await page.locator(`[data-testid="analysis-${key}"]`).fill(String(value));
}

async function runAndWait(page) {
  await page.locator('[data-testid="analysis-run"]').click();
  await page.waitForFunction(() => /^(finished|cancelled)/.test(document.querySelector('[data-testid="analysis-outcome"]')?.textContent ?? ''), null, { timeout: 20000 })
    .catch(async () => {
      throw new Error(`analysis did not finish: ${await text(page, 'analysis-outcome')} ${await page.locator('[data-testid="analysis-error"]').allTextContents()}`);
    });
}

export async function aSweepSkipsStartsInsideTerrainAndItsHeatmapHasAxesLegendHoverAndClick({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await wallsAt30(page);
  await page.locator('[data-testid="analysis-mode"]').selectOption('sweep');
  await fill(page, { alphabet: 'R,RA', granularity: 4, horizon: 4, budget: 40, workers: 1 });
  // The wall is x 704..831, y 144..223: the starts at x 712 and 744 are inside it.
  await page.locator('[data-testid="sweep-x"]').fill('680:744:32');
  await page.locator('[data-testid="sweep-y"]').fill('180:204:24');
  await page.locator('[data-testid="sweep-speeds"]').fill('0');
  await runAndWait(page);
  await page.waitForSelector('[data-testid="sweep-heatmap-wrap"][data-cells="6"][data-skipped="4"]');
  // No result comes from a start inside the wall.
  const fromInside = await page.locator('[data-testid="analysis-result"]').evaluateAll((rs) => rs.filter((r) => /from \((712|744),/.test(r.textContent)).length);
  assertEqual(fromInside, 0, 'results from starts inside the wall');
  const legend = await text(page, 'heatmap-legend');
  for (const words of ['nothing found', 'not searched yet', 'inside terrain (skipped)', 'x, y in px']) if (!legend.includes(words)) throw new Error(`legend lacks "${words}": ${legend}`);
  // Hover values: find the squares of (712, 204) and (680, 204) through the page's own layout.
  const { heatmapLayout } = await imp('workbench/src/plots/drawSweepHeatmap.ts');
  const { loadBuiltinLevel } = await imp('engine/level/builtin/index.ts');
  const canvas = page.locator('[data-testid="sweep-heatmap"]');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const layout = heatmapLayout({ xs: [680, 712, 744], ys: [180, 204] }, loadBuiltinLevel('walls'), { x: 0, y: 0, width: box.width, height: box.height });
  const at = (x, y) => ({ x: box.x + layout.plot.x + layout.wx(x), y: box.y + layout.plot.y + layout.wy(y) });
  await page.mouse.move(at(712, 204).x, at(712, 204).y);
  await waitForText(page, 'heatmap-tip', '(712, 204): inside terrain, skipped');
  await page.mouse.move(at(680, 204).x, at(680, 204).y);
  await page.waitForFunction(() => /^\(680, 204\): speed 0: /.test(document.querySelector('[data-testid="heatmap-tip"]')?.textContent ?? ''));
  // The axes: tick labels drawn left of and under the plot (neutral grey text on the dark margin).
  const marginInk = await canvas.evaluate((c, plotX) => {
    const d = c.getContext('2d').getImageData(0, 0, Math.floor(plotX * devicePixelRatio) - 1, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 120 && Math.abs(d[i] - d[i + 2]) < 10) n++;
    return n;
  }, layout.plot.x);
  if (marginInk < 20) throw new Error(`y axis labels: ${marginInk} pixels of ink`);
  // Click a square: its start loads as a branch (the player placed there at frame 30).
  await page.mouse.click(at(680, 204).x, at(680, 204).y);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="branch"] strong')].some((s) => s.textContent.startsWith('start (680, 204)') || s.textContent.includes('#')));
  const name = await page.locator('[data-testid="branch"] strong').first().textContent();
  await page.locator('[data-testid="load-replace"]').first().click();
  await waitForFrame(page, 30);
  // The cursor was at frame 30 before the load too: wait for the loaded branch's state itself
  // (on a busy machine the inspector can still show the old movie's frame 30 here).
  if (name.startsWith('start')) {
    await page.waitForFunction(() => (Number(document.querySelector('[data-testid="inspector-x-raw"]')?.textContent) >> 8) === 680, undefined, { timeout: 15000 })
      .catch(() => undefined);
    assertEqual(Number(await text(page, 'inspector-x-raw')) >> 8, 680, 'x at the loaded start');
  }
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aSearchThatMissesSaysHowCloseItCameAndKeepsItsBestAttempt({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await wallsAt30(page);
  await page.locator('[data-testid="analysis-objective"]').selectOption('reach');
  await page.locator('[data-testid="analysis-reach"]').fill('3000,100,4');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('beam');
  await fill(page, { alphabet: 'R,RA', granularity: 4, horizon: 8, budget: 300, seed: 5, workers: 1 });
  await runAndWait(page);
  const row = page.locator('[data-testid="analysis-result"]').first();
  await row.waitFor();
  assertEqual(await row.getAttribute('data-found'), 'false', 'found');
  // The same search in Node says the same thing.
  const [{ runSearch }, { loadBuiltinLevel }, { createWorld }] = await Promise.all([imp('analysis/search/runSearch.ts'), imp('engine/level/builtin/index.ts'), imp('engine/world/world.ts')]);
  const level = loadBuiltinLevel('walls');
  const w = createWorld(level, {});
  for (let f = 0; f < 30; f++) w.step(0);
  const node = await runSearch(
    { level, world: { profile: 's2', character: 'sonic', fixes: [] }, alphabet: [0x08, 0x18], granularity: 4, horizon: 8, objective: { kind: 'reach', x: 3000, y: 100, radius: 4 }, prefix: new Uint8Array(0), savestate: w.snapshot() },
    { kind: 'beam', width: 64 },
    { seed: 5, budget: { states: 300 } },
  );
  if (!/^not reached; closest \d+ px at frame \d+/.test(node.result.message)) throw new Error(`node message: ${node.result.message}`);
  const message = (await text(page, 'analysis-result-message')).split(' · ')[0];
  assertEqual(message, node.result.message, 'the miss, in words');
  // The best attempt loads as a branch.
  await page.locator('[data-testid="open-result"]').first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid="branch"] strong')?.textContent === 'reach #1 (best attempt)');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theGeneticSearchRunsUntilItsStatesBudget({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await wallsAt30(page);
  await page.locator('[data-testid="analysis-objective"]').selectOption('maxX');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('genetic');
  // 30,000 states of population 32 (28 children a generation): more than 1,000 generations.
  await fill(page, { alphabet: 'R,RA,L', granularity: 2, horizon: 4, budget: 30000, seed: 2, workers: 1, population: 32 });
  await runAndWait(page);
  assertEqual(await page.locator('[data-testid="analysis-states"]').getAttribute('data-states'), '30000', 'states evaluated');
  const [{ runSearch }, { loadBuiltinLevel }, { createWorld }] = await Promise.all([imp('analysis/search/runSearch.ts'), imp('engine/level/builtin/index.ts'), imp('engine/world/world.ts')]);
  const level = loadBuiltinLevel('walls');
  const w = createWorld(level, {});
  for (let f = 0; f < 30; f++) w.step(0);
  const node = await runSearch(
    { level, world: { profile: 's2', character: 'sonic', fixes: [] }, alphabet: [0x08, 0x18, 0x04], granularity: 2, horizon: 4, objective: { kind: 'maxX' }, prefix: new Uint8Array(0), savestate: w.snapshot() },
    { kind: 'genetic', population: 32, elites: 4, generations: Infinity },
    { seed: 2, budget: { states: 30000 } },
  );
  assertEqual(node.result.states, 30000, 'states in Node');
  assertEqual(Number(await page.locator('[data-testid="analysis-result"]').first().getAttribute('data-score')), node.result.score, 'best score');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function numberFieldsShowTheirWholeValueAndCancelEmptiesTheProgressBar({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await wallsAt30(page);
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('beam');
  await fill(page, { alphabet: 'R,RA,L,', granularity: 4, horizon: 60, budget: 20000, seed: 1234, workers: 1 });
  for (const key of ['granularity', 'horizon', 'budget', 'seed', 'workers']) {
    const [scroll, client, value] = await page.locator(`[data-testid="analysis-${key}"]`).evaluate((el) => [el.scrollWidth, el.clientWidth, el.value]);
    if (scroll > client) throw new Error(`${key} "${value}" is cut off (${scroll} px of text in ${client} px)`);
  }
  // A long search (genetic: it runs until the budget), cancelled part-way: the bar goes back to empty.
  await page.locator('[data-testid="analysis-budget"]').fill('5000000');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('genetic');
  await page.locator('[data-testid="analysis-run"]').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-progress"]')?.value) > 0, null, { timeout: 10000 });
  await page.locator('[data-testid="analysis-cancel"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-outcome"]')?.textContent.startsWith('cancelled'), null, { timeout: 10000 });
  await page.waitForSelector('[data-testid="analysis-progress"][data-running="false"]');
  assertEqual(await page.locator('[data-testid="analysis-progress"]').evaluate((p) => p.value), 0, 'progress after Cancel');
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** The README's example command lines for `search` and `sweep`, with their "# finds ..." notes. */
function readmeExamples() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const lines = readme.split('\n').map((l) => l.trim()).filter((l) => /^npx subpixel (search|sweep) /.test(l));
  return lines.map((l) => {
    const hash = l.indexOf('#');
    return { command: l.slice(0, hash < 0 ? l.length : hash).trim(), note: hash < 0 ? '' : l.slice(hash + 1).trim() };
  });
}

/** Splits a README command line into arguments (double-quoted ones kept whole). */
function argv(command) {
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]).slice(2);
}

export async function theReadmeSearchAndSweepExamplesFindWhatTheySay({ page, baseUrl }) {
  const examples = readmeExamples();
  const search = examples.find((e) => e.command.startsWith('npx subpixel search'));
  const sweep = examples.find((e) => e.command.startsWith('npx subpixel sweep'));
  if (search === undefined || sweep === undefined) throw new Error('the README has no search or sweep example');
  const dir = mkdtempSync(join(tmpdir(), 'subpixel-readme-'));
  // Run where a reader would (the repository's paths resolve), writing into a scratch folder.
  symlinkSync(join(ROOT, 'tests'), join(dir, 'tests'));
  const { main } = await imp('workbench/cli/main.ts');
  const cwd = process.cwd();
  try {
    // The CLI in this process (no second Node start-up), in the scratch folder as its cwd.
    const run = async (command) => {
      const out = [];
      process.chdir(dir);
      try {
        const code = await main(argv(command), { out: (l) => out.push(l), err: () => {} });
        if (code !== 0) throw new Error(`${command}: exit code ${code}`);
      } finally {
        process.chdir(cwd);
      }
      return out;
    };
    // search: "# finds a zip ...": found, verified, the movie written.
    if (!/^finds a zip\b/.test(search.note)) throw new Error(`search note: ${search.note}`);
    const found = JSON.parse((await run(search.command)).at(-1));
    assertEqual(found.found, true, 'search found');
    assertEqual(found.verified, true, 'search verified');
    if (found.out === null) throw new Error('the search wrote no movie');
    // sweep: "# finds landOnAir from every start on the floor; ... skipped".
    const m = /^finds (\w+) from (\d+) starts?\b.*?(\d+) .*skipped/.exec(sweep.note);
    if (m === null) throw new Error(`sweep note: ${sweep.note}`);
    const out = (await run(sweep.command)).map((l) => JSON.parse(l));
    const summary = out.at(-1);
    const hits = out.slice(0, -1);
    assertEqual(hits.length, Number(m[2]), 'sweep hits');
    assertEqual(hits.every((h) => h.detector === m[1]), true, `every hit is ${m[1]}`);
    assertEqual(summary.skipped, Number(m[3]), 'starts skipped');

    // The zip movie the search wrote, opened in the workbench on its level: the detector timeline shows the zip.
    const errors = await openApp(page, baseUrl);
    const levelArg = argv(search.command)[argv(search.command).indexOf('--level') + 1];
    await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'zip.spx', mimeType: 'application/json', buffer: readFileSync(join(dir, found.out)) });
    await page.waitForSelector('[data-testid="import-level-prompt"]');
    await page.locator('[data-testid="import-level-for-movie"]').setInputFiles({ name: 'level.json', mimeType: 'application/json', buffer: readFileSync(join(ROOT, levelArg)) });
    await waitForText(page, 'level-name', 'glitch-platform-wall');
    const length = Number(await text(page, 'length'));
    await page.keyboard.press('End');
    await waitForFrame(page, length);
    await until(async () => (await text(page, 'hit-summary')).includes('zip'), 'a zip on the detector timeline');
    assertEqual(errors.join('\n'), '', 'console errors');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
