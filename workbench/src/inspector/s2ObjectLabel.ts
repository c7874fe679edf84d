/**
 * How the object list names a Sonic 2 act's rows (worker/s2ObjectBoxes.ts): s2disasm's object
 * name (`Obj41`, engine/games/s2/s2Objects.ts s2ObjectName) with what the object is for the ones
 * the engine has ports of or is porting, and the rings in range.
 */
import { OBJ_BRIDGE, OBJ_PLANE_SWITCHER, OBJ_PLATFORM, OBJ_SPRING, s2ObjectName } from '../../../engine/games/s2/s2Objects.ts';
import { RING_ROW_TYPE } from '../worker/objectRow.ts';

/** What the object is, by its id (ObjID_* of s2.constants.asm). */
const WHAT: Readonly<Record<number, string>> = {
  [OBJ_PLANE_SWITCHER]: 'path swapper',
  [OBJ_BRIDGE]: 'bridge',
  0x0d: 'signpost',
  0x18: 'platform',
  [OBJ_PLATFORM]: 'platform',
  0x26: 'monitor',
  0x36: 'spikes',
  0x37: 'lost rings',
  [OBJ_SPRING]: 'spring',
  0x4b: 'Buzzer',
  0x5c: 'Masher',
  0x79: 'star post',
  0x9d: 'Coconuts',
};

/** `Obj41 spring`, `Obj5C`, `ring`. */
export function s2ObjectLabel(type: number): string {
  if (type === RING_ROW_TYPE) return 'ring';
  const what = WHAT[type];
  return what === undefined ? s2ObjectName(type) : `${s2ObjectName(type)} ${what}`;
}
