/**
 * The user's real game, opened for the verbs of `subpixel realgame` (and the workbench's
 * server): their core and ROM (identified by its hash before anything runs), and their
 * disassembly checkout, which names the RAM the bridge reads (and builds the acts the engine
 * plays). Each act is booted on a console of its own, from power-on.
 */
import { readFileSync, statSync } from 'node:fs';
import { AsmProgram } from '../importers/s1/asmProgram.ts';
import type { DisasmSource } from '../importers/s1/disasmSource.ts';
import { readRamSymbols } from '../importers/s1/ramSymbols.ts';
import { S1Bridge, s1RamMap } from './games/s1/s1Bridge.ts';
import { S1Boot } from './games/s1/s1Boot.ts';
import { RealGameConsoles, type BootedAct } from './realGameConsoles.ts';
import { identifyRom, isRomOf, romSha1, type KnownRom, type KnownRomOf } from './rom/romIdentity.ts';

export type { BootedAct } from './realGameConsoles.ts';

/** A ROM this bridge will not run: one line for the user. */
export class RomError extends Error {
  constructor(
    readonly code: 'romMissing' | 'romUnknown' | 'romOtherGame',
    message: string,
  ) {
    super(message);
  }
}

/** The largest ROM the Mega Drive maps (4 MiB); anything larger is not a cartridge image. */
const MAX_ROM_BYTES = 4 * 1024 * 1024;

/** Reads and identifies the ROM at `path`. */
export function readRom(path: string): { rom: KnownRom; bytes: Uint8Array } {
  let size: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new RomError('romMissing', `${path}: not a file`);
    size = st.size;
  } catch (e) {
    if (e instanceof RomError) throw e;
    throw new RomError('romMissing', `${path}: cannot read the ROM`);
  }
  if (size > MAX_ROM_BYTES) throw new RomError('romUnknown', `${path}: ${size} bytes is larger than any Mega Drive ROM`);
  const bytes = new Uint8Array(readFileSync(path));
  const rom = identifyRom(bytes);
  if (rom === null) {
    throw new RomError('romUnknown', `${path}: not a Sonic 1 ROM this bridge knows (SHA-1 ${romSha1(bytes)}; expected Sonic 1 REV00 or REV01, or Sonic 2 REV01: the builds of the disassemblies)`);
  }
  return { rom, bytes };
}

/**
 * Sonic 1 on the real game: the session every `subpixel realgame` verb and the server run. Its
 * checkout is Sonic 1's (`program` is sonic.asm built with the ROM's revision), and a Sonic 2
 * ROM is refused here with one line: Sonic 2 runs in its own session
 * (realgame/games/s2/s2RealGame.ts), which realgame/openRealGame.ts picks by the ROM's identity.
 */
export class RealGame extends RealGameConsoles {
  readonly rom: KnownRomOf<'s1'>;
  readonly program: AsmProgram;
  readonly bridge: S1Bridge;
  private readonly boots: S1Boot;

  constructor(
    corePath: string,
    romPath: string,
    readonly source: DisasmSource,
  ) {
    super(corePath, romPath);
    const rom = readRom(romPath).rom;
    if (!isRomOf(rom, 's1')) {
      throw new RomError('romOtherGame', `${romPath}: ${rom.title}, not Sonic 1: this session plays Sonic 1 (Sonic 2 runs in its own, with the Sonic 2 checkout)`);
    }
    this.rom = rom;
    this.program = new AsmProgram(source, 'sonic.asm', new Map([['Revision', this.rom.revision]]));
    this.bridge = new S1Bridge(s1RamMap(this.program, readRamSymbols(this.program, source)));
    this.boots = new S1Boot(this.bridge, this.program);
  }

  /** Boots `actId` from power-on on a console of its own, to the act's first frame. */
  bootAct(actId: string): BootedAct {
    const c = this.powerOn();
    const r = this.boots.boot(c, actId);
    return { console: c, frames: r.frames, actStart: this.bridge.actStartValues(c) };
  }
}
