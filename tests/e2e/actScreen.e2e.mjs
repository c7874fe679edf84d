/**
 * The workbench's picture of GHZ1 against the real game's screen, in real Chromium: the act
 * booted from power-on in Genesis Plus GX (the core and REV01 ROM tools/buildRealGame.mjs built)
 * and played holding Right, its frame buffer read; the same movie played in the workbench on
 * GHZ1 from the disassembly folder, sought to the same frame, the picture alone on the canvas
 * (no overlays, no input display), and every sampled pixel of the game's 320x224 screen compared
 * colour for colour with the canvas pixel that shows the same world pixel. Skipped when the real
 * game is not built.
 *
 * Which frames: the emulator's screen after its frame n + 1 shows the state frame n left (the
 * VBlank at its start copies the scroll and the sprite table the previous pass wrote:
 * tests/render/s1Background.realGame.test.ts), so it is compared with the workbench at frame n.
 *
 * The tolerance, and why: the view draws the checkout's art as the pattern load cues leave it
 * (with the palettes cycled as PalCycle_GHZ cycles them: cycledColours.ts), so what the game
 * animates differs — AnimateLevelGfx's patterns, GHZ's flowers and waterfall: 702 of 65,632
 * pixels (1.1%) of GHZ1's frame 300 in the Node comparison (docs/art.md). Outside the VDP's
 * sprites at most 2% of the compared pixels may differ (58 of 5,233 here; 469 without the palette
 * cycling), and the figure is recorded. Inside the sprites (Sonic, the objects, and the HUD and
 * the objects whose art tile is not one constant, which the view does not draw) the share equal is
 * recorded and must be over half.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { assertEqual, canvasPixels, goto, importMovie, openApp, realGameFiles, recordFigure, stableCanvas, until, waitForHash, waitForText } from './support.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const imp = (p) => import(pathToFileURL(join(ROOT, p)).href);
/** The frame compared: GHZ1's first loop is on screen, scrolled from the start. */
const FRAME = 300;
const WIDTH = 320;
const HEIGHT = 224;
/** Every STEP-th world pixel of the screen, both ways. */
const STEP = 3;
const MAX_DIFFER_OUTSIDE_SPRITES = 0.02;

/**
 * The real game's screen after FRAME + 1 frames of Right from GHZ1's first frame, the VDP's
 * sprite boxes on it, and the camera RAM held after FRAME frames; and the engine's state after
 * FRAME frames of the same inputs.
 */
async function bothSides(files) {
  const [{ RealGame }, { nodeDisasmSource }, { readRamSymbols }, { openS1Disassembly }, { createWorld }, { BTN_RIGHT }, { spriteMask }, layout] = await Promise.all([
    imp('realgame/realGameSession.ts'), imp('importers/s1/nodeDisasmSource.ts'), imp('importers/s1/ramSymbols.ts'), imp('importers/s1/importS1.ts'),
    imp('engine/world/world.ts'), imp('engine/input.ts'), imp('tests/support/vdpSpriteMask.ts'), imp('engine/state/layout.ts'),
  ]);
  const source = nodeDisasmSource(files.dir);
  const game = new RealGame(files.core, files.rom, source);
  try {
    const sym = readRamSymbols(game.program, source);
    const c = game.bootAct('ghz1').console;
    for (let k = 0; k < FRAME; k++) c.run(BTN_RIGHT);
    const camera = { x: c.word(sym.value('v_screenposx')), y: c.word(sym.value('v_screenposy')) };
    c.setVideo(true);
    c.run(BTN_RIGHT);
    const shot = c.picture();
    const mask = spriteMask(c.videoRam(), shot.width, shot.height);
    game.closeConsole(c);
    const level = openS1Disassembly(source, 1).importAct('ghz1').level;
    const world = createWorld(level, { profile: 's1', character: 'sonic' });
    for (let k = 0; k < FRAME; k++) world.step(BTN_RIGHT);
    const engine = { x: world.state[layout.C_X], y: world.state[layout.C_Y], px: world.state[layout.P_X] >> 8, py: world.state[layout.P_Y] >> 8 };
    return { shot: { width: shot.width, height: shot.height, pixels: Array.from(shot.pixels) }, mask, camera, engine, hash: world.hash(), level };
  } finally {
    game.close();
  }
}

/** RGB (the canvas's, as render/vdpColour.ts vdpRgb expands a colour word) to the core's RGB565, for every colour word. */
async function rgbTo565() {
  const { vdpRgb, vdpRgb565 } = await imp('render/vdpColour.ts');
  const out = new Map();
  for (let w = 0; w < 0x1000; w += 2) out.set(vdpRgb(w) & 0xffffff, vdpRgb565(w));
  return out;
}

export async function theWorkbenchsPictureOfGhz1IsTheRealGamesScreen({ page, baseUrl, artifacts }) {
  const files = realGameFiles();
  const real = await bothSides(files);
  // The engine plays the game's frames here (tests/realgame/regressionNet.test.ts): the same camera.
  assertEqual(`${real.engine.x},${real.engine.y}`, `${real.camera.x},${real.camera.y}`, `the engine's camera after ${FRAME} frames against the game's`);
  const errors = await openApp(page, baseUrl);
  await page.locator('[data-testid="disasm-folder"]').setInputFiles(files.dir);
  await page.waitForSelector('[data-testid="disasm-folder-info"]', { timeout: 30000 });
  await page.locator('[data-testid="act-select"]').selectOption('ghz1');
  await waitForText(page, 'level-name', real.level.name, 30000);
  await importMovie(page, 'right.txt', `${FRAME},R\n`, FRAME);
  await goto(page, FRAME);
  await waitForHash(page, real.hash);
  await until(async () => (await page.locator('[data-testid="level-canvas"]').getAttribute('data-art-act')) === 'ghz1' && (await page.locator('[data-testid="picture-notice"]').count()) === 0, 'the picture never came', 15000);
  await page.locator('[data-testid="picture-overlays"]').uncheck();
  await page.locator('[data-testid="overlay-inputs"]').uncheck();
  await stableCanvas(page);

  // The view follows Sonic at zoom 2, its centre on the middle of his pixel: world pixel wx is under canvas x = sx0 + 2 wx + 1.
  const box = await page.locator('[data-testid="level-canvas"]').boundingBox();
  const sx0 = box.width / 2 - 2 * (real.engine.px + 0.5);
  const sy0 = box.height / 2 - 2 * (real.engine.py + 0.5);
  const points = [];
  for (let y = 0; y < HEIGHT; y += STEP) {
    for (let x = 0; x < WIDTH; x += STEP) {
      const cx = sx0 + 2 * (real.camera.x + x) + 1;
      const cy = sy0 + 2 * (real.camera.y + y) + 1;
      if (cx >= 1 && cy >= 1 && cx < box.width - 1 && cy < box.height - 1) points.push({ x, y, cx, cy });
    }
  }
  if (points.length < 2000) throw new Error(`only ${points.length} of the screen's pixels are on the canvas`);
  const got = await canvasPixels(page, points.map((p) => [p.cx, p.cy]));
  const to565 = await rgbTo565();
  let outside = 0;
  let outsideDiffer = 0;
  let inside = 0;
  let insideEqual = 0;
  let first = null;
  points.forEach((p, i) => {
    const i565 = to565.get((got[i][0] << 16) | (got[i][1] << 8) | got[i][2]);
    const want = real.shot.pixels[p.y * real.shot.width + p.x];
    const equal = i565 === want;
    if (real.mask[p.y * real.shot.width + p.x] !== 0) {
      inside++;
      if (equal) insideEqual++;
    } else {
      outside++;
      if (!equal) {
        outsideDiffer++;
        first ??= `screen (${p.x}, ${p.y}): canvas ${got[i].join(',')} vs the game's RGB565 $${want.toString(16)}`;
      }
    }
  });
  await page.locator('[data-testid="level-canvas"]').screenshot({ path: join(artifacts, 'act-screen-ghz1.png') });
  recordFigure(artifacts, 'actScreenGhz1Compared', { frame: FRAME, outside, outsideDiffer, inside, insideEqual });
  if (outside < 1500) throw new Error(`only ${outside} compared pixels outside the sprites`);
  if (outsideDiffer > outside * MAX_DIFFER_OUTSIDE_SPRITES) throw new Error(`${outsideDiffer} of ${outside} pixels outside the sprites differ from the game's screen; first at ${first}`);
  if (inside < 50 || insideEqual * 2 < inside) throw new Error(`only ${insideEqual} of ${inside} sprite pixels equal the game's screen`);
  assertEqual(errors.join('\n'), '', 'console errors');
}
