/**
 * The real game in the workbench, in real Chromium: `subpixel realgame serve` started in this
 * process (realgame/server/realGameServer.ts on the core and ROM tools/buildRealGame.mjs built,
 * the page's origin allowed), the Real game panel connected with its URL and token, and a movie
 * on a real act (from the Sonic 1 disassembly) verified on the real game — synced, its lag frames
 * counted as `realgame verify` counts them and marked in the roll; one that parts from the engine,
 * its divergence a link to the frame where the inspector shows both values; exported for BizHawk
 * (the .bk2 download's header); a real-game .bk2 imported into act movies; and, without a server,
 * every button saying how to start one. Skipped when the real game is not built.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, openApp, realGameFiles, recordFigure, skip, text, waitForFrame, waitForText, streamBytes } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);

/** The real game and its server for this page's origin (closed by the returned stop()). */
/**
 * A real-game server for the page's origin. `stop` also makes the browser forget it: every test
 * shares one browser profile, and a remembered server that is gone would be tried (and logged as
 * a refused connection) by every later page.
 */
async function startServer(files, baseUrl, page) {
  const [{ RealGame }, { nodeDisasmSource }, { serveRealGame }] = await Promise.all([
    imp('realgame/realGameSession.ts'), imp('importers/s1/nodeDisasmSource.ts'), imp('realgame/server/realGameServer.ts'),
  ]);
  const game = new RealGame(files.core, files.rom, nodeDisasmSource(files.dir));
  const server = await serveRealGame(game, { origins: [new URL(baseUrl).origin] });
  return {
    game, server,
    stop: async () => {
      await page.evaluate(() => localStorage.removeItem('subpixel-real-game-server')).catch(() => {});
      await server.close();
      game.close();
    },
  };
}

/** An act movie as .spx bytes, on the act as the engine in Node imports it. */
async function actMovie(dir, act, inputs, meta = {}) {
  const [{ openS1Disassembly }, { nodeDisasmSource }, { movieLevelRef }, { exportMovie }] = await Promise.all([
    imp('importers/s1/importS1.ts'), imp('importers/s1/nodeDisasmSource.ts'), imp('movies/formats/levelRef.ts'), imp('movies/formats/index.ts'),
  ]);
  const level = openS1Disassembly(nodeDisasmSource(dir), 1).importAct(act).level;
  const movie = {
    meta: { level: movieLevelRef(level), profile: 's1', character: 'sonic', fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '', ...meta },
    inputs, markers: [], checkpoints: [],
  };
  return { level, movie, spx: Buffer.from(exportMovie(movie, 'spx')) };
}

/** Opens `spx` in a new project: the act is rebuilt from the disassembly folder the prompt asks for. */
async function openActMovie(page, dir, name, spx, frames) {
  await page.locator('[data-testid="import-movie"]').setInputFiles({ name, mimeType: 'application/json', buffer: spx });
  await page.waitForSelector('[data-testid="import-level-prompt"]');
  await page.locator('[data-testid="import-disasm-for-movie"]').setInputFiles(dir);
  await page.waitForSelector('[data-testid="import-level-prompt"]', { state: 'detached', timeout: 60000 });
  await waitForText(page, 'length', String(frames), 30000);
}

async function connect(page, server) {
  await page.locator('[data-testid="real-url"]').fill(server.url);
  await page.locator('[data-testid="real-token"]').fill(server.token);
  await page.locator('[data-testid="real-connect"]').click();
  await page.waitForSelector('[data-testid="real-status"][data-connected="true"]', { timeout: 15000 });
}

/** What `subpixel realgame verify` prints for the movie in `spx` (the CLI in this process). */
async function cliVerify(files, spx) {
  const { main } = await imp('workbench/cli/main.ts');
  const path = join(mkdtempSync(join(tmpdir(), 'subpixel-e2e-real-')), 'movie.spx');
  writeFileSync(path, spx);
  const out = [];
  await main(['realgame', 'verify', path, '--core', files.core, '--rom', files.rom, '--disasm', files.dir], { out: (l) => out.push(l), err: () => {} });
  return JSON.parse(out[0]);
}

async function verifyInPage(page) {
  const started = Date.now();
  // Every progress bar value shown while it runs, seen by the page itself.
  await page.evaluate(() => {
    window.__realProgress = [];
    new MutationObserver(() => {
      const p = document.querySelector('[data-testid="real-progress"] progress');
      if (p !== null) window.__realProgress.push([p.value, p.max]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.locator('[data-testid="real-verify"]').click();
  await page.waitForSelector('[data-testid="real-result"], [data-testid="real-problem"]', { timeout: 120000 });
  const problem = await page.locator('[data-testid="real-problem"]').count();
  if (problem > 0) throw new Error(`verify: ${await text(page, 'real-problem')}`);
  const seen = await page.evaluate(() => window.__realProgress);
  if (seen.length === 0) throw new Error('no progress shown while verifying');
  return { ms: Date.now() - started, seen };
}

/** Opens the app with no real-game server remembered (every test shares one browser profile). */
async function openFresh(page, baseUrl) {
  await page.addInitScript(() => localStorage.removeItem('subpixel-real-game-server'));
  return openApp(page, baseUrl);
}

export async function withoutTheServerEveryRealGameButtonSaysHowToStartIt({ page, baseUrl }) {
  const errors = await openFresh(page, baseUrl);
  const origin = new URL(baseUrl).origin;
  const command = `npx subpixel realgame serve --core <your genesis_plus_gx_libretro.so> --rom <your Sonic 1 ROM> --disasm <your s1disasm checkout> --origin ${origin}`;
  await page.waitForSelector('[data-testid="real-status"][data-connected="false"]');
  assertEqual(await text(page, 'real-serve-command'), command, 'the command the panel shows');
  for (const button of ['real-verify', 'real-export']) {
    await page.reload();
    await page.waitForSelector('.app[data-ready="true"]');
    await page.locator(`[data-testid="${button}"]`).click();
    const says = await text(page, 'real-needs-server');
    if (!says.includes(command)) throw new Error(`${button} without a server says: ${says}`);
  }
  await page.locator('[data-testid="real-import"]').setInputFiles({ name: 'run.bk2', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  if (!(await text(page, 'real-needs-server')).includes(command)) throw new Error('import without a server does not say how to start it');
  // A server that is not running (a URL and token typed anyway): the problem says so and what to run.
  const closedPort = await new Promise((ok) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
  await page.locator('[data-testid="real-url"]').fill(`http://127.0.0.1:${closedPort}`);
  await page.locator('[data-testid="real-token"]').fill('0123456789abcdef');
  await page.locator('[data-testid="real-connect"]').click();
  await page.waitForSelector('[data-testid="real-problem"][data-code="unreachable"]');
  if (!(await text(page, 'real-problem')).includes(`--origin ${origin}`)) throw new Error(`unreachable: ${await text(page, 'real-problem')}`);
  assertEqual(errors.filter((e) => !e.includes('net::ERR_CONNECTION_REFUSED') && !e.includes('Failed to fetch')).join('\n'), '', 'console errors');
}

export async function verifyOnTheRealGameSyncsAndCountsAndMarksTheLagFramesAsRealgameVerifyDoes({ page, baseUrl, artifacts }) {
  const files = realGameFiles();
  const { movieStyle } = await imp('realgame/movieStyles.ts');
  const { playInputs } = await imp('realgame/realRun.ts');
  // Bunny hops through Green Hill 2: the game lags after a few of its frames.
  const inputs = movieStyle('hops', 600, 1);
  const { spx } = await actMovie(files.dir, 'ghz2', inputs);
  const cli = await cliVerify(files, spx);
  if (!cli.synced || cli.lagFrames === 0) throw new Error(`the movie should sync and lag in Node: ${JSON.stringify(cli)}`);
  const rg = await startServer(files, baseUrl, page);
  try {
    const b = rg.game.bootAct('ghz2');
    const lagged = playInputs(b.console, rg.game.bridge, inputs).filter((f) => f.lag > 0).map((f) => [f.f, f.lag]);
    rg.game.closeConsole(b.console);
    const errors = await openFresh(page, baseUrl);
    await openActMovie(page, files.dir, 'ghz2-hops.spx', spx, 600);
    await connect(page, rg.server);
    if (!(await text(page, 'real-status')).includes('Sonic the Hedgehog (REV01) on Genesis Plus GX')) throw new Error(await text(page, 'real-status'));
    const { ms, seen } = await verifyInPage(page);
    recordFigure(artifacts, 'realGameVerify600FramesMs', ms);
    // The bar went up to the movie's 600 frames as the server played them.
    if (!seen.some(([v, max]) => max === 600 && v > 0 && v < 600)) throw new Error(`progress shown: ${JSON.stringify(seen)}`);
    assertEqual(await page.locator('[data-testid="real-result"]').getAttribute('data-synced'), 'true', 'synced');
    assertEqual(await text(page, 'real-synced'), 'synced with the engine on all 600 frames of s1:ghz2', 'the result');
    assertEqual(Number(await text(page, 'real-lag-count')), cli.lagFrames, 'lag frames, as realgame verify counts them');
    // Each lagged frame's row is marked with its lag; the frames around it are not.
    for (const [f, lag] of lagged) {
      await page.locator('[data-testid="goto"]').fill(String(f));
      await page.locator('[data-testid="goto"]').press('Enter');
      await waitForFrame(page, f);
      assertEqual(await page.locator(`.roll-row[data-frame="${f}"]`).getAttribute('data-lag'), String(lag), `frame ${f}'s lag mark`);
      const after = lagged.some(([g]) => g === f + 1);
      if (!after) assertEqual(await page.locator(`.roll-row[data-frame="${f + 1}"]`).getAttribute('data-lag'), null, `frame ${f + 1} has no lag mark`);
    }
    assertEqual(await page.locator('.roll-row.lag').count() > 0, true, 'lag rows on screen');
    await page.screenshot({ path: join(artifacts, 'realGame-verified.png') });
    assertEqual(errors.join('\n'), '', 'console errors');
  } finally {
    await rg.stop();
  }
}

export async function aMovieThatPartsFromTheEngineLinksToItsFrameWhereTheInspectorShowsBothValues({ page, baseUrl, artifacts }) {
  const real = realGameFiles();
  const { movieStyle } = await imp('realgame/movieStyles.ts');
  // A checkout that is not the ROM's: Green Hill 1's first rings (ObjPos entry 0) removed, so
  // the engine, which builds the act from it, parts from the real game where Sonic would take
  // them (the server and the page both read this checkout; the ROM is the original's).
  // The game's own Green Hill demo takes them at frame 186.
  const demoFile = join(ROOT, '../shared/groundtruth/s1/ghz1-demo.txt');
  if (!existsSync(demoFile)) skip('no ../shared/groundtruth/s1/ghz1-demo.txt');
  const { parseInputScript } = await imp('movies/formats/inputScript.ts');
  const demo = parseInputScript(readFileSync(demoFile, 'utf8'), 'ghz1-demo.txt');
  if (!demo.ok) throw new Error(demo.error.message);
  const inputs = demo.value.subarray(0, 400);
  const files = { ...real, dir: changedCheckout(real.dir) };
  try {
    const m = await actMovie(files.dir, 'ghz1', inputs);
    const cli = await cliVerify(files, m.spx);
    if (cli.synced) throw new Error('the demo on the changed checkout did not part from the real game');
    await divergenceInPage({ page, baseUrl, artifacts }, files, { act: 'ghz1', frames: inputs.length, spx: m.spx, cli });
  } finally {
    rmSync(files.dir, { recursive: true, force: true });
  }
}

/** A copy of the checkout at `dir` with Green Hill 1's first object placement taken out. */
function changedCheckout(dir) {
  const changed = mkdtempSync(join(tmpdir(), 'subpixel-changed-s1-'));
  cpSync(dir, changed, { recursive: true });
  const objpos = join(changed, 'objpos/ghz1.bin');
  writeFileSync(objpos, readFileSync(objpos).subarray(6));
  return changed;
}

async function divergenceInPage({ page, baseUrl, artifacts }, files, found) {
  const d = found.cli.firstDivergence;
  const rg = await startServer(files, baseUrl, page);
  try {
    const errors = await openFresh(page, baseUrl);
    await openActMovie(page, files.dir, `${found.act}.spx`, found.spx, found.frames);
    await connect(page, rg.server);
    await verifyInPage(page);
    assertEqual(await page.locator('[data-testid="real-result"]').getAttribute('data-synced'), 'false', 'synced');
    const link = page.locator('[data-testid="real-divergence"]');
    assertEqual(await link.textContent(), `frame ${d.frame}`, 'the divergence link');
    assertEqual(await page.locator('[data-testid="real-compare"]').count(), 0, 'both values before seeking there');
    await link.click();
    await waitForFrame(page, d.frame + 1);
    await page.waitForSelector('[data-testid="real-compare"]');
    await page.waitForFunction(() => {
      const r = document.querySelector('[data-testid="real-compare"]').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }, null, { timeout: 5000 }).catch(() => {
      throw new Error('the real-vs-engine table is not scrolled into view');
    });
    await page.screenshot({ path: join(artifacts, 'realGame-divergence.png') });
    for (const [field, [real, engine]] of Object.entries(d.fields)) {
      assertEqual(await text(page, `real-compare-real-${field}`), String(real), `${field}: the real game's value`);
      assertEqual(await text(page, `real-compare-engine-${field}`), String(engine), `${field}: the engine's value`);
      assertEqual(await page.locator(`.real-compare tr[data-field="${field}"]`).getAttribute('class'), 'differs', `${field} marked`);
    }
    // Every compared field is there, the same ones on both sides where they agree.
    assertEqual(await text(page, 'real-compare-real-lives'), String(d.real.lives), 'lives (real)');
    assertEqual(await page.locator('.real-compare tbody tr').count(), Object.keys(d.engine).length, 'compared fields');
    // One frame on, the table goes: it is about that frame.
    await page.keyboard.press('f');
    await waitForFrame(page, d.frame + 2);
    assertEqual(await page.locator('[data-testid="real-compare"]').count(), 0, 'both values on the next frame');
    assertEqual(errors.join('\n'), '', 'console errors');
  } finally {
    await rg.stop();
  }
}

export async function exportForBizHawkDownloadsTheBk2TheServerMadeWithItsAuthorAndRerecords({ page, baseUrl, artifacts }) {
  const files = realGameFiles();
  const { movieStyle } = await imp('realgame/movieStyles.ts');
  const { unzipSync, strFromU8 } = await import('fflate');
  const { playBk2FromPowerOn } = await imp('realgame/bk2/playBk2.ts');
  const inputs = movieStyle('runner', 300, 4);
  const { spx } = await actMovie(files.dir, 'ghz1', inputs, { rerecords: 12 });
  const rg = await startServer(files, baseUrl, page);
  try {
    const errors = await openFresh(page, baseUrl);
    await openActMovie(page, files.dir, 'ghz1.spx', spx, 300);
    await page.locator('[data-testid="movie-author"]').fill('Ada Lovelace');
    await page.locator('[data-testid="movie-author"]').press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid="movie-author"]')?.value === 'Ada Lovelace');
    const rerecords = Number(await text(page, 'rerecords'));
    assertEqual(rerecords, 12, "the movie's rerecord count, as the workbench counts it");
    await connect(page, rg.server);
    const started = Date.now();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120000 }), page.locator('[data-testid="real-export"]').click()]);
    recordFigure(artifacts, 'realGameExport300FramesMs', Date.now() - started);
    if (!download.suggestedFilename().endsWith('-bizhawk.bk2')) throw new Error(`file name ${download.suggestedFilename()}`);
    const bytes = new Uint8Array(await streamBytes(await download.createReadStream()));
    const lumps = unzipSync(bytes);
    const header = new Map(strFromU8(lumps['Header.txt']).split(/\r?\n/).filter((l) => l !== '').map((l) => [l.slice(0, l.indexOf(' ')), l.slice(l.indexOf(' ') + 1)]));
    assertEqual(header.get('Platform'), 'GEN', 'Platform');
    assertEqual(header.get('Core'), 'Genplus-gx', 'Core');
    assertEqual(header.get('SHA1'), rg.game.rom.sha1, 'SHA1: the ROM\'s SHA-1');
    assertEqual(header.get('Author'), 'Ada Lovelace', 'Author');
    assertEqual(header.get('rerecordCount'), String(rerecords), 'rerecordCount');
    // The downloaded movie plays from power-on on the core into the act's 300 movie frames.
    const c = rg.game.powerOn();
    const ran = playBk2FromPowerOn(bytes, c, () => {});
    rg.game.closeConsole(c);
    if (ran < 300) throw new Error(`the .bk2 has ${ran} emulator frames`);
    assertEqual(errors.join('\n'), '', 'console errors');
  } finally {
    await rg.stop();
  }
}

export async function importARealGameMovieOpensItsActMoviesCheckedAgainstTheEngine({ page, baseUrl }) {
  const files = realGameFiles();
  const { movieStyle } = await imp('realgame/movieStyles.ts');
  const { exportRealMovie } = await imp('realgame/exportRealMovie.ts');
  const inputs = movieStyle('backforth', 400, 5);
  const { spx, level } = await actMovie(files.dir, 'ghz1', inputs);
  const rg = await startServer(files, baseUrl, page);
  try {
    // A real-game movie from power-on, made in Node (the export's own module).
    const made = exportRealMovie(rg.game, [{ act: 'ghz1', inputs, level, name: 'ghz1' }], { author: 'e2e', rerecords: 3 });
    if (!made.ok) throw new Error('the export in Node parted from the engine');
    const errors = await openFresh(page, baseUrl);
    // The act is in this browser once a movie on it was opened.
    await openActMovie(page, files.dir, 'first.spx', spx, 400);
    const projects = await page.locator('[data-testid="project-item"]').count();
    await connect(page, rg.server);
    await page.locator('[data-testid="real-import"]').setInputFiles({ name: 'run.bk2', mimeType: 'application/octet-stream', buffer: Buffer.from(made.bk2) });
    await page.waitForSelector('[data-testid="real-imported"]', { timeout: 120000 });
    const lines = await page.locator('[data-testid="real-imported"] li').allTextContents();
    assertEqual(lines.join('\n'), '01-ghz1.spx (s1:ghz1, 400 frames): synced with the engine on 400 frames; opened', 'the import');
    await waitForText(page, 'length', '400');
    assertEqual(await page.locator('[data-testid="project-item"]').count(), projects + 1, 'projects after the import');
    assertEqual(await page.locator('[data-testid="movie-author"]').inputValue(), 'e2e', 'the imported movie\'s author');
    assertEqual(errors.join('\n'), '', 'console errors');
  } finally {
    await rg.stop();
  }
}
