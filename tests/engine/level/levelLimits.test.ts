import { describe, expect, it } from 'vitest';
import { parseLevel, parseLevelText } from '../../../engine/level/parseLevel.ts';

function doc(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    format: 'subpixel-level/1',
    name: 'limits',
    tiles: { full: { heights: Array(16).fill(16), angle: 255 } },
    legend: { '#': { tile: 'full', solidity: 'all' } },
    rows: ['....', '####'],
    start: { x: 8, y: 8 },
    ...extra,
  };
}

describe('the level loader refuses files past its limits (levelLimits.ts), naming the limit', () => {
  it('takes 10,000 objects and refuses 10,001 before building any', () => {
    const ring = { type: 'ring', x: 8, y: 8 };
    expect(parseLevel(doc({ objects: Array(10_000).fill(ring) })).ok).toBe(true);
    expect(parseLevel(doc({ objects: Array(10_001).fill(ring) }))).toEqual({
      ok: false,
      error: { code: 'levelLimit', path: 'objects', message: 'The object count (10001) is past the limit MAX_LEVEL_OBJECTS (10,000 objects in a level)' },
    });
  });

  it('refuses a name, an id or a description past 4096 characters, at its path', () => {
    const r = parseLevel(doc({ objects: [{ type: 'ring', x: 8, y: 8, id: 'i'.repeat(4097) }] }));
    expect(r.ok ? null : [r.error.code, r.error.path]).toEqual(['levelLimit', 'objects[0].id']);
    const d = parseLevel(doc({ description: 'd'.repeat(4097) }));
    expect(d.ok ? null : [d.error.code, d.error.path]).toEqual(['levelLimit', 'description']);
  });

  it('refuses JSON nested past 16 levels or an array past 65,536 items before parsing it, at line:column', () => {
    const deep = parseLevelText(`{\n"x": ${'['.repeat(20)}${']'.repeat(20)}}`);
    expect(deep).toEqual({ ok: false, error: { code: 'levelLimit', path: '2:21', message: 'The JSON here is past the limit MAX_LEVEL_JSON_DEPTH (16 levels of nesting in a level file)' } });
    const wide = parseLevelText(JSON.stringify(doc({ rows: Array(70_000).fill('....') })));
    expect(wide.ok ? null : [wide.error.code, wide.error.message]).toEqual(['levelLimit', 'The JSON here is past the limit MAX_LEVEL_JSON_ITEMS (65,536 items in one array or object of a level file)']);
  });

  it('keeps a JSON syntax error to one short line, whatever the parser quotes', () => {
    const r = parseLevelText('{\n  "rows": [\n    "....",\n    .......\n    "####"\n  ]\n}\n');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('levelJson');
      expect(r.error.message).not.toMatch(/[\r\n]/);
      expect(r.error.message.length).toBeLessThanOrEqual(160);
    }
  });
});
