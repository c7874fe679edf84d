import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { S2RealGame } from '../../../realgame/games/s2/s2RealGame.ts';
import { makeS2FrameComparer } from '../../../realgame/games/s2/s2CompareFrames.ts';
import { playInputs } from '../../../realgame/realRun.ts';
import { describeWithRealGameS2 } from '../../support/realGame.ts';
import { readRealBk2 } from '../../../realgame/bk2/readRealBk2.ts';
import { readActComments } from '../../../realgame/bk2/actComments.ts';
import { bizhawkGameEntry } from '../../../realgame/bk2/bizhawkGameDb.ts';
import { createHash } from 'node:crypto';
import { readSpx } from '../../../movies/formats/spx.ts';

const work = mkdtempSync(join(tmpdir(), 'subpixel-realgame-s2-cli-'));

function script(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

describeWithRealGameS2('subpixel realgame on a Sonic 2 ROM', (rg) => {
  const common = ['--core', rg.core, '--rom', rg.rom, '--disasm', rg.disasm];
  let game: S2RealGame;
  beforeAll(() => {
    game = new S2RealGame(rg.core, rg.rom, nodeDisasmSource(rg.disasm));
  });
  afterAll(() => game.close());

  it('boot takes Emerald Hill 1 from power-on with Sonic alone (OPTIONS, 671 frames) or with Tails (Start, 601), and its route reaches the same act start', async () => {
    const alone = await runCli('realgame', 'boot', '--act', 's2:ehz1', ...common);
    const both = await runCli('realgame', 'boot', '--act', 's2:ehz1', '--partner', 'tails', ...common);
    expect([alone.code, both.code]).toEqual([0, 0]);
    const a = JSON.parse(alone.out[0]);
    const b = JSON.parse(both.out[0]);
    expect([a.act, a.players, a.frames, a.actStart, a.rom]).toEqual(['s2:ehz1', 'sonic', 671, { vblank: 437 }, '8BCA5DCEF1AF3E00098666FD892DC1C2A76333F9']);
    expect([b.players, b.frames, b.actStart]).toEqual(['sonicAndTails', 601, { vblank: 386 }]);
    const route = parseInputScript(a.route, 'route');
    if (!route.ok) throw new Error(route.error.message);
    expect(route.value.length).toBe(671);
  });

  it('verify: nothing pressed for 300 frames is in sync, alone and with Tails; Right held reports the first divergence the bridge\'s comparer finds, with exit 1', async () => {
    const still = script('still.txt', '300\n');
    for (const extra of [[], ['--partner', 'tails']]) {
      const r = await runCli('realgame', 'verify', still, '--level', 's2:ehz1', ...extra, ...common);
      const report = JSON.parse(r.out[0]);
      expect([r.code, report.synced, report.frames, report.lagFrames]).toEqual([0, true, 300, 0]);
    }
    const right = script('right.txt', '600,R\n');
    const r = await runCli('realgame', 'verify', right, '--level', 's2:ehz1', ...common);
    const report = JSON.parse(r.out[0]);
    // The same movie through the bridge and the comparer directly.
    const b = game.bootAct('ehz1');
    try {
      const inputs = new Uint8Array(600).fill(0x08);
      const cmp = makeS2FrameComparer(createWorld(game.disasm.importAct('ehz1').level, { vblank: b.actStart.vblank }), 'ehz1');
      playInputs(b.console, game.bridge, inputs, (f) => cmp.compare(f));
      const direct = cmp.report();
      expect(report.synced).toBe(direct.synced);
      expect(report.firstDivergence).toEqual(direct.firstDivergence);
      expect(r.code).toBe(direct.synced ? 0 : 1);
      expect(report.bootFrames).toBe(671);
    } finally {
      game.closeConsole(b.console);
    }
  });

  it('trace prints the real game per game-logic frame in the trace record\'s keys: Emerald Hill 1\'s first frames with Right held', async () => {
    const right = script('right3.txt', '3,R\n');
    const r = await runCli('realgame', 'trace', right, '--level', 's2:ehz1', ...common);
    expect(r.code).toBe(0);
    const records = r.out.map((l) => JSON.parse(l));
    expect(records.map((x) => [x.f, x.input, x.act, x.emuFrame, x.lag, x.gsp])).toEqual([
      [0, 'R', 's2:ehz1', 671, 0, 12],
      [1, 'R', 's2:ehz1', 672, 0, 24],
      [2, 'R', 's2:ehz1', 673, 0, 36],
    ]);
    expect(records[0].camY).toBe(560);
  });

  it('export writes a BizHawk movie from power-on that plays the act movie on the real Sonic 2 (checked frame by frame, replayed before it is written); one that parts from the engine writes nothing', async () => {
    const right = script('right300.txt', '300,R\n');
    const out = join(work, 'ehz1.bk2');
    const r = await runCli('realgame', 'export', right, '--level', 's2:ehz1', '--out', out, '--author', 'e2e', ...common);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out[0]);
    // Sonic alone: the 671-frame OPTIONS route, then the movie's 300 frames with no lag.
    expect([report.synced, report.bootFrames, report.emulatorFrames, report.author, report.acts[0].act, report.acts[0].frames, report.acts[0].lagFrames, report.acts[0].emuStart]).toEqual([true, 671, 971, 'e2e', 's2:ehz1', 300, 0, 671]);
    const bk2 = readRealBk2(new Uint8Array(readFileSync(out)), out);
    if (!bk2.ok) throw new Error(bk2.error.message);
    expect([bk2.value.header.get('GameName')?.value, bk2.value.header.get('SHA1')?.value, bk2.value.header.get('Author')?.value, bk2.value.pads.length]).toEqual(['Sonic The Hedgehog 2 (W) (REV01) [!]', '8BCA5DCEF1AF3E00098666FD892DC1C2A76333F9', 'e2e', 971]);
    // The pads after the route are the movie's: Right from the act's first frame on.
    expect(Array.from(bk2.value.pads.subarray(671)).every((p) => p === 0x08)).toBe(true);
    expect(readActComments(bk2.value.comments).map((a) => [a.act, a.frames, a.emuStart])).toEqual([['s2:ehz1', 300, 671]]);
    // BizHawk's database entry for the ROM: keyed by the MD5 of its bytes, as Sonic 1's.
    expect(bizhawkGameEntry(game.rom).hash).toBe(createHash('md5').update(readFileSync(rg.rom)).digest('hex').toUpperCase());
    // With Tails: Start's route (601 frames).
    const both = await runCli('realgame', 'export', right, '--level', 's2:ehz1', '--partner', 'tails', '--out', join(work, 'ehz1-tails.bk2'), '--author', 'e2e', ...common);
    expect([both.code, JSON.parse(both.out[0]).bootFrames]).toEqual([0, 601]);
    // And back: import cuts each .bk2 into its act movie, replayed on the engine (Tails where the game had him).
    for (const [file, partner, boot] of [[out, undefined, 671], [join(work, 'ehz1-tails.bk2'), 'tails', 601]] as const) {
      const dir = join(work, `imported-${boot}`);
      const imp = await runCli('realgame', 'import', file, '--out', dir, ...common);
      expect(imp.code).toBe(0);
      const got = JSON.parse(imp.out[0]);
      expect([got.synced, got.bootFrames, got.author, got.acts.length, got.acts[0].act, got.acts[0].frames, got.acts[0].emuStart, got.acts[0].exported?.frames]).toEqual([true, boot, 'e2e', 1, 's2:ehz1', 300, boot, 300]);
      const movie = readSpx(readFileSync(got.acts[0].file, 'utf8'), got.acts[0].file);
      if (!movie.ok) throw new Error(movie.error.message);
      expect([movie.value.inputs.length, movie.value.inputs.every((p) => p === 0x08), movie.value.meta.partner?.character]).toEqual([300, true, partner]);
      // The imported movie verifies on the real game as it was made.
      const again = await runCli('realgame', 'verify', got.acts[0].file, '--level', 's2:ehz1', ...(partner === undefined ? [] : ['--partner', 'tails']), ...common);
      expect([again.code, JSON.parse(again.out[0]).synced]).toEqual([0, true]);
    }
    // 600 frames of Right part from the engine (the Masher it has no port of): the divergence, nothing written.
    const long = script('right600.txt', '600,R\n');
    const failed = await runCli('realgame', 'export', long, '--level', 's2:ehz1', '--out', join(work, 'no.bk2'), ...common);
    const f = JSON.parse(failed.out[0]);
    expect([failed.code, f.synced, f.written, existsSync(join(work, 'no.bk2'))]).toEqual([1, false, false, false]);
    expect(f.firstDivergence.frame).toBeGreaterThan(300);
  }, 120_000);

  it('refuses in one line what the real Sonic 2 cannot play: another game\'s act, Sonic 1\'s options, the verbs that are Sonic 1\'s', async () => {
    const still = script('still2.txt', '10\n');
    const cases: [string[], string][] = [
      [['boot', '--act', 's1:ghz1'], 'option --act: the ROM is Sonic 2, so the act is s2:ACT, not "s1:ghz1"'],
      [['boot', '--act', 's2:xyz1'], 'option --act: no Sonic 2 act "s2:xyz1"'],
      [['verify', still], 'missing --level s2:ACT'],
      [['verify', still, '--level', 's2:ehz1', '--rev', '0'], 'option --rev: the real Sonic 2 is played as the checkout builds it'],
      [['verify', still, '--level', 's2:ehz1', '--partner', 'knuckles'], 'option --partner knuckles: Sonic 2 plays Sonic alone or with Tails'],
      [['serve'], "realgame serve: Sonic 1's for now"],
      [['export', still, '--level', 's2:ehz1'], 'missing --out F.bk2'],
    ];
    for (const [argv, message] of cases) {
      const r = await runCli('realgame', ...argv, ...common);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.err.join('\n'), argv.join(' ')).toContain(message);
    }
  });
});
