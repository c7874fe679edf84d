/**
 * The act's colours at a frame, palette cycling included (render/s1PaletteCycle.ts: PalCycle_GHZ,
 * _LZ, _SLZ, _SYZ, derived from the level frame counter, so a seek is exact): the dry and
 * underwater palettes as RGBA, with a key that names the palette state, and which of the 64
 * entries differ from the faded-in palettes the chunk images were first coloured with. A
 * zone whose cycling is not reproduced (SBZ's scripts), or art without the cycle tables, keeps
 * the faded-in colours. The last state is kept: consecutive frames share it until a timer runs out.
 */
import type { S1ActPicture } from '../../../render/s1ActPicture.ts';
import type { S1CycleTables } from '../../../render/s1PaletteCycle.ts';
import { s1CycledPalettes } from '../../../render/s1PaletteCycle.ts';
import { paletteRgba } from '../../../render/vdpColour.ts';

export interface ColourState {
  /** '' for the faded-in palettes; otherwise the cycled words. */
  readonly key: string;
  readonly dry: Uint32Array;
  readonly wet: Uint32Array | null;
  /** 1 at each palette entry whose colour (dry or wet) is not the faded-in one. */
  readonly changed: Uint8Array;
}

export class CycledColours {
  readonly base: ColourState;
  private last: ColourState;
  /** The frame `at` last answered, and its answer: a pan or zoom repaints the same frame. */
  private lastFrame = -1;
  private lastAnswer: ColourState;

  constructor(
    private readonly picture: S1ActPicture,
    private readonly zone: number,
    private readonly act: number,
    private readonly tables: S1CycleTables | null,
  ) {
    this.base = { key: '', dry: picture.colours, wet: picture.waterColours, changed: new Uint8Array(64) };
    this.last = this.base;
    this.lastAnswer = this.base;
  }

  /** The colours after `frame` level frames (W_LEVEL_FRAME: one PaletteCycle a pass). */
  at(frame: number): ColourState {
    if (frame !== this.lastFrame) {
      this.lastAnswer = this.compute(frame);
      this.lastFrame = frame;
    }
    return this.lastAnswer;
  }

  private compute(frame: number): ColourState {
    if (this.tables === null) return this.base;
    const art = this.picture.art;
    const cycled = s1CycledPalettes(this.zone, this.act, frame, art.palette, art.waterPalette, this.tables);
    if (cycled === null) return this.base;
    const changed = new Uint8Array(64);
    let key = '';
    for (let i = 0; i < 64; i++) {
      const d = cycled.dry[i] !== art.palette[i];
      const w = cycled.water !== null && art.waterPalette !== null && cycled.water[i] !== art.waterPalette[i];
      if (d || w) {
        changed[i] = 1;
        key += `${i}:${cycled.dry[i]}:${cycled.water?.[i] ?? 0},`;
      }
    }
    if (key === '') return this.base;
    if (key === this.last.key) return this.last;
    this.last = { key, dry: paletteRgba(cycled.dry), wet: cycled.water === null ? null : paletteRgba(cycled.water), changed };
    return this.last;
  }
}
