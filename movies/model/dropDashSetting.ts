/**
 * Sonic Mania's drop dash as a setting a movie is made with (MovieMeta.dropDash; the engine's
 * WorldOptions.dropDash). The engine gives it to Sonic only (engine/profiles/moves.ts
 * resolveMoves) and its snapshot header says whether the world runs it (H_CONFIG_DROP_DASH): for
 * Tails or Knuckles the option changes nothing, not even the state hash. Whoever writes a movie's
 * settings keeps the option only where it applies, so a movie, a branch's savestate and the
 * workbench's checkbox never disagree about it.
 */
import type { CharacterId, ProfileId } from '../../engine/profiles/ids.ts';
import { resolveMoves } from '../../engine/profiles/moves.ts';

/** Whether a world with these settings runs the drop dash (the option, for Sonic only). */
export function dropDashApplies(profile: ProfileId, character: CharacterId, dropDash: boolean | undefined): boolean {
  return resolveMoves(profile, character, dropDash === true).dropDash;
}
