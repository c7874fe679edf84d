/** `subpixel levels`: the built-in levels. */
import { listBuiltinLevels } from '../../../engine/level/builtin/index.ts';
import { parseArgs } from '../args.ts';

export const LEVELS_HELP = `usage: subpixel levels [--json]
Lists the built-in levels (use their names with --level).`;

export function levelsCommand(argv: readonly string[], write: (line: string) => void): number {
  const args = parseArgs(argv, [], ['json']);
  const list = listBuiltinLevels();
  if (args.flags.has('json')) {
    write(JSON.stringify(list, null, 2));
    return 0;
  }
  for (const l of list) write(`${l.name.padEnd(10)} ${l.title} — ${l.description}`);
  return 0;
}
