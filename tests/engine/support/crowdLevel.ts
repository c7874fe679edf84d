import { Prng } from '../../../analysis/search/prng.ts';
import { parseLevel } from '../../../engine/level/parseLevel.ts';
import type { Level } from '../../../engine/level/types.ts';
import { OBJECT_TYPES } from '../../../engine/objects/catalogue.ts';

/**
 * Every object type a level can place, 24 px apart on a flat floor, with random valid
 * parameters: all of them loaded at once, so the walk meets every type's words.
 */
export function crowdLevel(seed: number): Level {
  const r = parseLevel(crowdLevelDoc(seed));
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.level;
}

/** The crowd level's document (CONTRACTS §4), as a level file holds it. */
export function crowdLevelDoc(seed: number): Record<string, unknown> {
  const rng = new Prng(seed);
  const objects = Object.entries(OBJECT_TYPES).map(([type, spec], i) => {
    const o: Record<string, unknown> = { type, x: 96 + 24 * i, y: 200 - rng.int(40) };
    for (const [name, p] of Object.entries(spec.params)) {
      if (rng.int(3) === 0) continue; // the default
      if (p.kind === 'bool') o[name] = rng.int(2) === 0;
      else if (p.kind === 'enum') o[name] = p.values[rng.int(p.values.length)];
      else o[name] = p.oneOf !== undefined ? p.oneOf[rng.int(p.oneOf.length)] : p.min + rng.int(p.max - p.min + 1);
    }
    return o;
  });
  const rows = Array.from({ length: 16 }, (_, r) => (r >= 14 ? '#' : '.').repeat(80));
  return {
    format: 'subpixel-level/1', name: 'crowd', tiles: { full: { heights: Array(16).fill(16), angle: 255 } },
    legend: { '#': { tile: 'full', solidity: 'all' } }, rows, start: { x: 400, y: 150 }, objects,
  };
}
