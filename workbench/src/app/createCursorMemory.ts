/**
 * The cursor kept with the project, so a reload comes back to it. It is saved once the frame
 * settles (CURSOR_SETTLE_MS after it last moved) and, while it keeps moving (playback,
 * fast-forward), at least every CURSOR_SAVE_EVERY_MS: a reload during playback returns near where
 * playback was, not to the frame it last paused on (a settle-only save never fired while
 * playing). `saveNow` is for the page being hidden or closed. The worker writes what it gets
 * within projectHost.ts UI_SAVE_DELAY_MS of the first unsaved value.
 * `create*`: reactive, cleans up with its owner.
 */
import { createEffect, on, onCleanup, type Accessor } from 'solid-js';

export const CURSOR_SETTLE_MS = 300;
export const CURSOR_SAVE_EVERY_MS = 500;

export interface CursorMemory {
  /** Saves the frame on screen now (the page is being hidden or closed). */
  readonly saveNow: () => void;
}

/** `canSave`: this tab may write the project (it owns it, the workbench is ready). */
export function createCursorMemory(frame: Accessor<number>, canSave: () => boolean, save: (frame: number) => void): CursorMemory {
  let settle: ReturnType<typeof setTimeout> | null = null;
  let deadline: ReturnType<typeof setTimeout> | null = null;
  const stop = (): void => {
    if (settle !== null) clearTimeout(settle);
    if (deadline !== null) clearTimeout(deadline);
    settle = null;
    deadline = null;
  };
  const saveNow = (): void => {
    stop();
    if (canSave()) save(frame());
  };
  createEffect(on(frame, () => {
    if (!canSave()) return;
    if (settle !== null) clearTimeout(settle);
    settle = setTimeout(saveNow, CURSOR_SETTLE_MS);
    if (deadline === null) deadline = setTimeout(saveNow, CURSOR_SAVE_EVERY_MS);
  }, { defer: true }));
  onCleanup(stop);
  return { saveNow };
}
