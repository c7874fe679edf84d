import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { O_X } from '../../../engine/objects/objectFields.ts';
import { at } from '../../../engine/objects/objectContext.ts';
import { P_STATUS, ST_AIR, ST_ON_OBJECT } from '../../../engine/state/layout.ts';
import { EV_OBJECT_LAND } from '../../../engine/state/events.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { scenarioInputs } from '../support/scenarioInputs.ts';
import { place } from '../support/place.ts';
import { world } from '../support/run.ts';
import { objectLevel } from './objectTestLevel.ts';

describe('objectZoo level', () => {
  it('places one of each Objects A type', () => {
    const types = new Set(loadBuiltinLevel('objectZoo').objects.map((o) => o.type));
    for (const t of ['solidBlock', 'platform', 'movingPlatform', 'collapsingPlatform', 'slopedPlatform', 'pushableBlock', 'monitor', 'spring']) {
      expect(types.has(t)).toBe(true);
    }
  });

  it('lockstep: world B restored from world A at frame 400 matches A hash for hash for 2000 frames, with objects landed on', () => {
    const inputs = scenarioInputs(2400);
    const level = loadBuiltinLevel('objectZoo');
    const a = createWorld(level, { profile: 's1' });
    let events = 0;
    for (let f = 0; f < 400; f++) events |= a.step(inputs[f]);
    const b = createWorld(level, { profile: 's1' });
    expect(b.restore(a.snapshot())).toEqual({ ok: true });
    for (let f = 400; f < 2400; f++) {
      events |= a.step(inputs[f]);
      b.step(inputs[f]);
      expect(b.hash()).toBe(a.hash());
    }
    expect(events & EV_OBJECT_LAND).toBe(EV_OBJECT_LAND);
  });

  it('the state hash covers object state: moving the push block by one subpixel changes it', () => {
    const w = createWorld(loadBuiltinLevel('objectZoo'));
    const before = w.hash();
    const slot = loadBuiltinLevel('objectZoo').objects.findIndex((o) => o.type === 'pushableBlock');
    w.state[at(w, slot, O_X)] += 1;
    expect(w.hash()).not.toBe(before);
  });
});

describe('slopeGlitch quirk', () => {
  it('a stale standing flag survives a terrain landing (ground sensors stay off); fixed, landing clears it', () => {
    for (const fixed of [false, true]) {
      const w = world(objectLevel([]), { fixes: fixed ? ['slopeGlitch'] : [] });
      place(w, { x: 100, y: 200, air: true, ysp: 0x200 });
      w.state[P_STATUS] |= ST_ON_OBJECT;
      for (let f = 0; f < 10 && w.state[P_STATUS] & ST_AIR; f++) w.step(0);
      expect(w.state[P_STATUS] & (ST_AIR | ST_ON_OBJECT)).toBe(fixed ? 0 : ST_ON_OBJECT);
    }
  });
});
