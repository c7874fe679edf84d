import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { GENESIS_3BUTTON_LOG_KEY, readBk2, writeBk2 } from '../../../movies/formats/bk2.ts';
import { DEFAULTS, dropDashMovie, sampleMovie, twoPlayerMovie } from './sampleMovie.ts';

/** A zip of text entries, the way BizHawk stores a movie (entries deflated). */
function zipOf(entries: Record<string, string>): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, text] of Object.entries(entries)) files[name] = strToU8(text);
  return zipSync(files, { level: 6, mtime: new Date(2020, 5, 1) });
}

const HEADER = [
  'MovieVersion BizHawk v2.0.0',
  'emuVersion Version 2.9.1',
  'OriginalEmuVersion Version 2.9.1',
  'Platform GEN',
  'GameName Sonic The Hedgehog 2 (W) (REV01)',
  'SHA1 0000000000000000000000000000000000000000',
  'Core Genplus-gx',
  'rerecordCount 1234',
  'Author Some TASer',
  'StartsFromSavestate False',
  '',
].join('\r\n');

/** Two 6-button pads, as BizHawk logs them, four frames. */
const SIX_BUTTON_LOG = [
  '[Input]',
  'LogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|P1 X|P1 Y|P1 Z|P1 Mode|#P2 Up|P2 Down|P2 Left|P2 Right|P2 A|P2 B|P2 C|P2 Start|P2 X|P2 Y|P2 Z|P2 Mode|',
  '|..|............|............|',
  '|..|...R........|............|',
  '|..|...RA...X...|U...........|',
  '|..|.D.....S...M|............|',
  '[/Input]',
  '',
].join('\r\n');

function bizhawkFile(log = SIX_BUTTON_LOG, header = HEADER): Uint8Array {
  return zipOf({
    'Header.txt': header,
    'Comments.txt': 'Recorded on a real BizHawk\r\nSecond comment\r\n',
    'Subtitles.txt': '',
    'SyncSettings.json': '{"o":{"$type":"BizHawk.Emulation.Cores.Consoles.Sega.gpgx.GPGX+GPGXSyncSettings, BizHawk.Emulation.Cores","UseSixButton":true}}\r\n',
    'Input Log.txt': log,
  });
}

function errorOf(bytes: Uint8Array): { code: string; where: string } {
  const r = readBk2(bytes, 'run.bk2', DEFAULTS);
  if (r.ok) throw new Error('expected an error');
  expect(r.error.file).toBe('run.bk2');
  return { code: r.error.code, where: r.error.where };
}

/** Byte offset of the central directory header naming `name`. */
function centralEntry(zip: Uint8Array, name: string): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = zip.length - 22;
  while (view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  let p = view.getUint32(eocd + 16, true);
  for (;;) {
    const nameLength = view.getUint16(p + 28, true);
    if (strFromU8(zip.subarray(p + 46, p + 46 + nameLength)) === name) return p;
    p += 46 + nameLength + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
  }
}

function patchU32(zip: Uint8Array, at: number, value: number): Uint8Array {
  const copy = zip.slice();
  new DataView(copy.buffer).setUint32(at, value, true);
  return copy;
}

describe('readBk2 on files written by BizHawk', () => {
  it('maps columns by the LogKey: player 2\'s pad becomes the second track, 6-button columns are dropped with one warning', () => {
    const r = readBk2(bizhawkFile(), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(Uint8Array.of(0x00, 0x08, 0x18, 0x82));
    expect(r.value.inputs2).toEqual(Uint8Array.of(0x00, 0x00, 0x01, 0x00));
    expect(r.warnings).toEqual([
      { code: 'bk2UnknownButtons', file: 'run.bk2', where: 'Input Log.txt line 2', message: 'Ignored columns Subpixel does not use: P1 X, P1 Y, P1 Z, P1 Mode, P2 X, P2 Y, P2 Z, P2 Mode.' },
    ]);
  });

  it('a movie with a partner and a second pad writes both pads and SubpixelPartner, and reads back exactly', () => {
    const movie = twoPlayerMovie();
    const r = readBk2(writeBk2(movie), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.warnings).toEqual([]);
    expect(r.value).toEqual(movie);
  });

  it('a one-pad LogKey has no second track', () => {
    const log = ['[Input]', 'LogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|', '|..|...R....|', '[/Input]'].join('\n');
    const r = readBk2(bizhawkFile(log), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs2).toBeUndefined();
  });

  it('takes author, rerecords and comments from the file and the rest from the defaults', () => {
    const r = readBk2(bizhawkFile(), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.meta).toEqual({ ...DEFAULTS, author: 'Some TASer', rerecords: 1234, notes: 'Recorded on a real BizHawk\nSecond comment' });
    expect(r.value.markers).toEqual([]);
    expect(r.value.checkpoints).toEqual([]);
  });

  it('honours a LogKey with the buttons in another order', () => {
    const log = ['[Input]', 'LogKey:#P1 Start|P1 C|P1 B|P1 A|P1 Right|P1 Left|P1 Down|P1 Up|#Reset|Power|', '|S..A.L..|..|', '|...AR...|..|', '[/Input]'].join('\n');
    const r = readBk2(bizhawkFile(log), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(Uint8Array.of(0x94, 0x18));
    expect(r.warnings).toEqual([]);
  });

  it('warns once when Reset is pressed and ignores it', () => {
    const log = ['[Input]', GENESIS_3BUTTON_LOG_KEY, '|..|...R....|', '|.r|...R....|', '|.r|........|', '[/Input]'].join('\n');
    const r = readBk2(bizhawkFile(log), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(Uint8Array.of(0x08, 0x08, 0x00));
    expect(r.warnings.map((w) => [w.code, w.where])).toEqual([['bk2PowerReset', 'Input Log.txt line 4']]);
  });

  it('assumes the 3-button layout, with a warning, when the LogKey is missing', () => {
    const log = ['[Input]', '|..|UDLRABCS|', '[/Input]'].join('\n');
    const r = readBk2(bizhawkFile(log), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(Uint8Array.of(0xff));
    expect(r.warnings.map((w) => [w.code, w.where])).toEqual([['bk2NoLogKey', 'Input Log.txt line 2']]);
  });

  it('warns when the movie starts from a savestate', () => {
    const r = readBk2(bizhawkFile(SIX_BUTTON_LOG, HEADER.replace('StartsFromSavestate False', 'StartsFromSavestate True')), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.warnings[0]).toEqual({ code: 'bk2StartsFromSavestate', file: 'run.bk2', where: 'Header.txt line 10', message: 'The movie starts from a savestate; Subpixel replays it from the level start instead.' });
  });
});

describe('writeBk2', () => {
  it('writes the entries BizHawk writes, in its order', () => {
    const names = Object.keys(unzipSync(writeBk2(sampleMovie())));
    expect(names).toEqual(['Header.txt', 'Comments.txt', 'Subtitles.txt', 'SyncSettings.json', 'Input Log.txt']);
  });

  it('writes a Genesis 3-button input log BizHawk can read', () => {
    const movie = sampleMovie();
    movie.inputs = Uint8Array.of(0x00, 0x08, 0x18, 0xff);
    const log = strFromU8(unzipSync(writeBk2(movie))['Input Log.txt']);
    expect(log).toBe(
      '[Input]\r\nLogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|\r\n|..|........|\r\n|..|...R....|\r\n|..|...RA...|\r\n|..|UDLRABCS|\r\n[/Input]\r\n',
    );
  });

  it('writes the BizHawk header keys and our metadata under Subpixel keys', () => {
    const header = strFromU8(unzipSync(writeBk2(sampleMovie(), { sha1: 'abc123' }))['Header.txt']).split('\r\n');
    expect(header).toEqual([
      'MovieVersion BizHawk v2.0.0',
      'emuVersion Subpixel',
      'Platform GEN',
      'GameName Sonic The Hedgehog 2',
      'SHA1 abc123',
      'Core Genplus-gx',
      'rerecordCount 4242',
      'Author Ada Lovelace',
      'StartsFromSavestate False',
      'PAL False',
      'SubpixelFormat 1',
      'SubpixelLevel {"name":"Wall test \\"quoted\\" ünïcode","hash":3735928559}',
      'SubpixelProfile "s2"',
      'SubpixelCharacter "tails"',
      'SubpixelFixes ["zip","angleBug"]',
      'SubpixelCreated "2024-05-01T12:00:00.000Z"',
      'SubpixelModified "2024-05-02T08:30:00.000Z"',
      'SubpixelNotes "First line\\nsecond line with # and | and , characters"',
      'SubpixelMarkers [{"frame":120,"text":"jump"},{"frame":200,"text":"spindash\\nsetup"}]',
      'SubpixelCheckpoints [{"frame":0,"hash":"00000000"},{"frame":300,"hash":"9a3c01f2"}]',
      '',
    ]);
  });

  it('round-trips a Subpixel movie losslessly', () => {
    const movie = sampleMovie();
    const r = readBk2(writeBk2(movie), 'run.bk2', DEFAULTS);
    expect(r).toEqual({ ok: true, value: movie, warnings: [] });
  });

  it('writes the same bytes again after reading its own file (bytes in = bytes out)', () => {
    const bytes = writeBk2(sampleMovie());
    const r = readBk2(bytes, 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(writeBk2(r.value)).toEqual(bytes);
  });

  it('a movie with the drop dash writes SubpixelDropDash true as the last header key, reads back exactly and writes the same bytes again', () => {
    const movie = dropDashMovie();
    const bytes = writeBk2(movie);
    const header = strFromU8(unzipSync(bytes)['Header.txt']).split('\r\n');
    expect(header.slice(-2)).toEqual(['SubpixelDropDash true', '']);
    const r = readBk2(bytes, 'run.bk2', DEFAULTS);
    expect(r).toEqual({ ok: true, value: movie, warnings: [] });
    if (r.ok) expect(writeBk2(r.value)).toEqual(bytes);
    // Without it the header has no such key.
    expect(strFromU8(unzipSync(writeBk2(sampleMovie()))['Header.txt'])).not.toContain('SubpixelDropDash');
  });

  it('a foreign bk2 takes the drop dash from the defaults, as it takes the profile and character', () => {
    const r = readBk2(bizhawkFile(), 'run.bk2', { ...DEFAULTS, dropDash: true });
    expect(r.ok && r.value.meta.dropDash).toBe(true);
    const off = readBk2(bizhawkFile(), 'run.bk2', DEFAULTS);
    expect(off.ok && 'dropDash' in off.value.meta).toBe(false);
  });
});

describe('readBk2 refuses hostile or damaged files', () => {
  it('refuses an archive without Input Log.txt', () => {
    const zip = zipOf({ 'Header.txt': HEADER, 'Comments.txt': '' });
    expect(errorOf(zip)).toEqual({ code: 'bk2MissingInputLog', where: 'Input Log.txt' });
  });

  it('refuses an entry claiming more than 256 MB uncompressed before inflating it', () => {
    const zip = bizhawkFile();
    expect(errorOf(patchU32(zip, centralEntry(zip, 'Input Log.txt') + 24, 300 * 1024 * 1024))).toEqual({ code: 'zipBomb', where: 'Input Log.txt' });
  });

  it('refuses an entry claiming an impossible compression ratio', () => {
    const zip = bizhawkFile();
    expect(errorOf(patchU32(zip, centralEntry(zip, 'Input Log.txt') + 24, 200 * 1024 * 1024))).toEqual({ code: 'zipBomb', where: 'Input Log.txt' });
  });

  it('stops inflating an entry as soon as it passes the size it declared', () => {
    const big = `[Input]\n${GENESIS_3BUTTON_LOG_KEY}\n${'|..|........|\n'.repeat(200_000)}[/Input]\n`; // 2.8 MB
    const zip = bizhawkFile(big);
    const r = readBk2(patchU32(zip, centralEntry(zip, 'Input Log.txt') + 24, 1000), 'run.bk2', DEFAULTS);
    expect(r.ok ? null : r.error).toEqual({ code: 'zipBomb', file: 'run.bk2', where: 'Input Log.txt', message: '"Input Log.txt" inflates to more than the 1000 bytes it declares; refused as a zip bomb.' });
  });

  it('refuses an archive over 64 MB without reading it', () => {
    expect(errorOf(new Uint8Array(64 * 1024 * 1024 + 1))).toEqual({ code: 'zipTooLarge', where: 'file' });
  });

  it('refuses bytes that are not a zip archive', () => {
    expect(errorOf(strToU8('MovieVersion BizHawk v2.0.0\n'))).toEqual({ code: 'zipNotZip', where: 'file' });
  });

  it('refuses an entry whose CRC-32 does not match', () => {
    const zip = bizhawkFile();
    const at = centralEntry(zip, 'Input Log.txt') + 16;
    const crc = new DataView(zip.buffer).getUint32(at, true);
    expect(errorOf(patchU32(zip, at, crc ^ 1))).toEqual({ code: 'zipCorrupt', where: 'Input Log.txt' });
  });

  it('refuses a frame line of the wrong width and names the line', () => {
    const log = ['[Input]', GENESIS_3BUTTON_LOG_KEY, '|..|........|', '|..|.......|', '[/Input]'].join('\n');
    expect(errorOf(bizhawkFile(log))).toEqual({ code: 'bk2LineWidth', where: 'Input Log.txt line 4' });
  });

  it('refuses a line with the group separator in the wrong place', () => {
    const log = ['[Input]', GENESIS_3BUTTON_LOG_KEY, '|...|.......|', '[/Input]'].join('\n');
    expect(errorOf(bizhawkFile(log))).toEqual({ code: 'bk2LineWidth', where: 'Input Log.txt line 3' });
  });

  it('refuses a line that is not a frame line', () => {
    const log = ['[Input]', GENESIS_3BUTTON_LOG_KEY, '|..|........|', 'garbage', '[/Input]'].join('\r\n');
    expect(errorOf(bizhawkFile(log))).toEqual({ code: 'bk2BadLine', where: 'Input Log.txt line 4' });
  });

  it('refuses a wrong character in a mapped button column', () => {
    const log = ['[Input]', GENESIS_3BUTTON_LOG_KEY, '|..|...X....|', '[/Input]'].join('\n');
    expect(errorOf(bizhawkFile(log))).toEqual({ code: 'bk2BadButton', where: 'Input Log.txt line 3' });
  });

  it('refuses a malformed LogKey', () => {
    const log = ['[Input]', 'LogKey:P1 Up|P1 Down|', '|UD|', '[/Input]'].join('\n');
    expect(errorOf(bizhawkFile(log))).toEqual({ code: 'bk2LogKey', where: 'Input Log.txt line 2' });
  });

  it('refuses a line over 4 kB', () => {
    const log = ['[Input]', GENESIS_3BUTTON_LOG_KEY, `|..|${'.'.repeat(5000)}|`, '[/Input]'].join('\n');
    expect(errorOf(bizhawkFile(log))).toEqual({ code: 'bk2LineTooLong', where: 'Input Log.txt line 3' });
  });

  it('refuses a movie for another console', () => {
    expect(errorOf(bizhawkFile(SIX_BUTTON_LOG, HEADER.replace('Platform GEN', 'Platform NES')))).toEqual({ code: 'bk2Platform', where: 'Header.txt line 4' });
  });

  it('refuses damaged Subpixel metadata and names the header line', () => {
    const zip = unzipSync(writeBk2(sampleMovie()));
    const header = strFromU8(zip['Header.txt']).replace('SubpixelProfile "s2"', 'SubpixelProfile "s9"');
    const damaged = zipSync({ ...zip, 'Header.txt': strToU8(header) });
    expect(errorOf(damaged)).toEqual({ code: 'bk2Header', where: 'Header.txt line 12' });
  });

  it('refuses a SubpixelDropDash that is not true or false, naming the key and its header line; false reads as off', () => {
    const zip = unzipSync(writeBk2(dropDashMovie()));
    const withValue = (v: string) => zipSync({ ...zip, 'Header.txt': strToU8(strFromU8(zip['Header.txt']).replace('SubpixelDropDash true', `SubpixelDropDash ${v}`)) });
    for (const bad of ['"true"', '1', 'null', 'yes']) {
      const r = readBk2(withValue(bad), 'run.bk2', DEFAULTS);
      expect(r.ok ? null : [r.error.code, r.error.where]).toEqual(['bk2Header', 'Header.txt line 20']);
      if (!r.ok) expect(r.error.message).toContain('SubpixelDropDash');
    }
    const off = readBk2(withValue('false'), 'run.bk2', DEFAULTS);
    expect(off.ok && 'dropDash' in off.value.meta).toBe(false);
  });

  it('reads the input log while it inflates: frames split across the inflater\'s pieces come out whole', () => {
    const lines = ['[Input]', GENESIS_3BUTTON_LOG_KEY];
    for (let f = 0; f < 20_000; f++) lines.push(f % 3 === 0 ? '|..|...RA...|' : '|..|U.......|');
    lines.push('[/Input]');
    const r = readBk2(bizhawkFile(lines.join('\r\n')), 'run.bk2', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs.length).toBe(20_000);
    expect([r.value.inputs[0], r.value.inputs[1], r.value.inputs[19_998], r.value.inputs[19_999]]).toEqual([0x18, 0x01, 0x18, 0x01]);
  });

  it('refuses an input log past MAX_LOG_LINES at the line after the last allowed, naming the limit', () => {
    // 10,001,001 line ends inflate from ~10 kB; the log is never held whole.
    const zip = zipSync({ 'Header.txt': strToU8('Platform GEN\r\n'), 'Input Log.txt': new Uint8Array(10_001_001).fill(0x0a) }, { level: 9 });
    const r = readBk2(zip, 'run.bk2', DEFAULTS);
    expect(r.ok ? null : r.error).toEqual({
      code: 'bk2TooManyLines', file: 'run.bk2', where: 'Input Log.txt line 10001001', limit: 'MAX_LOG_LINES',
      message: 'The input log is past the limit MAX_LOG_LINES (10,001,000 lines in a .bk2 input log).',
    });
  });

  it('refuses an entry other than the input log past MAX_BK2_TEXT_ENTRY_BYTES before reading it', () => {
    const zip = zipOf({ 'Header.txt': `Platform GEN\r\nAuthor ${'x'.repeat(16 * 1024 * 1024)}\r\n`, 'Input Log.txt': '[Input]\r\n[/Input]\r\n' });
    const r = readBk2(zip, 'run.bk2', DEFAULTS);
    expect(r.ok ? null : [r.error.code, r.error.where, r.error.limit]).toEqual(['bk2EntryTooLarge', 'Header.txt', 'MAX_BK2_TEXT_ENTRY_BYTES']);
  });

  it('refuses Subpixel metadata whose JSON nests past MAX_JSON_DEPTH, and keeps a foreign value to one line in its message', () => {
    const zip = unzipSync(writeBk2(sampleMovie()));
    const header = strFromU8(zip['Header.txt']).replace(/SubpixelMarkers .*/, `SubpixelMarkers ${'['.repeat(40)}${']'.repeat(40)}`);
    expect(errorOf(zipSync({ ...zip, 'Header.txt': strToU8(header) }))).toEqual({ code: 'bk2Header', where: 'Header.txt line 18' });
    const r = readBk2(bizhawkFile(SIX_BUTTON_LOG, HEADER.replace('Platform GEN', `Platform N\rE\rS${'!'.repeat(1000)}`)), 'run.bk2', DEFAULTS);
    // The CRs are shown escaped (issue 25: one visible line), the value cut to 80 characters first.
    expect(r.ok ? null : r.error.message).toBe(`This movie is for platform "N\\u000DE\\u000DS${'!'.repeat(72)}..."; Subpixel imports Genesis (GEN) movies only.`);
  });
});
