/**
 * An object type: its level-file parameters (documented for level authors) and its behaviour.
 * Behaviours are plain functions over the world and a slot number; everything they keep lives
 * in the slot's fields (objectFields.ts), so snapshots include it.
 */
import type { LevelObject } from '../level/types.ts';
import type { ObjectTypeSpec } from './paramSpec.ts';
import type { ObjectContext } from './objectContext.ts';
import type { SlotFieldRanges } from './objectInvariants.ts';

export interface ObjectBehaviour {
  /** Set the slot's fields when the object is (re)loaded. `def` is null for dynamic slots. */
  spawn(w: ObjectContext, slot: number, def: LevelObject | null): void;
  /** One frame, in slot order, after the player. */
  update(w: ObjectContext, slot: number): void;
  /** Stay loaded whatever the camera does (layer switchers, for instance). */
  readonly alwaysLoaded?: boolean;
  /**
   * The touch box the player's hitbox is tested against (Sonic 1 `obColType`): the reaction kind
   * in the top two bits (0x00 enemy, 0x40 item, 0x80 hurt, 0xC0 special) and the size index in
   * the low six bits; 0 = no touch box this frame. Absent = never touchable.
   */
  hitbox?(w: ObjectContext, slot: number): number;
  /** Called by the touch check (engine/objects/touch.ts) when the player's hitbox overlaps. */
  touch?(w: ObjectContext, slot: number): void;
}

export interface ObjectType {
  readonly name: string;
  readonly spec: ObjectTypeSpec;
  readonly behaviour: ObjectBehaviour;
  /**
   * The valid values of the slot words this type keeps (routine numbers, table indices, slot
   * links, copies of its parameters), checked on snapshots from files while the slot is loaded
   * (objectInvariants.ts). Words not named keep the generic ranges.
   */
  readonly fields?: SlotFieldRanges;
  /** Spawned into dynamic slots by other objects (spawnDynamic): the only types that may run in one. */
  readonly dynamic?: true;
}
