/**
 * One kept regression file (tests/fuzz/regressions/), replayed in a capped worker through the
 * same loaders as the fuzz cases. The file name starts with its format: `bk2-…`, `spxSavestate-…`;
 * a savestate is kept as a `.recipe.json` (savestateRecipe.ts).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadFile, type FuzzOutcome } from './fuzzCase.ts';
import { FUZZ_FORMATS, type FuzzFormat } from './seeds.ts';
import { buildSavestateSpx, readRecipe } from './savestateRecipe.ts';

/** The name a file is imported as: its extension decides the movie format. */
const IMPORT_NAME: Record<FuzzFormat, string> = {
  txt: 'kept.txt', spx: 'kept.spx', spxSavestate: 'kept.spx', bk2: 'kept.bk2', gmv: 'kept.gmv', level: 'kept.json', project: 'kept.subpixel.json',
};

export function formatOf(path: string): FuzzFormat {
  const prefix = basename(path).split('-')[0];
  const format = FUZZ_FORMATS.find((f) => f === prefix);
  if (format === undefined) throw new Error(`${basename(path)}: the name should start with a format (${FUZZ_FORMATS.join(', ')})`);
  return format;
}

export function runCase(path: string): Omit<FuzzOutcome, 'mutation' | 'bytes'> {
  const format = formatOf(path);
  // A savestate kept as a recipe is rebuilt with the current layout (savestateRecipe.ts).
  const bytes = path.endsWith('.recipe.json') ? new TextEncoder().encode(buildSavestateSpx(readRecipe(path))) : readFileSync(path);
  return loadFile(format, IMPORT_NAME[format], bytes);
}
