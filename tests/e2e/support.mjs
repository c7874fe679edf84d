/** Helpers shared by the e2e tests (not a test file: no .e2e.mjs suffix). */

/**
 * Opens the app, collecting console errors and page errors; waits for the movie to load.
 * `fresh` (default) starts from empty saved work: every test shares one browser profile, so
 * the IndexedDB database is deleted before the app opens it (IDB runs open/delete requests in
 * order). A reload in the same tab keeps it (sessionStorage flag); pass fresh:false to reopen.
 */
export async function openApp(page, baseUrl, { fresh = true } = {}) {
  if (fresh) {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-fresh') === null) {
        indexedDB.deleteDatabase('subpixel');
        sessionStorage.setItem('e2e-fresh', '1');
      }
    });
  }
  const errors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(baseUrl);
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await waitForFrame(page, 0);
  return errors;
}

/** Waits until the inspector shows the view for `frame`. */
export async function waitForFrame(page, frame) {
  await page.waitForFunction(
    (f) => document.querySelector('[data-testid="view-frame"]')?.textContent === String(f),
    frame,
    { timeout: 15000 },
  );
}

export async function text(page, testId) {
  return (await page.locator(`[data-testid="${testId}"]`).textContent())?.trim() ?? '';
}

export function assertEqual(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** Runs the engine in Node: returns the world after the inputs. */
export function runInNode(engine, levelName, inputs) {
  const world = engine.createWorld(engine.loadBuiltinLevel(levelName), {});
  let last = null;
  for (let f = 0; f < inputs.length; f++) {
    world.step(inputs[f]);
    last = engine.traceRecord(world.state, inputs[f], world.level.objects.map((o) => o.id));
  }
  return { world, last };
}

/** Waits until a test id's text equals `value`. */
export async function waitForText(page, testId, value, timeout = 15000) {
  await page.waitForFunction(
    ([id, v]) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim() === v,
    [testId, value],
    { timeout },
  );
}
