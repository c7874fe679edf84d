/**
 * Sonic 1's boot routes: from power-on to an act's first level frame with real inputs only, the
 * console's RAM deciding each step (nothing is timed by hand, so the route is the shortest the
 * game allows and the same on every run):
 * - Green Hill 1: nothing until the title screen's main loop waits for its first VBlank
 *   (`Tit_MainLoop` sets v_vbla_routine to 4), then Start (`Tit_ChkLevSel` → `PlayLevel`).
 * - Every other act: on the title screen the level select code (`LevSelCode_US` or
 *   `LevSelCode_J` by the console's region, `Tit_EnterCheat`: each direction one new press, then
 *   a frame with none), then A held with Start (`Tit_ChkLevSel`), then in `LevelSelect` Up or
 *   Down one press at a time (`LevSelControls`) to the act's item of `LevSel_Ptrs`, then Start.
 * Then nothing until the act's level loop waits for its first iteration: the act's first frame.
 * Every table comes from the checkout (the code, the menu's order, both revisions).
 */
import type { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { findS1Act } from '../../../importers/s1/s1Acts.ts';
import { BTN_A, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_START, BTN_UP } from '../../../engine/input.ts';
import { BootError } from '../../bootError.ts';
import { pressUntil, runUntil } from '../../bootSteps.ts';
import type { LoggedConsole } from '../../console/padLog.ts';
import type { S1Bridge } from './s1Bridge.ts';

/** The game's button bits (Constants.asm btnUp ...) as the engine's input byte. */
function gameButtonsToInput(b: number): number {
  return (b & 1 ? BTN_UP : 0) | (b & 2 ? BTN_DOWN : 0) | (b & 4 ? BTN_LEFT : 0) | (b & 8 ? BTN_RIGHT : 0);
}

/** Why a route could not be followed: one line (realgame/bootError.ts, shared by every game's routes). */
export { BootError };


/** The level select menu: each item's zone and act (LevSel_Ptrs), for the checkout's revision. */
export function levelSelectItems(program: AsmProgram): { zone: number; act: number }[] {
  const items: { zone: number; act: number }[] = [];
  for (const row of program.rowsAt('LevSel_Ptrs', 'sonic.asm')) {
    if (row.op !== 'dc.b' || row.args.length !== 2) continue;
    const zone = program.evaluate(row.args[0]);
    const act = program.evaluate(row.args[1]);
    if (zone === undefined || act === undefined) throw new BootError('bootTable', `sonic.asm:${row.line}: cannot read LevSel_Ptrs entry ${row.args.join(', ')}`);
    items.push({ zone, act });
  }
  return items;
}

/** The code's button presses (the directions before its 0 terminator). */
function levelSelectCode(program: AsmProgram, overseas: boolean): number[] {
  const label = overseas ? 'LevSelCode_US' : 'LevSelCode_J';
  const { bytes } = program.bytesAt(label, 'sonic.asm');
  const out: number[] = [];
  for (const b of bytes) {
    if (b === 0) return out;
    out.push(b);
  }
  throw new BootError('bootTable', `sonic.asm: ${label} has no 0 terminator`);
}

export interface BootResult {
  readonly act: string;
  /** Emulator frames the route ran: the act's first frame is the next one. */
  readonly frames: number;
}

export class S1Boot {
  constructor(
    private readonly bridge: S1Bridge,
    private readonly program: AsmProgram,
  ) {}

  /** Boots `c` (at power-on) to `actId`'s first frame. */
  boot(c: LoggedConsole, actId: string): BootResult {
    const act = findS1Act(actId);
    if (act === undefined || act.id === 'end') {
      throw new BootError('bootNoAct', `s1:${actId}: no boot route (the ending's Green Hill is reached only by finishing the Final Zone)`);
    }
    this.toTitleLoop(c);
    if (act.id === 'ghz1') pressUntil(c, BTN_START, 'Start on the title screen', () => c.byte(this.v.v_gamemode) !== this.bridge.map.modes.title);
    else this.levelSelect(c, act.zone, act.act);
    runUntil(c, 0, `the first frame of s1:${act.id}`, () => this.bridge.loopState(c).waiting);
    return { act: act.id, frames: c.frame };
  }

  /**
   * Boots `c` (at power-on) to the special stage's first frame: the level select code, then its
   * SPECIAL STAGE item (LevSel_Ptrs' `id_SS, 0`: `LevSel_Level_SS` sets v_gamemode to
   * id_Special, 3 lives, no rings), then nothing until `SS_MainLoop` waits for its first
   * iteration (v_vbla_routine $A). `beforeLoad` runs once the game has taken Start, before
   * GM_Special's fade is over and `SS_Load` reads v_lastspecial.
   */
  bootSpecialStage(c: LoggedConsole, beforeLoad?: (c: LoggedConsole) => void): BootResult {
    const idSS = this.program.symbol('id_SS');
    if (idSS === undefined) throw new BootError('bootTable', 'Constants.asm: no id_SS (the special stage\'s zone number in LevSel_Ptrs)');
    this.toTitleLoop(c);
    this.levelSelect(c, idSS, 0);
    beforeLoad?.(c);
    const { modes } = this.bridge.map;
    runUntil(c, 0, 'the first frame of the special stage', () => c.byte(this.v.v_gamemode) === modes.special && c.byte(this.v.v_vbla_routine) === 0x0a);
    return { act: 'ss', frames: c.frame };
  }

  private get v() {
    return this.bridge.map.v;
  }

  /** Nothing until the title's main loop waits for a VBlank: its next frame reads the pad. */
  private toTitleLoop(c: LoggedConsole): void {
    const { modes } = this.bridge.map;
    runUntil(c, 0, 'the title screen', () => c.byte(this.v.v_gamemode) === modes.title && c.byte(this.v.v_vbla_routine) === 4);
  }

  private levelSelect(c: LoggedConsole, zone: number, actNo: number): void {
    const v = this.v;
    const overseas = (c.byte(v.v_megadrive) & 0x80) !== 0;
    const code = levelSelectCode(this.program, overseas);
    for (let i = 0; i < code.length; i++) {
      // The frame of nothing after the last press is the code's 0: it completes the code too.
      pressUntil(c, gameButtonsToInput(code[i]), `level select code press ${i + 1}`, () => c.word(v.v_title_dcount) >= i + 1);
    }
    runUntil(c, 0, 'the level select code', () => c.byte(v.f_levselcheat) !== 0);
    const items = levelSelectItems(this.program);
    const item = items.findIndex((it) => it.zone === zone && it.act === actNo);
    if (item < 0) throw new BootError('bootTable', `sonic.asm: LevSel_Ptrs has no item for zone ${zone} act ${actNo}`);
    // A held with Start opens the menu (Tit_ChkLevSel). Its loop is the one whose
    // LevSelControls counts v_levseldelay down every frame (the title's loop never touches it).
    let delay = c.word(v.v_levseldelay);
    pressUntil(c, BTN_A | BTN_START, 'A + Start for the level select', () => {
      const d = c.word(v.v_levseldelay);
      const ticking = d !== delay;
      delay = d;
      return ticking && c.byte(v.v_gamemode) === this.bridge.map.modes.title;
    });
    const count = items.length + 1; // the sound test follows the levels and the special stage
    const down = item;
    const up = count - item;
    for (let at = 0; at !== item; ) {
      const next = down <= up ? (at + 1) % count : (at - 1 + count) % count;
      pressUntil(c, down <= up ? BTN_DOWN : BTN_UP, `menu item ${next}`, () => c.word(v.v_levselitem) === next);
      at = next;
    }
    pressUntil(c, BTN_START, `Start on menu item ${item}`, () => c.byte(v.v_gamemode) !== this.bridge.map.modes.title);
  }

}
