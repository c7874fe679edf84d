/**
 * Sonic CD's terrain checks after a carry (the platformThroughWalls / Floors fixes, on in the cd
 * profile) read the carried player's own plane: for the partner its P_LAYER, not player 1's, whose
 * plane is the one selected while the objects run.
 *
 * The level: the object test floor (y 224) on both planes; a wall at block column 30 (x 480..495,
 * y 144..191) on one plane only. The moving platform swings x 356..484 (amplitude 64 about 420)
 * and drags a standing player towards the wall; where the player's plane has it, CD's check
 * ejects the player at x = 480 - 10 - 1 = 469 (platforms.test.ts), else the ride reaches 484.
 */
import { describe, expect, it } from 'vitest';
import { P_LAYER, P_STATUS, P_X, ST_ON_OBJECT } from '../../../../engine/state/layout.ts';
import { flatRows, makeLevel, put } from '../../support/testLevel.ts';
import { place, placePartner } from '../../support/place.ts';
import { world } from '../../support/run.ts';
import { HUMAN_TAILS } from './twoPlayers.ts';

const platform = { id: 'm', type: 'movingPlatform', x: 420, y: 200, width: 32, height: 8, motion: 'horizontal', amplitude: 64, period: 256 };

function walled(): string[] {
  let rows = flatRows(64);
  for (const row of [9, 10, 11]) rows = put(rows, 30, row, '#');
  return rows;
}

/** The wall on plane A (`rows`) or on plane B (`rowsB`) only. */
function level(wallOn: 'A' | 'B') {
  const plain = flatRows(64);
  return makeLevel({ rows: wallOn === 'A' ? walled() : plain, rowsB: wallOn === 'B' ? walled() : plain, start: { x: 100, y: 196 }, objects: [platform], profile: 'cd' });
}

/** The furthest x the partner (on plane `partnerLayer`) reaches while standing on the platform; player 1 stays on plane A, off it. */
function partnerRide(wallOn: 'A' | 'B', partnerLayer: 0 | 1): number {
  const w = world(level(wallOn), { profile: 'cd', partner: HUMAN_TAILS });
  place(w, { x: 100, y: 204 });
  // Feet at 176 + 15 = 191, a pixel above the platform's top (as Sonic's at 172 + 19 in platforms.test.ts).
  placePartner(w, { x: 420, y: 176, air: true });
  w.p2!.s[P_LAYER] = partnerLayer;
  let maxX = 0;
  for (let f = 0; f < 256; f++) {
    w.step(0);
    if (w.p2!.s[P_STATUS] & ST_ON_OBJECT) maxX = Math.max(maxX, w.p2!.s[P_X] >> 8);
  }
  expect(w.state[P_LAYER]).toBe(0);
  return maxX;
}

describe('Sonic CD\'s carry checks read the partner\'s own plane', () => {
  it('a wall on the partner\'s plane B ejects it at 469, though player 1\'s plane A has none there', () => {
    expect(partnerRide('B', 1)).toBe(469);
  });

  it('a wall on player 1\'s plane A alone lets the partner on plane B ride to 484', () => {
    expect(partnerRide('A', 1)).toBe(484);
  });

  it('on the same plane as player 1, the partner meets the same wall: 469 on A, 484 when the wall is on B', () => {
    expect(partnerRide('A', 0)).toBe(469);
    expect(partnerRide('B', 0)).toBe(484);
  });

  it('player 1 riding on plane A beside a partner on plane B still meets the wall on A at 469', () => {
    const w = world(level('A'), { profile: 'cd', partner: HUMAN_TAILS });
    place(w, { x: 420, y: 172, air: true });
    placePartner(w, { x: 420, y: 176, air: true });
    w.p2!.s[P_LAYER] = 1;
    let maxX = 0;
    for (let f = 0; f < 256; f++) {
      w.step(0);
      if (w.state[P_STATUS] & ST_ON_OBJECT) maxX = Math.max(maxX, w.state[P_X] >> 8);
    }
    expect(maxX).toBe(469);
  });
});
