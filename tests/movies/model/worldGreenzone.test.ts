import { describe, expect, it } from 'vitest';
import { Greenzone } from '../../../movies/model/greenzone.ts';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { straightHashes, variedInputs } from './testSimulation.ts';

// The movie model is written against Simulation; this runs its sync test on the real engine.
describe('greenzone on the real engine', () => {
  it('sync test: rewinding 1..8 frames at every frame of 1,500 frames on the hills level matches a straight replay', () => {
    const level = loadBuiltinLevel('hills');
    const factory = () => createWorld(level);
    const inputs = variedInputs(1500, 8).map((v) => v & 0x7f);
    const hashes = straightHashes(factory, inputs, Array.from({ length: 1501 }, (_, i) => i));
    const gz = new Greenzone(factory, new InputTrack(inputs));
    let first: number | null = null;
    for (let f = 1; f <= 1500 && first === null; f++) {
      if (gz.seek(f).hash() !== hashes.get(f)) first = f;
      const back = Math.max(0, f - (1 + (f % 8)));
      if (gz.seek(back).hash() !== hashes.get(back)) first = back;
      if (gz.seek(f).hash() !== hashes.get(f)) first = f;
    }
    expect(first).toBeNull();
  });
});
