/**
 * A canvas that redraws through one rAF loop whenever `data()` changes (its reads are tracked)
 * or the canvas is resized. `draw` gets the context (CSS pixels) and the whole box.
 */
import { createEffect, onCleanup, onMount } from 'solid-js';
import { makeRafLoop } from '../view/rafLoop.ts';
import { fitCanvas } from './fitCanvas.ts';
import type { LaneBox } from './drawSeries.ts';

export interface PlotCanvasProps<T> {
  readonly data: () => T;
  readonly draw: (ctx: CanvasRenderingContext2D, data: T, box: LaneBox) => void;
  readonly class: string;
  readonly testId: string;
  /** Pointer down at (x, y) in CSS pixels inside the canvas. */
  readonly onPick?: (x: number, y: number, box: LaneBox) => void;
}

export function PlotCanvas<T>(props: PlotCanvasProps<T>) {
  let canvas!: HTMLCanvasElement;
  let latest: T;
  const box = (): LaneBox => ({ x: 0, y: 0, width: canvas.clientWidth, height: canvas.clientHeight });
  const loop = makeRafLoop(() => {
    const ctx = canvas.getContext('2d');
    if (ctx === null) return;
    const dpr = globalThis.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    props.draw(ctx, latest, box());
  });
  onCleanup(loop.stop);
  createEffect(() => {
    latest = props.data();
    loop.request();
  });
  onMount(() => fitCanvas(canvas, loop.request));
  return (
    <canvas
      ref={canvas}
      class={props.class}
      data-testid={props.testId}
      onPointerDown={(e) => {
        const r = canvas.getBoundingClientRect();
        props.onPick?.(e.clientX - r.left, e.clientY - r.top, box());
      }}
    />
  );
}
