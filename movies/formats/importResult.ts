/**
 * What importers return. Errors reuse MovieError (code, file, where, message); warnings have the
 * same shape so the UI and CLI can print both the same way. An import that succeeds with
 * warnings is still a Result<T>: the `warnings` field is an extension callers may ignore.
 */
import type { MovieError } from '../types.ts';
import { limitText, type LimitName } from './limits.ts';

/** Something the importer dropped or assumed; the movie still loaded. */
export type MovieWarning = MovieError;

export type ImportResult<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly MovieWarning[] }
  | { readonly ok: false; readonly error: MovieError };

export function movieError(code: string, file: string, where: string, message: string): MovieError {
  return { code, file, where, message };
}

export function failure(code: string, file: string, where: string, message: string): { readonly ok: false; readonly error: MovieError } {
  return { ok: false, error: movieError(code, file, where, message) };
}

/**
 * A refusal for a file past one of the limits (limits.ts): `subject` is what went past it ("The
 * input log", "Line 12"); the message names the limit and its value, and `limit` carries its name.
 */
export function pastLimit(code: string, limit: LimitName, file: string, where: string, subject: string): { readonly ok: false; readonly error: MovieError } {
  return { ok: false, error: { code, file, where, message: `${subject} is past ${limitText(limit)}.`, limit } };
}

/**
 * Internal control flow for the deep validators: they throw a FormatProblem, and the public
 * entry point turns it into a value. It never escapes a module's exported functions.
 */
export class FormatProblem {
  constructor(
    readonly code: string,
    readonly where: string,
    readonly message: string,
    readonly limit?: LimitName,
  ) {}

  /** The problem of being past `limit` (see pastLimit). */
  static pastLimit(code: string, limit: LimitName, where: string, subject: string): FormatProblem {
    return new FormatProblem(code, where, `${subject} is past ${limitText(limit)}.`, limit);
  }

  toError(file: string): MovieError {
    return this.limit === undefined
      ? { code: this.code, file, where: this.where, message: this.message }
      : { code: this.code, file, where: this.where, message: this.message, limit: this.limit };
  }
}
