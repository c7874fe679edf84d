/**
 * Controller input: one byte per frame, bit order U D L R A B C S (bit 0 = Up).
 * A, B and C all jump. A "new press" is a button held this frame and not the one before;
 * before frame 0 nothing is held. `World.step` takes a word: player 1's byte in bits 0..7 and
 * the second pad's (the partner's, engine/world/partner.ts) in bits 8..15 (`P2_SHIFT`).
 */
export const P2_SHIFT = 8;
export const BTN_UP = 0x01;
export const BTN_DOWN = 0x02;
export const BTN_LEFT = 0x04;
export const BTN_RIGHT = 0x08;
export const BTN_A = 0x10;
export const BTN_B = 0x20;
export const BTN_C = 0x40;
export const BTN_START = 0x80;
/** Any of the three jump buttons. */
export const BTN_ABC = BTN_A | BTN_B | BTN_C;

/** Button letters in bit order; index i is bit (1 << i). */
export const BUTTON_LETTERS = 'UDLRABCS';

/** "R", "RA", "" ... in bit order: the spelling traces and scripts use. */
export function inputToLetters(input: number): string {
  let s = '';
  for (let i = 0; i < 8; i++) if (input & (1 << i)) s += BUTTON_LETTERS[i];
  return s;
}

/** Parses button letters (case-insensitive); returns -1 on an unknown letter. */
export function lettersToInput(letters: string): number {
  let v = 0;
  for (const ch of letters.toUpperCase()) {
    const i = BUTTON_LETTERS.indexOf(ch);
    if (i < 0) return -1;
    v |= 1 << i;
  }
  return v;
}
