/**
 * The level view's worker half: the ViewPainter on the page canvas's OffscreenCanvas. Every
 * frame view the worker answers with is painted here first, in the same task that stepped it,
 * so a frame advance reaches the screen without waiting for the page's main thread (see
 * viewPainter.ts for why that wait can be a whole display frame). The page forwards resizes,
 * zooms, pans and option toggles; the painter tells the page when each movie frame was painted,
 * in epoch milliseconds (performance.timeOrigin + now) because the two threads' clocks start
 * at different times.
 */
import * as Comlink from 'comlink';
import type { Level } from '../../../engine/level/types.ts';
import type { DrawCommand } from '../view/drawScriptOverlay.ts';
import { ViewPainter, type PaintedFrame, type ViewOptions } from '../view/viewPainter.ts';

/** When a movie frame was painted, epoch ms, and the sensor label boxes drawn. */
export type PaintedCallback = (frame: number, startEpochMs: number, endEpochMs: number, labels: readonly number[]) => void;

export class ViewHost {
  private painter: ViewPainter | null = null;
  /** The latest frame while no canvas is attached yet (the painter keeps its own copy after). */
  private latest: PaintedFrame | null = null;
  private level: Level | null = null;
  private drawings: readonly DrawCommand[] = [];

  attach(canvas: OffscreenCanvas, width: number, height: number, dpr: number, options: ViewOptions, painted: PaintedCallback): void {
    // A canvas attached again (a remounted view) starts from the frame the old one showed.
    const carried = this.painter?.shown ?? this.latest;
    this.painter?.stop();
    const epoch = (t: number): number => performance.timeOrigin + t;
    const p = new ViewPainter(canvas, (frame, start, end, labels) => void painted(frame, epoch(start), epoch(end), labels));
    p.resize(width, height, dpr);
    p.setOptions(options);
    p.setLevel(this.level);
    p.setDrawings(this.drawings);
    if (carried !== null) p.show(carried);
    this.painter = p;
    this.latest = null;
  }

  /** A frame the worker is about to answer with: painted now, before its buffers move. */
  show(level: Level | null, f: PaintedFrame): void {
    if (level !== this.level) {
      this.level = level;
      this.painter?.setLevel(level);
    }
    if (this.painter === null) {
      this.latest = { frame: f.frame, state: f.state.slice(), path: f.path.slice(), objects: f.objects.slice(), input: f.input };
      return;
    }
    try {
      this.painter.show(f);
    } catch (e) {
      // A drawing bug must not fail the seek that carries the frame to the page.
      console.error('level view: paint failed', e);
    }
  }

  resize(width: number, height: number, dpr: number): void {
    this.painter?.resize(width, height, dpr);
  }
  zoomAt(x: number, y: number, factor: number): void {
    this.painter?.zoomAt(x, y, factor);
  }
  panBy(dx: number, dy: number): void {
    this.painter?.panBy(dx, dy);
  }
  setOptions(options: ViewOptions): void {
    this.painter?.setOptions(options);
  }
  /** What scripts draw over the view. */
  setDrawings(commands: readonly DrawCommand[]): void {
    this.drawings = commands;
    this.painter?.setDrawings(commands);
  }
  /** A branch thumbnail, or null (no canvas yet, or the browser could not encode it: a branch needs none). */
  async thumbnail(): Promise<Uint8Array | null> {
    try {
      const png = (await this.painter?.thumbnail()) ?? null;
      return png === null ? null : Comlink.transfer(png, [png.buffer]);
    } catch (e) {
      console.error('level view: thumbnail failed', e);
      return null;
    }
  }
}
