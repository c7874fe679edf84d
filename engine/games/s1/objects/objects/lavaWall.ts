/**
 * Object $4E — advancing wall of lava (MZ) (_incObj/4E Wall of Lava.asm: `LavaWall`,
 * `LWall_Main`, `LWall_Action`, `LWall_Solid`, `LWall_Move`, `LWall_Delete`; _anim/Wall of
 * Lava.asm).
 *
 * Two objects: the front (touch type $94, solid: half width $2B, half height $18) and, in the
 * next free slot, the body $80 px behind it. Once Sonic comes within $C0 px (x) and $60 px (y) the
 * wall is armed; when he then leaves that box it advances at $180 (not while Sonic is hurt or
 * dead), and stops for good at x $6A0. An unarmed wall out of range clears its respawn bit and
 * is deleted (routine 8) the next frame, with its body.
 */
import type { S1ObjectContext } from '../context.ts';
import { deleteObject, findNextFreeObj, outOfRange } from '../objectManager.ts';
import {
  OB_ACT_WID, OB_ANIM, OB_COL_TYPE, OB_FRAME, OB_ID, OB_PRIORITY, OB_RENDER, OB_RESPAWN_NO, OB_ROUTINE, OB_VEL_X, OB_X, OB_Y,
  readObjectPointer, rw, speedToPos, writeObjectPointer, ww,
} from '../ram.ts';
import { OBJSTATE } from '../s1State.ts';
import { displaySprite } from '../spriteQueue.ts';
import { solidObject } from '../solidObject.ts';
import { animateSprite, type AnimationScripts } from '../animateSprite.ts';
import { sonicRoutine, sonicX, sonicY } from '../sonic.ts';

export const ID_LAVA_WALL = 0x4e;

/** lwall_flag: armed / moving. */
const LWALL_ARMED = 0x36;
const LWALL_PARENT = 0x3c;

/** Ani_LWall. */
export const ANI_LWALL: AnimationScripts = [[9, 0, 1, 2, 3, 0xff]];

export function lavaWall(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  switch (m[a0 + OB_ROUTINE]) {
    case 0:
      main(m, a0);
      action(w, a0);
      return;
    case 2:
      solid(w, a0);
      return;
    case 4:
      action(w, a0);
      return;
    case 6: {
      const a1 = readObjectPointer(m, a0 + LWALL_PARENT);
      if (a1 >= 0 && m[a1 + OB_ROUTINE] === 8) {
        deleteObject(m, a0);
        return;
      }
      if (a1 >= 0) ww(m, a0 + OB_X, rw(m, a1 + OB_X) - 0x80);
      displaySprite(w, a0);
      return;
    }
    case 8:
      deleteObject(m, a0);
      return;
  }
}

/** `LWall_Main`: the front (routine 4) and the body behind it (routine 6, frame 4). */
function main(m: Uint8Array, a0: number): void {
  m[a0 + OB_ROUTINE] += 4;
  let a1 = a0;
  for (let i = 0; i < 2; i++) {
    if (i > 0) {
      a1 = findNextFreeObj(m, a0);
      // No slot: the original goes on writing past the object RAM (not modelled).
      if (a1 < 0) return;
    }
    m[a1 + OB_ID] = ID_LAVA_WALL;
    m[a1 + OB_RENDER] = 4;
    m[a1 + OB_ACT_WID] = 0x50;
    ww(m, a1 + OB_X, rw(m, a0 + OB_X));
    ww(m, a1 + OB_Y, rw(m, a0 + OB_Y));
    m[a1 + OB_PRIORITY] = 1;
    m[a1 + OB_ANIM] = 0;
    m[a1 + OB_COL_TYPE] = 0x94;
    writeObjectPointer(m, a1 + LWALL_PARENT, a0);
  }
  m[a1 + OB_ROUTINE] += 6;
  m[a1 + OB_FRAME] = 4;
}

/** `LWall_Action` (routine 4): armed near Sonic; advancing once he leaves the box. */
function action(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const s = w.s;
  let dx = (sonicX(s) - rw(m, a0 + OB_X)) & 0xffff;
  if (sonicX(s) < rw(m, a0 + OB_X)) dx = -dx & 0xffff;
  let near = false;
  if (dx < 0xc0) {
    let dy = (sonicY(s) - rw(m, a0 + OB_Y)) & 0xffff;
    if (sonicY(s) < rw(m, a0 + OB_Y)) dy = -dy & 0xffff;
    near = dy < 0x60;
  }
  if (near) m[a0 + LWALL_ARMED] = 1;
  else if (m[a0 + LWALL_ARMED] !== 0) {
    ww(m, a0 + OB_VEL_X, 0x180);
    m[a0 + OB_ROUTINE] -= 2;
  }
  solid(w, a0);
}

/** `LWall_Solid` (routine 2). */
function solid(w: S1ObjectContext, a0: number): void {
  const m = w.m;
  const routine = m[a0 + OB_ROUTINE];
  solidObject(w, a0, 0x2b, 0x18, 0x19, rw(m, a0 + OB_X));
  m[a0 + OB_ROUTINE] = routine;
  if (rw(m, a0 + OB_X) === 0x6a0) {
    ww(m, a0 + OB_VEL_X, 0);
    m[a0 + LWALL_ARMED] = 0;
  }
  animateSprite(m, a0, ANI_LWALL);
  if (sonicRoutine(w.s) < 4) speedToPos(m, a0);
  displaySprite(w, a0);
  if (m[a0 + LWALL_ARMED] !== 0) return;
  if (!outOfRange(w.s, rw(m, a0 + OB_X))) return;
  m[OBJSTATE + 2 + m[a0 + OB_RESPAWN_NO]] &= 0x7f;
  m[a0 + OB_ROUTINE] = 8;
}
