/** Object placement lists in the ROM's ObjPos format, for synthetic acts in tests. */
export interface TestPlacement {
  x: number;
  y: number;
  id: number;
  subtype?: number;
  /** Tracked by the respawn table (bit 7 of the id byte). */
  tracked?: boolean;
  xFlip?: boolean;
  yFlip?: boolean;
}

/** Sorted by x as the game's lists are, ended by $FFFF. */
export function placementBytes(list: readonly TestPlacement[]): Uint8Array {
  const sorted = [...list].sort((a, b) => a.x - b.x);
  const out: number[] = [];
  for (const p of sorted) {
    const y = (p.y & 0xfff) | (p.xFlip ? 0x4000 : 0) | (p.yFlip ? 0x8000 : 0);
    out.push(p.x >> 8, p.x & 0xff, y >> 8, y & 0xff, (p.id & 0x7f) | (p.tracked ? 0x80 : 0), p.subtype ?? 0);
  }
  out.push(0xff, 0xff, 0, 0, 0, 0);
  return Uint8Array.from(out);
}
