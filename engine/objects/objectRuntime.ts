/**
 * The object list: runs loaded objects in slot order after the player, deletes the ones the
 * camera left behind, loads the ones it reached, and hands out dynamic slots.
 *
 * Deleting an object the player stands on does not clear the player's standing-on-object flag:
 * the false object-standing bug (seed 002 "False Object Standing Flag", seed 004 "Slope Glitch").
 * With `--fix falseStandingFlag` the deletion clears it and the player falls.
 */
import { EV_OBJECT_DESPAWN } from '../state/events.ts';
import { C_X, P_ON_OBJECT, P_STATUS, ST_AIR, ST_ON_OBJECT, W_DYNAMIC_HIGH } from '../state/layout.ts';
import { OBJECT_TYPE_LIST, TYPE_ALWAYS_LOADED, TYPE_UPDATE } from './catalogue.ts';
import { type ObjectContext } from './objectContext.ts';
import { OBJECT_FIELDS, OF_DESTROYED, OF_DYNAMIC, OF_EITHER_STANDING, OF_LOADED, O_FLAGS, O_TYPE, O_X, O_Y } from './objectFields.ts';
import { inObjectRange } from './objectRange.ts';

export function runObjects(w: ObjectContext): void {
  const g = w.state;
  const n = w.slotCount;
  const flagsAt = w.objectBase + O_FLAGS * n;
  const typeAt = w.objectBase + O_TYPE * n;
  const xAt = w.objectBase + O_X * n;
  const end = slotsInUse(w);
  for (let slot = 0; slot < end; slot++) {
    if ((g[flagsAt + slot] & OF_LOADED) === 0) continue;
    const type = g[typeAt + slot];
    TYPE_UPDATE[type](w, slot);
    if ((g[flagsAt + slot] & OF_LOADED) === 0 || TYPE_ALWAYS_LOADED[type] !== 0) continue;
    if (!inObjectRange(g[xAt + slot] >> 8, g[C_X])) unloadObject(w, slot);
  }
}

/**
 * Removes an object from the list (out of range, or deleted by its own behaviour). A partner
 * standing on it is left standing just as player 1 is (the same bug, the same fix).
 */
export function unloadObject(w: ObjectContext, slot: number): void {
  const g = w.state;
  const flagsAt = w.objectBase + O_FLAGS * w.slotCount + slot;
  g[flagsAt] &= ~(OF_LOADED | OF_EITHER_STANDING);
  if (g[flagsAt] & OF_DYNAMIC) {
    g[flagsAt] = 0;
    lowerHighWater(w);
  }
  w.events |= EV_OBJECT_DESPAWN;
  if (w.q.falseStandingFlag) return;
  dropIfStanding(w.s, slot);
  if (w.player2 !== null) dropIfStanding(w.player2, slot);
}

/** The --fix falseStandingFlag deletion: a player standing on `slot` falls. */
function dropIfStanding(s: Int32Array, slot: number): void {
  if (s[P_ON_OBJECT] !== slot + 1 || (s[P_STATUS] & ST_ON_OBJECT) === 0) return;
  s[P_STATUS] = (s[P_STATUS] & ~ST_ON_OBJECT) | ST_AIR;
  s[P_ON_OBJECT] = 0;
}

/** Marks an object gone for good (collected ring, broken monitor) and removes it. */
export function destroyObject(w: ObjectContext, slot: number): void {
  unloadObject(w, slot);
  w.state[w.objectBase + O_FLAGS * w.slotCount + slot] |= OF_DESTROYED;
}

/** Loads every level object whose spawn position the camera now reaches (ObjPosLoad). */
export function loadObjectsInRange(w: ObjectContext): void {
  const g = w.state;
  const n = w.objectDefs.length;
  const flagsAt = w.objectBase + O_FLAGS * w.slotCount;
  const camX = g[C_X];
  for (let slot = 0; slot < n; slot++) {
    if (g[flagsAt + slot] & (OF_LOADED | OF_DESTROYED)) continue;
    const def = w.objectDefs[slot]!;
    const type = g[w.objectBase + O_TYPE * w.slotCount + slot];
    if (TYPE_ALWAYS_LOADED[type] === 0 && !inObjectRange(def.x, camX)) continue;
    g[flagsAt + slot] = (g[flagsAt + slot] & ~OF_DYNAMIC) | OF_LOADED;
    OBJECT_TYPE_LIST[type].behaviour.spawn(w, slot, def);
  }
}

/**
 * Spawns a dynamic object of catalogue index `typeIndex` at (x, y) subpixels in the first free
 * dynamic slot; returns the slot, or -1 when all are taken (the original drops the spawn too).
 */
export function spawnDynamic(w: ObjectContext, typeIndex: number, x: number, y: number): number {
  const g = w.state;
  const first = w.objectDefs.length;
  const flagsAt = w.objectBase + O_FLAGS * w.slotCount;
  for (let slot = first; slot < w.slotCount; slot++) {
    if (g[flagsAt + slot] & OF_LOADED) continue;
    for (let f = 0; f < OBJECT_FIELDS; f++) g[w.objectBase + f * w.slotCount + slot] = 0;
    g[flagsAt + slot] = OF_LOADED | OF_DYNAMIC;
    g[w.objectBase + O_TYPE * w.slotCount + slot] = typeIndex;
    g[w.objectBase + O_X * w.slotCount + slot] = x;
    g[w.objectBase + O_Y * w.slotCount + slot] = y;
    if (slot - first + 1 > g[W_DYNAMIC_HIGH]) g[W_DYNAMIC_HIGH] = slot - first + 1;
    OBJECT_TYPE_LIST[typeIndex].behaviour.spawn(w, slot, null);
    return slot;
  }
  return -1;
}

/**
 * The end of the slots the object loops walk: the level's slots and the dynamic slots below the
 * high-water mark. Bounded by the slots there are, whatever the state word says (a restored
 * state is checked, but a loop must never outrun the data it walks).
 */
export function slotsInUse(w: ObjectContext): number {
  const end = w.objectDefs.length + w.state[W_DYNAMIC_HIGH];
  return end < w.slotCount ? end : w.slotCount;
}

/** Drops the high-water mark past free dynamic slots at its top. */
function lowerHighWater(w: ObjectContext): void {
  const g = w.state;
  const first = w.objectDefs.length;
  const flagsAt = w.objectBase + O_FLAGS * w.slotCount;
  let high = slotsInUse(w) - first;
  while (high > 0 && (g[flagsAt + first + high - 1] & OF_LOADED) === 0) high--;
  g[W_DYNAMIC_HIGH] = high;
}
