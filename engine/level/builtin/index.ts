/**
 * The bundled levels: JSON documents (written by generate.ts from build/*.ts) imported as data,
 * so the browser bundle and the CLI load them the same way as a user's file, through the same
 * validating loader.
 */
import type { Level } from '../types.ts';
import { parseLevel } from '../parseLevel.ts';
import flat from './flat.json' with { type: 'json' };
import hills from './hills.json' with { type: 'json' };
import loop from './loop.json' with { type: 'json' };
import walls from './walls.json' with { type: 'json' };
import objectZoo from './objectZoo.json' with { type: 'json' };
import water from './water.json' with { type: 'json' };

export const BUILTIN_LEVELS: Readonly<Record<string, unknown>> = { flat, hills, loop, walls, objectZoo, water };

export interface BuiltinLevelInfo {
  /** The name to pass to --level. */
  readonly name: string;
  /** The level's own `name`. */
  readonly title: string;
  readonly description: string;
}

export function listBuiltinLevels(): BuiltinLevelInfo[] {
  return Object.entries(BUILTIN_LEVELS).map(([name, doc]) => {
    const d = doc as { name?: unknown; description?: unknown };
    return {
      name,
      title: typeof d.name === 'string' ? d.name : name,
      description: typeof d.description === 'string' ? d.description : '',
    };
  });
}

const cache = new Map<string, Level>();

/**
 * The parsed built-in level `name`. Levels are immutable after loading, so each is parsed once.
 * Throws for an unknown name or an invalid bundled file: both are programming errors (callers
 * check names against BUILTIN_LEVELS, and a test parses every bundled file).
 */
export function loadBuiltinLevel(name: string): Level {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  if (!Object.hasOwn(BUILTIN_LEVELS, name)) {
    throw new Error(`no built-in level "${name}" (built-ins: ${Object.keys(BUILTIN_LEVELS).join(', ')})`);
  }
  const result = parseLevel(BUILTIN_LEVELS[name]);
  if (!result.ok) throw new Error(`built-in level ${name}: ${result.error.path}: ${result.error.message}`);
  cache.set(name, result.level);
  return result.level;
}
