/**
 * Detector hits over the whole movie: one row per detector that fired, a tick at each hit's
 * frame, and the cursor. Drawn into the context you pass in (STYLE habit 10) with d3 scales.
 */
import { scaleBand, scaleLinear } from 'd3';
import type { DetectorHitInfo } from '../worker/protocol.ts';
import { detectorColour } from './detectorColour.ts';
import type { LaneBox } from './drawSeries.ts';

export const TIMELINE_LABEL_WIDTH = 110;

/** Frame → x for a timeline over frames [0, frames]. */
export function timelineScale(frames: number, box: LaneBox) {
  return scaleLinear().domain([0, Math.max(1, frames)]).range([box.x + TIMELINE_LABEL_WIDTH, box.x + box.width - 4]);
}

export function drawHitTimeline(ctx: CanvasRenderingContext2D, hits: readonly DetectorHitInfo[], frames: number, cursor: number, greenzoneTo: number, box: LaneBox): void {
  const fx = timelineScale(frames, box);
  const ids = [...new Set(hits.map((h) => h.detector))].sort();
  const rows = scaleBand<string>().domain(ids).range([box.y + 2, box.y + box.height - 2]).paddingInner(0.15);
  ctx.save();
  ctx.fillStyle = '#14141c';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  // The replayed part of the movie: hits are only known there.
  ctx.fillStyle = '#18261c';
  ctx.fillRect(fx(0), box.y, Math.max(0, fx(Math.min(greenzoneTo, frames)) - fx(0)), box.height);
  ctx.font = '10px system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  if (ids.length === 0) {
    ctx.fillStyle = '#777';
    ctx.fillText('no detector hits in the replayed frames', box.x + 4, box.y + box.height / 2);
  }
  for (const id of ids) {
    const y = rows(id)!;
    const h = Math.max(2, rows.bandwidth());
    ctx.fillStyle = detectorColour(id);
    ctx.fillText(id, box.x + 4, y + h / 2);
  }
  for (const hit of hits) {
    const y = rows(hit.detector)!;
    const x = fx(hit.frame);
    ctx.fillStyle = detectorColour(hit.detector);
    ctx.fillRect(Math.round(x) - 1, y, 3, Math.max(2, rows.bandwidth()));
  }
  ctx.strokeStyle = '#c080ff';
  ctx.beginPath();
  ctx.moveTo(fx(cursor), box.y);
  ctx.lineTo(fx(cursor), box.y + box.height);
  ctx.stroke();
  ctx.restore();
}
