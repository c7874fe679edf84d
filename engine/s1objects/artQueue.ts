/**
 * Sonic 1's pattern load cues, reduced to what the game's logic can observe: whether the queue
 * is empty. The title-card results (object $3A, `Got_ChkPLC`) and the Final Zone boss
 * (`loc_19E90`, which advances v_random every frame it waits) wait for `tst.l (v_plc_buffer).w`
 * to find it empty.
 *
 * How the game empties it (sonic.asm): `NewPLC` clears the whole buffer (the entry being
 * decompressed too, its v_plc_patternsleft is inside v_plc_buffer_end) and queues a list;
 * `AddPLC` appends one. `RunPLC` (Level_MainLoop, after the objects) starts the first entry when
 * none is running; `ProcessDPLC2` (the level VBlank, `Demo_Time`, before the next frame's
 * objects) decompresses 3 patterns of it and, when it finishes, pops it and returns — the next
 * entry starts at that frame's RunPLC. So a list queued during frame k leaves the buffer busy
 * through frame k + Σ ceil(patterns / 3): one word, the VBlanks still needed, is the whole state.
 * (An art file declaring 0 patterns would never pop in the game and hang the queue; the
 * importer's counts come from real art headers, which are never 0.)
 *
 * The pattern counts are each art file's Nemesis header (ActArtQueues, read by the importer
 * from the user's checkout); an act imported without the art has empty lists: no wait.
 */
import { G_PLC_WAIT } from './s1State.ts';

/** ProcessDPLC2's patterns per VBlank in a level. */
const PATTERNS_PER_VBLANK = 3;

function vblanksFor(patterns: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < patterns.length; i++) n += ((patterns[i] + PATTERNS_PER_VBLANK - 1) / PATTERNS_PER_VBLANK) | 0;
  return n;
}

/** `NewPLC`: the queue cleared, then this list queued. */
export function newPLC(s: Int32Array, patterns: readonly number[]): void {
  s[G_PLC_WAIT] = vblanksFor(patterns);
}

/** `AddPLC`: this list queued after what is there. */
export function addPLC(s: Int32Array, patterns: readonly number[]): void {
  s[G_PLC_WAIT] += vblanksFor(patterns);
}

/** The level VBlank's `ProcessDPLC2`: one VBlank's worth of decompression. */
export function processDPLC(s: Int32Array): void {
  if (s[G_PLC_WAIT] > 0) s[G_PLC_WAIT]--;
}

/** `tst.l (v_plc_buffer).w`: something is still queued or being decompressed. */
export function artQueueBusy(s: Int32Array): boolean {
  return s[G_PLC_WAIT] !== 0;
}
