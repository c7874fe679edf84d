/**
 * Sonic 2's decoded art against the real game: each act booted from power-on with Sonic alone
 * (S2RealGame.bootAct), then at the act's first frame (the level loop's first iteration not yet
 * run) —
 * - VRAM (videoRam) holds, byte for byte, every load the title card waited for: the zone's
 *   first list, PLCID_Std2, and the level art LoadZoneTiles DMAed to pattern 0 (the patterns a
 *   second-list entry will overwrite are left out there);
 * - Normal_palette holds the decoded palette, all 4 lines, and in ARZ1 Underwater_palette the
 *   decoded underwater one;
 * - Block_Table holds the decoded 16x16 mappings over their whole length and the zone's
 *   AnimPatMaps blocks at its end;
 * and once the pattern load queue (Plc_Buffer) is empty, with nothing pressed, every load.
 * None of the patterns compared is one the zone's animation scripts (AniArt_Load) rewrite: they
 * write the ArtTile_ArtUnc_* places, which no load fills (the picture's test meets them).
 */
import { afterAll, expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { readS2ZoneArt, type S2ZoneArt } from '../../../importers/art/s2ZoneArt.ts';
import { PATTERN_BYTES, packPatterns } from '../../../importers/art/patterns.ts';
import { readS2RamSymbols } from '../../../importers/s2/s2RamSymbols.ts';
import { S2RealGame } from '../../../realgame/games/s2/s2RealGame.ts';
import { describeWithRealGameS2 } from '../../support/realGame.ts';

function bigEndian(words: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < words.length; i++) out.push(words[i] >> 8, words[i] & 0xff);
  return out;
}

/** The patterns (VRAM index) of `phase`'s loads that differ from VRAM, leaving out those a later phase's load covers. */
function differingPatterns(vram: Uint8Array, packed: Uint8Array, art: S2ZoneArt, phase: 1 | 2): number[] {
  const later = new Set<number>();
  if (phase === 1) for (const p of art.placed) if (p.phase === 2) for (let t = p.tile; t < p.tile + p.count; t++) later.add(t);
  const out = new Set<number>();
  for (const p of art.placed) {
    if (p.phase > phase) continue;
    for (let t = p.tile; t < p.tile + p.count; t++) {
      if (later.has(t)) continue;
      for (let a = t * PATTERN_BYTES; a < (t + 1) * PATTERN_BYTES; a++) {
        if (vram[a] !== packed[a]) {
          out.add(t);
          break;
        }
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Runs of consecutive pattern indices, `$394-$39D`, for messages. */
function runs(ts: readonly number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ts.length; ) {
    let j = i;
    while (j + 1 < ts.length && ts[j + 1] === ts[j] + 1) j++;
    out.push(i === j ? `$${ts[i].toString(16)}` : `$${ts[i].toString(16)}-$${ts[j].toString(16)}`);
    i = j + 1;
  }
  return out;
}

describeWithRealGameS2("a Sonic 2 zone's art against the real game", (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const game = new S2RealGame(rg.core, rg.rom, source);
  const symbols = readS2RamSymbols(game.program, source);
  const at = (name: string): number => symbols.value(name)! & 0xffff;
  afterAll(() => game.close());

  it.each([
    ['ehz1', 0], ['cpz1', 7], ['arz1', 21], ['htz1', 0], ['mcz1', 0], ['ooz1', 111], ['mtz1', 13], ['cnz1', 0],
  ] as const)('%s: VRAM, Normal_palette and Block_Table hold the decoded art byte for byte at the first frame (the second list after %i frames)', (id, wait) => {
    const art = readS2ZoneArt(game.program, source, id);
    const packed = packPatterns(art.patterns);
    const b = game.bootAct(id);
    try {
      const vram = b.console.videoRam();
      const ram = b.console.ram();
      const first = differingPatterns(vram, packed, art, 1);
      const compared = art.placed.filter((p) => p.phase === 1).reduce((n, p) => n + p.count, 0);
      expect(runs(first)).toEqual([]);
      expect(compared).toBeGreaterThan(1000);
      expect(vram.subarray(0, 0x20 * PATTERN_BYTES).some((v) => v !== 0)).toBe(true);

      expect([...ram.subarray(at('Normal_palette'), at('Normal_palette') + 0x80)]).toEqual(bigEndian(art.palette.words));
      expect(art.waterPalette !== null).toBe(id === 'arz1');
      if (art.waterPalette !== null) expect([...ram.subarray(at('Underwater_palette'), at('Underwater_palette') + 0x80)]).toEqual(bigEndian(art.waterPalette.words));
      const blocksAt = at('Block_Table');
      expect([...ram.subarray(blocksAt, blocksAt + art.blockWords * 2)]).toEqual(bigEndian(art.blocks.subarray(0, art.blockWords)));
      const anim = art.animatedBlocks;
      expect([...ram.subarray(blocksAt + anim.firstWord * 2, blocksAt + (anim.firstWord + anim.words.length) * 2)]).toEqual(bigEndian(anim.words));

      const plc = at('Plc_Buffer');
      let frames = 0;
      while ((b.console.word(0xff0000 + plc) !== 0 || b.console.word(0xff0000 + plc + 2) !== 0) && frames < 600) {
        b.console.run(0);
        frames++;
      }
      const later = differingPatterns(b.console.videoRam(), packed, art, 2);
      const second = art.placed.filter((p) => p.phase === 2).reduce((n, p) => n + p.count, 0);
      expect(frames).toBe(wait);
      expect(second).toBeGreaterThan(60);
      expect(runs(later)).toEqual([]);
      // Where the second list has not finished at the first frame, the first check did not see it.
      if (wait > 0) expect(differingPatterns(vram, packed, art, 2).length).toBeGreaterThan(0);
    } finally {
      game.closeConsole(b.console);
    }
  }, 120_000);

  it('htz1 fails without Hill Top\'s supplement over the EHZ art, and ehz1 with the level art one pattern off (the comparison can tell)', () => {
    const htz = readS2ZoneArt(game.program, source, 'htz1');
    const ehz = readS2ZoneArt(game.program, source, 'ehz1');
    const b = game.bootAct('htz1');
    try {
      const vram = b.console.videoRam();
      // Hill Top's patterns from $1FC on with Emerald Hill's in their place (what LoadZoneTiles would leave without its patch).
      const unpatched = htz.patterns.slice();
      unpatched.set(ehz.patterns.subarray(0x1fc * 64, 0x37e * 64), 0x1fc * 64);
      expect(differingPatterns(vram, packPatterns(unpatched), htz, 1).length).toBeGreaterThan(0x100);
    } finally {
      game.closeConsole(b.console);
    }
    const e = game.bootAct('ehz1');
    try {
      const shifted = ehz.patterns.slice();
      shifted.set(ehz.patterns.subarray(0, 0x392 * 64), 64);
      expect(differingPatterns(e.console.videoRam(), packPatterns(shifted), ehz, 1).length).toBeGreaterThan(0x300);
    } finally {
      game.closeConsole(e.console);
    }
  }, 120_000);
});
