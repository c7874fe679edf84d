/**
 * A disassembly checkout on disk, for the CLI and the tests (Node only). Each file is checked
 * before a byte of it is read, and what is wrong is said, not reported as "missing":
 * - the path, and the file a symlink leads to, must be inside the checkout's folder
 *   (`outsideCheckout`: `binclude "../../../../etc/passwd"`, a link to /dev/zero);
 * - it must be a regular file (`notAFile`: a folder, a FIFO, a device, a socket, a symlink
 *   loop), opened non-blocking so a FIFO cannot stall the import;
 * - its size must be within MAX_CHECKOUT_FILE_BYTES (`fileTooLarge`), checked on the open file
 *   before reading, so a 2 GiB or a sparse 1.5 GB file costs nothing.
 * Only a path that does not exist reads as null (missing).
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, type Stats } from 'node:fs';
import { join, sep } from 'node:path';
import { checkoutPath } from './checkoutPath.ts';
import type { DisasmSource } from './disasmSource.ts';
import { importError } from './importError.ts';
import { MAX_CHECKOUT_FILE_BYTES, grouped } from './importLimits.ts';

export function nodeDisasmSource(dir: string): DisasmSource {
  let root: string | null = null;
  return {
    name: dir,
    read(path: string): Uint8Array | null {
      const inside = checkoutPath(path);
      if (inside === null) throw importError('outsideCheckout', path, `is outside the checkout's folder (${dir}); the importer reads only files inside it`);
      let real: string;
      try {
        root ??= realpathSync(dir);
        real = realpathSync(join(dir, inside));
      } catch (e) {
        const code = errorCode(e);
        if (code === 'ENOENT' || code === 'ENOTDIR') return null;
        if (code === 'ELOOP') throw importError('notAFile', inside, 'is a symbolic link that loops (it never leads to a file)');
        throw importError('unreadableFile', inside, `cannot be read (${code})`);
      }
      if (real !== root && !real.startsWith(root + sep)) {
        throw importError('outsideCheckout', inside, `is a symbolic link to ${real}, outside the checkout's folder; the importer reads only files inside it`);
      }
      return readRegularFile(real, inside);
    },
  };
}

function readRegularFile(real: string, inside: string): Uint8Array {
  let fd: number;
  try {
    fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    throw importError('unreadableFile', inside, `cannot be read (${errorCode(e)})`);
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) throw importError('notAFile', inside, `is ${kindOf(st)}, not a file`);
    if (st.size > MAX_CHECKOUT_FILE_BYTES) {
      throw importError('fileTooLarge', inside, `is ${grouped(st.size)} bytes, past the limit of ${grouped(MAX_CHECKOUT_FILE_BYTES)} bytes for one file of a checkout`);
    }
    const out = new Uint8Array(st.size);
    let at = 0;
    while (at < out.length) {
      const n = readSync(fd, out, at, out.length - at, at);
      if (n === 0) break; // the file shrank while being read: what is there
      at += n;
    }
    return at === out.length ? out : out.subarray(0, at);
  } catch (e) {
    if (e instanceof Error && e.name === 'ImportError') throw e;
    throw importError('unreadableFile', inside, `cannot be read (${errorCode(e)})`);
  } finally {
    closeSync(fd);
  }
}

function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a regular file';
}

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : String(e);
}
