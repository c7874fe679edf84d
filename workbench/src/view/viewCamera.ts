/**
 * The view's camera (not the game's): which world pixel sits at the canvas centre and how many
 * screen (CSS) pixels one world pixel takes. Draw functions map world → screen with sx/sy.
 */
export interface ViewCamera {
  /** World pixel at the canvas centre. */
  readonly cx: number;
  readonly cy: number;
  /** Screen px per world px. */
  readonly zoom: number;
  /** Canvas size, CSS px. */
  readonly width: number;
  readonly height: number;
}

export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 32;

export function sx(c: ViewCamera, wx: number): number {
  return (wx - c.cx) * c.zoom + c.width / 2;
}

export function sy(c: ViewCamera, wy: number): number {
  return (wy - c.cy) * c.zoom + c.height / 2;
}

export function worldAt(c: ViewCamera, screenX: number, screenY: number): { x: number; y: number } {
  return { x: (screenX - c.width / 2) / c.zoom + c.cx, y: (screenY - c.height / 2) / c.zoom + c.cy };
}

/** Zooms by `factor` keeping the world point under (screenX, screenY) where it is. */
export function zoomAt(c: ViewCamera, screenX: number, screenY: number, factor: number): ViewCamera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, c.zoom * factor));
  const p = worldAt(c, screenX, screenY);
  return { ...c, zoom, cx: p.x - (screenX - c.width / 2) / zoom, cy: p.y - (screenY - c.height / 2) / zoom };
}

export function panBy(c: ViewCamera, dxScreen: number, dyScreen: number): ViewCamera {
  return { ...c, cx: c.cx - dxScreen / c.zoom, cy: c.cy - dyScreen / c.zoom };
}
