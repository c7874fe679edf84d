import { describe, expect, it } from 'vitest';
import { decodeInputRle, encodeInputRle } from '../../../movies/formats/inputRle.ts';
import { bytesToBase64 } from '../../../movies/storage/base64.ts';

describe('input RLE', () => {
  it('encodes each maximal run as a varint count and the input byte', () => {
    // 200 x 0x08 = count 200 → varint C8 01, then 08; 1 x 0x18 → 01 18.
    const inputs = new Uint8Array(201).fill(0x08);
    inputs[200] = 0x18;
    expect(encodeInputRle(inputs)).toBe(bytesToBase64(Uint8Array.of(0xc8, 0x01, 0x08, 0x01, 0x18)));
  });

  it('encodes an empty movie as empty text and decodes it back', () => {
    expect(encodeInputRle(new Uint8Array(0))).toBe('');
    expect(decodeInputRle('')).toEqual({ ok: true, value: new Uint8Array(0) });
  });

  it('decodes what it encodes', () => {
    const inputs = new Uint8Array(5000);
    for (let i = 0; i < inputs.length; i++) inputs[i] = (i >> 6) % 3 === 0 ? 0x08 : i % 5;
    expect(decodeInputRle(encodeInputRle(inputs))).toEqual({ ok: true, value: inputs });
  });

  it('refuses a zero count', () => {
    expect(decodeInputRle(bytesToBase64(Uint8Array.of(0x00, 0x08)))).toEqual({ ok: false, message: 'run at byte 0 has a count of 0' });
  });

  it('refuses a run without its input byte', () => {
    expect(decodeInputRle(bytesToBase64(Uint8Array.of(0x01, 0x08, 0x05)))).toEqual({ ok: false, message: 'run at byte 2 has no input byte' });
  });

  it('refuses a count whose varint never ends', () => {
    expect(decodeInputRle(bytesToBase64(Uint8Array.of(0x81, 0x81)))).toEqual({ ok: false, message: 'ends inside the run starting at byte 0' });
  });

  it('refuses runs totalling more than 10,000,000 frames without allocating them', () => {
    // 0xFF 0xFF 0xFF 0x7F = 268,435,455 frames claimed in four bytes.
    expect(decodeInputRle(bytesToBase64(Uint8Array.of(0xff, 0xff, 0xff, 0x7f, 0x00)))).toEqual({ ok: false, message: 'is past the limit MAX_MOVIE_FRAMES (10,000,000 frames in a movie)', limit: 'MAX_MOVIE_FRAMES' });
    expect(decodeInputRle(bytesToBase64(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x01, 0x00)))).toEqual({ ok: false, message: 'run at byte 0 has an over-long count' });
  });

  it('refuses text that is not padded base64', () => {
    expect(decodeInputRle('AQ')).toEqual({ ok: false, message: 'is not valid padded base64' });
  });
});
