/** `subpixel quirks`: every quirk id, what it does, its fix, and where it is on by default. */
import { QUIRKS, type QuirkInfo } from '../../../engine/quirks/catalogue.ts';
import type { CliIo } from '../cliIo.ts';
import { parseArgs } from '../args.ts';

export const QUIRKS_HELP = `usage: subpixel quirks [--json]
Lists every documented original bug the engine reproduces: its id (for --fix), what it does,
what --fix changes, and the profiles that have it by default.`;

export function quirksCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, [], ['json']);
  const list = QUIRKS as readonly QuirkInfo[];
  if (args.flags.has('json')) {
    io.out(JSON.stringify(list, null, 2));
    return 0;
  }
  for (const q of list) {
    io.out(`${q.id}  [on in: ${q.profiles.join(', ')}]`);
    io.out(`    ${q.summary}`);
    io.out(`    --fix: ${q.fix}`);
    io.out(`    source: ${q.source}`);
  }
  return 0;
}
