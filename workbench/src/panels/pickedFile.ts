/**
 * A file the user picked, read only when it is within the size limit of what it should be (a
 * movie format's, a project file's, a level's): past it, the refusal is the same line the CLI
 * prints and nothing is read — a 2 GB file chosen by mistake or malice never reaches memory.
 */
import { FILE_SIZE_LIMIT, detectFormat } from '../../../movies/formats/index.ts';
import { LIMITS, limitText, type LimitName } from '../../../movies/formats/limits.ts';
import { LEVEL_LIMITS, levelLimitText } from '../../../engine/level/levelLimits.ts';
import type { WorkbenchError } from '../worker/protocol.ts';

export type Picked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WorkbenchError };

function tooLarge(file: File, text: string): Picked<never> {
  return { ok: false, error: { code: 'fileTooLarge', path: `${file.name}: file`, message: `The file (${file.size} bytes) is past ${text}.` } };
}

/** A movie file's bytes (its format's limit; an unknown extension is the importer's to refuse). */
export async function pickedMovie(file: File): Promise<Picked<Uint8Array>> {
  const format = detectFormat(file.name);
  const limit: LimitName = format === null ? 'MAX_TEXT_FILE_BYTES' : FILE_SIZE_LIMIT[format];
  if (file.size > LIMITS[limit].value) return tooLarge(file, limitText(limit));
  return { ok: true, value: new Uint8Array(await file.arrayBuffer()) };
}

export async function pickedProject(file: File): Promise<Picked<Uint8Array>> {
  if (file.size > LIMITS.MAX_JSON_FILE_BYTES.value) return tooLarge(file, limitText('MAX_JSON_FILE_BYTES'));
  return { ok: true, value: new Uint8Array(await file.arrayBuffer()) };
}

export async function pickedLevel(file: File): Promise<Picked<string>> {
  if (file.size > LEVEL_LIMITS.MAX_LEVEL_FILE_BYTES.value) return tooLarge(file, levelLimitText('MAX_LEVEL_FILE_BYTES'));
  return { ok: true, value: await file.text() };
}
