/**
 * Sonic 2's object layout (Off_Objects, level/objects/*.bin): 6-byte entries in x order, each
 * x (word), then a word whose bit 15 asks for a respawn entry (the object is remembered once
 * destroyed), bits 13-14 the flips and bits 0-11 the y, then the id and the subtype. In the ROM
 * an ObjectLayoutBoundary ($FFFF, 0, 0) sits before and after each file, so ObjectsManager's
 * walks stop at either end; the files themselves hold the entries only.
 */

export const OBJECT_ENTRY_BYTES = 6;

/** The tables of s2.asm the object ports read, by label, with their size in bytes. */
export const S2_OBJECT_DATA: Readonly<Record<string, number>> = Object.freeze({
  // Obj03's planeswitch_radius by subtype & 3.
  word_1FD68: 8,
  // Obj11_Depress: the depth of each log by the bridge's length (8 to 16 logs) and the log stood on.
  Obj11_DepressionOffsets: 9 * 16,
  // Obj11_Depress: how much of that depth each log takes, by the distance from the log stood on.
  byte_FB28: 16 * 16,
  // Obj41_Init_Common: the springs' strengths (y or x speed), by subtype bit 1 (red -$1000, yellow -$A00).
  Obj41_Strengths: 4,
  // Ani_obj41's six scripts, in its table's order (AnimateSprite: duration, frames, end code).
  byte_18FEE: 3,
  byte_18FF1: 12,
  byte_18FFD: 3,
  byte_19000: 12,
  byte_1900C: 3,
  byte_1900F: 12,
  // OscillateNumInit: Oscillation_Control, then each oscillator's value and speed (1 + 16 * 2 words).
  Osc_Data: 2 + 16 * 4,
  // OscillateNumDo: each oscillator's speed step and limit.
  Osc_Data2: 16 * 4,
  // Obj19_Init: width_pixels and mapping_frame by subtype bits 4-5.
  Obj19_SubtypeProperties: 8,
  // TouchResponse (Touch_CheckCollision): each collision_flags size's half width and half height ($33 pairs).
  Touch_Sizes: 0x33 * 2,
  // Obj36_Init: width_pixels and y_radius by the subtype's high nibble (0 to 7).
  Obj36_InitData: 16,
  // Ani_obj26's eleven scripts, in its table's order (the icons 0 to 9, then the broken monitor $A).
  Ani_obj26_Static: 4,
  Ani_obj26_Sonic: 8,
  Ani_obj26_Tails: 8,
  Ani_obj26_Eggman: 8,
  Ani_obj26_Ring: 8,
  Ani_obj26_Shoes: 8,
  Ani_obj26_Shield: 8,
  Ani_obj26_Invincibility: 8,
  Ani_obj26_Teleport: 8,
  Ani_obj26_QuestionMark: 8,
  Ani_obj26_Broken: 6,
  // Ani_Ring's one script (the sparkle of a scattered ring taken: Obj37_Sparkle), behind its offsetTable.
  Ani_Ring: 6,
});
/** Ani_obj26's entries, 0 to $A (the labels its offsetTable names). */
export const ANI_OBJ26_LABELS: readonly string[] = [
  'Ani_obj26_Static', 'Ani_obj26_Sonic', 'Ani_obj26_Tails', 'Ani_obj26_Eggman', 'Ani_obj26_Ring', 'Ani_obj26_Shoes',
  'Ani_obj26_Shield', 'Ani_obj26_Invincibility', 'Ani_obj26_Teleport', 'Ani_obj26_QuestionMark', 'Ani_obj26_Broken',
];
/** Ani_obj41's entries, 0 to 5 (the labels its offsetTable names). */
export const ANI_OBJ41_LABELS: readonly string[] = ['byte_18FEE', 'byte_18FF1', 'byte_18FFD', 'byte_19000', 'byte_1900C', 'byte_1900F'];
export const S2_OBJECT_DATA_LABELS: readonly string[] = Object.keys(S2_OBJECT_DATA);
/** The largest object layout read: more entries than Obj_respawn_data can number would not load as the game does. */
export const MAX_OBJECT_ENTRIES = 0x300;

/** Why `bytes` cannot be an object layout (one line), or null. */
export function objectLayoutProblem(bytes: Uint8Array): string | null {
  if (bytes.length % OBJECT_ENTRY_BYTES !== 0) return `holds ${bytes.length} bytes, not whole 6-byte object entries`;
  if (bytes.length / OBJECT_ENTRY_BYTES > MAX_OBJECT_ENTRIES) return `holds ${bytes.length / OBJECT_ENTRY_BYTES} object entries, more than ${MAX_OBJECT_ENTRIES}`;
  for (let at = 0; at < bytes.length; at += OBJECT_ENTRY_BYTES) {
    if (((bytes[at] << 8) | bytes[at + 1]) === 0xffff) return `has an end marker ($FFFF) at byte ${at}, inside the layout`;
  }
  return null;
}

/** The layout as ObjectsManager walks it in the ROM: an ObjectLayoutBoundary ($FFFF, 0, 0) before and after the entries. */
export function boundedObjectLayout(entries: Uint8Array): Uint8Array {
  const out = new Uint8Array(entries.length + 2 * OBJECT_ENTRY_BYTES);
  out.set([0xff, 0xff], 0);
  out.set(entries, OBJECT_ENTRY_BYTES);
  out.set([0xff, 0xff], OBJECT_ENTRY_BYTES + entries.length);
  return out;
}
