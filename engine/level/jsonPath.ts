/**
 * JSON paths for error messages, written the way a reader would type them into a JavaScript
 * console: `tiles.ramp.heights[3]`, `legend["/"].solidity`. The root is `$`, and the root's own
 * keys are written bare (`rows[3]`, not `$.rows[3]`) because that is how CONTRACTS §4 names them.
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export const ROOT_PATH = '$';

/** The path of property `key` of the value at `base`. */
export function keyPath(base: string, key: string): string {
  // A hostile file's key can be megabytes long: a path shows its start.
  const shown = key.length > 64 ? `${key.slice(0, 61)}...` : key;
  if (IDENTIFIER.test(shown)) return base === ROOT_PATH ? shown : `${base}.${shown}`;
  return `${base === ROOT_PATH ? '' : base}[${JSON.stringify(shown)}]`;
}

/** The path of element `index` of the array at `base`. */
export function indexPath(base: string, index: number): string {
  return `${base === ROOT_PATH ? '' : base}[${index}]`;
}
