/**
 * Movies replay as they were made (issue 24, items 3 and 4), in real Chromium.
 *
 * Item 3: a movie that starts from a savestate (every sweep result and glitch movie made on a
 * real act) plays from that savestate, never silently from the level start: imported into a new
 * project or over the movie, its frame 0 is the savestate's state, seeking back to 0 restores
 * it, its hit fires where `subpixel validate` says, a branch of it loads where it was saved, and
 * the project keeps it across a reload and through its project file; .spx keeps it on export and
 * the formats that cannot carry it refuse in one line. The hand-made level's movie needs nothing;
 * the issue's own movie (stairClip on Spring Yard 1) needs the Sonic 1 disassembly (skipped with
 * a message when it is absent).
 *
 * Item 4: ticking (or unticking) a fix shows what `validate --fix` shows: the first frame where
 * the runs differ (a link that goes there), the hits that vanish and appear, and both end states
 * side by side; the other run can be kept as a branch and diffed with the movie like any branch.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, goto, openApp, skip, text, waitForBranches, waitForFrame, waitForHash, waitForText, streamBytes, exportAs } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);
const MOVIES = join(ROOT, 'tests/glitch-movies');

/** The checkout, or a skip saying why not. */
function disasmDir() {
  const dir = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].find((d) => d && existsSync(join(d, 'sonic.asm')));
  if (dir === undefined) skip('no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset');
  return dir;
}

/**
 * What the engine in Node says about a glitch movie on `level`: the state at its start, after
 * `at` frames and at its end (hashes and x), and its hits, replayed from its savestate.
 */
async function expected(level, text, name, at) {
  const { readGlitchSpx, replayGlitchMovie, worldAtStart } = await imp('analysis/search/glitchMovie.ts');
  const { inputWords } = await imp('movies/model/inputWords.ts');
  const { P_X } = await imp('engine/state/layout.ts');
  const gm = readGlitchSpx(text, name);
  if (!gm.ok) throw new Error(gm.error.message);
  const options = { profile: gm.value.movie.meta.profile, character: gm.value.movie.meta.character, fixes: gm.value.movie.meta.fixes };
  const start = worldAtStart(level, options, gm.value.savestate);
  if (!start.ok) throw new Error(start.error.message);
  const w = start.value;
  const startHash = w.hash();
  const startX = String(w.state[P_X]);
  const words = inputWords(gm.value.movie);
  for (let f = 0; f < at; f++) w.step(words[f]);
  const atHash = w.hash();
  const replay = replayGlitchMovie(level, options, gm.value);
  if (!replay.ok) throw new Error(replay.error.message);
  const counts = new Map();
  for (const h of replay.value.hits) counts.set(h.detector, (counts.get(h.detector) ?? 0) + 1);
  return {
    gm: gm.value, startHash, startX, atHash, endHash: replay.value.world.hash(), frames: words.length, hits: replay.value.hits,
    summary: [...counts].map(([id, n]) => `${id} ×${n}`).join(', '),
  };
}

/** A glitch movie on the hand-made level `flat` that starts from a savestate 200 frames in (as a sweep writes one). */
async function flatSavestateMovie(engine) {
  const { writeGlitchSpx } = await imp('analysis/search/glitchMovie.ts');
  const { movieLevelRef } = await imp('movies/formats/levelRef.ts');
  const level = engine.loadBuiltinLevel('flat');
  const w = engine.createWorld(level, { profile: 's1' });
  for (let f = 0; f < 200; f++) w.step(f % 50 < 30 ? 0x08 : 0x18);
  const inputs = new Uint8Array(120).map((_, f) => (f < 60 ? 0x08 : f % 30 < 5 ? 0x18 : 0x04));
  const movie = {
    meta: { level: movieLevelRef(level), profile: 's1', character: 'sonic', fixes: [], author: 'e2e', rerecords: 0, created: '', modified: '', notes: 'from frame 200' },
    inputs, markers: [], checkpoints: [],
  };
  return { level, text: writeGlitchSpx({ movie, savestate: w.snapshot() }) };
}

/** Waits for the hit timeline's summary (detector ×count) to read `want`. */
async function waitForHits(page, want) {
  await page.waitForFunction((s) => (document.querySelector('[data-testid="hit-summary"]')?.textContent ?? '') === s, want, { timeout: 15000 })
    .catch(async () => {
      throw new Error(`hits: expected ${JSON.stringify(want)}, got ${JSON.stringify(await text(page, 'hit-summary'))}`);
    });
}

async function waitForError(page, code) {
  await page.waitForFunction((c) => document.querySelector('[data-testid="error"]')?.textContent?.startsWith(c), code, { timeout: 10000 })
    .catch(async () => {
      throw new Error(`error: expected ${code}, got ${JSON.stringify(await page.locator('[data-testid="error"]').textContent().catch(() => 'none'))}`);
    });
}

/** Saves a branch named `name` at the cursor. */
async function saveBranch(page, name) {
  await page.locator('[data-testid="branch-name"]').fill(name);
  await page.locator('[data-testid="save-branch"]').click();
}

export async function aSavestateMovieOnAHandMadeLevelPlaysFromItsSavestateEverywhere({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const { level, text: movieText } = await flatSavestateMovie(engine);
  const want = await expected(level, movieText, 'from200.spx', 40);
  const level0 = engine.createWorld(level, { profile: 's1' }).hash();
  if (want.startHash === level0) throw new Error('the savestate is the level start: the test could not tell them apart');

  // Imported into a new project: frame 0 is the savestate, the end is the savestate's run.
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'from200.spx', mimeType: 'application/json', buffer: Buffer.from(movieText) });
  await waitForText(page, 'length', String(want.frames));
  await waitForFrame(page, 0);
  await waitForHash(page, want.startHash);
  assertEqual(await text(page, 'inspector-x-raw'), want.startX, 'x at frame 0');
  await page.keyboard.press('End');
  await waitForFrame(page, want.frames);
  await waitForHash(page, want.endHash);
  // Seeking back to frame 0 restores the savestate (the greenzone's root).
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await waitForHash(page, want.startHash);

  // A branch saved 40 frames in loads there, from the savestate's run.
  await goto(page, 40);
  await waitForHash(page, want.atHash);
  await saveBranch(page, 'forty');
  await waitForBranches(page, ['forty']);
  await page.keyboard.press('End');
  await waitForFrame(page, want.frames);
  await page.locator('[data-testid="branch"]').filter({ hasText: 'forty' }).locator('[data-testid="load-replace"]').click();
  await waitForFrame(page, 40);
  await waitForHash(page, want.atHash);

  // .spx keeps the savestate; .bk2, .txt and .gmv cannot carry it and refuse in one line.
  const spx = JSON.parse((await exportAs(page, 'spx')).toString('utf8'));
  assertEqual(spx.savestate?.data, JSON.parse(movieText).savestate.data, 'the exported .spx savestate');
  for (const format of ['bk2', 'txt', 'gmv']) {
    await page.locator('[data-testid="dismiss-error"]').click().catch(() => {});
    await page.locator('[data-testid="export-format"]').selectOption(format);
    let downloaded = false;
    const onDownload = () => {
      downloaded = true;
    };
    page.on('download', onDownload);
    await page.locator('[data-testid="export-movie"]').click();
    await waitForError(page, 'exportSavestate');
    const line = await page.locator('[data-testid="error"]').textContent();
    if (!line.includes(`.${format}`) || !line.includes('savestate')) throw new Error(`${format} refusal: ${line}`);
    await page.waitForTimeout(300);
    page.off('download', onDownload);
    if (downloaded) throw new Error(`a .${format} file was written for a movie that starts from a savestate`);
  }
  await page.locator('[data-testid="dismiss-error"]').click();

  // The project keeps it: a reload, then its project file exported and imported again.
  await waitForText(page, 'save-status', 'saved');
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await waitForText(page, 'length', String(want.frames));
  await goto(page, 0);
  await waitForHash(page, want.startHash);
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="export-project"]').click()]);
  const file = await streamBytes(await download.createReadStream());
  assertEqual(JSON.parse(file.toString('utf8')).movies[0].savestate !== undefined, true, 'the project file carries the movie\'s savestate');
  await page.locator('[data-testid="import-project"]').setInputFiles({ name: 'from200.json', mimeType: 'application/json', buffer: file });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="project-item"]').length >= 3, null, { timeout: 10000 });
  await waitForText(page, 'length', String(want.frames));
  await goto(page, 0);
  await waitForHash(page, want.startHash);
  await page.keyboard.press('End');
  await waitForFrame(page, want.frames);
  await waitForHash(page, want.endHash);

  // Over another movie (undoable): the savestate comes with it, and undo brings the level start back.
  await page.locator('[data-testid="new-project-name"]').fill('plain');
  await page.locator('[data-testid="new-project"]').click();
  await waitForText(page, 'length', '0');
  await page.locator('[data-testid="level-select"]').selectOption('flat');
  await waitForText(page, 'level-name', 'flat');
  await page.locator('[data-testid="profile-select"]').selectOption('s1');
  await goto(page, 0);
  await waitForHash(page, level0);
  await page.locator('[data-testid="import-into"]').selectOption('replace');
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'from200.spx', mimeType: 'application/json', buffer: Buffer.from(movieText) });
  await waitForText(page, 'length', String(want.frames));
  await goto(page, 0);
  await waitForHash(page, want.startHash);
  await page.keyboard.press('Control+z');
  await waitForText(page, 'length', '0');
  await goto(page, 0);
  await waitForHash(page, level0);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theIssuesStairClipMovieOnSpringYard1ShowsSonicAtItsSavestateAndItsHit({ page, baseUrl }) {
  const dir = disasmDir();
  const errors = await openApp(page, baseUrl);
  const name = 'stairClip-s1-syz1-4874-765.spx';
  const bytes = readFileSync(join(MOVIES, name));
  const [{ openS1Disassembly }, { nodeDisasmSource }] = await Promise.all([imp('importers/s1/importS1.ts'), imp('importers/s1/nodeDisasmSource.ts')]);
  const syz1 = openS1Disassembly(nodeDisasmSource(dir), 1).importAct('syz1', { objects: false }).level;
  const want = await expected(syz1, bytes.toString('utf8'), name, 3);
  const hit = want.hits.find((h) => h.detector === 'stairClip');

  await page.locator('[data-testid="import-movie"]').setInputFiles({ name, mimeType: 'application/json', buffer: bytes });
  await page.waitForSelector('[data-testid="import-level-prompt"]');
  await page.locator('[data-testid="import-disasm-for-movie"]').setInputFiles(dir);
  await waitForText(page, 'level-name', syz1.name, 30000);
  await waitForText(page, 'length', String(want.frames));
  await waitForFrame(page, 0);
  await waitForHash(page, want.startHash);
  assertEqual(await text(page, 'inspector-x-raw'), want.startX, 'x at frame 0 (the sweep cell, not the act start)');
  await page.keyboard.press('End');
  await waitForFrame(page, want.frames);
  await waitForHash(page, want.endHash);
  await waitForHits(page, want.summary);
  // The hit is on frame 3, as validate says: breaking on hits stops right after it.
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.locator('[data-testid="break-hits"]').check();
  await page.locator('[data-testid="run-fast"]').click();
  await waitForFrame(page, hit.frame + 1);
  await waitForText(page, 'run-stopped', `stopped: stairClip on frame ${hit.frame}`);
  await page.locator('[data-testid="break-hits"]').uncheck();
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** The fixes list, opened. */
async function openFixes(page) {
  if ((await page.locator('[data-testid="fixes"]').count()) === 0) await page.getByRole('button', { name: /^fixes \(/ }).click();
  await page.waitForSelector('[data-testid="fixes"]');
}

/** What validate --fix computes for `file` (the report's divergence, hits), with the runs' end states. */
async function fixReport(path, disasm, fix) {
  const { validateMovie } = await imp('workbench/cli/commands/validate.ts');
  return validateMovie(path, undefined, null, [fix], { out: () => {}, err: () => {} }, disasm === null ? undefined : { disasm, objects: true });
}

/** The comparison box's hits as "change detector@frame: message" lines. */
async function diffHits(page, box) {
  return page.locator(`[data-testid="${box}"] [data-testid="run-diff-hit"]`).evaluateAll((es) => es.map((e) => `${e.dataset.change} ${e.dataset.detector}@${e.dataset.frame}: ${e.querySelector('[data-testid="run-diff-message"]').textContent}`));
}

export async function tickingAFixShowsWhereTheRunsDivergeTheHitsThatVanishAndBothEndStates({ page, baseUrl, engine, artifacts }) {
  const errors = await openApp(page, baseUrl);
  const name = 'landOnAir-flat-s1.spx';
  const path = join(MOVIES, name);
  const report = await fixReport(path, null, 'landOnAir');
  const gmText = readFileSync(path, 'utf8');
  const { readGlitchSpx, replayGlitchMovie } = await imp('analysis/search/glitchMovie.ts');
  const gm = readGlitchSpx(gmText, name).value;
  const level = engine.loadBuiltinLevel('flat');
  const unfixed = replayGlitchMovie(level, { profile: 's1' }, gm).value.world;
  const fixed = replayGlitchMovie(level, { profile: 's1', fixes: ['landOnAir'] }, gm).value.world;
  if (report.fixed.divergesAt < 0) throw new Error('the fix changes nothing in this movie: the test could not fail');

  await page.locator('[data-testid="import-movie"]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(gmText) });
  await waitForText(page, 'level-name', 'flat');
  await openFixes(page);
  await page.locator('[data-testid="fixes"] input[data-quirk="landOnAir"]').check();
  await page.waitForSelector('[data-testid="fix-diff"]', { timeout: 15000 });
  // The first differing frame, as validate --fix says it, is a link to where the runs part.
  assertEqual(await text(page, 'fix-diff-title'), 'landOnAir fixed', 'what the comparison is of');
  assertEqual(await page.locator('[data-testid="fix-diff"] [data-testid="run-diff-first"]').textContent(), `frame ${report.fixed.divergesAt}`, 'the first differing frame');
  const vanished = report.hits.filter((h) => !report.fixed.hits.some((k) => k.frame === h.frame && k.detector === h.detector && k.message === h.message));
  const appeared = report.fixed.hits.filter((h) => !report.hits.some((k) => k.frame === h.frame && k.detector === h.detector && k.message === h.message));
  const lines = [...vanished.map((h) => `vanished ${h.detector}@${h.frame}: ${h.message}`), ...appeared.map((h) => `appeared ${h.detector}@${h.frame}: ${h.message}`)];
  if (!lines.some((l) => l.startsWith('vanished landOnAir@'))) throw new Error(`validate: ${JSON.stringify(lines)}`);
  assertEqual(JSON.stringify(await diffHits(page, 'fix-diff')), JSON.stringify(lines), 'the hits that vanish and appear');
  // Both end states side by side: without the fix (the run before the change) and with it.
  const { P_X, P_Y, P_XSP, P_YSP } = engine;
  for (const [id, slot] of [['x', P_X], ['y', P_Y], ['xsp', P_XSP], ['ysp', P_YSP]]) {
    assertEqual(await text(page, `run-diff-a-${id}`), String(unfixed.state[slot]), `${id} without the fix`);
    assertEqual(await text(page, `run-diff-b-${id}`), String(fixed.state[slot]), `${id} with the fix`);
  }
  assertEqual(await text(page, 'run-diff-a-hash'), unfixed.hash(), 'end hash without the fix');
  assertEqual(await text(page, 'run-diff-b-hash'), fixed.hash(), 'end hash with the fix');
  await page.locator('[data-testid="fix-diff"]').screenshot({ path: join(artifacts, 'fix-diff.png') });
  await page.locator('[data-testid="fix-diff"] [data-testid="run-diff-first"]').click();
  await waitForFrame(page, report.fixed.divergesAt + 1);

  // The other run kept as a branch, and diffed with the movie like any branch.
  await page.locator('[data-testid="fix-diff"] [data-testid="run-diff-keep"]').click();
  await waitForBranches(page, ['without landOnAir']);
  const branch = page.locator('[data-testid="branch"]').filter({ hasText: 'without landOnAir' });
  await branch.locator('[data-testid="diff-branch"]').selectOption('movie');
  await branch.locator('[data-testid="run-diff"]').waitFor();
  assertEqual(await branch.locator('[data-testid="run-diff-first"]').textContent(), `frame ${report.fixed.divergesAt}`, 'the branch diff\'s first differing frame');
  assertEqual(JSON.stringify(await diffHits(page, 'branch-panel')), JSON.stringify(lines), 'the branch diff\'s hits');
  // Loading it goes back to the unfixed run, at the movie's end.
  await branch.locator('[data-testid="load-replace"]').click();
  await waitForFrame(page, gm.movie.inputs.length);
  await waitForHash(page, unfixed.hash());
  assertEqual(await page.locator('[data-testid="fixes"] input[data-quirk="landOnAir"]').isChecked(), false, 'the fix after loading the unfixed run');

  // Unticking compares the other way round: the hit comes back.
  await page.locator('[data-testid="fixes"] input[data-quirk="landOnAir"]').check();
  await page.waitForSelector('[data-testid="fix-diff"]');
  await page.locator('[data-testid="fixes"] input[data-quirk="landOnAir"]').uncheck();
  await waitForText(page, 'fix-diff-title', 'landOnAir unfixed');
  const back = lines.map((l) => l.replace(/^vanished /, 'was ').replace(/^appeared /, 'vanished ').replace(/^was /, 'appeared ')).sort();
  assertEqual(JSON.stringify((await diffHits(page, 'fix-diff')).sort()), JSON.stringify(back), 'the hits after unticking');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function tickingTheFixOfTheIssuesStairClipMovieShowsTheDivergenceValidateFinds({ page, baseUrl }) {
  const dir = disasmDir();
  const errors = await openApp(page, baseUrl);
  const name = 'stairClip-s1-syz1-4874-765.spx';
  const path = join(MOVIES, name);
  const report = await fixReport(path, dir, 'stairClip');
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name, mimeType: 'application/json', buffer: readFileSync(path) });
  await page.waitForSelector('[data-testid="import-level-prompt"]');
  await page.locator('[data-testid="import-disasm-for-movie"]').setInputFiles(dir);
  await waitForText(page, 'length', String(report.frames), 30000);
  await openFixes(page);
  await page.locator('[data-testid="fixes"] input[data-quirk="stairClip"]').check();
  await page.waitForSelector('[data-testid="fix-diff"]', { timeout: 15000 });
  assertEqual(await page.locator('[data-testid="fix-diff"] [data-testid="run-diff-first"]').textContent(), `frame ${report.fixed.divergesAt}`, 'the first differing frame');
  const lines = await diffHits(page, 'fix-diff');
  const stair = report.hits.find((h) => h.detector === 'stairClip');
  if (!lines.includes(`vanished stairClip@${stair.frame}: ${stair.message}`)) throw new Error(`hits: ${JSON.stringify(lines)}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}
