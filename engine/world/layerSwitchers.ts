/**
 * Layer switchers (SPG section 6 "Layer Switchers"), run after the player like any object.
 * A switcher triggers when the player crosses its threshold while within its radius along it
 * (and grounded, for grounded-only switchers); its remembered side is updated every frame,
 * so jumping over one, or passing it out of range, does not switch.
 */
import type { LevelObject } from '../level/types.ts';
import { EV_LAYER_SWITCH } from './events.ts';
import { P_LAYER, P_PRIORITY, P_STATUS, P_X, P_Y, ST_AIR } from './layout.ts';
import { O_STATE } from './objectLayout.ts';

export interface LayerSwitcher {
  readonly slot: number;
  readonly x: number;
  readonly y: number;
  readonly vertical: boolean;
  readonly radius: number;
  readonly layer1: number;
  readonly layer2: number;
  readonly priority1: number;
  readonly priority2: number;
  readonly groundedOnly: boolean;
  readonly priorityOnly: boolean;
}

export function toLayerSwitcher(o: LevelObject, slot: number): LayerSwitcher {
  const p = o.params;
  return {
    slot,
    x: o.x,
    y: o.y,
    vertical: p.orientation !== 'horizontal',
    radius: Number(p.radius ?? 64),
    layer1: p.layer1 === 'B' ? 1 : 0,
    layer2: p.layer2 === 'A' ? 0 : 1,
    priority1: p.priority1 === 'H' ? 1 : 0,
    priority2: p.priority2 === 'L' ? 0 : 1,
    groundedOnly: p.groundedOnly === true,
    priorityOnly: p.priorityOnly === true,
  };
}

/** Which side of the threshold the player's pixel position is on: 1 = right / below. */
export function sideOf(sw: LayerSwitcher, s: Int32Array): number {
  return sw.vertical ? ((s[P_X] >> 8) >= sw.x ? 1 : 0) : ((s[P_Y] >> 8) >= sw.y ? 1 : 0);
}

/** Returns the event bits. `stateBase`/`slotCount` locate the object fields in `s`. */
export function runLayerSwitcher(sw: LayerSwitcher, s: Int32Array, stateBase: number, slotCount: number): number {
  const at = stateBase + O_STATE * slotCount + sw.slot;
  const side = sideOf(sw, s);
  const current = s[at];
  let events = 0;
  const along = sw.vertical ? (s[P_Y] >> 8) - sw.y : (s[P_X] >> 8) - sw.x;
  const inRange = along >= -sw.radius && along <= sw.radius;
  if (side !== current && inRange && !(sw.groundedOnly && s[P_STATUS] & ST_AIR)) {
    if (!sw.priorityOnly) s[P_LAYER] = side === 1 ? sw.layer2 : sw.layer1;
    s[P_PRIORITY] = side === 1 ? sw.priority2 : sw.priority1;
    events = EV_LAYER_SWITCH;
  }
  s[at] = side;
  return events;
}
