/**
 * Sensor lines from each anchor to the surface it found, labelled with the name and distance
 * once the zoom leaves room for text. Negative distances (inside terrain) are drawn in red.
 * Labels sit on a dark plate so they read on every terrain colour, and are laid out so no two
 * overlap (labelLayout.ts). Returns the label boxes (x, y, width, height each, CSS px).
 */
import type { Ctx2D } from './ctx2d.ts';
import { placeLabels, type LabelRequest } from './labelLayout.ts';
import { DIR_VECTOR, type SensorProbe } from './sensorProbes.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

export const SENSOR_COLOURS: Readonly<Record<string, string>> = {
  A: '#00e0a0', B: '#00ffff', C: '#4080ff', D: '#ffff40', E: '#ff60ff', F: '#ff4040', zip: '#ffffff',
};

const LABEL_HEIGHT = 13;
const LABEL_PLATE = 'rgba(8, 8, 14, 0.82)';

export function drawSensors(ctx: Ctx2D, probes: readonly SensorProbe[], camera: ViewCamera): number[] {
  ctx.save();
  ctx.lineWidth = 1.5;
  ctx.font = '11px ui-monospace, monospace';
  const half = camera.zoom / 2;
  const labels: LabelRequest[] = [];
  const texts: { text: string; colour: string }[] = [];
  for (const p of probes) {
    const [dx, dy] = DIR_VECTOR[p.dir];
    const color = SENSOR_COLOURS[p.name] ?? '#fff';
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
    if (camera.zoom >= 2) {
      const text = `${p.name} ${p.distance}`;
      const measured = ctx.measureText?.(text) as TextMetrics | undefined;
      labels.push({ x: x1, y: y1, dx, dy, width: Math.ceil((measured?.width ?? text.length * 6.6) + 6), height: LABEL_HEIGHT });
      texts.push({ text, colour: color });
    }
  }
  const boxes = placeLabels(labels);
  const out: number[] = [];
  ctx.textBaseline = 'middle';
  boxes.forEach((b, i) => {
    ctx.fillStyle = LABEL_PLATE;
    ctx.fillRect(b.x, b.y, b.width, b.height);
    ctx.fillStyle = texts[i].colour;
    ctx.fillText(texts[i].text, b.x + 3, b.y + b.height / 2 + 0.5);
    out.push(b.x, b.y, b.width, b.height);
  });
  ctx.restore();
  return out;
}
