/**
 * The desync guard: state hashes at regular frames, recorded when a movie is saved and checked
 * when it is replayed, so an engine change or a different level/profile that alters the run is
 * reported at the first checkpoint it breaks instead of silently at the end.
 */
import type { Simulation } from '../../engine/world/simulation.ts';
import type { SyncCheckpoint } from '../types.ts';

export const DEFAULT_CHECKPOINT_EVERY = 600;

/**
 * Hashes at frame 0 (catches another level or configuration before any input), every `every`
 * frames, and at the end of the inputs. `inputs` are the engine's input words (a movie's bytes,
 * or movies/model/inputWords.ts with a second pad).
 */
export function recordCheckpoints(factory: () => Simulation, inputs: ArrayLike<number>, every = DEFAULT_CHECKPOINT_EVERY): SyncCheckpoint[] {
  const step = Math.max(1, Math.floor(every));
  const sim = factory();
  const out: SyncCheckpoint[] = [{ frame: 0, hash: sim.hash() }];
  for (let f = 0; f < inputs.length; f++) {
    sim.step(inputs[f]);
    const done = f + 1;
    if (done % step === 0 || done === inputs.length) out.push({ frame: done, hash: sim.hash() });
  }
  return out;
}

/**
 * Replays `inputs` (0 past their end) and returns the frame of the first checkpoint whose hash
 * differs, or null when every checkpoint matches.
 */
export function verifyCheckpoints(factory: () => Simulation, inputs: ArrayLike<number>, checkpoints: readonly SyncCheckpoint[]): number | null {
  const sorted = [...checkpoints].sort((a, b) => a.frame - b.frame);
  const sim = factory();
  for (const cp of sorted) {
    while (sim.frame < cp.frame) sim.step(sim.frame < inputs.length ? inputs[sim.frame] : 0);
    if (sim.hash() !== cp.hash) return cp.frame;
  }
  return null;
}
