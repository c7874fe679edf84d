/**
 * The regression net against the real game (issue 27): every act of both revisions booted on the
 * real core, each input style of realgame/movieStyles.ts played on it and on the engine, and
 * the first divergence named. tools/verifyActs.ts runs the same net as long as asked; this is the
 * share CI can afford (a seed per revision, FRAMES frames a movie; the boot is taken once per act
 * and reloaded for each style).
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { S1_ACTS } from '../../importers/s1/s1Acts.ts';
import { createWorld } from '../../engine/world/world.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { makeFrameComparer } from '../../realgame/compareFrames.ts';
import { MOVIE_STYLES, movieStyle } from '../../realgame/movieStyles.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const FRAMES = 600;
/** A seed per revision, so the two revisions see different movies. */
const SEEDS = { 0: 7, 1: 3 } as const;
const ACTS = S1_ACTS.filter((a) => a.id !== 'end').map((a) => a.id);

describeWithRealGame('the regression net: every act, every input style, both revisions, against the real game', (rg) => {
  const source = nodeDisasmSource(rg.disasm);

  it.each([1, 0] as const)(`REV0%i: every act and style matches the real game for ${FRAMES} frames`, (rev) => {
    const game = new RealGame(rg.core, rg.rom[rev], source);
    const d = openS1Disassembly(source, rev);
    const parted: string[] = [];
    let played = 0;
    try {
      for (const id of ACTS) {
        const level = d.importAct(id).level;
        const b = game.bootAct(id);
        const booted = b.console.save();
        const at = b.console.frame;
        for (const style of MOVIE_STYLES) {
          b.console.load(booted, at);
          const cmp = makeFrameComparer(createWorld(level, { vblank: b.actStart.vblank }));
          playInputs(b.console, game.bridge, movieStyle(style, FRAMES, SEEDS[rev]), (f) => cmp.compare(f));
          const r = cmp.report();
          played++;
          const dv = r.firstDivergence;
          if (dv !== null) parted.push(`${id} ${style} frame ${dv.frame}: ${Object.entries(dv.fields).map(([k, [real, engine]]) => `${k} real ${real} engine ${engine}`).join(', ')}`);
        }
        game.closeConsole(b.console);
      }
    } finally {
      game.close();
    }
    expect(played).toBe(ACTS.length * MOVIE_STYLES.length);
    expect(parted).toEqual([]);
  }, 300_000);
});
