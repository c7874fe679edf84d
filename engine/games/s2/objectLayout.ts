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
});
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
