/** The game camera's 320x224 screen (C_X, C_Y: its top-left, px), dashed. */
import type { Ctx2D } from './ctx2d.ts';
import { C_X, C_Y } from '../../../engine/state/layout.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export const GAME_SCREEN_W = 320;
export const GAME_SCREEN_H = 224;

export function drawCameraBorder(ctx: Ctx2D, state: Int32Array, camera: ViewCamera): void {
  ctx.save();
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.setLineDash([6, 4]);
  ctx.lineWidth = 1;
  ctx.strokeRect(sx(camera, state[C_X]), sy(camera, state[C_Y]), GAME_SCREEN_W * camera.zoom, GAME_SCREEN_H * camera.zoom);
  ctx.restore();
}
