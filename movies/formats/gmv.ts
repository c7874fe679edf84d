/**
 * Gens movies, `.gmv` (Gens Re-Recording). Layout, as documented on the gens-rerecording wiki
 * and read by TASEmulators/BizHawk GmvImport.cs and TASVideos' Gmv parser:
 *
 *   0x00  15 bytes  "Gens Movie TEST"
 *   0x0F  1 byte    format version, ASCII ('9', 'A' is the latest)
 *   0x10  u32 LE    rerecord count
 *   0x14  1 byte    player 1 pad, ASCII '3' or '6' (buttons)
 *   0x15  1 byte    player 2 pad, ASCII '3' or '6'
 *   0x16  1 byte    flags (version A): bit 7 PAL (50 fps), bit 6 starts from a savestate,
 *                   bit 5 three players
 *   0x17  1 byte    unused
 *   0x18  40 bytes  movie name, ASCII, NUL-terminated
 *   0x40  frames, 3 bytes each, to the end of the file (there is no frame count):
 *         byte 0 player 1, byte 1 player 2, byte 2 player 3 (3-player movies) or the extra
 *         6-button keys (bits 0-3 player 1 X Y Z Mode, bits 4-7 player 2 X Y Z Mode).
 *
 * Pad bytes are active-low (a 0 bit is a pressed button) with bit 0 Up, 1 Down, 2 Left,
 * 3 Right, 4 A, 5 B, 6 C, 7 Start: the same order as our input byte, so a frame is ~input.
 *
 * What a Movie cannot hold (version, pad types, flags, unused byte, movie name) is kept as the
 * raw 64-byte header, hex-encoded on the last line of meta.notes ("gmv-header: …"). Why there:
 * MovieMeta has no free-form field for format extras and must not grow one per foreign format,
 * while notes travel through every store and format unchanged. On export that header is reused
 * with only the rerecord count updated from meta.rerecords, so a .gmv written by Subpixel
 * re-exports to the same bytes. Without it a fresh header is written: version 'A', two 3-button
 * pads, no flags, the first line of the notes as the name. Player 2's byte is the second pad's
 * track (Movie.inputs2): read into it when any frame presses a player 2 button, written from it
 * (nothing pressed, 0xFF, without one). The extra byte (player 3, X/Y/Z/Mode) is written as
 * nothing pressed; its input on import is dropped with a warning.
 */
import type { Movie, MovieMeta } from '../types.ts';
import { failure, movieError, pastLimit } from './importResult.ts';
import type { ImportResult, MovieWarning } from './importResult.ts';
import { MAX_MOVIE_FRAMES } from './limits.ts';

export const GMV_SIGNATURE = 'Gens Movie TEST';
export const GMV_HEADER_SIZE = 64;
const FRAME_SIZE = 3;
const NAME_OFFSET = 0x18;
const NAME_SIZE = 40;
const FLAG_PAL = 0x80;
const FLAG_SAVESTATE = 0x40;
const FLAG_THREE_PLAYERS = 0x20;
/** The notes line holding the raw header, e.g. "gmv-header: 47656e73…" (128 hex digits). */
export const GMV_HEADER_NOTE = 'gmv-header: ';
const HEADER_NOTE_PATTERN = /^gmv-header: ([0-9a-f]{128})$/;

export function writeGmv(movie: Movie): Uint8Array {
  const out = new Uint8Array(GMV_HEADER_SIZE + movie.inputs.length * FRAME_SIZE);
  const saved = savedHeader(movie.meta.notes);
  if (saved !== null) {
    out.set(saved, 0);
  } else {
    for (let i = 0; i < GMV_SIGNATURE.length; i++) out[i] = GMV_SIGNATURE.charCodeAt(i);
    out[0x0f] = 0x41; // 'A'
    out[0x14] = 0x33; // '3'
    out[0x15] = 0x33;
    const name = firstNoteLine(movie.meta.notes);
    for (let i = 0; i < name.length; i++) out[NAME_OFFSET + i] = name.charCodeAt(i);
  }
  const rerecords = Math.min(Math.max(0, Math.floor(movie.meta.rerecords)), 0xffffffff);
  new DataView(out.buffer).setUint32(0x10, rerecords, true);
  const inputs2 = movie.inputs2;
  for (let f = 0; f < movie.inputs.length; f++) {
    const p = GMV_HEADER_SIZE + f * FRAME_SIZE;
    out[p] = ~movie.inputs[f] & 0xff;
    out[p + 1] = inputs2 !== undefined && f < inputs2.length ? ~inputs2[f] & 0xff : 0xff;
    out[p + 2] = 0xff;
  }
  return out;
}

/** Imports a .gmv. Never throws; level, profile, character, fixes, the partner, the drop dash and author come from `defaults`. */
export function readGmv(bytes: Uint8Array, file: string, defaults: MovieMeta): ImportResult<Movie> {
  if (bytes.length < GMV_HEADER_SIZE) {
    return failure('gmvTruncated', file, `byte ${bytes.length}`, `The file ends at byte ${bytes.length}, inside the ${GMV_HEADER_SIZE}-byte header.`);
  }
  for (let i = 0; i < GMV_SIGNATURE.length; i++) {
    if (bytes[i] !== GMV_SIGNATURE.charCodeAt(i)) {
      return failure('gmvSignature', file, `byte ${i}`, `This is not a Gens movie (it should start with "${GMV_SIGNATURE}").`);
    }
  }
  const dataBytes = bytes.length - GMV_HEADER_SIZE;
  const frames = Math.floor(dataBytes / FRAME_SIZE);
  if (dataBytes % FRAME_SIZE !== 0) {
    const at = GMV_HEADER_SIZE + frames * FRAME_SIZE;
    return failure('gmvFrameData', file, `byte ${at}`, `The frame data is ${dataBytes} bytes, not a multiple of 3: the last frame, at byte ${at}, is cut short.`);
  }
  if (frames > MAX_MOVIE_FRAMES) return pastLimit('gmvTooLong', 'MAX_MOVIE_FRAMES', file, `byte ${GMV_HEADER_SIZE}`, `The frame count (${frames})`);
  const warnings: MovieWarning[] = [];
  const flags = bytes[0x16];
  const threePlayers = (flags & FLAG_THREE_PLAYERS) !== 0;
  if (flags & FLAG_SAVESTATE) warnings.push(movieError('gmvStartsFromSavestate', file, 'byte 22', 'The movie starts from a savestate; Subpixel replays it from the level start instead.'));
  if (flags & FLAG_PAL) warnings.push(movieError('gmvPal', file, 'byte 22', 'The movie was recorded at 50 Hz (PAL); Subpixel steps 60 Hz frames.'));
  // Bits of byte 2 that carry input we drop: all of player 3, or the X/Y/Z/Mode nibble of each
  // 6-button pad.
  const extraMask = threePlayers ? 0xff : (bytes[0x14] === 0x36 ? 0x0f : 0) | (bytes[0x15] === 0x36 ? 0xf0 : 0);
  const inputs = new Uint8Array(frames);
  const inputs2 = new Uint8Array(frames);
  let second = false;
  let droppedAt = -1;
  for (let f = 0; f < frames; f++) {
    const p = GMV_HEADER_SIZE + f * FRAME_SIZE;
    inputs[f] = ~bytes[p] & 0xff;
    inputs2[f] = ~bytes[p + 1] & 0xff;
    if (inputs2[f] !== 0) second = true;
    // Player 3 or X/Y/Z/Mode pressed: input we cannot represent.
    if (droppedAt < 0 && ((~bytes[p + 2] & 0xff) & extraMask) !== 0) droppedAt = p + 2;
  }
  if (droppedAt >= 0) {
    warnings.push(movieError('gmvDroppedInput', file, `byte ${droppedAt}`, 'Input of player 3 or the 6-button X/Y/Z/Mode keys was dropped; Subpixel replays the two 3-button pads.'));
  }
  const name = readName(bytes);
  const headerNote = GMV_HEADER_NOTE + toHex(bytes.subarray(0, GMV_HEADER_SIZE));
  const meta: MovieMeta = {
    ...defaults,
    level: { ...defaults.level },
    fixes: [...defaults.fixes],
    rerecords: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0x10, true),
    notes: name === '' ? headerNote : `${name}\n${headerNote}`,
  };
  const movie: Movie = { meta, inputs, markers: [], checkpoints: [] };
  if (second) movie.inputs2 = inputs2;
  return { ok: true, value: movie, warnings };
}

/** The NUL-terminated name as printable ASCII (other bytes become "?"). */
function readName(bytes: Uint8Array): string {
  let s = '';
  for (let i = NAME_OFFSET; i < NAME_OFFSET + NAME_SIZE; i++) {
    const c = bytes[i];
    if (c === 0) break;
    s += c >= 0x20 && c < 0x7f ? String.fromCharCode(c) : '?';
  }
  return s;
}

function savedHeader(notes: string): Uint8Array | null {
  const lines = notes.split('\n');
  const match = HEADER_NOTE_PATTERN.exec(lines[lines.length - 1].trim());
  if (match === null) return null;
  const header = new Uint8Array(GMV_HEADER_SIZE);
  for (let i = 0; i < GMV_HEADER_SIZE; i++) header[i] = parseInt(match[1].slice(i * 2, i * 2 + 2), 16);
  // A notes line edited to hold another signature must not produce a file Gens cannot open.
  for (let i = 0; i < GMV_SIGNATURE.length; i++) if (header[i] !== GMV_SIGNATURE.charCodeAt(i)) return null;
  return header;
}

/** The first notes line as printable ASCII, at most 39 bytes (the name keeps its NUL). */
function firstNoteLine(notes: string): string {
  const line = notes.split('\n')[0].replace(/\r$/, '');
  return line.replace(/[^\x20-\x7e]/g, '?').slice(0, NAME_SIZE - 1);
}

function toHex(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}
