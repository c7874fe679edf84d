/**
 * The branch savestates of an imported project file, checked word by word against the engine's
 * invariants (engine/world/validateSnapshot.ts) before the project is stored: a damaged or
 * hostile savestate is refused at import with the branch and the state word named, instead of
 * being stored and found when the branch is loaded. (Loading a branch checks again: storage
 * outlives this check.)
 *
 * A branch's savestate is checked against the branch's own level when it names one (a branch
 * made on another level than the project's), else against the project's level. A real act is
 * built from the copy the file carries (`levels`); one the file does not carry is left for the
 * branch load to check, once the act is loaded.
 *
 * A savestate whose header is for this level but another profile, character or fix set (the
 * movie was reconfigured after the branch was made) still has its words checked: their ranges
 * depend only on the level. One for another level or layout is left for the branch load to
 * refuse with the engine's own error.
 *
 * A movie's start savestate (MovieRecord.savestate) is checked the same way against the project's
 * level, and refused here for another level or layout too: the movie could never open.
 */
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../engine/level/parseLevel.ts';
import type { Level } from '../../engine/level/types.ts';
import { isQuirkId } from '../../engine/quirks/catalogue.ts';
import { HEADER_WORDS } from '../../engine/world/snapshotHeader.ts';
import { checkStateWords } from '../../engine/world/validateSnapshot.ts';
import { createWorld, type World } from '../../engine/world/world.ts';
import type { MovieError, Result } from '../types.ts';
import { startRefusal, worldAtStart } from '../model/movieStart.ts';
import { excerpt } from '../formats/excerpt.ts';
import type { ProjectBundle } from './projectFile.ts';
import type { LevelSource } from './schema.ts';

export function checkProjectSavestates(bundle: ProjectBundle, file: string): Result<true> {
  const starts = checkMovieStarts(bundle, file);
  if (!starts.ok) return starts;
  if (bundle.branches.length === 0) return { ok: true, value: true };
  const levels = new Map<string, LevelOf>();
  const worlds = new Map<string, World>();
  for (const [i, b] of bundle.branches.entries()) {
    const movie = bundle.movies.find((m) => m.id === b.movieId);
    if (movie === undefined) continue; // decodeProjectFile already refused a dangling movieId
    // A branch's state belongs to its own level when it names one, else to the project's.
    const source = b.level ?? bundle.project.level;
    const sourceKey = JSON.stringify(source);
    let level = levels.get(sourceKey);
    if (level === undefined) {
      level = levelOf(source, bundle);
      levels.set(sourceKey, level);
    }
    if (level === null) continue;
    if (!level.ok) {
      const where = b.level !== null ? `branches[${i}].level` : 'project.level';
      return refuse(file, 'projectFileLevel', where, `The level cannot be loaded, so the savestate of branches[${i}] cannot be checked (${level.message}).`);
    }
    const meta = movie.meta;
    const key = `${sourceKey}/${meta.profile}/${meta.character}/${meta.fixes.join(',')}`;
    let w = worlds.get(key);
    if (w === undefined) {
      w = createWorld(level.value, { profile: meta.profile, character: meta.character, fixes: meta.fixes.filter(isQuirkId) });
      worlds.set(key, w);
    }
    const words = new Int32Array(b.savestate);
    const where = `branches[${i}].savestate`;
    if (words.length !== w.snapshotLength) continue; // another level or layout: the branch load refuses it
    const r = w.restoreUntrusted(words);
    if (r.ok) continue;
    if (r.error.code === 'snapshotInvalid') return refuse(file, 'projectFileSavestate', where, `${r.error.message}.`);
    if (r.error.code === 'snapshotConfig') {
      const checked = checkStateWords(w, words.subarray(HEADER_WORDS));
      if (!checked.ok) return refuse(file, 'projectFileSavestate', where, `${checked.error.message}.`);
    }
  }
  return { ok: true, value: true };
}

/** The movies' start savestates against the project's level, under each movie's settings (movieStart.ts). */
function checkMovieStarts(bundle: ProjectBundle, file: string): Result<true> {
  const withStart = bundle.movies.map((m, i) => ({ m, i })).filter(({ m }) => m.savestate !== undefined);
  if (withStart.length === 0) return { ok: true, value: true };
  const level = levelOf(bundle.project.level, bundle);
  if (level === null) return { ok: true, value: true }; // a real act the file does not carry: checked when it opens
  if (!level.ok) return refuse(file, 'projectFileLevel', 'project.level', `The level cannot be loaded, so the savestate of movies[${withStart[0].i}] cannot be checked (${level.message}).`);
  for (const { m, i } of withStart) {
    const meta = m.meta;
    const options = { profile: meta.profile, character: meta.character, fixes: meta.fixes.filter(isQuirkId), partner: meta.partner ?? null, dropDash: meta.dropDash === true };
    const r = worldAtStart(level.value, options, new Int32Array(m.savestate!));
    if (!r.ok) return refuse(file, 'projectFileSavestate', `movies[${i}].savestate`, `${startRefusal(r.error)}.`);
  }
  return { ok: true, value: true };
}

/** The level a savestate belongs to; null for a real act the file does not carry. */
type LevelOf = { ok: true; value: Level } | { ok: false; message: string } | null;

function levelOf(source: LevelSource, bundle: ProjectBundle): LevelOf {
  if (source.kind === 'builtin') {
    return Object.hasOwn(BUILTIN_LEVELS, source.name) ? { ok: true, value: loadBuiltinLevel(source.name) } : { ok: false, message: `no built-in level "${excerpt(source.name)}"` };
  }
  const json = source.kind === 'act' ? bundle.levels?.find((l) => l.hash === source.hash)?.json : source.json;
  if (json === undefined) return null;
  const parsed = parseLevelText(json);
  return parsed.ok ? { ok: true, value: parsed.level } : { ok: false, message: `${parsed.error.path}: ${parsed.error.message}` };
}

function refuse(file: string, code: string, where: string, message: string): Result<true> {
  const error: MovieError = { code, file, where, message };
  return { ok: false, error };
}
