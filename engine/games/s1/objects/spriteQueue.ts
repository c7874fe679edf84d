/**
 * The sprite queue and the "on screen" flag (Sonic 1 `DisplaySprite`, `BuildSprites`). Drawing
 * is not the engine's business, but the flag it leaves is: BuildSprites sets obRender bit 7 of
 * each queued object inside the screen and clears it for queued objects outside, and touch
 * responses, solid objects and many badniks only act on flagged objects the next frame.
 * Objects not queued this frame keep their flag.
 *
 * The queue holds eight priority lists of at most $3F objects each; a full list drops the object
 * (so it is neither flagged nor unflagged). It is rebuilt every frame and is not part of the
 * state: it lives between an object's DisplaySprite and the end of the same frame.
 */
import { C_X, C_Y } from '../../../state/layout.ts';
import { OB_ACT_WID, OB_HEIGHT, OB_ID, OB_PRIORITY, OB_RENDER, OB_X, OB_Y, RENDER_ON_SCREEN } from './ram.ts';

const LISTS = 8;
const LIST_CAPACITY = 0x3f;

export class SpriteQueue {
  /**
   * The queued objects in the order they were queued, all lists together: each object's flag
   * depends only on its own bytes and the camera, so the pass need not walk the lists in
   * priority order (an object queued twice gets the same answer twice). `counts` keeps each
   * list's length for the capacity rule.
   */
  private readonly entries = new Int32Array(LISTS * LIST_CAPACITY);
  private readonly counts = new Int32Array(LISTS);
  private queued = 0;

  add(a0: number, priority: number): void {
    const list = priority & 7;
    const n = this.counts[list];
    if (n >= LIST_CAPACITY) return;
    this.counts[list] = n + 1;
    this.entries[this.queued++] = a0;
  }

  /** BuildSprites' visibility pass, then the queue empties. */
  flag(m: Uint8Array, s: Int32Array): void {
    const n = this.queued;
    if (n === 0) return;
    this.queued = 0;
    this.emptyLists();
    const camX = s[C_X];
    const camY = s[C_Y];
    for (let i = 0; i < n; i++) {
      const a = this.entries[i];
      if (m[a + OB_ID] === 0) continue;
      const render = m[a + OB_RENDER];
      m[a + OB_RENDER] = visible(m, a, render, camX, camY) ? render | RENDER_ON_SCREEN : render & ~RENDER_ON_SCREEN;
    }
  }

  clear(): void {
    this.emptyLists();
    this.queued = 0;
  }

  /** Eight stores: cheaper every frame than a call into TypedArray.prototype.fill. */
  private emptyLists(): void {
    for (let list = 0; list < LISTS; list++) this.counts[list] = 0;
  }
}

/**
 * BuildSprites' bounds: objects drawn in level coordinates (render bits 2-3 = 1, as every level
 * object is) are inside when x ± obActWid touches 0..319 from the camera, and, by y, when bit 4
 * asks for obHeight: y ± obHeight touches 0..223; otherwise when y - camera + $80 is in $60..$17F.
 * Screen-coordinate objects (bits 2-3 = 0) are always drawn. Other coordinate systems (the
 * background planes) are not used by level objects.
 */
function visible(m: Uint8Array, a: number, render: number, camX: number, camY: number): boolean {
  if ((render & 0xc) === 0) return true;
  const wid = m[a + OB_ACT_WID];
  const dx = sign16(((m[a + OB_X] << 8) | m[a + OB_X + 1]) - camX);
  if (sign16(dx + wid) < 0) return false;
  if (sign16(dx - wid) >= 320) return false;
  const y = (m[a + OB_Y] << 8) | m[a + OB_Y + 1];
  if (render & 0x10) {
    const h = m[a + OB_HEIGHT];
    const dy = sign16(y - camY);
    if (sign16(dy + h) < 0) return false;
    return sign16(dy - h) < 224;
  }
  const d2 = (y - camY + 0x80) & 0xffff;
  return d2 >= 0x60 && d2 < 0x180;
}

/** `DisplaySprite`: queue the object at its priority (obPriority's low 3 bits). */
export function displaySprite(w: { readonly sprites: SpriteQueue; readonly m: Uint8Array }, a0: number): void {
  w.sprites.add(a0, w.m[a0 + OB_PRIORITY]);
}

function sign16(v: number): number {
  return (v << 16) >> 16;
}
