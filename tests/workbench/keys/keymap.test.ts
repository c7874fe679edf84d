import { describe, expect, it } from 'vitest';
import { keyAction, padBit, SHORTCUTS } from '../../../workbench/src/keys/keymap.ts';

describe('keyAction', () => {
  it('F advances a frame, R rewinds one, Space plays and pauses', () => {
    expect(keyAction({ key: 'f' })).toBe('frameAdvance');
    expect(keyAction({ key: 'F', shiftKey: true })).toBe('frameAdvance');
    expect(keyAction({ key: 'r' })).toBe('frameBack');
    expect(keyAction({ key: ' ' })).toBe('playPause');
  });

  it('Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo, Cmd works like Ctrl', () => {
    expect(keyAction({ key: 'z', ctrlKey: true })).toBe('undo');
    expect(keyAction({ key: 'Z', ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(keyAction({ key: 'y', metaKey: true })).toBe('redo');
  });

  it('Delete clears frames and Ctrl+Delete removes them', () => {
    expect(keyAction({ key: 'Delete' })).toBe('clearFrames');
    expect(keyAction({ key: 'Delete', ctrlKey: true })).toBe('deleteFrames');
  });

  it('Ctrl+F is left to the browser', () => {
    expect(keyAction({ key: 'f', ctrlKey: true })).toBeNull();
  });

  it('every action in the help table is reachable from the keyboard', () => {
    const reachable = new Set(
      ['f', 'r', ' ', 'Home', 'End', 'PageUp', 'PageDown', 'g', 'q', 'l', 'Insert', 'Delete', '?']
        .map((key) => keyAction({ key }))
        .concat(['z', 'y', 'c', 'x', 'v', 'Delete'].map((key) => keyAction({ key, ctrlKey: true }))),
    );
    for (const s of SHORTCUTS) expect(reachable.has(s.action), s.keys).toBe(true);
  });

  it('the controller keys map to button bits and ignore modifiers', () => {
    expect(padBit({ key: 'ArrowRight' })).toBe(0x08);
    expect(padBit({ key: 'A' })).toBe(0x10);
    expect(padBit({ key: 'a', ctrlKey: true })).toBe(0);
    expect(padBit({ key: 'f' })).toBe(0);
  });
});
