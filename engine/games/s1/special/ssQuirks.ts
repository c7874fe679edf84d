/**
 * The special stage's original bugs, each reproduced by default and switchable (engine quirks'
 * habit: every one has a test with the bug and with it fixed).
 *
 * - `ssInvisibleBlocks`: REV00's layouts of stages 5 and 6 (sslayout/5.eni, 6.eni) hold $FF
 *   cells, 14 and 10 of them, one beside rings in stage 5. SS_ShowLayout draws only cells
 *   $01..$4E (`cmpi.b #$4E,d0; bhi.s`), but sub_1BD30 counts every cell from $4B up solid, so
 *   they are walls nobody sees. REV01's JP1 layouts have 0 there. Fixed: a cell SS_ShowLayout
 *   does not draw is not solid.
 */
export const SS_QUIRKS = ['ssInvisibleBlocks'] as const;
export type SsQuirk = (typeof SS_QUIRKS)[number];

/** The SS_FIXES bits of a fix list. */
export function ssFixBits(fixes: readonly SsQuirk[]): number {
  let bits = 0;
  for (const f of fixes) {
    const i = SS_QUIRKS.indexOf(f);
    if (i < 0) throw new Error(`unknown special stage quirk ${JSON.stringify(f)} (${SS_QUIRKS.join(', ')})`);
    bits |= 1 << i;
  }
  return bits;
}

export const FIX_INVISIBLE_BLOCKS = 1 << SS_QUIRKS.indexOf('ssInvisibleBlocks');
