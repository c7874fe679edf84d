import { describe, expect, it } from 'vitest';
import { addPoints, S1_CONSOLE_VERSION } from '../../../../../../engine/games/s1/objects/score.ts';
import { G_SCORE, G_SCORE_LIFE } from '../../../../../../engine/games/s1/objects/s1State.ts';
import { W_LIVES } from '../../../../../../engine/state/layout.ts';

/** A state 10 tens short of 50000 points, 3 lives, the threshold PlayLevel sets in REV01 (5000 tens). */
function nearThreshold(): Int32Array {
  const s = new Int32Array(1 << 14);
  s[G_SCORE] = 4990;
  s[G_SCORE_LIFE] = 5000;
  s[W_LIVES] = 3;
  return s;
}

describe('AddPoints (Sonic 1)', () => {
  it('models the overseas console the real game reports (v_megadrive $80)', () => {
    expect(S1_CONSOLE_VERSION).toBe(0x80);
  });

  it('on an overseas console REV01 reaches 50000 points, raises the threshold to 100000 and gives no life', () => {
    const s = nearThreshold();
    addPoints(s, 10, 1);
    expect([s[G_SCORE], s[G_SCORE_LIFE], s[W_LIVES]]).toEqual([5000, 10000, 3]);
  });

  it('on a Japanese console (bit 7 clear) REV01 gives the life at 50000 points', () => {
    const s = nearThreshold();
    addPoints(s, 10, 1, 0x00);
    expect([s[G_SCORE], s[G_SCORE_LIFE], s[W_LIVES]]).toEqual([5000, 10000, 4]);
  });

  it('REV00 keeps no threshold at all, and the score stops at 999999', () => {
    const s = nearThreshold();
    addPoints(s, 10, 0, 0x00);
    expect([s[G_SCORE_LIFE], s[W_LIVES]]).toEqual([5000, 3]);
    addPoints(s, 2_000_000, 0);
    expect(s[G_SCORE]).toBe(999999);
  });
});
