/**
 * A detector of one player's words run for both players: for player 1 on the state as it is, then,
 * when the state has a partner (a hand-made level's player 2), again on a view of the partner's
 * block with the partner's own event word. The partner keeps the same player words and runs the
 * same routines with the same bugs, so the same test finds its glitches. One hit per frame: the
 * partner's message is prefixed `player 2: `, after player 1's when both fire on the frame.
 *
 * Only for detectors that read nothing but the player's P_* words, the frame's events and the
 * level's terrain (not the world words, rings or object slots, which a view would misread).
 *
 * A frame the partner starts or ends held by the CPU (obj_control bit 7, ST_NO_TOUCH: despawned
 * and parked at x 0x4000, waiting, flying back in) is not judged: TailsCPU_Despawn, _Respawn and
 * _Flying place it without collision by design, which the terrain tests would read as phasing
 * through walls or a centre inside them.
 */
import { P_EVENTS, P_STATUS, ST_NO_TOUCH } from '../../engine/state/layout.ts';
import type { Detector, DetectorHit } from './detector.ts';
import { partnerBlockBase, partnerView } from './partnerBlock.ts';

/** The prefix of the partner's part of a hit's message. */
export const PLAYER_2_PREFIX = 'player 2: ';

export function eachPlayer(detector: Detector): Detector {
  return {
    id: detector.id,
    description: detector.description,
    detect(input): DetectorHit | null {
      const p1 = detector.detect(input);
      const base = partnerBlockBase(input.level, input.current);
      if (base < 0) return p1;
      const current = partnerView(input.current, base);
      const previous = partnerView(input.previous, base);
      if ((previous[P_STATUS] | current[P_STATUS]) & ST_NO_TOUCH) return p1;
      const p2 = detector.detect({ previous, current, events: current[P_EVENTS], frame: input.frame, level: input.level });
      if (p2 === null) return p1;
      const message = PLAYER_2_PREFIX + p2.message;
      return { frame: input.frame, detector: detector.id, message: p1 === null ? message : `${p1.message}; ${message}` };
    },
  };
}
