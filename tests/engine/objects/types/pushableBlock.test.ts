import { describe, expect, it } from 'vitest';
import { BTN_RIGHT } from '../../../../engine/input.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { O_ROUTINE, O_X, O_Y } from '../../../../engine/objects/objectFields.ts';
import { P_GSP, P_STATUS, P_X, P_XSP, ST_AIR, ST_FACING_LEFT } from '../../../../engine/state/layout.ts';
import { settle, world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

/** x in subpixels from the seed's decimal notation: pixel + fraction * 256. */
const sub = (px: number, frac256: number) => px * 256 + frac256;

describe('pushable block: seed 000 frame-by-frame trace (pushing right)', () => {
  it('moves block and player 1 px on frames 1, 3 and 6 with the exact positions and speeds of the trace', () => {
    const w = settle(world(objectLevel([{ id: 'push', type: 'pushableBlock', x: 2696, y: 208 }], { width: 180, startX: 2600 })));
    const s = w.state;
    // The frame before the trace's frame 0: ground speed 0x4C, position 2669.97265625 - 0x58.
    s[P_X] = sub(2669, 249) - 0x58;
    s[P_XSP] = 0x4c;
    s[P_GSP] = 0x4c;
    s[P_STATUS] &= ~(ST_AIR | ST_FACING_LEFT);
    const expected: [number, number, number, number][] = [
      // [x subpixels, ground speed, x speed, block x px]
      [sub(2669, 249), 0x58, 0x58, 2696], // frame 0: 2669.97265625, 0.34375
      [sub(2670, 93), 0x40, 0, 2697], // frame 1: contact, popped to 2669.363, pushed to 2670.36328125, gsp 0.25
      [sub(2670, 169), 0x4c, 0x4c, 2697], // frame 2: 2670.66015625, 0.296875
      [sub(2671, 1), 0x40, 0, 2698], // frame 3: 2671.00390625 after contact and push (2 frames)
      [sub(2671, 77), 0x4c, 0x4c, 2698], // frame 4: 2671.30078125
      [sub(2671, 165), 0x58, 0x58, 2698], // frame 5: 2671.64453125
      [sub(2672, 9), 0x40, 0, 2699], // frame 6: 2672.03515625 after contact and push (3 frames)
    ];
    expected.forEach(([x, gsp, xsp, blockX], f) => {
      w.step(BTN_RIGHT);
      expect([f, s[P_X], s[P_GSP], s[P_XSP], getField(w, 0, O_X) >> 8]).toEqual([f, x, gsp, xsp, blockX]);
    });
  });

  it('pushed over a ledge it slides at 0x400 to the next 16 px boundary, then falls and rests 16 px above the lower floor', () => {
    // Block row 14 is removed from x = 1456 on: the lower floor's surface is y = 240.
    const lvl = objectLevel([{ id: 'push', type: 'pushableBlock', x: 1440, y: 208 }], {
      width: 120,
      startX: 1380,
      edits: [[91, 14, '.'.repeat(29)]],
    });
    const w = settle(world(lvl));
    for (let f = 0; f < 400 && getField(w, 0, O_ROUTINE) === 0; f++) w.step(BTN_RIGHT);
    expect(getField(w, 0, O_ROUTINE)).toBe(1);
    for (let f = 0; f < 20 && getField(w, 0, O_ROUTINE) === 1; f++) w.step(0);
    expect(getField(w, 0, O_ROUTINE)).toBe(2);
    expect((getField(w, 0, O_X) >> 8) & 0xf).toBe(0);
    for (let f = 0; f < 200 && getField(w, 0, O_ROUTINE) === 2; f++) w.step(0);
    expect(getField(w, 0, O_ROUTINE)).toBe(0);
    expect(getField(w, 0, O_Y) >> 8).toBe(224);
  });
});
