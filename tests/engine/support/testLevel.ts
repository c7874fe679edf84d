/**
 * Small levels for physics tests, written in the real level format (CONTRACTS §4) and loaded
 * through the real loader, so every test also exercises parseLevel.
 */
import { parseLevel } from '../../../engine/level/parseLevel.ts';
import type { Level } from '../../../engine/level/types.ts';

type TileJson = { heights: number[]; angle: number; widths?: number[] };
type LegendJson = { tile: string; solidity: 'all' | 'top' | 'lrb' | 'none'; flipX?: boolean; flipY?: boolean };

export const FULL: TileJson = { heights: Array(16).fill(16), angle: 255 };

/** A tile flat on top, h pixels tall, carrying an arbitrary angle (to test angle rules in isolation). */
export function flatTile(h: number, angle: number): TileJson {
  return { heights: Array(16).fill(h), angle };
}

export interface TestLevelDef {
  rows: string[];
  rowsB?: string[];
  tiles?: Record<string, TileJson>;
  legend?: Record<string, LegendJson>;
  start: { x: number; y: number; character?: 'sonic' | 'tails' | 'knuckles' };
  profile?: 's1' | 's2' | 's3k' | 'cd';
  objects?: unknown[];
  water?: { height: number };
}

/** Legend always available: '#' full solid, '=' top-only, '|' lrb-only. */
export function makeLevel(def: TestLevelDef): Level {
  const json = {
    format: 'subpixel-level/1',
    name: 'test',
    profile: def.profile ?? 's1',
    tiles: { full: FULL, ...def.tiles },
    legend: {
      '#': { tile: 'full', solidity: 'all' },
      '=': { tile: 'full', solidity: 'top' },
      '|': { tile: 'full', solidity: 'lrb' },
      ...def.legend,
    },
    rows: def.rows,
    ...(def.rowsB ? { rowsB: def.rowsB } : {}),
    start: { character: 'sonic', ...def.start },
    ...(def.objects ? { objects: def.objects } : {}),
    ...(def.water ? { water: def.water } : {}),
  };
  const parsed = parseLevel(json);
  if (!parsed.ok) throw new Error(`test level invalid: ${parsed.error.path}: ${parsed.error.message}`);
  return parsed.level;
}

/** `width` blocks of empty rows above `floorRows` rows of solid floor, 16 rows in all. */
export function flatRows(width: number, floorRow = 14, height = 16): string[] {
  const rows: string[] = [];
  for (let r = 0; r < height; r++) rows.push((r >= floorRow ? '#' : '.').repeat(width));
  return rows;
}

/** Replaces characters of `rows` at block (col, row). */
export function put(rows: string[], col: number, row: number, text: string): string[] {
  const out = rows.slice();
  out[row] = out[row].slice(0, col) + text + out[row].slice(col + text.length);
  return out;
}
