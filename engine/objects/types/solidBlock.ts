/**
 * A generic solid box (SPG "Solid Objects"; the shape of Sonic 1's GHZ rock or MZ block): solid
 * on every side, stands the player at y - height - 1 - player height radius.
 * Collision height = `height`, stand height = `height` + 1 (the originals' correction of the
 * missing pixel, engine/objects/solid/carry.ts). With a partner it collides player 2 next
 * (engine/objects/solid/partnerPass.ts).
 */
import { placeBox } from '../objectContext.ts';
import { O_HRAD, O_X } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { solidObject } from '../solid/solidObject.ts';
import { solidPartner } from '../solid/partnerPass.ts';
import { fromDef } from '../objectInvariants.ts';

export const solidBlockType: ObjectType = {
  name: 'solidBlock',
  spec: {
    doc: 'A solid box: pushes the player out of its sides and bottom, can be stood on; crushes a grounded player it lands on from above (SPG "Solid Objects").',
    params: {
      width: { kind: 'int', min: 1, max: 128, default: 16, doc: 'Width radius in px (the box spans 2 * width + 1 pixels).' },
      height: { kind: 'int', min: 1, max: 128, default: 16, doc: 'Height radius in px.' },
    },
  },
  fields: {
    O_WRAD: fromDef((d) => Number(d.params.width), 'its width parameter'),
    O_HRAD: fromDef((d) => Number(d.params.height), 'its height parameter'),
  },
  behaviour: {
    spawn(w, slot, def) {
      placeBox(w, slot, def!);
    },
    update(w, slot) {
      const h = w.state[w.objectBase + O_HRAD * w.slotCount + slot];
      const xPx = w.state[w.objectBase + O_X * w.slotCount + slot] >> 8;
      solidObject(w, slot, h, h + 1, xPx);
      const p2 = solidPartner(w);
      if (p2 !== null) solidObject(p2, slot, h, h + 1, xPx);
    },
  },
};
