/** Turns a level source (built-in name or JSON text) into a parsed level, as a value. */
import type { Level } from '../../../engine/level/types.ts';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import type { LevelSource, WorkerResult } from './protocol.ts';

export function levelFromSource(source: LevelSource): WorkerResult<Level> {
  if ('builtin' in source) {
    if (!Object.hasOwn(BUILTIN_LEVELS, source.builtin)) {
      return { ok: false, error: { code: 'levelUnknown', path: 'level', message: `no built-in level "${source.builtin}"` } };
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
