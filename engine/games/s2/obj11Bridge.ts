/**
 * Obj11, Emerald Hill's log bridge (s2.asm `Obj11`: Obj11_Init, Obj11_MakeBdgSegment, Obj11_EHZ,
 * sub_F872, Obj11_Depress, Obj11_Unload). Units: pixels (words), the bridge's bytes as the
 * game keeps them.
 *
 * - Init: `subtype` logs of 16 px, centred on x (the left log at x - (subtype / 2) * 16), laid
 *   out as the sprites of one or two child slots (AllocateObjectAfterCurrent: the first free
 *   slots after the bridge's, id $11 with render_flags.multi_sprite; 8 logs in the first, the
 *   rest in the second), each log's x, y and mapping frame word in the child's subspr_data: the
 *   logs' y are what the players stand on. width_pixels $80; objoff_3C = the bridge's y.
 * - Each frame (Obj11_EHZ): while a player stands on it, the depression angle objoff_3E grows by
 *   4 to $40, else it falls by 4 to 0; with Tails on it, Sonic's log (objoff_3F) steps one log a
 *   frame towards Tails' (objoff_3B). Then Obj11_Depress bends the logs by
 *   sin(objoff_3E) * Obj11_DepressionOffsets[subtype - 8][objoff_3F] * byte_FB28's share for
 *   each log's distance from the one stood on (both tables read from the checkout).
 * - sub_F872, for the Sidekick then for MainCharacter: a player standing on it (its standing bit)
 *   stays while grounded and within x - (subtype * 8 + 8) to that + subtype * 16, put on its log's
 *   y (log y - 8 - y_radius), the log noted (objoff_3F / objoff_3B); past either end or in the air
 *   it lets go (on_object and the bit cleared; in_air is left as it is). A player not on it lands
 *   through PlatformObject11_cont (the top 8 px above y), its log noted.
 * - Obj11_Unload: $280 px right of the coarse camera or left of it, the bridge and its child
 *   slots are deleted (its respawn entry is left set, as the game leaves it).
 *
 * The Hidden Palace bridge (routine 6, Obj11_HPZ with sub_F912's log frames) is not here: no act
 * of the engine is Hidden Palace.
 */
import { SINE } from '../../fixed/trig.ts';
import { P_HRAD, P_STATUS, ST_AIR, ST_ON_OBJECT } from '../../state/layout.ts';
import { OM_CAMERA_COARSE } from './s2State.ts';
import {
  allocateObjectAfterCurrent, deleteObject, OB_ID, OB_RENDER_FLAGS, OB_ROUTINE, OB_STATUS, OB_SUBTYPE, OB_WIDTH_PIXELS, OB_X, OB_Y,
  RENDER_MULTI_SPRITE, rw, ww, type S2ObjectHost,
} from './s2Objects.ts';
import { P1_STANDING_BIT, P2_STANDING_BIT, platformObject11Cont, playerX, setPlayerY, STANDING_MASK, type S2Player } from './s2Platform.ts';

/**
 * Obj11_child1 / Obj11_child2 (objoff_30 / objoff_34): the game keeps the child slots' addresses
 * (longs); the engine keeps their byte offsets in the object RAM + 1 (a word at the long's low
 * half; 0: none).
 */
export const BRIDGE_CHILD1 = 0x30;
export const BRIDGE_CHILD2 = 0x34;
/** objoff_3B: the log Tails stands on; objoff_3F: Sonic's; objoff_3C: the bridge's y (a word); objoff_3E: the depression angle. */
export const BRIDGE_P2_LOG = 0x3b;
export const BRIDGE_Y = 0x3c;
export const BRIDGE_ANGLE = 0x3e;
export const BRIDGE_P1_LOG = 0x3f;
/** A child slot's mainspr_width, mainspr_childsprites, and its subspr_data (6 bytes a log: x, y, mapping frame). */
const MAINSPR_WIDTH = 0x0e;
const MAINSPR_CHILDSPRITES = 0x0f;
const SUBSPR_DATA = 0x10;
const NEXT_SUBSPR = 6;
/** render_flags.level_fg. */
const RENDER_LEVEL_FG = 0x04;
/** The keep range of Obj11_Unload (`cmpi.w #$280,d0; bhi`). */
const KEEP_RANGE = 0x280;

const w16 = (v: number): number => v & 0xffff;

const child = (m: Uint8Array, a0: number, field: number): number => rw(m, a0 + field + 2) - 1;

export function obj11(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  // A child slot only holds logs to draw.
  if ((m[a0 + OB_RENDER_FLAGS] & RENDER_MULTI_SPRITE) !== 0) return;
  if (m[a0 + OB_ROUTINE] === 0) init(h, a0);
  action(h, a0);
}

/** Obj11_Init (EHZ: routine 2) and its two Obj11_MakeBdgSegment calls. */
function init(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  m[a0 + OB_ROUTINE] = 2;
  m[a0 + OB_RENDER_FLAGS] = RENDER_LEVEL_FG;
  m[a0 + OB_WIDTH_PIXELS] = 0x80;
  const d2 = rw(m, a0 + OB_Y);
  ww(m, a0 + BRIDGE_Y, d2);
  const subtype = m[a0 + OB_SUBTYPE];
  const left = { d3: w16(rw(m, a0 + OB_X) - ((subtype >> 1) << 4)) };
  const a1 = makeBdgSegment(h, a0, 8, d2, left);
  if (a1 < 0) return;
  // The first child's x: its fifth log's, - 8.
  ww(m, a1 + OB_X, rw(m, a1 + SUBSPR_DATA + 4 * NEXT_SUBSPR) - 8);
  ww(m, a0 + BRIDGE_CHILD1 + 2, a1 + 1);
  const rest = w16(subtype - 8);
  // `subq.w #8,d1; bls`: 8 logs or fewer, one child.
  if (rest === 0 || subtype < 8) return;
  const b1 = makeBdgSegment(h, a0, rest, d2, left);
  if (b1 < 0) return;
  ww(m, a0 + BRIDGE_CHILD2 + 2, b1 + 1);
  // `move.w sub2_x_pos(a1,d0.w),d0` with d0 = 3 * the count: the log at half the count, - 8.
  ww(m, b1 + OB_X, rw(m, b1 + SUBSPR_DATA + 3 * rest) - 8);
}

/** Obj11_MakeBdgSegment: a child slot after the bridge with `count` logs from x `at.d3` (which it advances), all at y `d2`. */
function makeBdgSegment(h: S2ObjectHost, a0: number, count: number, d2: number, at: { d3: number }): number {
  const m = h.m;
  const a1 = allocateObjectAfterCurrent(h, a0);
  if (a1 < 0) return -1;
  m[a1 + OB_ID] = m[a0 + OB_ID];
  ww(m, a1 + OB_X, rw(m, a0 + OB_X));
  ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
  m[a1 + OB_RENDER_FLAGS] = m[a0 + OB_RENDER_FLAGS] | RENDER_MULTI_SPRITE;
  m[a1 + MAINSPR_WIDTH] = 0x40;
  m[a1 + MAINSPR_CHILDSPRITES] = count;
  for (let k = 0; k < count; k++) {
    const e = a1 + SUBSPR_DATA + k * NEXT_SUBSPR;
    ww(m, e, at.d3);
    ww(m, e + 2, d2);
    ww(m, e + 4, 0);
    at.d3 = w16(at.d3 + 0x10);
  }
  return a1;
}

/** Obj11_EHZ, then sub_F872 and Obj11_Unload. */
function action(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const standing = m[a0 + OB_STATUS] & STANDING_MASK;
  if (standing === 0) {
    if (m[a0 + BRIDGE_ANGLE] !== 0) {
      m[a0 + BRIDGE_ANGLE] = (m[a0 + BRIDGE_ANGLE] - 4) & 0xff;
      depress(h, a0);
    }
  } else {
    if ((standing & (1 << P2_STANDING_BIT)) !== 0) {
      const p1 = m[a0 + BRIDGE_P1_LOG];
      const p2 = m[a0 + BRIDGE_P2_LOG];
      // `sub.b; beq; bcc`: Sonic's log steps towards Tails'.
      if (p1 < p2) m[a0 + BRIDGE_P1_LOG] = (p1 + 1) & 0xff;
      else if (p1 > p2) m[a0 + BRIDGE_P1_LOG] = (p1 - 1) & 0xff;
    }
    if (m[a0 + BRIDGE_ANGLE] !== 0x40) m[a0 + BRIDGE_ANGLE] = (m[a0 + BRIDGE_ANGLE] + 4) & 0xff;
    depress(h, a0);
  }
  const subtype = m[a0 + OB_SUBTYPE];
  const d1 = subtype * 8 + 8;
  const d2 = subtype * 16;
  if (h.player2 !== null) bridgeFor(h, a0, h.player2, P2_STANDING_BIT, BRIDGE_P2_LOG, d1, d2);
  bridgeFor(h, a0, h.player1, P1_STANDING_BIT, BRIDGE_P1_LOG, d1, d2);
  unload(h, a0);
}

/** sub_F872's body for one player: d6 its standing bit, d5 the byte its log goes in, d1 / d2 the span. */
function bridgeFor(h: S2ObjectHost, a0: number, p: S2Player, d6: number, d5: number, d1: number, d2: number): void {
  const m = h.m;
  const s = p.s;
  if ((m[a0 + OB_STATUS] & (1 << d6)) === 0) {
    platformObject11Cont(h, a0, p, d6, d1, d2, 8);
    if ((m[a0 + OB_STATUS] & (1 << d6)) !== 0) m[a0 + d5] = (w16(playerX(s) - rw(m, a0 + OB_X) + d1) >> 4) & 0xff;
    return;
  }
  const d0 = w16(playerX(s) - rw(m, a0 + OB_X) + d1);
  if ((s[P_STATUS] & ST_AIR) !== 0 || (d0 & 0x8000) !== 0 || d0 >= d2) {
    s[P_STATUS] &= ~ST_ON_OBJECT;
    m[a0 + OB_STATUS] &= ~(1 << d6);
    return;
  }
  const log = d0 >> 4;
  m[a0 + d5] = log & 0xff;
  setPlayerY(s, rw(m, logY(m, a0, log)) - 8 - (s[P_HRAD] & 0xff));
}

/** The address of log `i`'s sub?_y_pos: the first child's 8, then the second's. */
function logY(m: Uint8Array, a0: number, i: number): number {
  const a = i < 8 ? child(m, a0, BRIDGE_CHILD1) : child(m, a0, BRIDGE_CHILD2);
  return a + SUBSPR_DATA + 2 + (i & 7) * NEXT_SUBSPR;
}

/**
 * Obj11_Depress: log k's y = objoff_3C + ((share + 1) * depth * sin(objoff_3E)) >> 16, `mulu.w`
 * twice, `swap`. The logs up to the one stood on take byte_FB28's row (that log's index & $F)
 * from its start; the logs after it the row of their count, backwards from its end.
 */
function depress(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const depths = h.data.bridgeDepths!;
  const shares = h.data.bridgeShares!;
  const d4 = SINE[m[a0 + BRIDGE_ANGLE]] & 0xffff;
  const subtype = m[a0 + OB_SUBTYPE];
  const on = m[a0 + BRIDGE_P1_LOG];
  // `lea (Obj11_DepressionOffsets-$80).l,a5; move.b (a5,d3.w),d5`: the rows start at 8 logs.
  // (A bridge of fewer than 8 logs reads what lies before the table in the ROM; none is placed: 0 here.)
  const d5 = depths[subtype * 16 + on - 0x80] ?? 0;
  const y0 = rw(m, a0 + BRIDGE_Y);
  let a3 = ((subtype * 16 + on) & 0xf) << 4;
  let log = 0;
  for (let k = 0; k <= on; k++) ww(m, logY(m, a0, log++), bend(shares[a3++], d5, d4, y0));
  const after = (-((on + 1 - subtype) & 0xff)) & 0xff;
  if ((after & 0x80) !== 0 || after === 0) return;
  a3 = (after << 4) + after;
  for (let k = 0; k < after; k++) ww(m, logY(m, a0, log++), bend(shares[--a3], d5, d4, y0));
}

/** One log's y: objoff_3C + ((share + 1) * depth, `mulu.w` by the sine, `swap`) (a share past the table, only in a damaged snapshot, reads 0). */
function bend(share: number, d5: number, d4: number, y0: number): number {
  return w16((Math.imul((((share | 0) + 1) * d5) & 0xffff, d4) >>> 16) + y0);
}

/** Obj11_Unload: out of range, the child slots and the bridge deleted. */
function unload(h: S2ObjectHost, a0: number): void {
  const m = h.m;
  const d0 = w16((rw(m, a0 + OB_X) & 0xff80) - h.g[h.base + OM_CAMERA_COARSE]);
  if (d0 <= KEEP_RANGE) return;
  const c1 = child(m, a0, BRIDGE_CHILD1);
  if (c1 >= 0) deleteObject(m, c1);
  const c2 = child(m, a0, BRIDGE_CHILD2);
  if (m[a0 + OB_SUBTYPE] > 8 && c2 >= 0) deleteObject(m, c2);
  deleteObject(m, a0);
}
