#!/usr/bin/env node
/**
 * End-to-end runner: builds the workbench into a temporary folder of its own (two runs at once
 * never share one), serves it on a free localhost port, drives the system Chromium through
 * playwright-core and runs every tests/e2e/*.e2e.mjs (`node tests/e2e/run.mjs WORD` runs the
 * files and tests whose names contain WORD). Each test file
 * exports async functions taking { page, baseUrl, artifacts, engine }; each gets a fresh page.
 * Prints one closing line, exactly "N passed, M failed", and exits non-zero on any failure. A test
 * that throws an error with `skipped: true` (support.mjs `skip`) is listed as skipped with its
 * reason and counted in neither.
 *
 * Chromium: Debian's `chromium` package at /usr/bin/chromium, installed with apt-get when it is
 * missing (CONTRACTS §1: `npm test` installs what a fresh machine lacks). Browser downloads
 * (`playwright install`) are never used.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The site under test: built fresh into a folder of this run's own, so two runs never share one. */
const DIST = mkdtempSync(join(tmpdir(), 'subpixel-e2e-dist-'));
const ARTIFACTS = join(ROOT, 'test-artifacts');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const MIME = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.wasm': 'application/wasm',
};

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(`e2e: ${CHROMIUM} missing, installing Debian's chromium package`);
  // CI runs with no terminal: no prompts from apt or debconf.
  execSync('apt-get update && apt-get install -y chromium', {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
}

async function build() {
  const { build: viteBuild } = await import('vite');
  await viteBuild({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: DIST, emptyOutDir: true } });
}

/**
 * The built site's `_headers` file (workbench/vite/sealedWorkers.ts writes it: the headers every
 * static host must send, by path, in the format Netlify and Cloudflare Pages read) as rules:
 * a path pattern (a trailing `*` matches the rest) and its headers.
 */
function readHeaderRules() {
  const rules = [];
  for (const line of readFileSync(join(DIST, '_headers'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules.at(-1).headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, path) {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/**
 * A tiny static server for the built site: it must work from any static host, so it sends
 * exactly what the site's `_headers` file asks for (cross-origin isolation everywhere, the
 * sealed workers' Content-Security-Policy on their files), except that a page asked for with
 * `?plain` gets no headers (the copying fallback of a host that sends no isolation headers), and
 * the sealed workers of a page opened with `?nocsp` (their requests' Referer) get no policy: a
 * host that ignores `_headers`.
 */
function serve() {
  const rules = readHeaderRules();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path = normalize(join(DIST, decodeURIComponent(url.pathname)));
    if (!path.startsWith(DIST)) {
      res.writeHead(403).end();
      return;
    }
    if (path.endsWith(sep) || path === DIST) path = join(path, 'index.html');
    try {
      const body = await readFile(path);
      const headers = {};
      if (!url.searchParams.has('plain')) {
        const noPolicy = (req.headers.referer ?? '').includes('nocsp');
        for (const rule of rules) {
          if (!matches(rule.pattern, url.pathname)) continue;
          for (const [k, v] of Object.entries(rule.headers)) if (!(noPolicy && k === 'content-security-policy')) headers[k] = v;
        }
      }
      res.writeHead(200, { 'content-type': MIME[extname(path)] ?? 'application/octet-stream', ...headers }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/** The engine in Node (through tsx), for expected values: same sources the browser bundles. */
async function loadEngine() {
  const { register } = await import('tsx/esm/api');
  register();
  const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);
  const [world, trace, builtin, script, demo, layout] = await Promise.all([
    imp('engine/world/world.ts'),
    imp('engine/world/traceRecord.ts'),
    imp('engine/level/builtin/index.ts'),
    imp('movies/formats/inputScript.ts'),
    imp('workbench/src/demo/demoMovie.ts'),
    imp('engine/state/layout.ts'),
  ]);
  return { ...world, ...trace, ...builtin, ...script, ...demo, ...layout };
}

async function main() {
  ensureChromium();
  await build();
  mkdirSync(ARTIFACTS, { recursive: true });
  const server = await serve();
  const baseUrl = `http://127.0.0.1:${server.address().port}/`;
  const engine = await loadEngine();
  const { chromium } = await import('playwright-core');
  const userDataDir = mkdtempSync(join(tmpdir(), 'subpixel-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1400, height: 1100 },
  });
  let passed = 0;
  let failed = 0;
  const only = process.argv[2];
  try {
    const files = readdirSync(join(ROOT, 'tests/e2e')).filter((f) => f.endsWith('.e2e.mjs')).sort();
    for (const file of files) {
      const mod = await import(pathToFileURL(join(ROOT, 'tests/e2e', file)).href);
      for (const [name, test] of Object.entries(mod)) {
        if (typeof test !== 'function') continue;
        if (only !== undefined && !name.includes(only) && !file.includes(only)) continue;
        const page = await context.newPage();
        const started = Date.now();
        try {
          await test({ page, baseUrl, artifacts: ARTIFACTS, engine });
          passed++;
          console.log(`  ok   ${file} › ${name} (${Date.now() - started} ms)`);
        } catch (e) {
          if (e instanceof Error && e.skipped === true) {
            // A test that needs what this machine lacks (the Sonic 1 disassembly): said, not counted.
            console.log(`  skip ${file} › ${name}: ${e.message}`);
            continue;
          }
          failed++;
          console.log(`  FAIL ${file} › ${name}\n       ${e instanceof Error ? e.stack ?? e.message : String(e)}`);
          await page.screenshot({ path: join(ARTIFACTS, `FAIL-${name}.png`) }).catch(() => {});
        } finally {
          await page.close();
        }
      }
    }
  } finally {
    await context.close();
    server.close();
    rmSync(userDataDir, { recursive: true, force: true });
    rmSync(DIST, { recursive: true, force: true });
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && passed > 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.stack : e);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
