/**
 * The way into the special stage and out of it, as a run of acts plays them (engine/games/s1/s1ActRun.ts):
 * the VBlanks the game spends outside any loop the movie plays, and the results screen's ring bonus.
 * Nothing here is played frame by frame: no pad is read that the game acts on (PauseGame aside),
 * so, like an act's reload, the run steps over it and starts the next loop where the game does.
 *
 * **In** (`GM_Special`, sonic.asm): PaletteWhiteOut, the VDP set-up, SS_BGLoad, QuickPLC of the
 * stage's art, SS_Load, PaletteWhiteIn. Measured on the real game (Genesis Plus GX, both
 * revisions, GHZ1's giant ring into each of the six stages: tests/realgame/specialRun.test.ts):
 * from the VBlank of the act's last frame (Got_ChkSS) to the one that begins the stage's first
 * SS_MainLoop iteration, 99 VBlanks whatever the stage (22 of PaletteWhiteOut, 54 of the loading,
 * 22 of PaletteWhiteIn, the first iteration's own).
 *
 * **Out** (`SS_FinLoop`'s end, `SS_NormalExit`, objects $7E SSResult and $7F SSRChaos): the screen
 * set up with interrupts masked (ClearScreen, the title card's NemDec, Hud_Base: one VBlank gets
 * through), NewPLC `PLC_Main` and AddPLC `PLC_SSResult`, v_ringbonus = rings x 10; then one
 * loop iteration a VBlank (VBla_0C: sub_1642 decompresses 9 patterns of the running cue), until
 * SSR_Exit sets f_restart with the queue empty, then PaletteWhiteOut (22 VBlanks) and GM_Level:
 * - SSR_ChkPLC waits for the queue: the first iteration finds none of it started (RunPLC starts
 *   it after the objects), then each art file takes ceil(patterns / 9) VBlanks;
 * - SSR_Main makes the cards (SSR_Config), which SSR_Move slides $10 a frame: the ring bonus line
 *   (frame 2) from $360 to $120 in 36 frames, then SSR_Wait 180;
 * - SSR_RingBonus: 10 points a frame into the score while v_ringbonus lasts (`rings` frames),
 *   one more frame that finds it 0; then SSR_Wait 180 and SSR_Exit; with 50 rings or more
 *   SSR_Wait 60, SSR_Continue (one frame), SSR_Wait 360, SSR_Exit.
 * GM_Level's reload after it is the act's own `reloadVblanks` (act/s1ActStarts.ts). Measured
 * (same test, and beyond it with the same route): stage endings of 8 to 49 rings on both
 * revisions and one of 63 (the continue's branch: 40 rings set at the stage's start), every one
 * the VBlank count this gives.
 */
import { addPoints } from '../objects/score.ts';

/** GM_Special's VBlanks from the act's last frame to the stage's first (measured; see above). */
export const SPECIAL_ENTER_VBLANKS = 99;

/** sub_1642 (VBla_0C): patterns decompressed per VBlank. */
const PATTERNS_PER_VBLANK = 9;
/** The VBlank that gets through the masked set-up, and the first iteration that finds the queue not started. */
const RESULTS_SET_UP = 2;
/** SSR_Move: the ring bonus line (SSR_Config's third row, frame 2) slides from $360 to $120 by $10 a frame. */
const CARD_SLIDE = (0x360 - 0x120) / 0x10;
/** SSR_Wait's delays (obTimeFrame): 180 after the slide and after the bonus, or 60 and 360 with a continue. */
const WAIT = 180;
const WAIT_CONTINUE = 60;
const WAIT_CONTINUE_JINGLE = 360;
/** PaletteWhiteOut: `move.w #$15,d4` ... `dbf`: 22 VBlanks. */
const WHITE_OUT = 0x15 + 1;
/** SSR_Main / loc_C8C4: 50 rings give the continue line. */
const CONTINUE_RINGS = 50;

/** SS_NormalExit's loop iterations from SSR_Main to SSR_Exit. */
export function resultsIterations(rings: number): number {
  const bonus = rings + 1;
  if (rings >= CONTINUE_RINGS) return CARD_SLIDE + WAIT + bonus + WAIT_CONTINUE + 1 + WAIT_CONTINUE_JINGLE + 1;
  return CARD_SLIDE + WAIT + bonus + WAIT + 1;
}

/**
 * The VBlanks from SS_FinLoop's last frame to GM_Level's start: the results screen with `rings`
 * (v_rings when the stage ended) and its art (`PLC_Main` then `PLC_SSResult`'s pattern counts).
 */
export function specialExitVblanks(rings: number, resultsPatterns: readonly number[]): number {
  let queue = 0;
  for (const n of resultsPatterns) queue += ((n + PATTERNS_PER_VBLANK - 1) / PATTERNS_PER_VBLANK) | 0;
  return RESULTS_SET_UP + queue + resultsIterations(rings) + WHITE_OUT;
}

/** SSR_RingBonus on an act's state: AddPoints of 10 once a frame for each ring (v_ringbonus = rings x 10, counted down by 10). */
export function specialRingBonus(s: Int32Array, rings: number, revision: number): void {
  for (let i = 0; i < rings; i++) addPoints(s, 10, revision);
}
