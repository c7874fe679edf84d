/**
 * The object tables of the Sonic 1 checkout the tests read (tests/support/disasm.ts), every
 * group, read by the importer's own reader (importers/s1/s1ObjectData.ts): what a synthetic act
 * whose test runs a grass platform, a bridge, a seesaw, a collapsing ledge or a conveyor
 * platform loader must carry. Tests that use it run only with the checkout (describeWithDisasm).
 */
import { ACT_DATA_GROUPS, type ActObjectData } from '../../engine/level/actObjectData.ts';
import { readObjectData } from '../../importers/s1/s1ObjectData.ts';
import { s1Disassembly } from './disasm.ts';

/** A placement list naming one object of each group, so every group is read. */
function everyGroup(): Uint8Array {
  const out = new Uint8Array(6 * ACT_DATA_GROUPS.length + 6);
  ACT_DATA_GROUPS.forEach((g, i) => (out[6 * i + 4] = g.objects[0]));
  out.set([0xff, 0xff], 6 * ACT_DATA_GROUPS.length);
  return out;
}

const read = new Map<string, ActObjectData>();

/** Every object table of the checkout, for revision `revision` (default: the checkout's). */
export function checkoutObjectData(revision?: 0 | 1): ActObjectData {
  const key = String(revision);
  let d = read.get(key);
  if (d === undefined) {
    d = readObjectData(s1Disassembly(revision).program, everyGroup())!;
    read.set(key, d);
  }
  return d;
}
