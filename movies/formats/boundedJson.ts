/**
 * JSON.parse for files from anyone (.spx, project files, bk2 metadata values): the size and the
 * shape (nesting, the largest array or object; engine/level/jsonShape.ts) are checked first,
 * because JSON.parse builds the whole document before anything could look at it. Never throws.
 */
import { checkJsonShape } from '../../engine/level/jsonShape.ts';
import type { MovieError } from '../types.ts';
import { FormatProblem, pastLimit } from './importResult.ts';
import { excerpt } from './excerpt.ts';
import { MAX_JSON_DEPTH, MAX_JSON_FILE_BYTES, MAX_JSON_ITEMS } from './limits.ts';

export type JsonResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: MovieError };

/**
 * `codePrefix` names the format in error codes: `<prefix>TooLarge`, `<prefix>TooDeep`,
 * `<prefix>TooManyItems`, `<prefix>NotJson`.
 */
export function parseBoundedJson(text: string, file: string, codePrefix: string, notJson: string): JsonResult {
  if (text.length > MAX_JSON_FILE_BYTES) return pastLimit(`${codePrefix}TooLarge`, 'MAX_JSON_FILE_BYTES', file, 'file', 'The file');
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const shape = checkJsonShape(body, { maxDepth: MAX_JSON_DEPTH, maxItems: MAX_JSON_ITEMS });
  if (shape !== null) {
    return shape.limit === 'depth'
      ? pastLimit(`${codePrefix}TooDeep`, 'MAX_JSON_DEPTH', file, `character ${shape.offset}`, 'The JSON nesting')
      : pastLimit(`${codePrefix}TooManyItems`, 'MAX_JSON_ITEMS', file, `character ${shape.offset}`, 'An array or object');
  }
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (e) {
    return { ok: false, error: { code: `${codePrefix}NotJson`, file, where: 'file', message: `${notJson} (${excerpt((e as Error).message, 120)}).` } };
  }
}

/** The same checks for one JSON value inside another format (a bk2 header line); throws FormatProblem. */
export function parseBoundedJsonValue(text: string, code: string, where: string): unknown {
  const shape = checkJsonShape(text, { maxDepth: MAX_JSON_DEPTH, maxItems: MAX_JSON_ITEMS });
  if (shape !== null) {
    throw shape.limit === 'depth'
      ? FormatProblem.pastLimit(code, 'MAX_JSON_DEPTH', where, 'The JSON nesting')
      : FormatProblem.pastLimit(code, 'MAX_JSON_ITEMS', where, 'An array or object');
  }
  return JSON.parse(text) as unknown;
}
