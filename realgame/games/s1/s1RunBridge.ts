/**
 * Sonic 1 played as a run of acts through the special stages (engine/games/s1/s1ActRun.ts with
 * the stages' data): the level's frame rule in the acts (s1Bridge.ts), the stage's in the stage
 * (s1SpecialBridge.ts: its VBlank routines $A and $16 count no v_framecount), and everything in
 * between — GM_Special's set-up, the results screen (SS_NormalExit), its white-out — is loading,
 * as a death's reload is: no iteration, nothing pressed, the next loop's first wait ends the
 * frame that left (its record is the next loop's start, `restart` true).
 *
 * Told apart from RAM alone:
 * - the stage's main loop: v_gamemode id_Special, v_player id_SonicSpecial, and either the loop
 *   waits (v_vbla_routine $A, which only SS_MainLoop sets) or v_demolength is not GM_Special's
 *   1800 (the first VBla_0A counts it down; during PaletteWhiteIn it is still 1800). Before
 *   `move.b #id_SonicSpecial,(v_player).w` GM_Special has cleared the objects: v_player 0;
 * - SS_FinLoop: v_gamemode id_Level (SS_ChkEnd), v_player still id_SonicSpecial, v_demolength
 *   not yet 0 (s1SpecialBridge.ts); with it 0 the screen is being set up for the results;
 * - the results and their white-out: v_gamemode id_Level and the results card at v_ssrescard
 *   (id_SSResult, $7E: an object no act loads);
 * - GM_Level's loading (v_gamemode bit 7), the acts, the game over and the ending: s1Bridge.ts.
 */
import type { RamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { importError } from '../../../importers/s1/importError.ts';
import type { RealConsole } from '../../console/realConsole.ts';
import type { ActStartValues, GameBridge, LoopState, RealRecord } from '../../gameBridge.ts';
import { S1Bridge } from './s1Bridge.ts';
import { S1SpecialBridge } from './s1SpecialBridge.ts';

/** id_SonicSpecial, id_SSResult (Constants.asm / the object index). */
const ID_SONIC_SPECIAL = 0x09;
const ID_SS_RESULT = 0x7e;
/** SS_MainLoop's VBlank routine. */
const ROUTINE_MAIN = 0x0a;
/** GM_Special: `move.w #1800,(v_demolength).w`. */
const STAGE_DEMO_LENGTH = 1800;

type Where = 'stage' | 'finish' | 'between' | 'level';

export class S1RunBridge implements GameBridge {
  readonly game = 's1';
  readonly level: S1Bridge;
  readonly special: S1SpecialBridge;
  private readonly resultsCard: number;

  constructor(level: S1Bridge, symbols: RamSymbols) {
    this.level = level;
    this.special = new S1SpecialBridge(level.map, symbols);
    const card = symbols.value('v_ssrescard');
    if (card === undefined) throw importError('unreadableTable', 'Variables.asm', 'no v_ssrescard: the run bridge tells the results screen by it');
    this.resultsCard = card & 0xffff;
  }

  /** Which loop the game is in after the last frame. */
  where(c: RealConsole): Where {
    const { v, modes } = this.level.map;
    const mode = c.byte(v.v_gamemode);
    const player = c.byte(v.v_player);
    if (mode === modes.special) {
      if (player !== ID_SONIC_SPECIAL) return 'between';
      return c.byte(v.v_vbla_routine) === ROUTINE_MAIN || c.word(v.v_demolength) !== STAGE_DEMO_LENGTH ? 'stage' : 'between';
    }
    if (mode === modes.level) {
      if (player === ID_SONIC_SPECIAL) return c.word(v.v_demolength) !== 0 ? 'finish' : 'between';
      if (c.byte(this.resultsCard) === ID_SS_RESULT) return 'between';
    }
    return 'level';
  }

  loopState(c: RealConsole): LoopState {
    const where = this.where(c);
    if (where === 'stage' || where === 'finish') return this.special.loopState(c);
    if (where === 'between') return { inLevel: false, waiting: false, levelFrame: 0, elsewhere: null };
    return this.level.loopState(c);
  }

  /** The act's record, or the stage's (`act` `s1:ss1` .. `s1:ss6`: SS_Load left v_lastspecial one past the stage). */
  record(c: RealConsole): RealRecord {
    const where = this.where(c);
    if (where !== 'stage' && where !== 'finish') return this.level.record(c);
    const r = this.special.record(c);
    const stage = r.lastSpecial === 0 ? 6 : r.lastSpecial;
    return { ...r, act: `s1:ss${stage}` };
  }

  actStartValues(c: RealConsole): ActStartValues {
    return this.level.actStartValues(c);
  }
}
