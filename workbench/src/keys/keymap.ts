/**
 * Keyboard shortcuts, TAStudio/BizHawk style where a convention exists: F frame advance,
 * Space play/pause, Tab (held) fast-forward, Q playback/record mode, Ctrl+Z/Ctrl+Y undo/redo,
 * Insert/Delete for frames, digits for branch slots (TAStudio's F-keys would reload the page).
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
  | 'toggleRecord'
  | 'gotoFrame'
  | 'toggleFollow'
  | 'fastForward'
  | 'speedUp'
  | 'speedDown'
  | 'nextMarker'
  | 'prevMarker'
  | 'toggleTextView'
  | 'loadSlot'
  | 'saveSlot'
  | 'help';

export interface KeyLike {
  readonly key: string;
  /** The physical key ("Digit1"): digits keep their meaning under Shift whatever the layout. */
  readonly code?: string;
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
  { keys: 'F', action: 'frameAdvance', what: 'Frame advance (one frame forward; while playing: pause)' },
  { keys: 'R', action: 'frameBack', what: 'Frame back (rewind one frame)' },
  { keys: 'Space', action: 'playPause', what: 'Play / pause' },
  { keys: 'Home', action: 'toFirst', what: 'Go to frame 0' },
  { keys: 'End', action: 'toLast', what: 'Go to the last frame of the movie' },
  { keys: 'PageUp', action: 'pageBack', what: 'Back 60 frames' },
  { keys: 'PageDown', action: 'pageForward', what: 'Forward 60 frames' },
  { keys: 'Tab (hold)', action: 'fastForward', what: 'Fast-forward (turbo) while held' },
  { keys: '+', action: 'speedUp', what: 'Playback speed up (¼× … 8×, then max)' },
  { keys: '-', action: 'speedDown', what: 'Playback speed down' },
  { keys: 'G', action: 'gotoFrame', what: 'Type a frame number to seek to (Escape leaves the box)' },
  { keys: 'Q', action: 'toggleRecord', what: 'Switch playback / record mode (record: F and playback write the held buttons)' },
  { keys: ']', action: 'nextMarker', what: 'Go to the next marker' },
  { keys: '[', action: 'prevMarker', what: 'Go to the previous marker' },
  { keys: '1 … 9', action: 'loadSlot', what: 'Load the branch in slot N (state and inputs)' },
  { keys: 'Shift+1 … 9', action: 'saveSlot', what: 'Save a branch to slot N (updates the one there)' },
  { keys: 'T', action: 'toggleTextView', what: 'Show the movie as text (the input script) / as the piano roll' },
  { keys: 'Ctrl+Z', action: 'undo', what: 'Undo an input edit' },
  { keys: 'Ctrl+Y / Ctrl+Shift+Z', action: 'redo', what: 'Redo' },
  { keys: 'Ctrl+C', action: 'copy', what: 'Copy the selected frames as input script text (system clipboard)' },
  { keys: 'Ctrl+X', action: 'cut', what: 'Cut the selected frames (removes them)' },
  { keys: 'Ctrl+V', action: 'paste', what: 'Paste input script text over frames from the selection start' },
  { keys: 'Insert', action: 'insertFrames', what: 'Insert empty frames before the selection (as many as selected)' },
  { keys: 'Ctrl+Delete', action: 'deleteFrames', what: 'Delete the selected frames' },
  { keys: 'Delete', action: 'clearFrames', what: 'Clear the buttons of the selected frames' },
  { keys: 'L', action: 'toggleFollow', what: 'Toggle camera follow (drag the view to pan, wheel to zoom)' },
  { keys: '?', action: 'help', what: 'Show / hide this help' },
];

/** The slot of a digit key 1..9 (by physical key, so Shift+1 is slot 1 on any layout), or 0. */
export function slotOf(e: KeyLike): number {
  const m = /^Digit([1-9])$/.exec(e.code ?? '') ?? /^([1-9])$/.exec(e.key);
  return m === null ? 0 : Number(m[1]);
}

export function keyAction(e: KeyLike): Action | null {
  const mod = e.ctrlKey === true || e.metaKey === true;
  const k = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (!mod && e.altKey !== true && slotOf(e) > 0) return e.shiftKey === true ? 'saveSlot' : 'loadSlot';
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
      return 'toggleRecord';
    case 'l':
      return 'toggleFollow';
    case 't':
      return 'toggleTextView';
    case 'Tab':
      return e.shiftKey === true ? null : 'fastForward';
    case '+':
    case '=':
      return 'speedUp';
    case '-':
      return 'speedDown';
    case ']':
      return 'nextMarker';
    case '[':
      return 'prevMarker';
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
