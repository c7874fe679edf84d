import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { P_X, P_Y } from '../../../engine/state/layout.ts';
import type { FrameScheduler } from '../../../workbench/src/view/rafLoop.ts';
import { ViewPainter, type PaintedFrame } from '../../../workbench/src/view/viewPainter.ts';
import { pageSurface } from '../../../workbench/src/view/viewSurface.ts';
import type { FrameView } from '../../../workbench/src/worker/protocol.ts';

/** A 2D context that does nothing but remember its fillRect calls (Node has no canvas). */
function recordingContext(log: number[][]): unknown {
  return new Proxy({}, {
    get(_t, key) {
      if (key === 'fillRect') return (...a: number[]) => log.push(a);
      if (key === 'createImageData') return (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) });
      return () => {};
    },
    set: () => true,
  });
}

class FakeCanvas {
  width = 1;
  height = 1;
  readonly log: number[][] = [];
  constructor(w = 1, h = 1) {
    this.width = w;
    this.height = h;
  }
  getContext(): unknown {
    return recordingContext(this.log);
  }
}

function handFrames(): FrameScheduler & { frame: () => void } {
  let ticks: (() => void)[] = [];
  return {
    schedule: (t) => ticks.push(t),
    cancel: () => {},
    frame: () => {
      const due = ticks;
      ticks = [];
      for (const t of due) t();
    },
  };
}

const level = loadBuiltinLevel('flat');
function frameAt(n: number): PaintedFrame {
  const w = createWorld(level, {});
  for (let i = 0; i < n; i++) w.step(0x08);
  return { frame: n, state: w.state.slice(), partnerBase: 0, path: new Int32Array(0), objects: new Int32Array(0), input: 0 };
}
/**
 * drawPlayer's centre marker (2×2 CSS px at zoom 2) is among the paint's fillRects; the view
 * camera centres on the pixel's middle, so a followed player's marker sits at (159, 111).
 */
const marker = (x: number, y: number): number[] => [x, y, 2, 2];
function paintOnce(c: FakeCanvas, paint: () => void): number[][] {
  c.log.length = 0;
  paint();
  return c.log;
}

describe('ViewPainter', () => {
  beforeEach(() => vi.stubGlobal('OffscreenCanvas', FakeCanvas));
  afterEach(() => vi.unstubAllGlobals());

  function painter() {
    const canvas = new FakeCanvas();
    const frames = handFrames();
    const painted: number[] = [];
    const p = new ViewPainter(canvas as unknown as OffscreenCanvas, (f) => painted.push(f), frames);
    p.resize(320, 224, 2);
    p.setLevel(level);
    frames.frame(); // paints the level
    frames.frame(); // a display frame with nothing to paint: the next frame view paints at once
    return { p, canvas, frames, painted };
  }

  it('sizes the backing store by the device pixel ratio', () => {
    const { canvas } = painter();
    expect([canvas.width, canvas.height]).toEqual([640, 448]);
  });

  it('paints a new frame at once and reports it once, with following centring the player', () => {
    const { p, canvas, painted } = painter();
    expect(paintOnce(canvas, () => p.show(frameAt(30)))).toContainEqual(marker(159, 111));
    expect(painted).toEqual([30]);
  });

  it('draws the partner from its block too: its centre marker where its position puts it', () => {
    const { p, canvas } = painter();
    const w = createWorld(level, { profile: 's2', partner: { character: 'tails', control: 'cpu' } });
    for (let i = 0; i < 30; i++) w.step(0x08);
    const f: PaintedFrame = { frame: 30, state: w.state.slice(), partnerBase: w.partnerBase, path: new Int32Array(0), objects: new Int32Array(0), input: 0 };
    const p2 = w.p2!.s;
    const dx = (p2[P_X] >> 8) - (w.state[P_X] >> 8);
    const dy = (p2[P_Y] >> 8) - (w.state[P_Y] >> 8);
    expect(dx).not.toBe(0);
    const log = paintOnce(canvas, () => p.show(f));
    expect(log).toContainEqual(marker(159, 111));
    expect(log).toContainEqual(marker(159 + 2 * dx, 111 + 2 * dy));
  });

  it('keeps its own copy: the caller may reuse or move the buffers', () => {
    const { p, canvas, frames } = painter();
    const f = frameAt(30);
    p.show(f);
    f.state[P_X] += 100 << 8;
    f.state[P_Y] += 100 << 8;
    p.setOptions({ follow: false, solid: false, touch: false });
    expect(paintOnce(canvas, frames.frame)).toContainEqual(marker(159, 111));
  });

  it('a pan without following moves the picture and is not reported as a new frame', () => {
    const { p, canvas, frames, painted } = painter();
    p.show(frameAt(30));
    p.setOptions({ follow: false, solid: false, touch: false });
    p.panBy(10, -4);
    expect(paintOnce(canvas, frames.frame)).toContainEqual(marker(169, 107));
    expect(painted).toEqual([30]);
  });

  it('two frames in one display frame: the second waits for the next animation frame', () => {
    const { p, frames, painted } = painter();
    p.show(frameAt(1));
    p.show(frameAt(2));
    expect(painted).toEqual([1]);
    frames.frame();
    expect(painted).toEqual([1, 2]);
  });

  it('the page surface (no transferable canvas) paints each new view once, not the same view again', () => {
    // The page's animation frames never come in this test: only the immediate paint counts.
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const drawn: number[] = [];
    const surface = pageSurface(new FakeCanvas() as unknown as HTMLCanvasElement, { width: 320, height: 224, dpr: 1 }, { follow: true, solid: false, touch: false }, (f) => drawn.push(f));
    const view = { ...frameAt(5), trace: null, events: 0, hash: '', greenzoneTo: 5, hitsVersion: 0 } as FrameView;
    surface.show(level, view);
    surface.show(level, view);
    expect(surface.inWorker).toBe(false);
    expect(drawn).toEqual([5]);
    surface.stop();
  });
});
