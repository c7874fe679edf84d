import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILTIN_LEVELS, listBuiltinLevels, loadBuiltinLevel } from '../../../../engine/level/builtin/index.ts';
import { BUILDERS } from '../../../../engine/level/builtin/build/builders.ts';
import { formatLevelJson } from '../../../../engine/level/builtin/build/formatLevelJson.ts';
import { parseLevel } from '../../../../engine/level/parseLevel.ts';
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../../engine/level/types.ts';
import { solidAt } from './levelPixels.ts';

const NAMES = ['flat', 'hills', 'loop', 'walls', 'objectZoo', 'water'];

describe('built-in levels', () => {
  it('are flat, hills, loop, walls, objectZoo and water', () => {
    expect(Object.keys(BUILTIN_LEVELS)).toEqual(NAMES);
    expect(listBuiltinLevels().map((l) => [l.name, l.title])).toEqual([
      ['flat', 'Flat'],
      ['hills', 'Hills'],
      ['loop', 'Loop'],
      ['walls', 'Walls'],
      ['objectZoo', 'Object zoo'],
      ['water', 'Water'],
    ]);
  });

  it('each have a description', () => {
    for (const l of listBuiltinLevels()) expect(l.description.length).toBeGreaterThan(40);
  });

  it.each(NAMES)('%s parses without error', (name) => {
    const r = parseLevel(BUILTIN_LEVELS[name]);
    expect(r.ok ? 'ok' : `${r.error.path}: ${r.error.message}`).toBe('ok');
  });

  it.each(NAMES)('%s.json is exactly what its generator writes (run generate.ts after changing a builder)', (name) => {
    const text = readFileSync(new URL(`../../../../engine/level/builtin/${name}.json`, import.meta.url), 'utf8');
    expect(text).toBe(formatLevelJson(BUILDERS[name]()));
  });

  it.each(NAMES)('%s has solid ground along the whole bottom row and walls at both edges, on both layers', (name) => {
    const l = loadBuiltinLevel(name);
    const w = l.widthBlocks * 16;
    const h = l.heightBlocks * 16;
    for (const layer of [0, 1] as const) {
      for (let x = 0; x < w; x++) expect(solidAt(l, layer, x, h - 1, BLOCK_SOLID_TOP)).toBe(true);
      for (let y = 0; y < h; y++) {
        expect(solidAt(l, layer, 0, y, BLOCK_SOLID_LRB) && solidAt(l, layer, 15, y, BLOCK_SOLID_LRB)).toBe(true);
        expect(solidAt(l, layer, w - 16, y, BLOCK_SOLID_LRB) && solidAt(l, layer, w - 1, y, BLOCK_SOLID_LRB)).toBe(true);
      }
    }
  });

  it.each(NAMES)('%s starts Sonic 8 px above the floor, in the open', (name) => {
    const l = loadBuiltinLevel(name);
    const { x, y } = l.start;
    // Sonic's box: x +- 9, y +- 19. Nothing solid inside it; the floor 8 px below his feet.
    for (let py = y - 19; py <= y + 19 + 7; py++) {
      for (let px = x - 9; px <= x + 9; px++) expect(solidAt(l, 0, px, py, BLOCK_SOLID_TOP | BLOCK_SOLID_LRB)).toBe(false);
    }
    expect(solidAt(l, 0, x, y + 19 + 9, BLOCK_SOLID_TOP)).toBe(true);
    expect(l.start.character).toBe('sonic');
  });

  it.each(NAMES)('%s uses only even tile angles, or 0xFF for flagged flat blocks', (name) => {
    // Odd angles are read as flagged (SPEC-NOTES "Ground sensors"): a slope with one would snap.
    const { shapes } = loadBuiltinLevel(name);
    for (let i = 1; i < shapes.count; i++) expect(shapes.angles[i] % 2 === 0 || shapes.angles[i] === 0xff).toBe(true);
  });

  it('parses each level once and then returns the same object', () => {
    expect(loadBuiltinLevel('flat')).toBe(loadBuiltinLevel('flat'));
  });

  it('throws for an unknown name', () => {
    expect(() => loadBuiltinLevel('nope')).toThrow('no built-in level "nope" (built-ins: flat, hills, loop, walls, objectZoo, water)');
  });

  it('pins each level hash (regenerating a level changes its hash and invalidates its savestates)', () => {
    expect(Object.fromEntries(NAMES.map((n) => [n, loadBuiltinLevel(n).hash.toString(16)]))).toEqual({
      flat: '28f71d39',
      hills: 'd6845668',
      loop: '1e6e7f4f',
      walls: '6e526748',
      objectZoo: 'd168efbe',
      water: 'f480f82d',
    });
  });
});
