/**
 * A sloped solid object (SPG "Sloped Objects": the large Marble Zone platforms), width radius 64,
 * height radius 32, with one of the seed's two height arrays (76 values: 64 for the object and
 * 6 extra either side). Solid on all sides; the slope moves its top and its bottom alike. The
 * player stands at angle 0 and sinks 1 px on the first standing frame (the missing pixel).
 * See engine/objects/solid/slopedObject.ts. With a partner it collides player 2 next, on screen or
 * not (Sonic 2's SlopedSolid runs for the sidekick without SolidObject's on-screen test).
 */
import { getField, placeAt, setField } from '../objectContext.ts';
import { OF_FLIP_X, O_A, O_FLAGS, O_HRAD, O_WRAD, O_X } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { slopedSolidObject } from '../solid/slopedObject.ts';
import { platformPartner } from '../solid/partnerPass.ts';
import { fromDef } from '../objectInvariants.ts';
import type { LevelObject } from '../../level/types.ts';

/** Seed 002 "Height Array", first list: up a slope, flat top, down to a lower shelf. */
// prettier-ignore
export const SLOPE_RAMP: readonly number[] = [
  32, 32, 32, 32, 32, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
  56, 57, 58, 59, 60, 61, 62, 63, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 63, 62, 61,
  60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 48, 48, 48, 48, 48,
];
/** Seed 002 "Height Array", second list: a symmetric hump. */
// prettier-ignore
export const SLOPE_HUMP: readonly number[] = [
  32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
  48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37,
  36, 35, 34, 33, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32,
];
const SHAPES = [SLOPE_RAMP, SLOPE_HUMP];
const SHAPE_NAMES = ['ramp', 'hump'] as const;

function shapeIndex(def: LevelObject): number {
  return SHAPE_NAMES.indexOf(def.params.shape as (typeof SHAPE_NAMES)[number]);
}

export const slopedPlatformType: ObjectType = {
  name: 'slopedPlatform',
  spec: {
    doc:
      'A sloped solid object 129 x 65 px (width radius 64, height radius 32) whose top follows one of the SPG height arrays ' +
      '("ramp": the first list, "hump": the second); the array also moves its bottom. Angle stays 0 on it.',
    params: {
      shape: { kind: 'enum', values: SHAPE_NAMES, default: 'ramp', doc: 'Which of the seed\'s two height arrays.' },
      flipX: { kind: 'bool', default: false, doc: 'Mirror the array left to right.' },
    },
  },
  fields: {
    O_A: fromDef(shapeIndex, 'its shape'), // indexes the slope arrays
  },
  behaviour: {
    spawn(w, slot, def) {
      placeAt(w, slot, def!);
      setField(w, slot, O_WRAD, 64);
      setField(w, slot, O_HRAD, 32);
      setField(w, slot, O_A, shapeIndex(def!));
      if (def!.params.flipX === true) setField(w, slot, O_FLAGS, getField(w, slot, O_FLAGS) | OF_FLIP_X);
    },
    update(w, slot) {
      const heights = SHAPES[getField(w, slot, O_A)];
      const xPx = getField(w, slot, O_X) >> 8;
      slopedSolidObject(w, slot, heights, xPx);
      const p2 = platformPartner(w);
      if (p2 !== null) slopedSolidObject(p2, slot, heights, xPx);
    },
  },
};
