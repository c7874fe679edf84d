/**
 * Search results as movies, and their verification.
 *
 * A GlitchMovie is a Movie (movies/types.ts) with, when the search began from a savestate rather
 * than from the level start, that savestate named apart (Movie.savestate: the inputs then play
 * from it). As a `.spx` file the savestate is the top-level key
 * `"savestate": {"encoding": "int32le-base64", "data"}` (movies/formats/spx.ts).
 * Expectations for `subpixel validate` live in meta.notes as `expect: zip,phasing` and
 * `fix: zip` lines.
 */
import { DetectorRun } from '../detectors/runDetectors.ts';
import { DETECTORS } from '../detectors/index.ts';
import type { DetectorHit } from '../detectors/detector.ts';
import type { Level } from '../../engine/level/types.ts';
import type { World, WorldOptions } from '../../engine/world/world.ts';
import { worldAtStart } from '../../movies/model/movieStart.ts';
import { inputWords } from '../../movies/model/inputWords.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';
import type { SnapshotError } from '../../engine/world/simulation.ts';
import { P_X, P_Y } from '../../engine/state/layout.ts';
import { readSpx, writeSpx } from '../../movies/formats/spx.ts';
import type { Movie, MovieError, Result } from '../../movies/types.ts';
import type { SearchResult } from './control.ts';
import type { SearchProblem } from './problem.ts';
import { judgedWords, padTracks } from './searchPlayer.ts';

export interface GlitchMovie {
  readonly movie: Movie;
  /** Engine snapshot the inputs start from, or null for the level start. */
  readonly savestate: Int32Array | null;
}

export function resultToGlitchMovie(problem: SearchProblem, result: SearchResult, notes: string): GlitchMovie {
  // The start movie's words on both pads, then the found inputs on the pad the search drove.
  const { inputs, inputs2 } = padTracks(problem.prefix, result.inputs, problem.player ?? 1);
  // The found run's settings, the partner and the drop dash included: without them the movie
  // would replay another run.
  const movie: Movie = {
    meta: { ...worldMeta(problem.level, problem.world), author: `subpixel search (${result.algorithm})`, notes },
    inputs,
    ...(inputs2 === undefined ? {} : { inputs2 }),
    markers: result.doneFrame >= 0 ? [{ frame: problem.prefix.length + result.doneFrame, text: result.message }] : [],
    checkpoints: [],
  };
  return { movie, savestate: problem.savestate };
}

/** A world at the movie's start (movies/model/movieStart.ts, where every replay of a movie begins). */
export { worldAtStart };

export interface Replay {
  readonly hits: DetectorHit[];
  /** State hash after each frame. */
  readonly hashes: string[];
  readonly world: World;
}

/** Replays a glitch movie with every detector; `hashes` only when asked (they cost). */
export function replayGlitchMovie(level: Level, options: WorldOptions, gm: GlitchMovie, withHashes = false): Result<Replay, SnapshotError> {
  const start = worldAtStart(level, options, gm.savestate);
  if (!start.ok) return start;
  const w = start.value;
  const run = new DetectorRun(DETECTORS, level, w.state.length);
  run.prime(w.state);
  const hashes: string[] = [];
  const words = inputWords(gm.movie);
  for (let f = 0; f < words.length; f++) {
    run.observe(w.state, w.step(words[f]), f);
    if (withHashes) hashes.push(w.hash());
  }
  return { ok: true, value: { hits: run.hits, hashes, world: w } };
}

/**
 * Re-runs a result's movie from its start and checks the objective is met as the search said:
 * the detector fires at that frame, the point is reached, or the final x is the score.
 */
export function verifyGlitchMovie(problem: SearchProblem, result: SearchResult, gm: GlitchMovie): { ok: boolean; message: string } {
  const replay = replayGlitchMovie(problem.level, problem.world, gm);
  if (!replay.ok) return { ok: false, message: replay.error.message };
  const frame = problem.prefix.length + result.doneFrame;
  const o = problem.objective;
  const s = judgedWords(replay.value.world, o, problem.player ?? 1);
  if (o.kind === 'detector') {
    const hit = replay.value.hits.find((h) => h.detector === o.id && h.frame === frame);
    return hit ? { ok: true, message: hit.message } : { ok: false, message: `no ${o.id} hit at frame ${frame} on replay` };
  }
  if (o.kind === 'reach') {
    const dx = (s[P_X] >> 8) - o.x;
    const dy = (s[P_Y] >> 8) - o.y;
    const ok = Math.abs(dx) <= o.radius && Math.abs(dy) <= o.radius;
    return { ok, message: ok ? `reached (${s[P_X] >> 8}, ${s[P_Y] >> 8}) at frame ${frame}` : `replay ends at (${s[P_X] >> 8}, ${s[P_Y] >> 8})` };
  }
  if (o.kind === 'script') {
    // The script is user code: it runs only in the locked-down search workers, never here. The
    // replay confirms the movie plays from its start; the score is the script's.
    return { ok: true, message: `${o.name}: scored by the script; replay ends at (${s[P_X] >> 8}, ${s[P_Y] >> 8})` };
  }
  const ok = s[P_X] === result.score;
  return { ok, message: ok ? `x = ${s[P_X]} subpixels` : `replay ends at x = ${s[P_X]}, search said ${result.score}` };
}

/** The movie as `.spx` text, its savestate carried (spx.ts writes it: the `.spx` form of Movie.savestate). */
export function writeGlitchSpx(gm: GlitchMovie): string {
  const { savestate: _none, ...movie } = gm.movie;
  return writeSpx(gm.savestate === null ? movie : { ...movie, savestate: gm.savestate });
}

/** A `.spx` movie with its savestate named apart (null: it starts at the level start). */
export function readGlitchSpx(text: string, file: string): Result<GlitchMovie, MovieError> {
  const read = readSpx(text, file);
  if (!read.ok) return read;
  const { savestate, ...movie } = read.value;
  return { ok: true, value: { movie, savestate: savestate ?? null } };
}

/** The `expect:` and `fix:` lists in a movie's notes. */
export function notesExpectations(notes: string): { expect: string[]; fix: string[] } {
  const list = (key: string): string[] => {
    const m = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(notes);
    return m ? m[1].split(',').map((x) => x.trim()).filter((x) => x !== '') : [];
  };
  return { expect: list('expect'), fix: list('fix') };
}
