/**
 * The level reference a movie file stores (`meta.level`): built from the loaded level, and the
 * real-act part (`act`) read back with the file format's own error reporting.
 *
 * A movie made on a real act records the act (`{"game": "s1", "id": "ghz1", "revision": 1,
 * "objects": false}`) beside the level's name and hash; readers that predate it ignore the key
 * (CONTRACTS extends by adding keys), and files without it load as before. A Sonic 2 act
 * records `{"game": "s2", "id": "ehz1", "revision": 1, "objects": true}`: its level is a plain
 * level with the `s2` layouts, whose name says the act and the checkout's gameRevision
 * (importers/s2/s2Acts.ts s2ActName).
 */
import type { Level } from '../../engine/level/types.ts';
import { placementCount } from '../../engine/level/realAct.ts';
import { s2ActOfName } from '../../importers/s2/s2Acts.ts';
import type { MovieActRef, MovieLevelRef } from '../types.ts';

export function movieLevelRef(level: Level): MovieLevelRef {
  const ref: MovieLevelRef = { name: level.name, hash: level.hash >>> 0 };
  const act = level.act;
  // An act loaded with placements none of which the engine can run yet places nothing, which is
  // the same level (same hash) as the act loaded without them: "objects" says which to rebuild.
  if (act !== undefined) ref.act = { game: act.game, id: act.id, revision: act.revision, objects: placementCount(act) > 0 };
  else {
    const s2 = s2ActRef(level);
    if (s2 !== null) ref.act = s2;
  }
  return ref;
}

/**
 * A Sonic 2 act's reference: a level with the `s2` layouts whose name is an act's
 * (s2ActOfName), or null. `objects` is whether its layouts place anything: `--no-objects` leaves
 * the ring layout's end marker alone and no object entry (every act of the checkout has both).
 */
export function s2ActRef(level: Level): MovieActRef | null {
  if (level.s2 === undefined) return null;
  const named = s2ActOfName(level.name);
  if (named === null) return null;
  return { game: 's2', id: named.act.id, revision: named.revision, objects: level.s2.objects.length > 0 || level.s2.rings.length > 2 };
}

/** The `act` key of a stored level reference, or a description of what it should be. */
export function readActRef(v: unknown): { ok: true; value: MovieActRef } | { ok: false; key: string; expected: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { ok: false, key: '', expected: 'an object {"game", "id", "revision", "objects"}' };
  const o = v as Record<string, unknown>;
  if (o.game !== 's1' && o.game !== 's2') return { ok: false, key: 'game', expected: '"s1" or "s2"' };
  if (typeof o.id !== 'string' || !/^[a-z0-9]+$/.test(o.id)) return { ok: false, key: 'id', expected: o.game === 's2' ? 'an act id such as "ehz1"' : 'an act id such as "ghz1"' };
  // Sonic 2's is the checkout's gameRevision: 0, 1 or the theoretical 2 (importers/s2/importS2.ts).
  if (o.game === 's2' ? o.revision !== 0 && o.revision !== 1 && o.revision !== 2 : o.revision !== 0 && o.revision !== 1) {
    return { ok: false, key: 'revision', expected: o.game === 's2' ? '0, 1 or 2' : '0 or 1' };
  }
  if (typeof o.objects !== 'boolean') return { ok: false, key: 'objects', expected: 'true or false' };
  return { ok: true, value: { game: o.game, id: o.id, revision: o.revision as number, objects: o.objects } };
}

/** The reference as stored: keys in a fixed order, `act` only when there is one. */
export function storedLevelRef(ref: MovieLevelRef): Record<string, unknown> {
  const out: Record<string, unknown> = { name: ref.name, hash: ref.hash };
  if (ref.act !== undefined) out.act = { game: ref.act.game, id: ref.act.id, revision: ref.act.revision, objects: ref.act.objects };
  return out;
}
