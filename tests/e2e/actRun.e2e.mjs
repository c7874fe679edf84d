/**
 * A run of Sonic 1 acts in real Chromium (workbench/src/worker/engineSession.ts on
 * engine/games/s1/s1ActRun.ts), from the Sonic 1 disassembly at ../shared/disasm/s1
 * (SUBPIXEL_DISASM elsewhere; skipped with a message when it is absent): GHZ1 loaded from the
 * folder, the GHZ1 signpost fixture imported and sought past its results into GHZ2 (frame 2684,
 * the frame tests/workbench/worker/actRun.test.ts pins), the roll's act marker and the
 * inspector's act; then a movie through GHZ1's giant ring (tests/engine/games/s1/special/
 * specialRun.test.ts's: GHZ1 with 50 rings at its start savestate) sought into special stage 1,
 * drawn on the canvas, and on out into GHZ2, each hash the engine's in Node.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, canvasColourCount, goto, importMovie, openApp, skip, text, until, waitForHash, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);
const FIXTURE = join(ROOT, 'tests/realgame/fixtures/ghz1-signpost.txt');
/** s1ActRun.test.ts: Got_NextLevel runs in step 2683; frame 2684 is GHZ2's start. */
const NEXT_ACT = 2683;
/** specialRun.test.ts: GHZ1's giant ring ends the act in step 2686; the stage takes 651 steps. */
const RING_END = 2686;
const STAGE_FRAMES = 651;

function disasmDir() {
  const dir = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].find((d) => d && existsSync(join(d, 'sonic.asm')));
  if (dir === undefined) skip('no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset');
  return dir;
}

/** The engine's run in Node, as the workbench plays it: the hash after each frame in `at`. */
async function nodeRun(dir, inputs, prepare, at) {
  const [{ openS1Disassembly }, { nodeDisasmSource }, { createWorld }, { S1ActRun }, { readSpecialRunData }] = await Promise.all([
    imp('importers/s1/importS1.ts'), imp('importers/s1/nodeDisasmSource.ts'), imp('engine/world/world.ts'), imp('engine/games/s1/s1ActRun.ts'),
    imp('realgame/games/s1/s1SpecialRunData.ts'),
  ]);
  const d = openS1Disassembly(nodeDisasmSource(dir));
  const special = readSpecialRunData(d.program, nodeDisasmSource(dir), d.revision);
  const w = createWorld(d.importAct('ghz1').level);
  prepare(w.state);
  const start = w.snapshot();
  const run = new S1ActRun(w, { levelOf: (id) => d.importAct(id).level, exits: d.actExits(), special });
  const hashes = new Map();
  const last = Math.max(...at);
  for (let f = 0; f < last; f++) {
    run.step(f < inputs.length ? inputs[f] : 0);
    if (at.includes(f + 1)) hashes.set(f + 1, run.hash());
  }
  return { hashes, ghz1: d.importAct('ghz1').level, start };
}

/** The roll's row `frame` is on screen and marked as the start of `label`. */
async function rollMarks(page, frame, label) {
  const row = page.locator(`[data-frame="${frame}"]`);
  await row.waitFor({ timeout: 10000 });
  assertEqual(await row.getAttribute('data-act-start'), label, `the roll's act marker on frame ${frame}`);
  assertEqual((await row.locator('[data-testid="roll-act-start"]').textContent()).trim(), `▸ ${label}`, `the marker's text on frame ${frame}`);
  assertEqual(await page.locator(`[data-frame="${frame - 1}"]`).getAttribute('data-act-start'), null, `no marker on frame ${frame - 1}`);
}

export async function aRunOfSonic1ActsPlaysOnAcrossTheActEndAndIntoTheSpecialStage({ page, baseUrl, artifacts }) {
  const dir = disasmDir();
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="disasm-folder"]').setInputFiles(dir);
  await page.waitForSelector('[data-testid="disasm-folder-info"], [data-testid="disasm-error"]', { timeout: 30000 });
  const picked = Date.now();
  await page.locator('[data-testid="act-select"]').selectOption('ghz1');
  const { parseInputScript } = await imp('movies/formats/inputScript.ts');
  const script = readFileSync(FIXTURE, 'utf8');
  const parsed = parseInputScript(script, FIXTURE);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const signpost = parsed.value;
  const { hashes, ghz1 } = await nodeRun(dir, signpost, () => {}, [NEXT_ACT, NEXT_ACT + 1]);
  await waitForText(page, 'level-name', ghz1.name, 30000);
  console.log(`       ghz1 and its run's acts loaded in ${Date.now() - picked} ms`);

  // The signpost fixture on the open act: past its results into GHZ2.
  await importMovie(page, 'ghz1-signpost.txt', script, signpost.length);
  await waitForText(page, 'level-name', ghz1.name, 30000);
  await goto(page, NEXT_ACT + 1);
  await waitForHash(page, hashes.get(NEXT_ACT + 1));
  assertEqual(await text(page, 'inspector-run-act'), 's1:ghz2', 'the inspector\'s act in GHZ2');
  assertEqual(await text(page, 'inspector-run-score-raw'), '5400', 'the run\'s score in GHZ2');
  assertEqual(await text(page, 'inspector-run-lives-raw'), '3', 'the run\'s lives');
  await rollMarks(page, NEXT_ACT + 1, 's1:ghz2');
  // The picture follows the run: GHZ2's art is read and drawn.
  const artAct = () => page.locator('[data-testid="level-canvas"]').getAttribute('data-art-act');
  await until(async () => (await artAct()) === 'ghz2' && (await page.locator('[data-testid="picture-notice"]').count()) === 0, 'GHZ2\'s picture never came', 15000);
  // Back across the boundary: GHZ1's last frame, and its art again (kept: no notice while it is read).
  await goto(page, NEXT_ACT);
  await waitForHash(page, hashes.get(NEXT_ACT));
  assertEqual(await text(page, 'inspector-run-act'), 's1:ghz1', 'the inspector\'s act on GHZ1\'s last frame');
  await until(async () => (await artAct()) === 'ghz1', 'GHZ1\'s picture never came back', 5000);

  // Through the giant ring: a .spx movie starting from GHZ1 with 50 rings.
  const { BTN_A, BTN_C, BTN_LEFT, BTN_RIGHT } = await imp('engine/input.ts');
  const { P_RINGS } = await imp('engine/state/layout.ts');
  const { exportMovie } = await imp('movies/formats/index.ts');
  const { movieLevelRef } = await imp('movies/formats/levelRef.ts');
  const ring = [...signpost.slice(0, 1564), ...new Array(16).fill(BTN_RIGHT | BTN_C)];
  while (ring.length <= RING_END) ring.push(BTN_RIGHT);
  for (let i = 0; i < STAGE_FRAMES; i++) ring.push(BTN_LEFT | (i % 30 < 3 ? BTN_A : 0));
  const inStage = RING_END + 1 + 100;
  const out = RING_END + 1 + STAGE_FRAMES;
  const run = await nodeRun(dir, ring, (s) => (s[P_RINGS] = 50), [RING_END + 1, inStage, out]);
  const movie = {
    meta: { level: movieLevelRef(ghz1), profile: 's1', character: 'sonic', fixes: [], author: 'e2e', rerecords: 0, created: '', modified: '', notes: '' },
    inputs: Uint8Array.from(ring), markers: [], checkpoints: [], savestate: run.start,
  };
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'ring.spx', mimeType: 'application/json', buffer: Buffer.from(exportMovie(movie, 'spx')) });
  await waitForText(page, 'length', String(ring.length), 30000);
  await goto(page, RING_END + 1);
  await waitForHash(page, run.hashes.get(RING_END + 1));
  await rollMarks(page, RING_END + 1, 'special stage 1');
  await goto(page, inStage);
  await waitForHash(page, run.hashes.get(inStage));
  assertEqual(await text(page, 'inspector-run-act'), 'special stage 1', 'the inspector\'s act in the stage');
  assertEqual(await text(page, 'inspector-ss-stage-raw'), '1', 'the stage');
  if (!/^\$[0-9A-F]{4} \(drawn at \$[0-9A-F]{2}\)$/.test(await text(page, 'inspector-ss-angle'))) throw new Error(`the stage's angle: ${await text(page, 'inspector-ss-angle')}`);
  // The stage drawn: its backdrop (drawSpecialStage.ts #101830) and the walls' blue (#3050c0).
  await page.waitForTimeout(200);
  const backdrop = await canvasColourCount(page, [12, 20, 44], [20, 28, 52]);
  const walls = await canvasColourCount(page, [44, 76, 188], [52, 84, 196]);
  await page.locator('[data-testid="level-canvas"]').screenshot({ path: join(artifacts, 'special-stage.png') });
  if (backdrop < 2000 || walls < 200) throw new Error(`the special stage is not drawn: ${backdrop} backdrop pixels, ${walls} wall pixels`);
  // Out of the stage into GHZ2.
  await goto(page, out);
  await waitForHash(page, run.hashes.get(out));
  assertEqual(await text(page, 'inspector-run-act'), 's1:ghz2', 'the inspector\'s act after the stage');
  assertEqual(await canvasColourCount(page, [12, 20, 44], [20, 28, 52]) < backdrop / 4, true, 'the stage is no longer drawn in GHZ2');
  assertEqual(errors.join('\n'), '', 'console errors');
}
