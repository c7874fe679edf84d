/**
 * The checkout as the importer sees it: every read of any DisasmSource (a folder on disk, a
 * folder picked in the browser, a test's files) goes through here, so the same bounds hold
 * everywhere (importLimits.ts):
 * - the path must stay inside the checkout (`outsideCheckout`), and is read in its normal form;
 * - a file past MAX_CHECKOUT_FILE_BYTES is refused (`fileTooLarge`) — the disk source checks
 *   the size before reading, this checks what any source returns;
 * - reads and the bytes they return are counted, and past MAX_CHECKOUT_READS or
 *   MAX_CHECKOUT_READ_BYTES the import stops (`tooMuchWork`): includes that fan out (each file
 *   including the next twice) are caught here, which the include depth limit is not.
 * Errors name the file; the caller adds the statement that asked for it (asmProgram.ts).
 */
import { checkoutPath } from './checkoutPath.ts';
import type { DisasmSource } from './disasmSource.ts';
import { importError } from './importError.ts';
import { MAX_CHECKOUT_FILE_BYTES, MAX_CHECKOUT_READS, MAX_CHECKOUT_READ_BYTES, grouped } from './importLimits.ts';

export interface BoundedDisasmSource extends DisasmSource {
  /** Reads so far and the bytes they returned. */
  readonly work: { readonly reads: number; readonly bytes: number };
}

export function boundedDisasmSource(source: DisasmSource): BoundedDisasmSource {
  if ('work' in source) return source as BoundedDisasmSource; // already bounded: one budget
  const work = { reads: 0, bytes: 0 };
  return {
    name: source.name,
    work,
    read(path: string): Uint8Array | null {
      const inside = checkoutPath(path);
      if (inside === null) throw importError('outsideCheckout', path, `is outside the checkout's folder (${source.name}); the importer reads only files inside it`);
      if (++work.reads > MAX_CHECKOUT_READS) {
        throw importError('tooMuchWork', inside, `is read number ${grouped(work.reads)} of this checkout, past the limit of ${grouped(MAX_CHECKOUT_READS)} reads (includes that include each other over and over?)`);
      }
      const data = source.read(inside);
      if (data === null) return null;
      if (data.length > MAX_CHECKOUT_FILE_BYTES) {
        throw importError('fileTooLarge', inside, `is ${grouped(data.length)} bytes, past the limit of ${grouped(MAX_CHECKOUT_FILE_BYTES)} bytes for one file of a checkout`);
      }
      work.bytes += data.length;
      if (work.bytes > MAX_CHECKOUT_READ_BYTES) {
        throw importError('tooMuchWork', inside, `brings the bytes read from this checkout to ${grouped(work.bytes)}, past the limit of ${grouped(MAX_CHECKOUT_READ_BYTES)}`);
      }
      return data;
    },
  };
}
