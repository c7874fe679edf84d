/**
 * The untrusted-state check for a Sonic 2 act's region (s2State.ts), run by World.restoreUntrusted
 * through engine/world/validateSnapshot.ts: every word the managers use as an index or a count
 * within what they can walk, so a damaged snapshot from a file is refused instead of sending the
 * rings manager or ObjectsManager past their tables. The object RAM's bytes are bytes: any value
 * is one the routines read without leaving the region.
 */
import type { WordProblem } from '../../state/invariants.ts';
import { OBJECT_ENTRY_BYTES } from './objectLayout.ts';
import { RING_SLOTS } from './ringLayout.ts';
import {
  CONSUMING_ENTRIES, DYNAMIC_SLOTS, OBJECT_SIZE, OM_CAMERA_COARSE, OM_CAMERA_LAST, OM_HIGH_WATER, OM_LEFT, OM_RIGHT, R_COLLECTED, R_COLLECTED_2P, R_CONSUMING, R_END, R_EXTRA_LIFE_FLAGS,
  R_BYTES, R_EXTRA_LIFE_FLAGS_2P, R_PERFECT_LEFT, R_RING_COUNT_2P, R_START, R_STATUS, OSC_CONTROL, OSCILLATORS,
  MONITORS_BROKEN, MONITORS_BROKEN_2P, RING_SPILL_ACCUM, RING_SPILL_COUNTER, RING_SPILL_FRAME,
} from './s2State.ts';

/** What the check needs of the act: the ring count and the object layout's bytes with its boundaries. */
export interface S2RegionShape {
  readonly base: number;
  readonly ringCount: number;
  readonly layoutBytes: number;
}

const WORD = '0 to 65535';

export function checkS2Region(words: Int32Array, shape: S2RegionShape): WordProblem | null {
  const b = shape.base;
  const last = shape.ringCount + 1; // the sentinel's slot
  const bad = (name: string, off: number, ok: (v: number) => boolean, expected: string): WordProblem | null =>
    ok(words[b + off]) ? null : { field: name, value: words[b + off], expected };
  const inWord = (v: number) => v >= 0 && v <= 0xffff;
  for (let k = 0; k < RING_SLOTS; k++) {
    const p = bad(`s2.ringStatus[${k}]`, R_STATUS + k, inWord, WORD);
    if (p !== null) return p;
  }
  const consuming = words[b + R_CONSUMING];
  let used = 0;
  for (let e = 0; e < CONSUMING_ENTRIES; e++) {
    const v = words[b + R_CONSUMING + 1 + e];
    if (v < 0 || v > shape.ringCount) return { field: `s2.ringsConsuming[${e}]`, value: v, expected: `0 (free) or a ring slot, 1 to ${shape.ringCount}` };
    if (v !== 0) used++;
  }
  const checks = [
    bad('s2.ringsConsumingCount', R_CONSUMING, (v) => v === used, `${used} (the entries in use)`),
    bad('s2.ringStart', R_START, (v) => v >= 1 && v <= last, `1 to ${last}`),
    bad('s2.ringEnd', R_END, (v) => v >= words[b + R_START] && v <= last, `${words[b + R_START]} (the start) to ${last}`),
    ...[R_PERFECT_LEFT, R_COLLECTED, R_COLLECTED_2P, R_RING_COUNT_2P].map((off, k) => bad(`s2.ringCounter[${k}]`, off, inWord, WORD)),
    ...[R_EXTRA_LIFE_FLAGS, R_EXTRA_LIFE_FLAGS_2P].map((off, k) => bad(`s2.extraLifeFlags[${k}]`, off, (v) => v >= 0 && v <= 0xff, '0 to 255')),
    bad('s2.objectsRight', OM_RIGHT, (v) => v >= OBJECT_ENTRY_BYTES && v <= shape.layoutBytes - OBJECT_ENTRY_BYTES && v % OBJECT_ENTRY_BYTES === 0, `an entry's offset, ${OBJECT_ENTRY_BYTES} to ${shape.layoutBytes - OBJECT_ENTRY_BYTES}`),
    bad('s2.objectsLeft', OM_LEFT, (v) => v >= OBJECT_ENTRY_BYTES && v <= shape.layoutBytes - OBJECT_ENTRY_BYTES && v % OBJECT_ENTRY_BYTES === 0, `an entry's offset, ${OBJECT_ENTRY_BYTES} to ${shape.layoutBytes - OBJECT_ENTRY_BYTES}`),
    bad('s2.cameraLast', OM_CAMERA_LAST, inWord, WORD),
    bad('s2.cameraCoarse', OM_CAMERA_COARSE, inWord, WORD),
    bad('s2.objectsHighWater', OM_HIGH_WATER, (v) => v >= 0 && v <= DYNAMIC_SLOTS, `0 to ${DYNAMIC_SLOTS}`),
    // Oscillating_Numbers: words (the platforms read their bytes).
    ...Array.from({ length: 1 + 2 * OSCILLATORS }, (_, k) => bad(`s2.oscillating[${k}]`, OSC_CONTROL + k, inWord, WORD)),
    ...[MONITORS_BROKEN, MONITORS_BROKEN_2P].map((off, k) => bad(`s2.monitorsBroken[${k}]`, off, inWord, WORD)),
    // ChangeRingFrame's scattered-ring timer (a byte), its accumulator (a word) and the frame it makes (0 to 3).
    bad('s2.ringSpillCounter', RING_SPILL_COUNTER, (v) => v >= 0 && v <= 0xff, '0 to 255'),
    bad('s2.ringSpillAccum', RING_SPILL_ACCUM, inWord, WORD),
    bad('s2.ringSpillFrame', RING_SPILL_FRAME, (v) => v >= 0 && v <= 3, '0 to 3'),
  ];
  for (const p of checks) if (p !== null) return p;
  // Every slot at or past the high-water mark is empty (RunObjects does not walk them).
  const high = words[b + OM_HIGH_WATER];
  const bytes = new Uint8Array(words.buffer, words.byteOffset + (b + R_BYTES) * 4, DYNAMIC_SLOTS * OBJECT_SIZE);
  for (let k = high; k < DYNAMIC_SLOTS; k++) {
    if (bytes[k * OBJECT_SIZE] !== 0) return { field: `s2.objectSlot[${k}].id`, value: bytes[k * OBJECT_SIZE], expected: `0 (slots from s2.objectsHighWater, ${high}, are empty)` };
  }
  return null;
}
