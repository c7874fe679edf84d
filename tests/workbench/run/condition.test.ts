import { describe, expect, it } from 'vitest';
import { parseCondition } from '../../../workbench/src/run/condition.ts';
import { P_STATUS, P_XSP, P_Y, ST_AIR } from '../../../engine/state/layout.ts';

function state(xsp: number, y = 0, air = false): Int32Array {
  const s = new Int32Array(64);
  s[P_XSP] = xsp;
  s[P_Y] = y;
  s[P_STATUS] = air ? ST_AIR : 0;
  return s;
}

describe('parseCondition', () => {
  it('"xsp > 0x600" holds above 1536 subpixels per frame only', () => {
    const c = parseCondition('xsp > 0x600');
    if (!c.ok) throw new Error(c.error);
    expect([c.test(state(1536)), c.test(state(1537))]).toEqual([false, true]);
  });

  it('&& binds tighter than ||, and negative hex numbers compare as integers', () => {
    const c = parseCondition('xsp <= -0x10 || y >= 100 && air == 1');
    if (!c.ok) throw new Error(c.error);
    expect([c.test(state(-16)), c.test(state(0, 100, false)), c.test(state(0, 100, true))]).toEqual([true, false, true]);
  });

  it('an unknown field names the fields there are; a missing operator says what is expected', () => {
    const a = parseCondition('xps > 3');
    expect(a.ok ? '' : a.error).toMatch(/^unknown field "xps" \(fields: frame, x, y, /);
    const b = parseCondition('xsp 3');
    expect(b.ok ? '' : b.error).toBe('"xsp 3" is not "field op number" (for example "xsp > 0x600"; op is one of > >= < <= == !=)');
    const c = parseCondition('xsp > 1.5');
    expect(c.ok ? '' : c.error).toBe('"1.5" is not a whole number (decimal, or hex like 0x600)');
  });
});
