/**
 * A canvas of stacked lanes over a window of frames around the cursor (drawSeries.ts), the
 * one both plot panels draw on: the series plots and the RAM watch plots. The owner fetches
 * the window's data (`fetchWindow`, one request at a time, the latest view wins) and turns it
 * into lanes; this draws them through one rAF loop, follows the cursor, and seeks on a click
 * or a drag.
 */
import { createEffect, onCleanup, onMount } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import { makeRafLoop } from '../view/rafLoop.ts';
import { fitCanvas } from './fitCanvas.ts';
import { drawLane, frameScale, type Lane, type LaneBox } from './drawSeries.ts';

/** Frames shown either side of the cursor. */
export const PLOT_HALF_WINDOW = 300;

/** What the canvas draws: the lanes and the frames they cover. */
export interface LaneWindow {
  readonly from: number;
  readonly to: number;
  readonly lanes: readonly Lane[];
}

export interface LaneCanvasProps<T extends LaneWindow> {
  readonly wb: Workbench;
  readonly class: string;
  readonly testid: string;
  /**
   * Fetches the lanes for frames [from, to) (the worker's answer); called after every new
   * view, never twice at once. `null`: nothing to draw.
   */
  readonly fetchWindow: (from: number, to: number) => Promise<T | null>;
  /** Re-fetch when these change too (the watches plotted). */
  readonly dependsOn?: () => unknown;
  /** After each draw (a place to leave values for tests in data attributes). */
  readonly afterDraw?: (canvas: HTMLCanvasElement, shown: T) => void;
}

export function LaneCanvas<T extends LaneWindow>(props: LaneCanvasProps<T>) {
  const wb = props.wb;
  let canvas!: HTMLCanvasElement;
  let shown: T | null = null;
  let asking = false;
  let again = false;

  const boxes = (n: number): LaneBox[] => {
    const h = canvas.clientHeight / Math.max(1, n);
    return Array.from({ length: n }, (_, i) => ({ x: 0, y: i * h, width: canvas.clientWidth, height: h - 2 }));
  };
  const draw = (): void => {
    const ctx = canvas.getContext('2d');
    if (ctx === null) return;
    const dpr = globalThis.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    if (shown === null) return;
    const bs = boxes(shown.lanes.length);
    for (let i = 0; i < shown.lanes.length; i++) drawLane(ctx, shown.lanes[i], shown.from, shown.to, wb.frame(), bs[i]);
    props.afterDraw?.(canvas, shown);
  };
  const loop = makeRafLoop(draw);
  onCleanup(loop.stop);

  // One request at a time; a view that changes meanwhile asks again when it is answered.
  async function fetch(): Promise<void> {
    if (asking) {
      again = true;
      return;
    }
    asking = true;
    do {
      again = false;
      const from = Math.max(0, wb.frame() - PLOT_HALF_WINDOW);
      shown = await props.fetchWindow(from, from + 2 * PLOT_HALF_WINDOW);
      loop.request();
    } while (again);
    asking = false;
  }
  createEffect(() => {
    void wb.view();
    void props.dependsOn?.();
    void fetch();
  });
  createEffect(() => {
    void wb.frame();
    loop.request();
  });
  onMount(() => fitCanvas(canvas, loop.request));

  let dragging = false;
  const seekAt = (e: PointerEvent): void => {
    if (shown === null) return;
    const r = canvas.getBoundingClientRect();
    const fx = frameScale(shown.from, shown.to, boxes(1)[0]);
    wb.seek(Math.max(0, Math.round(fx.invert(e.clientX - r.left))));
  };
  return (
    <canvas
      ref={canvas}
      class={props.class}
      data-testid={props.testid}
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
