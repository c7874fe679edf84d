/**
 * Analysis in real Chromium: a seeded search from the current frame in the analysis worker,
 * its result opened as a branch; and the detector timeline showing the hit of a recorded
 * glitch movie (tests/glitch-movies) after importing it.
 */
import { readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertEqual, openApp, text, waitForFrame, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function aSeededSearchFromTheCurrentFrameOpensAsABranch({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="level-select"]').selectOption('walls');
  await waitForText(page, 'level-name', 'walls');
  // Start from frame 30 of the (empty) walls movie: the savestate after 30 idle frames.
  await page.locator('[data-testid="goto"]').fill('30');
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, 30);
  await page.locator('[data-testid="analysis-objective"]').selectOption('maxX');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('beam');
  await page.locator('[data-testid="analysis-alphabet"]').fill('R,RA');
  await page.locator('[data-testid="analysis-granularity"]').fill('4');
  await page.locator('[data-testid="analysis-horizon"]').fill('6');
  await page.locator('[data-testid="analysis-budget"]').fill('200');
  await page.locator('[data-testid="analysis-seed"]').fill('7');
  await page.locator('[data-testid="analysis-workers"]').fill('2');
  await page.locator('[data-testid="analysis-run"]').click();
  await page.locator('[data-testid="analysis-result"]').first().waitFor({ timeout: 15000 });
  await page.waitForSelector('[data-testid="analysis-progress"][data-running="false"]', { timeout: 15000 });
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
