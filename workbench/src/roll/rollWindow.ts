/**
 * Virtualization math for the piano roll. Browsers cap an element's height (Chrome near 33.5
 * million px, Firefox near 17.9 million), so a million 16 px rows cannot be one tall div. The
 * scrollable spacer is capped at MAX_SCROLL_PX and the scroll position is mapped proportionally
 * onto the rows; below the cap the mapping is exactly one scroll pixel per row pixel.
 */
export const MAX_SCROLL_PX = 8_000_000;

export interface RollWindow {
  /** Height of the scroll spacer, px. */
  readonly spacerPx: number;
  /** First row (partly) visible. */
  readonly first: number;
  /** Rows to render from `first` (visible ones plus overscan, clipped to the row count). */
  readonly count: number;
  /** Where row `first` starts, relative to the top of the viewport (0 or negative), px. */
  readonly offsetPx: number;
}

export function rollWindow(scrollTop: number, viewPx: number, rowPx: number, rows: number, overscan = 2): RollWindow {
  const contentPx = rows * rowPx;
  const spacerPx = Math.min(contentPx, MAX_SCROLL_PX);
  const scrollRange = Math.max(0, spacerPx - viewPx);
  const contentRange = Math.max(0, contentPx - viewPx);
  const top = scrollRange === 0 ? 0 : (Math.min(Math.max(scrollTop, 0), scrollRange) / scrollRange) * contentRange;
  // The epsilon absorbs the rounding of the proportional mapping (a row's own scrollTop must
  // land on that row, not one pixel-billionth above it).
  const first = Math.min(Math.floor(top / rowPx + 1e-6), Math.max(0, rows - 1));
  const offsetPx = first * rowPx - top;
  const visible = Math.ceil((viewPx - offsetPx) / rowPx);
  const count = Math.max(0, Math.min(rows - first, visible + overscan));
  return { spacerPx, first, count, offsetPx };
}

/** The scrollTop that puts `row` at the top of the viewport (inverse of rollWindow). */
export function scrollTopForRow(row: number, viewPx: number, rowPx: number, rows: number): number {
  const contentPx = rows * rowPx;
  const spacerPx = Math.min(contentPx, MAX_SCROLL_PX);
  const scrollRange = Math.max(0, spacerPx - viewPx);
  const contentRange = Math.max(0, contentPx - viewPx);
  if (contentRange === 0) return 0;
  const top = Math.min(Math.max(row * rowPx, 0), contentRange);
  return (top / contentRange) * scrollRange;
}

/** The row under a viewport-relative y, or -1 when it is past the last row. */
export function rowAtY(y: number, w: RollWindow, rowPx: number, rows: number): number {
  const row = w.first + Math.floor((y - w.offsetPx) / rowPx);
  return row >= 0 && row < rows ? row : -1;
}
