/**
 * Two runs from one start compared frame by frame: what `subpixel validate --fix` reports and
 * the workbench's fixes view and branch diff show. Each side is a set of world options and input
 * words (a fix on and off over the same inputs, or a branch's inputs against the movie's), both
 * starting where the movie starts (its savestate, or the level start: movies/model/movieStart.ts).
 *
 * The runs are stepped in lockstep, every detector watching each, so the comparison costs two
 * replays and keeps no per-frame data: `divergesAt` is the first frame (0-based step, as hits
 * count) after whose step the state words differ — where the hashes first differ, since a state
 * hash is a hash of exactly those words. A hit that is in one run and not in the other (same
 * frame, detector and message) vanished or appeared.
 */
import { DETECTORS } from '../detectors/index.ts';
import type { DetectorHit } from '../detectors/detector.ts';
import { DetectorRun } from '../detectors/runDetectors.ts';
import type { Level } from '../../engine/level/types.ts';
import type { SnapshotError } from '../../engine/world/simulation.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import { worldAtStart } from '../../movies/model/movieStart.ts';
import type { Result } from '../../movies/types.ts';

/** One run: the world's options and the input words it plays (0 past their end). */
export interface RunSide {
  readonly options: WorldOptions;
  readonly words: ArrayLike<number>;
}

/** How a run ended. */
export interface RunEnd {
  /** Every detector hit of the run, in frame order. */
  readonly hits: DetectorHit[];
  /** The state hash after the last frame. */
  readonly hash: string;
  /** The state words after the last frame (a copy). */
  readonly state: Int32Array;
}

export interface RunComparison {
  /** Frames both runs stepped: the longer input list. */
  readonly frames: number;
  /** The first frame whose step left the two states different, or -1 when they never differ. */
  readonly divergesAt: number;
  readonly a: RunEnd;
  readonly b: RunEnd;
  /** Hits run `a` has and `b` does not. */
  readonly vanished: DetectorHit[];
  /** Hits run `b` has and `a` does not. */
  readonly appeared: DetectorHit[];
}

/** Why a run could not start: its side and the engine's refusal of the start savestate. */
export type RunRefusal = SnapshotError & { readonly side: 'a' | 'b' };

export function compareRuns(level: Level, start: Int32Array | null, a: RunSide, b: RunSide): Result<RunComparison, RunRefusal> {
  const wa = worldAtStart(level, a.options, start);
  if (!wa.ok) return { ok: false, error: { ...wa.error, side: 'a' } };
  const wb = worldAtStart(level, b.options, start);
  if (!wb.ok) return { ok: false, error: { ...wb.error, side: 'b' } };
  const x = wa.value;
  const y = wb.value;
  const ra = new DetectorRun(DETECTORS, level, x.state.length);
  const rb = new DetectorRun(DETECTORS, level, y.state.length);
  ra.prime(x.state);
  rb.prime(y.state);
  const frames = Math.max(a.words.length, b.words.length);
  let divergesAt = -1;
  for (let f = 0; f < frames; f++) {
    ra.observe(x.state, x.step(f < a.words.length ? a.words[f] : 0), f);
    rb.observe(y.state, y.step(f < b.words.length ? b.words[f] : 0), f);
    if (divergesAt < 0 && !sameWords(x.state, y.state)) divergesAt = f;
  }
  return {
    ok: true,
    value: {
      frames,
      divergesAt,
      a: { hits: ra.hits, hash: x.hash(), state: x.state.slice() },
      b: { hits: rb.hits, hash: y.hash(), state: y.state.slice() },
      vanished: hitsNotIn(ra.hits, rb.hits),
      appeared: hitsNotIn(rb.hits, ra.hits),
    },
  };
}

function sameWords(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The hits of `these` that `those` does not have (as many times as it lacks them). */
function hitsNotIn(these: readonly DetectorHit[], those: readonly DetectorHit[]): DetectorHit[] {
  const left = new Map<string, number>();
  for (const h of those) left.set(hitKey(h), (left.get(hitKey(h)) ?? 0) + 1);
  const out: DetectorHit[] = [];
  for (const h of these) {
    const n = left.get(hitKey(h)) ?? 0;
    if (n > 0) left.set(hitKey(h), n - 1);
    else out.push(h);
  }
  return out;
}

function hitKey(h: DetectorHit): string {
  return `${h.frame}\u0000${h.detector}\u0000${h.message}`;
}
