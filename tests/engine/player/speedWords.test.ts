import { describe, expect, it } from 'vitest';
import { P_GSP, P_SPEED_ACC, P_SPEED_DEC, P_SPEED_MAX, P_STATUS, P_XSP, ST_AIR } from '../../../engine/state/layout.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';

const flat = makeLevel({ rows: flatRows(200), start: { x: 64, y: 190 } });

/** The underwater values Sonic 1's Sonic_Water writes (top 0x300, acceleration 6, deceleration 0x40). */
function underwaterSpeeds(s: Int32Array): void {
  s[P_SPEED_MAX] = 0x300;
  s[P_SPEED_ACC] = 6;
  s[P_SPEED_DEC] = 0x40;
}

describe('movement constants are state words (v_sonspeedmax / v_sonspeedacc / v_sonspeeddec)', () => {
  it('a new world starts with top speed 0x600, acceleration 0xC and deceleration 0x80', () => {
    const s = world(flat).state;
    expect([s[P_SPEED_MAX], s[P_SPEED_ACC], s[P_SPEED_DEC]]).toEqual([0x600, 0xc, 0x80]);
  });

  it('with the underwater words, running accelerates by 6 and tops out at exactly 0x300 after 128 frames', () => {
    const w = settle(world(flat));
    underwaterSpeeds(w.state);
    const rec = hold(w, 'R', 128);
    expect(rec[0].gsp).toBe(6);
    expect(rec[126].gsp).toBe(0x2fa);
    expect(rec[127].gsp).toBe(0x300);
    expect(hold(w, 'R', 5).every((r) => r.gsp === 0x300)).toBe(true);
  });

  it('friction is the acceleration word and braking the deceleration word', () => {
    const w = settle(world(flat));
    underwaterSpeeds(w.state);
    w.state[P_GSP] = 0x100;
    expect(tap(w, '').gsp).toBe(0x100 - 6);
    w.state[P_GSP] = 0x100;
    expect(tap(w, 'L').gsp).toBe(0x100 - 0x40);
  });

  it('rolling friction is half the acceleration word and rolling braking a quarter of the deceleration word', () => {
    const w = settle(world(flat));
    underwaterSpeeds(w.state);
    w.state[P_GSP] = 0x300;
    // Down alone: walking friction (6) first, then the curl.
    expect(tap(w, 'D').gsp).toBe(0x300 - 6);
    expect(tap(w, '').gsp).toBe(0x300 - 6 - 3);
    expect(tap(w, 'L').gsp).toBe(0x300 - 6 - 3 - 0x10 - 3);
  });

  it('air acceleration is twice the acceleration word, capped at the top speed word', () => {
    const w = place(settle(world(flat)), { x: 64, y: 100, air: true });
    underwaterSpeeds(w.state);
    tap(w, 'R');
    expect(w.state[P_XSP]).toBe(12);
    w.state[P_XSP] = 0x2fc;
    tap(w, 'R');
    expect(w.state[P_STATUS] & ST_AIR).toBe(ST_AIR);
    expect(w.state[P_XSP]).toBe(0x300);
  });
});
