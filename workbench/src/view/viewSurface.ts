/**
 * Where the level view is painted: in the engine worker on the canvas's OffscreenCanvas
 * (normal case, lowest frame-advance latency: viewPainter.ts) or, where a canvas cannot be
 * transferred, by the same ViewPainter on the page. LevelCanvas talks only to this interface.
 */
import * as Comlink from 'comlink';
import type { Level } from '../../../engine/level/types.ts';
import type { EngineRemote } from '../worker/connectEngine.ts';
import type { FrameView } from '../worker/protocol.ts';
import { ViewPainter, type ViewOptions } from './viewPainter.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';

/** A movie frame reached the canvas: page-clock times (performance.now) of the paint, and the sensor label boxes. */
export type DrawnListener = (frame: number, start: number, end: number, labels: readonly number[]) => void;

export interface ViewSurface {
  /** Whether painting happens in the engine worker. */
  readonly inWorker: boolean;
  /** The page's current level and frame view (the worker surface paints its own and ignores this). */
  readonly show: (level: Level | null, view: FrameView | null) => void;
  readonly resize: (width: number, height: number, dpr: number) => void;
  readonly zoomAt: (x: number, y: number, factor: number) => void;
  readonly panBy: (dx: number, dy: number) => void;
  readonly setOptions: (options: ViewOptions) => void;
  /** The loaded act's art for the picture, or null. */
  readonly setArt: (art: S1ActArt | null) => void;
  readonly thumbnail: () => Promise<Uint8Array | null>;
  readonly stop: () => void;
}

export interface SurfaceSize {
  readonly width: number;
  readonly height: number;
  readonly dpr: number;
}

/**
 * The engine worker paints; the page forwards camera and option changes. Its paints are
 * reported on the events port (createWorkbench `onPainted`), in order with the frames.
 */
export function workerSurface(engine: EngineRemote, canvas: HTMLCanvasElement, size: SurfaceSize, options: ViewOptions): ViewSurface {
  const off = canvas.transferControlToOffscreen();
  void engine.attachView(Comlink.transfer(off, [off]), size.width, size.height, size.dpr, options);
  return {
    inWorker: true,
    show: () => {},
    resize: (w, h, dpr) => void engine.resizeView(w, h, dpr),
    zoomAt: (x, y, f) => void engine.zoomView(x, y, f),
    panBy: (dx, dy) => void engine.panView(dx, dy),
    setOptions: (o) => void engine.setViewOptions(o),
    setArt: (art) => void engine.setViewArt(art),
    thumbnail: () => engine.viewThumbnail(),
    stop: () => {},
  };
}

/** Fallback: the same painter on the page, fed the views the worker answers with. */
export function pageSurface(canvas: HTMLCanvasElement, size: SurfaceSize, options: ViewOptions, drawn: DrawnListener): ViewSurface {
  const painter = new ViewPainter(canvas, drawn);
  painter.resize(size.width, size.height, size.dpr);
  painter.setOptions(options);
  let shown: FrameView | null = null;
  return {
    inWorker: false,
    show: (level, view) => {
      painter.setLevel(level);
      // A run of acts in a special stage: the stage's picture (the worker's surface does the same, engineWorker.ts).
      if (view !== null && view !== shown) painter.show({ ...view, special: view.run?.special ?? null });
      shown = view;
    },
    resize: (w, h, dpr) => painter.resize(w, h, dpr),
    zoomAt: (x, y, f) => painter.zoomAt(x, y, f),
    panBy: (dx, dy) => painter.panBy(dx, dy),
    setOptions: (o) => painter.setOptions(o),
    setArt: (art) => painter.setArt(art),
    thumbnail: () => painter.thumbnail(),
    stop: () => painter.stop(),
  };
}

/** The worker surface where the browser can transfer a canvas, else the page one. */
export function makeViewSurface(engine: EngineRemote, canvas: HTMLCanvasElement, size: SurfaceSize, options: ViewOptions, drawn: DrawnListener): ViewSurface {
  return typeof canvas.transferControlToOffscreen === 'function' && typeof OffscreenCanvas === 'function'
    ? workerSurface(engine, canvas, size, options)
    : pageSurface(canvas, size, options, drawn);
}
