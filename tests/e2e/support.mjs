/** Helpers shared by the e2e tests (not a test file: no .e2e.mjs suffix). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Opens the app, collecting console errors and page errors; waits for the movie to load.
 * `fresh` (default) starts from empty saved work: every test shares one browser profile, so
 * the IndexedDB database is deleted before the app opens it (IDB runs open/delete requests in
 * order), and so is the remembered real-game server (one an earlier test connected to is gone, and
 * the app would try it). A reload in the same tab keeps both (sessionStorage flag); pass
 * fresh:false to reopen.
 */
export async function openApp(page, baseUrl, { fresh = true } = {}) {
  if (fresh) {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-fresh') === null) {
        indexedDB.deleteDatabase('subpixel');
        localStorage.removeItem('subpixel-real-game-server');
        // The view's picture switches (viewSettings.ts) from their defaults: a test that turned the overlays off must not leave them off for the next.
        localStorage.removeItem('subpixel-view-picture');
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
 * The level canvas's colours at CSS-pixel points ([x, y] each): [r, g, b] per point, read from
 * the placeholder's last presented frame (the canvas is painted in the engine worker).
 */
export function canvasPixels(page, points) {
  return page.evaluate(async (points) => {
    const c = document.querySelector('[data-testid="level-canvas"]');
    const img = new Image();
    img.src = c.toDataURL('image/png');
    await img.decode();
    const scale = img.width / c.getBoundingClientRect().width;
    const copy = new OffscreenCanvas(img.width, img.height);
    const ctx = copy.getContext('2d');
    ctx.drawImage(img, 0, 0);
    return points.map(([x, y]) => [...ctx.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data.slice(0, 3)]);
  }, points);
}

/** How many pixels of the level canvas have every channel within [min, max] (inclusive). */
export function canvasColourCount(page, min, max) {
  return page.evaluate(async ([min, max]) => {
    const c = document.querySelector('[data-testid="level-canvas"]');
    const img = new Image();
    img.src = c.toDataURL('image/png');
    await img.decode();
    const copy = new OffscreenCanvas(img.width, img.height);
    const ctx = copy.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, img.width, img.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i] >= min[0] && d[i] <= max[0] && d[i + 1] >= min[1] && d[i + 1] <= max[1] && d[i + 2] >= min[2] && d[i + 2] <= max[2]) n++;
    }
    return n;
  }, [min, max]);
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

/** The roll's cell for frame `f`, button letter `b` (the row must be on screen). */
export function cell(page, f, b) {
  return page.locator(`[data-frame="${f}"] [data-button="${b}"]`);
}

export async function isOn(page, f, b) {
  return (await cell(page, f, b).getAttribute('class'))?.split(' ').includes('on') ?? false;
}

/** Waits until the roll shows button `b` on frame `f` held (or not). */
export async function waitOn(page, f, b, on = true) {
  await page.waitForFunction(([f, b, on]) => document.querySelector(`[data-frame="${f}"] [data-button="${b}"]`)?.classList.contains('on') === on, [f, b, on], { timeout: 10000 });
}

/** Types a frame into the go-to box and waits until it is on screen. */
export async function goto(page, frame) {
  await page.locator('[data-testid="goto"]').fill(String(frame));
  await page.locator('[data-testid="goto"]').press('Enter');
  await waitForFrame(page, frame);
}

export function demoInputs(engine) {
  const s = engine.parseInputScript(engine.DEMO_SCRIPT, 'demo.txt');
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** Waits until the branch list's names are exactly `names`. */
export async function waitForBranches(page, names) {
  await page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('[data-testid="branch"] strong')].map((s) => s.textContent)) === JSON.stringify(want), names, { timeout: 10000 })
    .catch(async () => {
      throw new Error(`branches: expected ${JSON.stringify(names)}, got ${JSON.stringify(await page.locator('[data-testid="branch"] strong').allTextContents())}`);
    });
}

export async function waitForHash(page, hash) {
  await page.waitForFunction((h) => document.querySelector('[data-testid="state-hash"]')?.textContent === h, hash, { timeout: 15000 })
    .catch(async () => {
      throw new Error(`state hash: expected ${hash}, got ${await text(page, 'state-hash')}`);
    });
}

/** Polls an async check (Node side) until it holds. */
export async function until(check, what, timeout = 10000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for: ${what}`);
}

/** Imports a movie file into a new project (the default) and waits for its length. */
export async function importMovie(page, name, text, frames) {
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await waitForText(page, 'length', String(frames));
}

/** Adds a figure to test-artifacts/figures.json (docs/figures.md's browser figures). */
export function recordFigure(artifacts, key, value) {
  const file = join(artifacts, 'figures.json');
  const figures = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  figures[key] = value;
  writeFileSync(file, JSON.stringify(figures, null, 2) + '\n');
  console.log(`       figure ${key}: ${JSON.stringify(value)}`);
}

/** Ends the running test as skipped (the runner prints the reason; it counts as neither passed nor failed). */
export function skip(reason) {
  const e = new Error(reason);
  e.skipped = true;
  throw e;
}

/** A readable stream's bytes, whole. */
export async function streamBytes(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks);
}

/** The open movie exported in `format` (the Level & movie panel's export), as bytes. */
export async function exportAs(page, format) {
  await page.locator('[data-testid="export-format"]').selectOption(format);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-movie"]').click()]);
  return streamBytes(await download.createReadStream());
}

/** The repository's root (the real game's build is under its node_modules). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The built core and REV01 ROM and the Sonic 1 checkout, or a skip saying why not. */
export function realGameFiles() {
  const dir = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].find((d) => d && existsSync(join(d, 'sonic.asm')));
  if (dir === undefined) skip('no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset');
  const manifest = join(ROOT, 'node_modules/.cache/subpixel-realgame/manifest.json');
  if (!existsSync(manifest)) skip('no real game built: run `node tools/buildRealGame.mjs` (npm test does, when ../shared is there)');
  const m = JSON.parse(readFileSync(manifest, 'utf8'));
  if (![m.core?.path, m.s1rev01?.path].every((f) => typeof f === 'string' && existsSync(f))) skip('the real-game build is incomplete: run `node tools/buildRealGame.mjs`');
  return { dir, core: m.core.path, rom: m.s1rev01.path };
}
