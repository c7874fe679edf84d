/**
 * What a savestate was made with, read from its header (engine/world/snapshotHeader.ts): the
 * level's content hash, the profile, the character, the fixes, the partner and whether the drop dash
 * was on (H_CONFIG_DROP_DASH: set only where it applies, Sonic's). A branch needs no other
 * record of its settings; only where its level comes from is kept beside it (Branch.level).
 */
import { CHARACTER_IDS, PROFILE_IDS, type CharacterId, type ProfileId } from '../../engine/profiles/ids.ts';
import { QUIRK_IDS, type QuirkId } from '../../engine/quirks/catalogue.ts';
import { H_CONFIG, H_CONFIG_DROP_DASH, H_FIXES, H_FIXES_HIGH, H_LEVEL, HEADER_WORDS, partnerFromConfig } from '../../engine/world/snapshotHeader.ts';
import type { PartnerOptions } from '../../engine/profiles/ids.ts';

export interface SnapshotSettings {
  /** The level's content hash, unsigned. */
  readonly levelHash: number;
  readonly profile: ProfileId;
  readonly character: CharacterId;
  /** Fixed quirks, in catalogue order. */
  readonly fixes: QuirkId[];
  /** Player 2, or null. */
  readonly partner: PartnerOptions | null;
  /** Sonic Mania's drop dash (movies/model/dropDashSetting.ts). */
  readonly dropDash: boolean;
}

/** The settings in a snapshot's header, or null when it is too short to have one. */
export function snapshotSettings(snapshot: Int32Array): SnapshotSettings | null {
  if (snapshot.length < HEADER_WORDS) return null;
  const config = snapshot[H_CONFIG];
  const profile = PROFILE_IDS[config & 0xf];
  const character = CHARACTER_IDS[(config >> 4) & 0xf];
  if (profile === undefined || character === undefined) return null;
  const fixes = QUIRK_IDS.filter((_, i) => ((i < 32 ? snapshot[H_FIXES] >>> i : snapshot[H_FIXES_HIGH] >>> (i - 32)) & 1) === 1);
  return { levelHash: snapshot[H_LEVEL] >>> 0, profile, character, fixes, partner: partnerFromConfig(config), dropDash: (config & H_CONFIG_DROP_DASH) !== 0 };
}

/** Whether two snapshots were made with the same level and settings (one restores where the other was made). */
export function sameSettings(a: Int32Array, b: Int32Array): boolean {
  return a.length >= HEADER_WORDS && b.length >= HEADER_WORDS && a[H_LEVEL] === b[H_LEVEL] && a[H_CONFIG] === b[H_CONFIG] && a[H_FIXES] === b[H_FIXES] && a[H_FIXES_HIGH] === b[H_FIXES_HIGH];
}
