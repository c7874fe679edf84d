/**
 * The partner tests' world: a flat object test level (objectTestLevel.ts) with Tails as player 2
 * driven by the second pad alone (`control: 'human'`, so no CPU decides anything), stepped with
 * no input until both players stand on the floor.
 */
import { P_STATUS, ST_AIR } from '../../../../engine/state/layout.ts';
import type { World } from '../../../../engine/world/world.ts';
import { world } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

export const HUMAN_TAILS = { character: 'tails', control: 'human' } as const;

export type TwoPlayerLevel = NonNullable<Parameters<typeof objectLevel>[1]>;

/** Sonic 2 unless `opts.profile` says otherwise; both players grounded (at most 300 frames). */
export function twoPlayers(objects: unknown[], opts: TwoPlayerLevel = {}): World {
  const profile = opts.profile ?? 's2';
  const w = world(objectLevel(objects, { ...opts, profile }), { profile, partner: HUMAN_TAILS });
  const airborne = (): boolean => (w.state[P_STATUS] & ST_AIR) !== 0 || (w.p2!.s[P_STATUS] & ST_AIR) !== 0;
  for (let i = 0; i < 300 && airborne(); i++) w.step(0);
  if (airborne()) throw new Error('the players never landed');
  return w;
}
