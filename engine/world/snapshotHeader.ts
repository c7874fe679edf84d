/**
 * Snapshot header words (STYLE habit 1): a snapshot is `[header..., state...]` in one
 * Int32Array. Restore refuses a snapshot whose magic, version, layout, level or configuration
 * differs, and leaves the world unchanged.
 */
import { FIXED_WORDS, PLAYER_WORDS, HIST_ENTRIES } from '../state/layout.ts';
import { DYNAMIC_SLOTS, OBJECT_FIELDS } from '../objects/objectFields.ts';
import { hashString } from '../state/stateHash.ts';
import { OBJECT_TYPE_LIST } from '../objects/catalogue.ts';
import { CHARACTER_IDS, PARTNER_CONTROLS, type PartnerOptions } from '../profiles/ids.ts';

export const SNAPSHOT_MAGIC = 0x58505331; // "SPX1"
/** Bump when the meaning of any state word changes. */
export const ENGINE_STATE_VERSION = 1;
export const LAYOUT_HASH = hashString(`player:${PLAYER_WORDS};hist:${HIST_ENTRIES}x2;fixed:${FIXED_WORDS};objfields:${OBJECT_FIELDS};dynamic:${DYNAMIC_SLOTS};types:${OBJECT_TYPE_LIST.map((t) => t.name).join(',')};v${ENGINE_STATE_VERSION}`) | 0;

export const H_MAGIC = 0;
export const H_VERSION = 1;
export const H_LAYOUT = 2;
export const H_LEVEL = 3;
export const H_CONFIG = 4; // profile index | character index << 4 | H_CONFIG_DROP_DASH | (partner character index + 1) << 12 | partner control << 16
/** H_CONFIG bit: the world runs with the drop dash option. */
export const H_CONFIG_DROP_DASH = 1 << 8;
export const H_FIXES = 5; // bit i = quirk i fixed (quirks 0..31)
export const H_LENGTH = 6; // state words
export const H_FIXES_HIGH = 7; // bit i = quirk 32 + i fixed
export const HEADER_WORDS = 8;

/** The partner's part of H_CONFIG: (character index + 1) << 12, control << 16; 0 = none. */
export function partnerConfig(partner: PartnerOptions | null): number {
  if (partner === null) return 0;
  return ((CHARACTER_IDS.indexOf(partner.character) + 1) << 12) | (PARTNER_CONTROLS.indexOf(partner.control) << 16);
}

/** The partner an H_CONFIG word says (null: none, or bits this version does not know). */
export function partnerFromConfig(config: number): PartnerOptions | null {
  const character = CHARACTER_IDS[((config >> 12) & 0xf) - 1];
  const control = PARTNER_CONTROLS[(config >> 16) & 0xf];
  return character === undefined || control === undefined ? null : { character, control };
}
