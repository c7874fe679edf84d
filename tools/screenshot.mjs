#!/usr/bin/env node
/**
 * The README's screenshot, docs/images/workbench.png: the workbench on its bundled demo (the
 * `loop` level and its movie) at 1280x800 in Debian's Chromium, the cursor on frame 318, where
 * Sonic runs upside down along the top of the loop. Built and served the way tests/e2e/run.mjs
 * does it: a fresh build in a temporary folder of its own, served on a free 127.0.0.1 port with
 * the headers the site's `_headers` file asks for (cross-origin isolation, the sealed workers'
 * policy), so the picture is of the app as a static host serves it. A fresh browser profile
 * and a fixed frame each run: two runs on one machine gave byte-identical files.
 *
 *   node tools/screenshot.mjs [--frame N] [--out FILE]     (default: frame 318, docs/images/workbench.png)
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
};
const FRAME = Number(arg('frame', '318'));
const OUT = resolve(arg('out', join(ROOT, 'docs/images/workbench.png')));
const VIEWPORT = { width: 1280, height: 800 };
const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.wasm': 'application/wasm',
};

if (!Number.isInteger(FRAME) || FRAME < 0) {
  console.error(`screenshot: --frame must be a whole number, got ${arg('frame', '')}`);
  process.exit(2);
}

/** The `_headers` file as rules: a path pattern (a trailing `*` matches the rest) and its headers. */
function headerRules(dist) {
  const rules = [];
  for (const line of readFileSync(join(dist, '_headers'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

function serve(dist) {
  const rules = headerRules(dist);
  const matches = (pattern, path) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern);
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!path.startsWith(dist)) return void res.writeHead(403).end();
    if (path.endsWith(sep) || path === dist) path = join(path, 'index.html');
    try {
      const body = await readFile(path);
      const headers = {};
      for (const rule of rules) if (matches(rule.pattern, url.pathname)) Object.assign(headers, rule.headers);
      res.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'application/octet-stream', ...headers }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

async function main() {
  const dist = mkdtempSync(join(tmpdir(), 'subpixel-screenshot-dist-'));
  const profile = mkdtempSync(join(tmpdir(), 'subpixel-screenshot-profile-'));
  let server = null;
  let context = null;
  try {
    const { build } = await import('vite');
    await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
    server = await serve(dist);
    const { chromium } = await import('playwright-core');
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    // The first-run hint would cover the level view: the picture shows the workbench in use.
    await page.addInitScript(() => localStorage.setItem('subpixel-first-run-dismissed', '1'));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector('.app[data-ready="true"]', { timeout: 30000 });
    const atFrame = (f) => page.waitForFunction((n) => document.querySelector('[data-testid="view-frame"]')?.textContent === String(n), f, { timeout: 30000 });
    await atFrame(0);
    await page.locator('[data-testid="goto"]').fill(String(FRAME));
    await page.locator('[data-testid="goto"]').press('Enter');
    await atFrame(FRAME);
    // Let the plots and the roll settle on the new frame (they follow the view by a frame or two).
    await page.waitForTimeout(1500);
    mkdirSync(dirname(OUT), { recursive: true });
    // Written whole or not at all: a temporary file beside the target, then a rename.
    const partial = join(dirname(OUT), `.${Date.now()}.${process.pid}.screenshot-partial.png`);
    await page.screenshot({ path: partial, fullPage: false });
    renameSync(partial, OUT);
    console.log(`screenshot: ${OUT} (${VIEWPORT.width}x${VIEWPORT.height}, frame ${FRAME}, ${statSync(OUT).size} bytes)`);
  } finally {
    await context?.close();
    server?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(`screenshot: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
