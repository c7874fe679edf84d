/**
 * A sweep over the level: the terrain fitted into the plot area with pixel axes, and each grid
 * cell a square coloured by the glitches reachable from it (split into stripes when several
 * were), outlined grey when none was, hollow while not yet searched, crossed out when it starts
 * inside solid terrain (skipped). Drawn into the context you pass in; `heatmapLayout` gives the
 * same geometry for hit-testing (hover values, click to load a start).
 */
import { scaleLinear } from 'd3';
import type { Level } from '../../../engine/level/types.ts';
import type { SweepCellOutcome } from '../analysis/analysisRequest.ts';
import { drawTerrain } from '../view/drawTerrain.ts';
import { levelArea } from '../view/levelArea.ts';
import { sharedTerrainTiles } from '../view/terrainTiles.ts';
import type { ViewCamera } from '../view/viewCamera.ts';
import { detectorColour } from './detectorColour.ts';
import type { LaneBox } from './drawSeries.ts';

export interface HeatmapGrid {
  readonly xs: readonly number[];
  readonly ys: readonly number[];
  /**
   * The squares, when they are not every (x, y) of xs × ys (a sweep of floor surfaces: each
   * column has its own rows); absent: the whole rectangle.
   */
  readonly points?: readonly { readonly x: number; readonly y: number }[];
}

/** Every square of the grid: its points, or the rectangle xs × ys. */
export function heatmapPoints(grid: HeatmapGrid): readonly { readonly x: number; readonly y: number }[] {
  if (grid.points !== undefined) return grid.points;
  return grid.ys.flatMap((y) => grid.xs.map((x) => ({ x, y })));
}

/** Room for the axes' labels, CSS px. */
const LEFT = 34;
const BOTTOM = 14;

export const HEATMAP_COLOURS = { nothing: '#999', pending: '#555', reached: '#fff', inside: '#c04040' } as const;

export interface HeatmapLayout {
  readonly plot: LaneBox;
  readonly camera: ViewCamera;
  /** World pixel → plot pixel. */
  readonly wx: (x: number) => number;
  readonly wy: (y: number) => number;
  readonly cellWidth: number;
  readonly cellHeight: number;
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

export function heatmapLayout(grid: HeatmapGrid, level: Level, box: LaneBox): HeatmapLayout {
  const plot = { x: box.x + LEFT, y: box.y, width: Math.max(1, box.width - LEFT), height: Math.max(1, box.height - BOTTOM) };
  const cam = heatmapCamera(grid, level, plot);
  const wx = scaleLinear().domain([cam.cx - cam.width / 2 / cam.zoom, cam.cx + cam.width / 2 / cam.zoom]).range([0, cam.width]);
  const wy = scaleLinear().domain([cam.cy - cam.height / 2 / cam.zoom, cam.cy + cam.height / 2 / cam.zoom]).range([0, cam.height]);
  const cellWidth = Math.max(3, (grid.xs.length > 1 ? Math.abs(grid.xs[1] - grid.xs[0]) : 32) * cam.zoom * 0.8);
  // Scattered points have no row spacing: square cells.
  const cellHeight = grid.points !== undefined ? cellWidth : Math.max(3, (grid.ys.length > 1 ? Math.abs(grid.ys[1] - grid.ys[0]) : 32) * cam.zoom * 0.8);
  return { plot, camera: cam, wx: (x) => wx(x), wy: (y) => wy(y), cellWidth, cellHeight };
}

/** The grid point whose square is under (x, y) in box coordinates, or null. */
export function heatmapCellAt(grid: HeatmapGrid, layout: HeatmapLayout, x: number, y: number): { x: number; y: number } | null {
  const px = x - layout.plot.x;
  const py = y - layout.plot.y;
  for (const p of heatmapPoints(grid)) {
    const left = layout.wx(p.x) - layout.cellWidth / 2;
    const top = layout.wy(p.y) - layout.cellHeight / 2;
    if (px >= left && px <= left + layout.cellWidth && py >= top && py <= top + layout.cellHeight) return { x: p.x, y: p.y };
  }
  return null;
}

/** What each (x, y) square holds: the detectors reached from it (any speed), and whether it was skipped. */
export function heatmapSquares(outcomes: readonly SweepCellOutcome[]): Map<string, { reached: string[]; skipped: boolean }> {
  const done = new Map<string, { reached: string[]; skipped: boolean }>();
  for (const o of outcomes) {
    const k = `${o.cell.x},${o.cell.y}`;
    const was = done.get(k);
    done.set(k, { reached: [...new Set([...(was?.reached ?? []), ...o.reached])].sort(), skipped: (was?.skipped ?? true) && o.skipped === true });
  }
  return done;
}

export function drawSweepHeatmap(ctx: CanvasRenderingContext2D, level: Level, grid: HeatmapGrid, outcomes: readonly SweepCellOutcome[], box: LaneBox): void {
  const l = heatmapLayout(grid, level, box);
  ctx.save();
  ctx.fillStyle = '#0b0b10';
  ctx.fillRect(box.x, box.y, box.width, box.height);
  drawAxes(ctx, l);
  ctx.save();
  ctx.beginPath();
  ctx.rect(l.plot.x, l.plot.y, l.plot.width, l.plot.height);
  ctx.clip();
  ctx.translate(l.plot.x, l.plot.y);
  drawTerrain(ctx, sharedTerrainTiles(level), levelArea(level, null), l.camera, 0);
  const done = heatmapSquares(outcomes);
  for (const { x, y } of heatmapPoints(grid)) {
    const left = l.wx(x) - l.cellWidth / 2;
    const top = l.wy(y) - l.cellHeight / 2;
    const sq = done.get(`${x},${y}`);
    ctx.globalAlpha = 0.85;
    if (sq !== undefined && sq.reached.length > 0) {
      const stripe = l.cellWidth / sq.reached.length;
      sq.reached.forEach((id, i) => {
        ctx.fillStyle = detectorColour(id);
        ctx.fillRect(left + i * stripe, top, stripe, l.cellHeight);
      });
    }
    ctx.globalAlpha = 1;
    ctx.lineWidth = 1;
    if (sq?.skipped === true) {
      ctx.strokeStyle = HEATMAP_COLOURS.inside;
      ctx.beginPath();
      ctx.moveTo(left, top);
      ctx.lineTo(left + l.cellWidth, top + l.cellHeight);
      ctx.moveTo(left + l.cellWidth, top);
      ctx.lineTo(left, top + l.cellHeight);
      ctx.stroke();
    }
    ctx.strokeStyle = sq === undefined ? HEATMAP_COLOURS.pending : sq.skipped ? HEATMAP_COLOURS.inside : sq.reached.length === 0 ? HEATMAP_COLOURS.nothing : HEATMAP_COLOURS.reached;
    ctx.strokeRect(left, top, l.cellWidth, l.cellHeight);
  }
  ctx.restore();
  ctx.restore();
}

/** Pixel axes: x along the bottom, y down the left, a few round ticks each. */
function drawAxes(ctx: CanvasRenderingContext2D, l: HeatmapLayout): void {
  const cam = l.camera;
  const xs = scaleLinear().domain([cam.cx - cam.width / 2 / cam.zoom, cam.cx + cam.width / 2 / cam.zoom]).range([l.plot.x, l.plot.x + l.plot.width]);
  const ys = scaleLinear().domain([cam.cy - cam.height / 2 / cam.zoom, cam.cy + cam.height / 2 / cam.zoom]).range([l.plot.y, l.plot.y + l.plot.height]);
  ctx.fillStyle = '#aaa';
  ctx.strokeStyle = '#555';
  ctx.font = '9px ui-monospace, monospace';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const bottom = l.plot.y + l.plot.height;
  for (const t of xs.ticks(5)) {
    ctx.fillRect(xs(t), bottom, 1, 3);
    ctx.fillText(String(t), xs(t), bottom + 3);
  }
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const t of ys.ticks(4)) {
    ctx.fillRect(l.plot.x - 3, ys(t), 3, 1);
    ctx.fillText(String(t), l.plot.x - 4, ys(t));
  }
  ctx.strokeRect(l.plot.x + 0.5, l.plot.y + 0.5, l.plot.width - 1, l.plot.height - 1);
}
