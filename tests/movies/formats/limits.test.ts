import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as limits from '../../../movies/formats/limits.ts';
import { LEVEL_LIMITS, levelLimitText } from '../../../engine/level/levelLimits.ts';

describe('limits', () => {
  it('each constant is its table entry, and a refusal names the limit, its value and what it counts', () => {
    for (const [name, l] of Object.entries(limits.LIMITS)) expect((limits as unknown as Record<string, number>)[name], name).toBe(l.value);
    expect(limits.limitText('MAX_LOG_LINES')).toBe('the limit MAX_LOG_LINES (10,001,000 lines in a .bk2 input log)');
    expect(levelLimitText('MAX_LEVEL_OBJECTS')).toBe('the limit MAX_LEVEL_OBJECTS (10,000 objects in a level)');
  });

  it('docs/formats.md states every limit with its value (and no other)', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../docs/formats.md'), 'utf8');
    const table = new Map([...readme.matchAll(/^\| `(MAX_\w+)` \| ([\d,]+) \|/gm)].map((m) => [m[1], m[2]]));
    const all = { ...limits.LIMITS, ...LEVEL_LIMITS };
    expect([...table.keys()].sort()).toEqual(Object.keys(all).sort());
    for (const [name, l] of Object.entries(all)) expect(table.get(name), name).toBe(l.value.toLocaleString('en-US'));
  });
});
