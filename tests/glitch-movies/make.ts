/**
 * Writes the glitch movies in this folder from hand-crafted input scripts (run with
 * `npx tsx tests/glitch-movies/make.ts`). Each movie plays from its level's start (no savestate,
 * so the files survive engine state-layout changes) and names its expectations in meta.notes.
 * The levels built here (see `build`) are written to levels/ first, so the corpus is reproducible;
 * glitch-tall-drop and glitch-phasing-shaft are hand-written files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportMovie } from '../../movies/formats/index.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { parseLevelText } from '../../engine/level/parseLevel.ts';
import { loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { Level } from '../../engine/level/types.ts';
import type { ProfileId } from '../../engine/profiles/ids.ts';
import { formatLevelJson } from '../../engine/level/builtin/build/formatLevelJson.ts';
import { buildLoop } from '../../engine/level/builtin/build/loop.ts';

const here = new URL('.', import.meta.url).pathname;

function shipped(name: string): Level {
  const r = parseLevelText(readFileSync(join(here, 'levels', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(`${name}: ${r.error.path}: ${r.error.message}`);
  return r.level;
}

const FULL = { heights: Array.from({ length: 16 }, () => 16), angle: 255 };

/** A level document on the '#' full-solid legend, s1, objects as given. */
function box(name: string, description: string, rows: string[], start: { x: number; y: number }, objects: Record<string, unknown>[]): Record<string, unknown> {
  return { format: 'subpixel-level/1', name, description, profile: 's1', tiles: { full: FULL }, legend: { '#': { tile: 'full', solidity: 'all' } }, rows, start, objects };
}

/** Writes levels/<name>.json from the document and returns the parsed level. */
function build(doc: Record<string, unknown>): Level {
  const name = String(doc.name);
  writeFileSync(join(here, 'levels', `${name}.json`), formatLevelJson(doc));
  return shipped(name);
}

/** The built-in loop with full blocks added at (column, row) on both layers. */
function loopWith(name: string, description: string, cells: readonly [number, number][]): Record<string, unknown> {
  const doc = buildLoop();
  for (const key of ['rows', 'rowsB']) {
    const rows = doc[key] as string[];
    for (const [c, r] of cells) rows[r] = rows[r].slice(0, c) + '#' + rows[r].slice(c + 1);
  }
  return { ...doc, name, description };
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

// A thick wall (x 320..447) and a horizontal moving platform (x 216..344 at its right end) that
// carries a standing player into it.
const wallRows = [...Array.from({ length: 15 }, () => '#' + '.'.repeat(19) + '#'.repeat(8) + '.'.repeat(11) + '#'), '#'.repeat(40)];
const platformWall = build(box(
  'glitch-platform-wall',
  'A wall x 320..447 (floor y=240) and a horizontal moving platform (x 280 +- 64, top y=192, width radius 48, period 256) that carries a standing player into the wall (platformThroughWalls).',
  wallRows,
  { x: 280, y: 160 },
  [{ id: 'mover', type: 'movingPlatform', x: 280, y: 200, width: 48, height: 8, motion: 'horizontal', amplitude: 64, period: 256 }],
));
// A platform swinging 480 px either way in 64 frames (up to 47 px/frame): the Sonic 1 camera,
// capped at 16 px/frame to the right, falls behind and unloads it under the player.
const fastRows = [...Array.from({ length: 23 }, () => '#' + '.'.repeat(88) + '#'), '#'.repeat(90)];
const fastPlatform = build(box(
  'glitch-fast-platform',
  'A horizontal moving platform (x 600 +- 480, top y=332, period 64; floor y=368). Landed on at its left end it outruns the camera (16 px/frame) and is unloaded under the player.',
  fastRows,
  { x: 120, y: 50 },
  [{ id: 'swinger', type: 'movingPlatform', x: 600, y: 340, width: 32, height: 8, motion: 'horizontal', amplitude: 480, period: 64 }],
));
const loopHangingWall = build(loopWith(
  'glitch-loop-hanging-wall',
  'The built-in loop with a 2-block wall hanging from the loop top (x 992..1007, y 64..95): run upside down into it.',
  [[62, 4], [62, 5]],
));
const loopLedge = build(loopWith(
  'glitch-loop-ledge',
  "The built-in loop with a 2-block ledge (x 1104..1135, y 160..175) on the loop's right wall: run up the wall into its underside.",
  [[69, 10], [70, 10]],
));

// A plateau (top y=116: its edge row is 12 px tall tiles) ending at x=320, then an ascending
// staircase of 32 px wide, 16 px tall steps (x 320 on, tops from y=528 up to y=128). Spindashed
// off the edge, Sonic falls onto the stairs moving right at 10 px/frame and down at 9: his centre
// meets a riser below its step's top, the wall check pushes him back and (Sonic 2 stops at the
// first hit) skips the floor, and next frame his feet are deeper in the lower step than the
// landing threshold.
const stairRows: string[] = [];
for (let r = 0; r < 40; r++) {
  let row = '';
  for (let c = 0; c < 160; c++) {
    const k = Math.floor((c - 20) / 2);
    const plateau = c < 20 && r >= 7;
    const stairs = c >= 20 && k < 30 && r >= Math.max(8, 33 - k);
    row += r >= 38 || stairs || (plateau && r > 7) ? '#' : plateau ? 'p' : '.';
  }
  stairRows.push(row);
}
const stairs = build({
  format: 'subpixel-level/1',
  name: 'glitch-stairs',
  description: 'A plateau (top y=116) ending at x=320 above an ascending staircase of 32x16 px steps: spindash off the edge onto the stairs (stairClip, Sonic 2).',
  profile: 's2',
  tiles: { full: FULL, ledge: { heights: Array.from({ length: 16 }, () => 12), angle: 0 } },
  legend: { '#': { tile: 'full', solidity: 'all' }, p: { tile: 'ledge', solidity: 'all' } },
  rows: stairRows,
  start: { x: 40, y: 80 },
  objects: [],
});

write('landOnAir-flat-s1.spx', loadBuiltinLevel('flat'), 's1', '30\n20,R\n1,D\n1,A\n80\n', 'expect: landOnAir\nfix: landOnAir\nRoll, then jump from the roll: the landing leaves Sonic 5 px above the floor.');
write('instantStopLanding-tall-drop-s1.spx', shipped('glitch-tall-drop'), 's1', '20,R\n160\n', 'expect: instantStopLanding\nfix: instantStopLanding\nMoving right through a 1530 px fall: the landing hits the wall sensors and stops dead.');
write('phasing-shaft-s1.spx', shipped('glitch-phasing-shaft'), 's1', '200\n', 'expect: phasing\nfix: phasing\nFalling 2600 px reaches 32+ px/frame and passes through a 16 px floor.');
write('zip-platform-wall-s1.spx', platformWall, 's1', '70\n1,R\n40\n', 'expect: zip\nfix: zip\nStand on the platform until it has carried Sonic into the wall, then press Right: the look-ahead inside the wall throws him 19 px.');
write('wallClip-platform-wall-s1.spx', platformWall, 's1', '100\n', 'expect: wallClip\nfix: platformThroughWalls\nStand still on the moving platform: it carries Sonic\'s centre into the wall. Fixed (Sonic CD\'s check), he is ejected.');
write('falseStanding-fast-platform-s1.spx', fastPlatform, 's1', '100\n', 'expect: falseStanding\nfix: falseStandingFlag\nLand on the platform at its left end: it outruns the camera, is unloaded under Sonic and his standing flag stays set while it swings away.');
write('slopeGlitch-fast-platform-s1.spx', fastPlatform, 's1', '75\n1,A\n60\n', 'expect: slopeGlitch\nfix: slopeGlitch\nAfter the platform is unloaded under Sonic (false standing), jump: the landing on the floor keeps the stale standing flag.');
write('ghostWall-loop-hanging-wall-s1.spx', loopHangingWall, 's1', '300,R\n', 'expect: ghostWall\nfix: ghostWall\nRun through the loop: upside down at its top there is no look-ahead and Sonic runs into the hanging wall.');
write('angleBug-loop-hanging-wall-s1.spx', loopHangingWall, 's1', '300,R\n', 'expect: angleBug\nfix: angleBug\nRun through the loop: past the hanging wall at its top the ceiling sensors are 31 px inside it and Sonic stays lodged.');
write('wallGrinding-loop-ledge-s1.spx', loopLedge, 's1', '300,R\n', "expect: wallGrinding\nfix: wallGrinding\nRun up the loop's right wall into the ledge: the look-ahead hit keeps ground speed and Sonic grinds against its underside.");
write('stairClip-stairs-s2.spx', stairs, 's2', '28\n2,D\n' + '1,D,A\n1,D\n'.repeat(9) + '200\n', 'expect: stairClip\nfix: stairClip\nSpindash off the plateau onto the stairs: the centre meets a riser below its top, the wall push skips the floor check, and next frame the feet are too deep to land: Sonic falls through the step.');
