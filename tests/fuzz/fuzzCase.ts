/**
 * One fuzz case, run inside a capped worker (cappedRunner.ts): rebuild the mutated file from
 * (format, case number), hand it to what the CLI and the workbench hand such a file to, and
 * report the outcome. A refusal must be a value with a code and a one-line message; a load must
 * be usable (movies replay and export again, levels and savestates step). Anything else — an
 * exception, a refusal that is really the importers' safety net catching one (`importFailed`),
 * a message on two lines — throws, which the runner records as `threw`. Hangs and fatal errors
 * are the runner's to see.
 */
import { readGlitchSpx, replayGlitchMovie } from '../../analysis/search/glitchMovie.ts';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../engine/level/parseLevel.ts';
import type { Level } from '../../engine/level/types.ts';
import { hasHiddenCharacters } from '../../engine/level/visibleText.ts';
import { isQuirkId } from '../../engine/quirks/catalogue.ts';
import { createWorld } from '../../engine/world/world.ts';
import { exportMovie, importMovie, detectFormat } from '../../movies/formats/index.ts';
import { decodeProjectFile } from '../../movies/storage/projectFile.ts';
import { checkProjectSavestates } from '../../movies/storage/projectSavestates.ts';
import type { LevelSource } from '../../movies/storage/schema.ts';
import type { Movie } from '../../movies/types.ts';
import { randomPlay } from '../engine/support/randomPlay.ts';
import { DEFAULTS } from '../movies/formats/sampleMovie.ts';
import { mutate } from './mutator.ts';
import { REAL_ACT_SEEDS, glitchLevel, realActSeed, seedFiles, type FuzzFormat } from './seeds.ts';

export interface FuzzSpec {
  readonly format: FuzzFormat;
  readonly caseNo: number;
  readonly rootSeed: number;
}

export interface FuzzOutcome {
  readonly outcome: 'loaded' | 'refused';
  /** The refusal's code (`snapshotInvalid`, `bk2TooManyLines`, …). */
  readonly code: string | null;
  /** The limit a refusal names, when it is one. */
  readonly limit: string | null;
  readonly mutation: string;
  readonly bytes: number;
}

/** Frames a loaded movie is replayed for: the point is that it runs, not how long. */
const REPLAY_FRAMES = 120;

const seedCache = new Map<FuzzFormat, { name: string; bytes: Uint8Array }[]>();

export function buildCase(spec: FuzzSpec): { name: string; bytes: Uint8Array; mutation: string } {
  let seeds = seedCache.get(spec.format);
  if (seeds === undefined) {
    seeds = seedFiles(spec.format);
    seedCache.set(spec.format, seeds);
  }
  return mutate(spec.format, seeds, spec.caseNo, spec.rootSeed);
}

export function runCase(spec: FuzzSpec): FuzzOutcome {
  const c = buildCase(spec);
  const r = loadFile(spec.format, c.name, c.bytes);
  return { ...r, mutation: c.mutation, bytes: c.bytes.length };
}

/** What a file of `format` goes through: the same calls as `subpixel convert/replay/validate` and the workbench's imports. */
export function loadFile(format: FuzzFormat, name: string, bytes: Uint8Array): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  switch (format) {
    case 'txt':
    case 'spx':
    case 'bk2':
    case 'gmv':
      return loadMovie(name, bytes);
    case 'spxSavestate':
      return loadGlitchMovie(name, bytes);
    case 'level':
      return loadLevel(bytes);
    case 'project':
      return loadProject(name, bytes);
  }
}

function loadMovie(name: string, bytes: Uint8Array): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  const r = importMovie(name, bytes, DEFAULTS);
  if (!r.ok) return refused(r.error);
  replay(r.value);
  // What loaded must also save: exported again in its own format, it imports again.
  const format = detectFormat(name)!;
  const again = importMovie(name, exportMovie(r.value, format), DEFAULTS);
  if (!again.ok) throw new Error(`exported ${name} does not import again: ${again.error.code}: ${again.error.message}`);
  return loaded();
}

function loadGlitchMovie(name: string, bytes: Uint8Array): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  const r = readGlitchSpx(new TextDecoder().decode(bytes), name);
  if (!r.ok) return refused(r.error);
  const movie = r.value.movie;
  const level = levelNamed(movie.meta.level.name);
  const short = { ...r.value, movie: { ...movie, inputs: movie.inputs.subarray(0, REPLAY_FRAMES) } };
  const run = replayGlitchMovie(level, { profile: movie.meta.profile, character: movie.meta.character, fixes: movie.meta.fixes.filter(isQuirkId) }, short);
  if (!run.ok) return refused(run.error);
  return loaded();
}

function loadLevel(bytes: Uint8Array): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  const r = parseLevelText(new TextDecoder().decode(bytes));
  if (!r.ok) return refused({ code: r.error.code, message: r.error.message, limit: /the limit (\w+)/.exec(r.error.message)?.[1] });
  const w = createWorld(r.level);
  for (const input of randomPlay(REPLAY_FRAMES, 1)) w.step(input);
  return loaded();
}

function loadProject(name: string, bytes: Uint8Array): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  const decoded = decodeProjectFile(bytes, name);
  if (!decoded.ok) return refused(decoded.error);
  const checked = checkProjectSavestates(decoded.value, name);
  if (!checked.ok) return refused(checked.error);
  // Imported: now open it the way the workbench does, and load every branch.
  const level = levelOf(decoded.value.project.level, decoded.value.levels ?? []);
  if (level === null) return loaded(); // the workbench shows the level's error when the project is opened
  for (const b of decoded.value.branches.slice(0, 4)) {
    const meta = decoded.value.movies.find((m) => m.id === b.movieId)!.meta;
    const w = createWorld(level, { profile: meta.profile, character: meta.character, fixes: meta.fixes.filter(isQuirkId) });
    const restored = w.restoreUntrusted(new Int32Array(b.savestate));
    if (!restored.ok) {
      oneLine(restored.error.message);
      continue;
    }
    for (const input of randomPlay(30, 2)) w.step(input);
  }
  return loaded();
}

function replay(movie: Movie): void {
  const w = createWorld(loadBuiltinLevel('flat'), { profile: movie.meta.profile, character: movie.meta.character, fixes: movie.meta.fixes.filter(isQuirkId) });
  const n = Math.min(movie.inputs.length, REPLAY_FRAMES);
  for (let f = 0; f < n; f++) w.step(movie.inputs[f]);
}

function levelNamed(name: string): Level {
  if (name === 'glitch-fast-platform') return glitchLevel(name);
  if (name === 'Object zoo') return loadBuiltinLevel('objectZoo');
  for (const id of REAL_ACT_SEEDS) {
    const act = realActSeed(id);
    if (act !== null && act.name === name) return act;
  }
  return loadBuiltinLevel('flat');
}

/** The project's level; a real act from the copy the file carries (null when it carries none). */
function levelOf(source: LevelSource, carried: readonly { hash: number; json: string }[]): Level | null {
  if (source.kind === 'builtin') return Object.hasOwn(BUILTIN_LEVELS, source.name) ? loadBuiltinLevel(source.name) : null;
  const json = source.kind === 'act' ? carried.find((l) => l.hash === source.hash)?.json : source.json;
  if (json === undefined) return null;
  const r = parseLevelText(json);
  return r.ok ? r.level : null;
}

function loaded(): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  return { outcome: 'loaded', code: null, limit: null };
}

function refused(e: { code: string; message: string; where?: string; limit?: string }): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  if (e.code === 'importFailed' || e.code === 'projectFileFailed') throw new Error(`the importers' safety net caught an exception: ${e.message}`);
  if (e.code === '') throw new Error('a refusal without a code');
  oneLine(e.message);
  // The CLI prints `<file>: <where>: <message>`: `where` must keep to the line as well.
  if (e.where !== undefined && (/[\r\n]/.test(e.where) || e.where.length > 300)) throw new Error(`a refusal's where is not a short line: ${JSON.stringify(e.where.slice(0, 200))}`);
  if (e.where !== undefined && hasHiddenCharacters(e.where)) throw new Error(`a refusal's where holds raw control characters: ${JSON.stringify(e.where.slice(0, 200))}`);
  return { outcome: 'refused', code: e.code, limit: e.limit ?? null };
}

/** CONTRACTS §5: one line on stderr. A message with a line break, a raw control character or megabytes of the file is a bug. */
function oneLine(message: string): void {
  if (message.trim() === '') throw new Error('a refusal without a message');
  if (/[\r\n]/.test(message)) throw new Error(`a refusal message on more than one line: ${JSON.stringify(message.slice(0, 200))}`);
  if (message.length > 2000) throw new Error(`a refusal message of ${message.length} characters`);
  // Issue 25: NUL, NEL, U+2028, a right-to-left override from the file are shown escaped.
  if (hasHiddenCharacters(message)) throw new Error(`a refusal message holds raw control characters: ${JSON.stringify(message.slice(0, 200))}`);
}
