/**
 * The water (W_WATER, W_WATER_Y): a line at the surface and a translucent fill below it, to the
 * bottom of the view. Read from the frame's state, so a surface that moves (a level script
 * changing W_WATER_Y) is drawn where the engine has it on that frame. A player whose centre is
 * below the line (y greater than the surface) is underwater.
 */
import type { Ctx2D } from './ctx2d.ts';
import { W_WATER, W_WATER_Y } from '../../../engine/state/layout.ts';
import { sy, type ViewCamera } from './viewCamera.ts';

export const WATER_FILL = 'rgba(40,110,220,0.22)';
export const WATER_LINE = 'rgba(120,190,255,0.9)';

export function drawWater(ctx: Ctx2D, state: Int32Array, camera: ViewCamera): void {
  if (state[W_WATER] === 0) return;
  // The surface pixel row is still above the water: the water starts one row below it.
  const top = sy(camera, state[W_WATER_Y] + 1);
  if (top >= camera.height) return;
  const y = Math.max(0, top);
  ctx.save();
  ctx.fillStyle = WATER_FILL;
  ctx.fillRect(0, y, camera.width, camera.height - y);
  if (top >= 0) {
    ctx.strokeStyle = WATER_LINE;
    ctx.lineWidth = 1;
    // On a pixel row's centre: a 1 px line on a row boundary (or a fractional row when zoomed)
    // is smeared over two rows at half strength, and reads as no line at all.
    const row = Math.floor(top) + 0.5;
    ctx.beginPath();
    ctx.moveTo(0, row);
    ctx.lineTo(camera.width, row);
    ctx.stroke();
  }
  ctx.restore();
}
