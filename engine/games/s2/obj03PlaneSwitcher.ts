/**
 * Obj03, the collision plane switcher (s2.asm `Obj03`: Obj03_Init, Obj03_MainX, Obj03_MainX_Alt,
 * Obj03_MainY, Obj03_MainY_Alt, then MarkObjGone3). An invisible line through the object, across
 * x (subtype bit 2 clear: a vertical line the players cross going right or left) or across y;
 * its half-length is word_1FD68[subtype & 3] (read from the checkout). Each player has a side
 * (planeswitch_p1_flag / planeswitch_p2_flag: 0 left or above, 1 right or below), taken at Init
 * (right of the line: past its pixel) and updated whenever the player changes side (`bhi` /
 * `bls`: from the line's own pixel on, the player is right of it or below), in range or not. A crossing within the half-length (y in [y - r, y + r), signed),
 * and grounded when subtype bit 7 asks, sets the player's path (top_solid_bit $C/$D: A, $E/$F:
 * B; bit 3 going right or down, bit 4 going left or up), unless the object is x-flipped, and
 * its priority (bit 5 going right or down, bit 6 the other way) in every case. Player 1 first,
 * then the Sidekick slot, which in a Sonic-alone game is empty (x = y = 0): never past a line.
 */
import { P_LAYER, P_PRIORITY, P_STATUS, P_X, P_Y, ST_AIR } from '../../state/layout.ts';
import { markObjGone3, OB_RENDER_FLAGS, OB_ROUTINE, OB_SUBTYPE, OB_X, OB_Y, rw, ww, type S2ObjectHost } from './s2Objects.ts';

/** planeswitch_radius (objoff_32, a word), planeswitch_p1_flag (objoff_34), planeswitch_p2_flag (objoff_35). */
export const PLANESWITCH_RADIUS = 0x32;
export const PLANESWITCH_P1_FLAG = 0x34;
export const PLANESWITCH_P2_FLAG = 0x35;

const signed = (v: number): number => (v << 16) >> 16;

export function obj03(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  let routine = m[a0 + OB_ROUTINE];
  if (routine === 0) {
    // Obj03_Init: the radius and each player's side, then the main routine in the same frame.
    const subtype = m[a0 + OB_SUBTYPE];
    const across = (subtype & 4) !== 0;
    routine = across ? 4 : 2;
    m[a0 + OB_ROUTINE] = routine;
    ww(m, a0 + PLANESWITCH_RADIUS, h.data.planeSwitchRadii[subtype & 3]);
    const d1 = rw(m, a0 + (across ? OB_Y : OB_X));
    const field = across ? P_Y : P_X;
    if (d1 < playerWord(h.p1, field)) m[a0 + PLANESWITCH_P1_FLAG] = 1;
    if (d1 < playerWord(h.p2, field)) m[a0 + PLANESWITCH_P2_FLAG] = 1;
  }
  if (routine === 2) {
    mainFor(h, a0, h.p1, PLANESWITCH_P1_FLAG, P_X, P_Y, OB_X, OB_Y);
    mainFor(h, a0, h.p2, PLANESWITCH_P2_FLAG, P_X, P_Y, OB_X, OB_Y);
  } else {
    mainFor(h, a0, h.p1, PLANESWITCH_P1_FLAG, P_Y, P_X, OB_Y, OB_X);
    mainFor(h, a0, h.p2, PLANESWITCH_P2_FLAG, P_Y, P_X, OB_Y, OB_X);
  }
  markObjGone3(h, a0);
}

/** A player's pixel word (x_pos / y_pos); the empty Sidekick slot's 0. */
function playerWord(p: Int32Array | null, field: number): number {
  return p === null ? 0 : (p[field] >> 8) & 0xffff;
}

/** One player against the line: `cross` is the axis the line is crossed on, `along` the one its half-length runs. */
function mainFor(h: S2ObjectHost, a0: number, p: Int32Array | null, flag: number, cross: number, along: number, obCross: number, obAlong: number): void {
  const m = h.m;
  const d1 = rw(m, a0 + obCross);
  const at = playerWord(p, cross);
  const past = m[a0 + flag] !== 0;
  // Obj03_MainX: not yet past (d1 > x: return); _Alt: past and back (d1 <= x: return).
  if (!past ? d1 > at : d1 <= at) return;
  m[a0 + flag] = past ? 0 : 1;
  const centre = rw(m, a0 + obAlong);
  const r = rw(m, a0 + PLANESWITCH_RADIUS);
  const pos = signed(playerWord(p, along));
  if (pos < signed(centre - r) || pos >= signed(centre + r)) return;
  const subtype = m[a0 + OB_SUBTYPE];
  if (p === null) return;
  if ((subtype & 0x80) !== 0 && (p[P_STATUS] & ST_AIR) !== 0) return;
  if ((m[a0 + OB_RENDER_FLAGS] & 1) === 0) p[P_LAYER] = (subtype & (past ? 0x10 : 0x08)) !== 0 ? 1 : 0;
  p[P_PRIORITY] = (subtype & (past ? 0x40 : 0x20)) !== 0 ? 1 : 0;
}
