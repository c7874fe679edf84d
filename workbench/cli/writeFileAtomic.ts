/**
 * Every file the CLI writes (movies, reports, imported acts, glitch movies, JUnit) goes through
 * here: written whole or not at all. The bytes go to a temporary file in the target's folder
 * (same file system, so the rename cannot turn into a copy), are flushed to disk, and only then
 * is the temporary file renamed over the target. A kill, a full disk or a crash mid-write leaves
 * the old file as it was; it never becomes 0 bytes, nor a shorter file that still loads.
 *
 * The temporary file is named `.<name>.<pid>.subpixel-partial`, so it is never mistaken for
 * output (hidden, and no movie or level extension). One left behind by a killed writer is
 * removed by the next write of the same target, once no running process has that pid.
 */
import { closeSync, fsyncSync, openSync, readdirSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { CliError } from './cliError.ts';

export type FileContents = string | Uint8Array | Iterable<string | Uint8Array>;

const PARTIAL_SUFFIX = '.subpixel-partial';

/** The temporary file a writer with process id `pid` uses for `path`. */
export function partialPath(path: string, pid = process.pid): string {
  return join(dirname(path), `.${basename(path)}.${pid}${PARTIAL_SUFFIX}`);
}

export function writeFileAtomic(path: string, contents: FileContents): void {
  removeStalePartials(path);
  const temp = partialPath(path);
  let fd: number | null = null;
  try {
    fd = openSync(temp, 'wx');
    const pieces = typeof contents === 'string' || contents instanceof Uint8Array ? [contents] : contents;
    for (const piece of pieces) writeAll(fd, typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temp, path);
  } catch (e) {
    if (fd !== null) closeQuietly(fd);
    unlinkQuietly(temp);
    if (e instanceof CliError) throw e;
    // The producer's own refusal (a value with a message): the caller says what it means.
    if (!(e instanceof Error) && typeof e === 'object' && e !== null) throw e;
    const code = typeof e === 'object' && e !== null && 'code' in e ? ` (${String((e as { code: unknown }).code)})` : '';
    throw new CliError(`${path}: cannot write the file${code}`);
  }
}

function writeAll(fd: number, bytes: Uint8Array): void {
  let done = 0;
  while (done < bytes.length) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** Partial files of `path` left by writers that are no longer running. */
function removeStalePartials(path: string): void {
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return; // the write itself reports the missing folder
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(PARTIAL_SUFFIX)) continue;
    const pid = Number(name.slice(prefix.length, name.length - PARTIAL_SUFFIX.length));
    if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid || isRunning(pid)) continue;
    unlinkQuietly(join(dirname(path), name));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    return (e as { code?: string }).code === 'EPERM';
  }
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // already closed or never opened: nothing to release
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // not there: nothing to clean
  }
}
