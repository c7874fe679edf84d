/**
 * Sensor lines from each anchor to the surface it found, labelled with the name and distance
 * once the zoom leaves room for text. Negative distances (inside terrain) are drawn in red.
 */
import type { Ctx2D } from './ctx2d.ts';
import { DIR_VECTOR, type SensorProbe } from './sensorProbes.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

const COLORS: Readonly<Record<string, string>> = {
  A: '#00e0a0', B: '#00ffff', C: '#4080ff', D: '#ffff40', E: '#ff60ff', F: '#ff4040', zip: '#ffffff',
};

export function drawSensors(ctx: Ctx2D, probes: readonly SensorProbe[], camera: ViewCamera): void {
  ctx.save();
  ctx.lineWidth = 1.5;
  ctx.font = '11px ui-monospace, monospace';
  const half = camera.zoom / 2;
  for (const p of probes) {
    const [dx, dy] = DIR_VECTOR[p.dir];
    const color = COLORS[p.name] ?? '#fff';
    const x0 = sx(camera, p.x) + half;
    const y0 = sy(camera, p.y) + half;
    const x1 = x0 + dx * p.distance * camera.zoom;
    const y1 = y0 + dy * p.distance * camera.zoom;
    ctx.strokeStyle = p.distance < 0 ? '#ff3030' : color;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.stroke();
    ctx.fillStyle = color;
    if (p.name === 'zip') {
      ctx.beginPath();
      ctx.moveTo(x0, y0 - 4);
      ctx.lineTo(x0 + 4, y0);
      ctx.lineTo(x0, y0 + 4);
      ctx.lineTo(x0 - 4, y0);
      ctx.closePath();
      ctx.fill();
    } else {
      ctx.fillRect(x0 - 2, y0 - 2, 4, 4);
    }
    if (camera.zoom >= 2) ctx.fillText(`${p.name} ${p.distance}`, x1 + 3 + dx * 2, y1 - 3 + dy * 10);
  }
  ctx.restore();
}
