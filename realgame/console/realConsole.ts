/**
 * The real console as the rest of the product sees it: a Mega Drive running the user's own ROM
 * in the user's own emulator core, stepped one video frame at a time. Everything that needs the
 * native core (koffi, a `.so`) stays behind this interface in Node (libretroCore.ts), so the
 * engine, the analysis and the browser never import it.
 *
 *   pad      the buttons held during the frame, in the engine's input byte (engine/input.ts)
 *   ram()    the 68000's 64 KiB work RAM as the game sees it: byte `a` is $FF0000 + a
 *   videoRam() the VDP's 64 KiB VRAM, read-only, in the byte order the 68000 writes it
 *   save()   a savestate of the whole console (the core's own format)
 */
export interface RealConsole {
  /** Emulator frames run since power-on (or since the state `load` restored was saved). */
  readonly frame: number;
  /** Runs one video frame with `pad` held. */
  run(pad: number): void;
  /** The work RAM now, big-endian as the 68000 addresses it (a view, valid until the next run). */
  ram(): Uint8Array;
  /** One byte of work RAM at `address` ($FF0000-based or the low word alone). */
  byte(address: number): number;
  /** A big-endian word of work RAM. */
  word(address: number): number;
  /**
   * The VDP's 64 KiB video RAM now, read-only: byte `a` is VRAM address `a`, each word
   * big-endian as the 68000 writes it through the data port (a fresh copy each call).
   * Costs a savestate's worth of copying: for checks, not for every frame.
   */
  videoRam(): Uint8Array;
  save(): Uint8Array;
  /** Restores a state `save` gave (and the frame count it was taken at). */
  load(state: Uint8Array, frame: number): void;
  /** Turns the picture on (a screenshot) or off (faster: no pixels drawn). */
  setVideo(on: boolean): void;
  /** The last frame's picture as RGB565 pixels, when video is on. */
  picture(): { readonly width: number; readonly height: number; readonly pixels: Uint16Array } | null;
  close(): void;
}

/** A signed 68000 long of work RAM (two big-endian words): a 16.16 position, say. */
export function ramLong(c: RealConsole, address: number): number {
  return ((c.word(address) << 16) | c.word(address + 2)) | 0;
}

/** A word of work RAM as the 68000's signed word: a speed, a camera that may sit above the top. */
export function ramSignedWord(c: RealConsole, address: number): number {
  return (c.word(address) << 16) >> 16;
}
