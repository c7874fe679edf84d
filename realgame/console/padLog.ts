/**
 * A console that remembers the pad of every frame it ran: the emulator-frame input log a
 * BizHawk movie is (input line i applies before emulator frame i, power-on being frame 0).
 */
import type { RealConsole } from './realConsole.ts';

export interface LoggedConsole extends RealConsole {
  /** The pad of each frame run since power-on (index = emulator frame). */
  readonly pads: readonly number[];
}

export function withPadLog(c: RealConsole): LoggedConsole {
  const pads: number[] = [];
  return Object.assign(Object.create(c) as RealConsole, {
    pads,
    run(pad: number): void {
      pads.push(pad & 0xff);
      c.run(pad);
    },
    load(state: Uint8Array, frame: number): void {
      c.load(state, frame);
      pads.length = Math.min(pads.length, frame);
    },
  }) as LoggedConsole;
}
