/**
 * The player's collision box (centre ± width/height radius, whole pixels) and its centre pixel.
 * Green on the ground, yellow in the air, red when dead. The partner (player 2, drawn from a
 * view of its block) has a dashed box.
 */
import type { Ctx2D } from './ctx2d.ts';
import { P_HRAD, P_STATUS, P_WRAD, P_X, P_Y, ST_AIR, ST_DEAD } from '../../../engine/state/layout.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

/** The player box's colours, by situation (the view's legend shows them). */
export const PLAYER_COLOURS = { ground: '#40ff80', air: '#ffd840', dead: '#ff4060' } as const;

/** `partner`: player 2, drawn dashed. */
export function drawPlayer(ctx: Ctx2D, state: Int32Array, camera: ViewCamera, partner = false): void {
  const x = state[P_X] >> 8;
  const y = state[P_Y] >> 8;
  const w = state[P_WRAD];
  const h = state[P_HRAD];
  const status = state[P_STATUS];
  const color = status & ST_DEAD ? PLAYER_COLOURS.dead : status & ST_AIR ? PLAYER_COLOURS.air : PLAYER_COLOURS.ground;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  if (partner) ctx.setLineDash([4, 3]);
  // The box covers pixels x-w .. x+w inclusive.
  ctx.strokeRect(sx(camera, x - w), sy(camera, y - h), (2 * w + 1) * camera.zoom, (2 * h + 1) * camera.zoom);
  ctx.fillStyle = color;
  ctx.fillRect(sx(camera, x), sy(camera, y), Math.max(2, camera.zoom), Math.max(2, camera.zoom));
  ctx.restore();
}
