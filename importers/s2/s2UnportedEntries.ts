/**
 * The object layout's entries of a Sonic 2 act that the engine loads no object for (no port yet,
 * or a spring of a direction not ported: engine/games/s2/s2Objects.ts loadsObject), each as an
 * import warning at its x and y (the entry's bits 0-11) in pixels, as Sonic 1's placements left
 * out are (importers/s1/s1Objects.ts): what `subpixel import s2` and the workbench's act panel list.
 * The level keeps the entries all the same (the respawn counters walk over them as the game's do).
 */
import type { ImportWarning } from '../s1/s1Objects.ts';
import type { Level } from '../../engine/level/types.ts';
import { S2Act } from '../../engine/games/s2/s2Act.ts';
import { loadsObject, s2ObjectName } from '../../engine/games/s2/s2Objects.ts';
import { OBJECT_ENTRY_BYTES } from '../../engine/games/s2/objectLayout.ts';

export function unportedEntries(level: Level, act: string): ImportWarning[] {
  const s2 = level.s2;
  if (s2 === undefined) return [];
  const data = new S2Act(s2, 0).data;
  const out: ImportWarning[] = [];
  const b = s2.objects;
  for (let at = 0; at + OBJECT_ENTRY_BYTES <= b.length; at += OBJECT_ENTRY_BYTES) {
    const id = b[at + 4];
    const subtype = b[at + 5];
    if (loadsObject(data, id, subtype)) continue;
    const x = (b[at] << 8) | b[at + 1];
    const y = ((b[at + 2] << 8) | b[at + 3]) & 0x0fff;
    out.push({ act, x, y, id, subtype, message: `${s2ObjectName(id)} subtype $${subtype.toString(16).toUpperCase().padStart(2, '0')} has no engine port yet (left out)` });
  }
  return out;
}
