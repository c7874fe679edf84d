/**
 * Both collision layers: the player's layer opaque on top, the other dimmed beneath it, so
 * where they differ (loops, layer switches) the hidden path still shows.
 */
import type { Ctx2D } from './ctx2d.ts';
import type { Level } from '../../../engine/level/types.ts';
import { terrainImage } from './terrainImage.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export function drawTerrain(ctx: Ctx2D, level: Level, camera: ViewCamera, activeLayer: 0 | 1): void {
  const x = sx(camera, 0);
  const y = sy(camera, 0);
  const w = level.widthBlocks * 16 * camera.zoom;
  const h = level.heightBlocks * 16 * camera.zoom;
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.fillStyle = '#15151d';
  ctx.fillRect(x, y, w, h);
  ctx.globalAlpha = 0.3;
  ctx.drawImage(terrainImage(level, activeLayer === 0 ? 1 : 0), x, y, w, h);
  ctx.globalAlpha = 1;
  ctx.drawImage(terrainImage(level, activeLayer), x, y, w, h);
  ctx.restore();
}
