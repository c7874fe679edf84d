import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GPGX_LOG_KEY, writeRealBk2, type RealBk2 } from '../../realgame/bk2/bizhawkGpgx.ts';
import { readRealBk2 } from '../../realgame/bk2/readRealBk2.ts';
import { bk2Pads } from '../../realgame/bk2/playBk2.ts';
import { actCommentLine, readActComments } from '../../realgame/bk2/actComments.ts';
import { bizhawkGameEntry, movieHashNamesRom } from '../../realgame/bk2/bizhawkGameDb.ts';
import { KNOWN_ROMS } from '../../realgame/rom/romIdentity.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const movie = (pads: ArrayLike<number>, over: Partial<RealBk2['header']> = {}): RealBk2 => ({
  header: { author: 'A. Runner', rerecords: 42, gameName: 'Sonic The Hedgehog (W) (REV01) [!]', hash: '09DADB5071EB35050067A32462E39C5F', emuVersion: 'Subpixel test', ...over },
  comments: ['first comment', actCommentLine({ n: 1, act: 's1:ghz1', level: 123, frames: 9, emuStart: 763, vblank: 448 })],
  pads,
});

const text = (files: Record<string, Uint8Array>, name: string) => new TextDecoder().decode(files[name]);

/** Rebuilds a .bk2 with one lump's text replaced (or removed with null). */
function patched(bytes: Uint8Array, name: string, replace: ((s: string) => string) | null): Uint8Array {
  const files = unzipSync(bytes);
  if (replace === null) delete files[name];
  else files[name] = strToU8(replace(text(files, name)));
  return zipSync(files);
}

function refusal(bytes: Uint8Array): [string, string, string] {
  const r = readRealBk2(bytes, 'm.bk2');
  if (r.ok) throw new Error('expected a refusal');
  expect(r.error.file).toBe('m.bk2');
  expect(r.error.message).not.toContain('\n');
  return [r.error.code, r.error.where, r.error.message];
}

describe('the real-game .bk2 (BizHawk Genesis movie on Genplus-gx, one line per emulator frame)', () => {
  const all = Uint8Array.from({ length: 256 }, (_, i) => i);

  it('writes the lumps BizHawk writes, in its order, with the header keys a Genplus-gx Genesis movie from power-on has', () => {
    const files = unzipSync(writeRealBk2(movie(all)));
    expect(Object.keys(files)).toEqual(['BizState 1.0', 'BizVersion.txt', 'Header.txt', 'Comments.txt', 'Subtitles.txt', 'SyncSettings.json', 'Input Log.txt']);
    expect(text(files, 'BizState 1.0')).toBe('2\r\n');
    expect(text(files, 'Header.txt')).toBe([
      'MovieVersion BizHawk v2.0.0', 'Author A. Runner', 'emuVersion Subpixel test', 'OriginalEmuVersion Subpixel test', 'Platform GEN',
      'GameName Sonic The Hedgehog (W) (REV01) [!]', 'SHA1 09DADB5071EB35050067A32462E39C5F', 'Core Genplus-gx', 'rerecordCount 42', '', '',
    ].join('\r\n'));
    expect(text(files, 'Header.txt')).not.toContain('StartsFromSavestate');
    expect(text(files, 'Comments.txt').split('\r\n')[0]).toBe('first comment');
  });

  it('writes every GPGX sync setting explicitly, in GPGXSyncSettings\' order: two 3-button pads, region autodetected, no forced VDP mode, no BIOS', () => {
    const json = text(unzipSync(writeRealBk2(movie([0]))), 'SyncSettings.json');
    expect(json.endsWith('}}\r\n')).toBe(true);
    const o = JSON.parse(json).o;
    expect(Object.keys(o)).toEqual([
      '$type', 'UseSixButton', 'ControlTypeLeft', 'ControlTypeRight', 'Region', 'ForceVDP', 'LoadBIOS', 'Overscan', 'GGExtra', 'SMSFMSoundChip', 'GenesisFMSoundChip',
      'Filter', 'LowPassRange', 'LowFreq', 'HighFreq', 'LowGain', 'MidGain', 'HighGain', 'BackdropColor', 'SpritesAlwaysOnTop',
    ]);
    expect(o.$type).toBe('BizHawk.Emulation.Cores.Consoles.Sega.gpgx.GPGX+GPGXSyncSettings, BizHawk.Emulation.Cores');
    expect([o.UseSixButton, o.ControlTypeLeft, o.ControlTypeRight, o.Region, o.ForceVDP, o.LoadBIOS]).toEqual([false, 1, 1, 0, 0, false]);
    // Newtonsoft writes floats with a decimal point.
    expect(json).toContain('"LowGain":1.0,"MidGain":1.0,"HighGain":1.0,');
  });

  it('writes the input log as BizHawk does: the LogKey of GPGX\'s controls, then one line per frame with each pressed button\'s mnemonic', () => {
    const log = text(unzipSync(writeRealBk2(movie([0x00, 0x08 | 0x40, 0xff, 0x01 | 0x10 | 0x80]))), 'Input Log.txt');
    expect(log).toBe([
      '[Input]',
      'LogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|#P2 Up|P2 Down|P2 Left|P2 Right|P2 A|P2 B|P2 C|P2 Start|',
      '|..|........|........|',
      '|..|...R..C.|........|',
      '|..|UDLRABCS|........|',
      '|..|U...A..S|........|',
      '[/Input]',
      '',
    ].join('\r\n'));
    expect(GPGX_LOG_KEY).toBe(log.split('\r\n')[1]);
  });

  it('reads back every pad it writes, and so does the BizHawk-format player', () => {
    const pads = Uint8Array.from({ length: 5000 }, (_, i) => (i * 2654435761) >>> 24);
    pads.set(all);
    const bytes = writeRealBk2(movie(pads));
    const r = readRealBk2(bytes, 'm.bk2');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.pads).toEqual(pads);
    expect(bk2Pads(bytes)).toEqual(pads);
    expect(r.value.header.get('rerecordCount')?.value).toBe('42');
    expect(readActComments(r.value.comments)).toEqual([{ n: 1, act: 's1:ghz1', level: 123, frames: 9, emuStart: 763, vblank: 448 }]);
  });

  it('reads a movie by its own LogKey: one pad, a 6-button pad whose extra buttons are never pressed, another column order', () => {
    const base = writeRealBk2(movie([0x08, 0x48]));
    const onePad = patched(base, 'Input Log.txt', () => '[Input]\nLogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|\n|..|...R....|\n|..|...R..C.|\n[/Input]\n');
    const sixButton = patched(base, 'Input Log.txt', () => '[Input]\nLogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|P1 X|P1 Y|P1 Z|P1 Mode|\n|..|...R........|\n|..|...R..C.....|\n[/Input]\n');
    const reordered = patched(base, 'Input Log.txt', () => '[Input]\nLogKey:#P1 C|P1 Right|#Reset|Power|\n|.R|..|\n|CR|..|\n[/Input]\n');
    for (const b of [onePad, sixButton, reordered]) {
      const r = readRealBk2(b, 'm.bk2');
      if (!r.ok) throw new Error(r.error.message);
      expect(Array.from(r.value.pads)).toEqual([0x08, 0x48]);
    }
  });

  it('refuses what is not a Genplus-gx Genesis movie from power-on, or what the bridge cannot play, in one line naming the place', () => {
    const base = writeRealBk2(movie([0x08, 0x08, 0]));
    const header = (f: (s: string) => string) => patched(base, 'Header.txt', f);
    // Line 4 of the log is the second frame.
    const log = (line: string) => patched(base, 'Input Log.txt', (s) => s.split('\r\n').map((l, i) => (i === 3 ? line : l)).join('\r\n'));
    const cases: [Uint8Array, string, string, RegExp][] = [
      [header((s) => s.replace('Platform GEN\r\n', '')), 'realBk2Platform', 'Header.txt', /no Platform: BizHawk loads a Genesis movie only with "Platform GEN"/],
      [header((s) => s.replace('Platform GEN', 'Platform SNES')), 'realBk2Platform', 'Header.txt line 5', /platform "SNES", not the Genesis/],
      [header((s) => s.replace('Core Genplus-gx\r\n', '')), 'realBk2Core', 'Header.txt', /no Core/],
      [header((s) => s.replace('Core Genplus-gx', 'Core PicoDrive')), 'realBk2Core', 'Header.txt line 8', /"PicoDrive" core, not "Genplus-gx"/],
      [header((s) => `${s}StartsFromSavestate True\r\n`), 'realBk2NotFromPowerOn', 'Header.txt line 11', /starts from a savestate/],
      [header((s) => s.replace('rerecordCount 42', 'rerecordCount many')), 'realBk2Header', 'Header.txt line 9', /rerecordCount "many" is not a whole number/],
      [patched(base, 'SyncSettings.json', (s) => s.replace('"Region":0', '"Region":3')), 'realBk2SyncSettings', 'SyncSettings.json', /Region is 3: the libretro core runs the console with the region autodetected/],
      [patched(base, 'SyncSettings.json', (s) => s.replace('"LoadBIOS":false', '"LoadBIOS":true')), 'realBk2SyncSettings', 'SyncSettings.json', /LoadBIOS is true/],
      [log('|..|...R....|U.......|'), 'realBk2Unplayable', 'Input Log.txt line 4', /P2 Up is pressed: the real-game bridge drives pad 1 only/],
      [log('|.r|...R....|........|'), 'realBk2Unplayable', 'Input Log.txt line 4', /Reset is pressed: the console restarts there/],
      [log('|..|...R...|........|'), 'realBk2LineWidth', 'Input Log.txt line 4', /21 characters wide; the LogKey needs 22/],
      [patched(base, 'Input Log.txt', null), 'realBk2NoInputLog', 'file', /no "Input Log.txt"/],
      [patched(base, 'Input Log.txt', (s) => s.replace(/^\|.*\r\n/gm, '')), 'realBk2Empty', 'Input Log.txt', /has no frame/],
      [base.subarray(0, base.length >> 1), 'zipNotZip', 'file', /not a zip archive/],
    ];
    for (const [bytes, code, where, message] of cases) {
      const [c, w, m] = refusal(bytes);
      expect([c, w]).toEqual([code, where]);
      expect(m).toMatch(message);
    }
  });

  it('ignores comment lines of ours that do not read, instead of refusing the movie', () => {
    expect(readActComments(['subpixel-act {"n":1', 'subpixel-act {"n":1,"act":"s1:ghz1"}', 'subpixel-act [1]', 'hello'])).toEqual([]);
  });

  it('names a ROM by BizHawk\'s game-database hash (an MD5 for Sonic 1) or by its SHA-1, and no other', () => {
    const rev1 = KNOWN_ROMS.find((r) => r.revision === 1)!;
    const rev0 = KNOWN_ROMS.find((r) => r.revision === 0)!;
    expect(movieHashNamesRom('09dadb5071eb35050067a32462e39c5f', rev1)).toBe(true);
    expect(movieHashNamesRom(rev1.sha1, rev1)).toBe(true);
    expect(movieHashNamesRom(bizhawkGameEntry(rev0).hash, rev1)).toBe(false);
    expect(movieHashNamesRom(rev0.sha1, rev1)).toBe(false);
  });
});

describeWithRealGame('BizHawk\'s game database and the ROMs', (rg) => {
  it('gives each ROM the MD5 of its bytes as the movie hash', () => {
    for (const rev of [0, 1] as const) {
      const rom = KNOWN_ROMS.find((r) => r.revision === rev)!;
      const md5 = createHash('md5').update(readFileSync(rg.rom[rev])).digest('hex').toUpperCase();
      expect([rev, bizhawkGameEntry(rom).hash]).toEqual([rev, md5]);
    }
  });
});
