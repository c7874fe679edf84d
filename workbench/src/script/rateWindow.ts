/**
 * A count of events per one-second window: `take()` says whether this event is within the
 * window's limit; past it the event is counted as dropped until the next window starts. `now` is
 * the caller's clock in milliseconds (performance.now in the browser; a fake one in tests).
 */
export interface RateWindow {
  /** Whether one more event fits this second. */
  take(): boolean;
  /** Events refused since the last call, and resets that count (for a "… N dropped" line). */
  takeDropped(): number;
}

export function makeRateWindow(limit: number, now: () => number): RateWindow {
  let start = now();
  let used = 0;
  let dropped = 0;
  return {
    take: () => {
      const t = now();
      if (t - start >= 1000) {
        start = t;
        used = 0;
      }
      if (used < limit) {
        used++;
        return true;
      }
      dropped++;
      return false;
    },
    takeDropped: () => {
      const d = dropped;
      dropped = 0;
      return d;
    },
  };
}
