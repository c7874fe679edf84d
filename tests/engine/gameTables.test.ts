/**
 * Every table the engine keeps in code that Sonic 1 writes inline in its object code (`dc.b` /
 * `dc.w` rows under a label: animation scripts, object data, speeds), held against the user's
 * checkout through the importer's assembler reader (tests/support/asmTables.ts over
 * importers/s1/asmProgram.ts), for both revisions: one test per table, named by its label.
 * The tables the game keeps as binary files are not in code at all: they come with the act
 * (engine/level/actObjectData.ts; tests/importers/s1/s1ObjectData.test.ts). The list with the
 * reason for each is docs/game-tables.md.
 */
// The world first: it loads the engine (and the object table) before any object file on its own.
import '../../engine/world/world.ts';
import { expect, it } from 'vitest';
import type { AsmProgram } from '../../importers/s1/asmProgram.ts';
import { describeWithDisasm, s1Disassembly } from '../support/disasm.ts';
import { animationScripts, bytesOf, dataAt, localLabel, offsetTable, operandsAt } from '../support/asmTables.ts';
import type { AnimationScripts } from '../../engine/games/s1/objects/animateSprite.ts';
import * as adoor from '../../engine/games/s1/objects/objects/autoDoor.ts';
import * as animals from '../../engine/games/s1/objects/objects/animals.ts';
import * as ballHog from '../../engine/games/s1/objects/objects/ballHog.ts';
import * as basaran from '../../engine/games/s1/objects/objects/basaran.ts';
import * as bomb from '../../engine/games/s1/objects/objects/bomb.ts';
import * as bossBall from '../../engine/games/s1/objects/objects/bossBall.ts';
import * as bossBlock from '../../engine/games/s1/objects/objects/bossBlock.ts';
import * as bossFinal from '../../engine/games/s1/objects/objects/bossFinal.ts';
import * as bossGhz from '../../engine/games/s1/objects/objects/bossGreenHill.ts';
import * as bossLz from '../../engine/games/s1/objects/objects/bossLabyrinth.ts';
import * as bossMz from '../../engine/games/s1/objects/objects/bossMarble.ts';
import * as bossPlasma from '../../engine/games/s1/objects/objects/bossPlasma.ts';
import * as bossSlz from '../../engine/games/s1/objects/objects/bossStarLight.ts';
import * as bossSpikeball from '../../engine/games/s1/objects/objects/bossSpikeball.ts';
import * as bossSyz from '../../engine/games/s1/objects/objects/bossSpringYard.ts';
import * as bubble from '../../engine/games/s1/objects/objects/bubble.ts';
import * as bumper from '../../engine/games/s1/objects/objects/bumper.ts';
import * as burrobot from '../../engine/games/s1/objects/objects/burrobot.ts';
import * as buzz from '../../engine/games/s1/objects/objects/buzzBomber.ts';
import * as caterkiller from '../../engine/games/s1/objects/objects/caterkiller.ts';
import * as chainStomp from '../../engine/games/s1/objects/objects/chainStomp.ts';
import * as chopper from '../../engine/games/s1/objects/objects/chopper.ts';
import * as crab from '../../engine/games/s1/objects/objects/crabmeat.ts';
import * as drown from '../../engine/games/s1/objects/objects/drownCount.ts';
import * as cylinder from '../../engine/games/s1/objects/objects/eggmanCylinder.ts';
import * as electro from '../../engine/games/s1/objects/objects/electro.ts';
import * as elevator from '../../engine/games/s1/objects/objects/elevator.ts';
import * as falseFloor from '../../engine/games/s1/objects/objects/falseFloor.ts';
import * as flame from '../../engine/games/s1/objects/objects/flamethrower.ts';
import * as flap from '../../engine/games/s1/objects/objects/flapDoor.ts';
import * as fblock from '../../engine/games/s1/objects/objects/floatingBlock.ts';
import * as gargoyle from '../../engine/games/s1/objects/objects/gargoyle.ts';
import * as geyserMaker from '../../engine/games/s1/objects/objects/geyserMaker.ts';
import * as girder from '../../engine/games/s1/objects/objects/girder.ts';
import * as glass from '../../engine/games/s1/objects/objects/glassBlock.ts';
import * as gotCard from '../../engine/games/s1/objects/objects/gotThroughCard.ts';
import * as grassFire from '../../engine/games/s1/objects/objects/grassFire.ts';
import * as harpoon from '../../engine/games/s1/objects/objects/harpoon.ts';
import * as hiddenBonus from '../../engine/games/s1/objects/objects/hiddenBonus.ts';
import * as jaws from '../../engine/games/s1/objects/objects/jaws.ts';
import * as junction from '../../engine/games/s1/objects/objects/junction.ts';
import * as lblock from '../../engine/games/s1/objects/objects/labyrinthBlock.ts';
import * as lconvey from '../../engine/games/s1/objects/objects/labyrinthConvey.ts';
import * as largeGrass from '../../engine/games/s1/objects/objects/largeGrass.ts';
import * as lavaBall from '../../engine/games/s1/objects/objects/lavaBall.ts';
import * as lavaGeyser from '../../engine/games/s1/objects/objects/lavaGeyser.ts';
import * as lavaMaker from '../../engine/games/s1/objects/objects/lavaMaker.ts';
import * as lavaTag from '../../engine/games/s1/objects/objects/lavaTag.ts';
import * as lavaWall from '../../engine/games/s1/objects/objects/lavaWall.ts';
import * as missile from '../../engine/games/s1/objects/objects/missile.ts';
import * as monitor from '../../engine/games/s1/objects/objects/monitor.ts';
import * as moto from '../../engine/games/s1/objects/objects/motoBug.ts';
import * as mblock from '../../engine/games/s1/objects/objects/movingBlock.ts';
import * as newtron from '../../engine/games/s1/objects/objects/newtron.ts';
import * as orbinaut from '../../engine/games/s1/objects/objects/orbinaut.ts';
import * as prison from '../../engine/games/s1/objects/objects/prison.ts';
import * as pushBlock from '../../engine/games/s1/objects/objects/pushBlock.ts';
import * as rings from '../../engine/games/s1/objects/objects/rings.ts';
import * as roller from '../../engine/games/s1/objects/objects/roller.ts';
import * as scenery from '../../engine/games/s1/objects/objects/scenery.ts';
import * as scrapEggman from '../../engine/games/s1/objects/objects/scrapEggman.ts';
import * as scrapStomp from '../../engine/games/s1/objects/objects/scrapStomp.ts';
import * as seesaw from '../../engine/games/s1/objects/objects/seesaw.ts';
import * as shield from '../../engine/games/s1/objects/objects/shieldItem.ts';
import * as sideStomp from '../../engine/games/s1/objects/objects/sideStomp.ts';
import * as signpost from '../../engine/games/s1/objects/objects/signpost.ts';
import * as smashBlock from '../../engine/games/s1/objects/objects/smashBlock.ts';
import * as smashWall from '../../engine/games/s1/objects/objects/smashWall.ts';
import * as spikes from '../../engine/games/s1/objects/objects/spikes.ts';
import * as spinConvey from '../../engine/games/s1/objects/objects/spinConvey.ts';
import * as spinPlatform from '../../engine/games/s1/objects/objects/spinPlatform.ts';
import * as splash from '../../engine/games/s1/objects/objects/splash.ts';
import * as springs from '../../engine/games/s1/objects/objects/springs.ts';
import * as teleport from '../../engine/games/s1/objects/objects/teleport.ts';
import * as vanish from '../../engine/games/s1/objects/objects/vanishPlatform.ts';
import * as waterfall from '../../engine/games/s1/objects/objects/waterfall.ts';
import * as yadrin from '../../engine/games/s1/objects/objects/yadrin.ts';
import * as fragments from '../../engine/games/s1/objects/collapseFragments.ts';
import * as reactToItem from '../../engine/games/s1/objects/reactToItem.ts';
import * as oscillators from '../../engine/games/s1/act/oscillators.ts';
import * as slides from '../../engine/games/s1/act/labyrinthSlides.ts';
import * as windTunnels from '../../engine/games/s1/act/labyrinthWindTunnels.ts';
import * as water from '../../engine/games/s1/act/labyrinthWater.ts';
import { ATAN, SINE } from '../../engine/fixed/trig.ts';
import { BEND_ALIGN } from '../../engine/objects/types/bridge.ts';

/** One table: its label, where the engine keeps it, the engine's numbers and the checkout's, in the same layout. */
interface TableCase {
  readonly label: string;
  readonly engine: string;
  readonly ours: () => unknown;
  readonly theirs: (p: AsmProgram) => unknown;
}

const cases: TableCase[] = [];
const table = (label: string, engine: string, ours: () => unknown, theirs: (p: AsmProgram) => unknown): void => {
  cases.push({ label, engine, ours, theirs });
};

/** Numbers as the ROM stores them: `size` bytes, two's complement. */
const asU = (size: 1 | 2 | 4, v: readonly number[]): number[] => v.map((n) => (size === 4 ? n >>> 0 : n & (size === 1 ? 0xff : 0xffff)));
const flat = (rows: readonly (readonly number[])[]): number[] => rows.flatMap((r) => [...r]);
const u8 = (label: string) => (p: AsmProgram) => dataAt(p, label, 1);
const u16 = (label: string) => (p: AsmProgram) => dataAt(p, label, 2);
/** An animation table as the engine holds it (its scripts, each as its bytes). */
const scripts = (s: AnimationScripts): number[][] => s.map((r) => [...r]);
const anim = (label: string, engine: string, s: AnimationScripts): void => table(label, engine, () => scripts(s), (p) => animationScripts(p, label));
/** The numeric operands from a label on, in order (labels and macros, which the code reads as pointers or art, left out). */
const numbers = (label: string) => (p: AsmProgram) => operandsAt(p, label).filter((o) => o.value !== undefined).map((o) => o.value!);

// --- Animation scripts (_anim/*.asm) --------------------------------------------------------
anim('Ani_ADoor', 'autoDoor.ts ANI_ADOOR', adoor.ANI_ADOOR);
anim('Ani_Hog', 'ballHog.ts ANI_HOG', ballHog.ANI_HOG);
anim('Ani_Bas', 'basaran.ts ANI_BAS', basaran.ANI_BAS);
anim('Ani_Bomb', 'bomb.ts ANI_BOMB', bomb.ANI_BOMB);
anim('Ani_FZEgg', 'bossFinal.ts ANI_FZ_EGG', bossFinal.ANI_FZ_EGG);
anim('Ani_Eggman', 'bossGreenHill.ts ANI_EGGMAN', bossGhz.ANI_EGGMAN);
anim('Ani_Eggman', 'bossMarble.ts ANI_EGGMAN', bossMz.ANI_EGGMAN);
anim('Ani_PLaunch', 'bossPlasma.ts ANI_PLAUNCH', bossPlasma.ANI_PLAUNCH);
anim('Ani_Plasma', 'bossPlasma.ts ANI_PLASMA', bossPlasma.ANI_PLASMA);
anim('Ani_Bub', 'bubble.ts ANI_BUB', bubble.ANI_BUB);
anim('Ani_Bump', 'bumper.ts ANI_BUMP', bumper.ANI_BUMP);
anim('Ani_Burro', 'burrobot.ts ANI_BURRO', burrobot.ANI_BURRO);
anim('Ani_Buzz', 'buzzBomber.ts ANI_BUZZ', buzz.ANI_BUZZ);
anim('Ani_Chop', 'chopper.ts ANI_CHOP', chopper.ANI_CHOP);
anim('Ani_Crab', 'crabmeat.ts ANI_CRAB', crab.ANI_CRAB);
anim('Ani_Drown', 'drownCount.ts ANI_DROWN', drown.ANI_DROWN);
anim('Ani_Elec', 'electro.ts ANI_ELEC', electro.ANI_ELEC);
anim('Ani_Flame', 'flamethrower.ts ANI_FLAME', flame.ANI_FLAME);
anim('Ani_Flap', 'flapDoor.ts ANI_FLAP', flap.ANI_FLAP);
anim('Ani_Geyser', 'geyserMaker.ts ANI_GEYSER', geyserMaker.ANI_GEYSER);
anim('Ani_GFire', 'grassFire.ts ANI_GFIRE', grassFire.ANI_GFIRE);
anim('Ani_Harp', 'harpoon.ts ANI_HARP', harpoon.ANI_HARP);
anim('Ani_Jaws', 'jaws.ts ANI_JAWS', jaws.ANI_JAWS);
anim('Ani_Fire', 'lavaBall.ts ANI_FIRE', lavaBall.ANI_FIRE);
anim('Ani_LWall', 'lavaWall.ts ANI_LWALL', lavaWall.ANI_LWALL);
anim('Ani_Missile', 'missile.ts ANI_MISSILE', missile.ANI_MISSILE);
anim('Ani_Monitor', 'monitor.ts ANI_MONITOR', monitor.ANI_MONITOR);
anim('Ani_Moto', 'motoBug.ts ANI_MOTO', moto.ANI_MOTO);
anim('Ani_Newt', 'newtron.ts ANI_NEWT', newtron.ANI_NEWT);
anim('Ani_Orb', 'orbinaut.ts ANI_ORB', orbinaut.ANI_ORB);
anim('Ani_Pri', 'prison.ts ANI_PRI', prison.ANI_PRI);
anim('Ani_Ring', 'rings.ts ANI_RING', rings.ANI_RING);
anim('Ani_Roll', 'roller.ts ANI_ROLL', roller.ANI_ROLL);
anim('Ani_SEgg', 'scrapEggman.ts ANI_SEGG', scrapEggman.ANI_SEGG);
anim('Ani_Shield', 'shieldItem.ts ANI_SHIELD', shield.ANI_SHIELD);
anim('Ani_Sign', 'signpost.ts ANI_SIGN', signpost.ANI_SIGN);
anim('Ani_SpinConvey', 'spinConvey.ts ANI_SPIN_CONVEY', spinConvey.ANI_SPIN_CONVEY);
anim('Ani_Spin', 'spinPlatform.ts ANI_SPIN', spinPlatform.ANI_SPIN);
anim('Ani_Splash', 'splash.ts ANI_SPLASH', splash.ANI_SPLASH);
anim('Ani_Spring', 'springs.ts ANI_SPRING', springs.ANI_SPRING);
anim('Ani_Van', 'vanishPlatform.ts ANI_VAN', vanish.ANI_VAN);
anim('Ani_WFall', 'waterfall.ts ANI_WFALL', waterfall.ANI_WFALL);
anim('Ani_Yad', 'yadrin.ts ANI_YAD', yadrin.ANI_YAD);
table('Ani_Cat', 'caterkiller.ts ANI_CAT', () => [...caterkiller.ANI_CAT], u8('Ani_Cat'));

// --- Object data rows -----------------------------------------------------------------------
table('Ring_PosData', 'rings.ts SPACING', () => asU(1, rings.SPACING), u8('Ring_PosData'));
table('Elev_Var1, Elev_Var2', 'elevator.ts ELEV_VAR', () => [...elevator.ELEV_VAR], (p) => [...dataAt(p, 'Elev_Var1', 1), ...dataAt(p, 'Elev_Var2', 1)]);
table('Anml_VarIndex', 'animals.ts ZONE_ANIMALS', () => [...animals.ZONE_ANIMALS], u8('Anml_VarIndex'));
// (x, y) speed words, each pair followed by the animal's mappings (a label: art, not motion).
table('Anml_Variables', 'animals.ts HOP_SPEEDS', () => asU(2, animals.HOP_SPEEDS), (p) => operandsAt(p, 'Anml_Variables').filter((o) => o.size === 2).map((o) => o.value));
table('Anml_EndSpeed', 'animals.ts END_SPEEDS', () => asU(2, animals.END_SPEEDS), u16('Anml_EndSpeed'));
table('Spring_Powers', 'springs.ts POWERS', () => asU(2, springs.POWERS), u16('Spring_Powers'));
table('Pri_Var', 'prison.ts PRI_VAR', () => flat(prison.PRI_VAR), u8('Pri_Var'));
table('PushB_Var', 'pushBlock.ts SHAPES', () => flat(pushBlock.SHAPES), u8('PushB_Var'));
table('Spik_Var', 'spikes.ts VARIANTS', () => [...spikes.VARIANTS], u8('Spik_Var'));
// The `even` byte after the three is read too (subtype 3): bytesAt keeps the padding.
table('LTag_ColTypes', 'lavaTag.ts COL_TYPES', () => [...lavaTag.COL_TYPES], (p) => [...p.bytesAt('LTag_ColTypes', 'test').bytes]);
table('Tele_Data', 'teleport.ts TELE_DATA', () => teleport.TELE_DATA.map((r) => asU(2, r)), (p) => offsetTable(p, 'Tele_Data').map((l) => dataAt(p, `Tele_Data${l}`, 2)));
table('Gar_SpitRate', 'gargoyle.ts GAR_SPIT_RATE', () => [...gargoyle.GAR_SPIT_RATE], u8('Gar_SpitRate'));
table('BossSpikeball_FragSpeed', 'bossSpikeball.ts FRAG_SPEED', () => asU(2, bossSpikeball.FRAG_SPEED), u16('BossSpikeball_FragSpeed'));
table('BossFinal_ObjData2', 'bossFinal.ts PARTS (routine, animation, priority, width, height)', () => flat(bossFinal.PARTS.map((r) => r.slice(3))), u8('BossFinal_ObjData2'));
table('BossFinal_ObjData', 'bossFinal.ts PARTS (x, y)', () => flat(bossFinal.PARTS.map((r) => r.slice(0, 2))), (p) => operandsAt(p, 'BossFinal_ObjData').filter((o, i) => i % 4 < 2).map((o) => o.value));
table('BossFinal_ObjData mappings', 'bossFinal.ts PARTS (mapping tags)', () => bossFinal.PARTS.map((r) => r[2]), (p) => operandsAt(p, 'BossFinal_ObjData').filter((o) => o.size === 4).map((o) => ({ Map_SEgg: bossFinal.MAP_SEGG, Map_EggCyl: bossFinal.MAP_EGG_CYL, Map_FZLegs: bossFinal.MAP_FZ_LEGS, Map_Eggman: bossFinal.MAP_EGGMAN })[o.text]));
table('word_19FD6', 'bossFinal.ts PAIRS', () => [...bossFinal.PAIRS], u16('word_19FD6'));
table('Harp_Move .types', 'harpoon.ts HARP_COL_TYPES', () => [...harpoon.HARP_COL_TYPES], (p) => dataAt(p, localLabel(p, '.types', '_incObj/16 Harpoon.asm'), 1));
table('Cat_FragSpeed', 'caterkiller.ts FRAG_SPEEDS', () => asU(2, caterkiller.FRAG_SPEEDS), u16('Cat_FragSpeed'));
table('BGHZ_ObjData', 'bossGreenHill.ts OBJ_DATA', () => flat(bossGhz.OBJ_DATA), u8('BGHZ_ObjData'));
table('BossLabyrinth_ObjData', 'bossLabyrinth.ts PARTS', () => flat(bossLz.PARTS), u8('BossLabyrinth_ObjData'));
table('BossMarble_ObjData', 'bossMarble.ts PARTS', () => flat(bossMz.PARTS), u8('BossMarble_ObjData'));
table('BossSpringYard_ObjData', 'bossSpringYard.ts OBJ_DATA', () => flat(bossSyz.OBJ_DATA), u8('BossSpringYard_ObjData'));
table('BossStarLight_ObjData', 'bossStarLight.ts OBJ_DATA', () => flat(bossSlz.OBJ_DATA), u8('BossStarLight_ObjData'));
table('Geyser_Speeds', 'lavaGeyser.ts SPEEDS', () => asU(2, lavaGeyser.SPEEDS), u16('Geyser_Speeds'));
table('Bonus_Main .points', 'hiddenBonus.ts POINTS', () => [...hiddenBonus.POINTS], (p) => dataAt(p, localLabel(p, '.points', '_incObj/7D Hidden Bonuses.asm'), 2));
table('EggmanCylinder_PosData', 'eggmanCylinder.ts POSITIONS', () => [...cylinder.POSITIONS], u16('EggmanCylinder_PosData'));
table('SStom_Var', 'sideStomp.ts PARTS', () => asU(1, flat(sideStomp.PARTS)), u8('SStom_Var'));
table('SStom_Len', 'sideStomp.ts LENGTHS', () => [...sideStomp.LENGTHS], u16('SStom_Len'));
table('Scen_Values', 'scenery.ts SCEN_VALUES (frame, width, priority, collision)', () => flat(scenery.SCEN_VALUES), (p) => operandsAt(p, 'Scen_Values').filter((o) => o.size === 1).map((o) => o.value));
table('Sto_Var', 'scrapStomp.ts STO_VAR', () => [...scrapStomp.STO_VAR], u8('Sto_Var'));
table('FBlock_Var', 'floatingBlock.ts FBLOCK_VAR', () => [...fblock.FBLOCK_VAR], u8('FBlock_Var'));
table('Smash_FragSpd1', 'smashWall.ts FRAG_SPEEDS_RIGHT', () => asU(2, smashWall.FRAG_SPEEDS_RIGHT), u16('Smash_FragSpd1'));
table('Smash_FragSpd2', 'smashWall.ts FRAG_SPEEDS_LEFT', () => asU(2, smashWall.FRAG_SPEEDS_LEFT), u16('Smash_FragSpd2'));
table('Jun_ChgPos .data', 'junction.ts SPOTS', () => asU(1, junction.SPOTS), (p) => dataAt(p, localLabel(p, '.data', '_incObj/66 Rotating Junction.asm'), 1));
table('See_Speeds', 'seesaw.ts SEE_SPEEDS', () => asU(2, seesaw.SEE_SPEEDS), u16('See_Speeds'));
table('Got_Config', 'gotThroughCard.ts CONFIG', () => flat(gotCard.CONFIG.map((r) => asU(2, r))), (p) => operandsAt(p, 'Got_Config').map((o) => o.value));
table('MBlock_Var', 'movingBlock.ts SHAPES', () => flat(mblock.SHAPES), u8('MBlock_Var'));
table('FFloor_FragSpeed', 'falseFloor.ts FRAG_SPEED', () => asU(2, falseFloor.FRAG_SPEED), u16('FFloor_FragSpeed'));
table('FFloor_FragPos', 'falseFloor.ts FRAG_POS', () => asU(2, falseFloor.FRAG_POS), u16('FFloor_FragPos'));
table('GBall_PosData', 'bossBall.ts POS_DATA', () => [...bossBall.POS_DATA], u8('GBall_PosData'));
table('Gird_ChgMove .settings', 'girder.ts SETTINGS', () => asU(2, girder.SETTINGS), (p) => dataAt(p, localLabel(p, '.settings', '_incObj/70 Girder Block.asm'), 2).filter((_, i) => i % 4 !== 3));
table('BossBlock_FragSpeed', 'bossBlock.ts FRAG_SPEED', () => asU(2, bossBlock.FRAG_SPEED), u16('BossBlock_FragSpeed'));
table('BossBlock_FragPos', 'bossBlock.ts FRAG_POS', () => asU(2, bossBlock.FRAG_POS), u16('BossBlock_FragPos'));
// The six rates, then the code after them that subtypes 6..$F read (LavaM_Main's first words): only the rates are data.
table('LavaM_Rates', 'lavaMaker.ts RATES (0..5)', () => lavaMaker.RATES.slice(0, 6), u8('LavaM_Rates'));
// Subtypes past the two rows read on into CStom_Var, which the ROM lays right after.
table('CStom_SwchNums, CStom_Var', 'chainStomp.ts SWITCH_NUMS', () => [...chainStomp.SWITCH_NUMS], (p) => [...dataAt(p, 'CStom_SwchNums', 1), ...dataAt(p, 'CStom_Var', 1)]);
table('CStom_Var', 'chainStomp.ts PARTS', () => asU(1, flat(chainStomp.PARTS)), u8('CStom_Var'));
table('word_B6A4', 'chainStomp.ts FULL_DROPS', () => [...chainStomp.FULL_DROPS], u16('word_B6A4'));
table('CStom_Var2', 'chainStomp.ts SIZES', () => flat(chainStomp.SIZES), u8('CStom_Var2'));
table('Bub_BblTypes', 'bubble.ts BUB_BBL_TYPES', () => [...bubble.BUB_BBL_TYPES], u8('Bub_BblTypes'));
table('Bom_ShrSpeed', 'bomb.ts SHRAPNEL_SPEED', () => asU(2, bomb.SHRAPNEL_SPEED), u16('Bom_ShrSpeed'));
table('Glass_Vars1', 'glassBlock.ts VARS_012', () => flat(glass.VARS_012), u8('Glass_Vars1'));
table('Glass_Vars2', 'glassBlock.ts VARS_34', () => flat(glass.VARS_34), u8('Glass_Vars2'));
table('Sign_SparkPos', 'signpost.ts SPARK_POS', () => asU(1, signpost.SPARK_POS), u8('Sign_SparkPos'));
table('TimeBonuses', 'signpost.ts TIME_BONUSES', () => [...signpost.TIME_BONUSES], u16('TimeBonuses'));
table('Smab_Speeds', 'smashBlock.ts SPEEDS', () => asU(2, smashBlock.SPEEDS), u16('Smab_Speeds'));
table('Smab_Scores', 'smashBlock.ts SCORES', () => [...smashBlock.SCORES], u16('Smab_Scores'));
table('LBlk_Var', 'labyrinthBlock.ts LBLK_VAR', () => [...lblock.LBLK_VAR], u8('LBlk_Var'));
table('LBall_Speeds', 'lavaBall.ts SPEEDS', () => asU(2, lavaBall.SPEEDS), u16('LBall_Speeds'));
table('LCon_Data', 'labyrinthConvey.ts LCON_DATA', () => lconvey.LCON_DATA.map((r) => asU(2, r)), (p) => offsetTable(p, 'LCon_Data').map((l) => dataAt(p, l, 2)));
table('ObjPosLZPlatform_Index', 'labyrinthConvey.ts LZ_PLATFORM_INDEX', () => [...lconvey.LZ_PLATFORM_INDEX], (p) => platformIndex(p, 'ObjPosLZPlatform_Index'));
table('ObjPosSBZPlatform_Index', 'spinConvey.ts SBZ_PLATFORM_INDEX', () => [...spinConvey.SBZ_PLATFORM_INDEX], (p) => platformIndex(p, 'ObjPosSBZPlatform_Index'));
table('off_164A6', 'spinConvey.ts PATHS', () => spinConvey.PATHS.map((r) => asU(2, r)), (p) => offsetTable(p, 'off_164A6').map((l) => dataAt(p, l, 2)));
table('LGrass_Data', 'largeGrass.ts LGRASS_DATA', () => flat(largeGrass.LGRASS_DATA), (p) => {
  const ops = operandsAt(p, 'LGrass_Data');
  // dc.w LGrass_DataN-LGrass_Data (the map), then dc.b frame, width.
  return ops.map((o) => (o.size === 2 ? ['LGrass_Data1', 'LGrass_Data2', 'LGrass_Data3'].indexOf(o.text.replace(/\s*-\s*LGrass_Data$/, '')) : o.value));
});
table('CFlo_Data1', 'collapseFragments.ts CFLO_DATA1', () => [...fragments.CFLO_DATA1], (p) => [...p.bytesAt('CFlo_Data1', 'test').bytes]);
table('CFlo_Data2', 'collapseFragments.ts CFLO_DATA2', () => [...fragments.CFLO_DATA2], u8('CFlo_Data2'));
table('CFlo_Data3', 'collapseFragments.ts CFLO_DATA3', () => [...fragments.CFLO_DATA3], u8('CFlo_Data3'));
table('ReactToItem .sizes', 'reactToItem.ts SIZES', () => [...reactToItem.SIZES], (p) => dataAt(p, localLabel(p, '.sizes', '_incObj/sub ReactToItem.asm'), 1));
table('ReactToItem .points', 'reactToItem.ts ENEMY_POINTS', () => [...reactToItem.ENEMY_POINTS], (p) => dataAt(p, localLabel(p, '.points', '_incObj/sub ReactToItem.asm'), 2));

// --- Level rules (engine/games/s1/act) ---------------------------------------------------------------
table('OscillateNumInit .baselines', 'oscillators.ts BASELINES', () => [...oscillators.BASELINES], (p) => dataAt(p, 'OscillateNumInit.baselines', 2));
table('OscillateNumDo .settings', 'oscillators.ts SETTINGS', () => [...oscillators.SETTINGS], (p) => dataAt(p, 'OscillateNumDo.settings', 2));
table('Slide_Chunks', 'labyrinthSlides.ts SLIDE_CHUNKS', () => [...slides.SLIDE_CHUNKS], u8('Slide_Chunks'));
table('Slide_Speeds', 'labyrinthSlides.ts SLIDE_SPEEDS', () => asU(1, slides.SLIDE_SPEEDS), u8('Slide_Speeds'));
table('LZWind_Data', 'labyrinthWindTunnels.ts TUNNELS', () => flat(windTunnels.TUNNELS), u16('LZWind_Data'));
table('WaterHeight', 'labyrinthWater.ts WATER_START', () => [...water.WATER_START], u16('WaterHeight'));

// --- The shared core's trigonometry (engine/fixed): the sine and arctangent files ------------
// These two stay in code: every game and hand-made level reads them, checkout or not; the
// checkout's files must be byte for byte what the engine holds.
table('Sine_Data (misc/sinewave.bin)', 'fixed/trig.ts SINE', () => asU(2, [...SINE]), (p) => words(p.bytesAt('Sine_Data', 'test').bytes));
table('Angle_Data (misc/angles.bin)', 'fixed/trig.ts ATAN', () => [...ATAN, 0], (p) => [...p.bytesAt('Angle_Data', 'test').bytes]);

// The hand-made levels' bridge (engine/objects/types) keeps Sonic 1's bend curves: row n is the
// first n + 1 bytes of row n of misc/ghzbend2.bin (the rest of each row is zeros, never read).
table('Obj11_BendData2 (misc/ghzbend2.bin)', 'objects/types/bridge.ts BEND_ALIGN', () => BEND_ALIGN.map((r) => [...r]), (p) => {
  const b = p.bytesAt('Obj11_BendData2', 'test').bytes;
  return Array.from({ length: 16 }, (_, n) => [...b.subarray(n * 16, n * 16 + n + 1)]);
});

/** Big-endian words. */
const words = (b: Uint8Array): number[] => Array.from({ length: b.length >> 1 }, (_, i) => (b[2 * i] << 8) | b[2 * i + 1]);

/** `dc.w ObjPos_LZ1pf1-ObjPos_Index, ...` (the rows up to the $FFFF entry after them) as numbers of the act's lists. */
function platformIndex(p: AsmProgram, label: string): number[] {
  return operandsAt(p, label).filter((o) => o.size === 2).map((o) => PLATFORM_LABELS.indexOf(o.text.replace(/\s*-\s*ObjPos_Index$/, '')));
}

/** The platform lists' labels in the order the act's objectData.platformLists holds them. */
const PLATFORM_LABELS = ['ObjPos_LZ1pf1', 'ObjPos_LZ1pf2', 'ObjPos_LZ2pf1', 'ObjPos_LZ2pf2', 'ObjPos_LZ3pf1', 'ObjPos_LZ3pf2', 'ObjPos_SBZ1pf1', 'ObjPos_SBZ1pf2', 'ObjPos_SBZ1pf3', 'ObjPos_SBZ1pf4', 'ObjPos_SBZ1pf5', 'ObjPos_SBZ1pf6'];

for (const revision of [0, 1] as const) {
  describeWithDisasm(`the engine's tables are the checkout's (REV0${revision})`, () => {
    for (const c of cases) {
      it(`${c.label} = ${c.engine}`, () => {
        expect(c.ours()).toEqual(c.theirs(s1Disassembly(revision).program));
      });
    }
    // The one table whose revisions differ (entry $20: 4 in REV00, 3 in REV01); every reader masks with $7F.
    it('Drown_WobbleData = bubble.ts drownWobble(revision, 0..$7F)', () => {
      const ours = Array.from({ length: 0x80 }, (_, i) => bubble.drownWobble(revision, i));
      expect(asU(1, ours)).toEqual(dataAt(s1Disassembly(revision).program, 'Drown_WobbleData', 1).slice(0, 0x80));
    });
  });
}

describeWithDisasm('the table reader', () => {
  it('can fail: a script one byte off is told apart', () => {
    const p = s1Disassembly().program;
    expect(animationScripts(p, 'Ani_Ring')).toEqual([[5, 4, 5, 6, 7, 0xfc]]);
    expect(animationScripts(p, 'Ani_Ring')).not.toEqual([[5, 4, 5, 6, 6, 0xfc]]);
    expect(bytesOf(p, 'Gar_SpitRate')).toEqual([30, 60, 90, 120, 150, 180, 210, 240]);
  });
});
