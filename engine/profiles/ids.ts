/** Game profiles (Sonic 1, Sonic 2, Sonic 3 & Knuckles, Sonic CD) and playable characters. */
export const PROFILE_IDS = ['s1', 's2', 's3k', 'cd'] as const;
export type ProfileId = (typeof PROFILE_IDS)[number];

export const CHARACTER_IDS = ['sonic', 'tails', 'knuckles'] as const;
export type CharacterId = (typeof CHARACTER_IDS)[number];

export function isProfileId(v: unknown): v is ProfileId {
  return typeof v === 'string' && (PROFILE_IDS as readonly string[]).includes(v);
}
export function isCharacterId(v: unknown): v is CharacterId {
  return typeof v === 'string' && (CHARACTER_IDS as readonly string[]).includes(v);
}

/** Who drives the partner (player 2): Sonic 2's CPU (`TailsCPU_Control`), or the second pad alone. */
export const PARTNER_CONTROLS = ['cpu', 'human'] as const;
export type PartnerControl = (typeof PARTNER_CONTROLS)[number];

/** Player 2 of a world (engine/world/partner.ts). */
export interface PartnerOptions {
  readonly character: CharacterId;
  /** 'cpu': Sonic 2's TailsCPU_Control follows player 1 (the second pad takes over when used); 'human': the second pad alone. */
  readonly control: PartnerControl;
}
