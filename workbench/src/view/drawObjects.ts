/**
 * Loaded objects: a marker box for each (its solid box, O_WRAD × O_HRAD, as the engine keeps
 * it) and, when asked, the solid boxes emphasised and the touch hitboxes (coloured by reaction
 * kind: enemy red, item yellow, hurt orange, special cyan).
 */
import type { Ctx2D } from './ctx2d.ts';
import { OBJECT_ROW, OB_HRAD, OB_TH, OB_TKIND, OB_TW, OB_WRAD, OB_X, OB_Y } from '../worker/objectBoxes.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export interface ObjectOverlays {
  readonly solid: boolean;
  readonly touch: boolean;
}

const TOUCH_COLOURS: Record<number, string> = { 0x00: '#ff5050', 0x40: '#ffe040', 0x80: '#ff9020', 0xc0: '#40e0ff' };

export function drawObjects(ctx: Ctx2D, objects: Int32Array, camera: ViewCamera, overlays: ObjectOverlays): void {
  ctx.save();
  for (let i = 0; i + OBJECT_ROW <= objects.length; i += OBJECT_ROW) {
    const x = objects[i + OB_X] >> 8;
    const y = objects[i + OB_Y] >> 8;
    const w = Math.max(1, objects[i + OB_WRAD]);
    const h = Math.max(1, objects[i + OB_HRAD]);
    ctx.fillStyle = overlays.solid ? '#a070ff55' : '#a070ff30';
    ctx.fillRect(sx(camera, x - w), sy(camera, y - h), 2 * w * camera.zoom, 2 * h * camera.zoom);
    ctx.strokeStyle = overlays.solid ? '#c090ff' : '#a070ff80';
    ctx.lineWidth = overlays.solid ? 2 : 1;
    ctx.strokeRect(sx(camera, x - w), sy(camera, y - h), 2 * w * camera.zoom, 2 * h * camera.zoom);
    const tw = objects[i + OB_TW];
    const th = objects[i + OB_TH];
    if (overlays.touch && tw > 0) {
      ctx.strokeStyle = TOUCH_COLOURS[objects[i + OB_TKIND]] ?? '#fff';
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 1.5;
      ctx.strokeRect(sx(camera, x - tw), sy(camera, y - th), 2 * tw * camera.zoom, 2 * th * camera.zoom);
      ctx.setLineDash([]);
    }
  }
  ctx.restore();
}
