/**
 * The Analysis panel expresses every option of `subpixel search` and `subpixel sweep`, and
 * shows one set of counts (issue 24, point 5), in real Chromium:
 * - a sweep set up with airborne and grounded starts, fall speeds and a detector choice, and
 *   one of floor surfaces, reach the cells and hits the same sweep gets in Node through the
 *   CLI's own code (the command line the panel shows, run with `main`);
 * - a search's progress line, its result row and the CLI's summary for the same search give
 *   the same states, frames simulated, frames and stop reason (and "64 of 80 frames" says why);
 *   a search per detector shows each search's own counts and their total, labelled;
 * - docs/glitches.md's whole-game stairClip pass, set up in the panel on a real act's columns, finds
 *   the reported clip and the hits of the CLI;
 * - a sweep's --max-seconds stops the whole sweep, keeps it and says so, as `sweep --max-seconds` does;
 * - every field is reached with Tab (the workbench's Tab fast-forward stays out of the
 *   panel), Space ticks a box without playing, Enter runs, Escape cancels; each field's
 *   tooltip names its option, unit and default; each bad field gets its own message.
 * Each failed before this change: the panel had none of the sweep's cell options, no counts
 * on a result, no command line, no form and no per-field messages.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, goto, openApp, skip, text, until, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

/** A shown command line as arguments (double-quoted words kept whole), without "npx subpixel". */
function argv(command) {
  return [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]).slice(2);
}

/** Runs `subpixel` in this process (the CLI's own code) and returns its stdout lines parsed as JSON. */
async function cli(args) {
  const { main } = await imp('workbench/cli/main.ts');
  const out = [];
  const err = [];
  const code = await main(args, { out: (l) => out.push(l), err: (l) => err.push(l) });
  if (code !== 0) throw new Error(`subpixel ${args.join(' ')}: exit ${code}: ${err.join(' / ')}`);
  return out.map((l) => JSON.parse(l));
}

async function openLevel(page, baseUrl, name) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="level-select"]').selectOption(name);
  await waitForText(page, 'level-name', name);
  return errors;
}

async function fill(page, fields) {
  for (const [testId, value] of Object.entries(fields)) await page.locator(`[data-testid="${testId}"]`).fill(String(value));
}

/** Runs and waits for this run's end (data-run tells it from the run before). */
async function runAndWait(page, timeout = 60000) {
  const before = await page.locator('[data-testid="analysis-outcome"]').getAttribute('data-run');
  await page.locator('[data-testid="analysis-run"]').click();
  await page.waitForFunction((was) => {
    const o = document.querySelector('[data-testid="analysis-outcome"]');
    return o !== null && o.dataset.run !== was && /^(finished|cancelled)/.test(o.textContent ?? '');
  }, before, { timeout })
    .catch(async () => {
      throw new Error(`analysis did not finish: "${await text(page, 'analysis-outcome')}" ${await page.locator('[data-testid="analysis-error"]').allTextContents()}`);
    });
}

/** Ticks exactly these detectors. */
async function chooseDetectors(page, ids) {
  await page.locator('[data-testid="detectors-none"]').click();
  for (const id of ids) await page.locator(`[data-testid="detector-${id}"]`).check();
  assertEqual(await text(page, 'detectors-count'), `${ids.length} of 16`, 'detectors ticked');
}

/** The panel's sweep counts (cells, searches, hits, skipped) and its hits as "detector x,y vspeed". */
async function panelSweep(page) {
  const counts = sorted(JSON.parse(await page.locator('[data-testid="analysis-states"]').getAttribute('data-sweep')));
  const hits = await page.locator('[data-testid="analysis-result"]').evaluateAll((rows) => rows.map((r) => r.dataset.hit));
  return { counts, hits: hits.sort() };
}

/** The CLI's sweep for the command the panel shows: its summary and hits, in the panel's words. */
async function cliSweep(page) {
  const command = (await page.locator('[data-testid="analysis-command"] code').first().textContent()).trim();
  if (!command.startsWith('npx subpixel sweep ')) throw new Error(`command: ${command}`);
  const lines = await cli(argv(command));
  return { command, counts: sorted(lines.at(-1)), hits: lines.slice(0, -1).map((h) => `${h.detector} ${h.x},${h.y} v${h.speed}`).sort() };
}

/** An object with its keys in order (so two summaries compare as JSON whatever order they were written in). */
function sorted(o) {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
}

export async function aSweepWithAirborneAndGroundedStartsFallSpeedsAndADetectorChoiceFindsTheCellsAndHitsOfTheCli({ page, baseUrl }) {
  const errors = await openLevel(page, baseUrl, 'walls');
  await page.locator('[data-testid="analysis-mode"]').selectOption('sweep');
  await chooseDetectors(page, ['landOnAir', 'zip']);
  await page.locator('[data-testid="sweep-start"]').selectOption('both');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('bfs');
  await fill(page, {
    'sweep-x': '600:760:32', 'sweep-y': '150:204:27', 'sweep-speeds': '0,-1536', 'sweep-fall-speeds': '0,1024',
    'analysis-alphabet': ',R,L', 'analysis-horizon': 3, 'analysis-budget': 40, 'analysis-workers': 2,
  });
  await runAndWait(page);
  const node = await cliSweep(page);
  for (const words of ['--x 600:760:32', '--y 150:204:27', '--speeds "0,-1536"', '--fall-speeds "0,1024"', '--start both', '--detectors zip,landOnAir', '--algorithm bfs']) {
    if (!node.command.includes(words)) throw new Error(`command lacks ${words}: ${node.command}`);
  }
  const panel = await panelSweep(page);
  // 6 x × 3 y × 2 speeds × (airborne at 2 fall speeds + grounded).
  assertEqual(node.counts.cells, 108, 'cells on the command line');
  assertEqual(JSON.stringify(panel.counts), JSON.stringify(node.counts), 'cells, searches, hits, skipped');
  if (node.counts.hits === 0 || node.counts.skipped === 0) throw new Error(`a sweep that tests nothing: ${JSON.stringify(node.counts)}`);
  assertEqual(JSON.stringify(panel.hits), JSON.stringify(node.hits), 'the hits');
  assertEqual(Number(await page.locator('[data-testid="sweep-heatmap-wrap"]').getAttribute('data-cells')), 108, 'heatmap cells');
  // The progress line ends on the CLI's own lines.
  const c = node.counts;
  assertEqual(await text(page, 'analysis-states'), `sweep: ${c.total}/${c.total} searches, ${c.hits} glitches, ${c.skipped} cells inside terrain skipped · cells ${c.cells}, searches ${c.searches}, done ${c.done}, total ${c.total}, hits ${c.hits}, skipped ${c.skipped}`, 'the progress line');
  // A hit's movie, saved as --out writes it, passes `subpixel validate`.
  const dir = mkdtempSync(join(tmpdir(), 'subpixel-spx-'));
  try {
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="save-result"]').first().click()]);
    const name = download.suggestedFilename();
    if (!/^(landOnAir|zip)-\d+-\d+--?\d+\.spx$/.test(name)) throw new Error(`file name: ${name}`);
    const file = join(dir, name);
    await download.saveAs(file);
    const { main } = await imp('workbench/cli/main.ts');
    const out = [];
    assertEqual(await main(['validate', '--movie', file], { out: (l) => out.push(l), err: (l) => out.push(l) }), 0, `validate ${name}: ${out.join(' / ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aSweepOfFloorSurfacesFindsTheCellsAndHitsOfTheCli({ page, baseUrl, artifacts }) {
  const errors = await openLevel(page, baseUrl, 'flat');
  await page.locator('[data-testid="analysis-mode"]').selectOption('sweep');
  await chooseDetectors(page, ['landOnAir', 'zip']);
  await page.locator('[data-testid="sweep-surfaces"]').check();
  await page.locator('[data-testid="sweep-start"]').selectOption('both');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('genetic');
  await fill(page, {
    'sweep-x': '100:300:100', 'sweep-lift': 16, 'sweep-speeds': '0,1536', 'sweep-fall-speeds': '0,1024',
    'analysis-alphabet': ',R,D,A', 'analysis-horizon': 16, 'analysis-budget': 600, 'analysis-workers': 1,
  });
  await runAndWait(page);
  const node = await cliSweep(page);
  if (!node.command.includes('--x 100:300:100 --surfaces --lift 16')) throw new Error(`command: ${node.command}`);
  const panel = await panelSweep(page);
  assertEqual(JSON.stringify(panel.counts), JSON.stringify(node.counts), 'cells, searches, hits, skipped');
  if (node.counts.hits === 0) throw new Error(`no hits to compare: ${JSON.stringify(node.counts)}`);
  assertEqual(JSON.stringify(panel.hits), JSON.stringify(node.hits), 'the hits');
  // Standing and airborne starts on the same columns: the heatmap draws the cells, not a rectangle.
  assertEqual(Number(await page.locator('[data-testid="sweep-heatmap-wrap"]').getAttribute('data-cells')), node.counts.cells, 'heatmap cells');
  await page.locator('[data-testid="analysis-form"]').screenshot({ path: join(artifacts, 'analysis-sweep-surfaces.png') });
  await page.locator('[data-testid="analysis-results"]').screenshot({ path: join(artifacts, 'analysis-sweep-surfaces-results.png') });
  // Kept with the project: a reload shows the same cells, hits and counts.
  await until(async () => (await storedSweepCells(page)) === node.counts.cells, 'the sweep kept with the project');
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await page.waitForSelector(`[data-testid="sweep-heatmap-wrap"][data-cells="${node.counts.cells}"]`, { timeout: 15000 });
  assertEqual(JSON.stringify(await panelSweep(page)), JSON.stringify({ counts: panel.counts, hits: panel.hits }), 'the sweep after a reload');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aSweepsMaxSecondsStopsTheWholeSweepKeepsItsHitsAndSaysSoAsTheCliDoes({ page, baseUrl }) {
  const errors = await openLevel(page, baseUrl, 'walls');
  await page.locator('[data-testid="analysis-mode"]').selectOption('sweep');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('bfs');
  // 1,386 cells × 16 detectors: far more than a second's work.
  await fill(page, { 'sweep-x': '0:1000:8', 'sweep-y': '100:200:10', 'analysis-alphabet': ',R,L', 'analysis-horizon': 3, 'analysis-budget': 40, 'analysis-max-seconds': 1 });
  const t0 = Date.now();
  await runAndWait(page, 30000);
  if (Date.now() - t0 > 15000) throw new Error(`the sweep took ${Date.now() - t0} ms with --max-seconds 1`);
  assertEqual((await text(page, 'analysis-outcome')).startsWith('finished'), true, 'a stopped sweep is finished (kept), not cancelled');
  await until(async () => (await storedSweepCells(page)) > 0, 'the stopped sweep kept with the project');
  const panel = JSON.parse(await page.locator('[data-testid="analysis-states"]').getAttribute('data-sweep'));
  if (!(panel.done > 0 && panel.done < panel.total)) throw new Error(`done ${panel.done} of ${panel.total}`);
  if (!(await text(page, 'analysis-states')).startsWith(`sweep: stopped early (--max-seconds): ${panel.done} of ${panel.total} cells searched`)) throw new Error(`progress line: ${await text(page, 'analysis-states')}`);
  // The command line stops the same way; what does not depend on the clock is the same.
  const command = (await page.locator('[data-testid="analysis-command"] code').first().textContent()).trim();
  if (!command.includes('--max-states 40 --max-seconds 1')) throw new Error(`command: ${command}`);
  const node = (await cli(argv(command))).at(-1);
  const fixed = ({ cells, searches, total, skipped, stoppedEarly, stopReason }) => JSON.stringify({ cells, searches, total, skipped, stoppedEarly, stopReason });
  assertEqual(fixed(panel), fixed(node), 'cells, searches, total, skipped and why it stopped');
  assertEqual(fixed(panel), fixed({ cells: 1386, searches: panel.searches, total: 1386 * 16, skipped: panel.skipped, stoppedEarly: true, stopReason: 'maxSeconds' }), 'stopped by --max-seconds');
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** How many cells the project's stored analysis run holds (IndexedDB, as the app wrote it). */
function storedSweepCells(page) {
  return page.evaluate(() => new Promise((done, fail) => {
    const open = indexedDB.open('subpixel');
    open.onerror = () => fail(open.error);
    open.onsuccess = () => {
      const req = open.result.transaction('analyses').objectStore('analyses').getAll();
      req.onsuccess = () => {
        open.result.close();
        done(req.result.length === 1 && req.result[0].kind === 'sweep' ? req.result[0].cells.length : -1);
      };
      req.onerror = () => fail(req.error);
    };
  }));
}

/** The counts a result row shows, from its data attributes. */
async function rowCounts(row) {
  return row.evaluate((r) => {
    const c = r.querySelector('[data-testid="analysis-result-counts"]').dataset;
    return { objective: r.dataset.objective, states: Number(c.states), framesSimulated: Number(c.framesSimulated), frames: Number(r.dataset.frames), stopReason: c.stopReason, doneFrame: Number(c.doneFrame), found: r.dataset.found === 'true' };
  });
}

const SAME = (s) => ({ objective: undefined, states: s.states, framesSimulated: s.framesSimulated, frames: s.frames, stopReason: s.stopReason, doneFrame: s.doneFrame, found: s.found });

export async function theSameSearchInThePanelAndOnItsCommandLineGivesOneSetOfCounts({ page, baseUrl, engine }) {
  const errors = await openLevel(page, baseUrl, 'walls');
  // The workbench's movie is the demo: the command line starts from its first 30 frames.
  assertEqual(Number(await text(page, 'length')), engine.parseInputScript(engine.DEMO_SCRIPT, 'demo.txt').value.length, 'the demo movie is open');
  await goto(page, 30);
  const dir = mkdtempSync(join(tmpdir(), 'subpixel-counts-'));
  const movie = join(dir, 'demo.txt');
  writeFileSync(movie, engine.DEMO_SCRIPT);
  try {
    await page.locator('[data-testid="analysis-objective"]').selectOption('maxX');
    await fill(page, { 'analysis-horizon': 20, 'analysis-granularity': 4, 'analysis-budget': 2000, 'analysis-seed': 3 });
    await runAndWait(page);
    const command = (await text(page, 'analysis-command')).split(' (and')[0].split(' · ')[0];
    assertEqual(command, 'npx subpixel search --level walls --profile s2 --character sonic --start-movie <movie> --start-frame 30 --granularity 4 --horizon 20 --max-states 2000 --seed 3', 'the command line');
    const [summary] = await cli(argv(command.replace('<movie>', movie)));
    const row = page.locator('[data-testid="analysis-result"]').first();
    const counts = await rowCounts(row);
    assertEqual(JSON.stringify({ ...counts, objective: undefined }), JSON.stringify(SAME(summary)), 'the result row against the CLI summary');
    // The progress line says the same numbers: the search's states and frames simulated.
    const line = page.locator('[data-testid="analysis-states"]');
    assertEqual(await line.getAttribute('data-states'), String(summary.states), 'progress states');
    assertEqual(await line.getAttribute('data-frames-simulated'), String(summary.framesSimulated), 'progress frames simulated');
    if (!(await line.textContent()).startsWith(`beam: ${summary.states} states, ${summary.framesSimulated} frames, `)) throw new Error(`progress line: ${await line.textContent()}`);
    // The result's length is read against horizon × granularity, and says why it is shorter.
    const frames = page.locator('[data-testid="analysis-result-frames"]').first();
    assertEqual(await frames.textContent(), `${summary.frames} of 80 frames`, 'frames');
    if (summary.frames < 80 && !/shorter than the horizon/.test(await frames.getAttribute('title'))) throw new Error(`no reason for ${summary.frames} frames: ${await frames.getAttribute('title')}`);

    // One search per detector: each row is its own search's counts; the progress line adds them up, labelled.
    await page.locator('[data-testid="analysis-objective"]').selectOption('detectors');
    await chooseDetectors(page, ['zip', 'landOnAir']);
    await fill(page, { 'analysis-horizon': 8 });
    await runAndWait(page);
    const rows = page.locator('[data-testid="analysis-result"]');
    assertEqual(await rows.count(), 2, 'a result per detector');
    const commands = await page.locator('[data-testid="analysis-command"] code').first().textContent();
    let total = 0;
    for (const [i, id] of ['zip', 'landOnAir'].entries()) {
      const [s] = await cli(argv(commands.replace('<movie>', movie).replace(/detector:\w+/, `detector:${id}`)));
      const got = await rowCounts(rows.nth(i));
      assertEqual(JSON.stringify({ ...got, objective: undefined }), JSON.stringify(SAME(s)), `${id}: the row against the CLI`);
      total += s.states;
    }
    assertEqual(await line.getAttribute('data-states'), String(total), 'the run\'s states: the searches\' sum');
    if (!(await line.textContent()).includes(`· all 2: ${total} states`)) throw new Error(`progress line: ${await line.textContent()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function everyFieldIsReachedByKeyboardHasItsTooltipAndABadFieldGetsItsOwnMessage({ page, baseUrl }) {
  const errors = await openLevel(page, baseUrl, 'walls');
  await goto(page, 30);
  await page.locator('[data-testid="analysis-mode"]').selectOption('sweep');
  // Tab from the mode through the whole form to Run, every control on the way (Tab elsewhere fast-forwards).
  await page.locator('[data-testid="analysis-mode"]').focus();
  const seen = [];
  for (let i = 0; i < 60; i++) {
    const id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);
    seen.push(id);
    if (id === 'analysis-run') break;
    await page.keyboard.press('Tab');
  }
  const expected = [
    'analysis-mode', 'detectors-all', 'detectors-none', ...(await page.locator('[data-testid^="detector-"]').evaluateAll((xs) => xs.map((x) => x.dataset.testid))),
    'sweep-x', 'sweep-y', 'sweep-around-player', 'sweep-surfaces', 'sweep-speeds', 'sweep-fall-speeds', 'sweep-start',
    'analysis-alphabet', 'analysis-granularity', 'analysis-horizon', 'analysis-algorithm', 'analysis-width', 'analysis-max-frames', 'analysis-budget',
    'analysis-max-seconds', 'analysis-seed', 'analysis-workers', 'analysis-run',
  ];
  assertEqual(seen.join(' '), expected.join(' '), 'Tab order');
  assertEqual(await text(page, 'view-frame'), '30', 'Tab did not fast-forward');
  // Space on a box ticks it and plays nothing.
  await page.locator('[data-testid="detector-zip"]').focus();
  await page.keyboard.press('Space');
  assertEqual(await page.locator('[data-testid="detector-zip"]').isChecked(), false, 'Space unticked zip');
  await page.waitForTimeout(200);
  assertEqual(await text(page, 'view-frame'), '30', 'Space did not play');
  // Focus shows the field's help; hover shows the same as its tooltip: option, unit, default.
  await page.locator('[data-testid="sweep-fall-speeds"]').focus();
  assertEqual(await text(page, 'analysis-help'), '--fall-speeds (subpixels/frame): airborne start y speeds, comma-separated (down > 0; 256 = 1 px/frame). Default: 0.', 'help line');
  for (const [testId, option, unit] of [['sweep-x', 'x', 'px'], ['sweep-speeds', 'speeds', 'subpixels/frame'], ['analysis-granularity', 'granularity', 'frames'], ['analysis-horizon', 'horizon', 'choices'], ['analysis-max-seconds', 'max-seconds', 's']]) {
    const [title, shown] = await page.locator(`[data-testid="${testId}"]`).evaluate((el) => [el.closest('label').title, el.closest('label').querySelector('.unit')?.textContent]);
    if (!title.startsWith(`--${option} (${unit}): `) || !/Default: /.test(title)) throw new Error(`${testId} tooltip: ${title}`);
    assertEqual(shown, unit, `${testId} unit beside it`);
  }
  // Bad fields: one message each, nothing runs; Enter in a field submits.
  await fill(page, { 'analysis-granularity': 'x', 'analysis-horizon': '0', 'sweep-speeds': '1.5' });
  await page.locator('[data-testid="analysis-horizon"]').press('Enter');
  await page.waitForSelector('[data-testid="analysis-error"]');
  assertEqual(JSON.stringify(await page.locator('[data-testid="analysis-error"] li').allTextContents()), JSON.stringify([
    '--speeds: "1.5" is not an integer (subpixels/frame, comma-separated)',
    '--granularity: expected a whole number of frames, got "x"',
    '--horizon: must be at least 1 (choices)',
  ]), 'one message per bad field, in the order of the fields');
  assertEqual(await page.locator('[data-testid="analysis-granularity"]').getAttribute('aria-invalid'), 'true', 'granularity marked');
  assertEqual(await text(page, 'error-horizon'), '--horizon: must be at least 1 (choices)', 'the message beside the field');
  assertEqual(await text(page, 'analysis-outcome'), '', 'nothing ran');
  await fill(page, { 'analysis-granularity': '4', 'sweep-speeds': '0' });
  assertEqual(await page.locator('[data-testid="analysis-error"] li').count(), 1, 'fixed fields lose their message');
  // A long search from the keyboard: Enter runs it, Escape cancels it.
  await page.locator('[data-testid="analysis-mode"]').selectOption('search');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('genetic');
  await fill(page, { 'analysis-horizon': '12', 'analysis-budget': '5000000', 'analysis-max-frames': '900000000' });
  await page.locator('[data-testid="analysis-budget"]').press('Enter');
  await page.waitForSelector('[data-testid="analysis-progress"][data-running="true"]');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="analysis-states"]')?.dataset.states) > 0);
  await page.locator('[data-testid="analysis-budget"]').press('Escape');
  await page.waitForFunction(() => document.querySelector('[data-testid="analysis-outcome"]')?.textContent.startsWith('cancelled'), null, { timeout: 10000 });
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** The Sonic 1 checkout, or a skip saying why not. */
function disasmDir() {
  const dir = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].find((d) => d && existsSync(join(d, 'sonic.asm')));
  if (dir === undefined) skip('no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset');
  return dir;
}

/**
 * The whole-game stairClip pass of docs/glitches.md (analysis/search/actSweep.ts REAL_ACT_PASSES, the
 * "Glitches found on the real acts" table) set up in the panel on Spring Yard 1's terrain, on
 * the five columns around one of its reported stair clips: the same cells and hits as
 * `subpixel sweep` with the same options, and the table's start cell (4880, 732) among them.
 */
export async function theReadmesStairClipPassOnARealActFindsTheReportedClipAsTheCliDoes({ page, baseUrl }) {
  const dir = disasmDir();
  const [{ REAL_ACT_PASSES }, { inputToLetters }] = await Promise.all([imp('analysis/search/actSweep.ts'), imp('engine/input.ts')]);
  const pass = REAL_ACT_PASSES.find((p) => p.id === 'stairClip');
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="disasm-folder"]').setInputFiles(dir);
  await page.waitForSelector('[data-testid="disasm-folder-info"]', { timeout: 60000 });
  if (!pass.objects) await page.locator('[data-testid="disasm-terrain-only"]').check();
  await page.locator('[data-testid="act-select"]').selectOption('syz1');
  await page.waitForFunction(() => /syz1|Spring Yard/i.test(document.querySelector('[data-testid="level-name"]')?.textContent ?? ''), null, { timeout: 60000 });
  await page.locator('[data-testid="analysis-mode"]').selectOption('sweep');
  await chooseDetectors(page, pass.detectors);
  await page.locator('[data-testid="sweep-surfaces"]').check();
  await page.locator('[data-testid="sweep-start"]').selectOption(pass.cells.grounded && pass.cells.airborne ? 'both' : pass.cells.grounded ? 'ground' : 'air');
  await page.locator('[data-testid="analysis-algorithm"]').selectOption(pass.algorithm.kind);
  await fill(page, {
    'sweep-x': '4848:4912:16', 'sweep-lift': pass.cells.lift, 'sweep-speeds': pass.cells.speeds.join(','), 'sweep-fall-speeds': pass.cells.fallSpeeds.join(','),
    'analysis-alphabet': pass.alphabet.map(inputToLetters).join(','), 'analysis-granularity': pass.granularity, 'analysis-horizon': pass.horizon,
    'analysis-budget': pass.budgetPerSearch.states, 'analysis-workers': 2,
  });
  await runAndWait(page, 120000);
  const command = (await page.locator('[data-testid="analysis-command"] code').first().textContent()).trim();
  if (!command.includes('--level s1:syz1 --disasm <disasm> --rev 1 --no-objects')) throw new Error(`command: ${command}`);
  const lines = await cli(argv(command.replace('<disasm>', dir)));
  const node = { counts: sorted(lines.at(-1)), hits: lines.slice(0, -1).map((h) => `${h.detector} ${h.x},${h.y} v${h.speed}`).sort() };
  const panel = await panelSweep(page);
  assertEqual(JSON.stringify(panel.counts), JSON.stringify(node.counts), 'cells, searches, hits, skipped');
  assertEqual(JSON.stringify(panel.hits), JSON.stringify(node.hits), 'the hits');
  if (!panel.hits.includes('stairClip 4880,732 v-3072')) throw new Error(`the README's syz1 stair clip (start 4880, 732, -$C00) is not among ${panel.hits.join('; ')}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}
