/**
 * Every object type, in a fixed order: the index of a type here is what a slot's O_TYPE holds,
 * so appending keeps old snapshots meaningful while reordering does not (the layout hash covers
 * the list). One type per file in ./types/.
 */
import type { ObjectType } from './objectType.ts';
import type { ObjectTypeSpec } from './paramSpec.ts';
import type { ObjectContext } from './objectContext.ts';
import { layerSwitcherType } from './types/layerSwitcher.ts';
import { collapsingPlatformType } from './types/collapsingPlatform.ts';
import { monitorType } from './types/monitor.ts';
import { movingPlatformType } from './types/movingPlatform.ts';
import { platformType } from './types/platform.ts';
import { pushableBlockType } from './types/pushableBlock.ts';
import { slopedPlatformType } from './types/slopedPlatform.ts';
import { solidBlockType } from './types/solidBlock.ts';
import { springType } from './types/spring.ts';
import { bumperType } from './types/bumper.ts';
import { buzzBomberType } from './types/buzzBomber.ts';
import { buzzMissileType } from './types/buzzMissile.ts';
import { checkpointType } from './types/checkpoint.ts';
import { chomperType } from './types/chomper.ts';
import { crabBallType } from './types/crabBall.ts';
import { crabmeatType } from './types/crabmeat.ts';
import { motobugType } from './types/motobug.ts';
import { ringType } from './types/ring.ts';
import { scatteredRingType } from './types/scatteredRing.ts';
import { spikesType } from './types/spikes.ts';
// Objects C types
import { bridgeType } from './types/bridge.ts';
import { buttonType } from './types/button.ts';
import { breakableWallType } from './types/breakableWall.ts';
// Objects D types
import { rollTunnelType } from './types/rollTunnel.ts';
import { fanType } from './types/fan.ts';
// Objects E types
import { spinnerType } from './types/spinner.ts';
import { springRampType } from './types/springRamp.ts';
// Objects F types
import { seesawBallType, seesawType } from './types/seesaw.ts';
// Objects G types
import { flipperType } from './types/flipper.ts';
import { mushroomType } from './types/mushroom.ts';
import { balloonType } from './types/balloon.ts';
import { cannonType } from './types/cannon.ts';
// Water
import { airBubbleType, bubbleMakerType } from './types/airBubble.ts';

export const OBJECT_TYPE_LIST: readonly ObjectType[] = [
  layerSwitcherType,
  // Objects A types (solid objects and platforms; engine/objects/solid/)
  solidBlockType,
  platformType,
  movingPlatformType,
  collapsingPlatformType,
  slopedPlatformType,
  pushableBlockType,
  monitorType,
  springType,
  // Objects B types (touch boxes, rings, damage, badniks; engine/objects/touch.ts)
  ringType,
  scatteredRingType,
  bumperType,
  checkpointType,
  motobugType,
  crabmeatType,
  crabBallType,
  buzzBomberType,
  buzzMissileType,
  chomperType,
  spikesType,
  // Objects C types (bridge, button, breakable wall)
  bridgeType,
  buttonType,
  breakableWallType,
  // Objects D types (S-tunnel, fan; diagonal springs are `spring` directions)
  rollTunnelType,
  fanType,
  // Objects E types (Sonic 2 speed booster, spring ramp)
  spinnerType,
  springRampType,
  // Objects F types (Hill Top seesaw and its ball)
  seesawType,
  seesawBallType,
  // Objects G types (Casino Night flipper, Mushroom Hill mushroom cap, Carnival Night balloon and cannon)
  flipperType,
  mushroomType,
  balloonType,
  cannonType,
  // Water (air bubbles; engine/player/drowning.ts)
  airBubbleType,
  bubbleMakerType,
];

export const OBJECT_TYPE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(OBJECT_TYPE_LIST.map((t, i) => [t.name, i]));

/**
 * The parameter specs of every object type by name (each type's spec lives in its own file,
 * engine/objects/types/<type>.ts, next to its behaviour): what the level loader validates
 * placed objects against.
 */
export const OBJECT_TYPES: Readonly<Record<string, ObjectTypeSpec>> = Object.fromEntries(
  OBJECT_TYPE_LIST.map((t) => [t.name, t.spec]),
);

/** The spec of the object type named `name`, or undefined (no such type; never an Object.prototype key). */
export function objectTypeSpec(name: string): ObjectTypeSpec | undefined {
  return Object.hasOwn(OBJECT_TYPES, name) ? OBJECT_TYPES[name] : undefined;
}

/*
 * What the object loops look up per object, as arrays indexed by catalogue index (O_TYPE).
 * Each type above is its own object literal, so `OBJECT_TYPE_LIST[i].behaviour.update` reads
 * properties of a different hidden class per type: on a level with several types those reads
 * are megamorphic (V8's slow generic lookup) for every object, every frame. An array of
 * functions is read the same way whatever the type. The behaviours are plain functions (none
 * reads `this`), so they are called unbound. (Built here, not in a module of their own: the
 * types import the touch and object runtimes, which read these, so a separate module would be
 * evaluated before this list exists.)
 */
export type SlotUpdate = (w: ObjectContext, slot: number) => void;
export type SlotHitbox = (w: ObjectContext, slot: number) => number;

/** ObjectBehaviour.update by type. */
export const TYPE_UPDATE: readonly SlotUpdate[] = OBJECT_TYPE_LIST.map((t) => t.behaviour.update);
/** ObjectBehaviour.hitbox by type; null: never touchable. */
export const TYPE_HITBOX: readonly (SlotHitbox | null)[] = OBJECT_TYPE_LIST.map((t) => t.behaviour.hitbox ?? null);
/** ObjectBehaviour.alwaysLoaded by type (1: stays loaded whatever the camera does). */
export const TYPE_ALWAYS_LOADED: Uint8Array = Uint8Array.from(OBJECT_TYPE_LIST, (t) => (t.behaviour.alwaysLoaded === true ? 1 : 0));
/** The placed ring's index (the insta-shield leaves rings the normal box). */
export const RING_TYPE: number = OBJECT_TYPE_INDEX.ring;
