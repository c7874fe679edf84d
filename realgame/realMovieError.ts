/**
 * Why a real-game movie could not be exported or imported: one line for the user, and a code the
 * tests and the workbench's server match (as CoreError, RomError and BootError do).
 */
export type RealMovieErrorCode =
  /** export: no movie given. */
  | 'exportNoMovies'
  /** export: a movie followed by another did not finish its act (no act end within the limit). */
  | 'exportActNotFinished'
  /** export: the game restarted the act (a death) where the next movie's act should begin. */
  | 'exportActRestarted'
  /** export: the game went on to another act than the next movie's. */
  | 'exportWrongNextAct'
  /** export: the game left the levels (special stage, game over, ending) before the movies' end. */
  | 'exportLeftLevels'
  /** export: the .bk2 replayed from power-on on a fresh core gave other game-logic frames. */
  | 'exportReplayDiffers'
  /** import: the movie is not a BizHawk Genesis movie the real game can play (readRealBk2.ts). */
  | 'importUnreadable'
  /** import: the movie's SHA1 is not the ROM's. */
  | 'importWrongRom'
  /** import: the movie is for the other revision of the ROM. */
  | 'importWrongRevision'
  /** import: the movie never reaches a level. */
  | 'importNoAct';

export class RealMovieError extends Error {
  constructor(
    readonly code: RealMovieErrorCode,
    message: string,
  ) {
    super(message);
  }
}
