import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { P_RINGS, P_X, P_Y } from '../../../engine/state/layout.ts';
import { hurtPlayer } from '../../../engine/objects/damage.ts';
import { input } from '../support/run.ts';

/** Runs right through the zoo's rings and badniks, jumping now and then. */
function script(f: number): number {
  if (f % 50 === 10) return input('RA');
  return input('R');
}

describe('touch objects are deterministic', () => {
  it('a scripted run through the zoo rings and badniks twice ends with equal hashes', () => {
    const run = () => {
      const w = createWorld(loadBuiltinLevel('objectZoo'));
      w.state[P_X] = 1850 << 8;
      w.state[P_Y] = 196 << 8;
      for (let f = 0; f < 900; f++) w.step(script(f));
      return w.hash();
    };
    expect(run()).toBe(run());
  });

  it('snapshot/restore across a ring loss keeps two worlds in lockstep', () => {
    const a = createWorld(loadBuiltinLevel('objectZoo'));
    a.state[P_X] = 1900 << 8;
    a.state[P_Y] = 196 << 8;
    for (let f = 0; f < 20; f++) a.step(0);
    a.state[P_RINGS] = 20;
    hurtPlayer(a, (a.state[P_X] + 0x100) | 0);
    a.step(0);
    const b = createWorld(loadBuiltinLevel('objectZoo'));
    expect(b.restore(a.snapshot())).toEqual({ ok: true });
    for (let f = 0; f < 300; f++) {
      const i = script(f);
      a.step(i);
      b.step(i);
      expect(b.hash()).toBe(a.hash());
    }
  });
});
