/**
 * RAM watch and RAM search in real Chromium, on Green Hill 1 imported from the Sonic 1
 * disassembly at ../shared/disasm/s1 (SUBPIXEL_DISASM elsewhere; skipped with a message when it
 * is absent): watches added by label (v_rings, v_player+obX) and by address show, in the panel
 * and pinned in the inspector, the values the engine in Node has at that frame; plotted, the
 * plot's value at the cursor is the same; the list and the labels survive a reload without the
 * folder. A RAM search narrows to the rings counter after collecting rings, its candidate counts
 * the same as the search module's in Node. A hand-made level says it has no game RAM.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, goto, importMovie, openApp, skip, text, waitForFrame, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

/** Hold right; jump (right + A) on frames 72..91: Sonic collects rings at frames 114 and 119. */
const MOVIE = '72,R\n20,R,A\n108,R\n';
const FRAMES = 200;
const input = (i) => (i >= 72 && i < 92 ? 0x18 : 0x08);

function disasmDir() {
  const dir = [process.env.SUBPIXEL_DISASM, join(ROOT, '../shared/disasm/s1')].find((d) => d && existsSync(join(d, 'sonic.asm')));
  if (dir === undefined) skip('no Sonic 1 disassembly at ../shared/disasm/s1 and SUBPIXEL_DISASM unset');
  return dir;
}

/** The checkout, its labels and RAM map, and Green Hill 1's states frame by frame, as the engine in Node has them. */
async function nodeSide(dir) {
  const [{ openS1Disassembly }, { nodeDisasmSource }, { readS1RamLabels }, { RamLabels }, { S1RamMap }, { createWorld }] = await Promise.all([
    imp('importers/s1/importS1.ts'), imp('importers/s1/nodeDisasmSource.ts'), imp('importers/s1/s1RamLabels.ts'), imp('engine/games/s1/ramLabels.ts'),
    imp('engine/games/s1/ramMap.ts'), imp('engine/world/world.ts'),
  ]);
  const d = openS1Disassembly(nodeDisasmSource(dir));
  const labels = new RamLabels(readS1RamLabels(d.program, nodeDisasmSource(dir), d.revision));
  const map = new S1RamMap(labels);
  const level = d.importAct('ghz1').level;
  const w = createWorld(level, {});
  const states = [w.state.slice()];
  for (let i = 0; i < FRAMES; i++) {
    w.step(input(i));
    states.push(w.state.slice());
  }
  const value = (frame, address, size) => {
    const r = map.read(states[frame], address, size);
    if (!r.ok) throw new Error(`node: ${r.code} at ${r.address.toString(16)}`);
    return r.value;
  };
  return { labels, map, level, states, value };
}

async function openFolder(page, dir) {
  await page.locator('[data-testid="disasm-folder"]').setInputFiles(dir);
  await page.waitForSelector('[data-testid="disasm-folder-info"], [data-testid="disasm-error"]', { timeout: 30000 });
}

/** Opens Green Hill 1 from the folder and imports the movie onto it (a new project on the act). */
async function ghz1WithMovie(page, dir, node) {
  await openFolder(page, dir);
  await page.locator('[data-testid="act-select"]').selectOption('ghz1');
  await waitForText(page, 'level-name', node.level.name, 30000);
  await importMovie(page, 'rings.txt', MOVIE, FRAMES);
  await waitForText(page, 'level-name', node.level.name, 30000);
  await page.waitForFunction(() => document.querySelector('[data-testid="ram-labels"]')?.textContent?.startsWith('labels: REV01 checkout'), null, { timeout: 15000 });
}

async function addWatch(page, expr, bits, display) {
  await page.locator('[data-testid="ram-watch-size"]').selectOption(String(bits / 8));
  await page.locator('[data-testid="ram-watch-display"]').selectOption(display);
  await page.locator('[data-testid="ram-watch-input"]').fill(expr);
  await page.locator('[data-testid="ram-watch-input"]').press('Enter');
}

/** The watch rows as [expression, address, value, raw value] (panel), and the pinned ones in the inspector. */
async function watchRows(page) {
  return page.evaluate(() => ({
    panel: [...document.querySelectorAll('[data-testid="ram-watch-row"]')].map((r) => [
      r.children[0].textContent, r.dataset.address, r.querySelector('[data-testid="ram-watch-value"]').textContent, r.querySelector('[data-testid="ram-watch-value"]').dataset.raw,
    ]),
    inspector: [...document.querySelectorAll('[data-testid="inspector-ram-row"]')].map((r) => [r.querySelector('th').textContent, r.querySelector('[data-testid="inspector-ram-value"]').textContent]),
  }));
}

const hex = (v, bytes) => `$${v.toString(16).toUpperCase().padStart(bytes * 2, '0')}`;
const addr = (a) => `$${a.toString(16).toUpperCase()}`;

async function expectWatchesAt(page, node, frame, what) {
  await waitForFrame(page, frame);
  const rings = node.value(frame, node.labels.address('v_rings'), 2);
  const obX = node.value(frame, node.labels.address('v_player') + node.labels.constant('obX'), 4);
  const want = {
    panel: [['v_rings', '$FFFE20', String(rings), String(rings)], ['v_player+obX', '$FFD008', hex(obX, 4), String(obX)], ['FE04', '$FFFE04', String(node.value(frame, 0xfffe04, 2)), String(node.value(frame, 0xfffe04, 2))]],
    inspector: [['v_rings', String(rings)], ['v_player+obX', hex(obX, 4)]],
  };
  await page.waitForFunction((w) => {
    const got = [...document.querySelectorAll('[data-testid="ram-watch-row"] [data-testid="ram-watch-value"]')].map((e) => e.textContent);
    return JSON.stringify(got) === JSON.stringify(w.panel.map((r) => r[2]));
  }, want, { timeout: 10000 }).catch(() => {});
  assertEqual(JSON.stringify(await watchRows(page)), JSON.stringify(want), `${what}: the watches at frame ${frame}`);
  return { rings, obX };
}

export async function ramWatchShowsTheGamesRamAsTheEngineInNodeHasIt({ page, baseUrl }) {
  const dir = disasmDir();
  const node = await nodeSide(dir);
  const errors = await openApp(page, baseUrl);
  await ghz1WithMovie(page, dir, node);

  // By label, in the checkout's own names, and by address; v_framecount's row is not pinned.
  await addWatch(page, 'v_rings', 16, 'unsigned');
  await addWatch(page, 'v_player+obX', 32, 'hex');
  await addWatch(page, 'FE04', 16, 'unsigned');
  assertEqual(await page.locator('[data-testid="ram-watch-error"]').count(), 0, 'an error adding the watches');
  await page.locator('[data-testid="ram-watch-row"]').nth(2).locator('[data-testid="ram-watch-pin"]').uncheck();

  for (const frame of [0, 113, 114, 119, 150]) {
    await goto(page, frame);
    await expectWatchesAt(page, node, frame, 'before the reload');
  }
  const at119 = node.value(119, 0xfffe20, 2);
  assertEqual(at119, 2, 'rings at frame 119 in Node');

  // Plotted: the plot's value at the cursor is the watch's.
  await goto(page, 119);
  await page.locator('[data-testid="ram-watch-row"]').nth(0).locator('[data-testid="ram-watch-plot"]').check();
  await page.waitForFunction(() => document.querySelector('[data-testid="ram-plots"]')?.dataset.cursor === '[2]', null, { timeout: 10000 }).catch(async () => {
    throw new Error(`the plot at frame 119: ${await page.locator('[data-testid="ram-plots"]').getAttribute('data-cursor')}`);
  });
  const from = Number(await page.locator('[data-testid="ram-plots"]').getAttribute('data-from'));
  const frames = Number(await page.locator('[data-testid="ram-plots"]').getAttribute('data-frames'));
  assertEqual([from, frames > 100].join(), '0,true', 'the plot window (frames 0.. the greenzone\'s end)');

  // What cannot be watched says why, on one line.
  await addWatch(page, 'v_ringz', 16, 'unsigned');
  await waitForText(page, 'ram-watch-error', "no label v_ringz in the checkout's Variables.asm or Constants.asm");
  await addWatch(page, 'v_rings+1', 16, 'unsigned');
  await waitForText(page, 'ram-watch-error', '$FFFE21 is odd: the 68000 reads 16 bits only at even addresses');
  await addWatch(page, '$FFF000', 8, 'hex');
  const unkept = page.locator('[data-testid="ram-watch-row"]').nth(3).locator('[data-testid="ram-watch-value"]');
  assertEqual(await unkept.textContent(), 'not modelled', 'the sound driver\'s RAM');
  assertEqual(await unkept.getAttribute('title'), '$FFF000 is not part of what the engine keeps', 'its tooltip');
  await page.locator('[data-testid="ram-watch-row"]').nth(3).locator('[data-testid="ram-watch-remove"]').click();
  assertEqual(await page.locator('[data-testid="ram-watch-row"]').count(), 3, 'rows after removing one');

  // Kept with the project: a reload shows the same watches with the act's labels, no folder read.
  await waitForText(page, 'save-status', 'saved');
  // UI settings are written 800 ms after the last change (projectHost.ts UI_SAVE_DELAY_MS).
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1200)));
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await waitForText(page, 'level-name', node.level.name, 15000);
  assertEqual(await page.locator('[data-testid="disasm-folder-info"]').count(), 0, 'the folder after the reload');
  await page.waitForFunction(() => document.querySelector('[data-testid="ram-labels"]')?.textContent?.startsWith('labels: REV01 checkout'), null, { timeout: 15000 });
  await goto(page, 114);
  await expectWatchesAt(page, node, 114, 'after the reload');
  assertEqual(await page.locator('[data-testid="ram-watch-row"]').nth(0).locator('[data-testid="ram-watch-plot"]').isChecked(), true, 'plotted after the reload');
  await page.waitForFunction(() => document.querySelector('[data-testid="ram-plots"]')?.dataset.cursor === '[1]', null, { timeout: 10000 });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aRamSearchNarrowsToTheRingsCounterAfterCollectingARing({ page, baseUrl, artifacts }) {
  const dir = disasmDir();
  const node = await nodeSide(dir);
  const { startRamSearch, filterRamSearch } = await imp('workbench/src/ram/ramSearch.ts');
  const errors = await openApp(page, baseUrl);
  await ghz1WithMovie(page, dir, node);
  const count = async () => text(page, 'ram-search-count');

  // The search in Node, step by step: what the panel must show.
  const steps = [];
  let s = startRamSearch(node.map, node.states[0], { size: 2, signed: false }, 0);
  steps.push(s);
  s = filterRamSearch(s, node.map, node.states[114], 'greater', { kind: 'previous' }, 114);
  steps.push(s);
  s = filterRamSearch(s, node.map, node.states[114], 'equal', { kind: 'value', value: 1 }, 114);
  steps.push(s);
  s = filterRamSearch(s, node.map, node.states[119], 'equal', { kind: 'value', value: 2 }, 119);
  steps.push(s);
  assertEqual(JSON.stringify([...s.addresses]), JSON.stringify([node.labels.address('v_rings')]), 'the search in Node ends on v_rings');

  await goto(page, 0);
  await page.locator('[data-testid="ram-search-size"]').selectOption('2');
  await page.locator('[data-testid="ram-search-start"]').click();
  await waitForText(page, 'ram-search-count', `${steps[0].addresses.length} candidates (previous: frame 0)`);

  // Sonic collects his first ring at frame 114: greater than before.
  await goto(page, 114);
  await page.locator('[data-testid="ram-search-op"]').selectOption('greater');
  await page.locator('[data-testid="ram-search-to"]').selectOption('previous');
  await page.locator('[data-testid="ram-search-filter"]').click();
  await waitForText(page, 'ram-search-count', `${steps[1].addresses.length} candidates (previous: frame 114)`);
  // Equal to 1 (Enter in the value field filters).
  await page.locator('[data-testid="ram-search-op"]').selectOption('equal');
  await page.locator('[data-testid="ram-search-to"]').selectOption('value');
  await page.locator('[data-testid="ram-search-value"]').fill('1');
  await page.locator('[data-testid="ram-search-value"]').press('Enter');
  await waitForText(page, 'ram-search-count', `${steps[2].addresses.length} candidates (previous: frame 114)`);
  const rows = await page.locator('[data-testid="ram-search-row"]').evaluateAll((rs) => rs.map((r) => [...r.children].slice(0, 4).map((c) => c.textContent)));
  assertEqual(JSON.stringify(rows), JSON.stringify([...steps[2].addresses].map((a, i) => [addr(a), node.labels.nameOf(a), String(steps[2].previous[i]), String(steps[2].previous[i])])), 'the candidates after equal to 1');

  // The second ring, at frame 119: equal to 2 leaves the rings counter alone.
  await goto(page, 119);
  await page.locator('[data-testid="ram-search-value"]').fill('2');
  await page.locator('[data-testid="ram-search-filter"]').click();
  await waitForText(page, 'ram-search-count', '1 candidates (previous: frame 119)');
  const last = await page.locator('[data-testid="ram-search-row"]').evaluateAll((rs) => rs.map((r) => [...r.children].slice(0, 4).map((c) => c.textContent)));
  assertEqual(JSON.stringify(last), JSON.stringify([['$FFFE20', 'v_rings', '2', '2']]), 'the one candidate');
  // Its current value follows the cursor (Sonic loses his rings at frame 191).
  await goto(page, 191);
  assertEqual(await text(page, 'ram-search-current'), String(node.value(191, 0xfffe20, 2)), 'the candidate\'s current value at frame 191');

  // Undo gives back the two candidates; watch adds the counter to the list by its label.
  await page.locator('[data-testid="ram-search-undo"]').click();
  await waitForText(page, 'ram-search-count', `${steps[2].addresses.length} candidates (previous: frame 114)`);
  await page.locator('[data-testid="ram-search-row"]').filter({ hasText: 'v_rings' }).locator('[data-testid="ram-search-watch"]').click();
  await page.waitForSelector('[data-testid="ram-watch-row"]');
  assertEqual(JSON.stringify(await page.locator('[data-testid="ram-watch-row"]').evaluateAll((rs) => rs.map((r) => [r.children[0].textContent, r.dataset.address, r.querySelector('[data-testid="ram-watch-value"]').textContent]))),
    JSON.stringify([['v_rings', '$FFFE20', String(node.value(191, 0xfffe20, 2))]]), 'the watch added from the search');
  assertEqual(await count(), `${steps[2].addresses.length} candidates (previous: frame 114)`, 'the search after watching');
  await page.locator('[data-testid="ram-panel"]').screenshot({ path: join(artifacts, 'ram-search.png') });
  await page.screenshot({ path: join(artifacts, 'ram-watch.png') });
  assertEqual(errors.join('\n'), '', 'console errors');
}

export async function aHandMadeLevelSaysItHasNoGameRam({ page, baseUrl }) {
  const errors = await openApp(page, baseUrl);
  await waitForText(page, 'ram-labels', 'hand-made level: no game RAM');
  await page.locator('[data-testid="ram-hand-made"]').waitFor();
  await addWatch(page, '$FFFE20', 16, 'unsigned');
  assertEqual(await text(page, 'ram-watch-value'), 'no game RAM', 'a watch on a hand-made level');
  await addWatch(page, 'v_rings', 16, 'unsigned');
  await waitForText(page, 'ram-watch-error', 'v_rings: this level has no RAM labels, type an address ($FFFE20)');
  await page.locator('[data-testid="ram-search-start"]').click();
  await waitForText(page, 'ram-search-error', 'RAM search needs a real act with its labels');
  assertEqual(errors.join('\n'), '', 'console errors');
}
