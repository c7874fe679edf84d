/**
 * The level view: terrain, grid, path, camera border, player, sensors and objects, painted by
 * a ViewPainter — in the engine worker on this canvas's OffscreenCanvas where the browser can
 * transfer it (viewSurface.ts). This component owns only the element and its input: wheel
 * zooms around the cursor, dragging pans (and stops following the player), and size changes.
 */
import { createEffect, onCleanup, onMount } from 'solid-js';
import type { Level } from '../../../engine/level/types.ts';
import type { EngineRemote } from '../worker/connectEngine.ts';
import type { FrameView } from '../worker/protocol.ts';
import type { ObjectOverlays } from './drawObjects.ts';
import { makeViewSurface, type DrawnListener, type ViewSurface } from './viewSurface.ts';
import type { PictureToggles } from './viewSettings.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';

export interface LevelCanvasProps {
  readonly engine: EngineRemote;
  readonly level: Level | null;
  readonly view: FrameView | null;
  readonly follow: boolean;
  readonly onFollowChange: (follow: boolean) => void;
  readonly overlays: ObjectOverlays & { readonly inputs: boolean };
  /** The act's picture: whether to draw it, over it the overlays, dimmed; and its art (null: none, the collision view). */
  readonly picture?: PictureToggles;
  readonly art?: S1ActArt | null;
  /** Called when a movie frame has been painted, with page-clock times (latency measurement hooks into this). */
  readonly onDrawn?: DrawnListener;
}

export function LevelCanvas(props: LevelCanvasProps) {
  let canvas!: HTMLCanvasElement;
  let surface: ViewSurface | null = null;
  const options = () => ({
    follow: props.follow, solid: props.overlays.solid, touch: props.overlays.touch, inputs: props.overlays.inputs,
    picture: props.picture?.picture ?? true, overlays: props.picture?.overlays ?? true, dim: props.picture?.dim ?? false,
  });
  const size = () => {
    const r = canvas.getBoundingClientRect();
    return { width: r.width, height: r.height, dpr: window.devicePixelRatio || 1 };
  };

  onMount(() => {
    const s = makeViewSurface(props.engine, canvas, size(), options(), (frame, start, end, labels) => props.onDrawn?.(frame, start, end, labels));
    surface = s;
    onCleanup(s.stop);
    const observer = new ResizeObserver(() => {
      const z = size();
      s.resize(z.width, z.height, z.dpr);
    });
    observer.observe(canvas);
    onCleanup(() => observer.disconnect());

    // The page surface paints the views the page receives; the worker one paints its own.
    createEffect(() => s.show(props.level, props.view));
    createEffect(() => s.setOptions(options()));
    createEffect(() => s.setArt(props.art ?? null));
  });

  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const r = canvas.getBoundingClientRect();
    surface?.zoomAt(e.clientX - r.left, e.clientY - r.top, e.deltaY < 0 ? 1.25 : 0.8);
  };

  let drag: { x: number; y: number } | null = null;
  const onPointerDown = (e: PointerEvent): void => {
    drag = { x: e.clientX, y: e.clientY };
    canvas.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent): void => {
    if (drag === null) return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (dx === 0 && dy === 0) return;
    // Following off first: the painter must not recentre on the player after this pan.
    if (props.follow) props.onFollowChange(false);
    surface?.panBy(dx, dy);
    drag = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (): void => {
    drag = null;
  };

  return (
    <canvas
      ref={canvas}
      class="level-canvas"
      data-testid="level-canvas"
      data-art-act={props.art?.act ?? ''}
      onWheel={onWheel}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    />
  );
}
