/**
 * Sonic 2's TouchResponse on the objects, the monitors and the spikes (issue 28, item 4:
 * engine/games/s2/s2Touch.ts, obj26Monitor.ts, obj2EMonitorContents.ts, obj36Spikes.ts) against
 * the real Sonic 2: movies of realgame/movieStyles.ts played on both, the frame compared field by
 * field (makeS2FrameComparer) and, beside the record, the game's own RAM read by its labels:
 * Ring_count, Score, Monitors_Broken and MainCharacter's status_secondary (the shield bit) and
 * invulnerable_time.
 */
import { afterAll, expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { MONITORS_BROKEN } from '../../engine/games/s2/s2State.ts';
import { P_INVULN_TIMER, P_RINGS, P_SHIELD, P_XSP, P_YSP } from '../../engine/state/layout.ts';
import { createWorld } from '../../engine/world/world.ts';
import { S2RealGame } from '../../realgame/games/s2/s2RealGame.ts';
import { makeS2FrameComparer } from '../../realgame/games/s2/s2CompareFrames.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { movieStyle, type MovieStyle } from '../../realgame/movieStyles.ts';
import { describeWithRealGameS2 } from '../support/realGame.ts';

/** s2.constants.asm's SST: status_secondary (bit 0 the shield), invulnerable_time. */
const STATUS_SECONDARY = 0x2b;
const INVULNERABLE_TIME = 0x30;

describeWithRealGameS2('Sonic 2 TouchResponse, monitors and spikes on the real game', (rg) => {
  const game = new S2RealGame(rg.core, rg.rom, nodeDisasmSource(rg.disasm));
  afterAll(() => game.close());
  const label = (name: string): number => {
    const a = game.symbols.value(name);
    if (a === undefined) throw new Error(`the RAM map names no ${name}`);
    return a;
  };

  /** Plays `style` `seed` on `act`; `watch` sees each frame compared (real console, world) while the two agree. */
  function play(act: string, style: MovieStyle, seed: number, watch: (f: number, c: { word(a: number): number; byte(a: number): number }, w: ReturnType<typeof createWorld>) => void) {
    const b = game.bootAct(act);
    try {
      const w = createWorld(game.disasm.importAct(act).level, { vblank: b.actStart.vblank });
      const cmp = makeS2FrameComparer(w, act);
      playInputs(b.console, game.bridge, movieStyle(style, 900, seed), (f) => {
        cmp.compare(f);
        if (f.record !== null && cmp.report().firstDivergence === null) watch(f.f, b.console, w);
      });
      return cmp.report();
    } finally {
      game.closeConsole(b.console);
    }
  }

  it('CPZ1, hops (seed 15): Sonic breaks a ring monitor (Obj26 subtype 4) on the game\'s frame, bouncing off it; the rings come 33 frames later with the game\'s Ring_count, no score, no shield; in sync on all 900 frames', () => {
    const main = label('MainCharacter');
    const ringCount = label('Ring_count');
    const score = label('Score');
    const broken = label('Monitors_Broken');
    let bounce: [number, number, number] | null = null;
    let rings: [number, number, number] | null = null;
    let lastYsp = 0;
    const parted: string[] = [];
    const r = play('cpz1', 'hops', 15, (f, c, w) => {
      const s = w.state;
      const ysp = s[P_YSP];
      // Touch_Monitor's bounce: falling onto it rolling, y speed negated.
      if (bounce === null && lastYsp > 0 && ysp < 0 && ysp === -(lastYsp + 0x38)) bounce = [f, lastYsp, ysp];
      lastYsp = ysp;
      if (rings === null && c.word(ringCount) !== 0) rings = [f, c.word(ringCount), s[P_RINGS]];
      const game = [c.word(ringCount), (c.word(score) << 16) | c.word(score + 2), c.byte(main + STATUS_SECONDARY) & 1, c.word(broken)];
      const engine = [s[P_RINGS], 0, s[P_SHIELD] !== 0 ? 1 : 0, s[w.s2!.base + MONITORS_BROKEN]];
      if (parted.length === 0 && game.join() !== engine.join()) parted.push(`${f}: ${game} / ${engine}`);
    });
    expect([r.synced, r.frames, bounce, rings, parted]).toEqual([true, 900, [368, 1608, -1664], [401, 10, 10], []]);
  });

  it('EHZ2, hops (seed 1): the spikes (Obj36) Sonic lands on hurt him on the game\'s frame (247): -$200, -$400, invulnerable_time $78, his 6 rings scattered (Obj37) and Ring_count 0; on 329 he takes one of them back as the game\'s Sonic does; in sync to 408', () => {
    const main = label('MainCharacter');
    const ringCount = label('Ring_count');
    let hurt: unknown = null;
    let regained: [number, number, number] | null = null;
    let scattered = 0;
    const r = play('ehz2', 'hops', 1, (f, c, w) => {
      const s = w.state;
      if (hurt === null && c.word(main + INVULNERABLE_TIME) === 0x78) {
        hurt = { f, real: c.word(main + INVULNERABLE_TIME), engine: s[P_INVULN_TIMER], xsp: s[P_XSP], ysp: s[P_YSP], rings: [c.word(ringCount), s[P_RINGS]] };
        for (let k = 0; k < 0x70; k++) if (w.s2!.m[k * 0x40] === 0x37) scattered++;
      }
      if (hurt !== null && regained === null && c.word(ringCount) > 0) regained = [f, c.word(ringCount), s[P_RINGS]];
    });
    expect([hurt, scattered, regained, r.firstDivergence?.frame, r.firstDivergence?.fields]).toEqual([
      { f: 247, real: 0x78, engine: 0x78, xsp: -0x200, ysp: -0x400, rings: [0, 0] }, 6, [329, 1, 1], 408, { ysp: [8, 264] },
    ]);
  });

  it('EHZ1, the runner (seed 3): hurt by the spikes on the game\'s frame (653) as well; he parts at 662, standing on spikes the game has in slot 20 and the engine in 24 (objects without a port spawn no children)', () => {
    const main = label('MainCharacter');
    let hurt: number | null = null;
    const r = play('ehz1', 'runner', 3, (f, c, w) => {
      if (hurt === null && c.word(main + INVULNERABLE_TIME) === 0x78 && w.state[P_INVULN_TIMER] === 0x78) hurt = f;
    });
    expect([hurt, r.firstDivergence?.frame, r.firstDivergence?.fields]).toEqual([653, 662, { onObject: ['Obj36, slot 20', 'Obj36, slot 24'] }]);
  });
});
