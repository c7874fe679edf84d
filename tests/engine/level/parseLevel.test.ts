import { describe, expect, it } from 'vitest';
import { parseLevel, parseLevelText } from '../../../engine/level/parseLevel.ts';
import type { Level } from '../../../engine/level/types.ts';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { W_LIMIT_BOTTOM, W_LIMIT_LEFT, W_LIMIT_RIGHT, W_LIMIT_TOP } from '../../../engine/state/layout.ts';
import {
  BLOCK_FLIP_X,
  BLOCK_FLIP_Y,
  BLOCK_SHAPE_MASK,
  BLOCK_SOLID_LRB,
  BLOCK_SOLID_TOP,
} from '../../../engine/level/types.ts';

const RAMP = [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9];
const FULL = new Array(16).fill(16);

/** The contract's example level (CONTRACTS §4), made concrete. */
function doc(): Record<string, any> {
  return {
    format: 'subpixel-level/1',
    name: 'Wall test',
    profile: 's2',
    tiles: {
      full: { heights: [...FULL], angle: 255 },
      ramp: { heights: [...RAMP], angle: 232 },
    },
    legend: {
      '#': { tile: 'full', solidity: 'all' },
      '=': { tile: 'full', solidity: 'top' },
      '/': { tile: 'ramp', solidity: 'all', flipX: false, flipY: false },
    },
    rows: ['....', '..#.', '####'],
    start: { x: 8, y: 12, character: 'sonic' },
    objects: [{ type: 'layerSwitcher', x: 20, y: 16 }],
  };
}

function level(d: unknown): Level {
  const r = parseLevel(d);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.level;
}

function errorOf(d: unknown): { code: string; path: string } {
  const r = parseLevel(d);
  if (r.ok) throw new Error('expected an error');
  return { code: r.error.code, path: r.error.path };
}

describe('parseLevel on a valid level', () => {
  it("loads the contract's example with shape 0 empty and named tiles numbered in sorted order", () => {
    const l = level(doc());
    expect(l.name).toBe('Wall test');
    expect(l.widthBlocks).toBe(4);
    expect(l.heightBlocks).toBe(3);
    expect(l.shapes.count).toBe(3);
    expect(l.shapes.names).toEqual(['', 'full', 'ramp']);
    expect([...l.shapes.heights.subarray(0, 16)]).toEqual(new Array(16).fill(0));
    expect([...l.shapes.heights.subarray(32, 48)]).toEqual(RAMP);
    expect([...l.shapes.widths.subarray(32, 48)]).toEqual([0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14]);
    expect([...l.shapes.angles]).toEqual([0, 255, 232]);
  });

  it('writes layers row-major, with an all-solid full block at (2, 1) and 0 for empty cells', () => {
    const l = level(doc());
    const all = 1 | BLOCK_SOLID_TOP | BLOCK_SOLID_LRB;
    expect([...l.layers[0]]).toEqual([0, 0, 0, 0, 0, 0, all, 0, all, all, all, all]);
  });

  it('copies layer A into a separate layer B when rowsB is absent', () => {
    const l = level(doc());
    expect([...l.layers[1]]).toEqual([...l.layers[0]]);
    expect(l.layers[1]).not.toBe(l.layers[0]);
  });

  it('reads rowsB as layer B when given', () => {
    const d = doc();
    d.rowsB = ['....', '....', '===='];
    const l = level(d);
    expect([...l.layers[1]]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0].map((v, i) => (i >= 8 ? 1 | BLOCK_SOLID_TOP : v)));
  });

  it('treats spaces in rows as empty blocks, like dots', () => {
    const d = doc();
    d.rows = ['    ', '  # ', '####'];
    expect([...level(d).layers[0]]).toEqual([...level(doc()).layers[0]]);
  });

  it('defaults the profile to s2 and the character to sonic', () => {
    const d = doc();
    delete d.profile;
    delete d.start.character;
    const l = level(d);
    expect(l.profile).toBe('s2');
    expect(l.start).toEqual({ x: 8, y: 12, character: 'sonic' });
  });

  it('reads what the player carries at the start: rings, shield, emeralds (absent keys default to none)', () => {
    const d = doc();
    d.start.rings = 50;
    d.start.shield = 'lightning';
    d.start.emeralds = 7;
    expect(level(d).start.powers).toEqual({ rings: 50, shield: 'lightning', emeralds: 7, superEmeralds: 0 });
    expect(level(doc()).start.powers).toBeUndefined();
  });

  it('keeps given widths instead of deriving them', () => {
    const d = doc();
    d.tiles.ramp.widths = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -16];
    expect(level(d).shapes.widths[47]).toBe(-16);
  });

  it('accepts negative heights for shapes hanging from the top and derives their widths', () => {
    const d = doc();
    d.tiles.ceiling = { heights: new Array(16).fill(-4), angle: 255 };
    const l = level(d);
    // Sorted names: ceiling = 1, full = 2, ramp = 3.
    expect(l.shapes.names).toEqual(['', 'ceiling', 'full', 'ramp']);
    expect(l.shapes.heights[16]).toBe(-4);
    expect([...l.shapes.widths.subarray(16, 32)]).toEqual([16, 16, 16, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('fills in layerSwitcher defaults and generates the id layerSwitcher1', () => {
    const [o] = level(doc()).objects;
    expect(o).toEqual({
      id: 'layerSwitcher1',
      type: 'layerSwitcher',
      x: 20,
      y: 16,
      params: {
        orientation: 'vertical',
        radius: 64,
        layer1: 'A',
        layer2: 'B',
        priority1: 'L',
        priority2: 'H',
        groundedOnly: false,
        priorityOnly: false,
      },
    });
  });

  it('generates ids per type that skip ids the file already uses', () => {
    const d = doc();
    d.objects = [
      { type: 'layerSwitcher', x: 0, y: 0 },
      { type: 'layerSwitcher', x: 0, y: 0, id: 'layerSwitcher1' },
      { type: 'layerSwitcher', x: 0, y: 0 },
    ];
    expect(level(d).objects.map((o) => o.id)).toEqual(['layerSwitcher2', 'layerSwitcher1', 'layerSwitcher3']);
  });

  it('keeps given parameters', () => {
    const d = doc();
    d.objects = [{ id: 'top', type: 'layerSwitcher', x: 1, y: 2, radius: 256, groundedOnly: true, layer1: 'B', orientation: 'horizontal' }];
    const [o] = level(d).objects;
    expect(o.id).toBe('top');
    expect(o.params.radius).toBe(256);
    expect(o.params.groundedOnly).toBe(true);
    expect(o.params.layer1).toBe('B');
    expect(o.params.orientation).toBe('horizontal');
  });

  it('has no objects when the key is absent', () => {
    const d = doc();
    delete d.objects;
    expect(level(d).objects).toEqual([]);
  });
});

describe('block words', () => {
  function wordOf(entry: Record<string, unknown>): number {
    const d = doc();
    d.legend = { x: entry };
    d.rows = ['x'];
    d.start = { x: 0, y: 0 };
    return level(d).layers[0][0];
  }

  it('are shape | solidity: all sets both bits, top and lrb one each, none neither', () => {
    // Shape indices: full = 1, ramp = 2 (sorted names).
    expect(wordOf({ tile: 'ramp', solidity: 'all' })).toBe(2 | BLOCK_SOLID_TOP | BLOCK_SOLID_LRB);
    expect(wordOf({ tile: 'ramp', solidity: 'top' })).toBe(2 | BLOCK_SOLID_TOP);
    expect(wordOf({ tile: 'ramp', solidity: 'lrb' })).toBe(2 | BLOCK_SOLID_LRB);
    expect(wordOf({ tile: 'ramp', solidity: 'none' })).toBe(2);
  });

  it('carry flipX as 0x0800 and flipY as 0x1000', () => {
    expect(wordOf({ tile: 'ramp', solidity: 'top', flipX: true })).toBe(0x2802);
    expect(wordOf({ tile: 'ramp', solidity: 'top', flipY: true })).toBe(0x3002);
    expect(wordOf({ tile: 'full', solidity: 'lrb', flipX: true, flipY: true })).toBe(0x5801);
    expect(BLOCK_FLIP_X | BLOCK_FLIP_Y | BLOCK_SHAPE_MASK).toBe(0x1fff);
  });

  it('do not depend on the order of the tiles object', () => {
    const d = doc();
    d.tiles = { ramp: d.tiles.ramp, full: d.tiles.full };
    expect([...level(d).layers[0]]).toEqual([...level(doc()).layers[0]]);
    expect(level(d).shapes.names).toEqual(['', 'full', 'ramp']);
  });
});

describe('parseLevel refuses malformed levels with the exact code and path', () => {
  type Case = [what: string, mutate: (d: Record<string, any>) => unknown, path: string];
  const cases: Case[] = [
    ['a document that is not an object', () => [1, 2], '$'],
    ['a wrong format string', (d) => ((d.format = 'subpixel-level/3'), d), 'format'],
    ['a missing format', (d) => (delete d.format, d), 'format'],
    ['an unknown top-level key', (d) => ((d.colour = 'red'), d), 'colour'],
    ['a missing name', (d) => (delete d.name, d), 'name'],
    ['a name that is not a string', (d) => ((d.name = 7), d), 'name'],
    ['an unknown profile', (d) => ((d.profile = 's4'), d), 'profile'],
    ['tiles that are an array', (d) => ((d.tiles = []), d), 'tiles'],
    ['heights with 15 values', (d) => (d.tiles.ramp.heights.pop(), d), 'tiles.ramp.heights'],
    ['a height of 17', (d) => ((d.tiles.ramp.heights[3] = 17), d), 'tiles.ramp.heights[3]'],
    ['a fractional height', (d) => ((d.tiles.ramp.heights[5] = 2.5), d), 'tiles.ramp.heights[5]'],
    ['a height given as a string', (d) => ((d.tiles.ramp.heights[0] = '0'), d), 'tiles.ramp.heights[0]'],
    ['a width of -17', (d) => ((d.tiles.ramp.widths = new Array(16).fill(0)), (d.tiles.ramp.widths[9] = -17), d), 'tiles.ramp.widths[9]'],
    ['an angle of 256', (d) => ((d.tiles.ramp.angle = 256), d), 'tiles.ramp.angle'],
    ['a missing angle', (d) => (delete d.tiles.full.angle, d), 'tiles.full.angle'],
    ['an unknown tile key', (d) => ((d.tiles.full.solid = true), d), 'tiles.full.solid'],
    ['a tile name that is not an identifier, with a bad height', (d) => ((d.tiles['my ramp'] = { heights: [...RAMP], angle: 1 }), (d.tiles['my ramp'].heights[0] = -17), d), 'tiles["my ramp"].heights[0]'],
    ['a legend key of two characters', (d) => ((d.legend['##'] = { tile: 'full', solidity: 'all' }), d), 'legend["##"]'],
    ['a legend key that redefines "."', (d) => ((d.legend['.'] = { tile: 'full', solidity: 'all' }), d), 'legend["."]'],
    ['a legend entry naming no tile', (d) => ((d.legend['/'].tile = 'slope'), d), 'legend["/"].tile'],
    ['an unknown solidity', (d) => ((d.legend['/'].solidity = 'solid'), d), 'legend["/"].solidity'],
    ['a missing solidity', (d) => (delete d.legend['#'].solidity, d), 'legend["#"].solidity'],
    ['a flip that is not a boolean', (d) => ((d.legend['/'].flipX = 1), d), 'legend["/"].flipX'],
    ['an unknown legend entry key', (d) => ((d.legend['='].angle = 0), d), 'legend["="].angle'],
    ['an empty rows array', (d) => ((d.rows = []), d), 'rows'],
    ['missing rows', (d) => (delete d.rows, d), 'rows'],
    ['a row of another length', (d) => ((d.rows = ['....', '..#.', '###']), d), 'rows[2]'],
    ['a row that is not a string', (d) => ((d.rows[1] = 5), d), 'rows[1]'],
    ['an unknown character in a row', (d) => ((d.rows[1] = '..%.'), d), 'rows[1]'],
    ['rowsB with fewer rows', (d) => ((d.rowsB = ['....', '....']), d), 'rowsB'],
    ['a rowsB row of another width', (d) => ((d.rowsB = ['....', '.....', '....']), d), 'rowsB[1]'],
    ['a missing start', (d) => (delete d.start, d), 'start'],
    ['a start x that is not an integer', (d) => ((d.start.x = 8.5), d), 'start.x'],
    ['a start y below the level', (d) => ((d.start.y = 48), d), 'start.y'],
    ['an unknown character', (d) => ((d.start.character = 'amy'), d), 'start.character'],
    ['an unknown start key', (d) => ((d.start.z = 0), d), 'start.z'],
    ['start rings above 999', (d) => ((d.start.rings = 1000), d), 'start.rings'],
    ['an unknown start shield', (d) => ((d.start.shield = 'water'), d), 'start.shield'],
    ['eight emeralds', (d) => ((d.start.emeralds = 8), d), 'start.emeralds'],
    ['negative super emeralds', (d) => ((d.start.superEmeralds = -1), d), 'start.superEmeralds'],
    ['objects that are not an array', (d) => ((d.objects = {}), d), 'objects'],
    ['an object without a type', (d) => (delete d.objects[0].type, d), 'objects[0].type'],
    ['an unknown object type', (d) => ((d.objects = [d.objects[0], { type: 'trampoline', x: 0, y: 0 }, d.objects[0]]), d), 'objects[1].type'],
    ['an object without x', (d) => (delete d.objects[0].x, d), 'objects[0].x'],
    ['an object y that is not an integer', (d) => ((d.objects[0].y = '16'), d), 'objects[0].y'],
    ['an object id that is not a string', (d) => ((d.objects[0].id = 3), d), 'objects[0].id'],
    ['a duplicate object id', (d) => ((d.objects = [{ ...d.objects[0], id: 'a' }, { ...d.objects[0], id: 'b' }, { ...d.objects[0], id: 'a' }]), d), 'objects[2].id'],
    ['an unknown object parameter', (d) => ((d.objects[0].colour = 'red'), d), 'objects[0].colour'],
    ['a radius that is not one of 32, 64, 128, 256', (d) => ((d.objects[0].radius = 100), d), 'objects[0].radius'],
    ['a layer that is not A or B', (d) => ((d.objects[0].layer2 = 'C'), d), 'objects[0].layer2'],
    ['a bool parameter given as a string', (d) => ((d.objects[0].groundedOnly = 'true'), d), 'objects[0].groundedOnly'],
  ];

  it.each(cases)('refuses %s', (_what, mutate, path) => {
    expect(errorOf(mutate(doc()))).toEqual({ code: 'levelInvalid', path });
  });

  it('names the column of an unknown character in the message', () => {
    const d = doc();
    d.rows[1] = '..%.';
    const r = parseLevel(d);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('column 2: "%" is not "." or " " or a legend key');
  });
});

describe('parseLevelText', () => {
  it('parses the text of a valid level', () => {
    const r = parseLevelText(JSON.stringify(doc(), null, 2));
    expect(r.ok).toBe(true);
  });

  it('reports a JSON syntax error as levelJson at line:column', () => {
    // After the trailing comma the parser expects a name and finds '}' at index 15: line 3, column 1.
    const r = parseLevelText('{\n  "name": 1,\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('levelJson');
      expect(r.error.path).toBe('3:1');
      // V8's wording, without its "in JSON at position 15": the position is in the path.
      expect(r.error.message).not.toMatch(/position/);
    }
  });

  it('reports truncated text as levelJson at the end of the text', () => {
    // 12 characters; the end is just after the comma: line 2, column 11.
    const r = parseLevelText('{\n  "a": [1,');
    expect(r.ok).toBe(false);
    if (!r.ok) expect({ code: r.error.code, path: r.error.path }).toEqual({ code: 'levelJson', path: '2:11' });
  });

  it('passes valid JSON that is not a level on to validation (levelInvalid)', () => {
    const r = parseLevelText('[]');
    expect(r.ok).toBe(false);
    if (!r.ok) expect({ code: r.error.code, path: r.error.path }).toEqual({ code: 'levelInvalid', path: '$' });
  });

  it('ignores a leading byte order mark', () => {
    expect(parseLevelText('\ufeff' + JSON.stringify(doc())).ok).toBe(true);
  });
});

describe('the optional water field (CONTRACTS §4 extension)', () => {
  it('is null when absent and { height } when given', () => {
    expect(level(doc()).water).toBeNull();
    expect(level({ ...doc(), water: { height: 320 } }).water).toEqual({ height: 320 });
  });

  it('refuses a non-object, a missing, non-integer or out-of-range height, and unknown keys, naming the JSON path', () => {
    expect(errorOf({ ...doc(), water: 320 })).toEqual({ code: 'levelInvalid', path: 'water' });
    expect(errorOf({ ...doc(), water: {} })).toEqual({ code: 'levelInvalid', path: 'water.height' });
    expect(errorOf({ ...doc(), water: { height: 12.5 } })).toEqual({ code: 'levelInvalid', path: 'water.height' });
    expect(errorOf({ ...doc(), water: { height: -1 } })).toEqual({ code: 'levelInvalid', path: 'water.height' });
    expect(errorOf({ ...doc(), water: { height: 0x8000 } })).toEqual({ code: 'levelInvalid', path: 'water.height' });
    expect(errorOf({ ...doc(), water: { height: 10, speed: 1 } })).toEqual({ code: 'levelInvalid', path: 'water.speed' });
  });

  it('changes the level hash, and leaves the hash of a level without water as it was', () => {
    const dry = level(doc()).hash;
    const wet = level({ ...doc(), water: { height: 320 } }).hash;
    expect(wet).not.toBe(dry);
    expect(level({ ...doc(), water: { height: 321 } }).hash).not.toBe(wet);
  });
});

describe('the optional camera limits (CONTRACTS §4 extension `limits`)', () => {
  const limits = { left: 0, right: 0x2000, top: -0x100, bottom: 0x320 };

  it('are absent when not given and kept when given; a world starts with them as its limits', () => {
    expect(level(doc()).limits).toBeUndefined();
    const l = level({ ...doc(), limits });
    expect(l.limits).toEqual(limits);
    const s = createWorld(l).state;
    expect([s[W_LIMIT_LEFT], s[W_LIMIT_RIGHT], s[W_LIMIT_TOP], s[W_LIMIT_BOTTOM]]).toEqual([0, 0x2000, -0x100, 0x320]);
  });

  it('are written back and read again as the same level (same hash); a level without them keeps its hash', () => {
    const l = level({ ...doc(), limits });
    const again = parseLevelText(writeLevelText(l));
    expect(again.ok && again.level.hash).toBe(l.hash);
    expect(again.ok && again.level.limits).toEqual(limits);
    expect(l.hash).not.toBe(level(doc()).hash);
  });

  it('refuses a missing, non-integer or out-of-word key, an unknown key, and right left of left or bottom above top, naming the path', () => {
    expect(errorOf({ ...doc(), limits: 5 })).toEqual({ code: 'levelInvalid', path: 'limits' });
    expect(errorOf({ ...doc(), limits: { left: 0, right: 10, top: 0 } })).toEqual({ code: 'levelInvalid', path: 'limits.bottom' });
    expect(errorOf({ ...doc(), limits: { ...limits, top: 1.5 } })).toEqual({ code: 'levelInvalid', path: 'limits.top' });
    expect(errorOf({ ...doc(), limits: { ...limits, right: 0x8000 } })).toEqual({ code: 'levelInvalid', path: 'limits.right' });
    expect(errorOf({ ...doc(), limits: { ...limits, speed: 1 } })).toEqual({ code: 'levelInvalid', path: 'limits.speed' });
    expect(errorOf({ ...doc(), limits: { ...limits, left: 0x2001 } })).toEqual({ code: 'levelInvalid', path: 'limits.right' });
    expect(errorOf({ ...doc(), limits: { ...limits, top: 0x400 } })).toEqual({ code: 'levelInvalid', path: 'limits.bottom' });
  });
});
