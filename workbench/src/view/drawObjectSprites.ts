/**
 * The objects' sprites over the act's picture: the game's screen at the engine's camera (C_X,
 * C_Y), 320x224, drawn by render/s1ObjectSprites.ts from the engine's object RAM (in the state
 * at S1_BASE: obFrame, obRender, obPriority… are the game's bytes; mappings and obGfx by object
 * id from the checkout, since the engine keeps neither obMap nor obGfx), in BuildSprites' order;
 * a low-priority sprite pixel under a high-priority foreground pixel is left out, as the VDP
 * composes a sprite under a high-priority plane. Drawn before Sonic (he is drawn on his own, so
 * an object of a lower priority list than his shows behind him). Below Labyrinth's water line
 * (`waterY`) in the underwater palette, as the game's H-int palette swap colours sprites too.
 */
import { S1_BASE } from '../../../engine/games/s1/objects/s1State.ts';
import { OBJECT_RAM_BYTES } from '../../../engine/games/s1/objects/ram.ts';
import { C_X, C_Y } from '../../../engine/state/layout.ts';
import { HIGH_PRIORITY, indexedToRgba } from '../../../render/planeArt.ts';
import { drawObjectSprites, queueFromRam } from '../../../render/s1ObjectSprites.ts';
import type { PictureTiles } from './pictureTiles.ts';
import { sx, sy, type ViewCamera } from './viewCamera.ts';

type Ctx2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

const SCREEN_W = 320;
const SCREEN_H = 224;

let canvas: OffscreenCanvas | HTMLCanvasElement | null = null;

/** Draws the objects' sprites (`waterY`: the first world row under water, or null); returns how many sprites (0 without the art). */
export function paintObjectSprites(ctx: Ctx2D, tiles: PictureTiles, state: Int32Array, camera: ViewCamera, waterY: number | null = null): number {
  const art = tiles.picture.art.objects;
  if (art == null) return 0;
  const ram = new Uint8Array(state.buffer, state.byteOffset + S1_BASE * 4, OBJECT_RAM_BYTES);
  const queue = queueFromRam(ram, 0, art.byId);
  if (queue.length === 0) return 0;
  const camX = state[C_X];
  const camY = state[C_Y];
  const layer = new Uint8Array(SCREEN_W * SCREEN_H);
  const n = drawObjectSprites(layer, SCREEN_W, SCREEN_H, camX, camY, queue, art.vram);
  const plane = tiles.picture.window(camX, camY, SCREEN_W, SCREEN_H);
  for (let i = 0; i < layer.length; i++) if ((layer[i] & HIGH_PRIORITY) === 0 && (plane[i] & HIGH_PRIORITY) !== 0) layer[i] = 0;
  canvas ??= typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(SCREEN_W, SCREEN_H) : typeof document !== 'undefined' ? Object.assign(document.createElement('canvas'), { width: SCREEN_W, height: SCREEN_H }) : null;
  const c = canvas?.getContext('2d') as Ctx2D | null | undefined;
  if (canvas === null || c == null) return 0;
  const data = c.createImageData(SCREEN_W, SCREEN_H);
  const rgba = new Uint32Array(data.data.buffer, data.data.byteOffset, SCREEN_W * SCREEN_H);
  const dryRows = waterY === null || !tiles.hasWater ? SCREEN_H : Math.max(0, Math.min(SCREEN_H, waterY - camY));
  indexedToRgba(layer.subarray(0, dryRows * SCREEN_W), tiles.coloursFor(false), rgba.subarray(0, dryRows * SCREEN_W));
  indexedToRgba(layer.subarray(dryRows * SCREEN_W), tiles.coloursFor(true), rgba.subarray(dryRows * SCREEN_W));
  c.putImageData(data, 0, 0);
  const left = Math.round(sx(camera, camX));
  const top = Math.round(sy(camera, camY));
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(canvas, left, top, Math.round(sx(camera, camX + SCREEN_W)) - left, Math.round(sy(camera, camY + SCREEN_H)) - top);
  ctx.restore();
  return n;
}
