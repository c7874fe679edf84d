/**
 * Every act of both revisions, with every ported object, under random buttons (a seeded
 * generator in the test, not in the engine): no step throws, and two runs end in the same state.
 */
import { expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import { S1_ACTS } from '../../../../../importers/s1/s1Acts.ts';
import { describeWithDisasm } from '../../../../support/disasm.ts';
import { realAct } from '../act/support/realActs.ts';

const FRAMES = 3000;

function run(dir: string, id: string, revision: number, seed: number): string {
  const w = createWorld(realAct(dir, id, { revision, objects: true }));
  let x = seed;
  let input = 0;
  for (let i = 0; i < FRAMES; i++) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    if (x % 23 === 0) input = (x >> 8) & 0x7f;
    w.step(input);
  }
  return w.hash();
}

describeWithDisasm('every real act with its objects, under random buttons', (dir) => {
  for (const revision of [0, 1]) {
    for (const act of S1_ACTS) {
      it(`REV0${revision} ${act.id}: ${FRAMES} frames without an error, the same state twice`, () => {
        const a = run(dir, act.id, revision, 7 + act.zone * 4 + act.act);
        expect(run(dir, act.id, revision, 7 + act.zone * 4 + act.act)).toBe(a);
      });
    }
  }
});
