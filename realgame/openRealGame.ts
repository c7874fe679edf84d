/**
 * The seam between the games: the session for the user's ROM, picked by its identity
 * (realgame/rom/romIdentity.ts) before anything runs. A Sonic 1 ROM opens RealGame
 * (realgame/realGameSession.ts) exactly as its callers always had it; a Sonic 2 ROM opens
 * S2RealGame (realgame/games/s2/s2RealGame.ts). `source` is that game's checkout.
 */
import type { DisasmSource } from '../importers/s1/disasmSource.ts';
import { S2RealGame } from './games/s2/s2RealGame.ts';
import { RealGame, readRom } from './realGameSession.ts';

export type AnyRealGame = RealGame | S2RealGame;

export function openRealGame(corePath: string, romPath: string, source: DisasmSource): AnyRealGame {
  return readRom(romPath).rom.game === 's2' ? new S2RealGame(corePath, romPath, source) : new RealGame(corePath, romPath, source);
}
