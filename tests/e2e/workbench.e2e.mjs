/** The workbench in real Chromium: loads, draws, edits, and agrees with the engine in Node. */
import { join } from 'node:path';
import { assertEqual, openApp, runInNode, text, waitForCanvas, waitForFrame, waitForText } from './support.mjs';

export async function demoLoadsWithoutConsoleErrorsAndDrawsTheLevel({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  assertEqual(await text(page, 'level-name'), 'loop', 'level');
  // The engine worker paints the canvas: wait until it shows more than a few colours.
  await waitForCanvas(page, (c) => c.colours >= 3, 'canvas looks blank');
  await page.screenshot({ path: join(artifacts, 'demo.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function paintedInputsMatchTheCliTrace({ page, baseUrl, artifacts, engine }) {
  const errors = await openApp(page, baseUrl);
  // Start from an empty movie: select frames 0..length-1 (click, go to the last, shift-click)
  // and delete them.
  const length = Number(await text(page, 'length'));
  await page.locator('[data-frame="0"] [data-cell="frame"]').click();
  await page.locator('[data-testid="goto"]').fill(String(length - 1));
  await page.keyboard.press('Enter');
  await waitForFrame(page, length - 1);
  await page.locator(`[data-frame="${length - 1}"] [data-cell="frame"]`).click({ modifiers: ['Shift'] });
  await page.keyboard.press('Control+Delete');
  await page.waitForFunction(() => document.querySelector('[data-testid="length"]')?.textContent === '0');
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);

  // Paint Right on frames 0..39 with one drag down the R column, then A on frame 40.
  const cell = (f, b) => page.locator(`[data-frame="${f}"] [data-button="${b}"]`);
  const a = await cell(0, 'R').boundingBox();
  const b = await cell(39, 'R').boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 30 });
  await page.mouse.up();
  await cell(40, 'A').click();
  await waitForText(page, 'length', '41');

  // Frame advance 90 times with F.
  for (let i = 0; i < 90; i++) await page.keyboard.press('f');
  await waitForFrame(page, 90);
  await page.screenshot({ path: join(artifacts, 'painted.png') });

  const inputs = new Uint8Array(90);
  inputs.fill(0x08, 0, 40);
  inputs[40] = 0x10;
  const { last, world } = runInNode(engine, 'loop', inputs);
  assertEqual(Number(await text(page, 'inspector-x-raw')), last.x, 'x after 90 frames');
  assertEqual(Number(await text(page, 'inspector-y-raw')), last.y, 'y after 90 frames');
  assertEqual(await text(page, 'state-hash'), world.hash(), 'hash after 90 frames');

  // Undo the jump: frame 90 recomputes without it.
  await page.keyboard.press('Control+z');
  inputs[40] = 0;
  const undone = runInNode(engine, 'loop', inputs);
  await page.waitForFunction((h) => document.querySelector('[data-testid="state-hash"]')?.textContent === h, undone.world.hash());
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function demoMovieHashMatchesNode({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const script = engine.parseInputScript(engine.DEMO_SCRIPT, 'demo.txt');
  if (!script.ok) throw new Error(script.error.message);
  const { world } = runInNode(engine, engine.DEMO_LEVEL, script.value);
  await page.keyboard.press('End');
  await waitForFrame(page, script.value.length);
  assertEqual(await text(page, 'state-hash'), world.hash(), `state hash after the demo's ${script.value.length} frames`);
  // Seek back and forward again: the snapshots must replay to the same state.
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.keyboard.press('End');
  await waitForFrame(page, script.value.length);
  assertEqual(await text(page, 'state-hash'), world.hash(), 'state hash after rewinding and replaying');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function helpPanelListsTheShortcuts({ page, baseUrl }) {
  await openApp(page, baseUrl);
  await page.keyboard.press('?');
  await page.waitForSelector('[data-testid="help-panel"]');
  const help = await text(page, 'help-panel');
  if (!help.includes('Frame advance')) throw new Error('help panel lacks "Frame advance"');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="help-panel"]', { state: 'detached' });
}

export async function aMillionFrameMovieStaysVirtualized({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  // Select frames 0..999999 and insert that many empty frames before the demo.
  await page.locator('[data-frame="0"] [data-cell="frame"]').click();
  await page.locator('[data-testid="goto"]').fill('999999');
  await page.keyboard.press('Enter');
  await waitForFrame(page, 999999);
  await page.locator('[data-frame="999999"] [data-cell="frame"]').click({ modifiers: ['Shift'] });
  await page.keyboard.press('Insert');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="length"]')?.textContent) > 1_000_000);
  const rendered = await page.locator('.roll-body .roll-row').count();
  if (rendered > 200) throw new Error(`${rendered} roll rows in the DOM for a million-frame movie`);
  await page.keyboard.press('End');
  const total = Number(await text(page, 'length'));
  await waitForFrame(page, total);
  await page.locator(`[data-frame="${total}"]`).waitFor();
  await page.screenshot({ path: join(artifacts, 'million.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}
