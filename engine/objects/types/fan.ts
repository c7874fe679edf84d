/**
 * The Star Light Zone fan (Sonic 1 Obj5D `Fan_Delay`; SPG section 13 "Fans"). It never touches
 * the player's speeds: it adds a whole-pixel shift to the player's x each frame (subpixels kept),
 * so the player can run and jump at full speed against it.
 *
 * Range (16-bit words, px): with d = fan x - player x (a fan blowing left) or player x - fan x
 * (blowing right), -0x50 <= d < 0xA0, and fan y - 0x60 <= player y < fan y + 0x10.
 * Shift: k = d + 0x60 in front of the fan (d >= 0), k = 2 * (-d - 1) + 0x60 behind it; the
 * original then negates k for a left fan, negates only its low byte, and shifts right by 4:
 * a shift of (k - 0x100) >> 4 px for a left fan (-10 at the fan, -1 at the far end), and
 * (0x100 - k) >> 4 for a right one. `pull` (subtype bit 0) negates the result.
 * Unless `alwaysOn` (subtype bit 1), the fan cycles: off for the first 121 frames, then on for 181
 * and off for 121 (fan_time reloads with 180 / 120 and counts down through 0).
 *
 * Fields: O_TIMER = fan_time, O_A = 1 while off (fan_switch), O_B = config bits (1 right,
 * 2 pull, 4 always on).
 *
 * The partner is not blown: Obj5D is a Sonic 1 object, which has no sidekick (it reads v_player only).
 */
import { P_X, P_Y } from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_TIMER, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { flag, int } from '../../state/invariants.ts';
import { fromDef } from '../objectInvariants.ts';
import type { LevelObject } from '../../level/types.ts';

export const FAN_ON_FRAMES = 180;
export const FAN_OFF_FRAMES = 120;
const RIGHT = 1;
const PULL = 2;
const ALWAYS_ON = 4;

/** Fan_Delay's shift (px) for a player at (px, py) from a fan at (fx, fy); 0 out of range. */
export function fanShift(config: number, fx: number, fy: number, px: number, py: number): number {
  let d = (px - fx) & 0xffff;
  if ((config & RIGHT) === 0) d = -d & 0xffff;
  d = (d + 0x50) & 0xffff;
  if (d >= 0xf0) return 0;
  const a = (py + 0x60) & 0xffff;
  const b = fy & 0xffff;
  if (a < b) return 0; // borrow: the player is more than 0x60 px above the fan
  if (a - b >= 0x70) return 0;
  let k = d - 0x50;
  if (k < 0) k = (~k & 0xffff) * 2;
  k = (k + 0x60) & 0xffff;
  if ((config & RIGHT) === 0) k = -k & 0xffff;
  k = (k & 0xff00) | (-k & 0xff); // neg.b
  let shift = ((k << 16) >> 16) >> 4; // asr.w #4
  if (config & PULL) shift = -shift;
  return shift;
}

function fanConfig(def: LevelObject): number {
  const p = def.params;
  return (p.dir === 'right' ? RIGHT : 0) | (p.pull === true ? PULL : 0) | (p.alwaysOn === true ? ALWAYS_ON : 0);
}

export const fanType: ObjectType = {
  name: 'fan',
  spec: {
    doc:
      'The Star Light fan (Sonic 1): shifts the player\'s x (not its speed) away from the fan by up to 10 px a frame, within ' +
      '160 px in front and 80 px behind, from 96 px above to 16 px below its y. Cycles off 2 s / on 3 s unless alwaysOn.',
    params: {
      dir: { kind: 'enum', values: ['left', 'right'], default: 'left', doc: 'The way it blows (left: the unflipped fan).' },
      pull: { kind: 'bool', default: false, doc: 'Subtype bit 0: the shift is reversed.' },
      alwaysOn: { kind: 'bool', default: true, doc: 'Subtype bit 1: never switches off.' },
    },
  },
  fields: {
    O_A: flag, // 1 = off
    O_B: fromDef(fanConfig, 'its packed parameters'),
    O_TIMER: int(0, FAN_ON_FRAMES),
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_B, fanConfig(def!));
      setField(w, slot, O_TIMER, 0);
      setField(w, slot, O_A, 0);
    },
    update(w, slot) {
      const config = getField(w, slot, O_B);
      if ((config & ALWAYS_ON) === 0) {
        const t = getField(w, slot, O_TIMER) - 1;
        setField(w, slot, O_TIMER, t);
        if (t < 0) {
          const off = getField(w, slot, O_A) ^ 1;
          setField(w, slot, O_A, off);
          setField(w, slot, O_TIMER, off ? FAN_OFF_FRAMES : FAN_ON_FRAMES);
        }
      }
      if (getField(w, slot, O_A) !== 0) return;
      blow(w, slot, config);
    },
  },
};

function blow(w: ObjectContext, slot: number, config: number): void {
  const s = w.s;
  const shift = fanShift(config, getField(w, slot, O_X) >> 8, getField(w, slot, O_Y) >> 8, s[P_X] >> 8, s[P_Y] >> 8);
  s[P_X] += shift << 8;
}
