/**
 * The user's real Sonic 2: their core and Sonic 2 ROM (identified by its hash before anything
 * runs) and their s2disasm checkout, which names the RAM the bridge reads, holds the menus' tables
 * the boot routes follow and builds the acts the engine plays. Each act is booted on a console of
 * its own, from power-on.
 *
 * A session of its own beside Sonic 1's RealGame (realgame/realGameSession.ts), not a mode of
 * it: what RealGame's callers read of it is Sonic 1's (`program` is sonic.asm with its
 * `Revision`, `bridge` an S1Bridge with its RAM map, `rom.revision` picks the S1 checkout's
 * acts), and the verbs built on it (verify, export, import, the server) run Sonic 1's act rules
 * and runs of acts. realgame/openRealGame.ts picks the session by the ROM's identity.
 */
import type { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import type { DisasmSource } from '../../../importers/s1/disasmSource.ts';
import { importError } from '../../../importers/s1/importError.ts';
import type { RamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { openS2Disassembly, type S2Disassembly } from '../../../importers/s2/importS2.ts';
import { readS2RamSymbols } from '../../../importers/s2/s2RamSymbols.ts';
import { RealGameConsoles, type BootedAct } from '../../realGameConsoles.ts';
import { readRom, RomError } from '../../realGameSession.ts';
import { isRomOf, type KnownRomOf } from '../../rom/romIdentity.ts';
import { S2Boot, type S2Players } from './s2Boot.ts';
import { S2Bridge, s2RamMap } from './s2Bridge.ts';

export interface S2BootedAct extends BootedAct {
  readonly players: S2Players;
}

export class S2RealGame extends RealGameConsoles {
  readonly rom: KnownRomOf<'s2'>;
  /** The parsed checkout: its program for the bridge, its acts for the engine. */
  readonly disasm: S2Disassembly;
  readonly program: AsmProgram;
  readonly symbols: RamSymbols;
  readonly bridge: S2Bridge;
  private readonly boots: S2Boot;

  constructor(
    corePath: string,
    romPath: string,
    readonly source: DisasmSource,
  ) {
    super(corePath, romPath);
    const rom = readRom(romPath).rom;
    if (!isRomOf(rom, 's2')) throw new RomError('romOtherGame', `${romPath}: ${rom.title}, not Sonic 2: this session plays Sonic 2`);
    this.rom = rom;
    this.disasm = openS2Disassembly(source);
    if (this.disasm.revision !== rom.revision) {
      throw importError('notADisassembly', 's2.asm', `the checkout builds REV0${this.disasm.revision} (gameRevision), but ${romPath} is ${rom.title}`);
    }
    this.program = this.disasm.program;
    this.symbols = readS2RamSymbols(this.program, source);
    this.bridge = new S2Bridge(s2RamMap(this.program, this.symbols));
    this.boots = new S2Boot(this.bridge, this.program, this.symbols);
  }

  /** Boots `actId` from power-on on a console of its own, to the act's first frame, with `players` (Sonic alone unless asked). */
  bootAct(actId: string, players: S2Players = 'sonic'): S2BootedAct {
    const c = this.powerOn();
    const r = this.boots.boot(c, actId, players);
    return { console: c, frames: r.frames, actStart: this.bridge.actStartValues(c), players };
  }
}
