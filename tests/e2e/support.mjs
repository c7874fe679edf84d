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
  // Saved work reopens at its saved cursor; fresh work at frame 0.
  if (fresh && !(await page.evaluate(() => sessionStorage.getItem('e2e-reopened') !== null))) await waitForFrame(page, 0);
  else await page.waitForSelector('[data-testid="view-frame"]', { timeout: 15000 });
  await page.evaluate(() => sessionStorage.setItem('e2e-reopened', '1'));
  return errors;
}

/** The text of the newest notice (several may be shown). */
export async function lastNotice(page) {
  return (await page.locator('[data-testid="notice"]').last().textContent())?.trim() ?? '';
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

/**
 * Distinct colours in a sparse sample of the level canvas and a checksum of all its pixels.
 * The canvas is painted from the engine worker (transferControlToOffscreen), so the page cannot
 * read it with getContext: the placeholder element's toDataURL gives its last presented frame.
 */
export function canvasSummary(page) {
  return page.evaluate(async () => {
    const c = document.querySelector('[data-testid="level-canvas"]');
    const img = new Image();
    img.src = c.toDataURL('image/png');
    await img.decode();
    const copy = new OffscreenCanvas(img.width, img.height);
    const ctx = copy.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    const seen = new Set();
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) {
      const rgb = (d[i] << 16) | (d[i + 1] << 8) | d[i + 2];
      sum = (Math.imul(sum, 31) + rgb) | 0;
      if (i % (4 * 97) === 0 && seen.size < 64) seen.add(rgb);
    }
    return { colours: seen.size, sum };
  });
}

/**
 * Polls the canvas until `ok(summary)` holds (the worker paints on its own animation frames,
 * so a change shows up a frame or two after the page asked for it); throws naming `what`.
 */
export async function waitForCanvas(page, ok, what, timeout = 5000) {
  const until = Date.now() + timeout;
  let last = null;
  while (Date.now() < until) {
    last = await canvasSummary(page);
    if (ok(last)) return last;
    await page.waitForTimeout(30);
  }
  throw new Error(`${what} (canvas: ${JSON.stringify(last)})`);
}

/** Polls until two canvas summaries in a row agree (no paint pending) and returns it. */
export async function stableCanvas(page, timeout = 5000) {
  let prev = await canvasSummary(page);
  return waitForCanvas(page, (c) => {
    const same = c.sum === prev.sum;
    prev = c;
    return same;
  }, 'the canvas never stopped changing', timeout);
}
