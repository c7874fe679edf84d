import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import { DetectorRun } from '../../../analysis/detectors/runDetectors.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import type { PartnerOptions } from '../../../engine/profiles/ids.ts';
import {
  ANIM_ROLL, C_X, P_ANIM, P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_EMERALDS, P_HRAD, P_RINGS, P_SHIELD, P_STATUS, P_WRAD, P_X, P_Y,
  P_YSP, SHIELD_LIGHTNING, ST_FACING_LEFT, ST_ROLL_JUMP,
} from '../../../engine/state/layout.ts';
import type { World } from '../../../engine/world/world.ts';
import { input } from '../../engine/support/run.ts';
import { flatRows, flatTile, makeLevel, put } from '../../engine/support/testLevel.ts';
import { airborne, openLevel } from '../../engine/player/moves/moveSupport.ts';

/** Steps `w` through `steps` (letters per frame, or a callback run before the step), collecting detector hits. */
function run(w: World, steps: (string | ((w: World) => void))[]): string[] {
  const r = new DetectorRun(DETECTORS, w.level, w.state.length);
  r.prime(w.state);
  let frame = 0;
  for (const step of steps) {
    if (typeof step === 'function') {
      step(w);
      r.prime(w.state);
      continue;
    }
    r.observe(w.state, w.step(input(step)), frame++);
  }
  return r.hits.map((h) => h.detector);
}
const frames = (letters: string, n: number): string[] => Array(n).fill(letters);

describe('instaShieldLockout detector', () => {
  const scenario = (fixes: QuirkId[]) => {
    const w = airborne('sonic', { x: 300, y: 100, ysp: 0x100, roll: true }, { fixes });
    w.state[P_ANIM] = ANIM_ROLL;
    return run(w, ['A', ...frames('', 12), (w) => ((w.state[P_Y] = 465 << 8), (w.state[P_YSP] = 0x200)), '']);
  };
  it('fires when the landing falls on the attack\'s last frame', () => {
    expect(scenario([])).toContain('instaShieldLockout');
  });
  it('stays silent with the quirk fixed', () => {
    expect(scenario(['instaShieldLockout'])).not.toContain('instaShieldLockout');
  });
});

describe('glideSteepLanding detector', () => {
  const scenario = (fixes: QuirkId[]) => {
    let rows = flatRows(100, 30, 32);
    rows = put(rows, 0, 30, 's'.repeat(100));
    const level = makeLevel({ rows, start: { x: 200, y: 400 }, profile: 's3k', tiles: { steep: flatTile(16, 0x30) }, legend: { s: { tile: 'steep', solidity: 'all' } } });
    const w = airborne('knuckles', { x: 300, y: 469, ysp: 0x70, gsp: 0x400, xsp: -0x400 }, { level, fixes });
    w.state[P_DOUBLE_JUMP] = 1;
    w.state[P_DOUBLE_JUMP_PROP] = 0x80;
    w.state[P_STATUS] |= ST_FACING_LEFT;
    w.state[P_WRAD] = 10;
    w.state[P_HRAD] = 10;
    return run(w, ['A', 'A']);
  };
  it('fires when the landing turns a left glide into a rightward ground speed', () => {
    expect(scenario([])).toContain('glideSteepLanding');
  });
  it('stays silent with the quirk fixed', () => {
    expect(scenario(['glideSteepLanding'])).not.toContain('glideSteepLanding');
  });
});

describe('climbSubpixel detector', () => {
  const scenario = (fixes: QuirkId[]) => {
    let rows = flatRows(100, 30, 32);
    for (let r = 20; r <= 29; r++) rows = put(rows, 20, r, '##');
    const level = makeLevel({ rows, start: { x: 200, y: 400 }, profile: 's3k' });
    const w = airborne('knuckles', { x: 306, y: 400, ysp: 0x70, gsp: 0x400 }, { level, fixes });
    w.state[P_DOUBLE_JUMP] = 1;
    w.state[P_WRAD] = 10;
    w.state[P_HRAD] = 10;
    return run(w, ['A']);
  };
  it('fires on a grab that rewrites the subpixel (0x04 → 0x01 at x 309)', () => {
    expect(scenario([])).toContain('climbSubpixel');
  });
  it('stays silent with the quirk fixed', () => {
    expect(scenario(['climbSubpixel'])).not.toContain('climbSubpixel');
  });
});

describe('superRollState detector', () => {
  const scenario = (fixes: QuirkId[]) => {
    const w = airborne('sonic', { x: 300, y: 200, ysp: 0x10, roll: true }, { profile: 's2', level: openLevel('s2'), fixes });
    w.state[P_RINGS] = 50;
    w.state[P_EMERALDS] = 7;
    w.state[P_STATUS] |= ST_ROLL_JUMP;
    return run(w, ['']);
  };
  it('fires when Sonic turns super during a roll-jump', () => {
    expect(scenario([])).toContain('superRollState');
  });
  it('stays silent with the quirk fixed', () => {
    expect(scenario(['superRollState'])).not.toContain('superRollState');
  });
});

describe('attractedRingLost detector', () => {
  const scenario = (fixes: QuirkId[], partner?: PartnerOptions) => {
    const level = makeLevel({
      rows: flatRows(100, 30, 32), start: { x: 200, y: 400 }, profile: 's3k',
      objects: [{ id: 'r', type: 'ring', x: 350, y: 200 }],
    });
    const w = airborne('sonic', { x: 300, y: 200, roll: true }, { level, fixes, partner });
    w.state[P_SHIELD] = SHIELD_LIGHTNING;
    return run(w, ['', (w) => ((w.state[P_X] += 1000 << 8), (w.state[C_X] += 1000)), '']);
  };
  it('fires when a pulled ring leaves the object range', () => {
    expect(scenario([])).toContain('attractedRingLost');
  });
  it('stays silent with the quirk fixed (the ring is unloaded, not destroyed)', () => {
    expect(scenario(['attractedRingLost'])).not.toContain('attractedRingLost');
  });
  it('fires with a partner too: the object fields are found from the level, not the state\'s length (the partner\'s block follows them)', () => {
    expect(scenario([], { character: 'tails', control: 'cpu' })).toContain('attractedRingLost');
  });
});
