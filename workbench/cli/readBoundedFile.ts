/**
 * Reads a file the user named, refusing it before reading when it is past the size limit of what
 * it should be (a movie format's, a level's): a 10 GB file named by mistake or by malice is one
 * line and exit 2, not an exhausted heap. Errors name the file and the limit.
 */
import { readFileSync, statSync } from 'node:fs';
import { CliError } from './cliError.ts';

export function readBoundedFile(path: string, maxBytes: number, limitText: string): Buffer {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new CliError(`${path}: cannot read the file`);
  }
  if (size > maxBytes) throw new CliError(`${path}: file: The file (${size} bytes) is past ${limitText}.`);
  try {
    return readFileSync(path);
  } catch {
    throw new CliError(`${path}: cannot read the file`);
  }
}
