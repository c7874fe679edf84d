/**
 * What Sonic touches (_incObj/09 Sonic in Special Stage.asm), after his movement each frame:
 * - `Obj09_ChkItems`: the cell at his centre (+$20 across, +$50 down; `divu.w #$18`): a ring
 *   ($3A: CollectRing, and 50 rings give a continue once a stage), the 1-up ($28), an emerald
 *   ($3B..$40: kept in v_emldlist unless all six are), a ghost block passed ($41) and the
 *   ghost switch touched after one ($4A) — an empty cell then turns every ghost block solid
 *   (`Obj09_MakeGhostSolid`);
 * - `Obj09_ChkItems2`: the solid cell his movement ran into (objoff_30): a bumper ($25) throws
 *   him away from its centre at $700, GOAL ($27) exits the stage, UP ($29) doubles the rotation
 *   and DOWN ($2A) halves it (each turning into the other; objoff_36 waits $1E frames before
 *   either acts again), R ($2B) reverses it (objoff_37's wait), a glass block ($2D..$30) flashes
 *   into its next type.
 */
import { calcAngle, SINE } from '../../../fixed/trig.ts';
import { OB_ROUTINE, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_X, OB_Y, rl, rw, wb, ww } from '../objects/ram.ts';
import type { SsContext } from './ssContext.ts';
import {
  SS_BUMPER, SS_DOWN, SS_EMERALD_FIRST, SS_EMERALD_LAST, SS_GHOST, SS_GHOST_SWITCH, SS_GLASS_FIRST, SS_GLASS_LAST, SS_GOAL, SS_ONE_UP,
  SS_REVERSE, SS_RING, SS_SOLID_GHOST, SS_UP, ssCell,
} from './ssCollision.ts';
import { ITEM_BUMPER, ITEM_EMERALD, ITEM_GLASS, ITEM_ONE_UP, ITEM_RING, ITEM_REVERSE, ssFreeItem, ssStartItem } from './ssAniItems.ts';
import {
  B_LAYOUT, B_PLAYER, O9_GHOST, O9_REVERSE_WAIT, O9_TOUCHED, O9_TOUCHED_AT, O9_UPDOWN_WAIT, SS_BLOCK_BUFFER, SS_BUFFER_ADDRESS,
  SS_CONTINUES, SS_EMERALDS, SS_EMERALD_LIST, SS_EVENTS, SS_EV_BUMPER, SS_EV_CONTINUE, SS_EV_EMERALD, SS_EV_EXTRA_LIFE, SS_EV_GLASS,
  SS_EV_GOAL, SS_EV_ONE_UP, SS_EV_REVERSE, SS_EV_RING, SS_EV_SPEED_DOWN, SS_EV_SPEED_UP, SS_LIFE_COUNT, SS_LIVES, SS_RINGS,
  SS_ROTATE, SS_ROW,
} from './ssState.ts';

const a0 = B_PLAYER;

/** `CollectRing` (_incObj/25 & 37 Rings.asm): +1 ring; 100 and 200 rings give a life each (v_lifecount bits 1, 2). */
export function ssCollectRing(c: SsContext): void {
  const s = c.s;
  s[SS_RINGS] = (s[SS_RINGS] + 1) & 0xffff;
  s[SS_EVENTS] |= SS_EV_RING;
  if (s[SS_RINGS] < 100) return;
  if ((s[SS_LIFE_COUNT] & 2) === 0) {
    s[SS_LIFE_COUNT] |= 2;
  } else {
    if (s[SS_RINGS] < 200) return;
    if ((s[SS_LIFE_COUNT] & 4) !== 0) return;
    s[SS_LIFE_COUNT] |= 4;
  }
  s[SS_LIVES] = (s[SS_LIVES] + 1) & 0xff;
  s[SS_EVENTS] |= SS_EV_EXTRA_LIFE;
}

/** `Obj09_ChkItems`. */
export function obj09ChkItems(c: SsContext): void {
  const { s, m } = c;
  const row = (((rw(m, a0 + OB_Y) + 0x50) & 0xffff) / 0x18) | 0;
  const col = (((rw(m, a0 + OB_X) + 0x20) & 0xffff) / 0x18) | 0;
  const at = row * SS_ROW + col;
  const d4 = ssCell(c, at);
  if (d4 === 0) {
    if (m[a0 + O9_GHOST] !== 0) makeGhostSolid(c);
    return;
  }
  if (d4 === SS_RING) {
    const slot = ssFreeItem(c);
    if (slot >= 0) ssStartItem(c, slot, ITEM_RING, SS_BUFFER_ADDRESS + at);
    ssCollectRing(c);
    if (s[SS_RINGS] >= 50 && (s[SS_LIFE_COUNT] & 1) === 0) {
      s[SS_LIFE_COUNT] |= 1;
      s[SS_CONTINUES] = (s[SS_CONTINUES] + 1) & 0xff;
      s[SS_EVENTS] |= SS_EV_CONTINUE;
    }
    return;
  }
  if (d4 === SS_ONE_UP) {
    const slot = ssFreeItem(c);
    if (slot >= 0) ssStartItem(c, slot, ITEM_ONE_UP, SS_BUFFER_ADDRESS + at);
    s[SS_LIVES] = (s[SS_LIVES] + 1) & 0xff;
    s[SS_EVENTS] |= SS_EV_ONE_UP;
    return;
  }
  if (d4 >= SS_EMERALD_FIRST && d4 <= SS_EMERALD_LAST) {
    const slot = ssFreeItem(c);
    if (slot >= 0) ssStartItem(c, slot, ITEM_EMERALD, SS_BUFFER_ADDRESS + at);
    if (s[SS_EMERALDS] !== 6) {
      s[SS_EMERALD_LIST + s[SS_EMERALDS]] = d4 - SS_EMERALD_FIRST;
      s[SS_EMERALDS]++;
    }
    s[SS_EVENTS] |= SS_EV_EMERALD;
    return;
  }
  if (d4 === SS_GHOST) m[a0 + O9_GHOST] = 1;
  if (d4 === SS_GHOST_SWITCH && m[a0 + O9_GHOST] === 1) m[a0 + O9_GHOST] = 2;
}

/** `Obj09_MakeGhostSolid`: with the switch touched, every ghost block of v_ssblockbuffer becomes $2C; objoff_3A clears either way. */
function makeGhostSolid(c: SsContext): void {
  const m = c.m;
  if (m[a0 + O9_GHOST] === 2) {
    for (let r = 0; r < 0x40; r++) {
      for (let k = 0; k < 0x40; k++) {
        const at = B_LAYOUT + SS_BLOCK_BUFFER + r * SS_ROW + k;
        if (m[at] === SS_GHOST) m[at] = SS_SOLID_GHOST;
      }
    }
  }
  m[a0 + O9_GHOST] = 0;
}

/** `Obj09_ChkItems2`. */
export function obj09ChkItems2(c: SsContext): void {
  const { s, m } = c;
  const d0 = m[a0 + O9_TOUCHED];
  if (d0 === 0) {
    // The blocks' waits count down while Sonic touches nothing solid.
    if (((m[a0 + O9_UPDOWN_WAIT] - 1) & 0x80) !== 0) m[a0 + O9_UPDOWN_WAIT] = 0;
    else m[a0 + O9_UPDOWN_WAIT]--;
    if (((m[a0 + O9_REVERSE_WAIT] - 1) & 0x80) !== 0) m[a0 + O9_REVERSE_WAIT] = 0;
    else m[a0 + O9_REVERSE_WAIT]--;
    return;
  }
  const touchedAt = rl(m, a0 + O9_TOUCHED_AT);
  const cellAt = (touchedAt - 1 - SS_BUFFER_ADDRESS) | 0;
  const setCell = (v: number): void => {
    if (cellAt >= 0 && cellAt < 0x4000) m[B_LAYOUT + cellAt] = v;
  };
  switch (d0) {
    case SS_BUMPER: {
      // The bumper's centre from its cell: ($7F & offset) * $18 - $14 across, (offset >> 7 & $7F) * $18 - $44 down.
      const d1 = (touchedAt - (SS_BUFFER_ADDRESS + 1)) | 0;
      const bx = (Math.imul(d1 & 0x7f, 0x18) - 0x14) & 0xffff;
      const by = (Math.imul(((d1 & 0xffff) >>> 7) & 0x7f, 0x18) - 0x44) & 0xffff;
      const dx = (((bx - rw(m, a0 + OB_X)) & 0xffff) << 16) >> 16;
      const dy = (((by - rw(m, a0 + OB_Y)) & 0xffff) << 16) >> 16;
      const angle = calcAngle(dx, dy) & 0xff;
      ww(m, a0 + OB_VEL_X, Math.imul(SINE[angle + 0x40], -0x700) >> 8);
      ww(m, a0 + OB_VEL_Y, Math.imul(SINE[angle], -0x700) >> 8);
      m[a0 + OB_STATUS] |= 2;
      const slot = ssFreeItem(c);
      if (slot >= 0) ssStartItem(c, slot, ITEM_BUMPER, (touchedAt - 1) | 0);
      s[SS_EVENTS] |= SS_EV_BUMPER;
      return;
    }
    case SS_GOAL:
      wb(m, a0 + OB_ROUTINE, m[a0 + OB_ROUTINE] + 2);
      s[SS_EVENTS] |= SS_EV_GOAL;
      return;
    case SS_UP:
      if (m[a0 + O9_UPDOWN_WAIT] !== 0) return;
      m[a0 + O9_UPDOWN_WAIT] = 0x1e;
      // btst #6,(v_ssrotate+1): only at the normal speed ($40, or -$40 reversed).
      if ((s[SS_ROTATE] & 0x40) !== 0) {
        s[SS_ROTATE] = ((s[SS_ROTATE] << 1) << 16) >> 16;
        setCell(SS_DOWN);
      }
      s[SS_EVENTS] |= SS_EV_SPEED_UP;
      return;
    case SS_DOWN:
      if (m[a0 + O9_UPDOWN_WAIT] !== 0) return;
      m[a0 + O9_UPDOWN_WAIT] = 0x1e;
      if ((s[SS_ROTATE] & 0x40) === 0) {
        s[SS_ROTATE] = s[SS_ROTATE] >> 1;
        setCell(SS_UP);
      }
      s[SS_EVENTS] |= SS_EV_SPEED_DOWN;
      return;
    case SS_REVERSE: {
      if (m[a0 + O9_REVERSE_WAIT] !== 0) return;
      m[a0 + O9_REVERSE_WAIT] = 0x1e;
      const slot = ssFreeItem(c);
      if (slot >= 0) ssStartItem(c, slot, ITEM_REVERSE, (touchedAt - 1) | 0);
      s[SS_ROTATE] = ((-s[SS_ROTATE]) << 16) >> 16;
      s[SS_EVENTS] |= SS_EV_REVERSE;
      return;
    }
    default:
      if (d0 >= SS_GLASS_FIRST && d0 <= SS_GLASS_LAST) {
        const slot = ssFreeItem(c);
        if (slot >= 0) {
          const pointer = (touchedAt - 1) | 0;
          ssStartItem(c, slot, ITEM_GLASS, pointer);
          let next = (ssCell(c, cellAt) + 1) & 0xff;
          if (next > SS_GLASS_LAST) next = 0;
          // move.b d0,4(a2): the next type in the pointer's top byte.
          m[slot + 4] = next;
        }
        s[SS_EVENTS] |= SS_EV_GLASS;
      }
  }
}

