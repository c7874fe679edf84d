/**
 * Sonic 2's boot routes: from power-on to an act's first level frame with real inputs only, the
 * console's RAM deciding each step (nothing is timed by hand, so the route is the shortest the
 * game allows and the same on every run). Every route starts the same way:
 * - the SEGA screen: nothing until its last wait (`Sega_WaitEnd`, whose VBlank is Vint_PCM),
 *   then Start held until the title screen comes (Vint_PCM reads the pad once every 16 frames);
 * - the title screen: nothing until its loop waits for its first VBlank (`TitleScreen_Loop` sets
 *   VintID_Title), then Start once, which ends the intro at once (`TitleScreen_SetFinalState`
 *   takes the press and loads the menu, TitleScreenMenu).
 * Then, by act and players (Player_option: 0 Sonic and Tails, the default, 1 Sonic alone):
 * - Emerald Hill 1 with Sonic and Tails: Start (`TitleScreen_Loop` → Level, the 1-player game).
 * - Emerald Hill 1 with Sonic alone: Up to the menu's third item (Obj0F_Main wraps 0 → 2,
 *   OPTIONS), Start (`TitleScreen_ChoseOptions`), Right on PLAYER SELECT (`OptionScreen_Controls`:
 *   Player_option 1, SONIC ALONE), Start on it (`OptionScreen_Select`: the 1-player game).
 * - Every other act: the options as above (Right only for Sonic alone), Up to the SOUND TEST
 *   (Options_menu_box wraps 0 → 2), each sound of the level select code (`level_select_cheat`:
 *   $19, $65, $09, $17) reached with Left, Right and A (+$10) and played with B (`CheckCheats`
 *   sets Level_select_flag), Start on the sound test (back to the SEGA screen), the SEGA screen
 *   and the title's intro as at power-on, A held with Start (`TitleScreen_Loop`: the level
 *   select), then in `LevelSelect_Main` Up, Down or Right (`LevSelControls`: the
 *   LevelSelect_SwitchTable column jump) one press at a time to the act's item of
 *   LevelSelect_Order, then Start.
 * Then nothing until the act's level loop waits for its first iteration: the act's first frame.
 * The menus' tables (the code, the menu's order and columns) come from the checkout.
 */
import { evaluateExpression, type AsmProgram } from '../../../importers/s1/asmProgram.ts';
import type { RamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { findS2Act } from '../../../importers/s2/s2Acts.ts';
import { BTN_A, BTN_B, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_START, BTN_UP } from '../../../engine/input.ts';
import { BootError } from '../../bootError.ts';
import { pressUntil, runUntil } from '../../bootSteps.ts';
import type { LoggedConsole } from '../../console/padLog.ts';
import type { S2Bridge } from './s2Bridge.ts';

/** Who plays: Player_option's values (0 = Sonic and Tails, 1 = Sonic, as `OptionScreen_Choices` counts them). */
export type S2Players = 'sonicAndTails' | 'sonic';
const PLAYER_OPTION: Readonly<Record<S2Players, number>> = { sonicAndTails: 0, sonic: 1 };

/** The title menu's and the options menu's items (Obj0F_Main, OptionScreen_Controls: three each, wrapping). */
const MENU_ITEMS = 3;
const TITLE_OPTIONS = 2;
const OPTIONS_SOUND_TEST = 2;
/** The sound test's last value (OptionScreen_Choices: `($80-1)<<24|Sound_test_sound`). */
const SOUND_TEST_MAX = 0x7f;

export interface S2BootResult {
  readonly act: string;
  readonly players: S2Players;
  /** Emulator frames the route ran: the act's first frame is the next one. */
  readonly frames: number;
}

/** One item of the level select menu (LevelSelect_Order): an act, the special stage or the sound test. */
export type S2LevelSelectItem = { readonly zone: number; readonly act: number } | 'special' | 'soundTest';

/** The level select menu's items, in order (LevelSelect_Order: `zone<<8|act`, $4000 the special stage, $FFFF the sound test). */
export function s2LevelSelectItems(program: AsmProgram, symbols: RamSymbols): S2LevelSelectItem[] {
  const items: S2LevelSelectItem[] = [];
  for (const row of program.rowsAt('LevelSelect_Order', 's2.asm')) {
    if (row.op !== 'dc.w') break;
    for (const arg of row.args) {
      const v = evaluateExpression(arg, (n) => symbols.value(n));
      if (v === undefined) throw new BootError('bootTable', `s2.asm:${row.line}: cannot read LevelSelect_Order entry ${arg}`);
      const w = v & 0xffff;
      items.push(w === 0xffff ? 'soundTest' : w === 0x4000 ? 'special' : { zone: w >> 8, act: w & 0xff });
    }
  }
  return items;
}

/** Where Left or Right takes each item of the level select (LevelSelect_SwitchTable). */
export function s2LevelSelectColumns(program: AsmProgram): number[] {
  return [...program.bytesAt('LevelSelect_SwitchTable', 's2.asm').bytes];
}

/** The level select code's sounds (`level_select_cheat`, before its 0 terminator). */
export function s2LevelSelectCode(program: AsmProgram): number[] {
  const out: number[] = [];
  for (const b of program.bytesAt('level_select_cheat', 's2.asm').bytes) {
    if (b === 0) return out;
    out.push(b);
  }
  throw new BootError('bootTable', 's2.asm: level_select_cheat has no 0 terminator');
}

/**
 * The sound test's value after one frame of `pad` (OptionScreen_Controls on the SOUND TEST):
 * Left down by 1 (0 wraps to $7F), Right up by 1 ($7F wraps to 0), then A up by $10 (past $7F:
 * 0 in the original, `fixBugs` wraps it as the level select does).
 */
export function soundTestStep(value: number, pad: number, fixBugs: boolean): number {
  let d = value & 0xff;
  if (pad & BTN_LEFT) d = d === 0 ? SOUND_TEST_MAX : d - 1;
  if (pad & BTN_RIGHT) d = d + 1 > SOUND_TEST_MAX ? 0 : d + 1;
  if (pad & BTN_A) {
    const up = (d + 0x10) & 0xff;
    d = fixBugs ? up & 0x7f : up > SOUND_TEST_MAX ? 0 : up;
  }
  return d;
}

/** The fewest presses (Left, Right, A, alone or together) from one sound test value to another. */
export function soundTestPresses(from: number, to: number, fixBugs: boolean): number[] {
  const moves = [BTN_LEFT, BTN_RIGHT, BTN_A, BTN_LEFT | BTN_A, BTN_RIGHT | BTN_A];
  const back = new Map<number, { from: number; pad: number }>();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0 && !seen.has(to)) {
    const at = queue.shift()!;
    for (const pad of moves) {
      const next = soundTestStep(at, pad, fixBugs);
      if (seen.has(next)) continue;
      seen.add(next);
      back.set(next, { from: at, pad });
      queue.push(next);
    }
  }
  const out: number[] = [];
  for (let at = to; at !== from; ) {
    const step = back.get(at);
    if (step === undefined) throw new BootError('bootTable', `the sound test cannot reach $${to.toString(16)}`);
    out.unshift(step.pad);
    at = step.from;
  }
  return out;
}

/** The fewest presses (Up, Down, Right) from one level select item to another (LevSelControls). */
export function levelSelectPresses(from: number, to: number, columns: readonly number[], soundTest: number): number[] {
  const count = columns.length;
  const moves: [number, (i: number) => number][] = [
    [BTN_UP, (i) => (i + count - 1) % count],
    [BTN_DOWN, (i) => (i + 1) % count],
    // On the sound test Left and Right change the sound, not the item.
    [BTN_RIGHT, (i) => (i === soundTest ? i : columns[i])],
  ];
  const back = new Map<number, { from: number; pad: number }>();
  const queue = [from];
  const seen = new Set([from]);
  while (queue.length > 0 && !seen.has(to)) {
    const at = queue.shift()!;
    for (const [pad, move] of moves) {
      const next = move(at);
      if (next < 0 || next >= count || seen.has(next)) continue;
      seen.add(next);
      back.set(next, { from: at, pad });
      queue.push(next);
    }
  }
  const out: number[] = [];
  for (let at = to; at !== from; ) {
    const step = back.get(at);
    if (step === undefined) throw new BootError('bootTable', `the level select cannot reach item ${to}`);
    out.unshift(step.pad);
    at = step.from;
  }
  return out;
}

export class S2Boot {
  constructor(
    private readonly bridge: S2Bridge,
    private readonly program: AsmProgram,
    private readonly symbols: RamSymbols,
  ) {}

  /** Boots `c` (at power-on) to `actId`'s first frame with `players` (Sonic alone unless asked). */
  boot(c: LoggedConsole, actId: string, players: S2Players = 'sonic'): S2BootResult {
    const act = findS2Act(actId);
    if (act === undefined) throw new BootError('bootNoAct', `s2:${actId}: no Sonic 2 act of that name`);
    const zone = this.bridge.map.zones.byLabel.get(act.zoneLabel);
    if (zone === undefined) throw new BootError('bootTable', `s2.constants.asm: no zone ${act.zoneLabel}`);
    const { modes } = this.bridge.map;
    const v = this.v;
    this.throughSegaAndIntro(c);
    if (act.id === 'ehz1' && players === 'sonicAndTails') {
      pressUntil(c, BTN_START, 'Start on the title screen', () => c.byte(v.Game_Mode) !== modes.title);
    } else {
      this.toOptions(c, players);
      if (act.id === 'ehz1') pressUntil(c, BTN_START, 'Start on PLAYER SELECT', () => c.byte(v.Game_Mode) !== modes.options);
      else this.levelSelect(c, zone, act.act);
    }
    runUntil(c, 0, `the first frame of s2:${act.id}`, () => this.bridge.loopState(c).waiting);
    return { act: act.id, players, frames: c.frame };
  }

  private get v() {
    return this.bridge.map.v;
  }


  /** From power-on (or the sound test's return) through the SEGA screen to the title's menu, its intro ended by Start. */
  private throughSegaAndIntro(c: LoggedConsole): void {
    const { modes, vint, ob } = this.bridge.map;
    const v = this.v;
    runUntil(c, 0, 'the SEGA screen\'s last wait', () => c.byte(v.Game_Mode) === modes.sega && c.byte(v.Vint_routine) === vint.pcm);
    runUntil(c, BTN_START, 'the title screen (Start on the SEGA screen)', () => c.byte(v.Game_Mode) === modes.title);
    runUntil(c, 0, 'the title screen\'s loop', () => c.byte(v.Game_Mode) === modes.title && c.byte(v.Vint_routine) === vint.title);
    pressUntil(c, BTN_START, 'Start in the title\'s intro', () => c.byte(v.TitleScreenMenu + ob.id) !== 0);
  }

  /** OPTIONS on the title's menu, then PLAYER SELECT set to `players`. */
  private toOptions(c: LoggedConsole, players: S2Players): void {
    const { modes } = this.bridge.map;
    const v = this.v;
    this.menuTo(c, () => c.byte(v.Title_screen_option), TITLE_OPTIONS, 'the title menu');
    pressUntil(c, BTN_START, 'Start on OPTIONS', () => c.byte(v.Game_Mode) === modes.options);
    const want = PLAYER_OPTION[players];
    // PLAYER SELECT is the box the options open on (TitleScreen_ChoseOptions clears Options_menu_box).
    while (c.word(v.Player_option) !== want) {
      const was = c.word(v.Player_option);
      pressUntil(c, BTN_RIGHT, `PLAYER SELECT ${want}`, () => c.word(v.Player_option) !== was);
    }
  }

  /** Up or Down one press at a time on a three-item wrapping menu until `at()` is `item`. */
  private menuTo(c: LoggedConsole, at: () => number, item: number, what: string): void {
    while (at() !== item) {
      const from = at();
      const up = (from - item + MENU_ITEMS) % MENU_ITEMS;
      const down = (item - from + MENU_ITEMS) % MENU_ITEMS;
      const next = up <= down ? (from + MENU_ITEMS - 1) % MENU_ITEMS : (from + 1) % MENU_ITEMS;
      pressUntil(c, up <= down ? BTN_UP : BTN_DOWN, `${what} item ${next}`, () => at() === next);
    }
  }

  private levelSelect(c: LoggedConsole, zone: number, actNo: number): void {
    const { modes } = this.bridge.map;
    const v = this.v;
    const items = s2LevelSelectItems(this.program, this.symbols);
    const item = items.findIndex((it) => typeof it === 'object' && it.zone === zone && it.act === actNo);
    if (item < 0) throw new BootError('bootTable', `s2.asm: LevelSelect_Order has no item for zone ${zone} act ${actNo}`);
    const columns = s2LevelSelectColumns(this.program);
    if (columns.length < items.length) throw new BootError('bootTable', `s2.asm: LevelSelect_SwitchTable has ${columns.length} entries for ${items.length} items`);
    // The level select code on the SOUND TEST.
    this.menuTo(c, () => c.byte(v.Options_menu_box), OPTIONS_SOUND_TEST, 'the options');
    const fixBugs = (this.program.symbol('fixBugs') ?? 0) !== 0;
    const code = s2LevelSelectCode(this.program);
    for (let i = 0; i < code.length; i++) {
      const presses = soundTestPresses(c.word(v.Sound_test_sound) & 0xff, code[i], fixBugs);
      // The last press plays the sound too (B: OptionScreen_Controls plays it, then CheckCheats).
      if (presses.length === 0) presses.push(0);
      presses[presses.length - 1] |= BTN_B;
      for (let k = 0; k < presses.length; k++) {
        const before = c.word(v.Sound_test_sound);
        const expected = soundTestStep(before, presses[k], fixBugs);
        const last = k === presses.length - 1;
        const took = last && i === code.length - 1
          ? () => c.byte(v.Level_select_flag) !== 0
          : last ? () => c.word(v.Correct_cheat_entries) === i + 1 : () => c.word(v.Sound_test_sound) === expected;
        pressUntil(c, presses[k], `sound $${code[i].toString(16)} of the level select code`, took);
      }
    }
    pressUntil(c, BTN_START, 'Start on the SOUND TEST', () => c.byte(v.Game_Mode) !== modes.options);
    this.throughSegaAndIntro(c);
    // A held with Start: the level select (TitleScreen_Loop, with Level_select_flag set).
    pressUntil(c, BTN_A | BTN_START, 'A + Start for the level select', () => c.byte(v.Game_Mode) === modes.levelSelect);
    const soundTest = items.indexOf('soundTest');
    for (const pad of levelSelectPresses(c.word(v.Level_select_zone), item, columns.slice(0, items.length), soundTest)) {
      const next = pad === BTN_UP ? (c.word(v.Level_select_zone) + items.length - 1) % items.length
        : pad === BTN_RIGHT ? columns[c.word(v.Level_select_zone)] : (c.word(v.Level_select_zone) + 1) % items.length;
      pressUntil(c, pad, `level select item ${next}`, () => c.word(v.Level_select_zone) === next);
    }
    pressUntil(c, BTN_START, `Start on level select item ${item}`, () => c.byte(v.Game_Mode) !== modes.levelSelect);
  }
}
