import { describe, expect, it } from 'vitest';
import { formatLevelError } from '../../../engine/level/levelError.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';

describe('formatLevelError', () => {
  it('gives one line: file, path, message', () => {
    expect(formatLevelError('levels/a.json', { code: 'levelInvalid', path: 'rows[3]', message: 'is 5 characters long' })).toBe(
      'levels/a.json: rows[3]: is 5 characters long',
    );
  });

  it('formats a JSON syntax error with its line and column', () => {
    const r = parseLevelText('{\n  "format": "subpixel-level/1",\n  "name" "x"\n}');
    expect(r.ok).toBe(false);
    // The message itself is the JavaScript engine's (V8 wording varies between versions); the
    // position is ours: the string "x" starts at line 3, column 10.
    if (!r.ok) expect(formatLevelError('x.json', r.error)).toMatch(/^x\.json: 3:10: \S.*$/);
  });
});
