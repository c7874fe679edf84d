import { describe, expect, it } from 'vitest';
import { recordCheckpoints, verifyCheckpoints } from '../../../movies/model/syncGuard.ts';
import { straightHashes, testFactory, variedInputs } from './testSimulation.ts';

const factory = testFactory();
const inputs = variedInputs(1000, 21);

describe('sync guard', () => {
  it('records hashes at frame 0, every N frames and at the end of the inputs', () => {
    const cps = recordCheckpoints(factory, inputs, 300);
    const hashes = straightHashes(factory, inputs, [0, 300, 600, 900, 1000]);
    expect(cps).toEqual([0, 300, 600, 900, 1000].map((frame) => ({ frame, hash: hashes.get(frame) })));
  });

  it('verifies a movie against its own checkpoints', () => {
    expect(verifyCheckpoints(factory, inputs, recordCheckpoints(factory, inputs, 100))).toBeNull();
  });

  it('reports the first checkpoint after an input that changed', () => {
    const cps = recordCheckpoints(factory, inputs, 100);
    const edited = inputs.slice();
    edited[432] ^= 0x08;
    expect(verifyCheckpoints(factory, edited, cps)).toBe(500);
  });

  it('reports frame 0 for another level or configuration', () => {
    const cps = recordCheckpoints(factory, inputs, 100);
    expect(verifyCheckpoints(testFactory({ config: 2 }), inputs, cps)).toBe(0);
  });
});
