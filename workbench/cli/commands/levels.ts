/** `subpixel levels`: the built-in levels, then the Sonic 1 acts of a disassembly checkout. */
import { listBuiltinLevels } from '../../../engine/level/builtin/index.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import type { CliIo } from '../cliIo.ts';
import { parseArgs } from '../args.ts';
import { DISASM_ENV, S1_LEVEL_PREFIX, disasmOptionsFrom, openDisasm, withImportErrors } from '../disasmLevels.ts';

export const LEVELS_HELP = `usage: subpixel levels [--json] [--disasm <dir>] [--rev 0|1]
Lists the built-in levels (use their names with --level). With the Sonic 1 disassembly
(--disasm <dir>, or $${DISASM_ENV}) it then lists the acts, for --level s1:<act>: id, title,
start position and level limits in px (LevelSizeArray: x from left to right, y from top to bottom).
  --rev 0|1   the revision to read (default: what the checkout declares)`;

interface ActListing {
  name: string;
  title: string;
  revision: number;
  start: { x: number; y: number };
  limits: { left: number; right: number; top: number; bottom: number };
}

export function levelsCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, ['disasm', 'rev'], ['json']);
  const builtins = listBuiltinLevels();
  const options = disasmOptionsFrom(args);
  const acts = options.disasm !== undefined ? listActs(options.disasm, options.revision) : [];
  if (args.flags.has('json')) {
    io.out(JSON.stringify(options.disasm !== undefined ? [...builtins, ...acts] : builtins, null, 2));
    return 0;
  }
  for (const l of builtins) io.out(`${l.name.padEnd(10)} ${l.title} — ${l.description}`);
  if (options.disasm === undefined) {
    io.out('');
    io.out(`Sonic 1 acts (s1:ghz1 ...): pass --disasm <dir> (or set ${DISASM_ENV}) to list them from your disassembly checkout`);
    return 0;
  }
  io.out('');
  io.out(`Sonic 1 acts from ${options.disasm} (REV0${acts[0].revision}):`);
  const titleWidth = Math.max(...acts.map((a) => a.title.length));
  for (const a of acts) {
    const { left, right, top, bottom } = a.limits;
    io.out(`${a.name.padEnd(10)} ${a.title.padEnd(titleWidth)}  start (${a.start.x}, ${a.start.y})  limits x ${left}..${right}, y ${top}..${bottom}`);
  }
  return 0;
}

function listActs(dir: string, revision: 0 | 1 | undefined): ActListing[] {
  const d = openDisasm(dir, revision);
  return S1_ACTS.map((a) => {
    const { start, size } = withImportErrors(dir, () => d.actSummary(a.id));
    return {
      name: `${S1_LEVEL_PREFIX}${a.id}`,
      title: a.title,
      revision: d.revision,
      start: { x: start.x, y: start.y },
      limits: { left: size.left, right: size.right, top: size.top, bottom: size.bottom },
    };
  });
}
