/** Every file below `dir`, as paths relative to it with `/` separators (what a folder picker gives). */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function walkFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walkFiles(p, `${prefix}${name}/`));
    else out.push(`${prefix}${name}`);
  }
  return out;
}
