/**
 * A sweep over the level: the terrain fitted into the box, and each grid cell a square coloured
 * by the glitches reachable from it (split into stripes when several were), outlined grey when
 * none was, hollow while not yet searched. Drawn into the context you pass in.
 */
import { scaleLinear } from 'd3';
import type { Level } from '../../../engine/level/types.ts';
import type { SweepCellOutcome } from '../analysis/analysisRequest.ts';
import { drawTerrain } from '../view/drawTerrain.ts';
import type { ViewCamera } from '../view/viewCamera.ts';
import { detectorColour } from './detectorColour.ts';
import type { LaneBox } from './drawSeries.ts';

export interface HeatmapGrid {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
}

/** The camera that shows the grid's area (plus a margin of one cell) inside the box. */
export function heatmapCamera(grid: HeatmapGrid, level: Level, box: LaneBox): ViewCamera {
  const step = (v: readonly number[]) => (v.length > 1 ? Math.abs(v[1] - v[0]) : 32);
  const mx = step(grid.xs);
  const my = step(grid.ys);
  const x0 = Math.max(0, Math.min(...grid.xs) - mx);
  const x1 = Math.min(level.widthBlocks * 16, Math.max(...grid.xs) + mx);
  const y0 = Math.max(0, Math.min(...grid.ys) - 2 * my);
  const y1 = Math.min(level.heightBlocks * 16, Math.max(...grid.ys) + 2 * my);
  const zoom = Math.min(box.width / Math.max(1, x1 - x0), box.height / Math.max(1, y1 - y0));
  return { cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, zoom, width: box.width, height: box.height };
}

export function drawSweepHeatmap(ctx: CanvasRenderingContext2D, level: Level, grid: HeatmapGrid, outcomes: readonly SweepCellOutcome[], box: LaneBox): void {
  const cam = heatmapCamera(grid, level, box);
  ctx.save();
  ctx.fillStyle = '#0b0b10';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  ctx.translate(box.x, box.y);
  drawTerrain(ctx, level, cam, 0);
  const wx = scaleLinear().domain([cam.cx - cam.width / 2 / cam.zoom, cam.cx + cam.width / 2 / cam.zoom]).range([0, cam.width]);
  const wy = scaleLinear().domain([cam.cy - cam.height / 2 / cam.zoom, cam.cy + cam.height / 2 / cam.zoom]).range([0, cam.height]);
  const cw = Math.max(3, (grid.xs.length > 1 ? Math.abs(grid.xs[1] - grid.xs[0]) : 32) * cam.zoom * 0.8);
  const ch = Math.max(3, (grid.ys.length > 1 ? Math.abs(grid.ys[1] - grid.ys[0]) : 32) * cam.zoom * 0.8);
  const done = new Map<string, readonly string[]>();
  // Several speeds share a square: the union of what they reached.
  for (const o of outcomes) {
    const k = `${o.cell.x},${o.cell.y}`;
    done.set(k, [...new Set([...(done.get(k) ?? []), ...o.reached])].sort());
  }
  for (const y of grid.ys) {
    for (const x of grid.xs) {
      const left = wx(x) - cw / 2;
      const top = wy(y) - ch / 2;
      const reached = done.get(`${x},${y}`);
      ctx.globalAlpha = 0.85;
      if (reached !== undefined && reached.length > 0) {
        const stripe = cw / reached.length;
        reached.forEach((id, i) => {
          ctx.fillStyle = detectorColour(id);
          ctx.fillRect(left + i * stripe, top, stripe, ch);
        });
      }
      ctx.globalAlpha = 1;
      ctx.strokeStyle = reached === undefined ? '#555' : reached.length === 0 ? '#999' : '#fff';
      ctx.lineWidth = 1;
      ctx.strokeRect(left, top, cw, ch);
    }
  }
  ctx.restore();
}
