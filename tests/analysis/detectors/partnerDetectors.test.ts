/**
 * The detectors watch player 2 too (analysis/detectors/eachPlayer.ts): the same test on the
 * partner's own words and event word, its hits prefixed `player 2: `. The zip scenario of
 * detectors.test.ts: a wall from x 320 to 447 standing on the floor (y 224); a grounded player
 * inside it at x 360 pressing Left is thrown by the wall look-ahead.
 */
import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import { DetectorRun } from '../../../analysis/detectors/runDetectors.ts';
import { BTN_LEFT } from '../../../engine/input.ts';
import { listBuiltinLevels, loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { QUIRK_IDS, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import type { World } from '../../../engine/world/world.ts';
import { place, placePartner } from '../../engine/support/place.ts';
import { world } from '../../engine/support/run.ts';
import { scenarioInputs } from '../../engine/support/scenarioInputs.ts';
import { flatRows, makeLevel, put } from '../../engine/support/testLevel.ts';

let rows = flatRows(60);
for (let r = 0; r < 14; r++) rows = put(rows, 20, r, '########');
const wallLevel = makeLevel({ rows, start: { x: 100, y: 190 } });
const HUMAN_TAILS = { character: 'tails', control: 'human' } as const;

/** One frame of `input` (player 1 in bits 0..7, the second pad in 8..15), after the detectors saw the start. */
function oneFrame(w: World, input: number) {
  const run = new DetectorRun(DETECTORS, wallLevel, w.state.length);
  run.prime(w.state);
  run.observe(w.state, w.step(input), 0);
  return run.hits.filter((h) => h.detector === 'zip');
}

/** Sonic on the floor far left of the wall, Tails (standing at y 224 - 15 - 1 = 208) inside it. */
function tailsInWall(fixes: QuirkId[] = []): World {
  const w = world(wallLevel, { fixes, partner: HUMAN_TAILS });
  for (let f = 0; f < 60; f++) w.step(0);
  placePartner(w, { x: 360, y: 208 });
  return w;
}

describe('detectors on player 2', () => {
  it("the partner's zip (its own look-ahead event) is a hit of its own: 'player 2: look-ahead correction ...'", () => {
    const hits = oneFrame(tailsInWall(), BTN_LEFT << 8);
    expect(hits).toHaveLength(1);
    expect(hits[0].frame).toBe(0);
    expect(hits[0].message).toMatch(/^player 2: look-ahead correction -?\d+ subpx\/frame \(-?\d+ px\) turned x speed -?\d+ into \d+ at x=\d+, y=208$/);
  });

  it('with the zip fixed, neither player zips', () => {
    expect(oneFrame(tailsInWall(['zip']), BTN_LEFT << 8)).toEqual([]);
  });

  it("player 1 pressing Left far from the wall does not make the partner's hit (the partner's events are its own)", () => {
    expect(oneFrame(tailsInWall(), BTN_LEFT)).toEqual([]);
  });

  it('both players zipping on one frame make one hit naming player 1 first', () => {
    const w = tailsInWall();
    place(w, { x: 360, y: 204 });
    const hits = oneFrame(w, BTN_LEFT | (BTN_LEFT << 8));
    expect(hits).toHaveLength(1);
    expect(hits[0].message).toMatch(/^look-ahead correction .* at x=\d+, y=204; player 2: look-ahead correction .* at x=\d+, y=208$/);
  });

  it('with every quirk fixed, no detector fires for either player with the CPU Tails following scripted play on every bundled level and profile', () => {
    const found: string[] = [];
    const inputs = scenarioInputs(2400);
    for (const { name } of listBuiltinLevels()) {
      for (const profile of ['s1', 's2', 's3k', 'cd'] as const) {
        const level = loadBuiltinLevel(name);
        const w = world(level, { profile, fixes: [...QUIRK_IDS], partner: { character: 'tails', control: 'cpu' } });
        const run = new DetectorRun(DETECTORS, level, w.state.length);
        run.prime(w.state);
        for (let f = 0; f < inputs.length; f++) run.observe(w.state, w.step(inputs[f]), f);
        for (const h of run.hits) found.push(`${name} ${profile} ${h.frame} ${h.detector}: ${h.message}`);
      }
    }
    expect(found).toEqual([]);
  });
});
