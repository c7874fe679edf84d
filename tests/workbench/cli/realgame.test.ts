import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { writeSpx } from '../../../movies/formats/spx.ts';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { openLibretroCore } from '../../../realgame/console/libretroCore.ts';
import { S1Bridge, s1RamMap } from '../../../realgame/games/s1/s1Bridge.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { describeWithRealGame } from '../../support/realGame.ts';
import { GROUNDTRUTH_S1 } from '../../support/disasm.ts';

const work = mkdtempSync(join(tmpdir(), 'subpixel-realgame-cli-'));

describeWithRealGame('subpixel realgame', (rg) => {
  const common = ['--core', rg.core, '--rom', rg.rom[1], '--disasm', rg.disasm];

  it('boot prints the route from power-on; the route, played back as it prints it, reaches the act\'s first frame with the same act-start values', async () => {
    const r = await runCli('realgame', 'boot', '--act', 's1:mz1', ...common);
    expect(r.code).toBe(0);
    const boot = JSON.parse(r.out[0]);
    expect([boot.act, boot.revision, boot.rom]).toEqual(['s1:mz1', 1, '69E102855D4389C3FD1A8F3DC7D193F8EEE5FE5B']);
    const route = parseInputScript(boot.route, 'route');
    if (!route.ok) throw new Error(route.error.message);
    expect(route.value.length).toBe(boot.frames);
    const source = nodeDisasmSource(rg.disasm);
    const program = new AsmProgram(source, 'sonic.asm');
    const bridge = new S1Bridge(s1RamMap(program, readRamSymbols(program, source)));
    const c = openLibretroCore(rg.core, rg.rom[1]);
    try {
      for (const pad of route.value) c.run(pad);
      expect(bridge.loopState(c)).toEqual({ inLevel: true, waiting: true, levelFrame: 0, elsewhere: null });
      expect(bridge.record(c).act).toBe('s1:mz1');
      expect(bridge.actStartValues(c)).toEqual(boot.actStart);
    } finally {
      c.close();
    }
  });

  it('boot takes the shortest route to Green Hill 1: Start one frame sooner is not taken', async () => {
    const boot = JSON.parse((await runCli('realgame', 'boot', '--act', 's1:ghz1', ...common)).out[0]);
    const [wait, start] = boot.route.split('\n');
    expect(start).toBe('1,S');
    const source = nodeDisasmSource(rg.disasm);
    const program = new AsmProgram(source, 'sonic.asm');
    const bridge = new S1Bridge(s1RamMap(program, readRamSymbols(program, source)));
    const c = openLibretroCore(rg.core, rg.rom[1]);
    try {
      for (let i = 0; i < Number(wait) - 1; i++) c.run(0);
      c.run(0x80);
      for (let i = 0; i < 600; i++) c.run(0);
      // Still on the title screen: the press came before its main loop read the pad.
      expect(bridge.loopState(c).inLevel).toBe(false);
    } finally {
      c.close();
    }
  });

  it('verify plays the game\'s own GHZ demo on the real game and the engine: synced on all 1795 frames', async () => {
    if (GROUNDTRUTH_S1 === null) throw new Error('no ../shared/groundtruth/s1');
    const r = await runCli('realgame', 'verify', join(GROUNDTRUTH_S1, 'ghz1-demo.txt'), '--level', 's1:ghz1', ...common);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out[0]);
    expect([report.synced, report.frames, report.lagFrames, report.firstDivergence]).toEqual([true, 1795, 0, null]);
    expect(report.actStart.vblank).toBeGreaterThan(0);
  });

  it('verify follows a movie across its act\'s end: GHZ1 to the signpost, the results, 300 frames of GHZ2, synced on every frame', async () => {
    const signpost = readFileSync(new URL('../../realgame/fixtures/ghz1-signpost.txt', import.meta.url), 'utf8').trim();
    const script = join(work, 'ghz1-ghz2.txt');
    // The signpost movie, right held through the results (they take 971 frames), then run and jump in GHZ2.
    writeFileSync(script, `${signpost}\n1000,R\n${'40,R\n12,RC\n'.repeat(6)}`);
    const r = await runCli('realgame', 'verify', script, '--level', 's1:ghz1', ...common);
    const report = JSON.parse(r.out[0]);
    expect([r.code, report.synced, report.frames, report.firstDivergence]).toEqual([0, true, 1712 + 1000 + 312, null]);
  });

  it('trace prints the real game per game-logic frame with the trace record\'s fields, lag and emulator frame', async () => {
    if (GROUNDTRUTH_S1 === null) throw new Error('no ../shared/groundtruth/s1');
    const r = await runCli('realgame', 'trace', join(GROUNDTRUTH_S1, 'ghz1-demo.txt'), '--level', 's1:ghz1', '--frames', '400', ...common);
    expect(r.code).toBe(0);
    expect(r.out.length).toBe(400);
    const mine = r.out.map((l) => JSON.parse(l));
    const theirs = readFileSync(join(GROUNDTRUTH_S1, 'ghz1-demo.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l)).slice(1, 401);
    for (let i = 0; i < 400; i++) {
      for (const k of ['f', 'x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'air', 'roll', 'layer', 'ctrlLock', 'camX', 'camY', 'rings', 'lives', 'lag', 'levelFrame']) {
        expect([i, k, mine[i][k]]).toEqual([i, k, theirs[i][k]]);
      }
      // The recorder derives a mode on the ground only; ours is the engine's, every frame.
      if (theirs[i].mode !== null) expect(mine[i].mode).toBe(theirs[i].mode);
      // Our route starts the act eight frames sooner than the recorder's (Start at the title's first main-loop frame).
      expect(mine[i].emuFrame).toBe(theirs[i].emuFrame - 8);
      expect(mine[i].act).toBe('s1:ghz1');
    }
  });

  it('refuses what the real game cannot play, in one line each: an unknown ROM, another revision, a movie without objects, one from a savestate, fixes, Start', async () => {
    const level = openS1Disassembly(nodeDisasmSource(rg.disasm), 1).importAct('ghz1').level;
    const spx = (name: string, patch: (m: Record<string, any>) => void): string => {
      const movie = {
        meta: { level: movieLevelRef(level), profile: 's1', character: 'sonic', fixes: [] as string[], author: '', rerecords: 0, created: '', modified: '', notes: '' },
        inputs: new Uint8Array(60).fill(8), markers: [], checkpoints: [],
      };
      patch(movie);
      const p = join(work, name);
      writeFileSync(p, writeSpx(movie as never));
      return p;
    };
    const fixed = spx('fixed.spx', (m) => void (m.meta.fixes = ['zip']));
    const started = spx('start.spx', (m) => void (m.inputs[30] = 0x80));
    const fromState = spx('state.spx', (m) => void (m.savestate = createWorld(level, {}).snapshot()));
    const txt = join(work, 'r.txt');
    writeFileSync(txt, '30,R\n');
    const cases: [string[], string][] = [
      [['verify', txt, '--level', 's1:ghz1', '--core', rg.core, '--rom', join(work, 'r.txt'), '--disasm', rg.disasm], `${join(work, 'r.txt')}: not a Sonic 1 ROM this bridge knows (SHA-1 `],
      [['verify', txt, '--level', 's1:ghz1', '--rev', '1', '--core', rg.core, '--rom', rg.rom[0], '--disasm', rg.disasm], `option --rev 1: ${rg.rom[0]} is REV00`],
      [['verify', txt, '--level', 's1:ghz1', '--no-objects', ...common], 'option --no-objects: the real game always has its objects; a movie made without them cannot be played on it'],
      [['verify', fixed, ...common], `${fixed}: meta.fixes: made with zip fixed; the real game has every original bug`],
      [['verify', started, ...common], `${started}: frame 30 presses Start: the real game pauses there, which the engine does not model`],
      [['verify', fromState, ...common], `${fromState}: the movie starts from a savestate, which the real game cannot load: only movies from an act's start play on it`],
      [['verify', txt, ...common], `${txt}: the movie records no act: give --level s1:ACT`],
      [['verify', txt, '--level', 's1:ghz1', '--rom', rg.rom[1], '--disasm', rg.disasm], 'missing --core <file> (or $SUBPIXEL_CORE): your Genesis Plus GX libretro core'],
      [['boot', '--act', 's1:end', ...common], 's1:end: no boot route (the ending\'s Green Hill is reached only by finishing the Final Zone)'],
    ];
    for (const [argv, line] of cases) {
      const before = process.env.SUBPIXEL_CORE;
      delete process.env.SUBPIXEL_CORE;
      const r = await runCli('realgame', ...argv);
      if (before !== undefined) process.env.SUBPIXEL_CORE = before;
      expect(r.code).toBe(2);
      expect(r.err.length).toBe(1);
      expect([argv.join(' '), r.err[0].startsWith(`subpixel realgame: ${line}`) ? line : r.err[0]]).toEqual([argv.join(' '), line]);
      expect(r.out).toEqual([]);
    }
  });
});
