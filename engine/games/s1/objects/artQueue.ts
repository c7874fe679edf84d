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
 * What an act queues as it starts: after the title card's loop (which waits for the queue to
 * empty), `LevelDataLoad` queues the zone's second list; nothing runs it until `PalFadeIn_Alt`,
 * whose 22 iterations each wait for a VBlank (`VBla_12` → `sub_1642`: 9 patterns of the entry
 * running) and then call `RunPLC`, so the act's first frame finds part of that list done
 * (startActQueue). The title card's zone name, as it leaves, queues PLC_Explode and the zone's
 * animals (titleCardExit.ts).
 *
 * The pattern counts are each art file's Nemesis header (ActArtQueues, read by the importer
 * from the user's checkout); an act imported without the art has empty lists: no wait.
 */
import { G_PLC_WAIT } from './s1State.ts';

/** ProcessDPLC2's patterns per VBlank in a level. */
const PATTERNS_PER_VBLANK = 3;
/** sub_1642's patterns per VBlank (VBla_0C, VBla_12: the title card and the fade-in). */
const FADE_PATTERNS_PER_VBLANK = 9;
/** PalFadeIn_Alt: `move.w #$15,d4` ... `dbf d4,.mainloop`. */
const FADE_ITERATIONS = 0x15 + 1;

function vblanksFor(patterns: readonly number[], from = 0): number {
  let n = 0;
  for (let i = from; i < patterns.length; i++) n += ((patterns[i] + PATTERNS_PER_VBLANK - 1) / PATTERNS_PER_VBLANK) | 0;
  return n;
}

/** `NewPLC`: the queue cleared, then this list queued. */
export function newPLC(s: Int32Array, patterns: readonly number[]): void {
  s[G_PLC_WAIT] = vblanksFor(patterns);
}

/**
 * The queue at the act's first frame: `LevelDataLoad` queued `patterns` on an empty queue, then
 * the fade-in ran its iterations (VBlank first, RunPLC after: the first VBlank finds nothing
 * started). A VBlank that finishes an entry pops it and stops there; the next starts at RunPLC.
 */
export function startActQueue(s: Int32Array, patterns: readonly number[]): void {
  let next = 0;
  let left = 0;
  for (let i = 0; i < FADE_ITERATIONS; i++) {
    if (left > 0) left = left > FADE_PATTERNS_PER_VBLANK ? left - FADE_PATTERNS_PER_VBLANK : 0;
    if (left === 0 && next < patterns.length) left = patterns[next++];
  }
  s[G_PLC_WAIT] = (((left + PATTERNS_PER_VBLANK - 1) / PATTERNS_PER_VBLANK) | 0) + vblanksFor(patterns, next);
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
