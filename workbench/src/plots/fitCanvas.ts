/**
 * Keeps a canvas's backing store at its CSS size times the device pixel ratio and calls
 * `resized` after every change (and once at the start). Call from onMount; it cleans up with
 * the owner.
 */
import { onCleanup } from 'solid-js';

export function fitCanvas(canvas: HTMLCanvasElement, resized: () => void): void {
  const resize = (): void => {
    const dpr = globalThis.devicePixelRatio || 1;
    canvas.width = Math.max(1, Math.round(canvas.clientWidth * dpr));
    canvas.height = Math.max(1, Math.round(canvas.clientHeight * dpr));
    resized();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  resize();
  onCleanup(() => observer.disconnect());
}
