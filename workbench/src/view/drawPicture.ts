/**
 * The act's picture under the overlays: the backdrop colour over the act's area, then the
 * foreground plane's chunk images (pictureTiles.ts) of the layout cells in view, scaled without
 * smoothing and rounded to whole screen pixels so neighbouring chunks meet without seams (as
 * drawTerrain does its tiles). In an act with an underwater palette, the world rows from the
 * water surface (W_WATER_Y, v_waterpos1) down are drawn in it, as the game's H-interrupt
 * switches CRAM at that screen line. Dimmed, a dark veil goes over it so the overlays stand out.
 */
import { LZ3_PATCH_INDEX } from '../../../engine/games/s1/act/labyrinthWater.ts';
import { P_MAP_FRAME, P_STATUS, P_X, P_Y, ST_FACING_LEFT } from '../../../engine/state/layout.ts';
import { CHUNK_PX, LAYOUT_ROW_BYTES } from '../../../render/s1ActPicture.ts';
import type { Ctx2D } from './ctx2d.ts';
import type { LevelArea } from './levelArea.ts';
import type { PictureTiles } from './pictureTiles.ts';
import { sx, sy, worldAt, type ViewCamera } from './viewCamera.ts';

/** The veil of a dimmed picture: the view's own background colour, mostly opaque. */
export const DIM_VEIL = 'rgba(11, 11, 16, 0.6)';

/**
 * Draws the picture; `patch` is the layout byte LZ3 has written into its changing cell this
 * frame (0: the act's own); `waterY` the first world row under water, or null; `underlay` what
 * goes over the backdrop and under the foreground (the background plane: drawBackground.ts),
 * clipped to the act. Returns how many chunk cells it drew.
 */
export function drawPicture(ctx: Ctx2D, tiles: PictureTiles, area: LevelArea, camera: ViewCamera, dim: boolean, patch = 0, waterY: number | null = null, underlay?: (ctx: Ctx2D) => void): number {
  const x = sx(camera, 0);
  const y = sy(camera, 0);
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, area.width * camera.zoom, area.height * camera.zoom);
  ctx.clip();
  ctx.fillStyle = tiles.backdropCss;
  ctx.fillRect(x, y, area.width * camera.zoom, area.height * camera.zoom);
  underlay?.(ctx);
  ctx.restore();
  let drawn = 0;
  const surface = waterY === null || !tiles.hasWater ? null : Math.round(sy(camera, waterY));
  if (surface === null) drawn = drawCells(ctx, tiles, area, camera, patch, false, -Infinity, Infinity);
  else {
    drawn = drawCells(ctx, tiles, area, camera, patch, false, -Infinity, surface);
    drawn += drawCells(ctx, tiles, area, camera, patch, true, surface, Infinity);
  }
  if (dim) {
    ctx.fillStyle = DIM_VEIL;
    ctx.fillRect(x, y, area.width * camera.zoom, area.height * camera.zoom);
  }
  return drawn;
}

/** The chunk cells in view within the screen rows [top, bottom), in the dry or the underwater colours. */
function drawCells(ctx: Ctx2D, tiles: PictureTiles, area: LevelArea, camera: ViewCamera, patch: number, wet: boolean, clipTop: number, clipBottom: number): number {
  const x = sx(camera, 0);
  const y = sy(camera, 0);
  const top0 = Math.max(y, clipTop);
  const bottom0 = Math.min(y + area.height * camera.zoom, clipBottom);
  if (bottom0 <= top0) return 0;
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.beginPath();
  ctx.rect(x, top0, area.width * camera.zoom, bottom0 - top0);
  ctx.clip();
  const a = worldAt(camera, 0, Math.max(0, top0));
  const b = worldAt(camera, camera.width, Math.min(camera.height, bottom0));
  const c0 = Math.max(0, Math.floor(a.x / CHUNK_PX));
  const r0 = Math.max(0, Math.floor(a.y / CHUNK_PX));
  const c1 = Math.min(Math.ceil(area.width / CHUNK_PX), Math.ceil(b.x / CHUNK_PX));
  const r1 = Math.min(Math.ceil(area.height / CHUNK_PX), Math.ceil(b.y / CHUNK_PX));
  let drawn = 0;
  for (let row = r0; row < r1; row++) {
    const top = Math.round(sy(camera, row * CHUNK_PX));
    const h = Math.round(sy(camera, (row + 1) * CHUNK_PX)) - top;
    for (let col = c0; col < c1; col++) {
      const override = patch !== 0 && row * LAYOUT_ROW_BYTES + col === LZ3_PATCH_INDEX ? patch : undefined;
      const chunk = tiles.picture.chunkAt(col, row, override);
      if (chunk < 0) continue;
      const img = tiles.image(chunk, wet);
      if (img === null) continue;
      const left = Math.round(sx(camera, col * CHUNK_PX));
      ctx.drawImage(img, left, top, Math.round(sx(camera, (col + 1) * CHUNK_PX)) - left, h);
      drawn++;
    }
  }
  ctx.restore();
  return drawn;
}

/**
 * Sonic's sprite over the picture: his mapping frame (P_MAP_FRAME) facing as his status says,
 * centred on his pixel, in the underwater colours below the surface; then the foreground's
 * high-priority pixels over him (his art tile has priority clear, as the game gives it), as the
 * VDP composes a low-priority sprite under a high-priority plane. Returns whether he was drawn.
 */
export function drawSonic(ctx: Ctx2D, tiles: PictureTiles, state: Int32Array, area: LevelArea, camera: ViewCamera, patch = 0, waterY: number | null = null): boolean {
  const flip = (state[P_STATUS] & ST_FACING_LEFT) !== 0;
  const frame = state[P_MAP_FRAME];
  const dry = tiles.sonic(frame, flip, false);
  if (dry === null) return false;
  const wx = (state[P_X] >> 8) + dry.left;
  const wy = (state[P_Y] >> 8) + dry.top;
  const left = Math.round(sx(camera, wx));
  const top = Math.round(sy(camera, wy));
  const w = Math.round(sx(camera, wx + dry.width)) - left;
  const h = Math.round(sy(camera, wy + dry.height)) - top;
  const surface = waterY === null || !tiles.hasWater ? Infinity : Math.round(sy(camera, waterY));
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.beginPath();
  ctx.rect(left, top, w, h);
  ctx.clip();
  const parts: [boolean, number, number][] = surface === Infinity ? [[false, top, top + h]] : [[false, top, Math.min(top + h, surface)], [true, Math.max(top, surface), top + h]];
  for (const [wet, y0, y1] of parts) {
    if (y1 <= y0) continue;
    ctx.save();
    ctx.beginPath();
    ctx.rect(left, y0, w, y1 - y0);
    ctx.clip();
    const sprite = wet ? tiles.sonic(frame, flip, true) : dry;
    if (sprite !== null) ctx.drawImage(sprite.img, left, top, w, h);
    // The chunks under him: their high-priority pixels in front.
    for (let row = Math.floor(wy / CHUNK_PX); row <= Math.floor((wy + dry.height - 1) / CHUNK_PX); row++) {
      for (let col = Math.floor(wx / CHUNK_PX); col <= Math.floor((wx + dry.width - 1) / CHUNK_PX); col++) {
        if (col < 0 || row < 0 || col * CHUNK_PX >= area.width || row * CHUNK_PX >= area.height) continue;
        const override = patch !== 0 && row * LAYOUT_ROW_BYTES + col === LZ3_PATCH_INDEX ? patch : undefined;
        const chunk = tiles.picture.chunkAt(col, row, override);
        const front = chunk < 0 ? null : tiles.front(chunk, wet);
        if (front === null) continue;
        const cl = Math.round(sx(camera, col * CHUNK_PX));
        const ct = Math.round(sy(camera, row * CHUNK_PX));
        ctx.drawImage(front, cl, ct, Math.round(sx(camera, (col + 1) * CHUNK_PX)) - cl, Math.round(sy(camera, (row + 1) * CHUNK_PX)) - ct);
      }
    }
    ctx.restore();
  }
  ctx.restore();
  return true;
}
