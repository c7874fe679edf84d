/**
 * A movie's act start as files store it (`meta.actStart`: `{"route": "actEnd", "vblank": 1234}`;
 * MovieMeta.actStart), read back with the file format's own error reporting. Written only when
 * the movie has one: a movie from the boot route is written as it always was.
 */
import type { WorldOptions } from '../../engine/world/world.ts';
import type { MovieActStart, MovieMeta } from '../types.ts';

/** The `actStart` key of a stored movie, or a description of what it should be. */
export function readActStart(v: unknown): { ok: true; value: MovieActStart } | { ok: false; key: string; expected: string } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return { ok: false, key: '', expected: 'an object {"route", "vblank"}' };
  const o = v as Record<string, unknown>;
  if (o.route !== 'boot' && o.route !== 'actEnd') return { ok: false, key: 'route', expected: '"boot" or "actEnd"' };
  if (typeof o.vblank !== 'number' || !Number.isInteger(o.vblank) || o.vblank < 0 || o.vblank > 0xffffffff) return { ok: false, key: 'vblank', expected: 'a whole number 0..4294967295' };
  return { ok: true, value: { route: o.route, vblank: o.vblank } };
}

/** The act start as stored: keys in a fixed order. */
export function storedActStart(a: MovieActStart): { route: string; vblank: number } {
  return { route: a.route, vblank: a.vblank };
}

/** The world option the act start gives (none: the engine's default, the boot route's). */
export function actStartOptions(meta: Pick<MovieMeta, 'actStart'>): Pick<WorldOptions, 'vblank'> {
  return meta.actStart === undefined ? {} : { vblank: meta.actStart.vblank | 0 };
}
