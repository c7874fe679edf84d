import { describe, expect, it } from 'vitest';
import { ANIM_DUCK, P_ANIM, P_INVULN_TIMER, P_RINGS, W_REGATHER_LOCK } from '../../../engine/state/layout.ts';
import { playerTouchBox } from '../../../engine/objects/touch.ts';
import { hitboxHeight, hitboxWidth } from '../../../engine/objects/hitboxSizes.ts';
import { flatRows, makeLevel } from '../support/testLevel.ts';
import { hold, settle, tap, world } from '../support/run.ts';
import { place } from '../support/place.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';

const ringLevel = (profile: 's1' | 's2' | 's3k' = 's1') =>
  makeLevel({ rows: flatRows(60), start: { x: 100, y: 190 }, profile, objects: [{ id: 'r', type: 'ring', x: 200, y: 204 }] });

function touchedAt(x: number, fixes: QuirkId[] = []): boolean {
  const w = settle(world(ringLevel(), { fixes }));
  place(w, { x, y: 204 });
  tap(w);
  return w.state[P_RINGS] === 1;
}

describe('touch boxes (SPG section 9, ReactToItem)', () => {
  it("uses Sonic 1's size table: ring size 7 is 6 x 6, motobug size 0x0C is 20 x 16", () => {
    expect([hitboxWidth(7), hitboxHeight(7)]).toEqual([6, 6]);
    expect([hitboxWidth(0x0c), hitboxHeight(0x0c)]).toEqual([20, 16]);
    expect([hitboxWidth(0x24), hitboxHeight(0x24)]).toEqual([0x48, 8]);
  });

  it('a ring of radius 6 at x=200 (pixels 194..206) is first touched at player x 186 from the left and 214 from the right', () => {
    expect(touchedAt(185)).toBe(false);
    expect(touchedAt(186)).toBe(true);
    expect(touchedAt(214)).toBe(true);
    expect(touchedAt(215)).toBe(false);
  });

  it('with hitboxExtraPixel fixed, boxes span 2r pixels: touched from x 187 (left) to 213 (right)', () => {
    expect(touchedAt(186, ['hitboxExtraPixel'])).toBe(false);
    expect(touchedAt(187, ['hitboxExtraPixel'])).toBe(true);
    expect(touchedAt(213, ['hitboxExtraPixel'])).toBe(true);
    expect(touchedAt(214, ['hitboxExtraPixel'])).toBe(false);
  });

  it('the standing player box is x - 8 .. x + 8 and y - 16 .. y + 16 (17 x 33)', () => {
    const w = settle(world(ringLevel()));
    place(w, { x: 150, y: 204 });
    expect(playerTouchBox(w)).toEqual({ left: 142, top: 188, w: 16, h: 32 });
  });

  it('ducking Sonic in Sonic 1 and 2: centre y + 12, half-height 10 (y + 2 .. y + 22, SPEC-NOTES "Hitboxes")', () => {
    for (const profile of ['s1', 's2'] as const) {
      const w = settle(world(ringLevel(profile)));
      place(w, { x: 150, y: 204 });
      w.state[P_ANIM] = ANIM_DUCK;
      expect(playerTouchBox(w)).toEqual({ left: 142, top: 206, w: 16, h: 20 });
    }
  });

  it('ducking does not change the box in Sonic 3 & Knuckles, nor for Tails in Sonic 2', () => {
    const s3 = settle(world(ringLevel('s3k')));
    place(s3, { x: 150, y: 204 });
    s3.state[P_ANIM] = ANIM_DUCK;
    expect(playerTouchBox(s3)).toEqual({ left: 142, top: 188, w: 16, h: 32 });
    const tails = settle(world(ringLevel('s2'), { character: 'tails' }));
    place(tails, { x: 150, y: 204 });
    tails.state[P_ANIM] = ANIM_DUCK;
    const b = playerTouchBox(tails);
    expect(b.h).toBe(2 * (tails.ch.standHeight - 3));
  });

  it('collecting a ring adds one and it never comes back', () => {
    const w = settle(world(ringLevel()));
    const rec = hold(w, 'R', 120);
    expect(rec.some((r) => r.events.includes('ringCollect'))).toBe(true);
    expect(w.state[P_RINGS]).toBe(1);
    hold(w, 'L', 200);
    expect(w.state[P_RINGS]).toBe(1);
  });

  it('Sonic 1 regather: rings are ignored while the invulnerability timer is >= 90 (it counts down before the check)', () => {
    const w = settle(world(ringLevel()));
    place(w, { x: 200, y: 204 });
    w.state[P_INVULN_TIMER] = 91;
    tap(w); // 91 → 90: still locked
    expect(w.state[P_RINGS]).toBe(0);
    tap(w); // 90 → 89: collected
    expect(w.state[P_RINGS]).toBe(1);
  });

  it("Sonic 3 & Knuckles regather (the seed's rule): 64 frames after the hit", () => {
    const w = settle(world(ringLevel('s3k')));
    place(w, { x: 200, y: 204 });
    w.state[W_REGATHER_LOCK] = 64; // as a hit leaves it
    hold(w, '', 63);
    expect(w.state[P_RINGS]).toBe(0);
    tap(w);
    expect(w.state[P_RINGS]).toBe(1);
  });
});
