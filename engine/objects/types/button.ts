/**
 * A button (Sonic 1 Obj32 `But_Pressed`; seed 003 section 13 "Buttons"): a small solid object,
 * width radius 16, collision and stand height 5, placed 3 px lower than its level y (But_Main's
 * `addq.w #3,obY`). It is pressed while the player stands on it; the pressed state is data for
 * whatever the level wires to it: O_A = 1 while pressed, 0 otherwise, and O_B counts the frames
 * it has been pressed in a row. (Sonic 1 also lets a Marble Zone push block press it; not here.)
 *
 * The partner (Sonic 2 Obj47_Main): SolidObject collides both players (the sidekick only when on
 * screen: solidPartner), then the button is pressed while either stands on it (`andi.b
 * #standing_mask`: p1_standing or p2_standing), so the partner alone presses it too. The mask
 * takes the partner's flag even on a frame its pass was skipped, as the original's does.
 *
 * Units: whole pixels.
 */
import { getField, setField } from '../objectContext.ts';
import { O_A, O_B, O_FLAGS, O_HRAD, O_WRAD, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { solidPartner } from '../solid/partnerPass.ts';
import { solidObject } from '../solid/solidObject.ts';
import { count, flag } from '../../state/invariants.ts';

export const BUTTON_WIDTH = 16;
export const BUTTON_HEIGHT = 5;
/** But_Main lowers the button by 3 px from its placed y. */
export const BUTTON_DROP = 3;

export const buttonType: ObjectType = {
  name: 'button',
  spec: {
    doc:
      'A button: solid, 33 px wide, collision height 5 (its centre sits 3 px below the placed y). Pressed while the player ' +
      'stands on it (slot field A = 1, B = frames pressed in a row).',
    params: {},
  },
  fields: {
    O_A: flag, // pressed
    O_B: count, // frames pressed in a row
  },
  behaviour: {
    spawn(w, slot, def) {
      setField(w, slot, O_X, def!.x << 8);
      setField(w, slot, O_Y, (def!.y + BUTTON_DROP) << 8);
      setField(w, slot, O_WRAD, BUTTON_WIDTH);
      setField(w, slot, O_HRAD, BUTTON_HEIGHT);
      setField(w, slot, O_A, 0);
      setField(w, slot, O_B, 0);
    },
    update(w, slot) {
      const xPx = getField(w, slot, O_X) >> 8;
      solidObject(w, slot, BUTTON_HEIGHT, BUTTON_HEIGHT, xPx);
      const p2 = solidPartner(w);
      if (p2 !== null) solidObject(p2, slot, BUTTON_HEIGHT, BUTTON_HEIGHT, xPx);
      // standing_mask: either player's flag (the partner's from its context, which exists even when its pass was skipped).
      const partner = w.partnerSlot;
      const mask = partner === null ? w.standBit : w.standBit | partner.standBit;
      const pressed = (getField(w, slot, O_FLAGS) & mask) !== 0;
      setField(w, slot, O_A, pressed ? 1 : 0);
      setField(w, slot, O_B, pressed ? getField(w, slot, O_B) + 1 : 0);
    },
  },
};

/** Whether the button in `slot` is pressed this frame. */
export function buttonPressed(w: Parameters<typeof getField>[0], slot: number): boolean {
  return getField(w, slot, O_A) === 1;
}
