/**
 * Everything the level view draws, and the view camera, behind one object that owns its
 * canvas. It normally lives in the engine worker on the page canvas's OffscreenCanvas
 * (transferControlToOffscreen): the worker steps a frame and paints it in the same task, and
 * the compositor shows it without the page's main thread. That matters because Chromium
 * defers posted messages after a key press until the page has rendered a frame, so a picture
 * that waits for the worker's answer on the page arrives up to a display frame late. Where
 * OffscreenCanvas cannot be transferred, LevelCanvas runs the same painter on the page.
 *
 * A new frame of the movie paints at once (RafLoop.now); camera moves and overlay toggles
 * coalesce into one paint per animation frame.
 */
import type { Level } from '../../../engine/level/types.ts';
import { Terrain } from '../../../engine/terrain/terrain.ts';
import { P_LAYER, P_X, P_Y, W_LAYOUT_PATCH, W_LEVEL_FRAME, W_WATER, W_WATER_Y } from '../../../engine/state/layout.ts';
import { LZ3_PATCH_INDEX } from '../../../engine/games/s1/act/labyrinthWater.ts';
import type { Ctx2D } from './ctx2d.ts';
import { drawCameraBorder } from './drawCameraBorder.ts';
import { drawGrid } from './drawGrid.ts';
import { drawInputDisplay } from './drawInputDisplay.ts';
import { drawObjects } from './drawObjects.ts';
import { drawScriptOverlay, type DrawCommand } from './drawScriptOverlay.ts';
import { drawPath } from './drawPath.ts';
import { drawPlayer } from './drawPlayer.ts';
import { drawSensors } from './drawSensors.ts';
import { drawSpecialStage } from './drawSpecialStage.ts';
import type { SpecialStageView } from '../worker/actRunView.ts';
import { drawTerrain } from './drawTerrain.ts';
import { DIM_VEIL, drawPicture, drawSonic } from './drawPicture.ts';
import { paintObjectSprites } from './drawObjectSprites.ts';
import { PictureTiles } from './pictureTiles.ts';
import { BackgroundView } from './drawBackground.ts';
import { CycledColours } from './cycledColours.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';
import { drawWater } from './drawWater.ts';
import { levelArea } from './levelArea.ts';
import { TerrainTiles } from './terrainTiles.ts';
import { makeRafLoop, type FrameScheduler, type RafLoop } from './rafLoop.ts';
import { sensorProbes } from './sensorProbes.ts';
import { panBy, sx, sy, zoomAt, type ViewCamera } from './viewCamera.ts';

/** What the painter needs of a frame view; it keeps its own copies (the view's buffers move on). */
export interface PaintedFrame {
  readonly frame: number;
  readonly state: Int32Array;
  /** Where the partner's block starts in `state` (0: no partner). */
  readonly partnerBase: number;
  readonly path: Int32Array;
  readonly objects: Int32Array;
  /** Buttons held on the frame that led here (the input display). */
  readonly input: number;
  /** A run of acts in a special stage (worker/actRunView.ts): drawn instead of the act (drawSpecialStage.ts). */
  readonly special?: SpecialStageView | null;
}

export interface ViewOptions {
  /** Keep the player centred. */
  readonly follow: boolean;
  /** Emphasise object solid boxes. */
  readonly solid: boolean;
  /** Draw touch hitboxes. */
  readonly touch: boolean;
  /** Draw the input display (the buttons held this frame). */
  readonly inputs?: boolean;
  /** Draw the act's picture where its art is there (default on); else the collision view. */
  readonly picture?: boolean;
  /** Over the picture: the collision, boxes, sensors and path (default on); off, the picture alone. */
  readonly overlays?: boolean;
  /** The picture dimmed under the overlays. */
  readonly dim?: boolean;
}

/**
 * Called after a movie frame is painted: its number, when the paint began and ended
 * (performance.now of the painter's thread), and the sensor label boxes drawn (x, y, w, h each).
 */
export type PaintedListener = (frame: number, start: number, end: number, labels: readonly number[]) => void;

/** The dimmed picture's veil over the act's area. */
function dimArea(ctx: Ctx2D, area: { width: number; height: number }, camera: ViewCamera): void {
  ctx.fillStyle = DIM_VEIL;
  ctx.fillRect(sx(camera, 0), sy(camera, 0), area.width * camera.zoom, area.height * camera.zoom);
}

/** Milliseconds of chunk images made ahead per task (pictureTiles.ts warm). */
const WARM_MS = 4;

/** Branch thumbnails: large enough for the hover preview, shown small in the list. */
export const THUMB_WIDTH = 240;
export const THUMB_HEIGHT = 160;

export class ViewPainter {
  private camera: ViewCamera = { cx: 160, cy: 112, zoom: 2, width: 1, height: 1 };
  private dpr = 1;
  private options: ViewOptions = { follow: true, solid: false, touch: false };
  private level: Level | null = null;
  private terrain: Terrain | null = null;
  private tiles: TerrainTiles | null = null;
  /** The act's art as last given (it may be another act's until the level catches up), and its chunk images for this level. */
  private art: S1ActArt | null = null;
  private pictureTiles: PictureTiles | null = null;
  /** The picture's palette cycling (cycledColours.ts), made with its tiles. */
  private cycledColours: CycledColours | null = null;
  /** The background view made for these chunk images (null view: it could not be made). */
  private background: { readonly tiles: PictureTiles; readonly view: BackgroundView | null } | null = null;
  private frame: PaintedFrame | null = null;
  private drawings: readonly DrawCommand[] = [];
  /** The frame painted by the latest paint, or -1; a paint of the same frame (a pan) is not reported. */
  private reported = -1;
  private readonly loop: RafLoop;

  constructor(
    private readonly canvas: OffscreenCanvas | HTMLCanvasElement,
    private readonly onPainted: PaintedListener = () => {},
    frames?: FrameScheduler,
  ) {
    this.loop = makeRafLoop(() => this.paint(), frames);
  }

  setLevel(level: Level | null): void {
    if (level === this.level) return;
    this.level = level;
    this.terrain = level === null ? null : new Terrain(level);
    this.tiles = level === null ? null : new TerrainTiles(level);
    this.pictureTiles = null;
    this.fitArt();
    this.frame = null;
    this.loop.request();
  }

  /** The art of a real act's picture (render/s1ActPicture.ts), or null: drawn when it is the loaded act's. */
  setArt(art: S1ActArt | null): void {
    if (art === this.art) return;
    this.art = art;
    this.pictureTiles = null;
    this.fitArt();
    this.loop.request();
  }

  /** The act's background plane (drawBackground.ts) for the picture being drawn, made the first time; null where the art has no background tables. */
  private backgroundView(): BackgroundView | null {
    const tiles = this.pictureTiles;
    const tables = this.art?.background ?? null;
    const act = this.level?.act;
    if (tiles === null || tables === null || act === undefined || this.level === null) return null;
    if (this.background?.tiles !== tiles) {
      try {
        this.background = { tiles, view: new BackgroundView(tiles.picture, act, this.level, tables) };
      } catch (e) {
        console.error('level view: the act\'s background could not be built', e);
        this.background = { tiles, view: null };
      }
    }
    return this.background.view;
  }

  /** Whether the picture can be drawn: the level is a real act and the art is its own. */
  get hasPicture(): boolean {
    return this.pictureTiles !== null;
  }

  private fitArt(): void {
    const act = this.level?.act;
    if (this.pictureTiles !== null || act === undefined || this.art === null || !PictureTiles.fits(this.art, act)) return;
    try {
      const tiles = new PictureTiles(this.art, act);
      this.pictureTiles = tiles;
      this.cycledColours = new CycledColours(tiles.picture, act.zone, act.act, this.art.cycles ?? null);
      // The act's chunk images made ahead, a few ms between paints, while this art is shown.
      const warm = (): void => {
        if (this.pictureTiles === tiles && tiles.warm(WARM_MS)) setTimeout(warm, 0);
      };
      setTimeout(warm, 0);
    } catch (e) {
      // Art that does not fit the act must not break the view: the collision view stays.
      console.error('level view: the act\'s picture could not be built', e);
    }
  }

  /** The painter's own copy of the frame it shows (null before the first, or after a level change). */
  get shown(): PaintedFrame | null {
    return this.frame;
  }

  /** A new movie frame: copied, then painted now if this display frame has not painted yet. */
  show(f: PaintedFrame): void {
    this.frame = {
      frame: f.frame, state: f.state.slice(), partnerBase: f.partnerBase, path: f.path.slice(), objects: f.objects.slice(), input: f.input,
      special: f.special ?? null,
    };
    this.reported = -1;
    this.loop.now();
  }

  /** What scripts draw over the view (replaces the previous drawing). */
  setDrawings(commands: readonly DrawCommand[]): void {
    this.drawings = commands;
    this.loop.request();
  }

  /** The canvas's CSS size and the device pixel ratio. */
  resize(width: number, height: number, dpr: number): void {
    this.dpr = dpr > 0 ? dpr : 1;
    this.canvas.width = Math.max(1, Math.round(width * this.dpr));
    this.canvas.height = Math.max(1, Math.round(height * this.dpr));
    this.camera = { ...this.camera, width, height };
    this.loop.request();
  }

  /** Zooms by `factor` around the screen point (CSS px). */
  zoomAt(x: number, y: number, factor: number): void {
    this.camera = zoomAt(this.camera, x, y, factor);
    this.loop.request();
  }

  /** Drags the view by a screen distance (CSS px). */
  panBy(dx: number, dy: number): void {
    this.camera = panBy(this.camera, dx, dy);
    this.loop.request();
  }

  setOptions(options: ViewOptions): void {
    this.options = options;
    this.loop.request();
  }

  /** A small PNG of the current view, for branch thumbnails. */
  async thumbnail(): Promise<Uint8Array | null> {
    this.paint();
    const small = new OffscreenCanvas(THUMB_WIDTH, THUMB_HEIGHT);
    const c = small.getContext('2d');
    if (c === null) return null;
    c.drawImage(this.canvas, 0, 0, THUMB_WIDTH, THUMB_HEIGHT);
    const blob = await small.convertToBlob({ type: 'image/png' });
    return new Uint8Array(await blob.arrayBuffer());
  }

  stop(): void {
    this.loop.stop();
  }

  private paint(): void {
    const start = performance.now();
    const f = this.frame;
    let labels: readonly number[] = [];
    try {
      labels = this.draw();
    } finally {
      // Reported even when drawing failed part-way, so the frame still reaches the page.
      if (f !== null && this.reported !== f.frame) {
        this.reported = f.frame;
        this.onPainted(f.frame, start, performance.now(), labels);
      }
    }
  }

  /**
   * A real act's run-time layout change (LZ3) as the frame has it: the drawn terrain and the
   * sensor probes read the layout the engine read (world.ts syncTerrain).
   */
  private followLayout(level: Level, state: Int32Array): void {
    const act = level.act;
    if (act === undefined) return;
    const patch = state[W_LAYOUT_PATCH];
    this.tiles!.setLayoutPatch(patch);
    const t = this.terrain!;
    if (patch === t.patchedCell) return;
    t.setLayoutCell(act, LZ3_PATCH_INDEX, patch !== 0 ? patch : act.layout[LZ3_PATCH_INDEX]);
    t.patchedCell = patch;
  }

  /** Draws everything; the sensor label boxes drawn. */
  private draw(): readonly number[] {
    const ctx = this.canvas.getContext('2d') as Ctx2D | null;
    if (ctx === null) return [];
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
    ctx.fillStyle = '#0b0b10';
    ctx.fillRect(0, 0, this.camera.width, this.camera.height);
    const level = this.level;
    const f = this.frame;
    if (f?.special != null) {
      // The run is in a special stage: the act's world stands as its giant ring left it.
      drawSpecialStage(ctx, f.special, this.camera.width, this.camera.height);
      if (this.options.inputs !== false) drawInputDisplay(ctx, f.input, this.camera);
      return [];
    }
    if (level === null) return [];
    if (f !== null && this.options.follow) this.camera = { ...this.camera, cx: (f.state[P_X] >> 8) + 0.5, cy: (f.state[P_Y] >> 8) + 0.5 };
    const camera = this.camera;
    if (f !== null) this.followLayout(level, f.state);
    const area = levelArea(level, f?.state ?? null);
    const layer = f !== null && f.state[P_LAYER] !== 0 ? 1 : 0;
    const picture = this.options.picture !== false ? this.pictureTiles : null;
    const overlays = picture === null || this.options.overlays !== false;
    if (picture !== null) {
      const waterY = f !== null && f.state[W_WATER] !== 0 ? f.state[W_WATER_Y] : null;
      const patch = f === null ? 0 : f.state[W_LAYOUT_PATCH];
      // The palettes as cycled at this frame (GHZ's waterfalls and water, LZ's, SLZ's, SYZ's lights).
      const colours = f === null ? null : (this.cycledColours?.at(f.state[W_LEVEL_FRAME]) ?? null);
      if (colours !== null) picture.setColours(colours);
      drawPicture(ctx, picture, area, camera, false, patch, waterY, f === null ? undefined : (c) => this.backgroundView()?.draw(c, f.state, camera, waterY, colours));
      if (f !== null) paintObjectSprites(ctx, picture, f.state, camera, waterY);
      if (f !== null) drawSonic(ctx, picture, f.state, area, camera, patch, waterY);
      if (this.options.dim === true) dimArea(ctx, area, camera);
      if (overlays) drawTerrain(ctx, this.tiles!, area, camera, layer, true);
    } else {
      drawTerrain(ctx, this.tiles!, area, camera, layer);
    }
    if (overlays) drawGrid(ctx, area, camera);
    if (f === null) return [];
    let labels: readonly number[] = [];
    if (overlays) {
      drawWater(ctx, f.state, camera);
      drawObjects(ctx, f.objects, camera, this.options);
      drawPath(ctx, f.path, camera);
      drawCameraBorder(ctx, f.state, camera);
      if (f.partnerBase > 0) {
        // The partner with its own sensors: the player routines' view of its block.
        const p2 = f.state.subarray(f.partnerBase);
        drawPlayer(ctx, p2, camera, true);
        drawSensors(ctx, sensorProbes(this.terrain!, p2), camera);
      }
      drawPlayer(ctx, f.state, camera);
      labels = drawSensors(ctx, sensorProbes(this.terrain!, f.state), camera);
    }
    drawScriptOverlay(ctx, this.drawings, camera);
    if (this.options.inputs !== false) drawInputDisplay(ctx, f.input, camera);
    return labels;
  }
}
