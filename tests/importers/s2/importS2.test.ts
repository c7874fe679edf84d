import { expect, it } from 'vitest';
import { createWorld } from '../../../engine/world/world.ts';
import { C_Y, W_LIMIT_BOTTOM, W_LIMIT_LEFT, W_LIMIT_RIGHT, W_LIMIT_TOP } from '../../../engine/state/layout.ts';
import { ImportError, openS2Disassembly } from '../../../importers/s2/importS2.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { S2_ACTS } from '../../../importers/s2/s2Acts.ts';
import { levelHash } from '../../../engine/level/levelHash.ts';
import { deriveWidths } from '../../../engine/level/deriveWidths.ts';
import type { Level } from '../../../engine/level/types.ts';
import { describeWithDisasmS2, s2Disassembly, s2File } from '../../support/disasmS2.ts';

function errorOf(run: () => unknown): ImportError['info'] {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return e.info;
    throw e;
  }
  throw new Error('expected an ImportError');
}

/**
 * Each act's start file and its zone and act as the game numbers them, written out here from
 * s2.constants.asm's zone ids and the startpos/ names, so the test does not go through the
 * tables the importer reads (StartLocations, the zoneID declarations).
 */
const EXPECTED: Readonly<Record<string, { file: string; zone: number; act: number }>> = {
  ehz1: { file: 'EHZ_1', zone: 0x00, act: 0 }, ehz2: { file: 'EHZ_2', zone: 0x00, act: 1 },
  cpz1: { file: 'CPZ_1', zone: 0x0d, act: 0 }, cpz2: { file: 'CPZ_2', zone: 0x0d, act: 1 },
  arz1: { file: 'ARZ_1', zone: 0x0f, act: 0 }, arz2: { file: 'ARZ_2', zone: 0x0f, act: 1 },
  cnz1: { file: 'CNZ_1', zone: 0x0c, act: 0 }, cnz2: { file: 'CNZ_2', zone: 0x0c, act: 1 },
  htz1: { file: 'HTZ_1', zone: 0x07, act: 0 }, htz2: { file: 'HTZ_2', zone: 0x07, act: 1 },
  mcz1: { file: 'MCZ_1', zone: 0x0b, act: 0 }, mcz2: { file: 'MCZ_2', zone: 0x0b, act: 1 },
  ooz1: { file: 'OOZ_1', zone: 0x0a, act: 0 }, ooz2: { file: 'OOZ_2', zone: 0x0a, act: 1 },
  mtz1: { file: 'MTZ_1', zone: 0x04, act: 0 }, mtz2: { file: 'MTZ_2', zone: 0x04, act: 1 },
  // Metropolis act 3 is the second Metropolis zone's first act (metropolis_zone_2 = $05).
  mtz3: { file: 'MTZ_3', zone: 0x05, act: 0 },
  scz: { file: 'SCZ_1', zone: 0x10, act: 0 }, wfz: { file: 'WFZ_1', zone: 0x06, act: 0 }, dez: { file: 'DEZ_1', zone: 0x0e, act: 0 },
};

describeWithDisasmS2('importing Sonic 2 acts', (dir) => {
  it('builds the revision s2.asm assigns (gameRevision = 1: REV01)', () => {
    const text = new TextDecoder('latin1').decode(s2File('s2.asm'));
    expect(/^gameRevision = (\d)/m.exec(text)?.[1]).toBe('1');
    expect(s2Disassembly().revision).toBe(1);
  });

  it('imports all 20 acts as 1024x128-block s2 levels, starting where their startpos files say, with their ring and object layouts (rings/, objects/)', () => {
    const acts = s2Disassembly().importAll();
    expect(acts.map((a) => a.level.name)).toEqual(S2_ACTS.map((a) => `${a.title} (Sonic 2 REV01)`));
    expect(S2_ACTS.map((a) => a.id)).toEqual(Object.keys(EXPECTED));
    for (const [i, { level, zone, act }] of acts.entries()) {
      const want = EXPECTED[S2_ACTS[i].id];
      const start = s2File(`startpos/${want.file}.bin`);
      expect([zone, act], S2_ACTS[i].id).toEqual([want.zone, want.act]);
      expect(level.start, S2_ACTS[i].id).toEqual({ x: (start[0] << 8) | start[1], y: (start[2] << 8) | start[3], character: 'sonic', grounded: true });
      expect([level.profile, level.widthBlocks, level.heightBlocks, level.shapes.count]).toEqual(['s2', 1024, 128, 256]);
      expect(level.layers.map((l) => l.length)).toEqual([1024 * 128, 1024 * 128]);
      expect([level.objects, level.water, 'act' in level]).toEqual([[], null, false]);
      // Off_Rings / Off_Objects: the files of the same name (REV01's), rings up to their end marker, objects whole.
      const rings = s2File(`level/rings/${want.file}.bin`);
      const end = rings.findIndex((b, k) => k % 4 === 0 && (b & 0x80) !== 0);
      expect([S2_ACTS[i].id, level.s2!.rings]).toEqual([S2_ACTS[i].id, rings.slice(0, end + 2)]);
      expect([S2_ACTS[i].id, level.s2!.objects]).toEqual([S2_ACTS[i].id, s2File(`level/objects/${want.file}.bin`)]);
      // word_1FD68, Obj03's half-lengths: $20, $40, $80, $100.
      expect([S2_ACTS[i].id, Array.from(level.s2!.objectData.word_1FD68)]).toEqual([S2_ACTS[i].id, [0, 0x20, 0, 0x40, 0, 0x80, 1, 0]]);
    }
  });

  it('leaves the ring and object layouts empty with objects: false (--no-objects): the end marker alone, no entries; another hash', () => {
    const d = s2Disassembly();
    const bare = d.importAct('ehz1', { objects: false }).level;
    expect([Array.from(bare.s2!.rings), bare.s2!.objects.length]).toEqual([[0xff, 0xff], 0]);
    expect(bare.hash).not.toBe(d.importAct('ehz1').level.hash);
    // rings/EHZ_1.bin: 137 entries placing 226 rings; objects/EHZ_1.bin: 135 entries.
    expect([d.importAct('ehz1').level.s2!.rings.length, d.importAct('ehz1').level.s2!.objects.length / 6]).toEqual([137 * 4 + 2, 135]);
  });

  it('reads the camera limits from LevelSize (xstart, xend, ystart, yend), signed', () => {
    const d = s2Disassembly();
    expect(d.importAct('ehz1').size).toEqual({ left: 0, right: 0x29a0, top: 0, bottom: 0x320 });
    expect(d.actSummary('mtz1').size).toEqual({ left: 0, right: 0x2280, top: -0x100, bottom: 0x800 });
    expect(d.actSummary('mcz1').size).toEqual({ left: 0, right: 0x2380, top: 0x3c0, bottom: 0x720 });
    expect(d.actSummary('dez').size).toEqual({ left: 0, right: 0x1000, top: 0xc8, bottom: 0xc8 });
    expect(d.actSummary('mtz3').start).toEqual({ x: 0x60, y: 0x20c });
  });

  it('starts the camera within LevelSize\'s limits (the level\'s `limits`, LevelSizeLoad), not the layout\'s 16384 x 2048', () => {
    const { level, size } = s2Disassembly().importAct('mcz1');
    expect(level.limits).toEqual(size);
    const s = createWorld(level).state;
    expect([s[W_LIMIT_LEFT], s[W_LIMIT_RIGHT], s[W_LIMIT_TOP], s[W_LIMIT_BOTTOM]]).toEqual([0, 0x2380, 0x3c0, 0x720]);
    expect(s[C_Y]).toBeGreaterThanOrEqual(0x3c0);
  });

  it('takes the collision arrays as the ROM holds them, and their widths are the heights rotated (deriveWidths)', () => {
    const { shapes } = s2Disassembly().importAct('ehz1').level;
    const heights = s2File('collision/Collision array - Vertical.bin');
    const widths = s2File('collision/Collision array - Horizontal.bin');
    expect([...shapes.heights]).toEqual([...new Int8Array(heights.buffer, heights.byteOffset, 0x1000)]);
    expect([...shapes.widths]).toEqual([...new Int8Array(widths.buffer, widths.byteOffset, 0x1000)]);
    // The empty shape's angle ($FF in ColCurveMap) is 0, as a level file's empty shape is: no sensor reads it (s2Shapes.ts).
    const angles = s2File('collision/Curve and resistance mapping.bin');
    expect(angles[0]).toBe(0xff);
    expect([...shapes.angles]).toEqual([0, ...angles.subarray(1)]);
    let differ = 0;
    for (let s = 0; s < 256; s++) {
      const derived = deriveWidths(shapes.heights.subarray(s * 16, s * 16 + 16));
      for (let r = 0; r < 16; r++) if (derived[r] !== shapes.widths[s * 16 + r]) differ++;
    }
    expect(differ).toBe(0);
    expect([shapes.names[0], shapes.names[0x0f], shapes.names[0x1f]]).toEqual(['', 's2-$0F', 's2-$1F']);
  });

  it('hashes the level the way every plain level is hashed, and pins EHZ1\'s hash', () => {
    const { level } = s2Disassembly().importAct('ehz1');
    const { hash, ...content } = level;
    expect(hash).toBe(levelHash(content as Omit<Level, 'hash'>));
    // With its ring and object layouts and the tables its objects read (the level's `s2`: word_1FD68, and since the bridges, springs and platforms Obj11_DepressionOffsets, byte_FB28, Obj41_Strengths, Ani_obj41's scripts, Osc_Data, Osc_Data2 and Obj19_SubtypeProperties: 1a96dcad before them); the terrain alone hashed 914a5836. 457a65ff before the empty shape's angle was 0, as a level file's is (and the monitors', spikes' and touch tables): 17519bec with all of them and Ani_Ring, the scattered rings' sparkle (Obj37).
    expect(hash.toString(16)).toBe('17519bec');
    // Hill Top shares Emerald Hill's chunks and collision, not its layout.
    expect(s2Disassembly().importAct('htz1').level.hash).not.toBe(hash);
  });

  it('imports one act well under a second once the checkout is parsed (nothing of the zone decompressed before)', () => {
    const d = openS2Disassembly(nodeDisasmSource(dir));
    const t0 = performance.now();
    d.importAct('cnz2');
    expect(performance.now() - t0).toBeLessThan(1000);
  });

  it('refuses an act the game does not have, listing the acts', () => {
    const e = errorOf(() => s2Disassembly().importAct('ehz3'));
    expect(e.code).toBe('unknownAct');
    expect(e.message).toBe(`no Sonic 2 act "ehz3" (acts: ${S2_ACTS.map((a) => a.id).join(', ')})`);
  });
});
