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
import { openLibretroCore } from './console/libretroCore.ts';
import { withPadLog, type LoggedConsole } from './console/padLog.ts';
import type { ActStartValues } from './gameBridge.ts';
import { S1Bridge, s1RamMap } from './games/s1/s1Bridge.ts';
import { S1Boot } from './games/s1/s1Boot.ts';
import { identifyRom, romSha1, type KnownRom } from './rom/romIdentity.ts';

/** A ROM this bridge will not run: one line for the user. */
export class RomError extends Error {
  constructor(
    readonly code: 'romMissing' | 'romUnknown',
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
    throw new RomError('romUnknown', `${path}: not a Sonic 1 ROM this bridge knows (SHA-1 ${romSha1(bytes)}; expected REV00 or REV01, the builds of the disassembly)`);
  }
  return { rom, bytes };
}

export interface BootedAct {
  readonly console: LoggedConsole;
  /** Emulator frames of the route (the act's first frame is the next). */
  readonly frames: number;
  readonly actStart: ActStartValues;
}

export class RealGame {
  readonly rom: KnownRom;
  readonly program: AsmProgram;
  readonly bridge: S1Bridge;
  private readonly boots: S1Boot;
  private readonly open = new Set<LoggedConsole>();

  constructor(
    readonly corePath: string,
    readonly romPath: string,
    readonly source: DisasmSource,
  ) {
    this.rom = readRom(romPath).rom;
    this.program = new AsmProgram(source, 'sonic.asm', new Map([['Revision', this.rom.revision]]));
    this.bridge = new S1Bridge(s1RamMap(this.program, readRamSymbols(this.program, source)));
    this.boots = new S1Boot(this.bridge, this.program);
  }

  /** A console at power-on, logging its pads (closed with the session). */
  powerOn(): LoggedConsole {
    const c = withPadLog(openLibretroCore(this.corePath, this.romPath));
    this.open.add(c);
    return c;
  }

  /** Boots `actId` from power-on on a console of its own, to the act's first frame. */
  bootAct(actId: string): BootedAct {
    const c = this.powerOn();
    const r = this.boots.boot(c, actId);
    return { console: c, frames: r.frames, actStart: this.bridge.actStartValues(c) };
  }

  closeConsole(c: LoggedConsole): void {
    if (this.open.delete(c)) c.close();
  }

  close(): void {
    for (const c of this.open) c.close();
    this.open.clear();
  }
}
