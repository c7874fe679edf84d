/**
 * The bounds on what the importer reads from a disassembly checkout. A checkout is the user's
 * own folder, but it can be damaged, half-copied or handed over by someone else: every read goes
 * through these, in the CLI and in the browser alike (boundedDisasmSource.ts), so a hostile
 * checkout is one refusal naming the file and the line that led to it, in bounded time and
 * memory. Measured on the real Sonic 1 checkout (both revisions, every act): the largest file
 * the importer reads is sonic.asm (248 kB); one revision reads ~1,000 files, ~2 MB in all, and
 * parses ~46,000 statements. Each limit leaves a wide margin above that.
 */

/** One file: far above sonic.asm (248 kB); a level file is a few kB. */
export const MAX_CHECKOUT_FILE_BYTES = 16 * 1024 * 1024;
/** Reads per opened checkout (includes, bincludes, level data): ~1,000 for one revision. */
export const MAX_CHECKOUT_READS = 20_000;
/** Bytes read per opened checkout, each read counted: ~2 MB for one revision. */
export const MAX_CHECKOUT_READ_BYTES = 64 * 1024 * 1024;
/** Source lines parsed per opened checkout, each include counted again: ~60,000 for one revision. */
export const MAX_SOURCE_LINES = 1_000_000;

/** "16,777,216 bytes", for messages. */
export function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
