/** Helpers for the character move tests: a tall open s3k level and exact airborne placements. */
import type { CharacterId, ProfileId } from '../../../../engine/profiles/ids.ts';
import { P_FRAME, P_STATUS, ST_JUMPING } from '../../../../engine/state/layout.ts';
import type { QuirkId } from '../../../../engine/quirks/catalogue.ts';
import type { World } from '../../../../engine/world/world.ts';
import { place, type Placement } from '../../support/place.ts';
import { world } from '../../support/run.ts';
import { flatRows, makeLevel } from '../../support/testLevel.ts';
import type { PartnerOptions } from '../../../../engine/profiles/ids.ts';

/** 100 blocks wide, 32 tall, floor from row 30 (y = 480). */
export const openLevel = (profile: ProfileId = 's3k') =>
  makeLevel({ rows: flatRows(100, 30, 32), start: { x: 200, y: 400 }, profile });

export interface MovePlacement extends Placement {
  /** Jumping (variable jump height, the double-jump moves): on by default. */
  jumping?: boolean;
  /** P_FRAME before the next step (its parity decides Tails' timer). */
  frame?: number;
}

/** A world with the character airborne at an exact spot. */
export function airborne(
  character: CharacterId,
  p: MovePlacement,
  opts: { profile?: ProfileId; fixes?: QuirkId[]; level?: ReturnType<typeof openLevel>; dropDash?: boolean; partner?: PartnerOptions } = {},
): World {
  const w = world(opts.level ?? openLevel(opts.profile), {
    character, profile: opts.profile, fixes: opts.fixes, dropDash: opts.dropDash, partner: opts.partner,
  });
  place(w, { air: true, ...p });
  if (p.jumping ?? true) w.state[P_STATUS] |= ST_JUMPING;
  if (p.frame !== undefined) w.state[P_FRAME] = p.frame;
  return w;
}
