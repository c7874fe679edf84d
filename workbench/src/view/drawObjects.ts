/**
 * Loaded objects: a marker for each — its solid box (hand-made objects' O_WRAD × O_HRAD; a real
 * act's, the box its solid routine tested this frame: engine/games/s1/objects/solidBoxes.ts), or the
 * top edge of a platform, and for a real act's objects their display width (obActWid) as a
 * bracket through the position — and, when asked, the solid boxes emphasised and the touch
 * hitboxes (coloured by reaction kind: enemy red, item yellow, hurt orange, special cyan).
 */
import type { Ctx2D } from './ctx2d.ts';
import {
  OBJECT_ROW, OB_ACTWID, OB_HRAD, OB_SOLID_DX, OB_SOLID_DY, OB_SOLID_KIND, OB_TH, OB_TKIND, OB_TW, OB_WRAD, OB_X, OB_Y, SOLID_BOX, SOLID_PLATFORM,
} from '../worker/objectBoxes.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export interface ObjectOverlays {
  readonly solid: boolean;
  readonly touch: boolean;
}

export const TOUCH_COLOURS: Record<number, string> = { 0x00: '#ff5050', 0x40: '#ffe040', 0x80: '#ff9020', 0xc0: '#40e0ff' };
export const SOLID_FILL = '#a070ff55';
export const SOLID_STROKE = '#c090ff';
/** A real act's object position and display width (obActWid). */
export const ACT_WIDTH_STROKE = '#b8a0ff90';

export function drawObjects(ctx: Ctx2D, objects: Int32Array, camera: ViewCamera, overlays: ObjectOverlays): void {
  ctx.save();
  for (let i = 0; i + OBJECT_ROW <= objects.length; i += OBJECT_ROW) {
    const x = objects[i + OB_X] >> 8;
    const y = objects[i + OB_Y] >> 8;
    const kind = objects[i + OB_SOLID_KIND];
    // Where the box was tested (a bridge's is 8 px left of its middle log; an object that moved since, where it was).
    const bx = x + objects[i + OB_SOLID_DX];
    const by = y + objects[i + OB_SOLID_DY];
    const w = Math.max(1, objects[i + OB_WRAD]);
    const h = Math.max(1, objects[i + OB_HRAD]);
    if (kind === SOLID_BOX) {
      ctx.fillStyle = overlays.solid ? SOLID_FILL : '#a070ff30';
      ctx.fillRect(sx(camera, bx - w), sy(camera, by - h), 2 * w * camera.zoom, 2 * h * camera.zoom);
      ctx.strokeStyle = overlays.solid ? SOLID_STROKE : '#a070ff80';
      ctx.lineWidth = overlays.solid ? 2 : 1;
      ctx.strokeRect(sx(camera, bx - w), sy(camera, by - h), 2 * w * camera.zoom, 2 * h * camera.zoom);
    } else if (kind === SOLID_PLATFORM) {
      // Land on it from above only: its top edge.
      ctx.strokeStyle = overlays.solid ? SOLID_STROKE : '#a070ff80';
      ctx.lineWidth = overlays.solid ? 3 : 2;
      ctx.beginPath();
      ctx.moveTo(sx(camera, bx - w), sy(camera, by - objects[i + OB_HRAD]));
      ctx.lineTo(sx(camera, bx + w), sy(camera, by - objects[i + OB_HRAD]));
      ctx.stroke();
    }
    const actWid = objects[i + OB_ACTWID];
    if (actWid > 0) {
      const px = sx(camera, x);
      const py = sy(camera, y);
      const half = actWid * camera.zoom;
      ctx.strokeStyle = ACT_WIDTH_STROKE;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(px - half, py - 3);
      ctx.lineTo(px - half, py + 3);
      ctx.moveTo(px - half, py);
      ctx.lineTo(px + half, py);
      ctx.moveTo(px + half, py - 3);
      ctx.lineTo(px + half, py + 3);
      ctx.stroke();
      ctx.fillStyle = ACT_WIDTH_STROKE;
      ctx.fillRect(px - 1.5, py - 1.5, 3, 3);
    }
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
