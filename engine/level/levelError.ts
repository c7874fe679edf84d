/**
 * Level loading errors are values (STYLE habit 6): a code, the JSON path of the offending value
 * and a human message. They cross the worker boundary as plain objects, so no Error subclass.
 *
 * - `levelJson`: the text is not JSON; `path` is `line:column` (1-based) when the parser said
 *   where, otherwise `$`.
 * - `levelInvalid`: the JSON is not a valid `subpixel-level/1` level (CONTRACTS §4); `path` is a
 *   JSON path such as `tiles.ramp.heights[3]`, `rows[3]`, `legend["/"].solidity` or
 *   `objects[2].type` (`$` for the whole document).
 * - `levelLimit`: the file is past one of the loader's limits (levelLimits.ts), named in the
 *   message; `path` is where (`objects`, `name`, or `line:column` for the JSON's shape).
 */
export type LevelErrorCode = 'levelInvalid' | 'levelJson' | 'levelLimit';

export interface LevelError {
  readonly code: LevelErrorCode;
  readonly path: string;
  readonly message: string;
}

/** The one line a command prints for a bad level file: `<file>: <path>: <message>`. */
export function formatLevelError(file: string, err: LevelError): string {
  return `${file}: ${err.path}: ${err.message}`;
}
