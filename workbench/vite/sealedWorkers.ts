/**
 * The workers that run user scripts — the script panel's (workbench/src/script/scriptWorker.ts)
 * and the search pool's (analysis/search/browserWorker.ts) — are served with a
 * Content-Security-Policy that allows no network destination at all: no fetch, XHR, sockets,
 * EventSource, WebTransport, fonts or images, no script loading (`import()`, importScripts), no
 * further workers; `eval` stays (a script is compiled with `new Function`). A dedicated worker
 * takes its policy from its own script's response, so the rest of the app is unaffected. Scripts
 * come inside project files people exchange; this is what keeps a shared script from sending
 * the project anywhere or loading code, whatever it does to its own globals.
 *
 * A policy can only forbid what the worker loads after its first script, so each sealed worker
 * is one file with no imports: in the build that is how Vite writes workers (here under
 * `assets/sealed/`); `npm start` (the dev server, which serves modules one by one) gets the same
 * single file bundled on request. `npm run preview`, the dev server and the built site's
 * `_headers` file (the format Netlify and Cloudflare Pages read; other hosts: send the same
 * headers for the same paths) carry the policy. The workers check it is in force before running
 * a script (analysis/search/scriptSandbox.ts sealedPolicyInForce) and refuse to otherwise.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';

/** The sealed workers' policy. */
export const SEALED_WORKER_CSP = "default-src 'none'; script-src 'unsafe-eval'; worker-src 'none'; base-uri 'none'";

/** Where the build puts the sealed workers (the path a host matches to send the policy). */
export const SEALED_ASSETS = 'assets/sealed';

/** Cross-origin isolation: the search pool's shared savestate store (vite.config.ts). */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

/** The entry files of the sealed workers (their module names are the output names' stems). */
export const SEALED_ENTRIES: readonly string[] = [
  join(REPO, 'workbench/src/script/scriptWorker.ts'),
  join(REPO, 'analysis/search/browserWorker.ts'),
];

const SEALED_NAMES = new Set(SEALED_ENTRIES.map((f) => f.slice(f.lastIndexOf('/') + 1).replace(/\.ts$/, '')));

/** The `_headers` file of the built site: what every static host must send, by path. */
export function headersFile(): string {
  const lines = ['/*'];
  for (const [k, v] of Object.entries(ISOLATION_HEADERS)) lines.push(`  ${k}: ${v}`);
  lines.push(`/${SEALED_ASSETS}/*`, `  Content-Security-Policy: ${SEALED_WORKER_CSP}`);
  return `${lines.join('\n')}\n`;
}

/** The file a dev-server worker request names (`/src/x.ts?worker_file`, `/@fs/abs/x.ts?worker_file`). */
function devRequestFile(url: string, root: string): string | null {
  const u = new URL(url, 'http://localhost');
  if (!u.searchParams.has('worker_file')) return null;
  const path = decodeURIComponent(u.pathname);
  return path.startsWith('/@fs/') ? path.slice('/@fs'.length) : join(root, path);
}

/** One sealed worker as a single ES module file (Rolldown, as the build bundles it). */
async function bundle(entry: string): Promise<string> {
  const { rolldown } = await import('rolldown');
  const b = await rolldown({ input: entry, platform: 'browser', logLevel: 'warn', checks: { bundlerTimings: false } });
  try {
    const { output } = await b.generate({ format: 'es' });
    return output[0].code;
  } finally {
    await b.close();
  }
}

function sealedHeaders(res: { setHeader: (k: string, v: string) => void }): void {
  res.setHeader('Content-Security-Policy', SEALED_WORKER_CSP);
  for (const [k, v] of Object.entries(ISOLATION_HEADERS)) res.setHeader(k, v);
}

export function sealedWorkers(): Plugin {
  let root = '';
  const dev: Connect.NextHandleFunction = (req, res, next) => {
    const file = devRequestFile(req.url ?? '/', root);
    if (file === null || !SEALED_ENTRIES.includes(file) || !statSync(file, { throwIfNoEntry: false })) return next();
    bundle(file).then(
      (code) => {
        sealedHeaders(res);
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(code);
      },
      (e: unknown) => next(e),
    );
  };
  const preview: Connect.NextHandleFunction = (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path.includes(`/${SEALED_ASSETS}/`)) sealedHeaders(res);
    next();
  };
  return {
    name: 'subpixel-sealed-workers',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(dev);
    },
    configurePreviewServer(server) {
      server.middlewares.use(preview);
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
    },
  };
}

/** Output names for the build's workers: the sealed ones under SEALED_ASSETS. */
export function workerFileNames(chunk: { readonly name: string }): string {
  return SEALED_NAMES.has(chunk.name) ? `${SEALED_ASSETS}/[name]-[hash].js` : 'assets/[name]-[hash].js';
}
