/**
 * A hostile savestate kept as a recipe rather than bytes. A savestate only loads into the engine
 * whose state layout wrote it (its header carries the layout hash), and the layout grows with
 * every new state word, so a kept savestate file would soon be refused for its header instead of
 * the word it was kept for. The recipe names the level, how many frames to step and which state
 * words to set (by their layout names), and rebuilds the `.spx` with the current layout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGlitchSpx, writeGlitchSpx } from '../../analysis/search/glitchMovie.ts';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { Level } from '../../engine/level/types.ts';
import * as objectFields from '../../engine/objects/objectFields.ts';
import type { ProfileId } from '../../engine/profiles/ids.ts';
import * as layout from '../../engine/state/layout.ts';
import { HEADER_WORDS } from '../../engine/world/snapshotHeader.ts';
import { createWorld } from '../../engine/world/world.ts';
import { glitchLevel } from './seeds.ts';

const ROOT = join(import.meta.dirname, '../..');

export interface SavestateRecipe {
  readonly about: string;
  /** A glitch movie (repository path) whose inputs the rebuilt file plays. */
  readonly movie: string;
  /** A built-in level, or one of tests/glitch-movies/levels. */
  readonly level: string;
  readonly profile: ProfileId;
  /** Frames of no input before the snapshot. */
  readonly frames: number;
  /** Words to set: a fixed word by its layout.ts name, or an object field (objectFields.ts) of a slot. */
  readonly set: readonly ({ readonly word: string; readonly value: number } | { readonly field: string; readonly slot: number; readonly value: number })[];
}

export function recipeLevel(r: SavestateRecipe): Level {
  return Object.hasOwn(BUILTIN_LEVELS, r.level) ? loadBuiltinLevel(r.level) : glitchLevel(r.level);
}

/** The recipe's `.spx` text: the movie with the corrupted savestate. */
export function buildSavestateSpx(r: SavestateRecipe): string {
  const w = createWorld(recipeLevel(r), { profile: r.profile });
  for (let f = 0; f < r.frames; f++) w.step(0);
  const snap = w.snapshot();
  for (const s of r.set) {
    if ('word' in s) snap[HEADER_WORDS + index(layout, s.word)] = s.value;
    else snap[HEADER_WORDS + w.objectBase + index(objectFields, s.field) * w.slotCount + s.slot] = s.value;
  }
  const gm = readGlitchSpx(readFileSync(join(ROOT, r.movie), 'utf8'), r.movie);
  if (!gm.ok) throw new Error(gm.error.message);
  return writeGlitchSpx({ movie: gm.value.movie, savestate: snap });
}

export function readRecipe(path: string): SavestateRecipe {
  return JSON.parse(readFileSync(path, 'utf8')) as SavestateRecipe;
}

function index(names: object, name: string): number {
  const v = (names as Record<string, unknown>)[name];
  if (typeof v !== 'number') throw new Error(`no state word or field named ${name}`);
  return v;
}
