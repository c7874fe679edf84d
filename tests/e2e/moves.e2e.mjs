/**
 * The character moves in real Chromium, played with the game's own buttons in record mode (A is
 * the keyboard's `a`): Tails flies and Knuckles glides on `flat` in Sonic 3 & Knuckles, the
 * inspector shows the move state, and the state hash is Node's for the same inputs.
 */
import { assertEqual, openApp, text, waitForFrame, waitForText } from './support.mjs';

/** Empties the loaded movie (select every frame, Ctrl+Delete) and goes to frame 0. */
async function emptyMovie(page) {
  const length = Number(await text(page, 'length'));
  if (length > 0) {
    await page.keyboard.press('Home');
    await waitForFrame(page, 0);
    await page.locator('[data-frame="0"] [data-cell="frame"]').click();
    await page.locator('[data-testid="goto"]').fill(String(length - 1));
    await page.keyboard.press('Enter');
    await waitForFrame(page, length - 1);
    await page.locator(`[data-frame="${length - 1}"] [data-cell="frame"]`).click({ modifiers: ['Shift'] });
    await page.keyboard.press('Control+Delete');
    await waitForText(page, 'length', '0');
  }
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
}

/** Loads `flat` as `character` in s3k with an empty movie, focus back on the page. */
async function setUp(page, character) {
  await page.locator('[data-testid="level-select"]').selectOption('flat');
  await waitForText(page, 'level-name', 'flat');
  await page.locator('[data-testid="profile-select"]').selectOption('s3k');
  await page.locator('[data-testid="character-select"]').selectOption(character);
  await emptyMovie(page);
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
}

/**
 * Records `plan` ([frames, holdA]...) with F in record mode, one frame at a time (each advance
 * reads the held buttons when the worker takes it); returns the inputs written.
 */
async function record(page, plan) {
  await page.keyboard.press('q');
  const inputs = [];
  for (const [frames, a] of plan) {
    if (a) await page.keyboard.down('a');
    for (let i = 0; i < frames; i++) {
      await page.keyboard.press('f');
      inputs.push(a ? 0x10 : 0);
      await waitForFrame(page, inputs.length);
    }
    if (a) await page.keyboard.up('a');
  }
  return inputs;
}

function nodeHash(engine, character, inputs) {
  const world = engine.createWorld(engine.loadBuiltinLevel('flat'), { profile: 's3k', character });
  for (const i of inputs) world.step(i);
  return world;
}

export async function tailsFliesAndKnucklesGlidesWithTheJumpButtonInRecordMode({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);

  await setUp(page, 'tails');
  // Land, jump holding A, let go, press A again in the air: flight.
  const tails = await record(page, [[40, false], [10, true], [3, false], [1, true], [6, false]]);
  assertEqual(await text(page, 'inspector-flight-raw'), '1', 'Tails flying');
  const world = nodeHash(engine, 'tails', tails);
  assertEqual(await text(page, 'inspector-flightTimer-raw'), String(world.state[engine.P_DOUBLE_JUMP_PROP]), 'flight time');
  assertEqual(await text(page, 'state-hash'), world.hash(), 'state hash after the flight');

  await page.keyboard.press('q');
  await setUp(page, 'knuckles');
  // The same, keeping A held after the second press: the glide.
  const knuckles = await record(page, [[40, false], [10, true], [3, false], [8, true]]);
  assertEqual(await text(page, 'inspector-glide-raw'), '1', 'Knuckles gliding');
  assertEqual(await text(page, 'state-hash'), nodeHash(engine, 'knuckles', knuckles).hash(), 'state hash after the glide');
  assertEqual(errors.join('\n'), '', 'console errors');
}
