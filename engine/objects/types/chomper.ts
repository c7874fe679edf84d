/**
 * Chomper (Sonic 1 object 2B "Chopper", the jumping fish; SPG section 14 "Chompers"). Enemy touch
 * box 0x09 (12 x 16). Leaps from its placed y at -7 px/frame (-0x700) with gravity 0x18; each
 * frame position += speed, then ysp += 0x18; when its y pixel passes below the placed one it is
 * put back on it (subpixel kept) and leaps again.
 *
 * Fields: O_A the placed y pixel.
 */
import { at, getField, setField } from '../objectContext.ts';
import { spawnBadnik } from '../badnik.ts';
import { speedToPos } from '../objectMotion.ts';
import { O_A, O_Y, O_YSP } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { fromDef } from '../objectInvariants.ts';

export const CHOMPER_HITBOX = 0x09;
export const CHOMPER_LEAP = -0x700;
export const CHOMPER_GRAVITY = 0x18;

export const chomperType: ObjectType = {
  name: 'chomper',
  spec: {
    doc: 'Chomper (Chopper) badnik: leaps from where it is placed at -7 px/frame with gravity 0x18 and leaps again on returning (SPG section 14 "Chompers"). Touch box 12 x 16.',
    params: {},
  },
  fields: {
    O_A: fromDef((d) => d.y, 'its placed y'),
  },
  behaviour: {
    spawn(w, slot, def) {
      spawnBadnik(w, slot, { ...def!, params: { facing: 'left' } });
      setField(w, slot, O_YSP, CHOMPER_LEAP);
      setField(w, slot, O_A, def!.y);
    },
    update(w, slot) {
      const g = w.state;
      speedToPos(w, slot);
      w.state[at(w, slot, O_YSP)] += CHOMPER_GRAVITY;
      const origin = getField(w, slot, O_A);
      const yAt = at(w, slot, O_Y);
      if ((origin & 0xffff) < ((g[yAt] >> 8) & 0xffff)) {
        g[yAt] = (origin << 8) | (g[yAt] & 0xff);
        setField(w, slot, O_YSP, CHOMPER_LEAP);
      }
    },
    hitbox: () => CHOMPER_HITBOX,
  },
};
