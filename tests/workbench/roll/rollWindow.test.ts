import { describe, expect, it } from 'vitest';
import { MAX_SCROLL_PX, rollWindow, rowAtY, scrollTopForRow } from '../../../workbench/src/roll/rollWindow.ts';

describe('rollWindow', () => {
  it('a short movie scrolls one pixel per row pixel and renders only the visible rows', () => {
    const w = rollWindow(160, 400, 16, 1000, 2);
    expect(w).toEqual({ spacerPx: 16000, first: 10, count: 27, offsetPx: 0 });
  });

  it('a partly scrolled row gives a negative offset', () => {
    const w = rollWindow(168, 400, 16, 1000, 0);
    expect(w.first).toBe(10);
    expect(w.offsetPx).toBe(-8);
  });

  it('a million-frame movie keeps the spacer under the browser height cap and still reaches the last row', () => {
    const rows = 1_000_000;
    const top = rollWindow(0, 400, 16, rows);
    expect(top.spacerPx).toBe(MAX_SCROLL_PX);
    expect(top.count).toBeLessThan(40);
    const bottom = rollWindow(MAX_SCROLL_PX - 400, 400, 16, rows);
    expect(bottom.first + bottom.count).toBe(rows);
  });

  it('scrollTopForRow puts the row at the top, also past the height cap', () => {
    for (const rows of [1000, 1_000_000]) {
      const row = Math.floor(rows / 2);
      const w = rollWindow(scrollTopForRow(row, 400, 16, rows), 400, 16, rows);
      expect(w.first).toBe(row);
    }
  });

  it('rowAtY finds the row under the pointer and -1 past the end', () => {
    const w = rollWindow(168, 400, 16, 1000, 0);
    expect(rowAtY(0, w, 16, 1000)).toBe(10);
    expect(rowAtY(8, w, 16, 1000)).toBe(11);
    expect(rowAtY(10_000_000, w, 16, 1000)).toBe(-1);
  });

  it('an empty movie renders no rows', () => {
    expect(rollWindow(0, 400, 16, 0).count).toBe(0);
  });
});
