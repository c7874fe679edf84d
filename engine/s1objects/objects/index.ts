/**
 * Every ported Sonic 1 object by id (_inc/Object Pointers.asm numbering). One file per object;
 * each file's header names the routines it ports.
 *
 * A function, not a constant: object files import the manager, which imports this list, so
 * when an object file is loaded first (a test importing it) this module is evaluated while that
 * file is still loading; reading the ids and routines only when the table is built keeps every
 * entry.
 */
import type { S1ObjectRoutine } from '../context.ts';
import { ID_RINGS, rings } from './rings.ts';
import { ID_RING_LOSS, ringLoss } from './ringLoss.ts';
// Marble Zone (and what its objects load).
import { ID_LAVA_MAKER, lavaMaker } from './lavaMaker.ts';
import { ID_LAVA_BALL, lavaBall } from './lavaBall.ts';
import { ID_POINTS, points } from './points.ts';
import { ID_LARGE_GRASS, largeGrass } from './largeGrass.ts';
import { ID_GLASS_BLOCK, glassBlock } from './glassBlock.ts';
import { ID_CHAIN_STOMP, chainStomp } from './chainStomp.ts';
import { ID_BUTTON, button } from './button.ts';
import { ID_PUSH_BLOCK, pushBlock } from './pushBlock.ts';
import { ID_GRASS_FIRE, grassFire } from './grassFire.ts';
import { ID_EXPLOSION_BOMB, explosionBomb } from './explosionBomb.ts';
import { ID_SIDE_STOMP, sideStomp } from './sideStomp.ts';
import { ID_MARBLE_BRICK, marbleBrick } from './marbleBrick.ts';
import { ID_GEYSER_MAKER, geyserMaker } from './geyserMaker.ts';
import { ID_LAVA_GEYSER, lavaGeyser } from './lavaGeyser.ts';
import { ID_LAVA_WALL, lavaWall } from './lavaWall.ts';
import { ID_YADRIN, yadrin } from './yadrin.ts';
import { ID_SMASH_BLOCK, smashBlock } from './smashBlock.ts';
import { ID_MOVING_BLOCK, movingBlock } from './movingBlock.ts';
import { ID_COLLAPSE_FLOOR, collapseFloor } from './collapseFloor.ts';
import { ID_LAVA_TAG, lavaTag } from './lavaTag.ts';
import { ID_BASARAN, basaran } from './basaran.ts';
import { ID_BOSS_MARBLE, bossMarble } from './bossMarble.ts';
import { ID_BOSS_FIRE, bossFire } from './bossFire.ts';
import { ID_CATERKILLER, caterkiller } from './caterkiller.ts';

export function s1ObjectPorts(): Readonly<Record<number, S1ObjectRoutine>> {
  return {
    [ID_RINGS]: rings,
    [ID_RING_LOSS]: ringLoss,
    // Marble Zone
    [ID_LAVA_MAKER]: lavaMaker,
    [ID_LAVA_BALL]: lavaBall,
    [ID_POINTS]: points,
    [ID_LARGE_GRASS]: largeGrass,
    [ID_GLASS_BLOCK]: glassBlock,
    [ID_CHAIN_STOMP]: chainStomp,
    [ID_BUTTON]: button,
    [ID_PUSH_BLOCK]: pushBlock,
    [ID_GRASS_FIRE]: grassFire,
    [ID_EXPLOSION_BOMB]: explosionBomb,
    [ID_SIDE_STOMP]: sideStomp,
    [ID_MARBLE_BRICK]: marbleBrick,
    [ID_GEYSER_MAKER]: geyserMaker,
    [ID_LAVA_GEYSER]: lavaGeyser,
    [ID_LAVA_WALL]: lavaWall,
    [ID_YADRIN]: yadrin,
    [ID_SMASH_BLOCK]: smashBlock,
    [ID_MOVING_BLOCK]: movingBlock,
    [ID_COLLAPSE_FLOOR]: collapseFloor,
    [ID_LAVA_TAG]: lavaTag,
    [ID_BASARAN]: basaran,
    [ID_BOSS_MARBLE]: bossMarble,
    [ID_BOSS_FIRE]: bossFire,
    [ID_CATERKILLER]: caterkiller,
  };
}
