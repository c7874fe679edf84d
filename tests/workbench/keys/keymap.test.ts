import { describe, expect, it } from 'vitest';
import { keyAction, padBit, SHORTCUTS, slotOf } from '../../../workbench/src/keys/keymap.ts';

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
      ['f', 'r', ' ', 'Home', 'End', 'PageUp', 'PageDown', 'g', 'q', 'l', 't', 'Tab', '+', '-', ']', '[', 'Insert', 'Delete', '?']
        .map((key) => keyAction({ key }))
        .concat([keyAction({ key: '3', code: 'Digit3' }), keyAction({ key: '#', code: 'Digit3', shiftKey: true })])
        .concat(['z', 'y', 'c', 'x', 'v', 'Delete'].map((key) => keyAction({ key, ctrlKey: true }))),
    );
    for (const s of SHORTCUTS) expect(reachable.has(s.action), s.keys).toBe(true);
  });

  it('digits load branch slots and Shift+digits save them, by physical key', () => {
    expect(keyAction({ key: '4', code: 'Digit4' })).toBe('loadSlot');
    expect(keyAction({ key: '$', code: 'Digit4', shiftKey: true })).toBe('saveSlot');
    expect(slotOf({ key: '$', code: 'Digit4', shiftKey: true })).toBe(4);
    expect(slotOf({ key: '0', code: 'Digit0' })).toBe(0);
    expect(keyAction({ key: '4', code: 'Digit4', ctrlKey: true })).toBeNull();
  });

  it('Tab fast-forwards, ] and [ step through markers, + and - change the speed', () => {
    expect(keyAction({ key: 'Tab' })).toBe('fastForward');
    expect(keyAction({ key: ']' })).toBe('nextMarker');
    expect(keyAction({ key: '[' })).toBe('prevMarker');
    expect(keyAction({ key: '=' })).toBe('speedUp');
    expect(keyAction({ key: '-' })).toBe('speedDown');
  });

  it('the controller keys map to button bits and ignore modifiers', () => {
    expect(padBit({ key: 'ArrowRight' })).toBe(0x08);
    expect(padBit({ key: 'A' })).toBe(0x10);
    expect(padBit({ key: 'a', ctrlKey: true })).toBe(0);
    expect(padBit({ key: 'f' })).toBe(0);
  });
});
