/**
 * Layer switcher (SPG section 6 "Layer Switchers"). Triggers when the player crosses its
 * threshold while within `radius` of it along the line (and grounded, for grounded-only ones);
 * the remembered side is updated every frame, so jumping over one, or passing it out of range,
 * does not switch. With a partner it switches player 2 too, with a side of its own, as Sonic 2's
 * plane switcher does (`Obj03_MainX`: MainCharacter, then Sidekick, each with its own flag,
 * planeswitch_p1_flag and the byte after it) and Sonic 3's (`Obj_PathSwap`: Player_1, then
 * Player_2); it runs after both players have moved.
 *
 * Fields: O_A = player 1's current side (0 left/top, 1 right/bottom), O_B = packed configuration,
 * O_C = player 2's current side (0 without a partner).
 */
import type { LevelObject } from '../../level/types.ts';
import { EV_LAYER_SWITCH } from '../../state/events.ts';
import { P_LAYER, P_PRIORITY, P_STATUS, P_X, P_Y, ST_AIR } from '../../state/layout.ts';
import { getField, placeAt, setField, type ObjectContext } from '../objectContext.ts';
import { O_A, O_B, O_C, O_X, O_Y } from '../objectFields.ts';
import type { ObjectType } from '../objectType.ts';
import { flag } from '../../state/invariants.ts';
import { fromDef } from '../objectInvariants.ts';

const HORIZONTAL = 1 << 0;
const LAYER1_B = 1 << 1;
const LAYER2_B = 1 << 2;
const PRIORITY1_H = 1 << 3;
const PRIORITY2_H = 1 << 4;
const GROUNDED_ONLY = 1 << 5;
const PRIORITY_ONLY = 1 << 6;
const RADIUS_SHIFT = 8;

function pack(def: LevelObject): number {
  const p = def.params;
  return (
    (p.orientation === 'horizontal' ? HORIZONTAL : 0) |
    (p.layer1 === 'B' ? LAYER1_B : 0) |
    (p.layer2 === 'B' ? LAYER2_B : 0) |
    (p.priority1 === 'H' ? PRIORITY1_H : 0) |
    (p.priority2 === 'H' ? PRIORITY2_H : 0) |
    (p.groundedOnly === true ? GROUNDED_ONLY : 0) |
    (p.priorityOnly === true ? PRIORITY_ONLY : 0) |
    (Number(p.radius) << RADIUS_SHIFT)
  );
}

/** The side of the line player words `s` are on. */
function sideOf(w: ObjectContext, slot: number, config: number, s: Int32Array): number {
  return config & HORIZONTAL
    ? (s[P_Y] >> 8) >= getField(w, slot, O_Y) >> 8 ? 1 : 0
    : (s[P_X] >> 8) >= getField(w, slot, O_X) >> 8 ? 1 : 0;
}

/**
 * One player (words `s`, its last side in field `sideField`): switches its layer and priority
 * when it crossed the line this frame within the radius; returns whether it did.
 */
function crossing(w: ObjectContext, slot: number, config: number, s: Int32Array, sideField: number): boolean {
  const side = sideOf(w, slot, config, s);
  // Most frames the player is on the side it was on: nothing to switch, nothing to write. (The
  // test comes first because this runs for every switcher and player each frame.)
  if (side === getField(w, slot, sideField)) return false;
  setField(w, slot, sideField, side);
  const radius = config >> RADIUS_SHIFT;
  const along = config & HORIZONTAL ? (s[P_X] >> 8) - (getField(w, slot, O_X) >> 8) : (s[P_Y] >> 8) - (getField(w, slot, O_Y) >> 8);
  if (along < -radius || along > radius || (config & GROUNDED_ONLY && s[P_STATUS] & ST_AIR)) return false;
  if (!(config & PRIORITY_ONLY)) s[P_LAYER] = side === 1 ? (config & LAYER2_B ? 1 : 0) : config & LAYER1_B ? 1 : 0;
  s[P_PRIORITY] = side === 1 ? (config & PRIORITY2_H ? 1 : 0) : config & PRIORITY1_H ? 1 : 0;
  return true;
}

export const layerSwitcherType: ObjectType = {
  name: 'layerSwitcher',
  spec: {
    doc:
      'Switches the collision layer and/or visual priority when the player crosses its threshold ' +
      'line through (x, y) within `radius` px along it (SPG section 6 "Layer Switchers").',
    params: {
      orientation: {
        kind: 'enum',
        values: ['vertical', 'horizontal'],
        default: 'vertical',
        doc: 'vertical: the threshold is the line x = switcher x (left/right sides); horizontal: y = switcher y (top/bottom sides).',
      },
      radius: {
        kind: 'int',
        min: 32,
        max: 256,
        oneOf: [32, 64, 128, 256],
        default: 64,
        doc: 'Half-length of the threshold in px: the player must be within ±radius of the switcher along it.',
      },
      layer1: { kind: 'enum', values: ['A', 'B'], default: 'A', doc: 'Layer set when crossing to the left (vertical) or top (horizontal) side.' },
      layer2: { kind: 'enum', values: ['A', 'B'], default: 'B', doc: 'Layer set when crossing to the right (vertical) or bottom (horizontal) side.' },
      priority1: { kind: 'enum', values: ['L', 'H'], default: 'L', doc: 'Visual priority set when crossing to the left/top side.' },
      priority2: { kind: 'enum', values: ['L', 'H'], default: 'H', doc: 'Visual priority set when crossing to the right/bottom side.' },
      groundedOnly: { kind: 'bool', default: false, doc: 'Only switches while the player is on the ground (used at the top of loops).' },
      priorityOnly: { kind: 'bool', default: false, doc: 'Only sets the visual priority, never the collision layer.' },
    },
  },
  fields: {
    O_A: flag, // the side of the line player 1 was on
    O_C: flag, // the side player 2 was on (0 without a partner)
    O_B: fromDef(pack, 'its packed parameters'),
  },
  behaviour: {
    alwaysLoaded: true,
    spawn(w, slot, def) {
      const config = pack(def!);
      placeAt(w, slot, def!);
      setField(w, slot, O_B, config);
      setField(w, slot, O_A, sideOf(w, slot, config, w.s));
      const p2 = w.player2;
      setField(w, slot, O_C, p2 === null ? 0 : sideOf(w, slot, config, p2));
    },
    update(w, slot) {
      const config = getField(w, slot, O_B);
      if (crossing(w, slot, config, w.s, O_A)) w.events |= EV_LAYER_SWITCH;
      const p2 = w.partnerSlot;
      if (p2 !== null && crossing(w, slot, config, p2.s, O_C)) p2.events |= EV_LAYER_SWITCH;
    },
  },
};
