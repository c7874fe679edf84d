/**
 * `realgame import` on the real Sonic 2 (realgame/importRealMovie.ts's importActMovies with
 * Sonic 2's side): a BizHawk movie of Sonic 2 REV01 from power-on cut into one movie per act,
 * each replayed on the engine from the values the game had at the act's first frame, as
 * `realgame verify` plays it (s2CompareFrames.ts). Sonic alone or with Tails, as the movie
 * played it: where the game's sidekick slot holds Tails at an act's first frame, the engine
 * plays its CPU Tails beside Sonic.
 */
import type { Level } from '../../../engine/level/types.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { findS2Act } from '../../../importers/s2/s2Acts.ts';
import { importActMovies, type ImportOptions, type ImportReport } from '../../importRealMovie.ts';
import { makeS2FrameComparer } from './s2CompareFrames.ts';
import type { S2RealGame } from './s2RealGame.ts';

export function importS2Movie(game: S2RealGame, bytes: Uint8Array, file: string, options: ImportOptions = {}): ImportReport {
  const levels = new Map<string, Level>();
  const levelFor = options.levelFor ?? ((id: string): Level => {
    let l = levels.get(id);
    if (l === undefined) levels.set(id, (l = game.disasm.importAct(id).level));
    return l;
  });
  return importActMovies({
    session: game,
    title: 'Sonic 2',
    actId: (act) => {
      const id = act.startsWith('s2:') ? act.slice(3) : act;
      return findS2Act(id) === undefined ? null : id;
    },
    engine: (id, level, actStart, c) => {
      const options = game.bridge.sidekick(c) !== null ? { partner: { character: 'tails' as const, control: 'cpu' as const } } : {};
      return { cmp: makeS2FrameComparer(createWorld(level, { vblank: actStart.vblank, ...options }), id), options };
    },
    levelFor,
  }, bytes, file, options);
}
