/**
 * A movie that starts from a savestate, on the bundled level `flat` (no disassembly needed): the
 * state 200 frames into a run, as a sweep or a search from a frame writes its results, and 120
 * frames of inputs from there. `hashAt(n)` is the engine's hash after n of its frames, played
 * straight from the savestate in this thread: what every replay of the movie must give.
 */
import { loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { Level } from '../../engine/level/types.ts';
import { createWorld, type World } from '../../engine/world/world.ts';
import { movieLevelRef } from '../../movies/formats/levelRef.ts';
import type { Movie } from '../../movies/types.ts';

export const SAVESTATE_AT = 200;

export interface SavestateMovie {
  readonly level: Level;
  readonly movie: Movie & { savestate: Int32Array };
  /** The world the savestate was taken from, at the savestate (a copy for each call). */
  readonly startWorld: () => World;
  readonly hashAt: (frames: number) => string;
}

export function flatSavestateMovie(): SavestateMovie {
  const level = loadBuiltinLevel('flat');
  const w = createWorld(level, { profile: 's1' });
  for (let f = 0; f < SAVESTATE_AT; f++) w.step(f % 50 < 30 ? 0x08 : 0x18);
  const savestate = w.snapshot();
  const inputs = new Uint8Array(120).map((_, f) => (f < 60 ? 0x08 : f % 30 < 5 ? 0x18 : 0x04));
  const movie: Movie & { savestate: Int32Array } = {
    meta: { level: movieLevelRef(level), profile: 's1', character: 'sonic', fixes: [], author: 'test', rerecords: 0, created: '', modified: '', notes: '' },
    inputs, markers: [], checkpoints: [], savestate,
  };
  const startWorld = (): World => {
    const s = createWorld(level, { profile: 's1' });
    const r = s.restore(savestate);
    if (!r.ok) throw new Error(r.error.message);
    return s;
  };
  const hashAt = (frames: number): string => {
    const s = startWorld();
    for (let f = 0; f < frames; f++) s.step(f < inputs.length ? inputs[f] : 0);
    return s.hash();
  };
  return { level, movie, startWorld, hashAt };
}
