/**
 * The level view's picture switches — the act's picture on or off, the overlays over it, the
 * picture dimmed — kept in this browser's localStorage: UI state, like the first-run hint, not
 * the user's work (a project file does not carry it). Anything unreadable there (another
 * version's value, storage turned off) gives the defaults; a write that fails is dropped.
 */
import { createSignal, type Accessor } from 'solid-js';

export interface PictureToggles {
  /** Draw the act's picture where its art is there. */
  readonly picture: boolean;
  /** Draw the collision, boxes, sensors and path over the picture. */
  readonly overlays: boolean;
  /** Dim the picture under the overlays. */
  readonly dim: boolean;
}

export const PICTURE_TOGGLES_KEY = 'subpixel-view-picture';
export const DEFAULT_PICTURE_TOGGLES: PictureToggles = { picture: true, overlays: true, dim: false };

/** The stored switches, each one that is not a boolean there taking its default. */
export function readPictureToggles(storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null): PictureToggles {
  try {
    const v = JSON.parse(storage?.getItem(PICTURE_TOGGLES_KEY) ?? '{}') as Record<string, unknown> | null;
    const pick = (k: keyof PictureToggles): boolean => (v !== null && typeof v === 'object' && typeof v[k] === 'boolean' ? (v[k] as boolean) : DEFAULT_PICTURE_TOGGLES[k]);
    return { picture: pick('picture'), overlays: pick('overlays'), dim: pick('dim') };
  } catch {
    return DEFAULT_PICTURE_TOGGLES;
  }
}

export function writePictureToggles(t: PictureToggles, storage: Pick<Storage, 'setItem'> | null = globalThis.localStorage ?? null): void {
  try {
    storage?.setItem(PICTURE_TOGGLES_KEY, JSON.stringify({ picture: t.picture, overlays: t.overlays, dim: t.dim }));
  } catch {
    // Storage off or full: the switches still work for this session.
  }
}

/** The switches as a signal that writes through to storage. `create*`: reactive. */
export function createPictureToggles(): [toggles: Accessor<PictureToggles>, set: (t: PictureToggles) => void] {
  const [toggles, setToggles] = createSignal(readPictureToggles());
  return [toggles, (t) => {
    setToggles(t);
    writePictureToggles(t);
  }];
}
