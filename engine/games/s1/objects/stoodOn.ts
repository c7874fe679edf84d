/**
 * The object Sonic stands on in a real act, as the game says it: obStatus bit 3 (set by
 * SolidObject / PlatformObject when he lands on one, cleared when he leaves it) and
 * `standonobject` ($3D: the slot, which the game leaves as it was once he is off). The trace
 * records' `onObject` (CONTRACTS §5) and the real game's records read it the same way.
 */
import { P_STATUS, ST_ON_OBJECT } from '../../../state/layout.ts';
import { OB_ID, OBJECT_SIZE } from './ram.ts';
import { s1ObjectName } from './objectNames.ts';
import { sonicStandSlot } from './sonic.ts';

export interface StoodOn {
  /** The object slot (v_objspace index; Sonic is 0). */
  readonly slot: number;
  /** The object id in that slot (obID). */
  readonly id: number;
  /** Its name in Obj_Index (`Bridge`). */
  readonly name: string;
}

/** `s`: the state; `m`: the act's object RAM (World.m). Null when Sonic stands on no object. */
export function s1StoodOn(s: Int32Array, m: Uint8Array): StoodOn | null {
  if ((s[P_STATUS] & ST_ON_OBJECT) === 0) return null;
  const slot = sonicStandSlot(s);
  const id = m[slot * OBJECT_SIZE + OB_ID];
  return { slot, id, name: s1ObjectName(id) };
}
