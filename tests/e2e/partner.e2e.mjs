/**
 * Player 2 and water in real Chromium: the partner select (Sonic 2's CPU Tails, then a second
 * pad), the piano roll's P2 column set, the inspector's partner table, all against the engine in
 * Node; the water level's surface and air rows.
 */
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, openApp, text, waitForCanvas, waitForFrame, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

function demoInputs(engine) {
  const s = engine.parseInputScript(engine.DEMO_SCRIPT, 'demo.txt');
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** The world in Node after `words` (player 1's byte, the second pad's in bits 8..15). */
function runWords(engine, level, options, words) {
  const world = engine.createWorld(engine.loadBuiltinLevel(level), options);
  for (const w of words) world.step(w);
  return world;
}

async function waitForHash(page, hash) {
  await page.waitForFunction((h) => document.querySelector('[data-testid="state-hash"]')?.textContent === h, hash, { timeout: 15000 })
    .catch(async () => {
      throw new Error(`state hash: expected ${hash}, got ${await text(page, 'state-hash')}`);
    });
}

export async function cpuTailsFollowsInTheWorkbenchAsInNodeAndASecondPadDrivesTheHumanPartner({ page, baseUrl, artifacts, engine }) {
  const errors = await openApp(page, baseUrl);
  const [{ P_X, P_Y, CPU_ROUTINE }, { P2_SHIFT }] = await Promise.all([imp('engine/state/layout.ts'), imp('engine/input.ts')]);
  const inputs = demoInputs(engine);
  const length = Number(await text(page, 'length'));
  assertEqual(length, inputs.length, 'demo length');
  // No partner: one column set, no partner table.
  assertEqual(await page.locator('[data-frame="0"] [data-pad="2"]').count(), 0, 'P2 cells without a partner');

  // CPU Tails: the demo's final hash and the partner's position are Node's.
  await page.locator('[data-testid="partner-select"]').selectOption('tails:cpu');
  await page.waitForSelector('[data-testid="inspector-partner"]');
  await page.keyboard.press('End');
  await waitForFrame(page, length);
  const cpu = runWords(engine, engine.DEMO_LEVEL, { partner: { character: 'tails', control: 'cpu' } }, inputs);
  await waitForHash(page, cpu.hash());
  const base = cpu.partnerBase;
  assertEqual(Number(await text(page, 'inspector-p2x-raw')), cpu.state[base + P_X], 'partner x at the end');
  assertEqual(Number(await text(page, 'inspector-p2y-raw')), cpu.state[base + P_Y], 'partner y at the end');
  assertEqual(await text(page, 'inspector-p2cpu-raw'), String(cpu.state[base + CPU_ROUTINE]), 'CPU routine at the end');
  await waitForCanvas(page, (c) => c.colours >= 3, 'canvas looks blank with a partner');
  await page.screenshot({ path: join(artifacts, 'partner-cpu.png') });

  // A human partner: the P2 column set; paint its Right on frames 0..19 and jump on frame 20.
  await page.locator('[data-testid="partner-select"]').selectOption('tails:human');
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  const cell = (f, b) => page.locator(`[data-frame="${f}"] [data-button="${b}"]`);
  await cell(0, '2R').waitFor();
  const a = await cell(0, '2R').boundingBox();
  const b = await cell(19, '2R').boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 25 });
  await page.mouse.up();
  await cell(20, '2A').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-pad="2"].on').length >= 21);
  // Player 1's column is untouched.
  assertEqual(await cell(5, 'R').evaluate((e) => e.classList.contains('on')), (inputs[5] & 0x08) !== 0, 'P1 Right on frame 5');

  const words = Array.from(inputs, (v, f) => v | ((f < 20 ? 0x08 : f === 20 ? 0x10 : 0) << P2_SHIFT));
  for (let i = 0; i < 60; i++) await page.keyboard.press('f');
  await waitForFrame(page, 60);
  const human = runWords(engine, engine.DEMO_LEVEL, { partner: { character: 'tails', control: 'human' } }, words.slice(0, 60));
  await waitForHash(page, human.hash());
  assertEqual(Number(await text(page, 'inspector-p2x-raw')), human.state[base + P_X], 'human partner x at frame 60');
  await page.screenshot({ path: join(artifacts, 'partner-human.png') });

  // Back to no partner: the demo's own hash at its end.
  await page.locator('[data-testid="partner-select"]').selectOption('none');
  await page.keyboard.press('End');
  await waitForFrame(page, length);
  await waitForHash(page, runWords(engine, engine.DEMO_LEVEL, {}, inputs).hash());
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theWaterLevelShowsItsSurfaceAndTheAirCountdown({ page, baseUrl, artifacts, engine }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="level-select"]').selectOption('water');
  await waitForText(page, 'level-name', 'water');
  const level = engine.loadBuiltinLevel('water');
  await waitForText(page, 'inspector-water-raw', String(level.water.height));
  await waitForCanvas(page, (c) => c.colours >= 3, 'the water level is not drawn');
  await page.screenshot({ path: join(artifacts, 'water.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aRealActHasNoPartnerTheSelectIsOffAndLoadingOneWithAPartnerSetIsRefused({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  const [{ writeLevelText }, { syntheticAct }, { ZONE_GHZ }] = await Promise.all([
    imp('engine/level/writeLevel.ts'), imp('tests/engine/games/s1/act/support/syntheticAct.ts'), imp('engine/games/s1/act/actRules.ts'),
  ]);
  const act = syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1], [0, 1, 1]], start: { x: 0x60, y: 0x6c } });
  act.name = 'E2E act';
  const file = { name: 'e2e-act.json', mimeType: 'application/json', buffer: Buffer.from(writeLevelText(act)) };
  const select = page.locator('[data-testid="partner-select"]');
  // With a partner set, the act is refused (the level stays), and the message says what to do.
  await select.selectOption('tails:cpu');
  await page.waitForSelector('[data-testid="inspector-partner"]');
  const before = await text(page, 'level-name');
  await page.locator('[data-testid="import-level"]').setInputFiles(file);
  const refused = 'partnerRealAct at partner: a real act (Sonic 1) has no player 2: set partner to none first';
  await page.waitForFunction((m) => document.querySelector('[data-testid="error"]')?.textContent?.startsWith(m), refused, { timeout: 15000 })
    .catch(async () => {
      throw new Error(`error: expected "${refused}", got "${await text(page, 'error').catch(() => '(none)')}"`);
    });
  assertEqual(await text(page, 'level-name'), before, 'level after the refused act');
  // Without one the act loads, and the select is off there, saying why.
  await select.selectOption('none');
  await page.locator('[data-testid="import-level"]').setInputFiles(file);
  await waitForText(page, 'level-name', 'E2E act');
  await page.waitForFunction(() => document.querySelector('[data-testid="partner-select"]')?.disabled === true);
  assertEqual(await select.evaluate((e) => e.closest('label').title), 'A real act (Sonic 1) has no player 2', 'the select says why');
  assertEqual(await page.locator('[data-testid="inspector-partner"]').count(), 0, 'no partner table on a real act');
  await page.screenshot({ path: join(artifacts, 'partner-real-act.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}
