/** `subpixel levels`: the built-in levels. */
import { listBuiltinLevels } from '../../../engine/level/builtin/index.ts';
import type { CliIo } from '../cliIo.ts';
import { parseArgs } from '../args.ts';

export const LEVELS_HELP = `usage: subpixel levels [--json]
Lists the built-in levels (use their names with --level).`;

export function levelsCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, [], ['json']);
  const list = listBuiltinLevels();
  if (args.flags.has('json')) {
    io.out(JSON.stringify(list, null, 2));
    return 0;
  }
  for (const l of list) io.out(`${l.name.padEnd(10)} ${l.title} — ${l.description}`);
  return 0;
}
