/**
 * Air bubbles and their maker (Sonic 1 object 64 `Bubble`: `Bub_Animate`, `Bub_ChkWater`,
 * `Bub_ChkSonic`, `Bub_BblMaker`; Sonic 2 object 24; Sonic 3 `Obj_Bubbler`). Only the big bubble
 * matters to the player: breathing it resets the air (engine/player/drowning.ts `breatheBubble`).
 *
 * The bubble (`airBubble`, spawned by a maker or placed): rises at -0x88 subpixels/frame. Its
 * "full size" script ($E, 2, 3, 4, 5, 6, end: each frame shown 15 calls) shows mapping frame 6 on
 * its 61st update, and from then on it can be breathed (`bub_inhalable`). Each update:
 * - at or above the water surface (W_WATER_Y >= its y, unsigned): it bursts (gone, not breathable);
 * - x = spawn x + the wobble table (`Drown_WobbleData` = `Obj0A_WobbleData`) at its angle & 0x7F,
 *   angle + 1; the original starts the angle at random, here at 0;
 * - breathable: a player that takes touches (not drowned, not a partner flying in) with bubble x - 16 < player x <= bubble x + 16 and
 *   bubble y < player y <= bubble y + 16 (unsigned 16-bit compares) breathes it and it bursts;
 * - otherwise position += speed, and it is deleted once off screen (`tst.b obRender; bpl`).
 *
 * The maker (`bubbleMaker`): the original picks its timing and bubble sizes with RandomNumber;
 * here, while it is underwater (W_WATER_Y < its y, unsigned) and was on screen, its timer counts
 * down and at -1 it releases one big bubble at its own position and reloads `period` - 1, so a
 * big bubble comes every `period` frames (the first after `phase` + 1). The small bubbles the
 * original releases in between are decoration and are not modelled.
 *
 * Fields (bubble): O_A spawn x (px), O_B angle, O_TIMER updates so far (capped at 60).
 * Fields (maker): O_TIMER the countdown.
 */
import { breatheBubble } from '../../player/drowning.ts';
import { P_STATUS, P_X, P_Y, ST_NO_TOUCH, W_WATER, W_WATER_Y } from '../../state/layout.ts';
import { OBJECT_TYPE_INDEX } from '../catalogue.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { onScreen, speedToPos } from '../objectMotion.ts';
import { O_A, O_B, O_TIMER, O_X, O_Y, O_YSP } from '../objectFields.ts';
import { destroyObject, spawnDynamic, unloadObject } from '../objectRuntime.ts';
import type { ObjectType } from '../objectType.ts';

/** The bubble's rising speed (`move.w #-$88,obVelY(a0)`). */
export const BUBBLE_RISE = -0x88;
/** Updates before the big bubble is full size and breathable (frames 2..5, 15 calls each). */
export const BUBBLE_GROW_UPDATES = 60;
/** Half-width of the breathing box, and its height below the bubble's centre (px). */
export const BUBBLE_REACH_X = 16;
export const BUBBLE_REACH_Y = 16;
/** The sprite's half-width for the on-screen test (obActWid $10). */
const BUBBLE_WIDTH = 16;

/** Drown_WobbleData (Sonic 1 REV01 = Sonic 2 Obj0A_WobbleData), the 128 entries read. */
export const WOBBLE: readonly number[] = [
  0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0,
  0, -1, -1, -1, -1, -1, -2, -2, -2, -2, -2, -3, -3, -3, -3, -3, -3, -3, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4,
  -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -4, -3, -3, -3, -3, -3, -3, -3, -2, -2, -2, -2, -2, -1, -1, -1, -1, -1,
];

/** Whether the water surface is below `yPx` (the object is underwater), as `cmp.w obY(a0),d0; blo`. */
function underwater(w: ObjectContext, yPx: number): boolean {
  return w.state[W_WATER] !== 0 && (w.state[W_WATER_Y] & 0xffff) < (yPx & 0xffff);
}

/** Bub_ChkSonic for one player: its centre inside the bubble's breathing box. */
export function inBubbleReach(s: Int32Array, bx: number, by: number): boolean {
  if (s[P_STATUS] & ST_NO_TOUCH) return false;
  const px = (s[P_X] >> 8) & 0xffff;
  const py = (s[P_Y] >> 8) & 0xffff;
  return ((bx - BUBBLE_REACH_X) & 0xffff) < px && px <= ((bx + BUBBLE_REACH_X) & 0xffff) && (by & 0xffff) < py && py <= ((by + BUBBLE_REACH_Y) & 0xffff);
}

function startBubble(w: ObjectContext, slot: number, xPx: number): void {
  setField(w, slot, O_A, xPx);
  setField(w, slot, O_B, 0);
  setField(w, slot, O_TIMER, 0);
  setField(w, slot, O_YSP, BUBBLE_RISE);
}

export const airBubbleType: ObjectType = {
  name: 'airBubble',
  spec: {
    doc:
      'A big air bubble (Sonic 1 object 64, Sonic 2 object 24): rises at -0x88 with a wobble, breathable after 60 frames; ' +
      'breathing it resets the air to 30 and stops the player for 35 frames of control lock. Makers release them; one can also be placed.',
    params: {},
  },
  dynamic: true, // bubble makers release them into dynamic slots
  behaviour: {
    spawn(w, slot, def) {
      if (def !== null) placeAt(w, slot, def);
      startBubble(w, slot, getField(w, slot, O_X) >> 8);
    },
    update(w, slot) {
      const updates = getField(w, slot, O_TIMER) + 1;
      if (updates <= BUBBLE_GROW_UPDATES) setField(w, slot, O_TIMER, updates);
      const by = getField(w, slot, O_Y) >> 8;
      if (!underwater(w, by)) {
        destroyObject(w, slot);
        return;
      }
      const angle = getField(w, slot, O_B);
      setField(w, slot, O_B, (angle + 1) & 0xff);
      const bx = getField(w, slot, O_A) + WOBBLE[angle & 0x7f];
      setField(w, slot, O_X, (bx << 8) | (getField(w, slot, O_X) & 0xff));
      if (updates > BUBBLE_GROW_UPDATES && inBubbleReach(w.s, bx, by)) {
        breatheBubble(w);
        destroyObject(w, slot);
        return;
      }
      // The first update keeps the placed render flag; afterwards BuildSprites' flag decides.
      if (updates > 1 && !onScreen(w, slot, BUBBLE_WIDTH)) {
        unloadObject(w, slot);
        return;
      }
      speedToPos(w, slot);
    },
  },
};

export const bubbleMakerType: ObjectType = {
  name: 'bubbleMaker',
  spec: {
    doc:
      'Releases a big breathable air bubble every `period` frames while underwater and on screen (Sonic 1 object 64 subtype $8x, ' +
      'whose random timing is replaced by a fixed period).',
    params: {
      period: { kind: 'int', min: 1, max: 4096, default: 180, doc: 'Frames between big bubbles.' },
      phase: { kind: 'int', min: 0, max: 4095, default: 0, doc: 'Frames before the first bubble, less one.' },
    },
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_TIMER, Number(def!.params.phase));
    },
    update(w, slot) {
      const x = getField(w, slot, O_X);
      const y = getField(w, slot, O_Y);
      if (!underwater(w, y >> 8) || !onScreen(w, slot, BUBBLE_WIDTH)) return;
      const t = getField(w, slot, O_TIMER) - 1;
      if (t >= 0) {
        setField(w, slot, O_TIMER, t);
        return;
      }
      setField(w, slot, O_TIMER, Number(w.objectDefs[slot]!.params.period) - 1);
      spawnDynamic(w, OBJECT_TYPE_INDEX.airBubble, x, y);
    },
  },
};
