/**
 * A movie's meta for a world built from `options` on `level`: the level reference, the profile
 * and character (the level's when the options leave them out), the fixes, the partner and the
 * drop dash (kept only where it applies: dropDashSetting.ts). The CLI gives it to formats that
 * record no settings (.txt, .gmv, a foreign .bk2); a search writes its found run with it.
 * Author, dates and notes are left empty for the caller.
 */
import type { Level } from '../../engine/level/types.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import { movieLevelRef } from '../formats/levelRef.ts';
import type { MovieMeta } from '../types.ts';
import { dropDashApplies } from './dropDashSetting.ts';

export function worldMeta(level: Level, options: WorldOptions): MovieMeta {
  const meta: MovieMeta = {
    level: movieLevelRef(level),
    profile: options.profile ?? level.profile,
    character: options.character ?? level.start.character,
    fixes: [...(options.fixes ?? [])],
    author: '',
    rerecords: 0,
    created: '',
    modified: '',
    notes: '',
  };
  if (options.partner) meta.partner = options.partner;
  if (dropDashApplies(meta.profile, meta.character, options.dropDash)) meta.dropDash = true;
  return meta;
}
