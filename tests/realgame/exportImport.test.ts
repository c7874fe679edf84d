/**
 * `realgame export` and `realgame import` against the real thing: the user's core and ROM as
 * tools/buildRealGame.mjs builds them. Every exported .bk2 is replayed from power-on on a fresh
 * core by the BizHawk-format player (realgame/bk2/playBk2.ts: it shares no code with the
 * writer), watched by the frame rule from outside, and the game-logic frames it gives are
 * stepped on the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createWorld } from '../../engine/world/world.ts';
import type { Level } from '../../engine/level/types.ts';
import { BTN_C, BTN_LEFT, BTN_RIGHT } from '../../engine/input.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly, type S1Disassembly } from '../../importers/s1/importS1.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { makeFrameComparer } from '../../realgame/compareFrames.ts';
import type { ActStartValues } from '../../realgame/gameBridge.ts';
import { LevelIterations } from '../../realgame/levelIterations.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import type { RealFrame } from '../../realgame/realRun.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { exportRealMovie, type ExportMovie } from '../../realgame/exportRealMovie.ts';
import { importRealMovie } from '../../realgame/importRealMovie.ts';
import { RealMovieError } from '../../realgame/realMovieError.ts';
import { verifyOnRealGame } from '../../realgame/verifyOnRealGame.ts';
import { writeRealBk2 } from '../../realgame/bk2/bizhawkGpgx.ts';
import { bk2Pads, playBk2FromPowerOn } from '../../realgame/bk2/playBk2.ts';
import { describeWithRealGame } from '../support/realGame.ts';
import { GROUNDTRUTH_S1 } from '../support/disasm.ts';

const SLOW = 300_000;

function script(path: string): Uint8Array {
  const r = parseInputScript(readFileSync(path, 'utf8'), path);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Game-logic frames of a .bk2 replayed from power-on, each with the act-start values the loop had before its VBlank. */
function replay(game: RealGame, bk2: Uint8Array): { frames: RealFrame[]; startValues: ActStartValues[] } {
  const c = game.powerOn();
  try {
    const frames: RealFrame[] = [];
    const startValues: ActStartValues[] = [];
    const watch = new LevelIterations(game.bridge);
    let waiting: ActStartValues | null = null;
    const before = () => {
      watch.beforeFrame(c);
      if (game.bridge.loopState(c).waiting) waiting = game.bridge.actStartValues(c);
    };
    before();
    playBk2FromPowerOn(bk2, c, (_i, pad) => {
      for (const f of watch.afterFrame(c, pad)) {
        frames.push(f);
        startValues.push(waiting!);
      }
      before();
    });
    return { frames, startValues };
  } finally {
    game.closeConsole(c);
  }
}

/** The replayed frames of one act movie (from its first frame, `count` frames) stepped on the engine from the values the replay had there. */
function engineOnReplay(level: Level, r: ReturnType<typeof replay>, emuStart: number, count: number) {
  const at = r.frames.findIndex((f) => f.emuFrame === emuStart);
  expect(at).toBeGreaterThanOrEqual(0);
  const frames = r.frames.slice(at, at + count);
  const cmp = makeFrameComparer(createWorld(level, { vblank: r.startValues[at].vblank }));
  frames.forEach((f, k) => cmp.compare({ ...f, f: k }));
  return { frames, report: cmp.report(), actStart: r.startValues[at] };
}

describeWithRealGame('realgame export and import on the real game', (rg) => {
  let game: RealGame;
  let acts: S1Disassembly;
  const level = (id: string) => acts.importAct(id).level;
  const movie = (act: string, inputs: Uint8Array, name = `${act}.movie`): ExportMovie => ({ act, inputs, level: level(act), name });
  const signpost = script(new URL('./fixtures/ghz1-signpost.txt', import.meta.url).pathname);

  beforeAll(() => {
    game = new RealGame(rg.core, rg.rom[1], nodeDisasmSource(rg.disasm));
    acts = openS1Disassembly(nodeDisasmSource(rg.disasm), 1);
  });
  afterAll(() => game?.close());

  it('exports the game\'s own GHZ demo from power-on: the .bk2, replayed by a BizHawk-format player on a fresh core, gives the engine\'s 1795 frames', () => {
    if (GROUNDTRUTH_S1 === null) throw new Error('no ../shared/groundtruth/s1');
    const demo = script(join(GROUNDTRUTH_S1, 'ghz1-demo.txt'));
    const r = exportRealMovie(game, [movie('ghz1', demo, 'ghz1-demo.txt')], { author: 'Sonic Team', rerecords: 7 });
    if (!r.ok) throw new Error(JSON.stringify(r.report));
    expect(r.report.acts.map((a) => [a.act, a.emuStart, a.verify.synced, a.verify.frames])).toEqual([['s1:ghz1', 763, true, 1795]]);

    const replayed = replay(game, r.bk2);
    const { frames, report } = engineOnReplay(level('ghz1'), replayed, 763, demo.length);
    expect(frames.map((f) => f.input)).toEqual(Array.from(demo));
    expect(report).toEqual({ synced: true, frames: 1795, lagFrames: 0, firstDivergence: null });
    // The log is the boot route (the same pads as a boot from power-on), then the act, one line per emulator frame.
    const pads = bk2Pads(r.bk2);
    expect(pads.length).toBe(r.report.emulatorFrames);
    const boot = game.bootAct('ghz1');
    expect(Array.from(pads.subarray(0, boot.frames))).toEqual(boot.console.pads);
    game.closeConsole(boot.console);

    const files = unzipSync(r.bk2);
    const header = new TextDecoder().decode(files['Header.txt']);
    const sha1 = createHash('sha1').update(readFileSync(rg.rom[1])).digest('hex').toUpperCase();
    for (const line of ['Platform GEN', 'Core Genplus-gx', `SHA1 ${sha1}`, 'GameName Sonic The Hedgehog (W) (REV01) [!]', 'Author Sonic Team', 'rerecordCount 7']) {
      expect(header.split('\r\n')).toContain(line);
    }
  }, SLOW);

  it('exports a movie with a death and the act\'s restart inside it: the replay restarts where the engine does and stays in sync', () => {
    const runner = movieStyle('runner', 400, 1);
    const r = exportRealMovie(game, [movie('ghz2', runner)], { author: '', rerecords: 0 });
    if (!r.ok) throw new Error(JSON.stringify(r.report));
    expect(r.report.acts[0].restarts).toBeGreaterThan(0);
    const { frames, report } = engineOnReplay(level('ghz2'), replay(game, r.bk2), r.report.acts[0].emuStart, 400);
    expect(frames.filter((f) => f.restart).length).toBe(r.report.acts[0].restarts);
    expect(report.synced).toBe(true);
    expect(report.frames).toBe(400);
  }, SLOW);

  it('exports across an act end: Green Hill 1 to its signpost, the tally played with nothing pressed, Green Hill 2 from the values the game gives; import gives both movies back', () => {
    const ghz2 = movieStyle('runner', 600, 1);
    const r = exportRealMovie(game, [movie('ghz1', signpost, 'ghz1-signpost.txt'), movie('ghz2', ghz2)], { author: 'A', rerecords: 3 });
    if (!r.ok) throw new Error(JSON.stringify(r.report));
    const [a1, a2] = r.report.acts;
    expect([a1.verify.synced, a1.verify.frames, a2.verify.synced, a2.verify.frames]).toEqual([true, 1712, true, 600]);
    // The second act starts from what the game left, not from a level-select boot of it.
    const boot2 = game.bootAct('ghz2');
    expect(a2.actStart.vblank).not.toBe(boot2.actStart.vblank);
    game.closeConsole(boot2.console);

    const replayed = replay(game, r.bk2);
    const one = engineOnReplay(level('ghz1'), replayed, a1.emuStart, 1712);
    const two = engineOnReplay(level('ghz2'), replayed, a2.emuStart, 600);
    expect([one.report.synced, two.report.synced]).toEqual([true, true]);
    expect(two.actStart).toEqual(a2.actStart);
    expect(two.frames.map((f) => f.input)).toEqual(Array.from(ghz2));
    // Between the last frame of act 1 (and its lag) and the first of act 2 nothing is pressed: the act's end.
    const last = one.frames[one.frames.length - 1];
    const pads = bk2Pads(r.bk2);
    const between = pads.subarray(last.emuFrame + 1 + (last.lag ?? 0), a2.emuStart);
    expect(between.length).toBeGreaterThan(500);
    expect(between.every((p) => p === 0)).toBe(true);

    const imported = importRealMovie(game, r.bk2, 'across.bk2');
    expect(imported.acts.map((a) => [a.name, a.act, a.verify.synced, a.actEndFrames > 0, a.from?.frames])).toEqual([
      ['01-ghz1', 's1:ghz1', true, true, 1712],
      ['02-ghz2', 's1:ghz2', true, false, 600],
    ]);
    expect(imported.acts[0].movie.inputs).toEqual(signpost);
    expect(imported.acts[1].movie.inputs).toEqual(ghz2);
    expect(imported.acts[1].restarts).toBe(a2.restarts);
    expect(imported.acts[1].actStart).toEqual(a2.actStart);
    // Each act movie records where its act started, so it replays the same without the core.
    expect(imported.acts.map((a) => a.movie.meta.actStart)).toEqual([{ route: 'boot', vblank: a1.actStart.vblank }, { route: 'actEnd', vblank: a2.actStart.vblank }]);
    expect([imported.author, imported.rerecords]).toEqual(['A', 3]);
  }, SLOW);

  it('exports a run, one movie across GHZ1\'s end into GHZ2 (the results played as the movie\'s frames): the .bk2 replays; import cuts it at the act end into two act movies that join back into the run', () => {
    const run = { levelOf: level, exits: acts.actExits() };
    // Right held through the results (971 frames), then 400 frames of the runner style in GHZ2.
    const inputs = Uint8Array.from([...signpost, ...new Uint8Array(1000).fill(BTN_RIGHT), ...movieStyle('runner', 400, 1)]);
    const r = exportRealMovie(game, [{ ...movie('ghz1', inputs, 'run.movie'), run }], { author: 'R', rerecords: 1 });
    if (!r.ok) throw new Error(JSON.stringify(r.report));
    expect(r.report.acts.map((a) => [a.act, a.verify.synced, a.verify.frames])).toEqual([['s1:ghz1', true, inputs.length]]);

    const imported = importRealMovie(game, r.bk2, 'run.bk2');
    // GHZ1's act movie ends with the frame the results card reloads the level on (GHZ2's start).
    expect(imported.acts.map((a) => [a.act, a.verify.synced, a.movie.inputs.length])).toEqual([
      ['s1:ghz1', true, 2684],
      ['s1:ghz2', true, inputs.length - 2684],
    ]);
    expect(Uint8Array.from([...imported.acts[0].movie.inputs, ...imported.acts[1].movie.inputs])).toEqual(inputs);
  }, SLOW);

  it('imports a movie recorded by driving the core from power-on with the level select to MZ1: the act movie replays exactly on the engine and on the real game', () => {
    const booted = game.bootAct('mz1');
    const pads = booted.console.pads.slice();
    game.closeConsole(booted.console);
    const route = pads.length;
    // Run right, now and then left; jump every 61 emulator frames, held 14.
    for (let i = 0; i < 1500; i++) pads.push((i % 200 < 150 ? BTN_RIGHT : BTN_LEFT) | (i % 61 < 14 ? BTN_C : 0));
    const bk2 = writeRealBk2({ header: { author: 'me', rerecords: 12, gameName: 'x', hash: game.rom.sha1, emuVersion: 'test' }, comments: [], pads });
    const r = importRealMovie(game, bk2, 'mz1.bk2');
    expect(r.acts.map((a) => [a.act, a.emuStart])).toEqual([['s1:mz1', route]]);
    const a = r.acts[0];
    expect(a.verify).toEqual({ synced: true, frames: a.movie.inputs.length, lagFrames: a.verify.lagFrames, firstDivergence: null });
    expect(a.movie.inputs.length + a.verify.lagFrames).toBeLessThanOrEqual(1500);
    expect(a.movie.inputs[0]).toBe(pads[route]);
    expect(a.movie.meta.level.act).toEqual({ game: 's1', id: 'mz1', revision: 1, objects: true });
    expect([a.movie.meta.author, a.movie.meta.rerecords]).toEqual(['me', 12]);
    // The act movie, played by the frame rule from the boot route, is the same real game again.
    const again = verifyOnRealGame(game, { act: 'mz1', inputs: a.movie.inputs, level: level('mz1') });
    expect([again.synced, again.frames, again.actStart]).toEqual([true, a.movie.inputs.length, a.actStart]);
  }, SLOW);

  it('reports the first divergence and returns no .bk2 when the engine and the real game part', () => {
    // Green Hill 1's inputs on the engine's Green Hill 2: they part on the first frame.
    const r = exportRealMovie(game, [{ ...movie('ghz1', signpost.subarray(0, 100)), level: level('ghz2') }], { author: '', rerecords: 0 });
    expect(r.ok).toBe(false);
    expect('bk2' in r).toBe(false);
    expect(r.report.synced).toBe(false);
    expect(r.report.acts[0].verify.firstDivergence?.frame).toBe(0);
  }, SLOW);

  it('refuses act movies that do not follow each other in the game: one of another act than the game goes to, one that does not finish its act, one whose act restarts after it', () => {
    const code = (movies: ExportMovie[]) => {
      try {
        exportRealMovie(game, movies, { author: '', rerecords: 0 });
      } catch (e) {
        if (e instanceof RealMovieError) return [e.code, e.message];
        throw e;
      }
      return ['exported', ''];
    };
    const [wrong, wrongLine] = code([movie('ghz1', signpost, 'a.txt'), movie('mz1', new Uint8Array(60).fill(BTN_RIGHT), 'b.txt')]);
    expect([wrong, wrongLine]).toEqual(['exportWrongNextAct', 'b.txt: the real game goes on from s1:ghz1 to s1:ghz2, not to s1:mz1: give the act movies in the order the game plays them']);
    // Standing at the start: the act never ends.
    expect(code([movie('ghz1', new Uint8Array(30), 'a.txt'), movie('ghz2', new Uint8Array(60), 'b.txt')])).toEqual([
      'exportActNotFinished', 'a.txt: the real game is still in s1:ghz1 6000 frames after the movie\'s last frame: a movie followed by another (movie 2, b.txt) must finish its act (pass the signpost)',
    ]);
    // Running into the first Motobug with nothing pressed after the movie: Sonic dies and the act restarts.
    expect(code([movie('ghz1', new Uint8Array(120).fill(BTN_RIGHT), 'a.txt'), movie('ghz2', new Uint8Array(60), 'b.txt')])).toEqual([
      'exportActRestarted', 'a.txt: the real game restarts s1:ghz1 after the movie\'s last frame (Sonic died) instead of going on to s1:ghz2 (b.txt): a movie followed by another must finish its act',
    ]);
  }, SLOW);
});
