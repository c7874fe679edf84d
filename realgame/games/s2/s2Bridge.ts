/**
 * Sonic 2 for the real-game bridge: the RAM it reads, by the checkout's own names
 * (importers/s2/s2RamSymbols.ts: s2.constants.asm's RAM layout and constants), and what a frame
 * was.
 *
 * The frame rule (CONTRACTS §8) from RAM alone, as Sonic 1's: `Level_MainLoop` sets
 * Vint_routine to VintID_Level and waits (`WaitForVint`); the VBlank (`V_Int`) finds the routine
 * set, clears it and runs `Vint_Level`, which reads the pads first thing (`ReadJoypads`), and the
 * loop goes on: `addq.w #1,(Level_frame_counter).w`, the iteration's logic. A VBlank that finds
 * the routine still 0 (the logic overran) runs `Vint_Lag`: no pad is read, a lag frame. So after
 * a frame, the loop waits for its next iteration exactly when the routine is not 0 while the
 * game mode is GameModeID_Level (GameModeID_Demo is the game's own demo, never a movie's).
 *
 * The game mode and V-int routine numbers are placed by the tables the checkout's `id()`
 * function counts (GameModesArray: one `bra.w`, 4 bytes, per mode; Vint_SwitchTbl: one
 * `offsetTableEntry.w`, 2 bytes, per routine), which the source reader does not evaluate: they
 * are counted here from the tables themselves.
 */
import type { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import type { RamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { importError } from '../../../importers/s1/importError.ts';
import { S2_ACTS } from '../../../importers/s2/s2Acts.ts';
import { readZoneIds, type S2ZoneIds } from '../../../importers/s2/s2ZoneIds.ts';
import { ramLong, ramSignedWord, type RealConsole } from '../../console/realConsole.ts';
import type { ActStartValues, GameBridge, LoopState, RealRecord } from '../../gameBridge.ts';

/** The variables the bridge and the boot routes read (s2.constants.asm names). */
const VARIABLES = [
  'Game_Mode', 'Vint_routine', 'Level_frame_counter', 'Vint_runcount', 'Current_Zone', 'Current_Act', 'Object_RAM', 'MainCharacter',
  'Sidekick', 'Ring_count', 'Life_count', 'Camera_X_pos', 'Camera_Y_pos', 'Ctrl_1_Held', 'Ctrl_1_Press', 'Player_mode', 'Player_option',
  'Title_screen_option', 'TitleScreenMenu', 'Options_menu_box', 'Sound_test_sound', 'Level_select_flag', 'Level_select_zone',
  'Correct_cheat_entries', 'Two_player_mode',
] as const;
/** The object fields (s2.constants.asm). */
const FIELDS = [
  'id', 'render_flags', 'x_pos', 'y_pos', 'x_vel', 'y_vel', 'inertia', 'angle', 'status', 'routine', 'x_radius', 'y_radius', 'move_lock',
  'interact', 'top_solid_bit', 'object_size',
] as const;

export type S2Variable = (typeof VARIABLES)[number];
export type S2Field = (typeof FIELDS)[number];

/** The game mode numbers (GameModeID_SegaScreen ...). */
export interface S2GameModes {
  readonly sega: number;
  readonly title: number;
  readonly demo: number;
  readonly level: number;
  readonly special: number;
  readonly continue: number;
  readonly results2p: number;
  readonly levelSelect2p: number;
  readonly ending: number;
  readonly options: number;
  readonly levelSelect: number;
}

/** The V-int routine numbers the bridge and the boot routes tell apart (VintID_Lag ...). */
export interface S2VintIds {
  readonly lag: number;
  readonly title: number;
  readonly level: number;
  readonly pcm: number;
  readonly menu: number;
}

export interface S2RamMap {
  readonly v: Readonly<Record<S2Variable, number>>;
  readonly ob: Readonly<Record<S2Field, number>>;
  readonly modes: S2GameModes;
  readonly vint: S2VintIds;
  /** The checkout's zone numbers, for the act names. */
  readonly zones: S2ZoneIds;
}

/** GameModesArray: each `GameMode_*` label's entry is one `bra.w`, 4 bytes (GameModeID_* = its offset). */
function gameModes(program: AsmProgram): S2GameModes {
  const names: Record<string, keyof S2GameModes> = {
    GameMode_SegaScreen: 'sega', GameMode_TitleScreen: 'title', GameMode_Demo: 'demo', GameMode_Level: 'level',
    GameMode_SpecialStage: 'special', GameMode_ContinueScreen: 'continue', GameMode_2PResults: 'results2p',
    GameMode_2PLevelSelect: 'levelSelect2p', GameMode_EndingSequence: 'ending', GameMode_OptionsMenu: 'options',
    GameMode_LevelSelect: 'levelSelect',
  };
  const out: Partial<Record<keyof S2GameModes, number>> = {};
  let offset = 0;
  for (let i = program.labelIndex('GameModesArray', 's2.asm') + 1; i < program.statements.length; i++) {
    const st = program.statements[i];
    if (st.label !== undefined) {
      const key = names[st.label];
      if (key === undefined) break;
      out[key] = offset;
      continue;
    }
    if (st.op !== 'bra.w') break;
    offset += 4;
  }
  for (const key of Object.values(names)) {
    if (out[key] === undefined) throw importError('unreadableTable', 's2.asm', `GameModesArray has no entry for game mode "${key}"`);
  }
  return out as S2GameModes;
}

/**
 * Vint_SwitchTbl: each entry is one `offsetTableEntry.w Vint_*`, 2 bytes (VintID_* = its offset).
 * An entry's `Vint_Lag_ptr` label is written without a colon on the first line, so the reader
 * keeps that one as an operation named by the label, with the entry as its operand.
 */
function vintIds(program: AsmProgram): S2VintIds {
  const names: Record<string, keyof S2VintIds> = { Vint_Lag: 'lag', Vint_Title: 'title', Vint_Level: 'level', Vint_PCM: 'pcm', Vint_Menu: 'menu' };
  const out: Partial<Record<keyof S2VintIds, number>> = {};
  let offset = 0;
  for (let i = program.labelIndex('Vint_SwitchTbl', 's2.asm') + 1; i < program.statements.length; i++) {
    const st = program.statements[i];
    if (st.op === '' || st.op === 'offsettable') continue;
    let target: string | undefined;
    if (st.op === 'offsettableentry.w') target = st.args[0];
    else target = /^offsetTableEntry\.w\s+(\S+)$/i.exec(st.args[0] ?? '')?.[1];
    if (target === undefined) break;
    const key = names[target];
    if (key !== undefined) out[key] = offset;
    offset += 2;
  }
  for (const [label, key] of Object.entries(names)) {
    if (out[key] === undefined) throw importError('unreadableTable', 's2.asm', `Vint_SwitchTbl has no entry for ${label}`);
  }
  return out as S2VintIds;
}

/** Resolves every name the bridge reads; a checkout that lacks one is refused with its name. */
export function s2RamMap(program: AsmProgram, symbols: RamSymbols): S2RamMap {
  const need = (name: string): number => {
    const v = symbols.value(name);
    if (v === undefined) throw importError('unreadableTable', 's2.constants.asm', `no ${name}: the real-game bridge reads it`);
    return v;
  };
  const v = Object.fromEntries(VARIABLES.map((n) => [n, need(n) & 0xffff])) as Record<S2Variable, number>;
  const ob = Object.fromEntries(FIELDS.map((n) => [n, need(n)])) as Record<S2Field, number>;
  return { v, ob, modes: gameModes(program), vint: vintIds(program), zones: readZoneIds(program) };
}

/** The act id (`ehz1`) of the game's zone and act numbers, or `z-a` for one that is no act. */
export function s2ActName(zones: S2ZoneIds, zone: number, act: number): string {
  return S2_ACTS.find((a) => zones.byLabel.get(a.zoneLabel) === zone && a.act === act)?.id ?? `${zone}-${act}`;
}

/** One player object's state (the main character's or the sidekick's), in the trace record's units. */
export type S2PlayerRecord = Pick<RealRecord, 'x' | 'y' | 'xsp' | 'ysp' | 'gsp' | 'angle' | 'air' | 'roll' | 'layer' | 'ctrlLock' | 'wrad' | 'hrad' | 'routine' | 'onObject'>;

/** top_solid_bit: the primary collision path's top bit (Sonic's start: `move.b #$C,top_solid_bit(a0)` in Obj01_Init). */
const PRIMARY_TOP_BIT = 0x0c;

export class S2Bridge implements GameBridge {
  readonly game = 's2';
  constructor(readonly map: S2RamMap) {}

  /**
   * A level's loop: GameModeID_Level. The title card bit (GameModeID_TitleCard, bit 7) set is
   * `Level` loading the act (the title card, the reload after a death).
   */
  loopState(c: RealConsole): LoopState {
    const { v, modes } = this.map;
    const mode = c.byte(v.Game_Mode);
    const inLevel = mode === modes.level;
    const loading = (mode & 0x80) !== 0 && (mode & 0x7f) === modes.level;
    let elsewhere: LoopState['elsewhere'] = null;
    if (!inLevel && !loading) {
      const m = mode & 0x7f;
      elsewhere = m === modes.special ? 'special' : m === modes.ending ? 'ending' : 'gameOver';
    }
    return { inLevel, waiting: inLevel && c.byte(v.Vint_routine) !== 0, levelFrame: c.word(v.Level_frame_counter), elsewhere };
  }

  record(c: RealConsole): RealRecord {
    const { v } = this.map;
    return {
      ...this.player(c, v.MainCharacter),
      camX: c.word(v.Camera_X_pos),
      // A signed word, as Sonic 1's: the camera's top limit may be negative (MTZ's -$100).
      camY: ramSignedWord(c, v.Camera_Y_pos),
      rings: c.word(v.Ring_count),
      lives: c.byte(v.Life_count),
      act: `s2:${s2ActName(this.map.zones, c.byte(v.Current_Zone), c.byte(v.Current_Act))}`,
      levelFrame: c.word(v.Level_frame_counter),
    };
  }

  /** The sidekick (Tails, in a Sonic and Tails game), or null when its slot is empty (Sonic alone). */
  sidekick(c: RealConsole): S2PlayerRecord | null {
    const { v, ob } = this.map;
    return c.byte(v.Sidekick + ob.id) === 0 ? null : this.player(c, v.Sidekick);
  }

  /** The player object at `p` (MainCharacter or Sidekick). */
  player(c: RealConsole, p: number): S2PlayerRecord {
    const { ob } = this.map;
    const status = c.byte(p + ob.status);
    return {
      // Positions are 16.16 longs; the engine keeps 8 fraction bits (ObjectMove adds speed << 8).
      x: ramLong(c, p + ob.x_pos) >> 8,
      y: ramLong(c, p + ob.y_pos) >> 8,
      xsp: ramSignedWord(c, p + ob.x_vel),
      ysp: ramSignedWord(c, p + ob.y_vel),
      gsp: ramSignedWord(c, p + ob.inertia),
      angle: c.byte(p + ob.angle),
      air: (status & 2) !== 0,
      roll: (status & 4) !== 0,
      // The collision path is the bit pair the player's floor checks test: $C/$D primary (layer A), $E/$F secondary (B).
      layer: c.byte(p + ob.top_solid_bit) === PRIMARY_TOP_BIT ? 'A' : 'B',
      ctrlLock: c.word(p + ob.move_lock),
      wrad: c.byte(p + ob.x_radius),
      hrad: c.byte(p + ob.y_radius),
      routine: c.byte(p + ob.routine),
      onObject: (status & 8) !== 0 ? this.stoodOn(c, c.byte(p + ob.interact)) : null,
    };
  }

  /** The object in `slot` of Object_RAM (status bit 3 set: the player stands on it; `interact` is its slot). */
  private stoodOn(c: RealConsole, slot: number): { slot: number; id: number } {
    const { v, ob } = this.map;
    return { slot, id: c.byte(v.Object_RAM + slot * ob.object_size + ob.id) };
  }

  /**
   * Read where the level loop waits for its next iteration: the VBlank that starts it counts
   * one more (`VintRet`: `addq.l #1,(Vint_runcount).w`) before the iteration's logic runs.
   */
  actStartValues(c: RealConsole): ActStartValues {
    return { vblank: (this.vblankCount(c) + 1) >>> 0 };
  }

  /** Vint_runcount now: every VBlank the 68000 took (none while the game masks interrupts to load). */
  vblankCount(c: RealConsole): number {
    return ((c.word(this.map.v.Vint_runcount) << 16) | c.word(this.map.v.Vint_runcount + 2)) >>> 0;
  }
}
