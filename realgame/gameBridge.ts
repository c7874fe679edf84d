/**
 * What the real-game bridge needs to know of one game to drive it (one implementation per game:
 * realgame/games/s1/s1Bridge.ts; Sonic 2's will follow): where the game keeps what the bridge
 * reads, which emulator frames are level iterations (the frame rule, CONTRACTS §8), the player's
 * state as a trace record, and the routes from power-on to each act.
 *
 * Nothing here runs the console by itself; realgame/realRun.ts steps a RealConsole and asks the
 * bridge what each frame was.
 */
import type { RealConsole } from './console/realConsole.ts';

/** Where the game's loop stands after an emulator frame (read from RAM). */
export interface LoopState {
  /** The game is in its level loop (a level or the demo, not a title card or another screen). */
  readonly inLevel: boolean;
  /**
   * The level loop waits for the next VBlank (its iteration's logic is over): the next frame's
   * VBlank reads the pad and starts the next iteration. False while the logic runs on (a lag
   * frame comes next) and outside the level loop.
   */
  readonly waiting: boolean;
  /** The level loop's own frame counter (Sonic 1 v_framecount): +1 each iteration. */
  readonly levelFrame: number;
  /**
   * Where the game is when it is neither in a level nor loading one (a title card, the reload
   * after a death): `gameOver` (the game over and continue screens, the Sega and title screens
   * it returns to), `special` (a special stage), `ending`, or null.
   */
  readonly elsewhere: 'gameOver' | 'special' | 'ending' | null;
}

/** The player and the act as the real game has them after one game-logic frame. */
export interface RealRecord {
  readonly x: number;
  readonly y: number;
  readonly xsp: number;
  readonly ysp: number;
  readonly gsp: number;
  readonly angle: number;
  readonly air: boolean;
  readonly roll: boolean;
  readonly layer: 'A' | 'B';
  readonly ctrlLock: number;
  readonly wrad: number;
  readonly hrad: number;
  readonly camX: number;
  readonly camY: number;
  readonly rings: number;
  readonly lives: number;
  /** The act the frame was played in (`s1:ghz1`), as `--level` names it. */
  readonly act: string;
  /** The level loop's counter (v_framecount). */
  readonly levelFrame: number;
  /** The player's routine (Sonic 1 obRoutine: 2 control, 4 hurt, 6 dead, 8 reset). */
  readonly routine: number;
  /** The object the player stands on (Sonic 1: obStatus bit 3, the slot standonobject names and its obID), or null. */
  readonly onObject: { readonly slot: number; readonly id: number } | null;
}

/** Values the route left in RAM that the act reads from its first frame (engine world options). */
export interface ActStartValues {
  /** The VBlank counter during the act's first frame (Sonic 1 v_vbla_count), read where its loop waits for that frame. */
  readonly vblank: number;
}

export interface GameBridge {
  readonly game: string;
  /** The loop's state after the last frame run. */
  loopState(c: RealConsole): LoopState;
  record(c: RealConsole): RealRecord;
  actStartValues(c: RealConsole): ActStartValues;
}
