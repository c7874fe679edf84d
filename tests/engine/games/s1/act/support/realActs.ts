/** Real acts for tests, imported once per revision from the disassembly (tests/support/disasm.ts). */
import { openS1Disassembly, type S1Disassembly } from '../../../../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../../../../importers/s1/nodeDisasmSource.ts';
import type { Level } from '../../../../../../engine/level/types.ts';

const opened = new Map<string, S1Disassembly>();
const levels = new Map<string, Level>();

export function realAct(dir: string, id: string, opts: { revision?: number; objects?: boolean } = {}): Level {
  const rev = opts.revision ?? 1;
  const key = `${dir}|${rev}|${id}|${opts.objects ?? false}`;
  let level = levels.get(key);
  if (level === undefined) {
    let d = opened.get(`${dir}|${rev}`);
    if (d === undefined) {
      d = openS1Disassembly(nodeDisasmSource(dir), rev);
      opened.set(`${dir}|${rev}`, d);
    }
    level = d.importAct(id, { objects: opts.objects ?? false }).level;
    levels.set(key, level);
  }
  return level;
}
