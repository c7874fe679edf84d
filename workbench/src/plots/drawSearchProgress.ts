/**
 * A search's progress over time: states explored (left axis, blue) and the best objective score
 * (right axis, orange), both against seconds. Drawn into the context you pass in with d3's line
 * generator bound to it.
 */
import { extent, line, scaleLinear } from 'd3';
import type { AnalysisProgress } from '../analysis/analysisRequest.ts';
import type { LaneBox } from './drawSeries.ts';

/** Met objectives score about 1e12 (analysis/search DONE_SCORE): shown as such, not plotted to scale. */
const MET = 1e11;

export function drawSearchProgress(ctx: CanvasRenderingContext2D, history: readonly AnalysisProgress[], box: LaneBox): void {
  ctx.save();
  ctx.fillStyle = '#14141c';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  ctx.font = '10px system-ui, sans-serif';
  if (history.length === 0) {
    ctx.fillStyle = '#777';
    ctx.fillText('no search yet', box.x + 4, box.y + 12);
    ctx.restore();
    return;
  }
  const t = scaleLinear().domain([0, Math.max(0.001, history[history.length - 1].seconds)]).range([box.x + 4, box.x + box.width - 4]);
  const states = scaleLinear().domain([0, Math.max(1, history[history.length - 1].states)]).range([box.y + box.height - 4, box.y + 14]);
  const finite = history.filter((p) => Number.isFinite(p.bestScore) && Math.abs(p.bestScore) < MET);
  const [lo, hi] = extent(finite, (p) => p.bestScore);
  const score = scaleLinear().domain(lo === undefined ? [0, 1] : lo === hi ? [lo! - 1, hi! + 1] : [lo!, hi!]).range([box.y + box.height - 4, box.y + 14]);
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = '#60b0ff';
  ctx.beginPath();
  line<AnalysisProgress>().x((p) => t(p.seconds)).y((p) => states(p.states)).context(ctx)(history);
  ctx.stroke();
  ctx.strokeStyle = '#ff9060';
  ctx.beginPath();
  line<AnalysisProgress>().x((p) => t(p.seconds)).y((p) => score(p.bestScore)).context(ctx)(finite);
  ctx.stroke();
  const last = history[history.length - 1];
  ctx.fillStyle = '#60b0ff';
  ctx.fillText(`states ${last.states}`, box.x + 4, box.y + 10);
  ctx.fillStyle = '#ff9060';
  const best = last.bestScore >= MET ? 'met' : Number.isFinite(last.bestScore) ? String(Math.round(last.bestScore)) : '–';
  ctx.fillText(`best ${best}`, box.x + 90, box.y + 10);
  ctx.fillStyle = '#888';
  ctx.fillText(`${last.seconds.toFixed(2)} s`, box.x + box.width - 50, box.y + 10);
  ctx.restore();
}
