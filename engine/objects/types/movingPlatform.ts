/**
 * A moving jump-through platform (Sonic 1 Obj18 subtypes 1-3 and the circling platforms):
 * offset = SINE[angle] * amplitude >> 8 px from its spawn position, with
 * angle = (frame mod period) * 256 / period (integer division), driven by the global frame
 * counter like the original's oscillators, so platforms keep their phase when reloaded.
 * Horizontal: x = x0 + offset; vertical: y = y0 + offset; circular: x uses the cosine, y the sine.
 * A standing player is carried by the pixel delta (MvSonicOnPtfm) with the platformThrough*
 * quirks (engine/objects/solid/carry.ts).
 *
 * Fields: O_A = spawn x px, O_B = spawn y px, O_C = packed motion (kind | amplitude << 2 | period << 12).
 */
import { SINE } from '../../fixed/trig.ts';
import { P_FRAME } from '../../state/layout.ts';
import { getField, placeBox, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_C, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { platformFrame } from './platform.ts';
import { fromDef } from '../objectInvariants.ts';
import type { LevelObject } from '../../level/types.ts';

const MOTIONS = ['horizontal', 'vertical', 'circular'] as const;

/** The platform's angle at `frame`: (frame mod period) * 256 / period, a byte. */
export function motionAngle(frame: number, period: number): number {
  return Math.trunc(((frame % period) << 8) / period) & 0xff;
}

function move(w: ObjectContext, slot: number): void {
  const packed = getField(w, slot, O_C);
  const kind = packed & 3;
  const amplitude = (packed >> 2) & 0x3ff;
  const period = packed >> 12;
  // The state's frame counter counts frames already stepped: this frame is number P_FRAME.
  const a = motionAngle(w.state[P_FRAME], period);
  const sin = (SINE[a] * amplitude) >> 8;
  const cos = (SINE[a + 0x40] * amplitude) >> 8;
  const x0 = getField(w, slot, O_A);
  const y0 = getField(w, slot, O_B);
  if (kind === 0) setField(w, slot, O_X, (x0 + sin) << 8);
  else if (kind === 1) setField(w, slot, O_Y, (y0 + sin) << 8);
  else {
    setField(w, slot, O_X, (x0 + cos) << 8);
    setField(w, slot, O_Y, (y0 + sin) << 8);
  }
}

/** O_C: the motion (bits 0-1), amplitude (bits 2-11) and period (from bit 12). */
function packMotion(def: LevelObject): number {
  const p = def.params;
  return MOTIONS.indexOf(p.motion as (typeof MOTIONS)[number]) | (Number(p.amplitude) << 2) | (Number(p.period) << 12);
}

export const movingPlatformType: ObjectType = {
  name: 'movingPlatform',
  spec: {
    doc:
      'A jump-through platform moving on a sine: horizontal, vertical or circular, offset = SINE[angle] * amplitude >> 8 px ' +
      'from its position, angle = (frame mod period) * 256 / period. Carries a standing player by its pixel delta with no ' +
      'terrain checks (quirks platformThroughWalls / Floors / Ceilings).',
    params: {
      width: { kind: 'int', min: 1, max: 128, default: 32, doc: 'Width radius in px.' },
      height: { kind: 'int', min: 1, max: 64, default: 8, doc: 'Height radius in px (surface at y - height).' },
      motion: { kind: 'enum', values: MOTIONS, default: 'horizontal', doc: 'horizontal: x moves; vertical: y moves; circular: both (x cosine, y sine).' },
      amplitude: { kind: 'int', min: 0, max: 512, default: 64, doc: 'Largest offset from the placed position, px.' },
      period: { kind: 'int', min: 16, max: 1024, default: 256, doc: 'Frames per full cycle.' },
    },
  },
  fields: {
    O_WRAD: fromDef((d) => Number(d.params.width), 'its width parameter'),
    O_HRAD: fromDef((d) => Number(d.params.height), 'its height parameter'),
    O_A: fromDef((d) => d.x, 'its placed x'),
    O_B: fromDef((d) => d.y, 'its placed y'),
    O_C: fromDef(packMotion, 'its packed motion, amplitude and period'), // the period divides
  },
  behaviour: {
    spawn(w, slot, def) {
      placeBox(w, slot, def!);
      setField(w, slot, O_A, def!.x);
      setField(w, slot, O_B, def!.y);
      setField(w, slot, O_C, packMotion(def!));
      move(w, slot);
    },
    update(w, slot) {
      platformFrame(w, slot, move);
    },
  },
};
