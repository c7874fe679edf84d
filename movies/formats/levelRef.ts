/**
 * The level reference a movie file stores (`meta.level`): built from the loaded level, and the
 * real-act part (`act`) read back with the file format's own error reporting.
 *
 * A movie made on a real act records the act (`{"game": "s1", "id": "ghz1", "revision": 1,
 * "objects": false}`) beside the level's name and hash; readers that predate it ignore the key
 * (CONTRACTS extends by adding keys), and files without it load as before.
 */
import type { Level } from '../../engine/level/types.ts';
import { placementCount } from '../../engine/level/realAct.ts';
import type { MovieActRef, MovieLevelRef } from '../types.ts';

export function movieLevelRef(level: Level): MovieLevelRef {
  const ref: MovieLevelRef = { name: level.name, hash: level.hash >>> 0 };
  const act = level.act;
  // An act loaded with placements none of which the engine can run yet places nothing, which is
  // the same level (same hash) as the act loaded without them: "objects" says which to rebuild.
  if (act !== undefined) ref.act = { game: act.game, id: act.id, revision: act.revision, objects: placementCount(act) > 0 };
  return ref;
}

/** The `act` key of a stored level reference, or a description of what it should be. */
export function readActRef(v: unknown): { ok: true; value: MovieActRef } | { ok: false; key: string; expected: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { ok: false, key: '', expected: 'an object {"game", "id", "revision", "objects"}' };
  const o = v as Record<string, unknown>;
  if (o.game !== 's1') return { ok: false, key: 'game', expected: '"s1"' };
  if (typeof o.id !== 'string' || !/^[a-z0-9]+$/.test(o.id)) return { ok: false, key: 'id', expected: 'an act id such as "ghz1"' };
  if (o.revision !== 0 && o.revision !== 1) return { ok: false, key: 'revision', expected: '0 or 1' };
  if (typeof o.objects !== 'boolean') return { ok: false, key: 'objects', expected: 'true or false' };
  return { ok: true, value: { game: 's1', id: o.id, revision: o.revision, objects: o.objects } };
}

/** The reference as stored: keys in a fixed order, `act` only when there is one. */
export function storedLevelRef(ref: MovieLevelRef): Record<string, unknown> {
  const out: Record<string, unknown> = { name: ref.name, hash: ref.hash };
  if (ref.act !== undefined) out.act = { game: ref.act.game, id: ref.act.id, revision: ref.act.revision, objects: ref.act.objects };
  return out;
}
