import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DISASM_S1 } from '../../support/disasm.ts';
import { REAL_GAME } from '../../support/realGame.ts';

describe('the subpixel bin', () => {
  it('runs the TypeScript CLI under plain Node 20 (no build step), bundled or, with SUBPIXEL_RUNTIME=tsx, from the sources', () => {
    const out = execFileSync(process.execPath, ['workbench/cli/bin.mjs', 'levels'], { encoding: 'utf8' });
    expect(out).toContain('loop');
    const fromSources = execFileSync(process.execPath, ['workbench/cli/bin.mjs', 'levels'], { encoding: 'utf8', env: { ...process.env, SUBPIXEL_RUNTIME: 'tsx' } });
    expect(fromSources).toBe(out);
  });

  it('refuses an unknown SUBPIXEL_RUNTIME with exit code 2 and a message', () => {
    const r = spawnSync(process.execPath, ['workbench/cli/bin.mjs', 'levels'], { encoding: 'utf8', env: { ...process.env, SUBPIXEL_RUNTIME: 'ts' } });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('subpixel: SUBPIXEL_RUNTIME must be "bundle" (the default) or "tsx", not "ts"\n');
  });

  it('bench --json --quick prints the contract keys, the real-act figures only with the disassembly, the real game\'s only with its core and ROM', () => {
    // One run either way (it takes seconds): with the disassembly and the real game when this machine has them.
    const env = { ...process.env };
    delete env.SUBPIXEL_DISASM;
    delete env.SUBPIXEL_CORE;
    delete env.SUBPIXEL_ROM;
    const game = REAL_GAME !== null ? ['--core', REAL_GAME.core, '--rom', REAL_GAME.rom[1]] : [];
    const args = ['workbench/cli/bin.mjs', 'bench', '--json', '--quick', ...(DISASM_S1 !== null ? ['--disasm', DISASM_S1] : []), ...game];
    const figures = JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', env }));
    for (const k of ['engineFramesPerSecond', 'partnerFramesPerSecond', 'snapshotNs', 'restoreNs', 'stateBytes']) expect(typeof figures[k]).toBe('number');
    expect(figures.stateBytes).toBeGreaterThan(0);
    // How the engine ran: the bundle, with bin.mjs's V8 flags (inlining budget, compiles on the asking thread).
    expect(figures.runtime).toBe('bundle');
    expect(figures.v8Flags).toBe('--max-inlined-bytecode-size-cumulative=5000 --max-inlined-bytecode-size=1500 --min-inlining-frequency=0 --no-concurrent-recompilation');
    if (DISASM_S1 !== null) {
      expect(figures.importMs).toBeGreaterThan(0);
      expect(figures.importActs).toBe(20);
      expect(figures.realActFramesPerSecond).toBeGreaterThan(0);
      expect(Object.keys(figures.perActFramesPerSecond)).toEqual(['ghz1', 'mz1', 'syz1', 'lz1', 'slz1', 'sbz1']);
      expect(figures.realActObjectsFramesPerSecond).toBeGreaterThan(0);
      expect(Object.keys(figures.perActObjectsFramesPerSecond)).toEqual(['ghz1', 'mz1', 'syz1']);
    } else {
      expect(figures.importMs).toBeUndefined();
      expect(figures.realActFramesPerSecond).toBeUndefined();
      expect(figures.realActObjectsFramesPerSecond).toBeUndefined();
    }
    if (REAL_GAME !== null) {
      expect(figures.realGameCoreFramesPerSecond).toBeGreaterThan(0);
      expect([figures.realGameMovieFrames, figures.realGameRom]).toEqual([1000, 'Sonic the Hedgehog (REV01)']);
      expect(figures.realGameVerifyMs).toBeGreaterThan(0);
      expect(figures.realGameExportMs).toBeGreaterThan(0);
    } else expect(figures.realGameCoreFramesPerSecond).toBeUndefined();
  });
});
