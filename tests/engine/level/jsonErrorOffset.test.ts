import { describe, expect, it } from 'vitest';
import { jsonErrorOffset } from '../../../engine/level/jsonErrorOffset.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';

describe('jsonErrorOffset', () => {
  it.each([
    ['{"a":1}', -1],
    ['[1, 2.5e-3, "x\\u0041", true, false, null, {}]', -1],
    ['{"a":}', 5],
    ['{"a" 1}', 5],
    ['[1,,2]', 3],
    ['{"a":1,}', 7],
    ['{"a":01}', 6],
    ['"abc', 4],
    ['{"a":1} x', 8],
    ['[tru]', 1],
  ])('finds the first error in %s at %i', (text, offset) => {
    expect(jsonErrorOffset(text)).toBe(offset);
    if (offset < 0) expect(() => JSON.parse(text)).not.toThrow();
    else expect(() => JSON.parse(text)).toThrow();
  });

  it('gives the level loader a line:column for an unexpected token', () => {
    const r = parseLevelText('{\n  "format": "subpixel-level/1",\n  "name": }\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect({ code: r.error.code, path: r.error.path }).toEqual({ code: 'levelJson', path: '3:11' });
  });
});
