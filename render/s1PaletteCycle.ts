/**
 * Sonic 1's palette cycling in a level (`_inc/PaletteCycle.asm`), derived from how many
 * Level_MainLoop passes have run: GM_Level clears v_pcyc_num and v_pcyc_time
 * (v_misc_variables), then PaletteCycle runs once a pass (the engine's W_LEVEL_FRAME after a
 * whole frame, Sonic dead or alive), so each zone's timer and cycle number after `passes` passes
 * follow from the count alone, and a frame seeked to gets its colours without state:
 * - PalCycle_GHZ: every 6th pass (timer reset to 5) 4 colours at v_pal_dry+$50 from `Pal_GHZCyc`,
 *   cycle number & 3;
 * - PalCycle_LZ: the waterfalls every 3rd pass (timer 2) at +$56 of both palettes from
 *   `Pal_LZCyc1` (SBZ3: `Pal_SBZ3Cyc`); the conveyor belts on passes whose v_framecount & 7 the
 *   PCycLZ_Seq table marks, stepping v_pal_buffer 0, 1, 2 (`Pal_LZCyc2` at v_pal_dry+$76,
 *   `Pal_LZCyc3` at v_pal_water+$76) — forward only: a reversed belt (f_conveyrev) is not followed;
 * - PalCycle_SLZ: every 8th pass (timer 7) the cycle number 0..5, a word at +$56 and a long at
 *   +$5A from `Pal_SLZCyc`;
 * - PalCycle_SYZ: every 6th pass (timer 5) `Pal_SYZCyc1` at +$6E and two words of `Pal_SYZCyc2`
 *   at +$76 and +$7A;
 * - MZ has none (PalCycle_MZ is an rts). SBZ's scripted cycles (PalCycle_SBZ, `Pal_SBZCycList*`,
 *   each entry with its own timer in v_pal_buffer) are not reproduced: null.
 * Tables are read from the checkout by label.
 */
import type { AsmProgram } from '../importers/s1/asmProgram.ts';
import { ZONE_ENDING, ZONE_GHZ, ZONE_LZ, ZONE_MZ, ZONE_SLZ, ZONE_SYZ } from '../engine/games/s1/act/actRules.ts';

export interface S1CycleTables {
  readonly ghz: Uint16Array;
  readonly lz1: Uint16Array;
  readonly sbz3: Uint16Array;
  readonly lz2: Uint16Array;
  readonly lz3: Uint16Array;
  readonly lzSeq: Uint8Array;
  readonly slz: Uint16Array;
  readonly syz1: Uint16Array;
  readonly syz2: Uint16Array;
}

function words(bytes: Uint8Array): Uint16Array {
  const out = new Uint16Array(bytes.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = (bytes[2 * i] << 8) | bytes[2 * i + 1];
  return out;
}

/** The cycle tables from the checkout (the labels are the same in both revisions). */
export function readS1CycleTables(program: AsmProgram): S1CycleTables {
  const where = 'palette cycling (PaletteCycle)';
  const w = (label: string): Uint16Array => words(program.bytesAt(label, where).bytes);
  return {
    ghz: w('Pal_GHZCyc'),
    lz1: w('Pal_LZCyc1'),
    sbz3: w('Pal_SBZ3Cyc'),
    lz2: w('Pal_LZCyc2'),
    lz3: w('Pal_LZCyc3'),
    lzSeq: program.bytesAt('PCycLZ_Seq', where).bytes.slice(),
    slz: w('Pal_SLZCyc'),
    syz1: w('Pal_SYZCyc1'),
    syz2: w('Pal_SYZCyc2'),
  };
}

/** How many times a timer reset to `reset` has run out in `passes` passes (it starts at 0: the first pass changes). */
function changes(passes: number, reset: number): number {
  return passes <= 0 ? 0 : Math.floor((passes - 1) / (reset + 1)) + 1;
}

function put(to: Uint16Array, byteOffset: number, from: Uint16Array, wordIndex: number, count: number): void {
  for (let i = 0; i < count; i++) to[(byteOffset >> 1) + i] = from[wordIndex + i] ?? 0;
}

/**
 * The palettes after `passes` Level_MainLoop passes, from the ones the act faded in with
 * (`dry`, and `water` in Labyrinth): new arrays, or null where the zone's cycling is not
 * reproduced (SBZ).
 */
export function s1CycledPalettes(zone: number, act: number, passes: number, dry: Uint16Array, water: Uint16Array | null, t: S1CycleTables): { dry: Uint16Array; water: Uint16Array | null } | null {
  const d = dry.slice();
  const wet = water === null ? null : water.slice();
  const n = Math.max(0, passes);
  if (zone === ZONE_GHZ || zone === ZONE_ENDING) {
    const k = changes(n, 5);
    if (k > 0) put(d, 0x50, t.ghz, ((k - 1) & 3) * 4, 4);
  } else if (zone === ZONE_LZ) {
    const k = changes(n, 2);
    const falls = act === 3 ? t.sbz3 : t.lz1;
    if (k > 0) {
      put(d, 0x56, falls, ((k - 1) & 3) * 4, 4);
      if (wet !== null) put(wet, 0x56, falls, ((k - 1) & 3) * 4, 4);
    }
    // The belts: pass p (1..n) has v_framecount p; each one PCycLZ_Seq marks steps v_pal_buffer (0, 1, 2, 0 ...).
    let steps = 0;
    for (let i = 0; i < 8; i++) {
      if (t.lzSeq[i] === 0) continue;
      // Passes in 1..n with p & 7 === i.
      steps += i === 0 ? Math.floor(n / 8) : n >= i ? Math.floor((n - i) / 8) + 1 : 0;
    }
    if (steps > 0) {
      const buf = steps % 3;
      put(d, 0x76, t.lz2, buf * 3, 3);
      if (wet !== null) put(wet, 0x76, t.lz3, buf * 3, 3);
    }
  } else if (zone === ZONE_MZ) {
    // PalCycle_MZ: rts.
  } else if (zone === ZONE_SLZ) {
    const k = changes(n, 7);
    if (k > 0) {
      const num = k % 6;
      put(d, 0x56, t.slz, num * 3, 1);
      put(d, 0x5a, t.slz, num * 3 + 1, 2);
    }
  } else if (zone === ZONE_SYZ) {
    const k = changes(n, 5);
    if (k > 0) {
      const c = (k - 1) & 3;
      put(d, 0x6e, t.syz1, c * 4, 4);
      put(d, 0x76, t.syz2, c * 2, 1);
      put(d, 0x7a, t.syz2, c * 2 + 1, 1);
    }
  } else return null;
  return { dry: d, water: wet };
}
