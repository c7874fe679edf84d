/**
 * Plots under the roll: X/Y speed, ground speed, position and angle over a window of frames
 * around the cursor. Data comes from the worker's FrameRecorder (frames the greenzone has
 * replayed); drawing goes through one rAF loop. Click or drag to seek; the cursor line follows
 * the roll's frame.
 */
import { createEffect, onCleanup, onMount } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import { makeRafLoop } from '../view/rafLoop.ts';
import { fitCanvas } from './fitCanvas.ts';
import type { SeriesChunk } from '../worker/protocol.ts';
import { drawLane, frameScale, type Lane, type LaneBox } from './drawSeries.ts';

/** Frames shown either side of the cursor. */
export const PLOT_HALF_WINDOW = 300;
const LANES = 4;

export function SeriesPlots(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  let canvas!: HTMLCanvasElement;
  let chunk: SeriesChunk | null = null;
  let window: { from: number; to: number } = { from: 0, to: 1 };
  let asking = false;
  let again = false;

  const lanes = (c: SeriesChunk): Lane[] => {
    const [x, y, xsp, ysp, gsp, angle] = c.fields;
    return [
      { title: 'speed', series: [{ label: 'xsp', colour: '#60b0ff', values: xsp }, { label: 'ysp', colour: '#ff9060', values: ysp }] },
      { title: 'ground', series: [{ label: 'gsp', colour: '#60ff90', values: gsp }] },
      { title: 'position', series: [{ label: 'x', colour: '#60b0ff', values: x.map((v) => v >> 8) }, { label: 'y', colour: '#ff9060', values: y.map((v) => v >> 8) }] },
      { title: 'angle', series: [{ label: 'angle', colour: '#e0e060', values: angle }] },
    ];
  };

  const boxes = (): LaneBox[] => {
    const w = canvas.clientWidth;
    const h = canvas.clientHeight / LANES;
    return Array.from({ length: LANES }, (_, i) => ({ x: 0, y: i * h, width: w, height: h - 2 }));
  };

  const draw = (): void => {
    const ctx = canvas.getContext('2d');
    if (ctx === null) return;
    const dpr = globalThis.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    if (chunk === null || chunk.fields.length === 0) return;
    const ls = lanes(chunk);
    const bs = boxes();
    for (let i = 0; i < LANES; i++) drawLane(ctx, ls[i], window.from, window.to, wb.frame(), bs[i]);
  };
  const loop = makeRafLoop(draw);
  onCleanup(loop.stop);

  // Fetch the window's data after every new view; one request at a time, latest wins.
  async function fetch(): Promise<void> {
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    do {
      again = false;
      const f = wb.frame();
      const from = Math.max(0, f - PLOT_HALF_WINDOW);
      const to = from + 2 * PLOT_HALF_WINDOW;
      chunk = await wb.engine.series(from, to);
      window = { from, to };
      loop.request();
    } while (again);
    asking = false;
  }
  createEffect(() => {
    void wb.view();
    void fetch();
  });
  createEffect(() => {
    void wb.frame();
    loop.request();
  });

  onMount(() => fitCanvas(canvas, loop.request));

  let dragging = false;
  const seekAt = (e: PointerEvent): void => {
    const r = canvas.getBoundingClientRect();
    const fx = frameScale(window.from, window.to, boxes()[0]);
    wb.seek(Math.max(0, Math.round(fx.invert(e.clientX - r.left))));
  };
  return (
    <canvas
      ref={canvas}
      class="plots"
      data-testid="plots"
      onPointerDown={(e) => {
        dragging = true;
        canvas.setPointerCapture(e.pointerId);
        seekAt(e);
      }}
      onPointerMove={(e) => {
        if (dragging) seekAt(e);
      }}
      onPointerUp={() => {
        dragging = false;
      }}
    />
  );
}
