import { afterAll, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreError, openLibretroCore } from '../../realgame/console/libretroCore.ts';
import { libretroPadMask } from '../../realgame/console/padMask.ts';
import { identifyRom, romSha1 } from '../../realgame/rom/romIdentity.ts';
import { BTN_A, BTN_B, BTN_C, BTN_RIGHT, BTN_START } from '../../engine/input.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const tmp = mkdtempSync(join(tmpdir(), 'subpixel-core-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function refusal(run: () => unknown): [string, string] {
  try {
    run();
  } catch (e) {
    if (e instanceof CoreError) return [e.code, e.message];
    throw e;
  }
  throw new Error('expected a CoreError');
}

it('maps the engine\'s buttons to the RetroPad bits Genesis Plus GX reads for a 3-button pad (A = Y, B = B, C = A)', () => {
  expect(libretroPadMask(BTN_A)).toBe(1 << 1);
  expect(libretroPadMask(BTN_B)).toBe(1 << 0);
  expect(libretroPadMask(BTN_C)).toBe(1 << 8);
  expect(libretroPadMask(BTN_START | BTN_RIGHT)).toBe((1 << 3) | (1 << 7));
});

describeWithRealGame('the libretro frontend on the real core', (rg) => {
  it('identifies the two ROMs the checkout builds, and no other bytes', () => {
    const rev1 = new Uint8Array(readFileSync(rg.rom[1]));
    const rev0 = new Uint8Array(readFileSync(rg.rom[0]));
    expect([identifyRom(rev1)?.revision, identifyRom(rev0)?.revision]).toEqual([1, 0]);
    rev1[0x200] ^= 1;
    expect(identifyRom(rev1)).toBe(null);
    expect(romSha1(rev0)).toBe('6DDB7DE1E17E7F6CDB88927BD906352030DAA194');
  });

  it('reads the work RAM as the 68000 addresses it (a word is its two bytes, high first) and the VBlank counter counts frames', () => {
    const c = openLibretroCore(rg.core, rg.rom[1]);
    try {
      expect(c.info.name).toBe('Genesis Plus GX');
      for (let i = 0; i < 300; i++) c.run(0);
      const ram = c.ram();
      // Each word read as two bytes equals the word read at once.
      for (const a of [0xf600, 0xfe04, 0xd008, 0xfe0c]) expect((ram[a] << 8) | ram[a + 1]).toBe(c.word(a));
      // The VBlank counter (v_vbla_count, $FFFE0C) counts every frame once the game runs.
      const before = (c.word(0xfe0c) << 16) | c.word(0xfe0e);
      c.run(0);
      expect(((c.word(0xfe0c) << 16) | c.word(0xfe0e)) - before).toBe(1);
    } finally {
      c.close();
    }
  });

  it('a savestate restores the console: the same frames after it, to the byte', () => {
    const c = openLibretroCore(rg.core, rg.rom[1]);
    try {
      for (let i = 0; i < 400; i++) c.run(0);
      const state = c.save();
      const after = (): Uint8Array => {
        for (let i = 0; i < 120; i++) c.run(i % 7 === 0 ? BTN_START : 0);
        return c.ram().slice();
      };
      const first = after();
      c.load(state, 400);
      expect(c.frame).toBe(400);
      expect(after()).toEqual(first);
    } finally {
      c.close();
    }
  });

  it('two consoles in one process run apart (each its own copy of the core)', () => {
    const a = openLibretroCore(rg.core, rg.rom[1]);
    const b = openLibretroCore(rg.core, rg.rom[1]);
    try {
      for (let i = 0; i < 200; i++) a.run(0);
      expect([a.frame, b.frame]).toEqual([200, 0]);
      const aAt200 = a.ram().slice();
      for (let i = 0; i < 200; i++) b.run(0);
      // b's frames did not move a, and the same frames give the same RAM.
      expect(a.ram()).toEqual(aAt200);
      expect(b.ram()).toEqual(aAt200);
    } finally {
      a.close();
      b.close();
    }
  });

  it('refuses a file that is not a library, a library that is not a libretro core, and a core that is not Genesis Plus GX, each in one line', () => {
    const text = join(tmp, 'not-a-core.so');
    writeFileSync(text, 'hello');
    const [code1, msg1] = refusal(() => openLibretroCore(text, rg.rom[1]));
    expect(code1).toBe('coreNotLibretro');
    expect(msg1).toMatch(new RegExp(`^${text}: not a loadable shared library \\(`));
    expect(msg1).not.toContain('\n');
    const lib = join(tmp, 'libplain.so');
    writeFileSync(join(tmp, 'plain.c'), 'int plain(void) { return 1; }\n');
    execFileSync('cc', ['-shared', '-fPIC', '-o', lib, join(tmp, 'plain.c')]);
    expect(refusal(() => openLibretroCore(lib, rg.rom[1]))).toEqual(['coreNotLibretro', `${lib}: not a libretro core (no retro_api_version)`]);
    const other = join(tmp, 'other_libretro.so');
    execFileSync('cc', ['-shared', '-fPIC', '-o', other, new URL('./fixtures/otherCore.c', import.meta.url).pathname]);
    expect(refusal(() => openLibretroCore(other, rg.rom[1]))).toEqual([
      'coreNotGenesisPlusGx',
      `${other}: the core is "Some Other Core", not Genesis Plus GX (the emulator BizHawk's Genesis core is built from)`,
    ]);
    expect(refusal(() => openLibretroCore(join(tmp, 'missing.so'), rg.rom[1]))).toEqual(['coreMissing', `${join(tmp, 'missing.so')}: cannot read the core`]);
  });
});
