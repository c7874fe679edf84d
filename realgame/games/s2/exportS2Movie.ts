/**
 * `realgame export` on the real Sonic 2 (CONTRACTS §8, as realgame/exportRealMovie.ts does for
 * Sonic 1): an act movie as one BizHawk movie from power-on that plays it on the real game. The
 * act is booted from power-on by its route (s2Boot.ts: Start for Sonic and Tails, OPTIONS →
 * PLAYER SELECT for Sonic alone, the level select code for the later acts), the movie played by
 * the frame rule (realgame/realRun.ts playInputs, lag frames included) and every frame checked
 * against the engine (s2CompareFrames.ts, as `realgame verify` checks it), started from the act's
 * start values. The pads of every emulator frame from power-on are the input log; before anything
 * is returned the .bk2 is replayed from power-on by BizHawk's format alone and must give the
 * export's frames again (bk2/replayCheck.ts).
 *
 * One act movie: the engine does not play Sonic 2's act ends yet, so a movie that leaves its act
 * (a death's reload is played, the act's end is not) is refused there.
 */
import type { Level } from '../../../engine/level/types.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { bootRouteScript } from '../../bootRouteScript.ts';
import { actCommentLine } from '../../bk2/actComments.ts';
import { bizhawkGameEntry } from '../../bk2/bizhawkGameDb.ts';
import { writeRealBk2 } from '../../bk2/bizhawkGpgx.ts';
import { checkReplay, PlayedFrames } from '../../bk2/replayCheck.ts';
import type { ExportOptions, ExportResult } from '../../exportRealMovie.ts';
import { playInputs } from '../../realRun.ts';
import { RealMovieError } from '../../realMovieError.ts';
import type { S2Players } from './s2Boot.ts';
import { makeS2FrameComparer } from './s2CompareFrames.ts';
import type { S2RealGame } from './s2RealGame.ts';

export interface S2ExportMovie {
  /** The act id (`ehz1`). */
  readonly act: string;
  /** One byte per game-logic frame (engine/input.ts). */
  readonly inputs: Uint8Array;
  /** The engine's level of the act, as the checkout builds it (with its objects). */
  readonly level: Level;
  /** What the messages call it (its file). */
  readonly name: string;
  /** Sonic alone, or the game's Sonic and Tails (the engine's CPU Tails follows). */
  readonly players: S2Players;
}

export function exportS2Movie(game: S2RealGame, movie: S2ExportMovie, options: ExportOptions): ExportResult {
  const total = movie.inputs.length;
  const booted = game.bootAct(movie.act, movie.players);
  const c = booted.console;
  const played = new PlayedFrames();
  try {
    const actStart = booted.actStart;
    const act = `s2:${movie.act}`;
    const w = createWorld(movie.level, { vblank: actStart.vblank, ...(movie.players === 'sonicAndTails' ? { partner: { character: 'tails' as const, control: 'cpu' as const } } : {}) });
    const cmp = makeS2FrameComparer(w, movie.act);
    let emuStart = c.frame;
    let count = 0;
    let restarts = 0;
    let left: string | null = null;
    playInputs(c, game.bridge, movie.inputs, (f) => {
      if (count === 0) emuStart = f.emuFrame;
      played.add(f);
      count++;
      if (f.restart) restarts++;
      if (f.left !== null) left = f.left;
      options.progress?.(count, total * 2);
      return cmp.compare(f);
    });
    const verify = cmp.report();
    const exported = { n: 1, name: movie.name, act, actStart, emuStart, restarts, verify };
    const route = bootRouteScript(c.pads.slice(0, booted.frames));
    if (!verify.synced) return { ok: false, report: { synced: false, emulatorFrames: c.frame, bootFrames: booted.frames, route, acts: [exported] } };
    if (left !== null && count < movie.inputs.length) {
      throw new RealMovieError('exportLeftLevels', `${movie.name}: the real game leaves ${act} (${left}) with ${movie.inputs.length - count} of the movie's frames left, which have no level to play in`);
    }
    const pads = c.pads.slice();
    const entry = bizhawkGameEntry(game.rom);
    const who = movie.players === 'sonicAndTails' ? 'Sonic and Tails' : 'Sonic alone';
    const comments = [
      `Exported by Subpixel (subpixel realgame export): ${game.rom.title} from power-on, ${who}, 1 act movie, checked frame by frame against the engine.`,
      actCommentLine({ n: 1, act, level: movie.level.hash >>> 0, frames: verify.frames, emuStart, vblank: actStart.vblank }),
    ];
    const bk2 = writeRealBk2({ header: { author: options.author, rerecords: options.rerecords, gameName: entry.name, hash: game.rom.sha1, emuVersion: 'Subpixel realgame export' }, comments, pads });
    checkReplay(game, bk2, pads.length, played, (n) => options.progress?.(total + n, total * 2));
    return { ok: true, bk2, report: { synced: true, emulatorFrames: pads.length, bootFrames: booted.frames, route, acts: [exported] } };
  } finally {
    game.closeConsole(c);
  }
}
