/**
 * Sonic 1's special stages against the real game (issue 27): each stage booted from power-on
 * through the level select's SPECIAL STAGE item (stages 2..6 with v_lastspecial set as the
 * stages before would leave it: realgame/games/s1/s1SpecialBoot.ts), played by the frame rule
 * with three input styles for up to 1200 frames, and compared with the engine's stage on every
 * frame: Sonic's 16.16 position, speeds, obInertia and status, v_ssangle, v_ssrotate, rings,
 * lives, continues, emeralds and the camera (realgame/games/s1/s1SpecialVerify.ts). A style that
 * reaches GOAL plays on through SS_FinLoop to the results screen, on the same frame on both.
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readSpecialStages } from '../../importers/s1/s1SpecialStages.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { bootSpecialStage, pokeBytes } from '../../realgame/games/s1/s1SpecialBoot.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { OB_X, OB_Y, wl } from '../../engine/games/s1/objects/ram.ts';
import { rsw, OB_VEL_Y, OB_STATUS } from '../../engine/games/s1/objects/ram.ts';
import { verifySpecialStage } from '../../realgame/games/s1/s1SpecialVerify.ts';
import { S1SpecialStage } from '../../engine/games/s1/special/specialStage.ts';
import { BTN_A, BTN_LEFT, BTN_RIGHT } from '../../engine/input.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const FRAMES = 1200;
const STYLES = {
  right: (n: number) => new Uint8Array(n).fill(BTN_RIGHT),
  /** Left held, A pressed for 3 frames every 30. */
  leftJump: (n: number) => Uint8Array.from({ length: n }, (_, i) => BTN_LEFT | (i % 30 < 3 ? BTN_A : 0)),
  random: (n: number) => movieStyle('random', n, 7),
} as const;

/** [frames played, frames synced, lag frames, the frame ending the stage's loops (null: still playing)], per style. */
type Figures = Record<keyof typeof STYLES, [number, number, number, number | null]>;

const REV01: Record<number, Figures> = {
  1: { right: [891, 891, 1, 890], leftJump: [651, 651, 2, 650], random: [1200, 1200, 0, null] },
  2: { right: [1200, 1200, 1, null], leftJump: [1073, 1073, 2, 1072], random: [1200, 1200, 0, null] },
  3: { right: [1200, 1200, 7, null], leftJump: [1200, 1200, 10, null], random: [381, 381, 1, 380] },
  4: { right: [1200, 1200, 0, null], leftJump: [1200, 1200, 0, null], random: [1200, 1200, 0, null] },
  5: { right: [1200, 1200, 0, null], leftJump: [1200, 1200, 0, null], random: [1200, 1200, 3, null] },
  6: { right: [489, 489, 2, 488], leftJump: [424, 424, 4, 423], random: [1200, 1200, 12, null] },
};
/** REV00's stages 5 and 6 are its own layouts (sslayout/5.eni, 6.eni; REV01 has the JP1 ones). */
const REV00: Record<number, Figures> = {
  5: { right: [1200, 1200, 0, null], leftJump: [1200, 1200, 0, null], random: [1200, 1200, 3, null] },
  6: { right: [489, 489, 2, 488], leftJump: [424, 424, 4, 423], random: [1200, 1200, 12, null] },
};

describeWithRealGame('special stages on the real game', (rg) => {
  for (const [rev, table] of [[1, REV01], [0, REV00]] as const) {
    it(`REV0${rev} stages ${Object.keys(table).join(', ')}: every frame of every style matches the real game`, () => {
      const source = nodeDisasmSource(rg.disasm);
      const game = new RealGame(rg.core, rg.rom[rev], source);
      try {
        const data = readSpecialStages(openS1Disassembly(source, rev).program, rev);
        const got: Record<number, Figures> = {};
        for (const stage of Object.keys(table).map(Number)) {
          const row = {} as Figures;
          for (const [name, style] of Object.entries(STYLES) as [keyof typeof STYLES, (n: number) => Uint8Array][]) {
            const b = bootSpecialStage(game, stage);
            const r = verifySpecialStage(b, data, stage, style(FRAMES));
            game.closeConsole(b.console);
            expect(r.firstDivergence, `REV0${rev} ss${stage} ${name}`).toBe(null);
            // The engine's stage ends its loops on the frame the game's does.
            expect(r.resultsAt === null ? null : r.engine.over, `REV0${rev} ss${stage} ${name}`).toBe(r.resultsAt === null ? null : true);
            row[name] = [r.frames, r.synced, r.lagFrames, r.resultsAt];
          }
          got[stage] = row;
        }
        expect(got).toEqual(table);
      } finally {
        game.close();
      }
    }, 120_000);
  }

  it('the route reaches stage 1 by inputs alone at emulator frame 642, and the comparison parts on frame 0 from an engine started on the wrong stage', () => {
    const source = nodeDisasmSource(rg.disasm);
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const data = readSpecialStages(openS1Disassembly(source, 1).program, 1);
      const b = bootSpecialStage(game, 1);
      expect([b.frames, b.vblank, b.wrote]).toEqual([642, 334, null]);
      // Stage 2's engine against the game's stage 1: the start positions differ.
      const r = verifySpecialStage(b, data, 2, STYLES.right(10));
      expect(r.firstDivergence?.frame).toBe(0);
      // Right for one frame: +$C obInertia, times cos 0 = 256, into the 16.16 long.
      expect(r.firstDivergence?.fields.x16).toEqual([(976 << 16) + 0xc00, (808 << 16) + 0xc00]);
      expect(bootSpecialStage(game, 3).wrote).toEqual({ v_lastspecial: 2 });
    } finally {
      game.close();
    }
  }, 60_000);

  it('quirk ssInvisibleBlocks on the real game: REV00 stage 5, Sonic put just above its $FF cell at layout (41, 33) lands on it and rests there for 120 frames as the engine has him; fixed, the engine\'s falls through', () => {
    const source = nodeDisasmSource(rg.disasm);
    const game = new RealGame(rg.core, rg.rom[0], source);
    try {
      const data = readSpecialStages(openS1Disassembly(source, 0).program, 0);
      const player = readRamSymbols(game.program, source).value('v_player')!;
      const x = 1520 << 16;
      const y = (1659 << 16) | 0xff00;
      const long = (v: number) => [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
      const teleport = (e: { m: Uint8Array }) => {
        wl(e.m, OB_X, x);
        wl(e.m, OB_Y, y);
      };
      const play = (fixes: readonly 'ssInvisibleBlocks'[]) => {
        const b = bootSpecialStage(game, 5);
        pokeBytes(b.console, player + OB_X, long(x));
        pokeBytes(b.console, player + OB_Y, long(y));
        const r = verifySpecialStage(b, data, 5, new Uint8Array(120), { prepare: teleport, fixes });
        game.closeConsole(b.console);
        return r;
      };
      const r = play([]);
      expect([r.firstDivergence, r.synced]).toEqual([null, 120]);
      // With the bug fixed the engine parts from the game on frame 0: gravity where the game stopped him.
      expect(play(['ssInvisibleBlocks']).firstDivergence).toEqual({
        frame: 0,
        fields: { y16: [y, y + (0x2a << 8)], ysp: [0, 0x2a], status: [4, 6], camY: [1659 - 0x70, 1660 - 0x70] },
      });
      // The game's frame 0: Fall found the block under him (no y speed, on a "wall"), as the engine's.
      const first = new S1SpecialStage(data, { lastSpecial: 4 });
      teleport(first);
      first.step(0);
      expect([rsw(first.m, OB_VEL_Y), first.m[OB_STATUS] & 2]).toEqual([0, 0]);
      const fixed = new S1SpecialStage(data, { lastSpecial: 4, fixes: ['ssInvisibleBlocks'] });
      teleport(fixed);
      fixed.step(0);
      expect([rsw(fixed.m, OB_VEL_Y), fixed.m[OB_STATUS] & 2]).toEqual([0x2a, 2]);
    } finally {
      game.close();
    }
  }, 60_000);
});
