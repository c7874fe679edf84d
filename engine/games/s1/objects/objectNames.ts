/**
 * Sonic 1's object names by id ($01 upward), as the disassembly's object pointer list
 * (_inc/Object Pointers.asm, `Obj_Index`) labels the code each id runs: the inspector's object
 * list and the trace records' `onObject` show them. Ids the list leaves empty (`id_Obj02` ...)
 * run `NullObject`. Names only, no behaviour: tests/engine/games/s1/objects/objectNames.test.ts
 * compares every entry with the checkout's `id_*` equates.
 */
const NAMES: readonly string[] = [
  'SonicPlayer', 'NullObject', 'NullObject', 'NullObject', 'NullObject', 'NullObject', 'NullObject', 'Splash',
  'SonicSpecial', 'DrownCount', 'Pole', 'FlapDoor', 'Signpost', 'TitleSonic', 'PSBTM', 'Obj10',
  'Bridge', 'SpinningLight', 'LavaMaker', 'LavaBall', 'SwingingPlatform', 'Harpoon', 'Helix', 'BasicPlatform',
  'Obj19', 'CollapseLedge', 'WaterSurface', 'Scenery', 'MagicSwitch', 'BallHog', 'Crabmeat', 'Cannonball',
  'HUD', 'BuzzBomber', 'Missile', 'MissileDissolve', 'Rings', 'Monitor', 'ExplosionItem', 'Animals',
  'Points', 'AutoDoor', 'Chopper', 'Jaws', 'Burrobot', 'PowerUp', 'LargeGrass', 'GlassBlock',
  'ChainStomp', 'Button', 'PushBlock', 'TitleCard', 'GrassFire', 'Spikes', 'RingLoss', 'ShieldItem',
  'GameOverCard', 'GotThroughCard', 'PurpleRock', 'SmashWall', 'BossGreenHill', 'Prison', 'ExplosionBomb', 'MotoBug',
  'Springs', 'Newtron', 'Roller', 'EdgeWalls', 'SideStomp', 'MarbleBrick', 'Bumper', 'BossBall',
  'WaterSound', 'VanishSonic', 'GiantRing', 'GeyserMaker', 'LavaGeyser', 'LavaWall', 'Obj4F', 'Yadrin',
  'SmashBlock', 'MovingBlock', 'CollapseFloor', 'LavaTag', 'Basaran', 'FloatingBlock', 'SpikeBall', 'BigSpikeBall',
  'Elevator', 'CirclingPlatform', 'Staircase', 'Pylon', 'Fan', 'Seesaw', 'Bomb', 'Orbinaut',
  'LabyrinthBlock', 'Gargoyle', 'LabyrinthConvey', 'Bubble', 'Waterfall', 'Junction', 'RunningDisc', 'Conveyor',
  'SpinPlatform', 'Saws', 'ScrapStomp', 'VanishPlatform', 'Flamethrower', 'Electro', 'SpinConvey', 'Girder',
  'Invisibarrier', 'Teleport', 'BossMarble', 'BossFire', 'BossSpringYard', 'BossBlock', 'BossLabyrinth', 'Caterkiller',
  'Lamppost', 'BossStarLight', 'BossSpikeball', 'RingFlash', 'HiddenBonus', 'SSResult', 'SSRChaos', 'ContScrItem',
  'ContSonic', 'ScrapEggman', 'FalseFloor', 'EggmanCylinder', 'BossFinal', 'BossPlasma', 'EndSonic', 'EndChaos',
  'EndSTH', 'CreditsText', 'EndEggman', 'TryChaos',
];

/** `Monitor` for $26; `$A1` for an id past the list. */
export function s1ObjectName(id: number): string {
  const n = NAMES[id - 1];
  return n === undefined ? `$${id.toString(16).toUpperCase()}` : n;
}
