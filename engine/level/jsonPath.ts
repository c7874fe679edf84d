/**
 * JSON paths for error messages, written the way a reader would type them into a JavaScript
 * console: `tiles.ramp.heights[3]`, `legend["/"].solidity`. The root is `$`, and the root's own
 * keys are written bare (`rows[3]`, not `$.rows[3]`) because that is how CONTRACTS §4 names them.
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export const ROOT_PATH = '$';

/** The path of property `key` of the value at `base`. */
export function keyPath(base: string, key: string): string {
  if (IDENTIFIER.test(key)) return base === ROOT_PATH ? key : `${base}.${key}`;
  return `${base === ROOT_PATH ? '' : base}[${JSON.stringify(key)}]`;
}

/** The path of element `index` of the array at `base`. */
export function indexPath(base: string, index: number): string {
  return `${base === ROOT_PATH ? '' : base}[${index}]`;
}
