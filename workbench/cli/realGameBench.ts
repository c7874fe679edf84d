/**
 * The real-game figures of `subpixel bench`, measured only when the user's core, ROM and
 * disassembly are there (--core/--rom or $SUBPIXEL_CORE/$SUBPIXEL_ROM, and --disasm or
 * $SUBPIXEL_DISASM):
 * - `realGameCoreFramesPerSecond`: the libretro core alone, headless (video off), emulator
 *   frames per second from power-on through the title screen and its demos, nothing pressed;
 * - `realGameVerifyMs`: `realgame verify` of a 10,000-frame Green Hill 1 movie, the boot from
 *   power-on included (the engine steps beside the core, every frame compared);
 * - `realGameExportMs`: `realgame export` of the same movie (played and checked, then the .bk2
 *   replayed from power-on by the separate player: about two verifies).
 * Timed on the process's CPU time, as the engine figures are (benchRun.ts cpuClock): the core
 * runs in this thread through koffi, so that is the core's time and the engine's.
 */
import { cpuClock } from './benchRun.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { verifyOnRealGame } from '../../realgame/verifyOnRealGame.ts';
import { exportRealMovie } from '../../realgame/exportRealMovie.ts';
import type { RealGameFigures, RealGameFiles } from './realGameFigures.ts';

export function measureRealGame(files: RealGameFiles, quick: boolean): RealGameFigures {
  const game = new RealGame(files.core, files.rom, nodeDisasmSource(files.disasm));
  try {
    const coreFrames = quick ? 2_000 : 20_000;
    const c = game.powerOn();
    let t0 = cpuClock();
    for (let f = 0; f < coreFrames; f++) c.run(0);
    const coreSeconds = cpuClock() - t0;
    game.closeConsole(c);

    // Sonic standing in Green Hill 1: every frame is a level frame the verify compares (a movie
    // that moves might die or part, and the figure would time less than it says).
    const frames = quick ? 1_000 : 10_000;
    const inputs = new Uint8Array(frames);
    const level = openS1Disassembly(nodeDisasmSource(files.disasm), game.rom.revision as 0 | 1).importAct('ghz1').level;
    t0 = cpuClock();
    const verified = verifyOnRealGame(game, { act: 'ghz1', inputs, level });
    const verifySeconds = cpuClock() - t0;
    if (!verified.synced || verified.frames !== frames) throw new Error(`bench: the standing GHZ1 movie parted from the real game at frame ${verified.firstDivergence?.frame ?? verified.frames}`);
    t0 = cpuClock();
    const exported = exportRealMovie(game, [{ act: 'ghz1', inputs, level, name: 'bench' }], { author: '', rerecords: 0 });
    const exportSeconds = cpuClock() - t0;
    if (!exported.ok) throw new Error('bench: the standing GHZ1 movie could not be exported');
    return {
      realGameCoreFramesPerSecond: Math.round(coreFrames / coreSeconds),
      realGameMovieFrames: frames,
      realGameVerifyMs: Math.round(verifySeconds * 1000),
      realGameExportMs: Math.round(exportSeconds * 1000),
      realGameRom: game.rom.title,
    };
  } finally {
    game.close();
  }
}
