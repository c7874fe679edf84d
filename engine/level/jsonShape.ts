/**
 * A cheap look at JSON text before JSON.parse: how deep it nests and how many items its largest
 * array or object holds. JSON.parse builds the whole document at once, and some shapes are
 * dangerous far below any file-size limit: `[[[[…` eight million deep takes seconds to parse, an
 * array of 140 million numbers aborts the JavaScript engine with a fatal "invalid size" error (no
 * exception to catch). Every JSON importer (levels, .spx, project files, bk2 metadata) runs this
 * first and refuses past its limits.
 *
 * One pass over the characters, nothing allocated but a counter per open container; strings are
 * skipped (their escapes too). Syntax is not checked: JSON.parse does that afterwards.
 */

export interface JsonShapeLimits {
  readonly maxDepth: number;
  /** Items in one array or object (commas + 1). */
  readonly maxItems: number;
}

/** Where the text first goes past a limit: which one, and the character offset. */
export interface JsonShapeProblem {
  readonly limit: 'depth' | 'items';
  readonly offset: number;
}

export function checkJsonShape(text: string, limits: JsonShapeLimits): JsonShapeProblem | null {
  // items[d] counts the commas of the container open at depth d (1-based).
  const items = new Int32Array(limits.maxDepth + 1);
  let depth = 0;
  let inString = false;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (depth === limits.maxDepth) return { limit: 'depth', offset: i };
      items[++depth] = 0;
    } else if (c === 0x5d || c === 0x7d) {
      if (depth > 0) depth--;
    } else if (c === 0x2c && depth > 0) {
      if (++items[depth] >= limits.maxItems) return { limit: 'items', offset: i };
    }
  }
  return null;
}

/** 1-based line and column of a character offset (for errors in level files). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
