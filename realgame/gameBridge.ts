/**
 * What the real-game bridge needs to know of one game to drive it (one implementation per game:
 * realgame/games/s1/s1Bridge.ts, realgame/games/s2/s2Bridge.ts): where the game keeps what the bridge
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
  /** The act the frame was played in (`s1:ghz1`, `s2:ehz1`), as `--level` names it. */
  readonly act: string;
  /** The level loop's counter (Sonic 1 v_framecount, Sonic 2 Level_frame_counter). */
  readonly levelFrame: number;
  /** The player's routine (Sonic 1 obRoutine, Sonic 2 routine: 2 control, 4 hurt, 6 dead). */
  readonly routine: number;
  /** The object the player stands on (Sonic 1: obStatus bit 3, the slot standonobject names and its obID; Sonic 2: status bit 3, `interact`, `id`), or null. */
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
