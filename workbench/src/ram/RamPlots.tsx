/**
 * The plotted RAM watches under the series plots: one lane per watch over the same window of
 * frames around the cursor (LaneCanvas.tsx), values as the watch shows them (signed when it is
 * signed; hex watches plot unsigned). Data comes from the engine worker (worker/ramSeries.ts:
 * recorded as the greenzone steps, replayed where it has not); frames where the engine does
 * not keep the address leave a gap. Click or drag to seek.
 */
import { Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import type { Lane } from '../plots/drawSeries.ts';
import { LaneCanvas, type LaneWindow } from '../plots/LaneCanvas.tsx';
import type { RamSeriesChunk } from '../worker/ramSeries.ts';
import type { RamWatchModel } from './createRamWatch.ts';
import { signedValue, type RamWatch } from './ramWatches.ts';

const COLOURS = ['#60b0ff', '#ff9060', '#60ff90', '#e0e060', '#c080ff', '#ff70b0'];

function lanes(watches: readonly RamWatch[], chunk: RamSeriesChunk): Lane[] {
  return watches.map((w, i) => {
    const raw = chunk.values[i] ?? new Float64Array(0);
    const values = w.display === 'signed' ? raw.map((v) => (Number.isNaN(v) ? v : signedValue(v, w.size))) : raw;
    return { title: `${w.expr} (${w.size * 8} bits)`, series: [{ label: w.display === 'signed' ? 'signed' : 'value', colour: COLOURS[i % COLOURS.length], values }] };
  });
}

export function RamPlots(props: { readonly wb: Workbench; readonly ram: RamWatchModel }) {
  const plotted = (): RamWatch[] => props.ram.watches().filter((w) => w.plotted);
  return (
    <Show when={plotted().length > 0}>
      <RamPlotCanvas wb={props.wb} watches={plotted} />
    </Show>
  );
}

interface RamWindow extends LaneWindow {
  readonly chunk: RamSeriesChunk;
}

function RamPlotCanvas(props: { readonly wb: Workbench; readonly watches: () => RamWatch[] }) {
  const fetchWindow = async (from: number, to: number): Promise<RamWindow> => {
    const watches = props.watches();
    const chunk = await props.wb.engine.ramSeries(from, to, watches.map((w) => ({ address: w.address, size: w.size })));
    return { from, to, lanes: lanes(watches, chunk), chunk };
  };
  // Tests read the window and the values at the cursor, as the lanes' labels show them.
  const afterDraw = (canvas: HTMLCanvasElement, shown: RamWindow): void => {
    const chunk = shown.chunk;
    canvas.dataset.from = String(chunk.from);
    canvas.dataset.frames = String(chunk.values[0]?.length ?? 0);
    const k = props.wb.frame() - chunk.from;
    canvas.dataset.cursor = JSON.stringify(shown.lanes.map((l) => {
      const v = l.series[0].values;
      return k >= 0 && k < v.length && !Number.isNaN(v[k]) ? v[k] : null;
    }));
  };
  return <LaneCanvas wb={props.wb} class="plots ram-plots" testid="ram-plots" fetchWindow={fetchWindow} dependsOn={props.watches} afterDraw={afterDraw} />;
}
