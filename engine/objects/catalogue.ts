/**
 * Every object type, in a fixed order: the index of a type here is what a slot's O_TYPE holds,
 * so appending keeps old snapshots meaningful while reordering does not (the layout hash covers
 * the list). One type per file in ./types/.
 */
import type { ObjectType } from './objectType.ts';
import type { ObjectTypeSpec } from './paramSpec.ts';
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
