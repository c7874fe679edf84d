/** The recent path of the player's centre (x0, y0, x1, y1 … px, oldest first), fading with age. */
import type { Ctx2D } from './ctx2d.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export function drawPath(ctx: Ctx2D, path: Int32Array, camera: ViewCamera): void {
  const n = path.length >> 1;
  if (n < 2) return;
  ctx.save();
  ctx.lineWidth = 2;
  const half = camera.zoom / 2;
  for (let i = 1; i < n; i++) {
    ctx.strokeStyle = `rgba(255, 120, 220, ${(0.15 + (0.85 * i) / n).toFixed(3)})`;
    ctx.beginPath();
    ctx.moveTo(sx(camera, path[2 * i - 2]) + half, sy(camera, path[2 * i - 1]) + half);
    ctx.lineTo(sx(camera, path[2 * i]) + half, sy(camera, path[2 * i + 1]) + half);
    ctx.stroke();
  }
  ctx.restore();
}
