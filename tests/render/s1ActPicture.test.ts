import { expect, it } from 'vitest';
import { S1_ACTS } from '../../importers/s1/s1Acts.ts';
import { readS1ZoneArt } from '../../importers/art/s1ZoneArt.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { CHUNK_PX, S1ActPicture, S1_BACKDROP, s1ActArt } from '../../render/s1ActPicture.ts';
import { vdpRgba } from '../../render/vdpColour.ts';
import { describeWithDisasm, s1Disassembly } from '../support/disasm.ts';

describeWithDisasm("a Sonic 1 act's foreground picture", (dir) => {
  const d = s1Disassembly(1);
  const source = nodeDisasmSource(dir);
  const ghz1 = d.importAct('ghz1', { objects: false }).level.act!;
  const art = s1ActArt(readS1ZoneArt(d.program, source, 'ghz1'), 1);

  it('shows layout byte n as chunk n - 1, 0 as blank, and the loop flag changes nothing', () => {
    const layout = new Uint8Array(0x400);
    layout[0] = 0;
    layout[1] = 5;
    layout[2] = 0x85;
    const p = new S1ActPicture(art, { layout, chunks: ghz1.chunks });
    expect([p.chunkAt(0, 0), p.chunkAt(1, 0), p.chunkAt(2, 0)]).toEqual([-1, 4, 4]);
    // Outside the foreground's 0x40 columns and 8 rows: blank; an override byte wins (LZ3).
    expect([p.chunkAt(0x40, 0), p.chunkAt(0, 8), p.chunkAt(-1, 0), p.chunkAt(0, 0, 3)]).toEqual([-1, -1, -1, 2]);
  });

  it("builds a chunk's pixels once and keeps them; a chunk past the chunk RAM is blank", () => {
    const p = new S1ActPicture(art, ghz1);
    const c = p.chunkAt(0, 3);
    expect(c).toBeGreaterThanOrEqual(0);
    expect(p.chunkIndexed(c)).toBe(p.chunkIndexed(c));
    expect(p.chunkIndexed(c).some((v) => v !== 0)).toBe(true);
    expect(p.chunkRgba(c)).toBe(p.chunkRgba(c));
    expect(p.chunkIndexed(0x7f).every((v) => v === 0)).toBe(true);
    expect(p.backdrop).toBe(vdpRgba(art.palette[S1_BACKDROP]));
  });

  it("the screen window reads the chunk of each cell, blank past the layout's edges", () => {
    const p = new S1ActPicture(art, ghz1);
    const c = p.chunkAt(1, 3);
    const w = p.window(CHUNK_PX + 10, 3 * CHUNK_PX + 20, 4, 2);
    expect([...w]).toEqual([...[0, 1, 2, 3].map((i) => p.chunkIndexed(c)[20 * CHUNK_PX + 10 + i]), ...[0, 1, 2, 3].map((i) => p.chunkIndexed(c)[21 * CHUNK_PX + 10 + i])]);
    expect(p.window(-8, -8, 4, 4).every((v) => v === 0)).toBe(true);
  });

  it('every act builds every chunk of its layout without an error, in a few milliseconds a chunk at most', () => {
    let chunks = 0;
    const started = performance.now();
    for (const a of S1_ACTS) {
      const act = d.importAct(a.id, { objects: false }).level.act!;
      const p = new S1ActPicture(s1ActArt(readS1ZoneArt(d.program, source, a.id), 1), act);
      for (let row = 0; row < 8; row++) {
        for (let col = 0; col < 0x40; col++) {
          const c = p.chunkAt(col, row);
          if (c >= 0) {
            p.chunkRgba(c);
            chunks++;
          }
        }
      }
    }
    const ms = performance.now() - started;
    expect(chunks).toBeGreaterThan(1000);
    // Includes each act's import and art; the chunks alone take 0.5-1 ms each (docs/art.md).
    expect(ms / chunks).toBeLessThan(5);
  }, 60_000);
});
