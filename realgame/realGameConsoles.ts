/**
 * What every game's real-game session shares: the user's core and ROM, and the consoles it
 * powers on (each act booted on one of its own, from power-on), closed with the session. The
 * games' sessions (realgame/realGameSession.ts RealGame for Sonic 1,
 * realgame/games/s2/s2RealGame.ts for Sonic 2) add their checkout, bridge and boot routes.
 */
import { openLibretroCore } from './console/libretroCore.ts';
import { withPadLog, type LoggedConsole } from './console/padLog.ts';
import type { ActStartValues } from './gameBridge.ts';

export interface BootedAct {
  readonly console: LoggedConsole;
  /** Emulator frames of the route (the act's first frame is the next). */
  readonly frames: number;
  readonly actStart: ActStartValues;
}

export class RealGameConsoles {
  private readonly open = new Set<LoggedConsole>();

  constructor(
    readonly corePath: string,
    readonly romPath: string,
  ) {}

  /** A console at power-on, logging its pads (closed with the session). */
  powerOn(): LoggedConsole {
    const c = withPadLog(openLibretroCore(this.corePath, this.romPath));
    this.open.add(c);
    return c;
  }

  closeConsole(c: LoggedConsole): void {
    if (this.open.delete(c)) c.close();
  }

  close(): void {
    for (const c of this.open) c.close();
    this.open.clear();
  }
}
