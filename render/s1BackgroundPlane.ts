/**
 * Sonic 1's background plane (plane B) on the game's screen, and the screen as the VDP composes
 * both planes, from the scroll s1BackgroundCamera.ts derives.
 *
 * What the plane holds: the game draws the background layout (v_lvllayout columns $40..$7F,
 * GetBlockData: row `(y >> 8) & 7`, column `(x >> 8) & $7F`, chunk `(byte - 1) & $7F`, 0 blank)
 * into a 512x256 plane that wraps, so a line scrolled away from the camera its rows were drawn
 * from shows the world column that was last drawn into that plane column. Which columns those are
 * follows from the routines, per 16-pixel row of the plane:
 * - a static row (band 0 of the zone's row table, s1BackgroundTables.ts) is drawn once from world
 *   x 0 to 512 (locj_72da) and never again: its world x is the plane x mod 512 (GHZ's clouds and
 *   water, SLZ's and SYZ's whole plane, where v_bgscreenposx stays 0, are all of this kind);
 * - a row drawn from a camera (v_bgscreenposx, bg2, bg3) starts with the columns
 *   [x - 16, x + 336) (locj_72Ba's DrawBlocks_LR) or [x, x + 512) (DrawChunks, zones without a
 *   table), x the camera rounded down to 16; then each 16-pixel crossing draws the column at
 *   x + 320 going right, x - 16 going left (DrawBGScrollBlock1..3). The plane then holds the
 *   512 columns below the highest drawn (a camera right of where it started) or from the lowest
 *   drawn (left of it) — exact for a camera that has only moved one way since the start, which
 *   is every line the game scrolls with that camera itself, whatever the history.
 * Vertically each line shows world row line + v_bgscrposy_vdp (the drawn rows always cover it).
 *
 * The screen: plane A (the foreground: world (x + scroll, line + v_scrposy_vdp) with each line's
 * own scroll, LZ's underwater ripple included) over plane B, by the VDP's priority: a high
 * priority pixel of A, else a high priority pixel of B, else A's, else B's, else the backdrop
 * (colour $20). Sprites are not composed here. Indices only (0..63); a palette colours them.
 */
import type { ActTerrain, S1ActPicture } from './s1ActPicture.ts';
import { CHUNK_PX, S1_BACKDROP } from './s1ActPicture.ts';
import { HIGH_PRIORITY } from './planeArt.ts';
import type { RowBands, S1BackgroundTables } from './s1BackgroundTables.ts';
import type { S1BackgroundScroll } from './s1BackgroundCamera.ts';
import { ZONE_ENDING, ZONE_GHZ, ZONE_MZ, ZONE_SBZ } from '../engine/games/s1/act/actRules.ts';

const PLANE_W = 512;
const LAYOUT_BYTES = 0x400;
const BG_COLUMN = 0x40;

/** A band's camera (pixel) now and when the plane was first drawn. */
interface BandCamera {
  readonly now: number;
  readonly start: number;
}

export class S1BackgroundPlane {
  private readonly rows: RowBands | null;
  /** Whether the rows drawn from a camera started 16 px left of it (locj_72Ba) or at it (DrawChunks). */
  private readonly fromLeft: boolean;

  constructor(
    private readonly picture: S1ActPicture,
    private readonly terrain: ActTerrain,
    readonly zone: number,
    readonly act: number,
    tables: S1BackgroundTables,
    /** The scroll at the act's start (frame 0 at the start camera): where the plane was first drawn from. */
    private readonly start: S1BackgroundScroll,
  ) {
    this.rows = zone === ZONE_GHZ || zone === ZONE_ENDING ? tables.ghzRows : zone === ZONE_MZ ? tables.mzRows : zone === ZONE_SBZ && act === 0 ? tables.sbzRows : null;
    this.fromLeft = this.rows !== null;
  }

  /** The background's indexed pixel (planeArt.ts: 0 transparent, $80 priority) at world (x, y). */
  pixel(x: number, y: number): number {
    const idx = ((((y & 0xffff) >> 1) & 0x380) + (((x & 0xffff) >> 8) & 0x7f)) + BG_COLUMN;
    if (idx >= LAYOUT_BYTES) return 0;
    const b = this.terrain.layout[idx];
    if (b === 0) return 0;
    return this.picture.chunkIndexed((b - 1) & 0x7f)[(y & 0xff) * CHUNK_PX + (x & 0xff)];
  }

  /** The band byte (0 static, 2/4/6 a camera) of the plane row holding world y. */
  private band(y: number): number {
    if (this.rows === null) return 2;
    return this.rows.bands[(((y - this.rows.yOffset) & this.rows.yMask) >> 4)] ?? 0;
  }

  /** The world column a line shows at plane x `p` (already scrolled), for a row of band `band`. */
  private worldX(p: number, band: number, scroll: S1BackgroundScroll): number {
    if (band === 0) return p & (PLANE_W - 1);
    const cam = this.cameraOf(band, scroll);
    const f = cam.now & ~15;
    const f0 = cam.start & ~15;
    let lo: number;
    if (cam.now >= cam.start) {
      const hi = Math.max(this.fromLeft ? f0 + 336 : f0 + PLANE_W, f + 336);
      lo = hi - PLANE_W;
    } else lo = Math.min(this.fromLeft ? f0 - 16 : f0, f - 16);
    return lo + ((((p - lo) % PLANE_W) + PLANE_W) % PLANE_W);
  }

  private cameraOf(band: number, scroll: S1BackgroundScroll): BandCamera {
    if (band === 4) return { now: scroll.bg2X >> 16, start: this.start.bg2X >> 16 };
    if (band === 6) return { now: scroll.bg3X >> 16, start: this.start.bg3X >> 16 };
    return { now: scroll.bgX >> 16, start: this.start.bgX >> 16 };
  }

  /** The background plane's indexed pixels on a `width` x `height` screen with this scroll. */
  screenB(scroll: S1BackgroundScroll, width = 320, height = 224): Uint8Array {
    const out = new Uint8Array(width * height);
    for (let line = 0; line < height; line++) {
      const y = (line + scroll.vdpBgY) | 0;
      const band = this.band(y);
      const h = -scroll.bgLine[Math.min(line, scroll.bgLine.length - 1)];
      for (let i = 0; i < width; i++) out[line * width + i] = this.pixel(this.worldX(i + h, band, scroll), y);
    }
    return out;
  }

  /** The foreground plane's indexed pixels on the screen with each line's own scroll. */
  screenA(scroll: S1BackgroundScroll, width = 320, height = 224): Uint8Array {
    const out = new Uint8Array(width * height);
    for (let line = 0; line < height; line++) {
      const y = line + scroll.vdpFgY;
      const row = Math.floor(y / CHUNK_PX);
      const h = -scroll.fgLine[Math.min(line, scroll.fgLine.length - 1)];
      for (let i = 0; i < width; i++) {
        const x = i + h;
        const chunk = this.picture.chunkAt(Math.floor(x / CHUNK_PX), row);
        if (chunk >= 0) out[line * width + i] = this.picture.chunkIndexed(chunk)[(y & 0xff) * CHUNK_PX + (x & 0xff)];
      }
    }
    return out;
  }

  /** Both planes composed by priority (header): colour indices 0..63, the backdrop where neither shows. */
  screen(scroll: S1BackgroundScroll, width = 320, height = 224): Uint8Array {
    return composePlanes(this.screenA(scroll, width, height), this.screenB(scroll, width, height));
  }
}

/** Plane A over plane B as the VDP orders them without sprites. */
export function composePlanes(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) {
    const f = a[i];
    const g = b[i];
    const pick = (f & HIGH_PRIORITY) !== 0 ? f : (g & HIGH_PRIORITY) !== 0 ? g : f !== 0 ? f : g !== 0 ? g : S1_BACKDROP;
    out[i] = pick & 0x3f;
  }
  return out;
}
