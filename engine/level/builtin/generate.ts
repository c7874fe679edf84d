/**
 * Regenerates the bundled level files from their builders (build/*.ts):
 *
 *     npx tsx engine/level/builtin/generate.ts
 *
 * The builders use integer arithmetic only, so the output is byte-identical on every run; a test
 * (tests/engine/level/builtin.test.ts) fails when a JSON file and its builder disagree.
 * This script is the only file under engine/ that touches the file system: it is a build tool,
 * never imported by the engine.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDERS } from './build/builders.ts';
import { formatLevelJson } from './build/formatLevelJson.ts';

const here = dirname(fileURLToPath(import.meta.url));
for (const [name, build] of Object.entries(BUILDERS)) {
  const file = join(here, `${name}.json`);
  writeFileSync(file, formatLevelJson(build()));
  console.log(`wrote ${file}`);
}
