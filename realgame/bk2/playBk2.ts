/**
 * Plays a BizHawk movie on a console from power-on the way BizHawk plays it, and nothing else:
 * the check that an exported .bk2 is what BizHawk will see (export runs it on a fresh core
 * before writing anything; the tests use it as the oracle). It knows only BizHawk's format and
 * shares no code with the writer (bizhawkGpgx.ts) or the reader (readRealBk2.ts), so a mistake
 * in either shows up as a replay that differs:
 * - the archive is unzipped whole (fflate) and "Input Log.txt" read (BinaryStateLump.Input);
 * - the LogKey names the columns (Bk2Controller.Bk2ControllerDefinition: groups after "#",
 *   names between "|"), and a frame line holds one character per column, "|" between groups;
 *   any character but "." is pressed (Bk2Controller.SetFromMnemonic);
 * - the pad buttons are GPGXControlConverter's "P1 Up" ... "P1 Start", the Mega Drive's own
 *   buttons, given here as the engine's input byte (engine/input.ts; the console maps them to
 *   the libretro pad, realgame/console/padMask.ts);
 * - line i is the input of emulator frame i, the first line the first frame after power-on
 *   (BizHawk's frame 0): one `run` per line.
 * A movie this cannot play (pressed Power or Reset, player 2, a malformed line) throws.
 */
import { unzipSync } from 'fflate';
import type { RealConsole } from '../console/realConsole.ts';

/** GPGXControlConverter.Genesis3 names → the engine's input bits (U D L R A B C S). */
const PLAYER1: Readonly<Record<string, number>> = {
  'P1 Up': 0x01,
  'P1 Down': 0x02,
  'P1 Left': 0x04,
  'P1 Right': 0x08,
  'P1 A': 0x10,
  'P1 B': 0x20,
  'P1 C': 0x40,
  'P1 Start': 0x80,
};

/** The input log's pads, one per line (the engine's input byte). */
export function bk2Pads(bk2: Uint8Array): Uint8Array {
  const files = unzipSync(bk2);
  const log = files['Input Log.txt'];
  if (log === undefined) throw new Error('the movie has no Input Log.txt');
  const lines = new TextDecoder().decode(log).split(/\r?\n/);
  let columns: (string | null)[] | null = null;
  const pads: number[] = [];
  for (const line of lines) {
    if (line.startsWith('LogKey:')) {
      columns = [null];
      for (const group of line.slice(7).split('#').filter((g) => g !== '')) {
        for (const name of group.split('|').filter((n) => n !== '')) columns.push(name);
        columns.push(null);
      }
      continue;
    }
    if (!line.startsWith('|')) continue;
    if (columns === null || line.length !== columns.length) throw new Error(`input line ${pads.length + 1} does not fit the LogKey`);
    let pad = 0;
    for (let i = 0; i < line.length; i++) {
      const name = columns[i];
      if (name === null || line[i] === '.') continue;
      const bit = PLAYER1[name];
      if (bit === undefined) throw new Error(`input line ${pads.length + 1} presses ${name}`);
      pad |= bit;
    }
    pads.push(pad);
  }
  return Uint8Array.from(pads);
}

/**
 * Runs the movie on `c`, which must be at power-on. `afterFrame` hears each emulator frame once
 * it has run (its index and pad). Returns the number of frames run.
 */
export function playBk2FromPowerOn(bk2: Uint8Array, c: RealConsole, afterFrame?: (frame: number, pad: number) => void): number {
  if (c.frame !== 0) throw new Error(`the console is at emulator frame ${c.frame}, not at power-on`);
  const pads = bk2Pads(bk2);
  for (let i = 0; i < pads.length; i++) {
    c.run(pads[i]);
    afterFrame?.(i, pads[i]);
  }
  return pads.length;
}
