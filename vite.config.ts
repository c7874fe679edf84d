import { defineConfig } from 'vitest/config';
import solid from 'vite-plugin-solid';

// One config for the app (vite) and the unit suite (vitest).
export default defineConfig({
  root: 'workbench',
  publicDir: false,
  base: './',
  plugins: [solid()],
  worker: { format: 'es' },
  build: { outDir: '../dist', emptyOutDir: true, target: 'es2022' },
  server: { port: 5173, strictPort: true },
  test: {
    root: '.',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    pool: 'threads',
  },
});
