/**
 * The character moves in real Chromium, played with the game's own buttons in record mode (A is
 * the keyboard's `a`): Tails flies and Knuckles glides on `flat` in Sonic 3 & Knuckles, Sonic
 * drop dashes with the Level & movie panel's "drop dash (Mania)" box ticked (kept over a reload),
 * the inspector shows the move state, and the state hash is Node's for the same inputs.
 */
import { assertEqual, lastNotice, openApp, text, waitForFrame, waitForText } from './support.mjs';

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
  return recordMore(page, plan, []);
}

/** Goes on recording `plan` in record mode after `inputs` (the frames recorded so far); returns them all. */
async function recordMore(page, plan, inputs) {
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

/** The inspector's drop dash row: [raw value, text]. */
async function dropDashRow(page) {
  const raw = page.locator('[data-testid="inspector-dropDash-raw"]');
  return [(await raw.textContent())?.trim(), (await raw.locator('xpath=following-sibling::td[1]').textContent())?.trim()];
}

export async function theDropDashBoxGivesSonicTheDropDashAsOneUndoableSettingKeptOverAReload({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="level-select"]').selectOption('flat');
  await waitForText(page, 'level-name', 'flat');
  await page.locator('[data-testid="profile-select"]').selectOption('s2');
  const box = page.locator('[data-testid="drop-dash"]');
  assertEqual(await box.isChecked(), false, 'the drop dash box by default');
  // Sonic's only: off for Tails, and its title says why.
  await page.locator('[data-testid="character-select"]').selectOption('tails');
  await page.waitForFunction(() => document.querySelector('[data-testid="drop-dash"]')?.disabled === true, null, { timeout: 10000 });
  const title = await box.locator('xpath=..').getAttribute('title');
  if (!title?.includes("Sonic's only")) throw new Error(`the disabled box's title: ${title}`);
  await page.locator('[data-testid="character-select"]').selectOption('sonic');
  await page.waitForFunction(() => document.querySelector('[data-testid="drop-dash"]')?.disabled === false, null, { timeout: 10000 });

  await box.check();
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="history-entry"]')].at(-1)?.textContent === 'settings: drop dash on', null, { timeout: 10000 });
  await page.waitForSelector('[data-testid="inspector-dropDash-raw"]');
  // One undoable edit: Ctrl+Z unticks the box (and the inspector loses the row), Ctrl+Y ticks it again.
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
  await page.keyboard.press('Control+z');
  await page.waitForFunction(() => document.querySelector('[data-testid="drop-dash"]')?.checked === false, null, { timeout: 10000 });
  await page.waitForSelector('[data-testid="inspector-dropDash-raw"]', { state: 'detached' });
  await page.keyboard.press('Control+y');
  await page.waitForFunction(() => document.querySelector('[data-testid="drop-dash"]')?.checked === true, null, { timeout: 10000 });
  await page.waitForSelector('[data-testid="inspector-dropDash-raw"]');
  await emptyMovie(page);
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));

  // Land, jump, let go, press A again in the air and hold it: charging, then charged, then the dash on landing.
  const world = (inputs, dropDash) => {
    const w = engine.createWorld(engine.loadBuiltinLevel('flat'), { profile: 's2', character: 'sonic', dropDash });
    for (const i of inputs) w.step(i);
    return w;
  };
  const inputs = await record(page, [[30, false], [1, true], [4, false], [10, true]]);
  const charging = world(inputs, true).state[engine.P_DROP_DASH];
  assertEqual(JSON.stringify(await dropDashRow(page)), JSON.stringify([String(charging), `charging ${charging - 1}/20`]), 'the drop dash row while charging');
  await recordMore(page, [[14, true]], inputs);
  assertEqual(JSON.stringify(await dropDashRow(page)), JSON.stringify(['21', 'charged']), 'the drop dash row once charged');
  await recordMore(page, [[10, true]], inputs);
  const dashed = world(inputs, true);
  assertEqual(await text(page, 'state-hash'), dashed.hash(), 'state hash after the dash');
  if (dashed.hash() === world(inputs, false).hash()) throw new Error('the same inputs without the drop dash end in the same state');
  await page.keyboard.press('q');

  await waitForText(page, 'save-status', 'saved');
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="drop-dash"]')?.checked === true, null, { timeout: 10000 })
    .catch(() => {
      throw new Error('the drop dash box is not ticked after the reload');
    });
  await page.waitForSelector('[data-testid="inspector-dropDash-raw"]');

  // A Gens movie cannot hold the setting: the file is written, and the notice says what it lost.
  await page.locator('[data-testid="export-format"]').selectOption('gmv');
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-movie"]').click()]);
  if (!download.suggestedFilename().endsWith('.gmv')) throw new Error(`export: file ${download.suggestedFilename()}`);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent?.includes('cannot record the drop dash')), null, { timeout: 10000 })
    .catch(async () => {
      throw new Error(`no notice of the lost drop dash after a .gmv export (last notice: ${await lastNotice(page)})`);
    });
  assertEqual(errors.join('\n'), '', 'console errors');
}
