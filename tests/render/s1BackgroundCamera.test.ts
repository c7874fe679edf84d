/**
 * The background camera's rules that need no real game (the real game's RAM checks the rest:
 * s1BackgroundCamera.realGame.test.ts): the start camera, the linear derivation from the camera
 * alone (so a frame seeked to equals the frame played to), REV00 and unknown zones refused.
 */
import { expect, it } from 'vitest';
import { readS1BackgroundTables } from '../../render/s1BackgroundTables.ts';
import { s1BackgroundScroll, s1StartCamera } from '../../render/s1BackgroundCamera.ts';
import { describeWithDisasm, s1Disassembly } from '../support/disasm.ts';

describeWithDisasm('the background camera', () => {
  const tables = readS1BackgroundTables(s1Disassembly(1).program, 1)!;
  const ghz = { zone: 0, act: 0, startX: 0x50, startY: 0x2c0 };

  it('reads REV01\'s tables from the checkout and none for REV00, whose routines it does not reproduce', () => {
    expect(tables.lzScroll.length).toBe(256);
    expect(tables.wobble.length).toBeGreaterThanOrEqual(256);
    // Draw_GHz_Bg's rows: clouds static, mountains from bg3, hills from bg2, water static.
    expect([...tables.ghzRows.bands.subarray(0, 12)]).toEqual([0, 0, 0, 0, 6, 6, 6, 4, 4, 4, 0, 0]);
    expect(readS1BackgroundTables(s1Disassembly(0).program, 0)).toBeNull();
  });

  it('starts GHZ from BgScrollSpeed: bg2 and bg3 at the camera, the rest cleared, and moves bg3 3/8 and bg2 1/2 of the camera', () => {
    const s = s1BackgroundScroll({ ...ghz, x: 0x50, y: 0x2c0, frame: 0 }, tables)!;
    expect([s.bgX, s.bgY, s.bg2X >> 16, s.bg3X >> 16, s.bg2Y, s.bg3Y]).toEqual([0, 0, 0x50, 0x50, 0, 0]);
    const m = s1BackgroundScroll({ ...ghz, x: 0x50 + 800, y: 0x2c0, frame: 100 }, tables)!;
    expect(m.bg3X).toBe((0x50 << 16) + 800 * 256 * 96);
    expect(m.bg2X).toBe((0x50 << 16) + 800 * 256 * 128);
    // v_bgscrposy_vdp: $20 less the camera's y / 32, floored at 0.
    expect(m.vdpBgY).toBe(Math.max(0, 0x20 - (0x2c0 >> 5)));
    // The top cloud line: its auto-scroll (a pixel a frame) and bg3.
    expect(m.bgLine[0]).toBe(-(100 + (m.bg3X >> 16)));
  });

  it('depends on the camera and the frame alone: the same inputs, the same table, whatever came before', () => {
    const a = s1BackgroundScroll({ zone: 2, act: 0, startX: 0, startY: 0x300, x: 0x777, y: 0x400, frame: 300 }, tables)!;
    const b = s1BackgroundScroll({ zone: 2, act: 0, startX: 0, startY: 0x300, x: 0x777, y: 0x400, frame: 300 }, tables)!;
    expect(b).toEqual(a);
    const c = s1BackgroundScroll({ zone: 2, act: 0, startX: 0, startY: 0x300, x: 0x778, y: 0x400, frame: 300 }, tables)!;
    expect(c.bgX).not.toBe(a.bgX);
  });

  it('refuses a zone past the ending', () => {
    expect(s1BackgroundScroll({ zone: 7, act: 0, startX: 0, startY: 0, x: 0, y: 0, frame: 0 }, tables)).toBeNull();
  });

  it('puts the start camera 160 left and 96 above the start, floored at 0 and kept inside the limits', () => {
    expect(s1StartCamera({ x: 0x50, y: 0x3bc }, { right: 0x24bf, bottom: 0x300 })).toEqual({ x: 0, y: 0x300 });
    expect(s1StartCamera({ x: 0x1000, y: 0x100 }, { right: 0x800, bottom: 0x300 })).toEqual({ x: 0x800, y: 0xa0 });
  });
});
