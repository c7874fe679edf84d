/**
 * The sweep's heatmap with what it means: pixel axes on the plot, a legend (each detector's
 * colour, "nothing", "not searched yet", "inside terrain"), the values of the square under the
 * pointer, and a click that loads that start as a branch (the glitch found from it, or else the
 * start itself).
 */
import { createMemo, createSignal, For, Show } from 'solid-js';
import type { Level } from '../../../engine/level/types.ts';
import type { SweepCellOutcome } from '../analysis/analysisRequest.ts';
import { detectorColour } from './detectorColour.ts';
import { drawSweepHeatmap, HEATMAP_COLOURS, heatmapCellAt, heatmapLayout, type HeatmapGrid } from './drawSweepHeatmap.ts';
import { PlotCanvas } from './PlotCanvas.tsx';

export interface SweepHeatmapProps {
  readonly level: Level;
  readonly grid: HeatmapGrid;
  readonly cells: readonly SweepCellOutcome[];
  /** A square was clicked: load its start (x, y) as a branch. */
  readonly onPick: (x: number, y: number) => void;
}

export function SweepHeatmap(props: SweepHeatmapProps) {
  const [tip, setTip] = createSignal<{ left: number; top: number; text: string } | null>(null);
  let box = { x: 0, y: 0, width: 1, height: 1 };
  const reached = createMemo(() => [...new Set(props.cells.flatMap((c) => c.reached))].sort());
  const describe = (x: number, y: number): string => {
    const here = props.cells.filter((c) => c.cell.x === x && c.cell.y === y);
    if (here.length === 0) return `(${x}, ${y}): not searched yet`;
    if (here.every((c) => c.skipped === true)) return `(${x}, ${y}): inside terrain, skipped`;
    // A cell's start: x speed, then its fall speed and grounded when they are not the plain airborne start.
    const start = (c: SweepCellOutcome['cell']): string => `speed ${c.speed}${(c.ysp ?? 0) !== 0 ? ` fall ${c.ysp}` : ''}${c.air ? '' : ' grounded'}`;
    return `(${x}, ${y}): ${here.map((c) => `${start(c.cell)}: ${c.skipped === true ? 'inside terrain' : c.reached.length > 0 ? c.reached.join(', ') : 'nothing'}`).join('; ')}`;
  };
  const at = (e: PointerEvent): { x: number; y: number } | null => {
    const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
    return heatmapCellAt(props.grid, heatmapLayout(props.grid, props.level, box), e.clientX - r.left, e.clientY - r.top);
  };
  return (
    <div class="heatmap-wrap" data-testid="sweep-heatmap-wrap" data-cells={props.cells.length} data-skipped={props.cells.filter((c) => c.skipped === true).length}>
      <div
        onPointerMove={(e) => {
          const c = at(e);
          const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
          setTip(c === null ? null : { left: e.clientX - r.left + 12, top: e.clientY - r.top + 8, text: describe(c.x, c.y) });
        }}
        onPointerLeave={() => setTip(null)}
        onClick={(e) => {
          const c = at(e as unknown as PointerEvent);
          if (c !== null) props.onPick(c.x, c.y);
        }}
      >
        <PlotCanvas
          class="heatmap"
          testId="sweep-heatmap"
          data={() => ({ level: props.level, grid: props.grid, cells: props.cells })}
          draw={(ctx, d, b) => {
            box = b;
            drawSweepHeatmap(ctx, d.level, d.grid, d.cells, b);
          }}
        />
      </div>
      <Show when={tip()}>{(t) => <div class="heatmap-tip" data-testid="heatmap-tip" style={{ left: `${t().left}px`, top: `${t().top}px` }}>{t().text}</div>}</Show>
      <ul class="heatmap-legend" data-testid="heatmap-legend">
        <For each={reached()}>{(id) => <li><span class="swatch" style={{ background: detectorColour(id) }} />{id}</li>}</For>
        <li><span class="swatch" style={{ border: `1px solid ${HEATMAP_COLOURS.nothing}` }} />nothing found</li>
        <li><span class="swatch" style={{ border: `1px solid ${HEATMAP_COLOURS.pending}` }} />not searched yet</li>
        <li><span class="swatch" style={{ border: `1px solid ${HEATMAP_COLOURS.inside}` }} />inside terrain (skipped)</li>
        <li class="dim">x, y in px · click a square to load that start</li>
      </ul>
    </div>
  );
}
