/** `subpixel quirks`: every quirk id, what it does, its fix, and where it is on by default. */
import { QUIRKS, type QuirkInfo } from '../../../engine/quirks/catalogue.ts';
import { parseArgs } from '../args.ts';

export const QUIRKS_HELP = `usage: subpixel quirks [--json]
Lists every documented original bug the engine reproduces: its id (for --fix), what it does,
what --fix changes, and the profiles that have it by default.`;

export function quirksCommand(argv: readonly string[], write: (line: string) => void): number {
  const args = parseArgs(argv, [], ['json']);
  const list = QUIRKS as readonly QuirkInfo[];
  if (args.flags.has('json')) {
    write(JSON.stringify(list, null, 2));
    return 0;
  }
  for (const q of list) {
    write(`${q.id}  [on in: ${q.profiles.join(', ')}]`);
    write(`    ${q.summary}`);
    write(`    --fix: ${q.fix}`);
    write(`    source: ${q.source}`);
  }
  return 0;
}
