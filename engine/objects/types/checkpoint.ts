/**
 * Checkpoint (Sonic 1 object 79, lamppost; SPG sections 9 "Trigger Areas" and 13 "Checkpoints").
 * Not a touch box but a trigger area, checked in its own update: the player's pixel position
 * relative to the post must satisfy 0 <= x - post x + 8 < 16 and 0 <= y - post y + 0x40 < 0x68
 * (unsigned 16-bit compares). A post whose number is not above the last one touched is already
 * spent (red) and does nothing. Touching a new one records its number and position in the state
 * (W_LAST_CHECKPOINT, W_CHECKPOINT_X/Y) and reports `checkpoint`; restarting from it is the
 * host's business.
 *
 * Fields: O_ROUTINE 0 = waiting, 1 = spent; O_A its number.
 */
import { EV_CHECKPOINT } from '../../state/events.ts';
import { P_X, P_Y, W_CHECKPOINT_X, W_CHECKPOINT_Y, W_LAST_CHECKPOINT } from '../../state/layout.ts';
import { getField, placeAt, setField } from '../objectContext.ts';
import { O_A, O_ROUTINE, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { flag } from '../../state/invariants.ts';
import { fromDef } from '../objectInvariants.ts';

export const checkpointType: ObjectType = {
  name: 'checkpoint',
  spec: {
    doc:
      'A checkpoint (lamppost): the player passing within its trigger area (x - 8 .. x + 7, y - 64 .. y + 39 px) ' +
      'records it as the restart point, if its number is higher than the last one touched (SPG section 13 "Checkpoints").',
    params: {
      number: { kind: 'int', min: 1, max: 127, default: 1, doc: 'Order of this checkpoint in the level: only a higher number than the last one touched activates.' },
    },
  },
  fields: {
    O_A: fromDef((d) => Number(d.params.number), 'its number parameter'),
    O_ROUTINE: flag, // 1 = passed
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      const number = Number(def!.params.number);
      setField(w, slot, O_A, number);
      setField(w, slot, O_ROUTINE, (w.state[W_LAST_CHECKPOINT] & 0x7f) >= number ? 1 : 0);
    },
    update(w, slot) {
      if (getField(w, slot, O_ROUTINE) !== 0) return;
      const s = w.s;
      const number = getField(w, slot, O_A);
      if ((w.state[W_LAST_CHECKPOINT] & 0x7f) >= number) {
        setField(w, slot, O_ROUTINE, 1);
        return;
      }
      const ox = getField(w, slot, O_X) >> 8;
      const oy = getField(w, slot, O_Y) >> 8;
      if ((((s[P_X] >> 8) - ox + 8) & 0xffff) >= 0x10) return;
      if ((((s[P_Y] >> 8) - oy + 0x40) & 0xffff) >= 0x68) return;
      setField(w, slot, O_ROUTINE, 1);
      w.state[W_LAST_CHECKPOINT] = number;
      w.state[W_CHECKPOINT_X] = ox;
      w.state[W_CHECKPOINT_Y] = oy;
      w.events |= EV_CHECKPOINT;
    },
  },
};
