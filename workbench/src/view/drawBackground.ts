/**
 * The act's background plane in the level view: the game shows it only on its screen, so it is
 * drawn in the game camera's 320x224 rectangle (C_X, C_Y), as the game scrolls it at this frame
 * (render/s1BackgroundCamera.ts: derived from the camera, the act's start camera and the level
 * frame counter, so any frame seeked to is exact; render/s1BackgroundPlane.ts: the plane's
 * pixels), under the foreground chunks (drawPicture.ts calls it after the backdrop). In the
 * underwater palette from the water line down. The screen image is rebuilt only when the scroll
 * changes (a pan or zoom reuses it).
 *
 * Simplified against the game: the background is drawn wholly behind the foreground (the VDP
 * puts a high-priority background pixel over a low-priority foreground one; the renderer's
 * `S1BackgroundPlane.screen` does, this view does not), and while Sonic is dead the engine's
 * frame counter goes on where DeformLayers has stopped (GHZ's clouds, LZ's wobble run on).
 */
import type { RealAct } from '../../../engine/level/realAct.ts';
import type { Level } from '../../../engine/level/types.ts';
import { C_X, C_Y, W_LEVEL_FRAME } from '../../../engine/state/layout.ts';
import type { S1ActPicture } from '../../../render/s1ActPicture.ts';
import type { S1BackgroundTables } from '../../../render/s1BackgroundTables.ts';
import { s1BackgroundScroll, s1StartCamera, type S1CameraInput } from '../../../render/s1BackgroundCamera.ts';
import { S1BackgroundPlane } from '../../../render/s1BackgroundPlane.ts';
import type { Ctx2D } from './ctx2d.ts';
import type { ColourState } from './cycledColours.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export const GAME_SCREEN_W = 320;
export const GAME_SCREEN_H = 224;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function makeCanvas(): Canvas | null {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(GAME_SCREEN_W, GAME_SCREEN_H);
  if (typeof document !== 'undefined') {
    const c = document.createElement('canvas');
    c.width = GAME_SCREEN_W;
    c.height = GAME_SCREEN_H;
    return c;
  }
  return null;
}

export class BackgroundView {
  private readonly plane: S1BackgroundPlane;
  private readonly start: { x: number; y: number };
  private readonly canvas: Canvas | null = makeCanvas();
  private readonly ctx: Ctx2D | null = (this.canvas?.getContext('2d') ?? null) as Ctx2D | null;
  private readonly image: ImageData | null = this.ctx?.createImageData(GAME_SCREEN_W, GAME_SCREEN_H) ?? null;
  private key = '';
  /** How many times the screen image was rebuilt (a pan reuses it). */
  builds = 0;

  constructor(
    private readonly picture: S1ActPicture,
    private readonly act: RealAct,
    level: Level,
    private readonly tables: S1BackgroundTables,
  ) {
    this.start = s1StartCamera(level.start, act.size);
    const at = s1BackgroundScroll(this.input(this.start.x, this.start.y, 0, undefined), tables);
    if (at === null) throw new Error(`no background scroll for zone ${act.zone}`);
    this.plane = new S1BackgroundPlane(picture, act, act.zone, act.act, tables, at);
  }

  private input(x: number, y: number, frame: number, waterY: number | undefined): S1CameraInput {
    return { zone: this.act.zone, act: this.act.act, startX: this.start.x, startY: this.start.y, x, y, frame, waterY };
  }

  /** Draws the background in the game's screen rectangle; `waterY` the first world row under water, or null. Returns whether it drew. */
  draw(ctx: Ctx2D, state: Int32Array, camera: ViewCamera, waterY: number | null, colours: ColourState | null = null): boolean {
    if (this.canvas === null || this.ctx === null || this.image === null) return false;
    const x = state[C_X];
    const y = state[C_Y];
    const frame = state[W_LEVEL_FRAME];
    const key = `${x},${y},${frame},${waterY},${colours?.key ?? ''}`;
    if (key !== this.key) {
      const scroll = s1BackgroundScroll(this.input(x, y, frame, waterY ?? undefined), this.tables);
      if (scroll === null) return false;
      const px = this.plane.screenB(scroll, GAME_SCREEN_W, GAME_SCREEN_H);
      // Palette cycling (cycledColours.ts) where the painter gives it.
      const dry = colours?.dry ?? this.picture.colours;
      const wet = colours?.wet ?? this.picture.coloursFor(true);
      const line = waterY === null ? Infinity : waterY - y;
      const out = new Uint32Array(this.image.data.buffer);
      for (let j = 0; j < GAME_SCREEN_H; j++) {
        const colours = j >= line ? wet : dry;
        for (let i = 0; i < GAME_SCREEN_W; i++) {
          const v = px[j * GAME_SCREEN_W + i];
          out[j * GAME_SCREEN_W + i] = v === 0 ? 0 : colours[v & 0x3f];
        }
      }
      this.ctx.putImageData(this.image, 0, 0);
      this.key = key;
      this.builds++;
    }
    const left = Math.round(sx(camera, x));
    const top = Math.round(sy(camera, y));
    ctx.save();
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.canvas, left, top, Math.round(sx(camera, x + GAME_SCREEN_W)) - left, Math.round(sy(camera, y + GAME_SCREEN_H)) - top);
    ctx.restore();
    return true;
  }
}
