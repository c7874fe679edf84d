/**
 * The imported terrain under the engine (s2 profile). The expected figures come from the
 * checkout's files read here directly — the layout, chunk, collision index and height bytes at
 * the paths s2.asm names, looked up with Find_Tile's own arithmetic — not through the importer.
 */
import { expect, it } from 'vitest';
import { kosinskiDecompress } from '../../../importers/s1/kosinski.ts';
import { S2_ACTS } from '../../../importers/s2/s2Acts.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { levelHash } from '../../../engine/level/levelHash.ts';
import { BLOCK_SOLID_TOP, type Level } from '../../../engine/level/types.ts';
import { Terrain } from '../../../engine/terrain/terrain.ts';
import { BTN_RIGHT } from '../../../engine/input.ts';
import { EV_DEATH } from '../../../engine/state/events.ts';
import { P_ANGLE, P_HRAD, P_LAYER, P_STATUS, P_WRAD, P_X, P_Y, ST_AIR } from '../../../engine/state/layout.ts';
import { describeWithDisasmS2, s2Disassembly, s2File } from '../../support/disasmS2.ts';

/** EHZ1's terrain straight from its files (s2.asm: Level_EHZ1, BM128_EHZ, ColP_EHZHTZ, ColS_EHZHTZ, ColArrayVertical). */
function ehz1Files() {
  const kos = (path: string, size: number): Uint8Array => kosinskiDecompress(s2File(path), path, size);
  return {
    layout: kos('level/layout/EHZ_1.kos', 0x1000),
    chunks: kos('mappings/128x128/EHZ_HTZ.kos', 0x8000),
    primary: kos('collision/EHZ and HTZ primary 16x16 collision index.kos', 0x300),
    secondary: kos('collision/EHZ and HTZ secondary 16x16 collision index.kos', 0x300),
    heights: new Int8Array(s2File('collision/Collision array - Vertical.bin').buffer.slice(0)),
  };
}
type Files = ReturnType<typeof ehz1Files>;

/** Find_Tile: the foreground's chunk id at (2y & $F00) + (x>>7 & $7F), the word at id*$80 + (y & $70) + (x>>3 & $E). */
function rawWord(f: Files, x: number, y: number): number {
  const id = f.layout[((2 * y) & 0xf00) + ((x >> 7) & 0x7f)];
  const at = id * 0x80 + (y & 0x70) + ((x >> 3) & 0xe);
  return (f.chunks[at] << 8) | f.chunks[at + 1];
}

/** The first solid row at column x on the primary path (top-solid bit $C), scanning down from y. */
function primaryFloor(f: Files, x: number, y: number): number {
  for (let top = y & ~15; top < 0x800; top += 16) {
    const w = rawWord(f, x, top);
    const shape = f.primary[w & 0x3ff];
    if ((w & 0x3ff) === 0 || (w & 0x1000) === 0 || shape === 0) continue;
    if (w & 0x800) throw new Error('a y-flipped floor block: the test reads unflipped ones only');
    const h = f.heights[shape * 16 + (w & 0x400 ? 15 - (x & 15) : x & 15)];
    if (h > 0) return top + 16 - h;
  }
  throw new Error(`no floor under x ${x}`);
}

/** The first bridge (Obj11) of EHZ1's object list: x, and its logs (subtype) of 16 px centred there (Obj11_Init). */
function firstBridge(): { left: number; right: number } {
  const list = s2File('level/objects/EHZ_1.bin');
  for (let i = 0; i + 6 <= list.length; i += 6) {
    if (list[i + 4] !== 0x11) continue;
    const x = (list[i] << 8) | list[i + 1];
    return { left: x - list[i + 5] * 8, right: x + list[i + 5] * 8 };
  }
  throw new Error('EHZ1 places no bridge');
}

describeWithDisasmS2('Sonic 2 terrain under the engine', () => {
  it('stands Sonic on EHZ1\'s floor at the start: feet one pixel above the surface the heights give, for 60 frames of no buttons', () => {
    const f = ehz1Files();
    const { level } = s2Disassembly().importAct('ehz1');
    const w = createWorld(level);
    expect(w.p.id).toBe('s2');
    const s = w.state;
    const x = s[P_X] >> 8;
    const feet = level.start.y + s[P_HRAD];
    const surface = Math.min(primaryFloor(f, x - s[P_WRAD], feet), primaryFloor(f, x + s[P_WRAD], feet));
    expect(surface).toBe(0x2a4);
    for (let i = 0; i < 60; i++) {
      w.step(0);
      expect(s[P_STATUS] & ST_AIR, `frame ${i}`).toBe(0);
    }
    expect([s[P_X] >> 8, s[P_Y] >> 8, s[P_ANGLE], s[P_LAYER]]).toEqual([0x60, surface - 1 - s[P_HRAD], 0, 0]);
  });

  it('stands Sonic on the ground at every act\'s start but Sky Chase\'s and Wing Fortress\'s, which start on the Tornado (an object)', () => {
    const falling: string[] = [];
    for (const a of S2_ACTS) {
      const w = createWorld(s2Disassembly().importAct(a.id).level);
      for (let i = 0; i < 60; i++) w.step(0);
      if (w.state[P_STATUS] & ST_AIR) falling.push(a.id);
    }
    expect(falling).toEqual(['scz', 'wfz']);
    // Both object lists open with the Tornado (ObjB2) at the start's x.
    for (const [id, file] of [['scz', 'SCZ_1'], ['wfz', 'WFZ_1']] as const) {
      const list = s2File(`level/objects/${file}.bin`);
      expect([list[4], (list[0] << 8) | list[1]], id).toEqual([0xb2, s2Disassembly().importAct(id).level.start.x]);
    }
  });

  it('runs EHZ1 from the start across the first bridge (Obj11): off the ramp, over the hill, on the bridge from frame 318 to 353, off it onto the far bank at $603', () => {
    const w = createWorld(s2Disassembly().importAct('ehz1').level);
    const s = w.state;
    const bridge = firstBridge();
    expect(bridge).toEqual({ left: 0x548, right: 0x608 });
    const leftGround: { frame: number; x: number }[] = [];
    const onBridge: number[] = [];
    let death: number | null = null;
    let air = false;
    for (let i = 0; i < 600 && death === null; i++) {
      const ev = w.step(BTN_RIGHT);
      const nowAir = (s[P_STATUS] & ST_AIR) !== 0;
      if (nowAir && !air) leftGround.push({ frame: i, x: s[P_X] >> 8 });
      air = nowAir;
      if (w.s2!.stoodOn(s)?.id === 0x11) onBridge.push(i);
      if ((ev & EV_DEATH) !== 0) death = i;
    }
    // The ramp's flagged top snaps the angle to $C0 and throws Sonic up; then the hill, the bridge, and on past it.
    expect(leftGround).toEqual([{ frame: 260, x: 0x4c2 }, { frame: 420, x: 0x78b }]);
    expect([onBridge[0], onBridge.at(-1), onBridge.length]).toEqual([318, 353, 36]);
    expect(death).toBe(null);
  });

  it('runs EHZ1 from the first bridge\'s far bank past x = $1000 at frame 654, never lower than y = $3AF on the way (over the monitor at $E40, which he runs onto at 574: 645 before the monitors were solid)', () => {
    const { level } = s2Disassembly().importAct('ehz1');
    // Started on the bank the first bridge reaches (0x608), as if the bridge had carried him.
    const content = { ...level, start: { ...level.start, x: 0x640, y: 0x260 } };
    const w = createWorld({ ...content, hash: levelHash(content as Omit<Level, 'hash'>) });
    const s = w.state;
    let past = -1;
    let lowest = 0;
    for (let i = 0; past < 0 && i < 900; i++) {
      w.step(BTN_RIGHT);
      lowest = Math.max(lowest, s[P_Y] >> 8);
      if (s[P_X] >> 8 > 0x1000) past = i;
    }
    expect(past).toBe(654);
    expect(lowest).toBeLessThan(level.heightBlocks * 16);
    expect(lowest).toBe(0x3af);
  });

  it('puts the primary path in layer A and the secondary in layer B: a block solid on top on one path only stops the floor sensor on that layer only', () => {
    const f = ehz1Files();
    const { level } = s2Disassembly().importAct('ehz1');
    // The first foreground block (row by row) whose two paths differ in top solidity and in shape
    // (44 blocks of EHZ1 do), so a swap of either the indexes or the bits shows.
    let found: { x: number; y: number; w: number } | null = null;
    for (let y = 0; y < 0x800 && found === null; y += 16) {
      for (let x = 0; x < 0x4000; x += 16) {
        const w = rawWord(f, x, y);
        const block = w & 0x3ff;
        if (block !== 0 && ((w >> 12) & 1) !== ((w >> 14) & 1) && f.primary[block] !== 0 && f.secondary[block] !== 0 && f.primary[block] !== f.secondary[block]) {
          found = { x, y, w };
          break;
        }
      }
    }
    expect(found).not.toBeNull();
    const { x, y, w } = found!;
    const flips = (w & 0x400 ? 0x800 : 0) | (w & 0x800 ? 0x1000 : 0);
    const cell = (y >> 4) * level.widthBlocks + (x >> 4);
    expect(level.layers[0][cell]).toBe(f.primary[w & 0x3ff] | flips | (w & 0x1000 ? 0x2000 : 0) | (w & 0x2000 ? 0x4000 : 0));
    expect(level.layers[1][cell]).toBe(f.secondary[w & 0x3ff] | flips | (w & 0x4000 ? 0x2000 : 0) | (w & 0x8000 ? 0x4000 : 0));
    // The engine's planeLayer (P_LAYER 0 = A, 1 = B): solid pixels of the block to a floor sensor.
    const t = new Terrain(level);
    const solidPixels = (plane: number): number => {
      t.layer = t.planeLayer(plane);
      let n = 0;
      for (let py = y; py < y + 16; py++) for (let px = x; px < x + 16; px++) if (t.solidAt(px, py, BLOCK_SOLID_TOP)) n++;
      return n;
    };
    const [a, b] = [solidPixels(0), solidPixels(1)];
    expect(Math.min(a, b)).toBe(0);
    expect(Math.max(a, b)).toBeGreaterThan(0);
    expect(a > 0).toBe((w & 0x1000) !== 0);
  });
});
