import { describe, expect, it } from 'vitest';
import { GMV_HEADER_NOTE, GMV_HEADER_SIZE, readGmv, writeGmv } from '../../../movies/formats/gmv.ts';
import { DEFAULTS, dropDashMovie, sampleMovie } from './sampleMovie.ts';

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0));

/** A Gens-style header built byte by byte: version 'A', 6-button pad 1, 3-button pad 2. */
function gensHeader(flags = 0x00): number[] {
  const h = new Array<number>(64).fill(0);
  ascii('Gens Movie TESTA').forEach((b, i) => (h[i] = b));
  h[0x10] = 0x39; // rerecords 0x00000139 = 313, little-endian
  h[0x11] = 0x01;
  h[0x14] = 0x36; // '6'
  h[0x15] = 0x33; // '3'
  h[0x16] = flags;
  ascii('S2 any% by someone').forEach((b, i) => (h[0x18 + i] = b));
  return h;
}

function gmv(header: number[], frames: number[][]): Uint8Array {
  return Uint8Array.from([...header, ...frames.flat()]);
}

function errorOf(bytes: Uint8Array): { code: string; where: string } {
  const r = readGmv(bytes, 'run.gmv', DEFAULTS);
  if (r.ok) throw new Error('expected an error');
  expect(r.error.file).toBe('run.gmv');
  return { code: r.error.code, where: r.error.where };
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('readGmv', () => {
  it('reads active-low player 1 bytes in U D L R A B C S bit order', () => {
    const file = gmv(gensHeader(), [
      [0xff, 0xff, 0xff], // nothing
      [0xf7, 0xff, 0xff], // Right
      [0xe7, 0xff, 0xff], // Right + A
      [0x7e, 0xff, 0xff], // Up + Start
      [0x00, 0xff, 0xff], // everything
    ]);
    const r = readGmv(file, 'run.gmv', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(Uint8Array.of(0x00, 0x08, 0x18, 0x81, 0xff));
    expect(r.warnings).toEqual([]);
  });

  it('takes the rerecord count from offset 16 and keeps the name and raw header in the notes', () => {
    const header = gensHeader();
    const r = readGmv(gmv(header, []), 'run.gmv', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.meta).toEqual({ ...DEFAULTS, rerecords: 313, notes: `S2 any% by someone\n${GMV_HEADER_NOTE}${hex(Uint8Array.from(header))}` });
    expect(r.value.inputs).toEqual(new Uint8Array(0));
  });

  it('reads player 2 into the second track and drops X/Y/Z/Mode input with a warning naming its byte', () => {
    const file = gmv(gensHeader(), [
      [0xff, 0xff, 0xff],
      [0xff, 0xff, 0xf0 | 0x0e], // player 1 X
      [0xff, 0xfe, 0xff], // player 2 Up
    ]);
    const r = readGmv(file, 'run.gmv', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(Uint8Array.of(0, 0, 0));
    expect(r.value.inputs2).toEqual(Uint8Array.of(0, 0, 1));
    expect(r.warnings).toEqual([{ code: 'gmvDroppedInput', file: 'run.gmv', where: 'byte 69', message: 'Input of player 3 or the 6-button X/Y/Z/Mode keys was dropped; Subpixel replays the two 3-button pads.' }]);
  });

  it('without player 2 input there is no second track; a movie with one writes it back', () => {
    const r = readGmv(gmv(gensHeader(), [[0xf7, 0xff, 0xff]]), 'run.gmv', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs2).toBeUndefined();
    const out = writeGmv({ ...r.value, inputs2: Uint8Array.of(0x10) });
    expect(Array.from(out.subarray(GMV_HEADER_SIZE))).toEqual([0xf7, 0xef, 0xff]);
  });

  it('warns about the savestate and PAL flags at byte 22', () => {
    const r = readGmv(gmv(gensHeader(0xc0), []), 'run.gmv', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.warnings.map((w) => [w.code, w.where])).toEqual([
      ['gmvStartsFromSavestate', 'byte 22'],
      ['gmvPal', 'byte 22'],
    ]);
  });

  it('refuses a header cut short, naming where the file ends', () => {
    expect(errorOf(Uint8Array.from(gensHeader().slice(0, 40)))).toEqual({ code: 'gmvTruncated', where: 'byte 40' });
  });

  it('refuses an empty file', () => {
    expect(errorOf(new Uint8Array(0))).toEqual({ code: 'gmvTruncated', where: 'byte 0' });
  });

  it('refuses a wrong signature, naming the first wrong byte', () => {
    const header = gensHeader();
    header[5] = 0x6d; // "Gens movie"
    expect(errorOf(gmv(header, []))).toEqual({ code: 'gmvSignature', where: 'byte 5' });
  });

  it('refuses frame data that is not a multiple of 3 bytes, naming the cut frame', () => {
    expect(errorOf(gmv(gensHeader(), [[0xff, 0xff, 0xff], [0xff, 0xff]]))).toEqual({ code: 'gmvFrameData', where: 'byte 67' });
  });

  it('refuses more than 10,000,000 frames', () => {
    const file = new Uint8Array(64 + 3 * 10_000_001);
    file.set(gensHeader(), 0);
    expect(errorOf(file)).toEqual({ code: 'gmvTooLong', where: 'byte 64' });
  });
});

describe('writeGmv', () => {
  it('writes a fresh Gens header: signature, version A, rerecords, two 3-button pads, the name', () => {
    const movie = sampleMovie();
    movie.inputs = Uint8Array.of(0x08, 0x18);
    const bytes = writeGmv(movie);
    expect(bytes.length).toBe(70);
    expect(Array.from(bytes.subarray(0, 16))).toEqual(ascii('Gens Movie TESTA'));
    expect(Array.from(bytes.subarray(16, 24))).toEqual([0x92, 0x10, 0, 0, 0x33, 0x33, 0, 0]); // 4242 rerecords
    expect(Array.from(bytes.subarray(24, 35))).toEqual([...ascii('First line'), 0]);
    expect(Array.from(bytes.subarray(64))).toEqual([0xf7, 0xff, 0xff, 0xe7, 0xff, 0xff]);
  });

  it('writes the same bytes again after reading its own file (bytes in = bytes out)', () => {
    const bytes = writeGmv(sampleMovie());
    const r = readGmv(bytes, 'run.gmv', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(sampleMovie().inputs);
    expect(writeGmv(r.value)).toEqual(bytes);
  });

  it('cannot hold the drop dash: it is written as without it and read back from the defaults, like the profile and character', () => {
    const bytes = writeGmv(dropDashMovie());
    expect(bytes).toEqual(writeGmv({ ...dropDashMovie(), meta: { ...dropDashMovie().meta, dropDash: undefined } }));
    const on = readGmv(bytes, 'run.gmv', { ...DEFAULTS, dropDash: true });
    expect(on.ok && on.value.meta.dropDash).toBe(true);
    const off = readGmv(bytes, 'run.gmv', DEFAULTS);
    expect(off.ok && 'dropDash' in off.value.meta).toBe(false);
  });

  it('re-exports a Gens file with its header kept and only player 1 input and rerecords rewritten', () => {
    const header = gensHeader(0x80);
    const file = gmv(header, [[0xf7, 0xff, 0xff], [0xe7, 0xff, 0xff]]);
    const r = readGmv(file, 'run.gmv', DEFAULTS);
    if (!r.ok) throw new Error(r.error.message);
    expect(writeGmv(r.value)).toEqual(file);
    const more = writeGmv({ ...r.value, meta: { ...r.value.meta, rerecords: 314 } });
    expect(Array.from(more.subarray(16, 20))).toEqual([0x3a, 0x01, 0, 0]);
    expect(Array.from(more.subarray(20, 64))).toEqual(header.slice(20));
  });

  it('writes the first notes line as printable ASCII, at most 39 bytes', () => {
    const movie = sampleMovie();
    movie.meta.notes = `é${'x'.repeat(50)}\nsecond`;
    const name = writeGmv(movie).subarray(24, 64);
    expect(Array.from(name)).toEqual([...ascii(`?${'x'.repeat(38)}`), 0]);
  });
});
