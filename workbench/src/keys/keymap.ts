/**
 * Keyboard shortcuts, TAStudio/BizHawk style where a convention exists: F frame advance,
 * Space play/pause, Q read-only toggle, Ctrl+Z/Ctrl+Y undo/redo, Insert/Delete for frames.
 * Pure: a key description in, an action out, so the map is tested without a DOM.
 */
export type Action =
  | 'frameAdvance'
  | 'frameBack'
  | 'playPause'
  | 'toFirst'
  | 'toLast'
  | 'pageBack'
  | 'pageForward'
  | 'undo'
  | 'redo'
  | 'copy'
  | 'cut'
  | 'paste'
  | 'insertFrames'
  | 'deleteFrames'
  | 'clearFrames'
  | 'toggleReadOnly'
  | 'gotoFrame'
  | 'toggleFollow'
  | 'help';

export interface KeyLike {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
}

export interface Shortcut {
  readonly keys: string;
  readonly action: Action;
  readonly what: string;
}

/** The help panel lists exactly this table, so it cannot disagree with the code. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: 'F', action: 'frameAdvance', what: 'Frame advance (one frame forward)' },
  { keys: 'R', action: 'frameBack', what: 'Frame back (rewind one frame)' },
  { keys: 'Space', action: 'playPause', what: 'Play / pause' },
  { keys: 'Home', action: 'toFirst', what: 'Go to frame 0' },
  { keys: 'End', action: 'toLast', what: 'Go to the last frame of the movie' },
  { keys: 'PageUp', action: 'pageBack', what: 'Back 60 frames' },
  { keys: 'PageDown', action: 'pageForward', what: 'Forward 60 frames' },
  { keys: 'G', action: 'gotoFrame', what: 'Type a frame number to seek to' },
  { keys: 'Q', action: 'toggleReadOnly', what: 'Toggle read-only / record mode' },
  { keys: 'Ctrl+Z', action: 'undo', what: 'Undo an input edit' },
  { keys: 'Ctrl+Y / Ctrl+Shift+Z', action: 'redo', what: 'Redo' },
  { keys: 'Ctrl+C', action: 'copy', what: 'Copy the selected frames' },
  { keys: 'Ctrl+X', action: 'cut', what: 'Cut the selected frames (removes them)' },
  { keys: 'Ctrl+V', action: 'paste', what: 'Paste over frames from the selection start' },
  { keys: 'Insert', action: 'insertFrames', what: 'Insert empty frames before the selection (as many as selected)' },
  { keys: 'Ctrl+Delete', action: 'deleteFrames', what: 'Delete the selected frames' },
  { keys: 'Delete', action: 'clearFrames', what: 'Clear the buttons of the selected frames' },
  { keys: 'L', action: 'toggleFollow', what: 'Toggle camera follow (drag the view to pan, wheel to zoom)' },
  { keys: '?', action: 'help', what: 'Show / hide this help' },
];

export function keyAction(e: KeyLike): Action | null {
  const mod = e.ctrlKey === true || e.metaKey === true;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod) {
    if (k === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (k === 'y') return 'redo';
    if (k === 'c') return 'copy';
    if (k === 'x') return 'cut';
    if (k === 'v') return 'paste';
    if (k === 'Delete') return 'deleteFrames';
    return null;
  }
  if (e.altKey === true) return null;
  switch (k) {
    case 'f':
      return 'frameAdvance';
    case 'r':
      return 'frameBack';
    case ' ':
      return 'playPause';
    case 'Home':
      return 'toFirst';
    case 'End':
      return 'toLast';
    case 'PageUp':
      return 'pageBack';
    case 'PageDown':
      return 'pageForward';
    case 'g':
      return 'gotoFrame';
    case 'q':
      return 'toggleReadOnly';
    case 'l':
      return 'toggleFollow';
    case 'Insert':
      return 'insertFrames';
    case 'Delete':
      return 'clearFrames';
    case '?':
      return 'help';
    default:
      return null;
  }
}

/**
 * Record mode's controller: Gens-style keys. Held keys are written into each frame advanced
 * while not read-only. Returns the input bit for a key, or 0.
 */
export const PAD_KEYS: Readonly<Record<string, number>> = {
  ArrowUp: 0x01,
  ArrowDown: 0x02,
  ArrowLeft: 0x04,
  ArrowRight: 0x08,
  a: 0x10,
  s: 0x20,
  d: 0x40,
  Enter: 0x80,
};

export function padBit(e: KeyLike): number {
  if (e.ctrlKey === true || e.metaKey === true || e.altKey === true) return 0;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return PAD_KEYS[k] ?? 0;
}
