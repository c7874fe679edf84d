/**
 * Writes the glitch movies in this folder from hand-crafted input scripts (run with
 * `npx tsx tests/glitch-movies/make.ts`). Each movie plays from its level's start (no savestate,
 * so the files survive engine state-layout changes) and names its expectations in meta.notes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportMovie } from '../../movies/formats/index.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { parseLevelText } from '../../engine/level/parseLevel.ts';
import { loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { Level } from '../../engine/level/types.ts';
import type { ProfileId } from '../../engine/profiles/ids.ts';

const here = new URL('.', import.meta.url).pathname;

function shipped(name: string): Level {
  const r = parseLevelText(readFileSync(join(here, 'levels', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(`${name}: ${r.error.path}: ${r.error.message}`);
  return r.level;
}

function write(file: string, level: Level, profile: ProfileId, script: string, notes: string): void {
  const inputs = parseInputScript(script, file);
  if (!inputs.ok) throw new Error(`${file}: ${inputs.error.where}: ${inputs.error.message}`);
  const movie = {
    meta: { level: { name: level.name, hash: level.hash >>> 0 }, profile, character: 'sonic' as const, fixes: [], author: 'hand-crafted', rerecords: 0, created: '', modified: '', notes },
    inputs: inputs.value,
    markers: [],
    checkpoints: [],
  };
  writeFileSync(join(here, file), exportMovie(movie, 'spx'));
}

write('landOnAir-flat-s1.spx', loadBuiltinLevel('flat'), 's1', '30\n20,R\n1,D\n1,A\n80\n', 'expect: landOnAir\nfix: landOnAir\nRoll, then jump from the roll: the landing leaves Sonic 5 px above the floor.');
write('instantStopLanding-tall-drop-s1.spx', shipped('glitch-tall-drop'), 's1', '20,R\n160\n', 'expect: instantStopLanding\nfix: instantStopLanding\nMoving right through a 1530 px fall: the landing hits the wall sensors and stops dead.');
write('phasing-shaft-s1.spx', shipped('glitch-phasing-shaft'), 's1', '200\n', 'expect: phasing\nfix: phasing\nFalling 2600 px reaches 32+ px/frame and passes through a 16 px floor.');
