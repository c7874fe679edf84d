import { defineConfig } from 'vitest/config';
import solid from 'vite-plugin-solid';
import { ISOLATION_HEADERS, sealedWorkers, workerFileNames } from './workbench/vite/sealedWorkers.ts';

/*
 * Cross-origin isolation (ISOLATION_HEADERS) lets the search pool share its savestate store with
 * its workers (SharedArrayBuffer; analysis/search/browserPool.ts). The app has no cross-origin
 * resources, so nothing breaks; a static host without these headers gets the slower, copying
 * path. The workers that run user scripts are served with a policy of their own
 * (sealedWorkers.ts): without it, scripts do not run.
 */

// One config for the app (vite) and the unit suite (vitest).
export default defineConfig({
  root: 'workbench',
  publicDir: false,
  base: './',
  plugins: [solid(), sealedWorkers()],
  worker: { format: 'es', rolldownOptions: { output: { entryFileNames: workerFileNames }, checks: { bundlerTimings: false } } },
  // Rolldown's plugin-timing notice says how busy the machine was, not what is wrong: off.
  build: { outDir: '../dist', emptyOutDir: true, target: 'es2022', rolldownOptions: { checks: { bundlerTimings: false } } },
  server: { port: 5173, strictPort: true, headers: ISOLATION_HEADERS },
  preview: { headers: ISOLATION_HEADERS },
  test: {
    root: '.',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    pool: 'threads',
  },
});
