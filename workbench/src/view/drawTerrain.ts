/**
 * Both collision layers: the player's layer opaque on top, the other dimmed beneath it, so
 * where they differ (loops, layer switches) the hidden path still shows. Only the level's area
 * (levelArea.ts) is drawn, tile by tile (terrainTiles.ts); tile edges are rounded to whole
 * screen pixels so neighbouring tiles meet without seams. Over the act's picture (`over`), only
 * the player's layer is drawn, translucent, and without the dark ground, so the picture shows
 * through the collision.
 */
import type { Ctx2D } from './ctx2d.ts';
import type { LevelArea } from './levelArea.ts';
import { TILE_PX, tileStep, type TerrainTiles } from './terrainTiles.ts';
import { sx, sy, worldAt, type ViewCamera } from './viewCamera.ts';

/** How opaque the collision is over the picture. */
export const TERRAIN_OVER_PICTURE_ALPHA = 0.4;

export function drawTerrain(ctx: Ctx2D, tiles: TerrainTiles, area: LevelArea, camera: ViewCamera, activeLayer: 0 | 1, over = false): void {
  const x = sx(camera, 0);
  const y = sy(camera, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  if (!over) {
    ctx.fillStyle = '#15151d';
    ctx.fillRect(x, y, area.width * camera.zoom, area.height * camera.zoom);
  }
  ctx.beginPath();
  ctx.rect(x, y, area.width * camera.zoom, area.height * camera.zoom);
  ctx.clip();
  const step = tileStep(camera.zoom);
  const span = TILE_PX * step;
  const a = worldAt(camera, 0, 0);
  const b = worldAt(camera, camera.width, camera.height);
  const tx0 = Math.max(0, Math.floor(a.x / span));
  const ty0 = Math.max(0, Math.floor(a.y / span));
  const tx1 = Math.min(Math.ceil(area.width / span), Math.ceil(b.x / span));
  const ty1 = Math.min(Math.ceil(area.height / span), Math.ceil(b.y / span));
  const other = activeLayer === 0 ? 1 : 0;
  for (let ty = ty0; ty < ty1; ty++) {
    const top = Math.round(sy(camera, ty * span));
    const h = Math.round(sy(camera, (ty + 1) * span)) - top;
    for (let tx = tx0; tx < tx1; tx++) {
      const left = Math.round(sx(camera, tx * span));
      const w = Math.round(sx(camera, (tx + 1) * span)) - left;
      if (over) {
        const img = tiles.tile(activeLayer, step, tx, ty);
        if (img !== null) {
          ctx.globalAlpha = TERRAIN_OVER_PICTURE_ALPHA;
          ctx.drawImage(img, left, top, w, h);
          ctx.globalAlpha = 1;
        }
        continue;
      }
      if (!tiles.sameLayers(step, tx, ty)) {
        const dim = tiles.tile(other, step, tx, ty);
        if (dim !== null) {
          ctx.globalAlpha = 0.3;
          ctx.drawImage(dim, left, top, w, h);
          ctx.globalAlpha = 1;
        }
      }
      const img = tiles.tile(activeLayer, step, tx, ty);
      if (img !== null) ctx.drawImage(img, left, top, w, h);
    }
  }
  ctx.restore();
}
