/** `subpixel levels`: the built-in levels, then the Sonic 1 (or Sonic 2) acts of a disassembly checkout. */
import { listBuiltinLevels } from '../../../engine/level/builtin/index.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { S2_ACTS } from '../../../importers/s2/s2Acts.ts';
import { S2_HEIGHT_BLOCKS, S2_WIDTH_BLOCKS } from '../../../importers/s2/s2Layers.ts';
import type { CliIo } from '../cliIo.ts';
import { parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import {
  DISASM_ENV, DISASM_S2_ENV, S1_LEVEL_PREFIX, S2_LEVEL_PREFIX, disasmOptionsFrom, isS2Checkout, openDisasm, openDisasmS2, withImportErrors,
} from '../disasmLevels.ts';

export const LEVELS_HELP = `usage: subpixel levels [--json] [--disasm <dir>] [--rev 0|1]
Lists the built-in levels (use their names with --level). With the Sonic 1 disassembly
(--disasm <dir>, or $${DISASM_ENV}) it then lists the acts, for --level s1:<act>: id, title,
start position and level limits in px (LevelSizeArray: x from left to right, y from top to bottom).
When --disasm names a Sonic 2 checkout (s2disasm: s2.asm), or $${DISASM_S2_ENV} is set, it lists
Sonic 2's acts the same way, for --level s2:<act> (the limits are s2.asm's LevelSize).
  --rev 0|1   the Sonic 1 revision to read (default: what the checkout declares)`;

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
  // --disasm names one checkout: Sonic 2's when it is one, else Sonic 1's (as before). Without
  // it, $SUBPIXEL_DISASM gives Sonic 1's and $SUBPIXEL_DISASM_S2 Sonic 2's.
  const flagS2 = args.options.has('disasm') && isS2Checkout(args.options.get('disasm')!);
  const s1Dir = flagS2 ? undefined : options.disasm;
  const s2Dir = flagS2 || !args.options.has('disasm') ? options.disasmS2 : undefined;
  if (s2Dir !== undefined && s1Dir === undefined && options.revision !== undefined) {
    throw new CliError('option --rev applies to Sonic 1\'s acts only (a Sonic 2 checkout is read as it builds, its gameRevision)');
  }
  const acts = s1Dir !== undefined ? listActs(s1Dir, options.revision) : [];
  const actsS2 = s2Dir !== undefined ? listS2Acts(s2Dir) : [];
  if (args.flags.has('json')) {
    io.out(JSON.stringify([...builtins, ...acts, ...actsS2], null, 2));
    return 0;
  }
  for (const l of builtins) io.out(`${l.name.padEnd(10)} ${l.title} — ${l.description}`);
  if (s1Dir === undefined && !flagS2) {
    io.out('');
    io.out(`Sonic 1 acts (s1:ghz1 ...): pass --disasm <dir> (or set ${DISASM_ENV}) to list them from your disassembly checkout`);
  }
  if (s1Dir !== undefined) {
    io.out('');
    io.out(`Sonic 1 acts from ${s1Dir} (REV0${acts[0].revision}):`);
    printActs(acts, io);
  }
  if (s2Dir !== undefined) {
    io.out('');
    io.out(`Sonic 2 acts from ${s2Dir} (REV0${actsS2[0].revision}; terrain only, each ${S2_WIDTH_BLOCKS * 16}x${S2_HEIGHT_BLOCKS * 16} px):`);
    printActs(actsS2, io);
  }
  return 0;
}

function printActs(acts: readonly ActListing[], io: CliIo): void {
  const titleWidth = Math.max(...acts.map((a) => a.title.length));
  for (const a of acts) {
    const { left, right, top, bottom } = a.limits;
    io.out(`${a.name.padEnd(10)} ${a.title.padEnd(titleWidth)}  start (${a.start.x}, ${a.start.y})  limits x ${left}..${right}, y ${top}..${bottom}`);
  }
}

/** Sonic 2's acts from the tables alone (StartLocations, LevelSize): no act is decompressed. */
function listS2Acts(dir: string): ActListing[] {
  const d = openDisasmS2(dir);
  return S2_ACTS.map((a) => {
    const { start, size } = withImportErrors(dir, () => d.actSummary(a.id));
    return {
      name: `${S2_LEVEL_PREFIX}${a.id}`,
      title: a.title,
      revision: d.revision,
      start: { x: start.x, y: start.y },
      limits: { left: size.left, right: size.right, top: size.top, bottom: size.bottom },
    };
  });
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
