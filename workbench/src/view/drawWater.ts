/**
 * Labyrinth water (LZ1-3 and SBZ3: `LZWaterFeatures`): the surface the player meets this frame
 * (W_WATER_Y, the level plus the sway) as a line, the water below it tinted, down to the
 * bottom of the level's area. Acts without water (W_WATER_SPEED 0) draw nothing.
 */
import type { Ctx2D } from './ctx2d.ts';
import { W_WATER_SPEED, W_WATER_Y } from '../../../engine/state/layout.ts';
import type { LevelArea } from './levelArea.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export const WATER_FILL = 'rgba(40, 110, 255, 0.22)';
export const WATER_LINE = '#5aa0ff';

export function drawWater(ctx: Ctx2D, state: Int32Array, area: LevelArea, camera: ViewCamera): void {
  if (state[W_WATER_SPEED] === 0) return;
  const surface = state[W_WATER_Y] & 0xffff;
  if (surface >= area.height) return;
  const x = sx(camera, 0);
  const y = sy(camera, surface);
  const w = area.width * camera.zoom;
  ctx.save();
  ctx.fillStyle = WATER_FILL;
  ctx.fillRect(x, y, w, (area.height - surface) * camera.zoom);
  ctx.strokeStyle = WATER_LINE;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.moveTo(x, Math.round(y) + 0.5);
  ctx.lineTo(x + w, Math.round(y) + 0.5);
  ctx.stroke();
  ctx.restore();
}
