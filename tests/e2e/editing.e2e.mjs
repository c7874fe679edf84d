/**
 * Editing as TASers expect (issue 12, points 7–16) in real Chromium: real-time playback and
 * fast-forward (figures), a long seek's progress, the one mode switch and record mode, the
 * history list, autofire patterns, the clipboard as input-script text, the text view, run-to
 * and breakpoints, markers and branch slots, the input display, and scripts.
 */
import { join, dirname, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  assertEqual, canvasColourCount, canvasPixels, cell, demoInputs, goto, importMovie, isOn, openApp, recordFigure, runInNode, text, until, waitForBranches,
  waitForFrame, waitForText, waitOn,
} from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

async function newProject(page, name) {
  await page.locator('[data-testid="new-project-name"]').fill(name);
  await page.locator('[data-testid="new-project"]').click();
  await waitForText(page, 'length', '0');
  await waitForFrame(page, 0);
}

async function historyLabels(page) {
  return page.locator('[data-testid="history-entry"]').evaluateAll((es) => es.map((e) => `${e.textContent}${e.dataset.done === 'true' ? '' : ' (undone)'}`));
}

async function waitForHistory(page, labels) {
  await page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('[data-testid="history-entry"]')].map((e) => `${e.textContent}${e.dataset.done === 'true' ? '' : ' (undone)'}`)) === JSON.stringify(want), labels, { timeout: 10000 })
    .catch(async () => {
      throw new Error(`history: expected ${JSON.stringify(labels)}, got ${JSON.stringify(await historyLabels(page))}`);
    });
}

/** Drags along a button column from frame `a` to frame `b`. */
async function drag(page, a, b, button) {
  const from = await cell(page, a, button).boundingBox();
  const to = await cell(page, b, button).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Frames advanced per second of page time between the paints of the first 300 ms and the end. */
function rate(samples, skipMs) {
  const first = samples.find(([t]) => t >= samples[0][0] + skipMs) ?? samples[0];
  const last = samples[samples.length - 1];
  const seconds = (last[0] - first[0]) / 1000;
  return { framesPerSecond: (last[1] - first[1]) / seconds, paintsPerSecond: samples.filter(([t]) => t >= first[0]).length / seconds };
}

/**
 * Plays (speed: the speed select's value; `speed`: chosen in the select first, in the same task as
 * the click) for `ms` and returns the [time, frame] of every paint.
 */
function playFor(page, ms, speed = null) {
  return page.evaluate(([ms, speed]) => new Promise((done) => {
    const samples = [];
    const on = (e) => samples.push([e.detail.t, e.detail.frame]);
    addEventListener('subpixel:drawn', on);
    if (speed !== null) {
      const select = document.querySelector('[data-testid="speed"]');
      select.value = speed;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    document.querySelector('[data-testid="play"]').click();
    setTimeout(() => {
      document.querySelector('[data-testid="play"]').click();
      removeEventListener('subpixel:drawn', on);
      done(samples);
    }, ms);
  }), [ms, speed]);
}

export async function playbackRunsAt60FramesPerSecondAndFastForwardIsFaster({ page, baseUrl, artifacts }) {
  const errors = await openApp(page, baseUrl);
  // Real time: the demo (621 frames) plays at 60 frames/s, one paint per frame.
  const play = rate(await playFor(page, 2300), 300);
  recordFigure(artifacts, 'playbackFramesPerSecond', Math.round(play.framesPerSecond * 10) / 10);
  recordFigure(artifacts, 'playbackPaintsPerSecond', Math.round(play.paintsPerSecond * 10) / 10);
  if (play.framesPerSecond < 56 || play.framesPerSecond > 64) throw new Error(`playback at ${play.framesPerSecond} frames/s (target 60)`);
  // Fast-forward (speed "max") through 300,000 frames of a long movie.
  await importMovie(page, 'long.txt', '300000,R\n', 300000);
  await page.locator('[data-testid="speed"]').selectOption('0');
  const ff = rate(await playFor(page, 1500), 100);
  recordFigure(artifacts, 'fastForwardFramesPerSecond', Math.round(ff.framesPerSecond));
  if (ff.framesPerSecond < 20 * 60) throw new Error(`fast-forward at only ${ff.framesPerSecond} frames/s`);
  // Half speed is half of real time, also when play is pressed in the same task as the speed
  // change, before the worker's echo of it is back (the page once played at its stale copy: max).
  await page.waitForFunction(() => document.querySelector('[data-testid="play"]').textContent === '▶');
  const half = rate(await playFor(page, 1300, '0.5'), 300);
  if (half.framesPerSecond < 27 || half.framesPerSecond > 33) throw new Error(`½× played ${half.framesPerSecond} frames/s`);
  // Two presses in one task (a double click): the second pauses. The page's copy of "playing" is
  // the worker's echo, a round trip behind, and both presses once read "paused" there and played.
  await page.waitForFunction(() => document.querySelector('[data-testid="play"]').textContent === '▶');
  const before = Number(await text(page, 'view-frame'));
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="play"]');
    button.click();
    button.click();
  });
  await page.waitForTimeout(500);
  assertEqual(await text(page, 'play'), '▶', 'the play button after a double press');
  // At ½× for 500 ms a press that played would show ~15 frames; at most one animation frame may
  // fall between the two messages in the worker.
  const after = Number(await text(page, 'view-frame'));
  if (after - before > 1) throw new Error(`a double press played ${after - before} frames`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aLongSeekShowsProgressAndTheCounterNeverShowsAFrameNotYetDrawn({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await importMovie(page, 'long-seek.txt', '500000\n', 500000);
  await page.evaluate(() => {
    const w = window;
    w.__drawnMax = 0;
    w.__ahead = [];
    w.__progress = [];
    addEventListener('subpixel:drawn', (e) => {
      w.__drawnMax = Math.max(w.__drawnMax, e.detail.frame);
    });
    const counter = document.querySelector('[data-testid="frame"]');
    new MutationObserver(() => {
      const f = Number(counter.textContent);
      if (f > w.__drawnMax) w.__ahead.push([f, w.__drawnMax]);
    }).observe(counter, { childList: true, characterData: true, subtree: true });
    const progress = document.querySelector('[data-testid="seek-progress"]');
    new MutationObserver(() => {
      if (progress.textContent !== '') w.__progress.push(progress.textContent);
    }).observe(progress, { childList: true, characterData: true, subtree: true });
  });
  await page.keyboard.press('End');
  await waitForFrame(page, 500000);
  const ahead = await page.evaluate(() => window.__ahead);
  assertEqual(JSON.stringify(ahead.slice(0, 3)), '[]', 'counter values ahead of the canvas');
  const progress = await page.evaluate(() => window.__progress);
  if (progress.length < 2 || !progress.every((p) => /^→ 500000 \(\d+%\)$/.test(p))) throw new Error(`seek progress: ${JSON.stringify(progress.slice(0, 5))}`);
  assertEqual(await text(page, 'seek-progress'), '', 'progress once there');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function oneModeSwitchAndRecordModeKeepsEveryKeyPress({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  assertEqual(await page.locator('[data-testid="read-only"]').count(), 0, 'a separate read-only box');
  await newProject(page, 'record');
  assertEqual(await text(page, 'mode'), '▷ playback', 'mode at start');
  await page.keyboard.press('q');
  await waitForText(page, 'mode', '● record');
  // 150 quick presses of F with Right held: 150 frames of R, not one dropped.
  await page.keyboard.down('ArrowRight');
  for (let i = 0; i < 150; i++) await page.keyboard.press('f');
  await page.keyboard.up('ArrowRight');
  await waitForText(page, 'length', '150');
  await waitForFrame(page, 150);
  await page.locator('[data-testid="tab-text"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="movie-text"]').value === '150,R\n');
  await page.locator('[data-testid="tab-roll"]').click();
  // One second and more of recording is one undo step.
  await waitForHistory(page, ['record frames 0–149']);
  // The same switch back: F plays and writes nothing.
  await page.locator('[data-testid="mode"]').click();
  await waitForText(page, 'mode', '▷ playback');
  await page.keyboard.down('ArrowLeft');
  await page.keyboard.press('f');
  await page.keyboard.up('ArrowLeft');
  await waitForFrame(page, 151);
  assertEqual(await text(page, 'length'), '150', 'length after F in playback mode');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theHistoryPanelNamesEveryEditAndClickingGoesBack({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await newProject(page, 'history');
  await drag(page, 0, 9, 'R');
  await waitForText(page, 'length', '10');
  await goto(page, 10);
  await page.keyboard.press('q');
  await waitForText(page, 'mode', '● record');
  await page.keyboard.down('ArrowLeft');
  for (let i = 0; i < 60; i++) await page.keyboard.press('f');
  await page.keyboard.up('ArrowLeft');
  await waitForText(page, 'length', '70');
  await page.keyboard.press('q');
  await page.locator('[data-testid="tab-text"]').click();
  await page.locator('[data-testid="tab-roll"]').click();
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.locator('[data-frame="0"] [data-cell="frame"]').click();
  await page.keyboard.press('Insert');
  await waitForText(page, 'length', '71');
  await waitForHistory(page, ['paint R on 0–9', 'record frames 10–69', 'insert frames']);
  // Back to just after the paint: everything after it is undone, and listed as such.
  await page.locator('[data-testid="history-entry"]').first().locator('button').click();
  await waitForText(page, 'length', '10');
  await waitForHistory(page, ['paint R on 0–9', 'record frames 10–69 (undone)', 'insert frames (undone)']);
  // Forward to the end again.
  await page.locator('[data-testid="history-entry"]').last().locator('button').click();
  await waitForText(page, 'length', '71');
  await waitForHistory(page, ['paint R on 0–9', 'record frames 10–69', 'insert frames']);
  await page.locator('[data-testid="history-start"]').click();
  await waitForText(page, 'length', '0');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function autofirePatternsPaintEveryOtherFrameOrACustomPattern({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await newProject(page, 'autofire');
  await page.locator('[data-testid="roll-pattern"]').selectOption('10');
  await drag(page, 0, 9, 'A');
  await waitForText(page, 'length', '10');
  for (let f = 0; f < 10; f++) assertEqual(await isOn(page, f, 'A'), f % 2 === 0, `A on frame ${f}`);
  await page.locator('[data-testid="roll-pattern"]').selectOption('custom');
  await page.locator('[data-testid="roll-pattern-custom"]').fill('110');
  await drag(page, 10, 18, 'B');
  await waitForText(page, 'length', '19');
  for (let f = 10; f < 19; f++) assertEqual(await isOn(page, f, 'B'), (f - 10) % 3 !== 2, `B on frame ${f}`);
  // Dragged upwards, the pattern still starts on the frame the drag began on.
  await drag(page, 29, 20, 'C');
  await waitForText(page, 'length', '30');
  for (let f = 20; f < 30; f++) assertEqual(await isOn(page, f, 'C'), (29 - f) % 3 !== 2, `C on frame ${f}`);
  await waitForHistory(page, ['autofire 10 A on 0–9', 'autofire 110 B on 10–18', 'autofire 110 C on 20–29']);
  // Each stroke is one undo step.
  await page.keyboard.press('Control+z');
  await waitForText(page, 'length', '19');
  await page.keyboard.press('Control+z');
  await waitOn(page, 10, 'B', false);
  assertEqual(await isOn(page, 0, 'A'), true, 'the first stroke after two undos');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function copyAndPasteMoveInputsAsInputScriptText({ page, baseUrl }) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseUrl).origin });
  const errors = await openApp(page, baseUrl);
  // Frames 28..33 of the demo: 2 empty, then Right.
  await page.locator('[data-frame="28"] [data-cell="frame"]').click();
  await page.locator('[data-frame="33"] [data-cell="frame"]').click({ modifiers: ['Shift'] });
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Control+c');
  await until(async () => (await page.evaluate(() => navigator.clipboard.readText())) === '2\n4,R\n', 'the copied input script');
  // Text from elsewhere (a chat) pastes over the selection start.
  await page.evaluate(() => navigator.clipboard.writeText('# from a chat\n3,L,A\n2\n'));
  await page.locator('[data-frame="0"] [data-cell="frame"]').click();
  await page.keyboard.press('Control+v');
  await waitOn(page, 0, 'L');
  for (let f = 0; f < 3; f++) assertEqual((await isOn(page, f, 'L')) && (await isOn(page, f, 'A')), true, `L+A on frame ${f}`);
  // Into another project, and what is not a script is refused with its line.
  await page.keyboard.press('Control+c');
  await newProject(page, 'pasted');
  await page.keyboard.press('Control+v');
  await waitForText(page, 'length', '1');
  assertEqual(await isOn(page, 0, 'L'), true, 'pasted into the other project');
  await page.evaluate(() => navigator.clipboard.writeText('3,L\n2,X\n'));
  await page.keyboard.press('Control+v');
  await page.waitForSelector('[data-testid="error"]');
  if (!(await text(page, 'error')).startsWith('scriptUnknownButton at clipboard line 2')) throw new Error(`paste error: ${await text(page, 'error')}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theTextViewIsTheMovieLiveAndEditable({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const demo = demoInputs(engine).length;
  await page.locator('[data-testid="tab-text"]').click();
  const area = page.locator('[data-testid="movie-text"]');
  const original = '30\n330,R\n1,RA\n60,R\n80,L\n90\n20,D\n1,DB\n8,D\n1,DB\n8,D\n60\n';
  await page.waitForFunction((t) => document.querySelector('[data-testid="movie-text"]').value === t, original);
  // An edit of the text is an edit of the movie.
  await area.fill(original.replace('330,R', '300,R'));
  await waitForText(page, 'length', String(demo - 30));
  // Undo in the text view is the movie's undo, and the text follows.
  await area.press('Control+z');
  await waitForText(page, 'length', String(demo));
  await page.waitForFunction((t) => document.querySelector('[data-testid="movie-text"]').value === t, original);
  // A comment is a marker on the frame of the run after it.
  await area.fill(original.replace('330,R', '# loop entry\n330,R'));
  await page.waitForSelector('[data-testid="marker-item"][data-frame="30"]');
  assertEqual(await page.locator('[data-testid="marker-item"][data-frame="30"] .marker-label').textContent(), 'loop entry', 'marker text');
  // An edit made elsewhere rewrites the text.
  await page.locator('[data-testid="tab-roll"]').click();
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.locator('[data-frame="0"] [data-cell="frame"]').click();
  await page.keyboard.press('Control+Delete');
  await waitForText(page, 'length', String(demo - 1));
  await page.locator('[data-testid="tab-text"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="movie-text"]').value.startsWith('29\n# loop entry\n330,R\n'));
  // The caret's line is shown in the view: line 5 ("60,R") starts at 29 + 330 + 1.
  await area.focus();
  await page.evaluate(() => {
    const a = document.querySelector('[data-testid="movie-text"]');
    const at = a.value.split('\n').slice(0, 4).join('\n').length + 1;
    a.setSelectionRange(at, at);
  });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await waitForFrame(page, 360);
  // A bad line is named; the movie keeps its last good state.
  await area.fill('29\n5,X\n');
  await page.waitForFunction(() => /^Line 2: (?!.*line 2)/i.test(document.querySelector('[data-testid="text-status"]').textContent));
  assertEqual(await text(page, 'length'), String(demo - 1), 'length while the text is wrong');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function runToAndBreakpointsPauseAtTheConditionMarkerHitAndFrame({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  // Where xsp first exceeds 0x600 in the demo, in Node.
  const inputs = demoInputs(engine);
  const { P_XSP } = await imp('engine/state/layout.ts');
  const w = engine.createWorld(engine.loadBuiltinLevel(engine.DEMO_LEVEL), {});
  let fast = -1;
  for (let f = 0; f < inputs.length && fast < 0; f++) {
    w.step(inputs[f]);
    if (w.state[P_XSP] > 0x600) fast = f + 1;
  }
  if (fast < 0) throw new Error('the demo never exceeds xsp 0x600');
  await page.locator('[data-testid="break-condition"]').fill('xsp > 0x600');
  await page.locator('[data-testid="break-set"]').click();
  await page.locator('[data-testid="run-fast"]').click();
  await waitForFrame(page, fast);
  await waitForText(page, 'run-stopped', `stopped: xsp > 0x600 at frame ${fast}`);
  // A condition that does not parse says why.
  await page.locator('[data-testid="break-condition"]').fill('xps > 1');
  await page.locator('[data-testid="break-set"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="break-error"]')?.textContent.startsWith('unknown field "xps"'));
  await page.locator('[data-testid="break-condition"]').fill('');
  await page.locator('[data-testid="break-set"]').click();
  // A marker.
  await goto(page, 500);
  await page.locator('[data-testid="marker-text"]').fill('stop here');
  await page.locator('[data-testid="marker-text"]').press('Enter');
  await page.waitForSelector('[data-testid="marker-item"][data-frame="500"]');
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.locator('[data-testid="break-markers"]').check();
  await page.locator('[data-testid="run-fast"]').click();
  await waitForFrame(page, 500);
  await waitForText(page, 'run-stopped', 'stopped: marker "stop here" at 500');
  await page.locator('[data-testid="break-markers"]').uncheck();
  // A frame.
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.locator('[data-testid="run-frame"]').fill('123');
  await page.locator('[data-testid="run-play"]').click();
  await waitForFrame(page, 123);
  await waitForText(page, 'run-stopped', 'stopped: reached frame 123');
  await page.locator('[data-testid="run-frame"]').fill('');
  // A detector hit, in a glitch movie.
  const name = 'landOnAir-flat-s1.spx';
  const bytes = readFileSync(join(ROOT, 'tests/glitch-movies', name));
  const [{ readGlitchSpx, replayGlitchMovie }] = await Promise.all([imp('analysis/search/glitchMovie.ts')]);
  const gm = readGlitchSpx(bytes.toString('utf8'), name);
  const replay = replayGlitchMovie(engine.loadBuiltinLevel('flat'), { profile: 's1' }, gm.value);
  const hit = replay.value.hits.find((h) => h.detector === 'landOnAir');
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name, mimeType: 'application/json', buffer: bytes });
  await waitForText(page, 'level-name', 'flat');
  await waitForFrame(page, 0);
  await page.locator('[data-testid="break-hits"]').check();
  await page.locator('[data-testid="run-fast"]').click();
  await waitForFrame(page, hit.frame + 1);
  await waitForText(page, 'run-stopped', `stopped: landOnAir on frame ${hit.frame}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function markersBranchSlotsCurrentBranchBigThumbnailsAndBranchDiff({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  for (const [f, t] of [[100, 'first'], [200, 'second']]) {
    await goto(page, f);
    await page.locator('[data-testid="marker-text"]').fill(t);
    await page.locator('[data-testid="marker-text"]').press('Enter');
    await page.waitForSelector(`[data-testid="marker-item"][data-frame="${f}"]`);
  }
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await page.keyboard.press(']');
  await waitForFrame(page, 100);
  await page.keyboard.press(']');
  await waitForFrame(page, 200);
  await page.keyboard.press('[');
  await waitForFrame(page, 100);
  await page.locator('[data-testid="marker-item"][data-frame="200"] button').first().click();
  await waitForFrame(page, 200);

  // Slot hotkeys: Shift+1 saves slot 1 (the current branch then), an edit, Shift+2, 1 loads slot 1.
  await goto(page, 150);
  await page.keyboard.press('Shift+Digit1');
  await waitForBranches(page, ['Slot 1']);
  await page.waitForSelector('[data-testid="branch"][data-slot="1"][data-current="true"]');
  await cell(page, 160, 'A').click();
  await waitOn(page, 160, 'A');
  await goto(page, 300);
  await page.keyboard.press('Shift+Digit2');
  await waitForBranches(page, ['Slot 1', 'Slot 2']);
  await page.waitForSelector('[data-testid="branch"][data-slot="2"][data-current="true"]');
  assertEqual(await page.locator('[data-testid="branch"][data-slot="1"]').getAttribute('data-current'), 'false', 'slot 1 after saving slot 2');
  await page.keyboard.press('1');
  await waitForFrame(page, 150);
  await page.waitForSelector('[data-testid="branch"][data-slot="1"][data-current="true"]');
  assertEqual(await isOn(page, 160, 'A'), false, "slot 1's inputs (before the edit)");
  // Diff between the two branches: they differ at frame 160 only.
  await page.locator('[data-testid="branch"][data-slot="1"] [data-testid="diff-branch"]').selectOption({ label: 'with Slot 2' });
  await waitForText(page, 'diff-result', 'differs from Slot 2 from frame 160 (1 frames differ)');
  // A big thumbnail on hover.
  await page.locator('[data-testid="branch"][data-slot="1"] [data-testid="branch-thumb"]').hover();
  const big = await page.locator('[data-testid="branch"][data-slot="1"] [data-testid="branch-thumb-large"]').boundingBox();
  if (big === null || big.width < 240 || big.height < 160) throw new Error(`hover thumbnail: ${JSON.stringify(big)}`);
  const natural = await page.locator('[data-testid="branch"][data-slot="1"] [data-testid="branch-thumb-large"]').evaluate((img) => [img.naturalWidth, img.naturalHeight]);
  assertEqual(JSON.stringify(natural), '[240,160]', 'thumbnail resolution');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theInputDisplayLightsTheButtonsHeldThisFrame({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  const { inputCell, INPUT_ON, INPUT_OFF } = await imp('workbench/src/view/drawInputDisplay.ts');
  const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const height = await page.locator('[data-testid="level-canvas"]').evaluate((c) => c.getBoundingClientRect().height);
  const pixelOf = async (bit) => {
    const c = inputCell(bit, { height });
    return (await canvasPixels(page, [[c.x + 2, c.y + 2]]))[0];
  };
  const lit = async (bit, on, what) => {
    await until(async () => JSON.stringify(await pixelOf(bit)) === JSON.stringify(rgb(on ? INPUT_ON : INPUT_OFF)), what, 5000);
  };
  // Frame 100 was reached with Right held; frame 20 with nothing; frame 361 with Right+A.
  await goto(page, 100);
  await lit(3, true, 'R lit at frame 100');
  await lit(4, false, 'A dark at frame 100');
  await goto(page, 20);
  await lit(3, false, 'R dark at frame 20');
  await goto(page, 361);
  await lit(3, true, 'R lit at frame 361');
  await lit(4, true, 'A lit at frame 361');
  await page.locator('[data-testid="overlay-inputs"]').uncheck();
  await until(async () => JSON.stringify(await pixelOf(4)) !== JSON.stringify(rgb(INPUT_ON)), 'the display gone when turned off', 5000);
  assertEqual(errors.join('\n'), '', 'console errors');
}

const SCRIPT = `const s0 = await sp.state();
sp.log('start', s0.frame);
const s = await sp.seek(100);
sp.log('x100', s.x);
await sp.setInput(5, 'A');
sp.log('reach', typeof indexedDB, typeof fetch, typeof document, typeof postMessage, typeof globalThis.caches);
sp.draw.rect(s.xpx - 12, s.ypx - 12, 24, 24, '#00ff00');
const id = await sp.branch('from script');
for (let i = 0; i < 10; i++) await sp.step(1);
sp.log('end', (await sp.state()).frame);
`;

export async function aScriptReadsStepsEditsDrawsIsSandboxedAndIsKeptWithTheProject({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="script-panel"] summary').first().click();
  await page.locator('[data-testid="script-source"]').fill(SCRIPT);
  await page.locator('[data-testid="script-run"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="script-log"]')?.textContent.includes('■ done'), null, { timeout: 15000 })
    .catch(async () => {
      throw new Error(`script log: ${await text(page, 'script-log')}`);
    });
  const log = (await text(page, 'script-log')).split('\n');
  const x100 = runInNode(engine, engine.DEMO_LEVEL, demoInputs(engine).subarray(0, 100)).last.x;
  assertEqual(JSON.stringify(log), JSON.stringify(['▶ example', 'start 0', `x100 ${x100}`, 'reach undefined undefined undefined undefined undefined', 'end 110', '■ done']), 'script log');
  await waitForFrame(page, 110);
  await waitForBranches(page, ['from script']);
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="history-entry"]')].some((e) => e.textContent === 'script "example"'));
  // What it drew is on the view.
  const greenPixels = () => canvasColourCount(page, [0, 200, 0], [40, 255, 40]);
  await until(async () => (await greenPixels()) >= 20, "the script's green box on the view", 5000);
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  await waitOn(page, 5, 'A');
  // An error names the line.
  await page.locator('[data-testid="script-source"]').fill("sp.log('one');\nawait sp.seek(-1);\n");
  await page.locator('[data-testid="script-run"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="script-log"]')?.textContent.includes('✕ line 2: Error: seek(-1): not a frame number'));
  // Scripts are kept with the project.
  await page.locator('[data-testid="script-source"]').fill(SCRIPT);
  await until(async () => (await page.evaluate(() => new Promise((done) => {
    const open = indexedDB.open('subpixel');
    open.onsuccess = () => {
      const req = open.result.transaction('projects').objectStore('projects').getAll();
      req.onsuccess = () => {
        open.result.close();
        done(req.result.some((p) => Array.isArray(p.ui.scripts) && p.ui.scripts[0].source.includes("sp.branch('from script')")));
      };
    };
  }))), 'the script in the store');
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]');
  await page.locator('[data-testid="script-panel"] summary').first().click();
  if (!(await page.locator('[data-testid="script-source"]').inputValue()).includes("sp.branch('from script')")) throw new Error('script lost after reload');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aScriptIsASearchObjective({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="level-select"]').selectOption('walls');
  await waitForText(page, 'level-name', 'walls');
  await goto(page, 30);
  await page.locator('[data-testid="script-panel"] summary').first().click();
  await page.locator('[data-testid="script-name"]').fill('past 110');
  await page.locator('[data-testid="script-name"]').press('Tab');
  // Met once past x = 110 px; and it may not reach storage from the search worker either.
  await page.locator('[data-testid="script-source"]').fill('function score(s) {\n  if (typeof indexedDB !== "undefined" || typeof fetch !== "undefined") return -1e15;\n  return s.xpx >= 110 ? true : s.x;\n}\n');
  await page.locator('[data-testid="analysis-objective"]').selectOption({ label: 'script: past 110' });
  await page.locator('[data-testid="analysis-algorithm"]').selectOption('beam');
  for (const [key, value] of [['alphabet', 'R,RA'], ['granularity', 4], ['horizon', 12], ['budget', 400], ['seed', 3], ['workers', 1]]) {
    await page.locator(`[data-testid="analysis-${key}"]`).fill(String(value));
  }
  await page.locator('[data-testid="analysis-run"]').click();
  await page.locator('[data-testid="analysis-result"]').first().waitFor({ timeout: 15000 });
  const row = page.locator('[data-testid="analysis-result"]').first();
  assertEqual(await row.getAttribute('data-found'), 'true', `found (${await text(page, 'analysis-result-message')})`);
  if (!(await row.textContent()).includes('script past 110')) throw new Error(`result: ${await row.textContent()}`);
  if (!(await text(page, 'analysis-result-message')).startsWith('past 110: met at (')) throw new Error(`message: ${await text(page, 'analysis-result-message')}`);
  // Loaded as a branch, the result passes x = 110 px by its last frame.
  await page.locator('[data-testid="open-result"]').first().click();
  await page.locator('[data-testid="branch"]').first().waitFor();
  await page.locator('[data-testid="load-replace"]').first().click();
  const frames = Number(await row.getAttribute('data-frames'));
  // End seeks to the movie's last frame; on a busy machine the replaced movie may not have
  // reached the session when the key is first pressed, so press it again until it has.
  for (let tries = 0; ; tries++) {
    await page.keyboard.press('End');
    const reached = await page.waitForFunction(
      (f) => document.querySelector('[data-testid="view-frame"]')?.textContent === String(f),
      30 + frames,
      { timeout: 3000 },
    ).then(() => true, () => false);
    if (reached) break;
    if (tries === 9) await waitForFrame(page, 30 + frames);
  }
  if ((Number(await text(page, 'inspector-x-raw')) >> 8) < 110) throw new Error(`x after the result: ${await text(page, 'inspector-x-raw')}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

