/**
 * Why a boot route (realgame/games/<game>/<game>Boot.ts) could not be followed: one line. The
 * CLI and the server catch it by class, whichever game's route threw it.
 */
export class BootError extends Error {
  constructor(readonly code: 'bootStuck' | 'bootNoAct' | 'bootTable', message: string) {
    super(message);
  }
}
