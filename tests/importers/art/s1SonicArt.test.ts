import { expect, it } from 'vitest';
import { memoryDisasmSource } from '../../../importers/s1/disasmSource.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { readS1SonicArt } from '../../../importers/art/s1SonicArt.ts';
import { sonicSprite } from '../../../render/s1SonicSprite.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

describeWithDisasm("Sonic's sprite art from the checkout", (dir) => {
  const d = s1Disassembly(1);
  const source = nodeDisasmSource(dir);

  it('reads his 88 mapping frames with their dynamic loads and his 1,289 patterns', () => {
    const s = readS1SonicArt(d.program, source);
    expect([s.frames.length, s.loads.length, s.patterns.length / 64]).toEqual([88, 88, 1289]);
    // MS_Stand: four pieces, the first `spritePiece -$10, -$14, 3, 1, 0, 0, 0, 0, 0`; SonPLC_Stand's runs.
    expect(s.frames[1][0]).toEqual({ x: -16, y: -20, width: 3, height: 1, tile: 0, xflip: false, yflip: false, pal: 0, pri: false });
    expect(s.loads[1]).toEqual([{ offset: 0, count: 3 }, { offset: 3, count: 8 }, { offset: 11, count: 3 }, { offset: 14, count: 3 }]);
    expect(s.frames[0]).toEqual([]); // MS_Null
  });

  it('a frame facing left is the frame facing right mirrored about his centre', () => {
    const s = readS1SonicArt(d.program, source);
    for (const frame of [1, 7, 30, 60]) {
      const r = sonicSprite(s, frame, false)!;
      const l = sonicSprite(s, frame, true)!;
      expect([l.left, l.width, l.top, l.height]).toEqual([-(r.left + r.width), r.width, r.top, r.height]);
      for (let y = 0; y < r.height; y++) for (let x = 0; x < r.width; x++) expect(l.pixels[y * l.width + x]).toBe(r.pixels[y * r.width + r.width - 1 - x]);
    }
    expect(sonicSprite(s, 0, false)).toBeNull();
    expect(sonicSprite(s, 200, false)).toBeNull();
  });

  it('a checkout without his mappings says which file is missing', () => {
    const files = new Map<string, Uint8Array>([['sonic.asm', source.read('sonic.asm')!]]);
    expect(() => readS1SonicArt(d.program, memoryDisasmSource('s1', files))).toThrow(/_maps\/Sonic\.asm/);
  });
});
