/**
 * The real special stage booted from power-on (realgame/games/s1/s1Boot.ts `bootSpecialStage`):
 * stage 1 by the level select's SPECIAL STAGE item with real inputs only. The level select has
 * no choice of stage: SS_Load plays v_lastspecial's, which only the stages played before move
 * on. So for stages 2..6 the route sets v_lastspecial to the stage before (what playing those
 * stages would have left) through a savestate of the core, on the frame the game took Start,
 * before SS_Load reads it: the one byte the route writes, said in `wrote`.
 */
import type { LoggedConsole } from '../../console/padLog.ts';
import type { RealGame } from '../../realGameSession.ts';
import { readRamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { BootError } from '../../bootError.ts';
import { S1Boot } from './s1Boot.ts';
import { S1SpecialBridge } from './s1SpecialBridge.ts';

/** Where the core's savestate keeps the work RAM (Genesis Plus GX state.c: after its 16-byte version header), in its native 16-bit order. */
const STATE_WORK_RAM_AT = 16;

export interface BootedSpecialStage {
  readonly console: LoggedConsole;
  readonly bridge: S1SpecialBridge;
  /** Emulator frames of the route: the stage's first frame is the next. */
  readonly frames: number;
  readonly vblank: number;
  /** What the route wrote into RAM beyond its inputs (stages 2..6: v_lastspecial). */
  readonly wrote: { readonly v_lastspecial: number } | null;
}

/** Writes bytes of work RAM from `address` on through a savestate (the console offers no write). */
export function pokeBytes(c: LoggedConsole, address: number, bytes: readonly number[]): void {
  const state = c.save();
  const where = (a: number): number => STATE_WORK_RAM_AT + ((a & 0xffff) ^ 1);
  // The state must hold this RAM where state.c puts it: check the bytes first.
  for (let i = 0; i < bytes.length; i++) {
    if (state[where(address + i)] !== c.byte(address + i)) {
      throw new BootError('bootTable', `the core's savestate does not keep the work RAM at byte ${STATE_WORK_RAM_AT}: cannot set $${(address & 0xffff).toString(16)}`);
    }
  }
  bytes.forEach((b, i) => (state[where(address + i)] = b & 0xff));
  c.load(state, c.frame);
  if (bytes.some((b, i) => c.byte(address + i) !== (b & 0xff))) throw new BootError('bootTable', `setting RAM $${(address & 0xffff).toString(16)} through a savestate did not take`);
}

/** One byte (pokeBytes). */
export function pokeByte(c: LoggedConsole, address: number, value: number): void {
  pokeBytes(c, address, [value]);
}

/** Boots special stage `stage` (1..6) on a console of its own. */
export function bootSpecialStage(game: RealGame, stage: number): BootedSpecialStage {
  if (!Number.isInteger(stage) || stage < 1 || stage > 6) throw new BootError('bootNoAct', `s1:ss${stage}: Sonic 1 has special stages 1..6`);
  const bridge = new S1SpecialBridge(game.bridge.map, readRamSymbols(game.program, game.source));
  const boots = new S1Boot(game.bridge, game.program);
  const c = game.powerOn();
  const wrote = stage === 1 ? null : { v_lastspecial: stage - 1 };
  const r = boots.bootSpecialStage(c, wrote === null ? undefined : (con) => pokeByte(con, bridge.lastSpecialAddress, wrote.v_lastspecial));
  return { console: c, bridge, frames: r.frames, vblank: bridge.actStartValues(c).vblank, wrote };
}
