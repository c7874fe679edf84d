/** A flat test level (floor y = 224, standing Sonic y = 204) with the given objects, start near x. */
import type { Level } from '../../../engine/level/types.ts';
import { flatRows, makeLevel, put } from '../support/testLevel.ts';

export function objectLevel(objects: unknown[], opts: { startX?: number; width?: number; profile?: 's1' | 's2' | 's3k' | 'cd'; edits?: [number, number, string][] } = {}): Level {
  let rows = flatRows(opts.width ?? 64);
  for (const [col, row, text] of opts.edits ?? []) rows = put(rows, col, row, text);
  return makeLevel({ rows, start: { x: opts.startX ?? 100, y: 196 }, objects, profile: opts.profile ?? 's1' });
}
