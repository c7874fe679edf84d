import { describe, expect, it } from 'vitest';
import { parseLevel, parseLevelText } from '../../../engine/level/parseLevel.ts';

const TEXT = `{
  "format": "subpixel-level/1",
  "name": "Wall test",
  "profile": "s2",
  "tiles": {
    "full": { "heights": [16,16,16,16,16,16,16,16,16,16,16,16,16,16,16,16], "angle": 255 },
    "ramp": { "heights": [0,0,1,2,2,3,4,5,5,6,6,7,8,9,9,9], "angle": 232 }
  },
  "legend": {
    "#": { "tile": "full", "solidity": "all" },
    "/": { "tile": "ramp", "solidity": "all", "flipX": true }
  },
  "rows": ["....", "../.", "####"],
  "start": { "x": 8, "y": 12 },
  "objects": [ { "id": "sw", "type": "layerSwitcher", "x": 20, "y": 16, "radius": 32, "groundedOnly": true } ]
}`;

function hashOf(text: string): number {
  const r = parseLevelText(text);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.level.hash;
}

/** The same level with every object's keys in reverse order, recursively. */
function reversedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reversedKeys);
  if (typeof v !== 'object' || v === null) return v;
  return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversedKeys(x)]));
}

describe('level hash', () => {
  it('is pinned for the reference level (a change here breaks every saved snapshot)', () => {
    expect(hashOf(TEXT)).toBe(0x1c355ed2);
  });

  it('is an unsigned 32-bit integer', () => {
    const h = hashOf(TEXT);
    expect(Number.isInteger(h) && h >= 0 && h <= 0xffffffff).toBe(true);
  });

  it('does not depend on whitespace', () => {
    expect(hashOf(JSON.stringify(JSON.parse(TEXT)))).toBe(hashOf(TEXT));
  });

  it('does not depend on key order, tile order included', () => {
    expect(hashOf(JSON.stringify(reversedKeys(JSON.parse(TEXT))))).toBe(hashOf(TEXT));
  });

  it('is the same when defaults are written out explicitly', () => {
    const d = JSON.parse(TEXT);
    d.start.character = 'sonic';
    d.legend['#'].flipY = false;
    d.objects[0].orientation = 'vertical';
    expect(hashOf(JSON.stringify(d))).toBe(hashOf(TEXT));
  });

  it('changes when one height changes', () => {
    const d = JSON.parse(TEXT);
    d.tiles.ramp.heights[7] = 6;
    expect(hashOf(JSON.stringify(d))).not.toBe(hashOf(TEXT));
  });

  it('changes when a flip, the start, an object parameter or layer B changes', () => {
    const base = hashOf(TEXT);
    const variants: ((d: any) => void)[] = [
      (d) => (d.legend['/'].flipX = false),
      (d) => (d.start.x = 9),
      (d) => (d.start.rings = 1),
      (d) => (d.start.shield = 'plain'),
      (d) => (d.objects[0].radius = 64),
      (d) => (d.rowsB = ['....', '....', '####']),
      (d) => (d.profile = 's1'),
    ];
    for (const change of variants) {
      const d = JSON.parse(TEXT);
      change(d);
      expect(hashOf(JSON.stringify(d))).not.toBe(base);
    }
  });

  it('is the same whether the level is parsed from text or from a value', () => {
    const r = parseLevel(JSON.parse(TEXT));
    expect(r.ok && r.level.hash).toBe(hashOf(TEXT));
  });
});
