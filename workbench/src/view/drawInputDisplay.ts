/**
 * The input display: the buttons held on the frame shown, as a row of eight cells (U D L R A
 * B C S) in the view's bottom-left corner, lit when held, like an emulator's input display.
 */
import { BUTTON_LETTERS } from '../../../engine/input.ts';
import type { Ctx2D } from './ctx2d.ts';
import type { ViewCamera } from './viewCamera.ts';

export const INPUT_CELL = 18;
const GAP = 2;
const MARGIN = 8;
/** Lit and unlit cell colours. */
export const INPUT_ON = '#ffd840';
export const INPUT_OFF = '#22222e';

/** Where cell `i` (bit i) is drawn, CSS px. */
export function inputCell(i: number, camera: Pick<ViewCamera, 'height'>): { x: number; y: number; size: number } {
  return { x: MARGIN + i * (INPUT_CELL + GAP), y: camera.height - MARGIN - INPUT_CELL, size: INPUT_CELL };
}

export function drawInputDisplay(ctx: Ctx2D, input: number, camera: ViewCamera): void {
  ctx.save();
  ctx.font = 'bold 11px ui-monospace, monospace';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < 8; i++) {
    const c = inputCell(i, camera);
    const on = (input & (1 << i)) !== 0;
    ctx.fillStyle = on ? INPUT_ON : INPUT_OFF;
    ctx.fillRect(c.x, c.y, c.size, c.size);
    ctx.fillStyle = on ? '#101016' : '#777';
    ctx.fillText(BUTTON_LETTERS[i], c.x + c.size / 2, c.y + c.size / 2 + 0.5);
  }
  ctx.restore();
}
