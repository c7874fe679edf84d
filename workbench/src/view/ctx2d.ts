/**
 * The 2D context the draw functions take: the page's canvas or an OffscreenCanvas in the
 * engine worker (viewPainter.ts) — the same drawing code runs in both.
 */
export type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
