/**
 * The paint figure of `subpixel bench` (with the disassembly): milliseconds to paint one frame of
 * GHZ1 at top speed, canvas-free — the foreground window (S1ActPicture.window), every drawn
 * object's sprite (render/s1ObjectSprites.ts, in BuildSprites' order from the engine's object
 * RAM, mappings and obGfx from each object's routine file since the engine keeps neither obMap
 * nor obGfx) and the indexed screen turned into RGBA (indexedToRgba into a 320x224 Uint32Array,
 * what an ImageData holds). Sonic runs the bench input (benchRun.ts) with all the act's objects;
 * the engine's own frames are not in the figure (they are stepped outside the timed part).
 */
import { performance } from 'node:perf_hooks';
import { openS1Disassembly, type ImportedAct, type S1Disassembly } from '../../importers/s1/importS1.ts';
import type { DisasmSource } from '../../importers/s1/disasmSource.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { readS1ZoneArt } from '../../importers/art/s1ZoneArt.ts';
import { readS1ObjectSpriteArt } from '../../importers/art/s1ObjectArt.ts';
import { createWorld } from '../../engine/world/world.ts';
import { C_X, C_Y } from '../../engine/state/layout.ts';
import { S1_BASE } from '../../engine/games/s1/objects/s1State.ts';
import { OBJECT_RAM_BYTES } from '../../engine/games/s1/objects/ram.ts';
import { indexedToRgba } from '../../render/planeArt.ts';
import { S1ActPicture, s1ActArt } from '../../render/s1ActPicture.ts';
import { drawObjectSprites, queueFromRam } from '../../render/s1ObjectSprites.ts';
import { benchInput } from './benchRun.ts';
import { withImportErrors } from './disasmLevels.ts';
import { ImportError } from '../../importers/s1/importError.ts';

export interface PaintFigures {
  /** Mean milliseconds per painted GHZ1 frame (best of the runs), and sprites drawn per frame on average. */
  paintGhz1Ms: number;
  paintGhz1Sprites: number;
}

const SCREEN_W = 320;
const SCREEN_H = 224;

/**
 * The figure, or a reason it is not measured: a checkout without the art or the mappings (the
 * trimmed ones leave them out) has nothing to paint; the act itself failing to import is the
 * CLI's usual one-line error.
 */
export function measurePaint(dir: string, revision: 0 | 1 | undefined, quick: boolean): PaintFigures | string {
  const source = nodeDisasmSource(dir);
  const d = withImportErrors(dir, () => openS1Disassembly(source, revision));
  const act = withImportErrors(dir, () => d.importAct('ghz1', { objects: true }));
  try {
    return measure(d, source, act, quick);
  } catch (e) {
    if (e instanceof ImportError) return `paint: not measured (paintGhz1Ms): the checkout's GHZ1 art or sprite mappings cannot be read: ${e.message}`;
    throw e;
  }
}

function measure(d: S1Disassembly, source: DisasmSource, act: ImportedAct, quick: boolean): PaintFigures {
  const zone = readS1ZoneArt(d.program, source, 'ghz1');
  const art = readS1ObjectSpriteArt(d.program, source, zone);
  const picture = new S1ActPicture(s1ActArt(zone, d.revision), act.level.act!);
  const frames = quick ? 300 : 3000;
  const runs = quick ? 1 : 3;
  const rgba = new Uint32Array(SCREEN_W * SCREEN_H);
  let best = Infinity;
  let sprites = 0;
  for (let r = 0; r < runs; r++) {
    const world = createWorld(act.level, { profile: 's1' });
    const s = world.state;
    const ram = new Uint8Array(s.buffer, s.byteOffset + S1_BASE * 4, OBJECT_RAM_BYTES);
    let ms = 0;
    sprites = 0;
    for (let f = 0; f < frames; f++) {
      world.step(benchInput(f));
      const t0 = performance.now();
      const screen = picture.window(s[C_X], s[C_Y], SCREEN_W, SCREEN_H);
      const queue = queueFromRam(ram, 0, art.byId);
      // Sprites over the plane here (the view layers them by priority; the cost is the same).
      const layer = new Uint8Array(SCREEN_W * SCREEN_H);
      sprites += drawObjectSprites(layer, SCREEN_W, SCREEN_H, s[C_X], s[C_Y], queue, art.vram);
      for (let i = 0; i < layer.length; i++) if (layer[i] !== 0) screen[i] = layer[i];
      indexedToRgba(screen, picture.colours, rgba, picture.backdrop);
      ms += performance.now() - t0;
    }
    best = Math.min(best, ms / frames);
  }
  return { paintGhz1Ms: Math.round(best * 1000) / 1000, paintGhz1Sprites: Math.round((sprites / frames) * 10) / 10 };
}
