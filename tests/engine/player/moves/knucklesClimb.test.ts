import { describe, expect, it } from 'vitest';
import {
  P_CLIMB_X, P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_HRAD, P_STATUS, P_WRAD, ST_FACING_LEFT,
} from '../../../../engine/state/layout.ts';
import type { QuirkId } from '../../../../engine/quirks/catalogue.ts';
import { flatRows, makeLevel, put } from '../../support/testLevel.ts';
import { hold, tap } from '../../support/run.ts';
import { airborne } from './moveSupport.ts';

/** A wall of full blocks at columns 20..21 (x 320..351), rows `top`..`bottom` (y = row * 16), on the open level. */
function wallLevel(top = 20, bottom = 29) {
  let rows = flatRows(100, 30, 32);
  for (let r = top; r <= bottom; r++) rows = put(rows, 20, r, '##');
  return makeLevel({ rows, start: { x: 200, y: 400 }, profile: 's3k' });
}

/** Knuckles gliding right at (306, y), glide speed 0x400: the next frame reaches the wall at x 320. */
function glideIntoWall(y: number, fixes: QuirkId[] = [], level = wallLevel()) {
  const w = airborne('knuckles', { x: 306, y, ysp: 0x70, gsp: 0x400 }, { level, fixes });
  w.state[P_DOUBLE_JUMP] = 1;
  w.state[P_DOUBLE_JUMP_PROP] = 0;
  w.state[P_WRAD] = 10;
  w.state[P_HRAD] = 10;
  return w;
}

describe('the wall grab (Knuckles_Gliding_HitWall)', () => {
  it('moving to x 310:04, the right wall sensor at x + 10 = 320 is 1 px in: pushed back to 309, both side sensors read 0: grabbed, speeds 0, flag 4', () => {
    const w = glideIntoWall(400, ['climbSubpixel']);
    const rec = tap(w, 'A');
    expect(rec.moves).toEqual(['wallGrab']);
    expect(w.state[P_DOUBLE_JUMP]).toBe(4);
    expect([rec.x, rec.xsp, rec.ysp, rec.gsp, rec.air]).toEqual([(309 << 8) | 0x04, 0, 0, 0, true]);
    expect(w.state[P_CLIMB_X]).toBe(309);
  });

  it('climbSubpixel: with the bug the grab writes x into x_pos+2: the subpixel becomes 309 >> 8 = 0x01', () => {
    const rec = tap(glideIntoWall(400), 'A');
    expect(rec.x).toBe((309 << 8) | 0x01);
  });

  it('a wall top between the sensors: the floor 11 px beyond from y - 11 is 5 px down, so he moves down 5 and grabs the corner', () => {
    const w = glideIntoWall(325);
    const rec = tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(4);
    expect(rec.y >> 8).toBe(325 + 5);
  });

  it('a wall that ends within his box (lowest row 415, his lower sensor at y + 10 = 420 finds none) and solid at the corner test: he drops, radii 19 x 9', () => {
    const w = glideIntoWall(410, [], wallLevel(20, 25));
    const rec = tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(2);
    expect([rec.wrad, rec.hrad]).toEqual([9, 19]);
  });
});

describe('climbing (Knuckles_Wall_Climb), frame by frame', () => {
  const grabbed = (y = 400, level = wallLevel()) => {
    const w = glideIntoWall(y, ['climbSubpixel'], level);
    tap(w, 'A');
    return w;
  };

  it('Up: 1 px per frame with speeds 0, until y - 11 is above the wall top (y 330 at the 71st frame): then over the ledge in 4 steps 6 frames apart, to (320, 300) standing', () => {
    const w = grabbed();
    const up = hold(w, 'U', 70);
    expect(up.map((r) => r.y >> 8).slice(0, 3)).toEqual([399, 398, 397]);
    expect([up[69].y >> 8, up[69].ysp, w.state[P_DOUBLE_JUMP]]).toEqual([330, 0, 4]);
    // The ledge steps ignore the pad once begun.
    const first = tap(w, 'U');
    expect([first.x >> 8, first.y >> 8, w.state[P_DOUBLE_JUMP]]).toEqual([309 + 3, 330 - 3, 5]);
    const ledge = [first, ...hold(w, '', 18)];
    expect(ledge[5].x >> 8).toBe(312);
    expect([ledge[6].x >> 8, ledge[6].y >> 8]).toEqual([320, 317]);
    expect([ledge[12].x >> 8, ledge[12].y >> 8]).toEqual([312, 305]);
    expect(ledge[17].air).toBe(true);
    const end = ledge[18];
    expect([end.x >> 8, end.y >> 8, end.air, end.hrad, end.wrad]).toEqual([320, 300, false, 19, 9]);
    expect(end.events).toContain('land');
  });

  it('Down: 1 px per frame; the floor at y + 19 is reached from y 461 (61 frames): y 460, standing', () => {
    const w = grabbed();
    const down = hold(w, 'D', 62);
    expect(down[60].y >> 8).toBe(461);
    expect(down[60].air).toBe(true);
    expect([down[61].y >> 8, down[61].air, down[61].hrad]).toEqual([460, false, 19]);
  });

  it('Down past the bottom of a wall (its lowest row 415): the wall at y + 11 is gone, he lets go (flag 2, radii 19 x 9)', () => {
    const w = grabbed(400, wallLevel(20, 25));
    const down = hold(w, 'D', 6);
    expect(down[3].y >> 8).toBe(404);
    expect(w.state[P_DOUBLE_JUMP]).toBe(2);
    expect([down[5].wrad, down[5].hrad]).toEqual([9, 19]);
  });

  it('a new A press jumps off: Y speed -0x380 (the SPG says -4), X speed -0x400 away from the wall, facing turned, curled 14 x 7, flag 0', () => {
    const w = grabbed();
    tap(w);
    const rec = tap(w, 'A');
    expect([rec.xsp, rec.ysp, rec.roll, rec.wrad, rec.hrad, w.state[P_DOUBLE_JUMP]]).toEqual([-0x400, -0x380, true, 7, 14, 0]);
    expect(w.state[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
    // Then an ordinary airborne frame: drag while rising (-0x400 - (-0x400 >> 5)), gravity after the move.
    const next = tap(w, 'A');
    expect([next.x - rec.x, next.xsp, next.ysp]).toEqual([-0x3e0, -0x3e0, -0x380 + 0x38]);
  });

  it('A held on from the glide (no new press) keeps him on the wall', () => {
    const w = grabbed();
    const recs = hold(w, 'A', 10);
    expect(w.state[P_DOUBLE_JUMP]).toBe(4);
    expect(recs[9].y >> 8).toBe(400);
  });
});
