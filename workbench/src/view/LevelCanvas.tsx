/**
 * The level view: terrain, grid, path, camera border, player and sensors, drawn by one rAF
 * loop from the latest frame view. Wheel zooms around the cursor, dragging pans (and stops
 * following the player), `follow` keeps the player centred. Loaded objects are drawn with
 * optional solid-box and touch-hitbox overlays.
 */
import { createEffect, onCleanup, onMount } from 'solid-js';
import type { Level } from '../../../engine/level/types.ts';
import { Terrain } from '../../../engine/terrain/terrain.ts';
import { P_LAYER, P_X, P_Y } from '../../../engine/world/layout.ts';
import type { FrameView } from '../worker/protocol.ts';
import { drawCameraBorder } from './drawCameraBorder.ts';
import { drawGrid } from './drawGrid.ts';
import { drawObjects, type ObjectOverlays } from './drawObjects.ts';
import { drawPath } from './drawPath.ts';
import { drawPlayer } from './drawPlayer.ts';
import { drawSensors } from './drawSensors.ts';
import { drawTerrain } from './drawTerrain.ts';
import { makeRafLoop } from './rafLoop.ts';
import { sensorProbes } from './sensorProbes.ts';
import { panBy, zoomAt, type ViewCamera } from './viewCamera.ts';

export interface LevelCanvasProps {
  readonly level: Level | null;
  readonly view: FrameView | null;
  readonly follow: boolean;
  readonly onFollowChange: (follow: boolean) => void;
  readonly overlays: ObjectOverlays;
  /** Receives a function that renders a small PNG of the view (branch thumbnails). */
  readonly thumbnailSource?: (fn: () => Promise<Uint8Array | null>) => void;
  /** Called after each draw of a frame view with when that draw began (latency measurement hooks into this). */
  readonly onDrawn?: (frame: number, drawStart: number) => void;
}

export function LevelCanvas(props: LevelCanvasProps) {
  let canvas!: HTMLCanvasElement;
  let camera: ViewCamera = { cx: 160, cy: 112, zoom: 2, width: 1, height: 1 };
  let terrain: Terrain | null = null;
  let terrainFor: Level | null = null;

  const draw = (): void => {
    const drawStart = performance.now();
    const ctx = canvas.getContext('2d');
    if (ctx === null) return;
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#0b0b10';
    ctx.fillRect(0, 0, camera.width, camera.height);
    const level = props.level;
    const view = props.view;
    if (level === null) return;
    if (view !== null && props.follow) camera = { ...camera, cx: (view.state[P_X] >> 8) + 0.5, cy: (view.state[P_Y] >> 8) + 0.5 };
    drawTerrain(ctx, level, camera, view !== null && view.state[P_LAYER] !== 0 ? 1 : 0);
    drawGrid(ctx, level, camera);
    if (view === null) return;
    drawObjects(ctx, view.objects, camera, props.overlays);
    drawPath(ctx, view.path, camera);
    drawCameraBorder(ctx, view.state, camera);
    drawPlayer(ctx, view.state, camera);
    if (terrainFor !== level) {
      terrain = new Terrain(level);
      terrainFor = level;
    }
    drawSensors(ctx, sensorProbes(terrain!, view.state), camera);
    props.onDrawn?.(view.frame, drawStart);
  };
  const loop = makeRafLoop(draw);
  onCleanup(loop.stop);

  createEffect(() => {
    // Redraw whenever the inputs to draw change.
    void props.level;
    void props.view;
    void props.follow;
    void props.overlays.solid;
    void props.overlays.touch;
    loop.request();
  });

  onMount(() => {
    props.thumbnailSource?.(async () => {
      const small = document.createElement('canvas');
      small.width = 96;
      small.height = 64;
      const c = small.getContext('2d');
      if (c === null) return null;
      draw();
      c.drawImage(canvas, 0, 0, small.width, small.height);
      const blob = await new Promise<Blob | null>((ok) => small.toBlob(ok, 'image/png'));
      return blob === null ? null : new Uint8Array(await blob.arrayBuffer());
    });
    const resize = (): void => {
      const r = canvas.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.max(1, Math.round(r.width * dpr));
      canvas.height = Math.max(1, Math.round(r.height * dpr));
      camera = { ...camera, width: r.width, height: r.height };
      loop.request();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    resize();
    onCleanup(() => observer.disconnect());
  });

  const onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const r = canvas.getBoundingClientRect();
    camera = zoomAt(camera, e.clientX - r.left, e.clientY - r.top, e.deltaY < 0 ? 1.25 : 0.8);
    loop.request();
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
    if (props.follow) props.onFollowChange(false);
    camera = panBy(camera, dx, dy);
    drag = { x: e.clientX, y: e.clientY };
    loop.request();
  };
  const onPointerUp = (): void => {
    drag = null;
  };

  return (
    <canvas
      ref={canvas}
      class="level-canvas"
      data-testid="level-canvas"
      onWheel={onWheel}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    />
  );
}
