/** Detector scenarios: run a placed world for a few frames and collect one detector's hits. */
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import type { DetectorHit } from '../../../analysis/detectors/detector.ts';
import { DetectorRun } from '../../../analysis/detectors/runDetectors.ts';
import type { World } from '../../../engine/world/world.ts';
import { input } from '../../engine/support/run.ts';

/**
 * Steps `w` through `letters` (one entry per frame) and returns every detector's hits.
 * `afterPrime` changes the world after the detectors saw the starting state (an object deleting
 * itself, say), so the first frame is judged against the state before the change.
 */
export function runHits(w: World, letters: readonly string[], afterPrime?: (w: World) => void): DetectorHit[] {
  const run = new DetectorRun(DETECTORS, w.level, w.state.length);
  run.prime(w.state);
  afterPrime?.(w);
  letters.forEach((l, f) => run.observe(w.state, w.step(input(l)), f));
  return run.hits;
}

export const frames = (n: number, letters = ''): string[] => Array<string>(n).fill(letters);

export const ids = (hits: readonly DetectorHit[], id: string): DetectorHit[] => hits.filter((h) => h.detector === id);
