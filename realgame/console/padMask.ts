/**
 * The engine's input byte (engine/input.ts: U D L R A B C S, bit 0 = Up) as the libretro joypad
 * mask Genesis Plus GX reads (libretro.c osd_input_update_internal_bitmasks, 3-button pad):
 * Mega Drive A is RetroPad Y, B is B, C is A, Start is Start.
 */
import { BTN_A, BTN_B, BTN_C, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_START, BTN_UP } from '../../engine/input.ts';

/** libretro.h RETRO_DEVICE_ID_JOYPAD_*: the bit of each RetroPad button in the mask. */
const RETRO = { B: 0, Y: 1, SELECT: 2, START: 3, UP: 4, DOWN: 5, LEFT: 6, RIGHT: 7, A: 8, X: 9 } as const;

const MAP: readonly (readonly [number, number])[] = [
  [BTN_UP, RETRO.UP], [BTN_DOWN, RETRO.DOWN], [BTN_LEFT, RETRO.LEFT], [BTN_RIGHT, RETRO.RIGHT],
  [BTN_A, RETRO.Y], [BTN_B, RETRO.B], [BTN_C, RETRO.A], [BTN_START, RETRO.START],
];

/** All 256 pads, computed once: the input callback runs several times a frame. */
const TABLE = Uint16Array.from({ length: 256 }, (_, pad) => {
  let m = 0;
  for (const [bit, retro] of MAP) if (pad & bit) m |= 1 << retro;
  return m;
});

export function libretroPadMask(pad: number): number {
  return TABLE[pad & 0xff];
}
