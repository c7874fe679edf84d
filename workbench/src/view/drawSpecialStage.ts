/**
 * The special stage as the game draws it (SS_ShowLayout, sonic.asm): the base layout the
 * physics reads (v_ssbuffer1: the cells ssCollision.ts tests), each cell a 24-pixel block turned
 * by v_ssangle's high byte (`andi.b #$FC`: the game turns the picture in steps of 4) around the
 * screen's centre, and Sonic upright at his obX / obY less the camera (BuildSprites draws him
 * unturned: the physics turns gravity instead). Where SS_ShowLayout puts a cell: its sprite sits
 * at `rotate(col * $18 - v_screenposx - $B4, row * $18 - v_screenposy - $B4) + ($120, $F0)`
 * (VDP sprite coordinates, 128 off the screen's corner), so unturned a cell's centre is at
 * (col * $18 - $14, row * $18 - $44) in Sonic's coordinates and the turning centre at the
 * camera + ($A0, $70): the screen's middle. The rotation is the routine's: x' = cos·dx − sin·dy,
 * y' = sin·dx + cos·dy with CalcSine's table (engine/fixed/trig.ts), then `asr.l #8`.
 *
 * The game's 320 x 224 screen is scaled to fit the canvas (`width` x `height`, CSS px); only the
 * cells SS_ShowLayout draws (ids 1..$4E) are drawn, coloured by what they are (ssCollision.ts's
 * ids), and a dial in the corner shows the angle.
 */
import { cos, sin } from '../../../engine/fixed/trig.ts';
import type { SpecialStageView } from '../worker/actRunView.ts';
import type { Ctx2D } from './ctx2d.ts';

const SCREEN_W = 320;
const SCREEN_H = 224;
const CELL = 0x18;
const ROW = 0x80;
/** The last cell id SS_ShowLayout draws (`cmpi.b #$4E,d0; bhi.s`). */
const LAST_DRAWN = 0x4e;

/** A block's fill and its letter (or ''), by id (ssCollision.ts names them). */
export function ssBlockStyle(id: number): { readonly fill: string; readonly letter: string } {
  if (id >= 1 && id <= 0x24) return { fill: WALL_COLOURS[(id - 1) % WALL_COLOURS.length], letter: '' };
  if (id === 0x25 || id === 0x26) return { fill: '#e8e8f0', letter: '•' }; // bumper
  if (id === 0x27) return { fill: '#f0f0f0', letter: 'G' }; // GOAL
  if (id === 0x28) return { fill: '#50d070', letter: '1' }; // 1-up
  if (id === 0x29) return { fill: '#d0d040', letter: '▲' }; // UP
  if (id === 0x2a) return { fill: '#d0d040', letter: '▼' }; // DOWN
  if (id === 0x2b) return { fill: '#e04040', letter: 'R' }; // reverse
  if (id === 0x2c) return { fill: '#8080a0', letter: '' }; // ghost block made solid
  if (id >= 0x2d && id <= 0x30) return { fill: '#70c0e0', letter: '' }; // glass
  if (id === 0x3a) return { fill: '#f0c020', letter: 'o' }; // ring
  if (id >= 0x3b && id <= 0x40) return { fill: EMERALD_COLOURS[id - 0x3b], letter: '◆' };
  if (id === 0x41) return { fill: '#505068', letter: '' }; // ghost block
  if (id === 0x4a) return { fill: '#a060e0', letter: 'S' }; // ghost switch
  return { fill: '#c0c0d0', letter: '' }; // sparkles, flashes
}

const WALL_COLOURS = ['#3050c0', '#c03080', '#30a0a0', '#a07030', '#6040b0', '#40a040'];
const EMERALD_COLOURS = ['#4060ff', '#ffd040', '#ff60c0', '#40ff80', '#ff4040', '#c0c0ff'];

/** Where a cell's centre is on the game's screen (px from its top-left), turned as SS_ShowLayout turns it. */
export function ssCellOnScreen(ss: Pick<SpecialStageView, 'angle' | 'camX' | 'camY'>, row: number, col: number): [number, number] {
  const a = (ss.angle >> 8) & 0xfc;
  const s = sin(a);
  const c = cos(a);
  const dx = col * CELL - ss.camX - 0xb4;
  const dy = row * CELL - ss.camY - 0xb4;
  // `muls.w` then `asr.l #8`, as the routine adds its running products.
  return [((c * dx - s * dy) >> 8) + 0xa0, ((s * dx + c * dy) >> 8) + 0x70];
}

export function drawSpecialStage(ctx: Ctx2D, ss: SpecialStageView, width: number, height: number): void {
  const zoom = Math.max(0.25, Math.min(width / SCREEN_W, height / SCREEN_H));
  const ox = (width - SCREEN_W * zoom) / 2;
  const oy = (height - SCREEN_H * zoom) / 2;
  ctx.fillStyle = '#101830';
  ctx.fillRect(ox, oy, SCREEN_W * zoom, SCREEN_H * zoom);
  ctx.save();
  // The game's screen only: what lies past its edge the player never sees.
  ctx.beginPath();
  ctx.rect(ox, oy, SCREEN_W * zoom, SCREEN_H * zoom);
  ctx.clip();
  const a = (ss.angle >> 8) & 0xfc;
  const turn = (a * Math.PI * 2) / 256;
  const half = (CELL / 2) * zoom;
  ctx.font = `${Math.max(8, Math.round(12 * zoom))}px monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let row = 0; row < ROW; row++) {
    for (let col = 0; col < ROW; col++) {
      const id = ss.layout[row * ROW + col];
      if (id === 0 || id > LAST_DRAWN) continue;
      const [x, y] = ssCellOnScreen(ss, row, col);
      // SS_ShowLayout's window: a sprite at x + $120 outside $70..$1CF or y + $F0 outside $70..$16F is not drawn.
      if (x < -0x10 || x >= 0x150 || y < -0x10 || y >= 0xf0) continue;
      const style = ssBlockStyle(id);
      ctx.save();
      ctx.translate(ox + x * zoom, oy + y * zoom);
      ctx.rotate(turn);
      ctx.fillStyle = style.fill;
      ctx.fillRect(-half, -half, half * 2, half * 2);
      if (style.letter !== '') {
        ctx.fillStyle = '#101010';
        ctx.fillText(style.letter, 0, 0);
      }
      ctx.restore();
    }
  }
  // Sonic, upright, at obX / obY less the camera (his ball: 14 px across).
  const sx = ((ss.x16 >> 16) - ss.camX) * zoom + ox;
  const sy = ((ss.y16 >> 16) - ss.camY) * zoom + oy;
  ctx.fillStyle = '#2040ff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1, zoom);
  ctx.beginPath();
  ctx.arc(sx, sy, 7 * zoom, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  drawDial(ctx, ss, ox + SCREEN_W * zoom - 28, oy + 28);
}

/** The angle dial: a needle at v_ssangle's drawn angle, the stage, the rotation speed. */
function drawDial(ctx: Ctx2D, ss: SpecialStageView, cx: number, cy: number): void {
  const turn = ((((ss.angle >> 8) & 0xfc) * Math.PI * 2) / 256) - Math.PI / 2;
  ctx.strokeStyle = '#e0e0e0';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(cx, cy, 18, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.lineTo(cx + Math.cos(turn) * 16, cy + Math.sin(turn) * 16);
  ctx.stroke();
  ctx.fillStyle = '#e0e0e0';
  ctx.font = '11px monospace';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'top';
  ctx.fillText(`special stage ${ss.stage}  rotate ${ss.rotate}`, cx + 18, cy + 22);
}
