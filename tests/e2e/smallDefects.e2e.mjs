/**
 * The smaller defects of issue 24 (item 7), each in real Chromium: rerecords counted as BizHawk
 * counts them and carried by the movie, the level list naming the real act that is open, a frame
 * counter that never sits past the movie's end after an undo or a bad text line, a reload during
 * playback coming back near where playback was, the marker column beside the second pad's
 * columns, notices that expire (errors and undo offers stay while they mean something), one line
 * number in a text-view error, the movie's author, and a layout that fits at 1280 px: the
 * inspector's rows, the legend, and glyphs every installed font has.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strFromU8, unzipSync } from 'fflate';
import { assertEqual, cell, demoInputs, goto, importMovie, openApp, skip, text, until, waitForBranches, waitForFrame, waitForText, waitOn, streamBytes, exportAs } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The narrowest window the workbench is laid out for. */
const NARROW = { width: 1280, height: 800 };

/** A .bk2's Header.txt as key → value (BizHawk writes "Key value" lines). */
function bk2Header(bytes) {
  const files = unzipSync(new Uint8Array(bytes));
  const header = new Map();
  for (const line of strFromU8(files['Header.txt']).split(/\r?\n/)) {
    const at = line.indexOf(' ');
    if (at > 0) header.set(line.slice(0, at), line.slice(at + 1));
  }
  return header;
}

/** Waits until a test id's text is `value`; says what it was instead. */
async function waitForSaying(page, testId, value, timeout = 10000) {
  await waitForText(page, testId, value, timeout).catch(async () => {
    throw new Error(`${testId}: expected ${JSON.stringify(value)}, got ${JSON.stringify(await text(page, testId))}`);
  });
}

async function rerecords(page) {
  return Number(await text(page, 'rerecords'));
}

/** Waits until the branch list holds exactly `names` (in any order). */
async function waitForBranchSet(page, names) {
  const want = JSON.stringify([...names].sort());
  const got = () => page.locator('[data-testid="branch"] strong').allTextContents();
  await until(async () => JSON.stringify((await got()).sort()) === want, `branches ${want}`).catch(async () => {
    throw new Error(`branches: expected ${want}, got ${JSON.stringify(await got())}`);
  });
}

/** The branch list's entry named `name` (its own name, not one of its diff options'). */
function branchItem(page, name) {
  return page.locator('[data-testid="branch"]').filter({ has: page.locator('.branch-text > strong', { hasText: new RegExp(`^${name}$`) }) });
}

/** Clicks a button cell and waits until the roll shows it held. */
async function press(page, f, b) {
  await cell(page, f, b).click();
  await waitOn(page, f, b);
}

/** Drags along a button column from frame `a` to frame `b` (one paint stroke). */
async function drag(page, a, b, button) {
  const from = await cell(page, a, button).boundingBox();
  const to = await cell(page, b, button).boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await waitOn(page, b, button);
}

/**
 * BizHawk's rule (TasMovie.InvalidateAfter: `if (anyStateInvalidated && IsCountingRerecords)
 * Rerecords++`): a change to the movie that throws away frames already played counts one
 * rerecord, once per action (a paint stroke is one); seeking alone, and editing frames not played
 * since the last change, count nothing. Undo and redo are changes like any other.
 */
export async function rerecordsCountEveryChangeToFramesAlreadyPlayedAndTravelWithTheMovie({ page, baseUrl, engine }) {
  const errors = await openApp(page, baseUrl);
  const length = demoInputs(engine).length;
  assertEqual(await rerecords(page), 0, 'rerecords of a new project');
  // Played to the end and back to the start: seeking is not a rerecord.
  await page.keyboard.press('End');
  await waitForFrame(page, length);
  await page.keyboard.press('Home');
  await waitForFrame(page, 0);
  assertEqual(await rerecords(page), 0, 'rerecords after seeking');

  // Back at 100 with frames up to the end played: changing frame 110 throws them away.
  await goto(page, 100);
  await press(page, 110, 'A');
  await waitForSaying(page, 'rerecords', '1');
  // Frame 120 has not been played since (the replay stopped at the cursor): no rerecord.
  await press(page, 120, 'A');
  await page.waitForTimeout(300);
  assertEqual(await rerecords(page), 1, 'rerecords after editing a frame not played since');

  // One stroke over frames already played is one rerecord, however many cells it paints.
  await page.keyboard.press('End');
  await waitForFrame(page, length);
  await goto(page, 190);
  await drag(page, 200, 215, 'C');
  await waitForSaying(page, 'rerecords', '2');

  // Appending past the end changes no frame that was played.
  await page.keyboard.press('End');
  await waitForFrame(page, length);
  await press(page, length + 10, 'B');
  await waitForText(page, 'length', String(length + 11));
  await page.waitForTimeout(300);
  assertEqual(await rerecords(page), 2, 'rerecords after appending frames');

  // A branch loaded, then the movie changed from there.
  await goto(page, 400);
  await page.locator('[data-testid="branch-name"]').fill('b');
  await page.locator('[data-testid="save-branch"]').click();
  await waitForBranches(page, ['b']);
  await page.keyboard.press('End');
  await waitForFrame(page, length + 11);
  await page.locator('[data-testid="load-replace"]').click();
  await waitForFrame(page, 400);
  await press(page, 410, 'A');
  await waitForSaying(page, 'rerecords', '3');

  // Undo right after (nothing played past 410 since): no rerecord. Played to the end, redo
  // changes frame 410 under played frames again: one.
  await page.keyboard.press('Control+z');
  await waitOn(page, 410, 'A', false);
  await page.waitForTimeout(300);
  assertEqual(await rerecords(page), 3, 'rerecords after an undo of frames not played since');
  await page.keyboard.press('End');
  await waitForFrame(page, length + 11);
  await page.keyboard.press('Control+y');
  await waitForSaying(page, 'rerecords', '4');

  // The count travels with the movie: both exports and the saved project.
  await waitForText(page, 'save-status', 'saved');
  const spx = JSON.parse((await exportAs(page, 'spx')).toString('utf8'));
  assertEqual(spx.meta.rerecords, 4, '.spx meta.rerecords');
  assertEqual(bk2Header(await exportAs(page, 'bk2')).get('rerecordCount'), '4', '.bk2 rerecordCount');
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await page.waitForSelector('[data-testid="view-frame"]');
  await waitForSaying(page, 'rerecords', '4');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theLevelListNamesTheRealActThatIsOpen({ page, baseUrl }) {
  const dir = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].find((d) => d && existsSync(join(d, 'sonic.asm')));
  if (dir === undefined) skip('no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset');
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="disasm-folder"]').setInputFiles(dir);
  await page.waitForSelector('[data-testid="disasm-folder-info"]', { timeout: 30000 });
  await page.locator('[data-testid="act-select"]').selectOption('ghz1');
  await page.waitForFunction(() => document.querySelector('[data-testid="level-name"]')?.textContent?.startsWith('Green Hill Zone act 1'), null, { timeout: 30000 });
  const shown = () => page.locator('[data-testid="level-select"]').evaluate((s) => ({ value: s.value, text: s.selectedOptions[0]?.textContent ?? '' }));
  await until(async () => (await shown()).text === 's1:ghz1 (REV01)', 'the level select showing the act').catch(async () => {
    throw new Error(`the level select shows ${JSON.stringify(await shown())} while Green Hill 1 is open`);
  });
  if (!(await shown()).value.startsWith('act:')) throw new Error(`level select value ${(await shown()).value}`);
  // The same after a reload (the stored acts are listed after the project opens).
  await waitForText(page, 'save-status', 'saved');
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="level-name"]')?.textContent?.startsWith('Green Hill Zone act 1'), null, { timeout: 30000 });
  await until(async () => (await shown()).text === 's1:ghz1 (REV01)', 'the level select showing the act after a reload').catch(async () => {
    throw new Error(`after a reload the level select shows ${JSON.stringify(await shown())}`);
  });
  // Choosing a built-in level from it still works.
  await page.locator('[data-testid="level-select"]').selectOption('flat');
  await waitForText(page, 'level-name', 'flat', 30000);
  assertEqual((await shown()).text, 'flat', 'the level select after choosing flat');
  assertEqual(errors.join('\n'), '', 'console errors');
}

/** The frame counter's frame and length, and the inspector's frame, as numbers. */
async function counter(page) {
  return page.evaluate(() => ({
    frame: Number(document.querySelector('[data-testid="frame"]').textContent),
    length: Number(document.querySelector('[data-testid="length"]').textContent),
    view: Number(document.querySelector('[data-testid="view-frame"]').textContent),
  }));
}

export async function theFrameCounterNeverSitsPastTheMovieEndAfterAnUndoOrABadTextLine({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  // A 1,000-frame movie, a 31,000-frame one imported over it, its end, and undo.
  await importMovie(page, 'thousand.txt', '1000,R\n', 1000);
  await page.locator('[data-testid="import-into"]').selectOption('replace');
  await importMovie(page, 'longer.txt', '31000,R\n', 31000);
  await page.keyboard.press('End');
  await waitForFrame(page, 31000);
  await page.keyboard.press('Control+z');
  await waitForText(page, 'length', '1000');
  await page.waitForTimeout(500);
  const undone = await counter(page);
  if (undone.frame > undone.length || undone.view !== undone.frame) throw new Error(`after the undo the counter shows ${undone.frame}/${undone.length} (view at ${undone.view})`);
  assertEqual(undone.frame, 1000, 'the frame after the undo (the new end)');

  // The text view: a new line that does not parse ("Q" is no button), typed at the end.
  await page.locator('[data-testid="tab-text"]').click();
  await page.locator('[data-testid="movie-text"]').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('5,Q\n');
  await page.waitForFunction(() => document.querySelector('[data-testid="text-status"]')?.textContent?.includes('"Q" is not a button'), null, { timeout: 10000 });
  await page.waitForTimeout(500);
  const typed = await counter(page);
  if (typed.frame > typed.length || typed.view !== typed.frame) throw new Error(`after a bad text line the counter shows ${typed.frame}/${typed.length} (view at ${typed.view})`);
  assertEqual(typed.length, 1000, 'the length while the text does not parse');
  assertEqual(errors.join('\n'), '', 'console errors');
}

/**
 * The cursor is saved while playing (at most every 0.5 s from the page, written within 0.8 s of
 * the first unsaved value, createCursorMemory.ts and projectHost.ts), and once more when the page
 * is hidden. That last save may not finish before the page goes, so the reload is held only to
 * within 1.3 s of playback: 78 frames at 60 frames/s, 90 with the round trips.
 */
export async function aReloadDuringPlaybackReturnsNearWherePlaybackWas({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="play"]').click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="frame"]')?.textContent) >= 200, null, { timeout: 15000 });
  const playing = Number(await text(page, 'frame'));
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await page.waitForSelector('[data-testid="view-frame"]');
  // Where the reopened project settles (the view follows the saved cursor).
  let last = -1;
  await until(async () => {
    const now = Number(await text(page, 'view-frame'));
    const still = now === last && now === Number(await text(page, 'frame'));
    last = now;
    return still;
  }, 'the reopened frame settling');
  await page.waitForTimeout(300);
  const reopened = Number(await text(page, 'view-frame'));
  if (reopened < playing - 90 || reopened > playing + 30) throw new Error(`playing at frame ${playing} when reloaded; reopened at ${reopened}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theMarkerColumnStaysBesideTheSecondPadsColumns({ page, baseUrl }) {
  await page.setViewportSize(NARROW);
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="marker-text"]').fill('start here');
  await page.locator('[data-testid="marker-text"]').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-frame="0"] [data-cell="marker"]')?.textContent === 'start here');
  await page.locator('[data-testid="partner-select"]').selectOption('tails:cpu');
  await page.waitForSelector('[data-frame="0"] [data-button="2A"]');
  const columns = await page.evaluate(() => {
    const roll = document.querySelector('[data-testid="piano-roll"]').getBoundingClientRect();
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width) };
    };
    return {
      roll: box(document.querySelector('[data-testid="piano-roll"]')), rollRight: Math.round(roll.right),
      head: box(document.querySelector('.roll-head .roll-marker')),
      row: box(document.querySelector('[data-frame="0"] [data-cell="marker"]')),
      lastPad2: box(document.querySelector('[data-frame="0"] [data-button="2S"]')),
      scroll: (() => {
        const s = document.querySelector('.roll-scroll');
        return s.scrollWidth - s.clientWidth;
      })(),
    };
  });
  for (const [what, b] of [['the marker heading', columns.head], ['frame 0\'s marker cell', columns.row]]) {
    if (b.width < 60 || b.right > columns.rollRight || b.left < columns.lastPad2.right - 1) throw new Error(`${what} with two pads: ${JSON.stringify(b)} (roll ${JSON.stringify(columns.roll)}, last 2nd-pad cell ${JSON.stringify(columns.lastPad2)})`);
  }
  assertEqual(columns.scroll, 0, 'the roll scrolls sideways by');
  assertEqual(errors.join('\n'), '', 'console errors');
}

/**
 * Notices: information goes by itself (5 s), an error stays until dismissed, an offer to undo
 * stays while undo would undo what it names (not once another edit came after it), and at most
 * three are shown at once.
 */
export async function noticesExpireErrorsStayAndAnUndoOfferLastsWhileItMeansIt({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  const notices = () => page.locator('[data-testid="notice"]').allTextContents();
  // Five saves in a row: five notices, three shown.
  for (const n of [1, 2, 3, 4, 5]) await page.keyboard.press(`Shift+Digit${n}`);
  await until(async () => (await notices()).some((t) => t.startsWith('Saved slot 5')), 'the fifth save\'s notice');
  const five = await notices();
  // An error, and a branch deleted (its notice offers Undo).
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'broken.spx', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await page.waitForSelector('[data-testid="error"]');
  await page.locator('[data-testid="branch-name"]').fill('doomed');
  await page.locator('[data-testid="save-branch"]').click();
  await waitForBranchSet(page, ['Slot 1', 'Slot 2', 'Slot 3', 'Slot 4', 'Slot 5', 'doomed']);
  await branchItem(page, 'doomed').locator('[data-testid="delete-branch"]').click();
  await until(async () => (await notices()).some((t) => t.startsWith('Deleted branch "doomed"')), 'the delete\'s notice');
  // Past the information's time: the saves' notices are gone, the error and the offer stay.
  await page.waitForTimeout(6500);
  const later = await notices();
  if (later.some((t) => t.startsWith('Saved slot'))) throw new Error(`information still shown after 6.5 s: ${later.join(' | ')}`);
  if (!later.some((t) => t.startsWith('Deleted branch "doomed"'))) throw new Error(`the undo offer went while undo still means it: ${later.join(' | ')}`);
  assertEqual(await page.locator('[data-testid="error"]').count(), 1, 'errors shown after 6.5 s');
  await page.locator('[data-testid="dismiss-error"]').click();
  await page.waitForSelector('[data-testid="error"]', { state: 'detached' });
  // Another edit: Undo would now undo that, so the offer goes (and the branch stays deleted).
  await press(page, 3, 'A');
  await until(async () => !(await notices()).some((t) => t.startsWith('Deleted branch')), 'the undo offer to go after another edit');
  await waitForBranchSet(page, ['Slot 1', 'Slot 2', 'Slot 3', 'Slot 4', 'Slot 5']);
  // Its Undo, while it means it, brings the branch back.
  await branchItem(page, 'Slot 5').locator('[data-testid="delete-branch"]').click();
  await until(async () => (await notices()).some((t) => t.startsWith('Deleted branch "Slot 5"')), 'the second delete\'s notice');
  await waitForBranchSet(page, ['Slot 1', 'Slot 2', 'Slot 3', 'Slot 4']);
  await page.locator('[data-testid="notice"]').filter({ hasText: 'Deleted branch "Slot 5"' }).locator('[data-testid="notice-action"]').click();
  await waitForBranchSet(page, ['Slot 1', 'Slot 2', 'Slot 3', 'Slot 4', 'Slot 5']);
  if (five.length > 3) throw new Error(`${five.length} notices at once: ${five.join(' | ')}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aBadTextLineNamesItsLineOnce({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="tab-text"]').click();
  const lines = Array.from({ length: 12 }, (_, i) => `${i + 1},R`);
  await page.locator('[data-testid="movie-text"]').fill(`${lines.join('\n')}\n20,RQ\n`);
  await waitForSaying(page, 'text-status', 'Line 13: "Q" is not a button (use U D L R A B C S). (the movie keeps its last good state)');
  const status = await text(page, 'text-status');
  if (/line 13\b.*line 13\b/i.test(status)) throw new Error(`the status names line 13 twice: ${status}`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theMovieHasAnAuthorKeptWithTheProjectAndWrittenIntoItsExports({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  const author = page.locator('[data-testid="movie-author"]');
  assertEqual(await author.count(), 1, 'author fields in the Level & movie panel');
  assertEqual(await author.inputValue(), '', 'a new project\'s author');
  await author.fill('Ada Lovelace');
  await author.press('Enter');
  await waitForText(page, 'save-status', 'saved');
  const spx = JSON.parse((await exportAs(page, 'spx')).toString('utf8'));
  assertEqual(spx.meta.author, 'Ada Lovelace', '.spx meta.author');
  const bk2 = await exportAs(page, 'bk2');
  assertEqual(bk2Header(bk2).get('Author'), 'Ada Lovelace', '.bk2 Author');
  // Kept with the project.
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await page.waitForSelector('[data-testid="view-frame"]');
  await until(async () => (await author.inputValue()) === 'Ada Lovelace', 'the author after a reload');
  // Read back from a file: another name here, the .bk2 imported into a new project names its author.
  await author.fill('Someone Else');
  await author.press('Enter');
  await waitForText(page, 'save-status', 'saved');
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name: 'by-ada.bk2', mimeType: 'application/octet-stream', buffer: bk2 });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="notice"]')].some((n) => n.textContent?.startsWith('Imported by-ada.bk2')), null, { timeout: 15000 });
  await until(async () => (await author.inputValue()) === 'Ada Lovelace', 'the imported movie\'s author');
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theInspectorFitsItsColumnAt1280({ page, baseUrl }) {
  await page.setViewportSize(NARROW);
  const errors = await openApp(page, baseUrl);
  for (const f of [0, 300]) {
    await goto(page, f);
    const fit = await page.locator('[data-testid="inspector"]').evaluate((el) => {
      const box = el.getBoundingClientRect();
      const air = document.querySelector('[data-testid="inspector-air-raw"]').closest('tr');
      const out = [...el.querySelectorAll('tr')].filter((tr) => tr.getBoundingClientRect().right > box.left + el.clientWidth + 0.5).map((tr) => tr.textContent);
      return { sideways: el.scrollWidth - el.clientWidth, out, air: [...air.children].map((c) => Math.round(c.getBoundingClientRect().right)), edge: Math.round(box.left + el.clientWidth) };
    });
    if (fit.sideways > 0 || fit.out.length > 0 || fit.air.some((r) => r > fit.edge)) throw new Error(`inspector at frame ${f} overflows by ${fit.sideways} px: rows ${JSON.stringify(fit.out)}, air cells end at ${fit.air} (edge ${fit.edge})`);
  }
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function theLegendIsWholeAt1280({ page, baseUrl }) {
  await page.setViewportSize(NARROW);
  const errors = await openApp(page, baseUrl);
  const cut = await page.evaluate(() => {
    const strip = document.querySelector('.view-strip').getBoundingClientRect();
    const ul = document.querySelector('[data-testid="view-legend"]');
    const box = ul.getBoundingClientRect();
    const items = [...ul.children].map((li) => ({ what: li.textContent, r: li.getBoundingClientRect() }));
    const toggles = [...document.querySelectorAll('.view-strip .toggles label')].map((l) => ({ what: l.textContent, r: l.getBoundingClientRect() }));
    const outside = (r, b) => r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5;
    return {
      items: items.length,
      cut: [...items.filter((i) => outside(i.r, box) || outside(i.r, strip)), ...toggles.filter((t) => outside(t.r, strip))].map((i) => i.what),
      sideways: ul.scrollWidth - ul.clientWidth,
    };
  });
  assertEqual(cut.items, 8, 'legend items');
  if (cut.cut.length > 0 || cut.sideways > 0) throw new Error(`at 1280 px the view strip cuts ${JSON.stringify(cut.cut)} (legend overflows by ${cut.sideways} px)`);
  assertEqual(errors.join('\n'), '', 'console errors');
}

/**
 * Debian's Chromium has no emoji font: a character no installed font has is drawn as the
 * missing-glyph box, the same pixels as a private-use character's. Every character of the
 * workbench's own text (the fast-forward button's first) is compared with that box in its own
 * font.
 */
export async function everyGlyphTheWorkbenchShowsHasAFont({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  const missing = await page.evaluate(() => {
    const draw = (ch, font) => {
      const c = new OffscreenCanvas(64, 48);
      const x = c.getContext('2d');
      x.font = font;
      x.fillStyle = '#fff';
      x.fillText(ch, 8, 36);
      const d = x.getImageData(0, 0, 64, 48).data;
      let sum = 0;
      for (let i = 3; i < d.length; i += 4) sum = (Math.imul(sum, 31) + d[i]) | 0;
      return sum;
    };
    const seen = new Map();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el === null || el.closest('textarea, script, style') !== null) continue;
      for (const ch of n.textContent) {
        const cp = ch.codePointAt(0);
        // ASCII every font has; variation selectors and joiners draw nothing themselves.
        if (cp < 0x80 || (cp >= 0xfe00 && cp <= 0xfe0f) || cp === 0x200d) continue;
        const font = getComputedStyle(el).font;
        const key = `${ch} in ${font}`;
        if (!seen.has(key)) seen.set(key, { ch, font, where: el.dataset.testid ?? el.textContent.trim().slice(0, 24) });
      }
    }
    const fast = document.querySelector('[data-testid="run-fast"]');
    const out = [];
    for (const { ch, font, where } of seen.values()) {
      if (draw(ch, font) === draw('\u{10FFFD}', font)) out.push(`U+${ch.codePointAt(0).toString(16).toUpperCase()} "${ch}" in "${where}"`);
    }
    return { out, fast: fast.textContent, checked: seen.size };
  });
  if (missing.checked < 5) throw new Error(`only ${missing.checked} characters checked`);
  if (missing.out.length > 0) throw new Error(`drawn as the missing-glyph box: ${missing.out.join(', ')} (fast-forward reads "${missing.fast}")`);
  assertEqual(errors.join('\n'), '', 'console errors');
}
