import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { partnerScenarioInput, scenarioInputs } from '../support/scenarioInputs.ts';

/**
 * Pinned final state hashes (Box2D's determinism test): 3600 frames of the scenario inputs on
 * every bundled level in every profile. A change here means the engine's behaviour changed:
 * update the pins only when that change is intended (tests/tools/printPinnedHashes.ts prints
 * the table), and say why in the commit.
 * (On `loop` the s2/s3k/cd runs spindash through the loop and end pinned against the same
 * wall, so their hashes coincide; on `water` their runs also take the same path.)
 */
const PINNED: Record<string, Record<'s1' | 's2' | 's3k' | 'cd', string>> = {
  flat: { s1: 'b220daa5fdf022b9', s2: '5ea63447462e7847', s3k: '5434242aad32e41f', cd: 'dcc8800f16040481' },
  hills: { s1: '0cb5e47c74865faf', s2: '51956a83f88005b0', s3k: '5891318aa3646ce0', cd: 'c4db3c1e92a12ed9' },
  loop: { s1: 'd92bd67b67382ab2', s2: '1b05442c0e6da032', s3k: '1b05442c0e6da032', cd: '36df9fc8ae2a5221' },
  walls: { s1: '8833e02556338db1', s2: 'c25f9bea7479fa1d', s3k: '5a80356869578754', cd: 'a5599fbe808a80a2' },
  objectZoo: { s1: 'c691cfcb506b4a9b', s2: 'f7b35fc5dbb4560d', s3k: '55be6670d74bcf93', cd: 'ff6c71ba45787e00' },
  water: { s1: 'fe6e5f632a605930', s2: 'caf805aeeac19a1d', s3k: 'caf805aeeac19a1d', cd: '9b940749a1471ddf' },
};

/** The same for Sonic with Sonic 2's CPU Tails (partnerScenarioInput: the second pad takes over for a while). */
const PINNED_PARTNER: Record<string, string> = {
  flat: '8660c816e0f0ea85',
  hills: 'de992d413028f683',
  loop: '6a95da509f833bfc',
  walls: 'cde7cd282761bddf',
  objectZoo: '2cfb52016658ff19',
  water: '25cf6b346ddfb181',
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
