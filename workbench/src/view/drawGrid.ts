/** Block grid (16 px) from zoom 1.5, pixel grid from zoom 8: where sensors snap becomes visible. */
import type { Ctx2D } from './ctx2d.ts';
import type { LevelArea } from './levelArea.ts';
import { sx, sy, worldAt, type ViewCamera } from './viewCamera.ts';

export function drawGrid(ctx: Ctx2D, area: LevelArea, camera: ViewCamera): void {
  if (camera.zoom < 1.5) return;
  const a = worldAt(camera, 0, 0);
  const b = worldAt(camera, camera.width, camera.height);
  const x0 = Math.max(0, Math.floor(a.x));
  const y0 = Math.max(0, Math.floor(a.y));
  const x1 = Math.min(area.width, Math.ceil(b.x));
  const y1 = Math.min(area.height, Math.ceil(b.y));
  ctx.save();
  ctx.lineWidth = 1;
  if (camera.zoom >= 8) {
    ctx.strokeStyle = 'rgba(255,255,255,0.08)';
    lines(ctx, camera, x0, y0, x1, y1, 1);
  }
  ctx.strokeStyle = 'rgba(255,255,255,0.2)';
  lines(ctx, camera, x0 - (x0 & 15), y0 - (y0 & 15), x1, y1, 16);
  ctx.restore();
}

function lines(ctx: Ctx2D, c: ViewCamera, x0: number, y0: number, x1: number, y1: number, step: number): void {
  ctx.beginPath();
  for (let x = x0; x <= x1; x += step) {
    const X = Math.round(sx(c, x)) + 0.5;
    ctx.moveTo(X, sy(c, y0));
    ctx.lineTo(X, sy(c, y1));
  }
  for (let y = y0; y <= y1; y += step) {
    const Y = Math.round(sy(c, y)) + 0.5;
    ctx.moveTo(sx(c, x0), Y);
    ctx.lineTo(sx(c, x1), Y);
  }
  ctx.stroke();
}
