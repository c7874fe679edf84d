/**
 * The Marble Zone pushable block (Sonic 1 Obj33; SPG "Pushable Blocks", seed 000's frame-by-frame
 * trace, SPG section 13 "Pushable Blocks: Falling Down").
 *
 * A solid box (width radius 16; collision height 16, stand height 17). When the solid routine
 * reports a side hit with a non-zero x distance and the player faces the block, and no wall is
 * next to the block on that side: block and player move 1 whole px that way (subpixels kept),
 * xsp = 0 and ground speed = ±0x40. The player is then out of the block and has to cover the rest
 * of its pixel again: a push every 2-3 frames. After each push a floor sensor below the block's
 * centre (y + 15): deeper than 4 px, the block slides on at ±0x400 until (x & 0xC) == 0, snaps x
 * to a multiple of 16 and falls (ysp += 0x18 a frame) until the sensor finds the floor;
 * otherwise it follows the floor (y += distance).
 *
 * The partner: Sonic 1's block knows one player (its solid routine and push, loc_C186, take
 * `v_player`) and Sonic 2 has no push block, so only player 1 moves it. The partner meets it as
 * Sonic 2's SolidObject meets the sidekick: while the block rests, after player 1's collision and
 * push, a second solid pass (solidPartner) stands it on the block, carries it along a push (the
 * pass gets the block's x from before the push) and stops it at the sides, but never pushes.
 * While the block slides or falls it collides nobody, as for player 1; a partner still standing
 * on it then is let go (leaveObject), as the walk-off test would, instead of hovering until the
 * block rests.
 *
 * Fields: O_ROUTINE 0 = resting, 1 = sliding over the ledge, 2 = falling; O_A = saved x speed.
 */
import { P_GSP, P_STATUS, P_X, P_XSP, ST_FACING_LEFT } from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_FLAGS, O_HRAD, O_ROUTINE, O_WRAD, O_X, O_XSP, O_Y, O_YSP } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { objectFloorDist, objectWallLeft, objectWallRight } from '../solid/objectTerrain.ts';
import { solidPartner } from '../solid/partnerPass.ts';
import { SOLID_SIDE, solidHit, solidObject } from '../solid/solidObject.ts';
import { leaveObject } from '../solid/standing.ts';
import { oneOf } from '../objectInvariants.ts';

export const PUSH_BLOCK_WIDTH = 16;
export const PUSH_BLOCK_HEIGHT = 16;
/** The block's own floor sensor reach below its centre (obHeight). */
export const PUSH_BLOCK_FLOOR_RADIUS = 15;
/** Ground speed given to the player after each push (the 2-3 frame rhythm). */
export const PUSH_GROUND_SPEED = 0x40;
/** Speed while sliding over a ledge, and the block's gravity while falling. */
export const PUSH_SLIDE_SPEED = 0x400;
export const PUSH_BLOCK_GRAVITY = 0x18;
/** Floor deeper than this (px) below the pushed block: it goes over the ledge. */
const LEDGE_DEPTH = 4;

const RESTING = 0;
const SLIDING = 1;
const FALLING = 2;

function speedToPos(w: ObjectContext, slot: number): void {
  setField(w, slot, O_X, getField(w, slot, O_X) + getField(w, slot, O_XSP));
  setField(w, slot, O_Y, getField(w, slot, O_Y) + getField(w, slot, O_YSP));
}

/** The block after a push moved it: go over a ledge, or follow the floor. */
function afterPush(w: ObjectContext, slot: number, dir: number): void {
  const d = objectFloorDist(w, getField(w, slot, O_X) >> 8, getField(w, slot, O_Y) >> 8, PUSH_BLOCK_FLOOR_RADIUS);
  if (d > LEDGE_DEPTH) {
    setField(w, slot, O_XSP, dir * PUSH_SLIDE_SPEED);
    setField(w, slot, O_ROUTINE, SLIDING);
  } else {
    setField(w, slot, O_Y, getField(w, slot, O_Y) + (d << 8));
  }
}

/** Player 1's collision and push (`w` is player 1's context); `xPx` the block's x before it. */
function resting(w: ObjectContext, slot: number, xPx: number): void {
  const s = w.s;
  const yPx = getField(w, slot, O_Y) >> 8;
  if (solidObject(w, slot, PUSH_BLOCK_HEIGHT, PUSH_BLOCK_HEIGHT + 1, xPx) !== SOLID_SIDE) return;
  const xd = solidHit.x;
  if (xd === 0) return;
  let dir: number;
  if (xd > 0) {
    // The player is on the left pushing right: must face right, no wall right of the block.
    if (s[P_STATUS] & ST_FACING_LEFT) return;
    if (objectWallRight(w, xPx, yPx, PUSH_BLOCK_WIDTH) < 0) return;
    dir = 1;
  } else {
    if ((s[P_STATUS] & ST_FACING_LEFT) === 0) return;
    if (objectWallLeft(w, xPx, yPx, PUSH_BLOCK_WIDTH) < 0) return;
    dir = -1;
  }
  setField(w, slot, O_X, getField(w, slot, O_X) + (dir << 8));
  s[P_X] += dir << 8;
  s[P_GSP] = dir * PUSH_GROUND_SPEED;
  s[P_XSP] = 0;
  afterPush(w, slot, dir);
}

export const pushableBlockType: ObjectType = {
  name: 'pushableBlock',
  spec: {
    doc:
      'The Marble Zone push block (33 x 33 px solid): pushing it from the side moves it and the player 1 px and gives the ' +
      'player ground speed 0x40, so it moves every 2-3 frames; pushed over a ledge it slides at 4 px/frame to the next ' +
      '16 px boundary and falls. Place it with its centre 16 px above the floor.',
    params: {},
  },
  fields: {
    O_ROUTINE: oneOf(RESTING, SLIDING, FALLING),
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_XSP, 0);
      setField(w, slot, O_YSP, 0);
      setField(w, slot, O_WRAD, PUSH_BLOCK_WIDTH);
      setField(w, slot, O_HRAD, PUSH_BLOCK_HEIGHT);
      setField(w, slot, O_ROUTINE, RESTING);
    },
    update(w, slot) {
      const routine = getField(w, slot, O_ROUTINE);
      const p2 = solidPartner(w);
      if (routine === RESTING) {
        const xPx = getField(w, slot, O_X) >> 8;
        resting(w, slot, xPx);
        if (p2 !== null) solidObject(p2, slot, PUSH_BLOCK_HEIGHT, PUSH_BLOCK_HEIGHT + 1, xPx);
        return;
      }
      if (p2 !== null && getField(w, slot, O_FLAGS) & p2.standBit) leaveObject(p2, slot);
      if (routine === SLIDING) {
        speedToPos(w, slot);
        const x = getField(w, slot, O_X);
        if (((x >> 8) & 0xc) !== 0) return;
        setField(w, slot, O_X, x & ~(0xf << 8));
        setField(w, slot, O_A, getField(w, slot, O_XSP));
        setField(w, slot, O_XSP, 0);
        setField(w, slot, O_ROUTINE, FALLING);
      } else {
        speedToPos(w, slot);
        setField(w, slot, O_YSP, getField(w, slot, O_YSP) + PUSH_BLOCK_GRAVITY);
        const d = objectFloorDist(w, getField(w, slot, O_X) >> 8, getField(w, slot, O_Y) >> 8, PUSH_BLOCK_FLOOR_RADIUS);
        if (d >= 0) return;
        setField(w, slot, O_Y, getField(w, slot, O_Y) + (d << 8));
        setField(w, slot, O_YSP, 0);
        setField(w, slot, O_ROUTINE, RESTING);
      }
    },
  },
};
