/**
 * Plots under the roll: X/Y speed, ground speed, position and angle over a window of frames
 * around the cursor (LaneCanvas.tsx). Data comes from the worker's FrameRecorder (frames the
 * greenzone has replayed). Click or drag to seek; the cursor line follows the roll's frame.
 */
import type { Workbench } from '../app/createWorkbench.ts';
import type { SeriesChunk } from '../worker/protocol.ts';
import type { Lane } from './drawSeries.ts';
import { LaneCanvas, type LaneWindow } from './LaneCanvas.tsx';

function lanes(c: SeriesChunk): Lane[] {
  const [x, y, xsp, ysp, gsp, angle] = c.fields;
  return [
    { title: 'speed', series: [{ label: 'xsp', colour: '#60b0ff', values: xsp }, { label: 'ysp', colour: '#ff9060', values: ysp }] },
    { title: 'ground', series: [{ label: 'gsp', colour: '#60ff90', values: gsp }] },
    { title: 'position', series: [{ label: 'x', colour: '#60b0ff', values: x.map((v) => v >> 8) }, { label: 'y', colour: '#ff9060', values: y.map((v) => v >> 8) }] },
    { title: 'angle', series: [{ label: 'angle', colour: '#e0e060', values: angle }] },
  ];
}

export function SeriesPlots(props: { readonly wb: Workbench }) {
  const fetchWindow = async (from: number, to: number): Promise<LaneWindow | null> => {
    const chunk = await props.wb.engine.series(from, to);
    return chunk.fields.length === 0 ? null : { from, to, lanes: lanes(chunk) };
  };
  return <LaneCanvas wb={props.wb} class="plots" testid="plots" fetchWindow={fetchWindow} />;
}
