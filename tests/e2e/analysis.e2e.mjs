/**
 * Analysis in real Chromium: a seeded search from the current frame in the analysis worker,
 * its result opened as a branch; and the detector timeline showing the hit of a recorded
 * glitch movie (tests/glitch-movies) after importing it.
 */
import { readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, openApp, text, waitForFrame, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

/** The panel's genetic search (population 32, elites 4) from frame 30 of the walls level, in Node. */
async function geneticInNode(seed, states) {
  const [{ runSearch }, { loadBuiltinLevel }, { createWorld }, { parseAlphabet }] = await Promise.all([
    imp('analysis/search/runSearch.ts'), imp('engine/level/builtin/index.ts'), imp('engine/world/world.ts'), imp('workbench/src/panels/analysisFields.ts'),
  ]);
  const level = loadBuiltinLevel('walls');
  const w = createWorld(level, {});
  for (let f = 0; f < 30; f++) w.step(0);
  const problem = { level, world: {}, alphabet: parseAlphabet('R,RA,L'), granularity: 4, horizon: 12, objective: { kind: 'maxX' }, prefix: new Uint8Array(0), savestate: w.snapshot() };
  const { result } = await runSearch(problem, { kind: 'genetic', population: 32, elites: 4, generations: 1000 }, { seed, budget: { states } });
  return result;
}

/** Opens the walls level at frame 30 (the savestate after 30 idle frames) for the analysis panel. */
async function wallsAtFrame30(page) {
  await page.locator('[data-testid="level-select"]').selectOption('walls');
  await waitForText(page, 'level-name', 'walls');
  await page.locator('[data-testid="goto"]').fill('30');
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, 30);
}

/** Fills the panel's search fields (testid suffix → value), runs it and waits until it has finished. */
async function runPanelSearch(page, fields) {
  await page.locator('[data-testid="analysis-objective"]').selectOption('maxX');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption(fields.algorithm);
  for (const key of ['alphabet', 'granularity', 'horizon', 'budget', 'seed', 'workers', 'population']) {
    if (fields[key] !== undefined) await page.locator(`[data-testid="analysis-${key}"]`).fill(String(fields[key]));
  }
  await page.locator('[data-testid="analysis-run"]').click();
  await page.locator('[data-testid="analysis-result"]').first().waitFor({ timeout: 15000 });
  await page.waitForSelector('[data-testid="analysis-progress"][data-running="false"]', { timeout: 15000 });
}

export async function aSeededSearchFromTheCurrentFrameOpensAsABranch({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  await wallsAtFrame30(page);
  await runPanelSearch(page, { algorithm: 'beam', alphabet: 'R,RA', granularity: 4, horizon: 6, budget: 200, seed: 7, workers: 2 });
  const frames = Number(await page.locator('[data-testid="analysis-result"]').first().getAttribute('data-frames'));
  assertEqual(frames, 24, 'result frames (horizon 6 × granularity 4)');
  await page.locator('[data-testid="open-result"]').first().click();
  await page.locator('[data-testid="branch"]').first().waitFor();
  const branch = await page.locator('[data-testid="branch"]').first().textContent();
  if (!branch.includes('@30') || !branch.includes(`${30 + frames} frames`)) throw new Error(`branch row: ${branch}`);
  // Loading it replaces the movie: 30 idle frames and the result's inputs.
  await page.locator('[data-testid="load-replace"]').first().click();
  await waitForText(page, 'length', String(30 + frames));
  await page.screenshot({ path: join(artifacts, 'analysis-search.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theDetectorTimelineShowsTheHitOfAnImportedGlitchMovie({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  const name = 'landOnAir-flat-s1.spx';
  const bytes = readFileSync(join(ROOT, 'tests/glitch-movies', name));
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name, mimeType: 'application/json', buffer: bytes });
  await waitForText(page, 'level-name', 'flat');
  const length = Number(await text(page, 'length'));
  await page.keyboard.press('End');
  await waitForFrame(page, length);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="hit-timeline-wrap"]')?.getAttribute('data-hits')) > 0, null, { timeout: 10000 });
  const summary = await text(page, 'hit-summary');
  if (!summary.includes('landOnAir')) throw new Error(`timeline summary: ${summary}`);
  await page.waitForTimeout(100);
  await page.screenshot({ path: join(artifacts, 'analysis-timeline.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aTinySweepDrawsEveryCellOfItsHeatmap({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  await wallsAtFrame30(page);
  await page.locator('[data-testid="analysis-mode"]').selectOption('sweep');
  await page.locator('[data-testid="analysis-alphabet"]').fill('R,RA');
  await page.locator('[data-testid="analysis-granularity"]').fill('4');
  await page.locator('[data-testid="analysis-horizon"]').fill('4');
  await page.locator('[data-testid="analysis-budget"]').fill('40');
  await page.locator('[data-testid="analysis-workers"]').fill('2');
  // 3 × 2 cells around the player, one speed.
  const x = Number(await text(page, 'inspector-x-raw')) >> 8;
  const y = Number(await text(page, 'inspector-y-raw')) >> 8;
  await page.locator('[data-testid="sweep-x"]').fill(`${x - 32}:${x + 32}:32`);
  await page.locator('[data-testid="sweep-y"]').fill(`${y - 24}:${y}:24`);
  await page.locator('[data-testid="sweep-speeds"]').fill('0');
  await page.locator('[data-testid="analysis-run"]').click();
  await page.waitForSelector('[data-testid="analysis-progress"][data-running="false"]', { timeout: 15000 });
  await page.waitForSelector('[data-testid="sweep-heatmap-wrap"][data-cells="6"]', { timeout: 5000 });
  const outcome = await text(page, 'analysis-outcome');
  if (!outcome.startsWith('finished')) throw new Error(`sweep outcome: ${outcome}; ${await page.locator('[data-testid="analysis-error"]').textContent().catch(() => '')}`);
  // Searched cells are outlined #999 (nothing reached) or white, blended over the terrain:
  // neutral greys between the dark background and the light terrain that nothing else draws.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const outline = await page.evaluate(() => {
    const c = document.querySelector('[data-testid="sweep-heatmap"]');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - d[i + 2]) <= 4 && d[i] >= 95 && d[i] <= 200) n++;
    return n;
  });
  if (outline < 6 * 16) throw new Error(`heatmap: only ${outline} cell-outline pixels for 6 cells`);
  await page.screenshot({ path: join(artifacts, 'analysis-sweep.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aGeneticSearchOnTwoWorkersMatchesNodeWithAndWithoutSharedMemory({ page, baseUrl }) {
  const expected = await geneticInNode(3, 300);
  for (const [url, isolated] of [[baseUrl, true], [`${baseUrl}?plain`, false]]) {
    const errors = await openApp(page, url);
    // Shared memory (the kept store) only where the page is cross-origin isolated.
    assertEqual(await page.evaluate(() => crossOriginIsolated), isolated, `crossOriginIsolated at ${url}`);
    await wallsAtFrame30(page);
    await runPanelSearch(page, { algorithm: 'genetic', alphabet: 'R,RA,L', granularity: 4, horizon: 12, budget: 300, seed: 3, workers: 2, population: 32 });
    const row = page.locator('[data-testid="analysis-result"]').first();
    assertEqual(Number(await row.getAttribute('data-score')), expected.score, `best score (${isolated ? 'shared store' : 'copying'})`);
    assertEqual(Number(await row.getAttribute('data-frames')), expected.inputs.length, 'result frames');
    assertEqual(errors.join('\n'), '', 'console errors');
  }
}
