/**
 * Sonic 1's special stage for the real-game bridge: the RAM it reads (by the checkout's names,
 * importers/s1/ramSymbols.ts) and what a frame was there (CONTRACTS §8).
 *
 * The stage's loops are not the level's: `SS_MainLoop` sets v_vbla_routine to $A (VBla_0A reads
 * the pad), `SS_FinLoop` to $16 (VBla_16), and neither counts v_framecount. A VBlank that
 * begins an iteration is seen by what only those two routines change: VBla_0A runs PalCycle_SS
 * (v_palss_time counts down every call, v_palss_num moves when it runs out) and both count
 * v_demolength down while it is not 0; a lag frame's VBla_00 touches none of them. So the loop
 * counter (`levelFrame`) here is those three words together. The stage is being played while
 * v_gamemode is id_Special, and through SS_FinLoop (v_gamemode already id_Level) while v_player
 * is still id_SonicSpecial and v_demolength has not run out; after it the results screen comes:
 * `elsewhere` 'special' (the stage is over).
 */
import type { RamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { importError } from '../../../importers/s1/importError.ts';
import { ramLong, ramSignedWord, type RealConsole } from '../../console/realConsole.ts';
import type { ActStartValues, GameBridge, LoopState, RealRecord } from '../../gameBridge.ts';
import type { S1RamMap } from './s1Bridge.ts';

const VARIABLES = [
  'v_ssangle', 'v_ssrotate', 'v_palss_num', 'v_palss_time', 'v_lastspecial', 'v_emeralds', 'v_emldlist', 'v_continues', 'v_lifecount',
] as const;
type SsVariable = (typeof VARIABLES)[number];

/** VBla_0A and VBla_16: the routines of the stage's two loops. */
const ROUTINE_MAIN = 0x0a;
const ROUTINE_FINISH = 0x16;
/** id_SonicSpecial. */
const ID_SONIC_SPECIAL = 0x09;

/** The special stage's record: the trace record's fields and the stage's own. */
export interface SsRealRecord extends RealRecord {
  /** obX / obY as the 16.16 longs the game keeps (x and y are them >> 8). */
  readonly x16: number;
  readonly y16: number;
  readonly ssAngle: number;
  readonly ssRotate: number;
  readonly status: number;
  readonly emeralds: number;
  readonly continues: number;
  readonly lastSpecial: number;
}

export class S1SpecialBridge implements GameBridge {
  readonly game = 's1';
  private readonly ss: Readonly<Record<SsVariable, number>>;

  constructor(
    readonly map: S1RamMap,
    symbols: RamSymbols,
  ) {
    const need = (name: string): number => {
      const v = symbols.value(name);
      if (v === undefined) throw importError('unreadableTable', 'Variables.asm', `no ${name}: the special stage's bridge reads it`);
      return v & 0xffff;
    };
    this.ss = Object.fromEntries(VARIABLES.map((n) => [n, need(n)])) as Record<SsVariable, number>;
  }

  /** The stage's loop runs (its main loop or SS_FinLoop): false once its results screen comes. */
  private inStage(c: RealConsole): boolean {
    const { v, modes } = this.map;
    const mode = c.byte(v.v_gamemode);
    if (mode === modes.special) return true;
    return mode === modes.level && c.byte(v.v_player) === ID_SONIC_SPECIAL && c.word(v.v_demolength) !== 0;
  }

  loopState(c: RealConsole): LoopState {
    const { v } = this.map;
    const inLevel = this.inStage(c);
    const routine = c.byte(v.v_vbla_routine);
    const counter = (c.word(this.ss.v_palss_num) * 0x10000 + c.word(this.ss.v_palss_time)) * 0x10000 + c.word(v.v_demolength);
    return {
      inLevel,
      waiting: inLevel && (routine === ROUTINE_MAIN || routine === ROUTINE_FINISH),
      levelFrame: counter,
      elsewhere: inLevel ? null : 'special',
    };
  }

  record(c: RealConsole): SsRealRecord {
    const { v, ob } = this.map;
    const p = v.v_player;
    const status = c.byte(p + ob.obStatus);
    const x16 = ramLong(c, p + ob.obX);
    const y16 = ramLong(c, p + ob.obY);
    return {
      x: x16 >> 8,
      y: y16 >> 8,
      xsp: ramSignedWord(c, p + ob.obVelX),
      ysp: ramSignedWord(c, p + ob.obVelY),
      gsp: ramSignedWord(c, p + ob.obInertia),
      angle: c.byte(p + ob.obAngle),
      air: (status & 2) !== 0,
      roll: (status & 4) !== 0,
      layer: 'A',
      ctrlLock: 0,
      wrad: c.byte(p + ob.obWidth),
      hrad: c.byte(p + ob.obHeight),
      camX: c.word(v.v_screenposx),
      camY: c.word(v.v_screenposy),
      rings: c.word(v.v_rings),
      lives: c.byte(v.v_lives),
      act: 's1:ss',
      levelFrame: 0,
      routine: c.byte(p + ob.obRoutine),
      onObject: null,
      x16,
      y16,
      ssAngle: c.word(this.ss.v_ssangle),
      ssRotate: ramSignedWord(c, this.ss.v_ssrotate),
      status,
      emeralds: c.byte(this.ss.v_emeralds),
      continues: c.byte(this.ss.v_continues),
      lastSpecial: c.byte(this.ss.v_lastspecial),
    };
  }

  actStartValues(c: RealConsole): ActStartValues {
    return { vblank: (((c.word(this.map.v.v_vbla_count) << 16) | c.word(this.map.v.v_vbla_count + 2)) + 1) >>> 0 };
  }

  /** v_ssbuffer1's $4000 bytes now (the layout as the stage has changed it). */
  layout(c: RealConsole): Uint8Array {
    return c.ram().slice(0, 0x4000);
  }

  /** v_lastspecial's address (the route sets it for stages 2..6). */
  get lastSpecialAddress(): number {
    return this.ss.v_lastspecial;
  }
}
