/**
 * The browser never loads the real game's Node side (CONTRACTS §8: the core is driven through
 * koffi in Node only; the workbench talks to `realgame serve`). Walks the import graph of the
 * app and of every worker it starts, as Vite would bundle it (static and dynamic imports, and
 * `new Worker(new URL(...))`), and checks no module reached imports koffi, a `node:` module, or
 * the libretro frontend.
 */
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../../..');
const ENTRY = join(ROOT, 'workbench/src/main.tsx');
const SPECIFIERS = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|new\s+URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

function reachable(entry: string): { files: Set<string>; bare: Map<string, string> } {
  const files = new Set<string>();
  const bare = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(SPECIFIERS)) {
      const spec = m[1] ?? m[2] ?? m[3] ?? m[4];
      if (/^import\s+type\b|^export\s+type\b/.test(m[0])) continue;
      if (!spec.startsWith('.')) {
        if (!bare.has(spec)) bare.set(spec, relative(ROOT, file));
        continue;
      }
      const target = resolve(dirname(file), spec);
      if (existsSync(target) && /\.(tsx?|mjs|js)$/.test(target)) queue.push(target);
    }
  }
  return { files, bare };
}

it('the app and its workers import neither koffi, nor node: modules, nor realgame/console', () => {
  const { files, bare } = reachable(ENTRY);
  // The walk reaches the app, the engine worker and the engine itself.
  const names = [...files].map((f) => relative(ROOT, f));
  expect(names).toContain('workbench/src/worker/engineWorker.ts');
  expect(names).toContain('workbench/src/script/scriptWorker.ts');
  expect(names).toContain('engine/world/world.ts');
  // It reaches the real game's shared rules too (what the page checks before it asks the server).
  expect(names).toContain('realgame/playableMovie.ts');
  expect(names.filter((n) => n.startsWith('realgame/console/') || n === 'realgame/realGameSession.ts')).toEqual([]);
  expect([...bare].filter(([spec]) => spec === 'koffi' || spec.startsWith('node:'))).toEqual([]);
});
