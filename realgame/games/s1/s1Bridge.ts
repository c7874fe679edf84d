/**
 * Sonic 1 for the real-game bridge: the RAM it reads, by the checkout's own names
 * (importers/s1/ramSymbols.ts: Variables.asm and Constants.asm), and what a frame was.
 *
 * The frame rule (CONTRACTS §8) from RAM alone: `Level_MainLoop` sets v_vbla_routine to 8 and
 * waits (`WaitForVBla`); the VBlank handler reads the pads (`VBla_08` → `ReadJoypads`), clears
 * the routine, and the loop goes on: `addq.w #1,(v_framecount)`, the iteration's logic. A frame
 * whose logic is not over when the next VBlank comes finds the routine still 0 (`VBla_00`): no
 * pad is read, a lag frame. So after a frame, the loop waits for its next iteration exactly when
 * the routine is not 0 while the game mode is a level (id_Level, or id_Demo for the demos).
 */
import type { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import type { RamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { importError } from '../../../importers/s1/importError.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { ramLong, ramSignedWord, type RealConsole } from '../../console/realConsole.ts';
import type { ActStartValues, GameBridge, LoopState, RealRecord } from '../../gameBridge.ts';

/** The variables the bridge reads (Variables.asm names). */
const VARIABLES = [
  'v_gamemode', 'v_vbla_routine', 'v_framecount', 'v_vbla_count', 'v_zone', 'v_act', 'v_player', 'v_rings', 'v_lives',
  'v_screenposx', 'v_screenposy', 'v_jpadhold1', 'v_jpadpress1', 'v_random', 'f_restart', 'v_megadrive', 'v_title_dcount',
  'v_levselitem', 'v_levseldelay', 'f_levselcheat', 'v_demolength', 'v_time', 'v_score', 'v_objspace',
] as const;
/** The object fields (Constants.asm). */
const FIELDS = ['obID', 'obX', 'obY', 'obVelX', 'obVelY', 'obInertia', 'obAngle', 'obStatus', 'obRender', 'obRoutine', 'obWidth', 'obHeight', 'objoff_3E', 'standonobject', 'object_size'] as const;

export type S1Variable = (typeof VARIABLES)[number];
export type S1Field = (typeof FIELDS)[number];

/** The game mode numbers (`id_Sega` ...): each `ptr_GM_*` entry of GameModeArray is one `bra.w`, 4 bytes. */
export interface S1GameModes {
  readonly sega: number;
  readonly title: number;
  readonly demo: number;
  readonly level: number;
  readonly special: number;
  readonly continue: number;
  readonly ending: number;
  readonly credits: number;
}

export interface S1RamMap {
  readonly v: Readonly<Record<S1Variable, number>>;
  readonly ob: Readonly<Record<S1Field, number>>;
  readonly modes: S1GameModes;
}

function gameModes(program: AsmProgram): S1GameModes {
  const names: Record<string, keyof S1GameModes> = {
    ptr_GM_Sega: 'sega', ptr_GM_Title: 'title', ptr_GM_Demo: 'demo', ptr_GM_Level: 'level', ptr_GM_Special: 'special',
    ptr_GM_Cont: 'continue', ptr_GM_Ending: 'ending', ptr_GM_Credits: 'credits',
  };
  const out: Partial<Record<keyof S1GameModes, number>> = {};
  let offset = 0;
  for (let i = program.labelIndex('GameModeArray', 'sonic.asm') + 1; i < program.statements.length; i++) {
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
    if (out[key] === undefined) throw importError('unreadableTable', 'sonic.asm', `GameModeArray has no entry for game mode "${key}"`);
  }
  return out as S1GameModes;
}

/** Resolves every name the bridge reads; a checkout that lacks one is refused with its name. */
export function s1RamMap(program: AsmProgram, symbols: RamSymbols): S1RamMap {
  const need = (name: string, file: string): number => {
    const v = symbols.value(name);
    if (v === undefined) throw importError('unreadableTable', file, `no ${name}: the real-game bridge reads it`);
    return v;
  };
  const v = Object.fromEntries(VARIABLES.map((n) => [n, need(n, 'Variables.asm') & 0xffff])) as Record<S1Variable, number>;
  const ob = Object.fromEntries(FIELDS.map((n) => [n, need(n, 'Constants.asm')])) as Record<S1Field, number>;
  return { v, ob, modes: gameModes(program) };
}

/** The act id (`ghz1`) of the game's zone and act numbers, or `z-a` for one that is no act. */
export function s1ActName(zone: number, act: number): string {
  return S1_ACTS.find((a) => a.zone === zone && a.act === act)?.id ?? `${zone}-${act}`;
}

export class S1Bridge implements GameBridge {
  readonly game = 's1';
  constructor(readonly map: S1RamMap) {}

  /**
   * A level's loop: id_Level (a demo, id_Demo, is the game's own playing, never a movie's). Bit 7
   * set is GM_Level loading the act (title card, the reload after a death).
   */
  loopState(c: RealConsole): LoopState {
    const { v, modes } = this.map;
    const mode = c.byte(v.v_gamemode);
    const inLevel = mode === modes.level;
    const loading = (mode & 0x80) !== 0 && (mode & 0x7f) === modes.level;
    let elsewhere: LoopState['elsewhere'] = null;
    if (!inLevel && !loading) {
      const m = mode & 0x7f;
      elsewhere = m === modes.special ? 'special' : m === modes.ending || m === modes.credits ? 'ending' : 'gameOver';
    }
    return { inLevel, waiting: inLevel && c.byte(v.v_vbla_routine) !== 0, levelFrame: c.word(v.v_framecount), elsewhere };
  }

  record(c: RealConsole): RealRecord {
    const { v, ob } = this.map;
    const p = v.v_player;
    const status = c.byte(p + ob.obStatus);
    return {
      // Positions are 16.16 longs; the engine keeps 8 fraction bits (SpeedToPos adds speed << 8).
      x: ramLong(c, p + ob.obX) >> 8,
      y: ramLong(c, p + ob.obY) >> 8,
      xsp: ramSignedWord(c, p + ob.obVelX),
      ysp: ramSignedWord(c, p + ob.obVelY),
      gsp: ramSignedWord(c, p + ob.obInertia),
      angle: c.byte(p + ob.obAngle),
      air: (status & 2) !== 0,
      roll: (status & 4) !== 0,
      layer: (c.byte(p + ob.obRender) & 0x40) !== 0 ? 'B' : 'A',
      ctrlLock: c.word(p + ob.objoff_3E),
      wrad: c.byte(p + ob.obWidth),
      hrad: c.byte(p + ob.obHeight),
      camX: c.word(v.v_screenposx),
      // A signed word, as ScrollVertical compares it (LZ3 and SBZ2 take the camera above the top, to -$100).
      camY: ramSignedWord(c, v.v_screenposy),
      rings: c.word(v.v_rings),
      lives: c.byte(v.v_lives),
      act: `s1:${s1ActName(c.byte(v.v_zone), c.byte(v.v_act))}`,
      levelFrame: c.word(v.v_framecount),
      routine: c.byte(p + ob.obRoutine),
      onObject: (status & 8) !== 0 ? this.stoodOn(c, c.byte(p + ob.standonobject)) : null,
    };
  }

  /** The object in `slot` (obStatus bit 3 set: Sonic stands on it). */
  private stoodOn(c: RealConsole, slot: number): { slot: number; id: number } {
    const { v, ob } = this.map;
    return { slot, id: c.byte(v.v_objspace + slot * ob.object_size + ob.obID) };
  }

  /**
   * Read where the level loop waits for its next iteration: the VBlank that starts it counts
   * one more (VBla_Exit) before the iteration's logic reads the counter.
   */
  actStartValues(c: RealConsole): ActStartValues {
    return { vblank: (this.vblankCount(c) + 1) >>> 0 };
  }

  /** v_vbla_count now: every VBlank the 68000 took (none while the game masks interrupts to load). */
  vblankCount(c: RealConsole): number {
    return ((c.word(this.map.v.v_vbla_count) << 16) | c.word(this.map.v.v_vbla_count + 2)) >>> 0;
  }
}
