import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { SEALED_ASSETS, SEALED_WORKER_CSP, headersFile } from '../../../workbench/vite/sealedWorkers.ts';

const CONFIG = new URL('../../../vite.config.ts', import.meta.url).pathname;

describe('the sealed workers\' policy', () => {
  it('allows no network destination, no script loading and no workers; eval only', () => {
    const directives = Object.fromEntries(SEALED_WORKER_CSP.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));
    expect(directives).toEqual({ 'default-src': ["'none'"], 'script-src': ["'unsafe-eval'"], 'worker-src': ["'none'"], 'base-uri': ["'none'"] });
  });

  it('the build puts the two script-running workers, each one file without imports, where _headers gives them the policy; npm run preview sends it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'subpixel-sealed-'));
    try {
      await build({ configFile: CONFIG, logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
      const sealed = readdirSync(join(out, SEALED_ASSETS)).sort();
      expect(sealed.map((f) => f.replace(/-[\w-]+\.js$/, ''))).toEqual(['browserWorker', 'scriptWorker']);
      for (const f of sealed) expect(readFileSync(join(out, SEALED_ASSETS, f), 'utf8')).not.toMatch(/^\s*import[\s{*]/m);
      expect(readFileSync(join(out, '_headers'), 'utf8')).toBe(headersFile());
      expect(headersFile()).toContain(`/${SEALED_ASSETS}/*\n  Content-Security-Policy: ${SEALED_WORKER_CSP}\n`);
      const server = await preview({ configFile: CONFIG, logLevel: 'silent', build: { outDir: out }, preview: { port: 0, strictPort: false } });
      try {
        const base = server.resolvedUrls!.local[0];
        const worker = await fetch(`${base}${SEALED_ASSETS}/${sealed[1]}`);
        expect(worker.headers.get('content-security-policy')).toBe(SEALED_WORKER_CSP);
        expect(worker.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
        const engine = readdirSync(join(out, 'assets')).find((f) => f.startsWith('engineWorker-'))!;
        const other = await fetch(`${base}assets/${engine}`);
        expect(other.status).toBe(200);
        expect(other.headers.get('content-security-policy')).toBe(null);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
