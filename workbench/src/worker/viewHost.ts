/**
 * The level view's worker half: the ViewPainter on the page canvas's OffscreenCanvas. Every
 * frame the worker arrives at is painted here first, in the same task that stepped it, so a
 * frame advance reaches the screen without waiting for the page's main thread (see
 * viewPainter.ts for why that wait can be a whole display frame). `show` calls back once the
 * frame is on the canvas: only then does the page hear of it, so its frame counter never
 * runs ahead of the picture (a frame replaced before it was painted is never announced). The
 * page forwards resizes, zooms, pans and option toggles; each paint is reported in epoch
 * milliseconds (performance.timeOrigin + now) because the two threads' clocks start at
 * different times.
 */
import * as Comlink from 'comlink';
import type { Level } from '../../../engine/level/types.ts';
import type { DrawCommand } from '../view/drawScriptOverlay.ts';
import { ViewPainter, type PaintedFrame, type ViewOptions } from '../view/viewPainter.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';

/** When a movie frame was painted, epoch ms, and the sensor label boxes drawn. */
export type PaintedCallback = (frame: number, startEpochMs: number, endEpochMs: number, labels: readonly number[]) => void;

export class ViewHost {
  private painter: ViewPainter | null = null;
  /** The frame waiting to be painted and what to do once it is. */
  private pending: { readonly frame: number; readonly shown: () => void } | null = null;

  constructor(private readonly painted: PaintedCallback = () => {}) {}

  /** The latest frame while no canvas is attached yet (the painter keeps its own copy after). */
  private latest: PaintedFrame | null = null;
  private level: Level | null = null;
  private drawings: readonly DrawCommand[] = [];
  private art: S1ActArt | null = null;

  attach(canvas: OffscreenCanvas, width: number, height: number, dpr: number, options: ViewOptions): void {
    // A canvas attached again (a remounted view) starts from the frame the old one showed.
    const carried = this.painter?.shown ?? this.latest;
    this.painter?.stop();
    const epoch = (t: number): number => performance.timeOrigin + t;
    const p = new ViewPainter(canvas, (frame, start, end, labels) => {
      this.painted(frame, epoch(start), epoch(end), labels);
      const due = this.pending;
      if (due !== null && due.frame === frame) {
        this.pending = null;
        due.shown();
      }
    });
    p.resize(width, height, dpr);
    p.setOptions(options);
    p.setLevel(this.level);
    p.setArt(this.art);
    p.setDrawings(this.drawings);
    if (carried !== null) p.show(carried);
    this.painter = p;
    this.latest = null;
  }

  /**
   * A frame the worker arrived at: painted now (or at the next animation frame when one was
   * painted in this one); `shown` runs once it is on the canvas, or at once without a canvas.
   */
  show(level: Level | null, f: PaintedFrame, shown: () => void = () => {}): void {
    if (level !== this.level) {
      this.level = level;
      this.painter?.setLevel(level);
    }
    if (this.painter === null) {
      this.latest = { frame: f.frame, state: f.state.slice(), partnerBase: f.partnerBase, path: f.path.slice(), objects: f.objects.slice(), input: f.input, special: f.special ?? null };
      shown();
      return;
    }
    this.pending = { frame: f.frame, shown };
    try {
      this.painter.show(f);
    } catch (e) {
      // A drawing bug must not keep the frame from the page.
      console.error('level view: paint failed', e);
      this.pending = null;
      shown();
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
  /** A real act's art for the picture (the page reads it from the open folder), or null. */
  setArt(art: S1ActArt | null): void {
    this.art = art;
    this.painter?.setArt(art);
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
