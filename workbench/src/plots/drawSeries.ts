/**
 * One plot lane: a few series over a frame window, drawn into the context you pass in
 * (STYLE habit 10) with d3-scale for the axes and d3-shape's line generator bound to the
 * canvas context. The cursor frame is a vertical line shared by every lane.
 */
import { line, scaleLinear } from 'd3';

export interface Lane {
  readonly title: string;
  /** Series to draw: values[k] belongs to frame `from + k`; NaN is a gap (a RAM watch the engine does not keep there). */
  readonly series: readonly { readonly label: string; readonly colour: string; readonly values: Int32Array | Float64Array }[];
}

export interface LaneBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export function frameScale(from: number, to: number, box: LaneBox) {
  return scaleLinear().domain([from, Math.max(from + 1, to)]).range([box.x, box.x + box.width]);
}

export function drawLane(ctx: CanvasRenderingContext2D, lane: Lane, from: number, to: number, cursor: number, box: LaneBox): void {
  const fx = frameScale(from, to, box);
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of lane.series) for (const v of s.values) {
    if (Number.isNaN(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo === Infinity) [lo, hi] = [0, 1];
  if (lo === hi) [lo, hi] = [lo - 1, hi + 1];
  const fy = scaleLinear().domain([lo, hi]).range([box.y + box.height - 4, box.y + 12]).nice();
  ctx.save();
  ctx.fillStyle = '#14141c';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  // Zero line when the range crosses it.
  if (lo < 0 && hi > 0) {
    ctx.strokeStyle = '#333';
    ctx.beginPath();
    ctx.moveTo(box.x, fy(0));
    ctx.lineTo(box.x + box.width, fy(0));
    ctx.stroke();
  }
  for (const s of lane.series) {
    const values = s.values;
    const path = line<number>()
      .defined((v) => !Number.isNaN(v))
      .x((_, k) => fx(from + k))
      .y((v) => fy(v))
      .context(ctx);
    ctx.beginPath();
    path(Array.from(values));
    ctx.strokeStyle = s.colour;
    ctx.lineWidth = 1.2;
    ctx.stroke();
  }
  ctx.strokeStyle = '#c080ff';
  ctx.beginPath();
  ctx.moveTo(fx(cursor), box.y);
  ctx.lineTo(fx(cursor), box.y + box.height);
  ctx.stroke();
  ctx.fillStyle = '#999';
  ctx.font = '10px system-ui, sans-serif';
  let tx = box.x + 4;
  ctx.fillText(lane.title, tx, box.y + 10);
  tx += ctx.measureText(lane.title).width + 8;
  for (const s of lane.series) {
    const k = cursor - from;
    const v = k >= 0 && k < s.values.length && !Number.isNaN(s.values[k]) ? String(s.values[k]) : '–';
    ctx.fillStyle = s.colour;
    const label = `${s.label} ${v}`;
    ctx.fillText(label, tx, box.y + 10);
    tx += ctx.measureText(label).width + 8;
  }
  ctx.fillStyle = '#666';
  ctx.fillText(String(fy.domain()[1]), box.x + box.width - 40, box.y + 10);
  ctx.fillText(String(fy.domain()[0]), box.x + box.width - 40, box.y + box.height - 4);
  ctx.restore();
}
