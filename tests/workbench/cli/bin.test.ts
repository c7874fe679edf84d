import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the subpixel bin', () => {
  it('runs the TypeScript CLI under plain Node 20 (no build step)', () => {
    const out = execFileSync(process.execPath, ['workbench/cli/bin.mjs', 'levels'], { encoding: 'utf8' });
    expect(out).toContain('loop');
  });

  it('bench --json --quick prints the contract keys', () => {
    const out = execFileSync(process.execPath, ['workbench/cli/bin.mjs', 'bench', '--json', '--quick'], { encoding: 'utf8' });
    const figures = JSON.parse(out);
    for (const k of ['engineFramesPerSecond', 'partnerFramesPerSecond', 'snapshotNs', 'restoreNs', 'stateBytes']) expect(typeof figures[k]).toBe('number');
    expect(figures.stateBytes).toBeGreaterThan(0);
  });
});
