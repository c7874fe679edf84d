/** What every special stage routine works on: the state words, their byte image, the stage data. */
import type { SpecialStageData } from './ssData.ts';

export interface SsContext {
  readonly s: Int32Array;
  /** The byte image of the game's RAM (ssState.ts: v_player, v_ssbuffer1, v_ssitembuffer). */
  readonly m: Uint8Array;
  readonly data: SpecialStageData;
}
