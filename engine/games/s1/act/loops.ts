/**
 * Loops and roll tunnels on real acts (Sonic 1 `Sonic_Loops`, Green Hill and Star Light only).
 * Runs at the end of the player's own update, after its touch responses. It reads the layout
 * chunk under the player's centre (the same addressing as FindNearestTile, without the loop
 * flag) and sets the collision layer (obRender bit 6, P_LAYER here):
 * - on a roll-tunnel chunk: the player is forced to roll (`Sonic_ChkRoll`); the layer is left alone;
 * - on loop chunk 1, or on loop chunk 2 while grounded: pixel x within the chunk below $2C → A;
 *   at $E0 or more → B; between, on layer A a ground angle in 1..$80 switches to B, on layer B an
 *   angle above $80 switches to A;
 * - anywhere else (and on loop chunk 2 in the air) → A.
 */
import { EV_LAYER_SWITCH, EV_ROLL } from '../../../state/events.ts';
import { P_ANGLE, P_GSP, P_LAYER, P_STATUS, P_X, P_Y, ST_AIR, ST_ROLL } from '../../../state/layout.ts';
import type { PlayerContext } from '../../../player/context.ts';
import { curl } from '../../../player/roll.ts';

export function sonicLoops(c: PlayerContext): void {
  const rules = c.act;
  if (rules === null || rules.loops === null) return;
  const s = c.s;
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const chunk = rules.layout[((y >> 1) & 0x380) + ((x >> 8) & 0x7f)];
  const loops = rules.loops;
  if (chunk === loops[2] || chunk === loops[3]) {
    chkRoll(c);
    return;
  }
  let layer = s[P_LAYER];
  if (chunk === loops[0] || (chunk === loops[1] && (s[P_STATUS] & ST_AIR) === 0)) {
    const inChunk = x & 0xff;
    if (inChunk < 0x2c) layer = 0;
    else if (inChunk >= 0xe0) layer = 1;
    else {
      const a = s[P_ANGLE] & 0xff;
      if (layer === 0) {
        if (a !== 0 && a <= 0x80) layer = 1;
      } else if (a > 0x80) layer = 0;
    }
  } else layer = 0;
  if (layer !== s[P_LAYER]) {
    s[P_LAYER] = layer;
    c.events |= EV_LAYER_SWITCH;
  }
}

/**
 * `Sonic_ChkRoll`: a player not already curled up curls (rolling radii, y + 5), in the air as
 * on the ground, and a standing one gets ground speed $200. No button is involved.
 */
function chkRoll(c: PlayerContext): void {
  const s = c.s;
  if (s[P_STATUS] & ST_ROLL) return;
  curl(c);
  c.events |= EV_ROLL;
  if (s[P_GSP] === 0) s[P_GSP] = 0x200;
}
