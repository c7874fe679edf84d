/**
 * What a Sonic 1 special stage is made of, as the importer reads it from the user's checkout
 * (importers/s1/s1SpecialStages.ts): the six layouts `SS_Load` decompresses, the six start
 * positions of `SS_StartLoc`, and the item animations' frame lists (`SS_AniRingData` ...,
 * which SS_AniItems writes into the layout, so they change what Sonic touches). Nothing here
 * reads a checkout.
 */
import { hashString } from '../../../state/stateHash.ts';

/** The game's special stages (SS_LayoutIndex). */
export const SS_STAGES = 6;
/** A layout as EniDec leaves it in v_ssbuffer2: $40 rows of $40 one-byte cells. */
export const SS_LAYOUT_SIZE = 0x40;
export const SS_LAYOUT_BYTES = SS_LAYOUT_SIZE * SS_LAYOUT_SIZE;

/** The item animations' frame lists (each ends at its first 0), by SS_AniIndex type 1..6. */
export interface SpecialStageAnimations {
  /** SS_AniRingData: a collected ring's sparkle. */
  readonly ring: Uint8Array;
  /** SS_AniBumpData: a bumper that threw Sonic. */
  readonly bumper: Uint8Array;
  /** SS_Ani1UpData: the collected 1-up's sparkle. */
  readonly oneUp: Uint8Array;
  /** SS_AniRevData: the R block's flash. */
  readonly reverse: Uint8Array;
  /** SS_AniEmerData: the collected emerald's sparkle (its end exits the stage). */
  readonly emerald: Uint8Array;
  /** SS_AniGlassData: a glass block's flash before it takes its next type. */
  readonly glass: Uint8Array;
}

export interface SpecialStageData {
  /** 0 = REV00, 1 = REV01 (their stages 5 and 6 differ: REV01 has the JP1 layouts). */
  readonly revision: number;
  /** SS_1 ... SS_6, $1000 bytes each. */
  readonly layouts: readonly Uint8Array[];
  /** SS_StartLoc: obX, obY (whole pixels) per stage. */
  readonly starts: readonly { readonly x: number; readonly y: number }[];
  readonly animations: SpecialStageAnimations;
}

const ANIMATION_KEYS = ['ring', 'bumper', 'oneUp', 'reverse', 'emerald', 'glass'] as const;

/** The animation list of SS_AniIndex type `t` (1..6). */
export function animationOf(data: SpecialStageData, t: number): Uint8Array {
  return data.animations[ANIMATION_KEYS[t - 1]];
}

/** A hash of everything the stage reads: a snapshot names it, and restores only into the same data. */
export function specialStageDataHash(data: SpecialStageData): number {
  let text = `rev${data.revision}`;
  for (const l of data.layouts) text += `|${Array.from(l, (b) => b.toString(16)).join(',')}`;
  for (const s of data.starts) text += `|${s.x},${s.y}`;
  for (const k of ANIMATION_KEYS) text += `|${k}:${Array.from(data.animations[k]).join(',')}`;
  return hashString(text) | 0;
}
