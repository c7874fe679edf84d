/** Turns a level source (built-in name, JSON text or a stored real act) into a parsed level, as a value. */
import type { Level } from '../../../engine/level/types.ts';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import type { StoredLevel } from '../../../movies/types.ts';
import { NO_ACTS, type ActLookup } from './actLibrary.ts';
import type { ActLevelRef, LevelSource, WorkerResult } from './protocol.ts';
import { excerpt } from '../../../movies/formats/excerpt.ts';

/** `acts` resolves real acts (the worker's ActLibrary, which must have the act loaded). */
export function levelFromSource(source: LevelSource, acts: ActLookup = NO_ACTS): WorkerResult<Level> {
  if ('act' in source) return acts.get(source.act);
  if ('builtin' in source) {
    if (!Object.hasOwn(BUILTIN_LEVELS, source.builtin)) {
      return { ok: false, error: { code: 'levelUnknown', path: 'level', message: `no built-in level "${excerpt(source.builtin)}"` } };
    }
    return { ok: true, value: loadBuiltinLevel(source.builtin) };
  }
  const parsed = parseLevelText(source.json);
  if (!parsed.ok) return { ok: false, error: { code: parsed.error.code, path: parsed.error.path, message: parsed.error.message } };
  return { ok: true, value: parsed.level };
}

export function builtinLevelNames(): string[] {
  return Object.keys(BUILTIN_LEVELS);
}

/**
 * The built-in level a movie names: by key ("flat"), or by the level's own name ("Flat") when
 * the hash agrees (movies from the CLI and the searches record the level's name). Null: none.
 */
export function builtinLevelNamed(name: string, hash: number): string | null {
  if (Object.hasOwn(BUILTIN_LEVELS, name)) return name;
  for (const key of builtinLevelNames()) {
    const l = loadBuiltinLevel(key);
    if (l.name.toLowerCase() === name.toLowerCase() && (hash === 0 || l.hash >>> 0 === hash >>> 0)) return key;
  }
  return null;
}

/** The storage spelling of a level source (projects and branches keep levels that way). */
export function toStoredLevel(source: LevelSource): StoredLevel {
  if ('act' in source) return { kind: 'act', name: source.act.name, hash: source.act.hash >>> 0, act: { ...source.act.act } };
  return 'builtin' in source ? { kind: 'builtin', name: source.builtin } : { kind: 'imported', json: source.json };
}

export function fromStoredLevel(level: StoredLevel): LevelSource {
  if (level.kind === 'act') return { act: { name: level.name, hash: level.hash >>> 0, act: level.act } };
  return level.kind === 'builtin' ? { builtin: level.name } : { json: level.json };
}

/** The real act a source names, or null. */
export function actOf(source: LevelSource): ActLevelRef | null {
  return 'act' in source ? source.act : null;
}

const importedNames = new Map<string, string>();

/** A short name for a stored level: the built-in key, or the imported level's own "name". */
export function storedLevelName(level: StoredLevel): string {
  if (level.kind === 'builtin') return level.name;
  if (level.kind === 'act') return level.name;
  let name = importedNames.get(level.json);
  if (name === undefined) {
    try {
      const v = (JSON.parse(level.json) as { name?: unknown }).name;
      name = typeof v === 'string' && v !== '' ? v : 'imported level';
    } catch {
      name = 'imported level';
    }
    importedNames.set(level.json, name);
  }
  return name;
}
