import { describe, expect, it } from 'vitest';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import { dropDashMovie, sampleMovie, twoPlayerMovie } from './sampleMovie.ts';

function errorOf(text: string): { code: string; where: string } {
  const r = readSpx(text, 'm.spx');
  if (r.ok) throw new Error('expected an error');
  expect(r.error.file).toBe('m.spx');
  return { code: r.error.code, where: r.error.where };
}

/** The sample movie's file as a JSON object, to damage one field at a time. */
function sampleJson(): Record<string, any> {
  return JSON.parse(writeSpx(sampleMovie())) as Record<string, any>;
}

describe('spx', () => {
  it('reads back exactly the movie it wrote', () => {
    const movie = sampleMovie();
    const r = readSpx(writeSpx(movie), 'm.spx');
    expect(r).toEqual({ ok: true, value: movie });
  });

  it('writes the same text again after reading its own file (bytes in = bytes out)', () => {
    const text = writeSpx(sampleMovie());
    const r = readSpx(text, 'm.spx');
    if (!r.ok) throw new Error(r.error.message);
    expect(writeSpx(r.value)).toBe(text);
  });

  it('carries the partner and the second pad\'s track, read back exactly and written again byte for byte', () => {
    const movie = twoPlayerMovie();
    const text = writeSpx(movie);
    const r = readSpx(text, 'm.spx');
    expect(r).toEqual({ ok: true, value: movie });
    if (r.ok) expect(writeSpx(r.value)).toBe(text);
    const json = JSON.parse(text);
    expect(json.meta.partner).toEqual({ character: 'tails', control: 'cpu' });
    expect(Object.keys(json)).toEqual(['format', 'meta', 'inputs', 'inputs2', 'markers', 'checkpoints']);
    expect(Object.keys(JSON.parse(writeSpx(sampleMovie())))).toEqual(['format', 'meta', 'inputs', 'markers', 'checkpoints']);
  });

  it('refuses a bad partner naming its JSON path', () => {
    const j = JSON.parse(writeSpx(twoPlayerMovie()));
    j.meta.partner.control = 'robot';
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'meta.partner.control' });
    j.meta.partner = { character: 'amy', control: 'cpu' };
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'meta.partner.character' });
    const k = JSON.parse(writeSpx(twoPlayerMovie()));
    k.inputs2.encoding = 'zip';
    expect(errorOf(JSON.stringify(k))).toEqual({ code: 'spxInvalid', where: 'inputs2.encoding' });
  });

  it('carries the drop dash as meta.dropDash: true after the partner, read back exactly and written again byte for byte', () => {
    const movie = { ...twoPlayerMovie(), meta: { ...dropDashMovie().meta, partner: { character: 'tails' as const, control: 'cpu' as const } } };
    const text = writeSpx(movie);
    const r = readSpx(text, 'm.spx');
    expect(r).toEqual({ ok: true, value: movie });
    if (r.ok) expect(writeSpx(r.value)).toBe(text);
    const meta = JSON.parse(text).meta;
    expect(meta.dropDash).toBe(true);
    expect(Object.keys(meta).slice(-2)).toEqual(['partner', 'dropDash']);
  });

  it('a movie without the drop dash has no dropDash key, and a file saying false reads as off', () => {
    const text = writeSpx(sampleMovie());
    expect(text).not.toContain('dropDash');
    const j = sampleJson();
    j.meta.dropDash = false;
    const r = readSpx(JSON.stringify(j), 'm.spx');
    expect(r.ok && 'dropDash' in r.value.meta).toBe(false);
    if (r.ok) expect(writeSpx(r.value)).toBe(text);
  });

  it('refuses a meta.dropDash that is not true or false, naming its JSON path', () => {
    for (const bad of ['true', 1, null, {}]) {
      const j = sampleJson();
      j.meta.dropDash = bad;
      expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'meta.dropDash' });
    }
  });

  it('writes versioned JSON with RLE inputs, two-space indentation and a final newline', () => {
    const text = writeSpx(sampleMovie());
    expect(text.startsWith('{\n  "format": "subpixel-movie/1",\n  "meta": {\n    "level": {\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
    expect(sampleJson().inputs.encoding).toBe('rle');
  });

  it('reads a hand-written file with base64 inputs and ignores unknown keys', () => {
    const text = JSON.stringify({
      format: 'subpixel-movie/1',
      meta: { level: { name: 'x', hash: 1 }, profile: 's3k', character: 'knuckles', fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '', futureKey: true },
      inputs: { encoding: 'base64', data: 'CAgY' },
      markers: [],
      checkpoints: [],
      extension: { anything: 1 },
    });
    const r = readSpx(text, 'm.spx');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.inputs).toEqual(Uint8Array.of(0x08, 0x08, 0x18));
    expect(r.value.meta.profile).toBe('s3k');
    expect(Object.keys(r.value.meta)).not.toContain('futureKey');
  });

  it('refuses a future version by name', () => {
    const j = sampleJson();
    j.format = 'subpixel-movie/2';
    const r = readSpx(JSON.stringify(j), 'm.spx');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('spxVersion');
    expect(r.error.where).toBe('format');
    expect(r.error.message).toBe('This movie is "subpixel-movie/2", written by a newer Subpixel; this version reads "subpixel-movie/1". Update Subpixel to open it.');
  });

  it('refuses JSON that is not a Subpixel movie', () => {
    expect(errorOf('{"format":"subpixel-level/1"}')).toEqual({ code: 'spxFormat', where: 'format' });
    expect(errorOf('[1,2]')).toEqual({ code: 'spxFormat', where: 'format' });
  });

  it('refuses text that is not JSON', () => {
    expect(errorOf('{"format": "subpixel-movie/1",')).toEqual({ code: 'spxNotJson', where: 'file' });
  });

  it('refuses an unknown profile at meta.profile', () => {
    const j = sampleJson();
    j.meta.profile = 's4';
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'meta.profile' });
  });

  it('refuses a level hash outside 32 bits at meta.level.hash', () => {
    const j = sampleJson();
    j.meta.level.hash = 2 ** 32;
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'meta.level.hash' });
  });

  it('refuses a non-string fix at meta.fixes[1]', () => {
    const j = sampleJson();
    j.meta.fixes = ['zip', 3];
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'meta.fixes[1]' });
  });

  it('refuses a negative rerecord count at meta.rerecords', () => {
    const j = sampleJson();
    j.meta.rerecords = -1;
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'meta.rerecords' });
  });

  it('refuses a fractional marker frame at markers[2].frame', () => {
    const j = sampleJson();
    j.markers.push({ frame: 1.5, text: 'x' });
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'markers[2].frame' });
  });

  it('refuses a checkpoint without a hash at checkpoints[0].hash', () => {
    const j = sampleJson();
    delete j.checkpoints[0].hash;
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'checkpoints[0].hash' });
  });

  it('refuses damaged RLE data at inputs.data', () => {
    const j = sampleJson();
    j.inputs.data = 'AAg='; // a run with a count of 0
    const r = readSpx(JSON.stringify(j), 'm.spx');
    expect(r.ok ? null : r.error).toEqual({ code: 'spxInputs', file: 'm.spx', where: 'inputs.data', message: 'inputs.data run at byte 0 has a count of 0.' });
  });

  it('refuses bad base64 at inputs.data', () => {
    const j = sampleJson();
    j.inputs = { encoding: 'base64', data: 'not base64!' };
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInputs', where: 'inputs.data' });
  });

  it('refuses an unknown inputs encoding at inputs.encoding', () => {
    const j = sampleJson();
    j.inputs.encoding = 'zstd';
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'inputs.encoding' });
  });

  it('refuses missing markers at markers', () => {
    const j = sampleJson();
    delete j.markers;
    expect(errorOf(JSON.stringify(j))).toEqual({ code: 'spxInvalid', where: 'markers' });
  });

  it('refuses a file nesting past MAX_JSON_DEPTH before parsing it, and an array past MAX_JSON_ITEMS', () => {
    // The root object and 31 arrays are 32 levels: the 32nd bracket, at 36 + 31, is one past.
    expect(errorOf(`{"format": "subpixel-movie/1", "x": ${'['.repeat(40)}${']'.repeat(40)}}`)).toEqual({ code: 'spxTooDeep', where: 'character 67' });
    expect(errorOf(`{"format": "subpixel-movie/1", "x": [${'0,'.repeat(1_000_000)}0]}`)).toEqual({ code: 'spxTooManyItems', where: `character ${36 + 2 * 999_999 + 2}` });
  });

  it('refuses more markers than MAX_MARKERS and a text field past MAX_TEXT_FIELD_CHARS, naming the limit', () => {
    const j = sampleJson();
    j.markers = Array.from({ length: 100_001 }, (_, i) => ({ frame: i, text: '' }));
    const r = readSpx(JSON.stringify(j), 'm.spx');
    expect(r.ok ? null : [r.error.code, r.error.where, r.error.limit]).toEqual(['spxTooMany', 'markers', 'MAX_MARKERS']);
    const k = sampleJson();
    k.meta.notes = 'n'.repeat(1024 * 1024 + 1);
    const t = readSpx(JSON.stringify(k), 'm.spx');
    expect(t.ok ? null : t.error).toEqual({ code: 'spxTooLong', file: 'm.spx', where: 'meta.notes', limit: 'MAX_TEXT_FIELD_CHARS', message: 'meta.notes is past the limit MAX_TEXT_FIELD_CHARS (1,048,576 characters in a text field (author, notes, names)).' });
  });
});
