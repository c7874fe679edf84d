import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { partnerScenarioInput, scenarioInputs } from '../support/scenarioInputs.ts';

/**
 * Pinned final state hashes (Box2D's determinism test): 3600 frames of the scenario inputs on
 * every bundled level in every profile. A change here means the engine's behaviour changed:
 * update the pins only when that change is intended (tests/tools/printPinnedHashes.ts prints
 * the table), and say why in the commit.
 * (On `loop` the s2 and s3k runs spindash through the loop and end pinned against the same
 * wall; their hashes differ only by s3k's insta-shield state, which the scenario's presses in
 * the air use.)
 */
const PINNED: Record<string, Record<'s1' | 's2' | 's3k' | 'cd', string>> = {
  flat: { s1: 'dec0b53a2959fbaf', s2: '25815d5d4cf1fafa', s3k: '5210832a849ce6c9', cd: '01c7fc732fc6f56b' },
  hills: { s1: '0cf5f8cc9b34c515', s2: '64e7de99213aed0a', s3k: 'eaba9dc9061e5262', cd: 'adeddc469457057f' },
  loop: { s1: '946633d4279650a4', s2: '6bfd71706f806965', s3k: 'f3570b12f535df04', cd: 'dbf29c348347a1be' },
  walls: { s1: '0178cf2d886d4b9a', s2: '79d38bb3d164133b', s3k: 'f47cbc3da5d18d94', cd: '98618856905959b4' },
  objectZoo: { s1: 'd0a735f2a97ab92d', s2: '460fbbab6063fc65', s3k: '8b42ef03858433a9', cd: '4825fcb142a503d4' },
  water: { s1: '43bf8040b1dbed7d', s2: '5709bb6b61fcd2e7', s3k: 'b05e544491bc6365', cd: '4a037419ed8da95e' },
};

/** The same for Sonic with Sonic 2's CPU Tails (partnerScenarioInput: the second pad takes over for a while). */
const PINNED_PARTNER: Record<string, string> = {
  flat: 'dee601cec932a7f8',
  hills: '9e05993f65cb7206',
  loop: 'a3ff87be0752af3b', // the layer switchers switch player 2 too (Sonic 2 Obj03_MainX): it crosses the loop's on its own side
  walls: 'bce2e4c86a58a8ad',
  objectZoo: '2906244549238b2b', // solid objects, platforms and springs collide player 2 too (Sonic 2's second pass: a flipper catches Tails flying back in)
  water: '39140d77e1e0fa0c',
};

describe('pinned hashes of the bundled scenarios', () => {
  const inputs = scenarioInputs(3600);
  for (const [level, byProfile] of Object.entries(PINNED)) {
    for (const [profile, hash] of Object.entries(byProfile)) {
      it(`${level} in ${profile} ends with hash ${hash}`, () => {
        const w = createWorld(loadBuiltinLevel(level), { profile: profile as 's1' });
        for (const i of inputs) w.step(i);
        expect(w.hash()).toBe(hash);
      });
    }
  }
  for (const [level, hash] of Object.entries(PINNED_PARTNER)) {
    it(`${level} in s2 with CPU Tails ends with hash ${hash}`, () => {
      const w = createWorld(loadBuiltinLevel(level), { profile: 's2', partner: { character: 'tails', control: 'cpu' } });
      for (let f = 0; f < 3600; f++) w.step(partnerScenarioInput(f));
      expect(w.hash()).toBe(hash);
    });
  }
});
