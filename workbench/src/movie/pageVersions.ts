/**
 * Per-page change tracking for the piano roll (STYLE habit 11; solid-primitives `trigger`).
 * Rows read `track(frame)`; an edit calls `dirty(start, end)` and only the rows of the pages it
 * touched re-render. Signals are created lazily, so a million-frame movie costs nothing until
 * its pages are on screen.
 */
import { createSignal, getOwner, runWithOwner, type Owner } from 'solid-js';

export const PAGE_FRAMES = 256;

export interface PageVersions {
  /** Subscribes the current computation to `frame`'s page. */
  readonly track: (frame: number) => void;
  /** Frames [start, end) changed; end = Infinity for "everything after start". */
  readonly dirty: (start: number, end: number) => void;
}

export function pageOf(frame: number): number {
  return Math.floor(frame / PAGE_FRAMES);
}

/** Reactive: create under an owner (a component or createRoot). */
export function createPageVersions(): PageVersions {
  const owner: Owner | null = getOwner();
  const pages = new Map<number, [track: () => void, dirty: () => void]>();
  const [tail, dirtyTail] = createSignal(undefined, { equals: false });
  function page(p: number): [track: () => void, dirty: () => void] {
    let t = pages.get(p);
    if (t === undefined) {
      const [read, write] = runWithOwner(owner, () => createSignal(undefined, { equals: false }))!;
      t = [read, () => write()];
      pages.set(p, t);
    }
    return t;
  }
  return {
    track(frame) {
      page(pageOf(frame))[0]();
      // Rows past every known page also follow the "everything after" signal.
      tail();
    },
    dirty(start, end) {
      if (end === Infinity) {
        dirtyTail();
        return;
      }
      for (let p = pageOf(start); p <= pageOf(Math.max(start, end - 1)); p++) pages.get(p)?.[1]();
    },
  };
}
