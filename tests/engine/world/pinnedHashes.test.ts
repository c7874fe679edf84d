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
  flat: { s1: '491b6e1337b4abd6', s2: '964d7c8a5348ffd9', s3k: 'fd4226d34c70da88', cd: 'd194cc7219c2f76d' },
  hills: { s1: 'd576fda466942aea', s2: '9f29fc422cda6ec3', s3k: 'df5e6369ca6ef19a', cd: '405e937d6856b3fb' },
  loop: { s1: '6f33f3bdef07185e', s2: '98ecb808d96ae306', s3k: '98ecb808d96ae306', cd: 'dfa5ca5567e2020b' },
  walls: { s1: 'b73ed78e5446e8c2', s2: '9c7e1a7576682d32', s3k: 'ba0880a6b87245d9', cd: 'c071a7a4c8d67608' },
  objectZoo: { s1: '8f662c440742c826', s2: 'c3091897847e10a0', s3k: 'e936c3c99fdf11c7', cd: '4dcdbdbc736b2b8f' },
  water: { s1: '45ab709dd2059f86', s2: '88dc704483b2a085', s3k: '88dc704483b2a085', cd: '38ed65690870c046' },
};

/** The same for Sonic with Sonic 2's CPU Tails (partnerScenarioInput: the second pad takes over for a while). */
const PINNED_PARTNER: Record<string, string> = {
  flat: '069c1beff7fb4c8f',
  hills: 'b1134912ff8524fe',
  loop: '8fa580ca4d5fc0a8',
  walls: 'c7fa4fdba926e586',
  objectZoo: '59af7c1cae5518bf',
  water: 'cdc42a4a9bd90177',
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
