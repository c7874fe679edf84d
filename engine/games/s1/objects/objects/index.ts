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
import type { S1ObjectRam } from '../s1Invariants.ts';
import { ID_RINGS, RINGS_RAM, rings } from './rings.ts';
import { ID_RING_LOSS, ringLoss } from './ringLoss.ts';
import { ID_MOTO_BUG, motoBug } from './motoBug.ts';
import { ID_EXPLOSION_ITEM, explosionItem } from './explosionItem.ts';
import { ID_EXPLOSION_BOMB, explosionBomb } from './explosionBomb.ts';
import { ID_MISSILE_DISSOLVE, missileDissolve } from './missileDissolve.ts';
import { ID_ANIMALS, animals } from './animals.ts';
import { ID_POINTS, points } from './points.ts';
import { ID_CRABMEAT, crabmeat } from './crabmeat.ts';
import { ID_MONITOR, monitor } from './monitor.ts';
import { ID_POWER_UP, powerUp } from './powerUp.ts';
import { ID_SHIELD_ITEM, shieldItem } from './shieldItem.ts';
import { ID_SPRINGS, springs } from './springs.ts';
import { ID_SPIKES, spikes } from './spikes.ts';
import { ID_BUZZ_BOMBER, buzzBomber } from './buzzBomber.ts';
import { ID_MISSILE, missile } from './missile.ts';
import { ID_CHOPPER, chopper } from './chopper.ts';
import { ID_NEWTRON, newtron } from './newtron.ts';
import { ID_LAMPPOST, lamppost } from './lamppost.ts';
import { ID_SIGNPOST, signpost } from './signpost.ts';
import { ID_GOT_THROUGH_CARD, gotThroughCard } from './gotThroughCard.ts';
import { ID_GAME_OVER_CARD, gameOverCard } from './gameOverCard.ts';
import { ID_GIANT_RING, giantRing } from './giantRing.ts';
import { ID_RING_FLASH, ringFlash } from './ringFlash.ts';
import { ID_HIDDEN_BONUS, hiddenBonus } from './hiddenBonus.ts';
import { ID_WATER_SOUND, waterSound } from './waterSound.ts';
import { ID_BRIDGE, bridge } from './bridge.ts';
import { ID_SWINGING_PLATFORM, swingingPlatform } from './swingingPlatform.ts';
import { ID_HELIX, helix } from './helix.ts';
import { ID_BASIC_PLATFORM, basicPlatform } from './basicPlatform.ts';
import { ID_COLLAPSE_LEDGE, collapseLedge } from './collapseLedge.ts';
import { ID_SCENERY, scenery } from './scenery.ts';
import { ID_PURPLE_ROCK, purpleRock } from './purpleRock.ts';
import { ID_EDGE_WALLS, edgeWalls } from './edgeWalls.ts';
import { ID_BOSS_GREEN_HILL, bossGreenHill } from './bossGreenHill.ts';
import { ID_BOSS_BALL, bossBall } from './bossBall.ts';
import { ID_PRISON, prison } from './prison.ts';
import { ID_SMASH_WALL, smashWall } from './smashWall.ts';
// Marble Zone (objects-mz)
import { ID_LAVA_MAKER, lavaMaker } from './lavaMaker.ts';
import { ID_LAVA_BALL, lavaBall } from './lavaBall.ts';
import { ID_LARGE_GRASS, largeGrass } from './largeGrass.ts';
import { ID_GLASS_BLOCK, glassBlock } from './glassBlock.ts';
import { ID_CHAIN_STOMP, chainStomp } from './chainStomp.ts';
import { ID_BUTTON, button } from './button.ts';
import { ID_PUSH_BLOCK, pushBlock } from './pushBlock.ts';
import { ID_GRASS_FIRE, grassFire } from './grassFire.ts';
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
// Scrap Brain and the Final Zone (objects-sbz).
import { ID_JUNCTION, junction } from './junction.ts';
import { ID_RUNNING_DISC, runningDisc } from './runningDisc.ts';
import { ID_CONVEYOR, conveyor } from './conveyor.ts';
import { ID_SPIN_PLATFORM, spinPlatform } from './spinPlatform.ts';
import { ID_SAWS, saws } from './saws.ts';
import { ID_SCRAP_STOMP, scrapStomp } from './scrapStomp.ts';
import { ID_VANISH_PLATFORM, vanishPlatform } from './vanishPlatform.ts';
import { ID_FLAMETHROWER, flamethrower } from './flamethrower.ts';
import { ID_ELECTRO, electro } from './electro.ts';
import { ID_SPIN_CONVEY, spinConvey } from './spinConvey.ts';
import { ID_GIRDER, girder } from './girder.ts';
import { ID_INVISIBARRIER, invisibarrier } from './invisibarrier.ts';
import { ID_TELEPORT, teleport } from './teleport.ts';
import { ID_BALL_HOG, ballHog } from './ballHog.ts';
import { ID_CANNONBALL, cannonball } from './cannonball.ts';
import { ID_AUTO_DOOR, autoDoor } from './autoDoor.ts';
import { ID_SCRAP_EGGMAN, scrapEggman } from './scrapEggman.ts';
import { ID_FALSE_FLOOR, falseFloor } from './falseFloor.ts';
import { ID_BOSS_FINAL, bossFinal } from './bossFinal.ts';
import { ID_EGGMAN_CYLINDER, eggmanCylinder } from './eggmanCylinder.ts';
import { ID_BOSS_PLASMA, bossPlasma } from './bossPlasma.ts';
// Labyrinth and SBZ3 (objects-lz).
import { ID_HARPOON, harpoon } from './harpoon.ts';
import { ID_FLAP_DOOR, flapDoor } from './flapDoor.ts';
import { ID_JAWS, jaws } from './jaws.ts';
import { ID_BURROBOT, burrobot } from './burrobot.ts';
import { ID_LABYRINTH_BLOCK, labyrinthBlock } from './labyrinthBlock.ts';
import { ID_GARGOYLE, gargoyle } from './gargoyle.ts';
import { ID_LABYRINTH_CONVEY, labyrinthConvey } from './labyrinthConvey.ts';
import { ID_BUBBLE, bubble } from './bubble.ts';
import { ID_WATERFALL, waterfall } from './waterfall.ts';
import { ID_POLE, pole } from './pole.ts';
import { ID_WATER_SURFACE, waterSurface } from './waterSurface.ts';
import { ID_BOSS_LABYRINTH, bossLabyrinth } from './bossLabyrinth.ts';
import { ID_DROWN_COUNT, drownCount } from './drownCount.ts';
import { ID_SPLASH, splash } from './splash.ts';

// Spring Yard and Star Light (objects-syz-slz)
import { ID_SPINNING_LIGHT, spinningLight } from './spinningLight.ts';
import { ID_BUMPER, bumper } from './bumper.ts';
import { ID_ROLLER, roller } from './roller.ts';
import { ID_FLOATING_BLOCK, floatingBlock } from './floatingBlock.ts';
import { ID_SPIKE_BALL, spikeBall } from './spikeBall.ts';
import { ID_BIG_SPIKE_BALL, bigSpikeBall } from './bigSpikeBall.ts';
import { ID_BOSS_SPRING_YARD, bossSpringYard } from './bossSpringYard.ts';
import { ID_BOSS_BLOCK, bossBlock } from './bossBlock.ts';
import { ID_ELEVATOR, elevator } from './elevator.ts';
import { ID_CIRCLING_PLATFORM, circlingPlatform } from './circlingPlatform.ts';
import { ID_STAIRCASE, staircase } from './staircase.ts';
import { ID_PYLON, pylon } from './pylon.ts';
import { ID_FAN, fan } from './fan.ts';
import { ID_SEESAW, seesaw } from './seesaw.ts';
import { ID_BOMB, bomb } from './bomb.ts';
import { ID_ORBINAUT, orbinaut } from './orbinaut.ts';
import { ID_BOSS_SPIKEBALL, ID_BOSS_STAR_LIGHT, bossStarLight } from './bossStarLight.ts';
import { bossSpikeball } from './bossSpikeball.ts';

export function s1ObjectPorts(): Readonly<Record<number, S1ObjectRoutine>> {
  return {
    [ID_RINGS]: rings,
    [ID_RING_LOSS]: ringLoss,
    [ID_MOTO_BUG]: motoBug,
    [ID_EXPLOSION_ITEM]: explosionItem,
    [ID_EXPLOSION_BOMB]: explosionBomb,
    [ID_MISSILE_DISSOLVE]: missileDissolve,
    [ID_ANIMALS]: animals,
    [ID_POINTS]: points,
    [ID_CRABMEAT]: crabmeat,
    [ID_MONITOR]: monitor,
    [ID_POWER_UP]: powerUp,
    [ID_SHIELD_ITEM]: shieldItem,
    [ID_SPRINGS]: springs,
    [ID_SPIKES]: spikes,
    [ID_BUZZ_BOMBER]: buzzBomber,
    [ID_MISSILE]: missile,
    [ID_CHOPPER]: chopper,
    [ID_NEWTRON]: newtron,
    [ID_LAMPPOST]: lamppost,
    [ID_SIGNPOST]: signpost,
    [ID_GOT_THROUGH_CARD]: gotThroughCard,
    [ID_GAME_OVER_CARD]: gameOverCard,
    [ID_GIANT_RING]: giantRing,
    [ID_RING_FLASH]: ringFlash,
    [ID_HIDDEN_BONUS]: hiddenBonus,
    [ID_WATER_SOUND]: waterSound,
    // Green Hill (objects-ghz)
    [ID_BRIDGE]: bridge,
    [ID_SWINGING_PLATFORM]: swingingPlatform,
    [ID_HELIX]: helix,
    [ID_BASIC_PLATFORM]: basicPlatform,
    [ID_COLLAPSE_LEDGE]: collapseLedge,
    [ID_SCENERY]: scenery,
    [ID_PURPLE_ROCK]: purpleRock,
    [ID_EDGE_WALLS]: edgeWalls,
    [ID_BOSS_GREEN_HILL]: bossGreenHill,
    [ID_BOSS_BALL]: bossBall,
    [ID_PRISON]: prison,
    [ID_SMASH_WALL]: smashWall,
    // Marble Zone (objects-mz)
    [ID_LAVA_MAKER]: lavaMaker,
    [ID_LAVA_BALL]: lavaBall,
    [ID_LARGE_GRASS]: largeGrass,
    [ID_GLASS_BLOCK]: glassBlock,
    [ID_CHAIN_STOMP]: chainStomp,
    [ID_BUTTON]: button,
    [ID_PUSH_BLOCK]: pushBlock,
    [ID_GRASS_FIRE]: grassFire,
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
    // Scrap Brain and the Final Zone (objects-sbz)
    [ID_JUNCTION]: junction,
    [ID_RUNNING_DISC]: runningDisc,
    [ID_CONVEYOR]: conveyor,
    [ID_SPIN_PLATFORM]: spinPlatform,
    [ID_SAWS]: saws,
    [ID_SCRAP_STOMP]: scrapStomp,
    [ID_VANISH_PLATFORM]: vanishPlatform,
    [ID_FLAMETHROWER]: flamethrower,
    [ID_ELECTRO]: electro,
    [ID_SPIN_CONVEY]: spinConvey,
    [ID_GIRDER]: girder,
    [ID_INVISIBARRIER]: invisibarrier,
    [ID_TELEPORT]: teleport,
    [ID_BALL_HOG]: ballHog,
    [ID_CANNONBALL]: cannonball,
    [ID_AUTO_DOOR]: autoDoor,
    [ID_SCRAP_EGGMAN]: scrapEggman,
    [ID_FALSE_FLOOR]: falseFloor,
    [ID_BOSS_FINAL]: bossFinal,
    [ID_EGGMAN_CYLINDER]: eggmanCylinder,
    [ID_BOSS_PLASMA]: bossPlasma,
    // Labyrinth and SBZ3 (objects-lz)
    [ID_HARPOON]: harpoon,
    [ID_FLAP_DOOR]: flapDoor,
    [ID_JAWS]: jaws,
    [ID_BURROBOT]: burrobot,
    [ID_LABYRINTH_BLOCK]: labyrinthBlock,
    [ID_GARGOYLE]: gargoyle,
    [ID_LABYRINTH_CONVEY]: labyrinthConvey,
    [ID_BUBBLE]: bubble,
    [ID_WATERFALL]: waterfall,
    [ID_POLE]: pole,
    [ID_WATER_SURFACE]: waterSurface,
    [ID_BOSS_LABYRINTH]: bossLabyrinth,
    [ID_DROWN_COUNT]: drownCount,
    [ID_SPLASH]: splash,
    // Spring Yard and Star Light (objects-syz-slz)
    [ID_SPINNING_LIGHT]: spinningLight,
    [ID_BUMPER]: bumper,
    [ID_ROLLER]: roller,
    [ID_FLOATING_BLOCK]: floatingBlock,
    [ID_SPIKE_BALL]: spikeBall,
    [ID_BIG_SPIKE_BALL]: bigSpikeBall,
    [ID_BOSS_SPRING_YARD]: bossSpringYard,
    [ID_BOSS_BLOCK]: bossBlock,
    [ID_ELEVATOR]: elevator,
    [ID_CIRCLING_PLATFORM]: circlingPlatform,
    [ID_STAIRCASE]: staircase,
    [ID_PYLON]: pylon,
    [ID_FAN]: fan,
    [ID_SEESAW]: seesaw,
    [ID_BOMB]: bomb,
    [ID_ORBINAUT]: orbinaut,
    [ID_BOSS_STAR_LIGHT]: bossStarLight,
    [ID_BOSS_SPIKEBALL]: bossSpikeball,
  };
}

/**
 * The bytes of a ported object's slot that must stay in range for its code (what it indexes
 * with them), checked on savestates from files (s1Invariants.ts). An object whose bytes index
 * nothing has no entry. A function for the same reason as s1ObjectPorts.
 */
export function s1ObjectRam(): Readonly<Record<number, S1ObjectRam>> {
  return {
    [ID_RINGS]: RINGS_RAM,
  };
}
