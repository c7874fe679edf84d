/**
 * The decoded art against the real game: each act booted from power-on (RealGame.bootAct), then
 * at the act's first frame (the console as the boot route leaves it, the first level frame not
 * yet run) —
 * - VRAM (videoRam, read from the core's savestate) holds, byte for byte, every entry of the
 *   zone's first pattern load cue list at the pattern index `plcm` gives it: the title card
 *   waits for that list (Level_TtlCardLoop);
 * - v_pal_dry holds the decoded palette, all 4 lines (the fade-in has ended), and in Labyrinth
 *   and SBZ3 v_pal_water the decoded underwater palette;
 * - v_16x16 holds the decoded block mappings (LevelDataLoad's EniDec);
 * and the second list, which the game decompresses 9 patterns a frame from LevelDataLoad on,
 * is checked once the queue (v_plc_buffer) is empty, after frames with nothing pressed: none
 * for the zones whose second list the fade-in finished, 32 to 44 for Labyrinth and Scrap Brain.
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../../importers/s1/ramSymbols.ts';
import { readS1ZoneArt, type PlacedArt } from '../../../importers/art/s1ZoneArt.ts';
import { PATTERN_BYTES, packPatterns } from '../../../importers/art/patterns.ts';
import { RealGame } from '../../../realgame/realGameSession.ts';
import { describeWithRealGame } from '../../support/realGame.ts';

/** Each entry whose patterns differ from VRAM: its name and the first differing VRAM address. */
function mismatches(vram: Uint8Array, packed: Uint8Array, placed: readonly PlacedArt[]): string[] {
  const out: string[] = [];
  for (const p of placed) {
    for (let a = p.tile * PATTERN_BYTES; a < (p.tile + p.count) * PATTERN_BYTES; a++) {
      if (vram[a] !== packed[a]) {
        out.push(`${p.list} ${p.art} (pattern $${p.tile.toString(16)}): VRAM $${a.toString(16)} is $${vram[a].toString(16)}, decoded $${packed[a].toString(16)}`);
        break;
      }
    }
  }
  return out;
}

function bigEndian(words: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < words.length; i++) out.push(words[i] >> 8, words[i] & 0xff);
  return out;
}

describeWithRealGame("a zone's art against the real game", (rg) => {
  const source = nodeDisasmSource(rg.disasm);

  it.each([
    [1, 'ghz1', 0], [0, 'ghz1', 0], [1, 'mz1', 0], [1, 'syz1', 0], [1, 'lz1', 32], [1, 'slz1', 0],
    [1, 'sbz1', 44], [1, 'sbz2', 44], [1, 'sbz3', 42], [1, 'fz', 44],
  ] as const)('REV0%i %s: VRAM, v_pal_dry and v_16x16 hold the decoded art byte for byte (second list after %i frames)', (rev, id, wait) => {
    const game = new RealGame(rg.core, rg.rom[rev], source);
    try {
      const symbols = readRamSymbols(game.program, source);
      const plc = symbols.value('v_plc_buffer')!;
      const palAt = symbols.value('v_pal_dry')! & 0xffff;
      const blocksAt = symbols.value('v_16x16')! & 0xffff;
      const art = readS1ZoneArt(game.program, source, id);
      const packed = packPatterns(art.patterns);
      const firstList = art.placed.filter((p) => p.list === art.placed[0].list);
      const secondList = art.placed.filter((p) => p.list !== art.placed[0].list);
      expect(secondList.length).toBeGreaterThan(0);

      const b = game.bootAct(id);
      const vram = b.console.videoRam();
      expect(mismatches(vram, packed, firstList)).toEqual([]);
      // The level's own patterns are there, not an empty VRAM that an empty decode would match.
      expect(vram.subarray(0, 0x20 * PATTERN_BYTES).some((v) => v !== 0)).toBe(true);
      const ram = b.console.ram();
      expect([...ram.subarray(palAt, palAt + 0x80)]).toEqual(bigEndian(art.palette.words));
      // Labyrinth's and SBZ3's underwater palette (v_pal_water); no other zone has one.
      expect(art.waterPalette !== null).toBe(art.zone === 1);
      const waterAt = symbols.value('v_pal_water')! & 0xffff;
      if (art.waterPalette !== null) expect([...ram.subarray(waterAt, waterAt + 0x80)]).toEqual(bigEndian(art.waterPalette.words));
      expect([...ram.subarray(blocksAt, blocksAt + art.blocks.length * 2)]).toEqual(bigEndian(art.blocks));

      // The second list: decompressed while the queue runs; wait for it with nothing pressed.
      const queued = (): boolean => b.console.word(plc) !== 0 || b.console.word(plc + 2) !== 0;
      let frames = 0;
      while (queued() && frames < 600) {
        b.console.run(0);
        frames++;
      }
      expect(frames).toBe(wait);
      const later = b.console.videoRam();
      expect(mismatches(later, packed, art.placed)).toEqual([]);
      if (wait > 0) expect(mismatches(vram, packed, secondList).length).toBeGreaterThan(0);
      game.closeConsole(b.console);
    } finally {
      game.close();
    }
  }, 60_000);

  it("REV01 ghz1: videoRam is in the 68000's byte order (the core's native words swapped)", () => {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const art = readS1ZoneArt(game.program, source, 'ghz1');
      const packed = packPatterns(art.patterns);
      const b = game.bootAct('ghz1');
      const vram = b.console.videoRam();
      const swapped = new Uint8Array(vram.length);
      for (let i = 0; i < vram.length; i += 2) {
        swapped[i] = vram[i + 1];
        swapped[i + 1] = vram[i];
      }
      const level = art.placed.filter((p) => p.art === 'Nem_GHZ_1st');
      expect(mismatches(vram, packed, level)).toEqual([]);
      expect(mismatches(swapped, packed, level).length).toBe(1);
      // A copy each call: writing into one does not change the next.
      vram.fill(0);
      expect(mismatches(b.console.videoRam(), packed, level)).toEqual([]);
    } finally {
      game.close();
    }
  }, 60_000);

  it('REV01 ghz1: reading the VRAM every frame leaves the game as it runs without (the same work RAM, frame by frame)', () => {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const read = game.bootAct('ghz1').console;
      const alone = game.bootAct('ghz1').console;
      const changed: number[] = [];
      const parted: number[] = [];
      let before = Buffer.from(read.videoRam());
      for (let f = 0; f < 120; f++) {
        read.run(0);
        alone.run(0);
        const now = Buffer.from(read.videoRam());
        if (!now.equals(before)) changed.push(f);
        before = now;
        if (!Buffer.from(read.ram()).equals(Buffer.from(alone.ram()))) parted.push(f);
      }
      expect(parted).toEqual([]);
      // The VRAM moved on under the reads (Sonic's patterns, the animated flowers, the title card's art).
      expect(changed.length).toBeGreaterThan(0);
    } finally {
      game.close();
    }
  }, 60_000);
});
