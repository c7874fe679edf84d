/**
 * --inputs: an input script (.txt, CONTRACTS §3) or any movie file the movies module imports.
 * Errors name the file and the line or byte.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { CliError } from './cliError.ts';

/** Larger input files are refused before reading (a script line is at most 4 kB). */
const MAX_INPUT_FILE_BYTES = 256 * 1024 * 1024;

export function loadInputs(path: string | undefined): Uint8Array {
  if (path === undefined) return new Uint8Array(0);
  let text: string;
  try {
    if (statSync(path).size > MAX_INPUT_FILE_BYTES) throw new CliError(`${path}: file is larger than ${MAX_INPUT_FILE_BYTES} bytes`);
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if (e instanceof CliError) throw e;
    throw new CliError(`${path}: cannot read the inputs file`);
  }
  const parsed = parseInputScript(text, path);
  if (!parsed.ok) throw new CliError(`${parsed.error.file}: ${parsed.error.where}: ${parsed.error.message}`);
  return parsed.value;
}
