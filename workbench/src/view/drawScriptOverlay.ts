/**
 * What scripts draw on the level view (the script API's draw.rect / line / text), in world
 * pixels, on top of everything else until the script clears it or stops.
 */
import type { Ctx2D } from './ctx2d.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export type DrawCommand =
  | { readonly kind: 'rect'; readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly colour: string }
  | { readonly kind: 'line'; readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number; readonly colour: string }
  | { readonly kind: 'text'; readonly x: number; readonly y: number; readonly text: string; readonly colour: string };

export function drawScriptOverlay(ctx: Ctx2D, commands: readonly DrawCommand[], camera: ViewCamera): void {
  if (commands.length === 0) return;
  ctx.save();
  ctx.lineWidth = 1.5;
  ctx.font = '11px ui-monospace, monospace';
  for (const c of commands) {
    ctx.strokeStyle = c.colour;
    ctx.fillStyle = c.colour;
    if (c.kind === 'rect') ctx.strokeRect(sx(camera, c.x), sy(camera, c.y), c.w * camera.zoom, c.h * camera.zoom);
    else if (c.kind === 'line') {
      ctx.beginPath();
      ctx.moveTo(sx(camera, c.x1), sy(camera, c.y1));
      ctx.lineTo(sx(camera, c.x2), sy(camera, c.y2));
      ctx.stroke();
    } else ctx.fillText(c.text, sx(camera, c.x), sy(camera, c.y));
  }
  ctx.restore();
}
