/**
 * A defensive reader for the zip archives inside .bk2 movies (PKWARE APPNOTE 6.3: end of
 * central directory record, central directory file headers, local file headers).
 *
 * Why not fflate's unzipSync: it trusts the archive and inflates every entry whole, so a 40 kB
 * zip bomb becomes gigabytes in memory before we could look at it. Here every size is checked
 * from the central directory *before* anything is inflated, and inflating is streamed in small
 * pieces with a running count, so an entry that lies about its size is stopped as soon as it
 * passes the size it declared. Each entry's CRC-32 is verified too, because a damaged movie
 * must be reported, not replayed with different inputs.
 *
 * Only what movie files use is supported: stored (0) and deflated (8) entries, no encryption,
 * no ZIP64, a single disk.
 */
import { Inflate } from 'fflate';
import type { MovieError, Result } from '../types.ts';
import { failure } from './importResult.ts';
import { MAX_ZIP_BYTES, MAX_ZIP_ENTRIES, MAX_ZIP_ENTRY_BYTES, MAX_ZIP_RATIO } from './limits.ts';

export interface ZipEntry {
  /** Path inside the archive, with "\" normalised to "/". */
  readonly name: string;
  readonly method: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
/** Ratios are only judged past this size: tiny entries legitimately compress oddly. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
/** Compressed bytes fed to the inflater per step; bounds the memory one step can produce. */
const INFLATE_STEP = 16 * 1024;

/** Reads and checks the central directory of `bytes`. Never throws. */
export function readZipDirectory(bytes: Uint8Array, file: string): Result<ZipEntry[]> {
  if (bytes.length > MAX_ZIP_BYTES) {
    return failure('zipTooLarge', file, 'file', `The archive is ${bytes.length} bytes; movie archives larger than ${MAX_ZIP_BYTES} bytes are refused.`);
  }
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return failure('zipNotZip', file, 'file', 'This is not a zip archive (no end of central directory record).');
  const entryCount = u16(bytes, eocd + 10);
  const directorySize = u32(bytes, eocd + 12);
  const directoryOffset = u32(bytes, eocd + 16);
  if (u16(bytes, eocd + 4) !== 0 || u16(bytes, eocd + 6) !== 0 || u16(bytes, eocd + 8) !== entryCount) {
    return failure('zipUnsupported', file, `byte ${eocd}`, 'Multi-disk zip archives are not supported.');
  }
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) {
    return failure('zipUnsupported', file, `byte ${eocd}`, 'ZIP64 archives are not supported (a movie is never that large).');
  }
  if (entryCount > MAX_ZIP_ENTRIES) {
    return failure('zipTooManyEntries', file, `byte ${eocd}`, `The archive lists ${entryCount} entries; at most ${MAX_ZIP_ENTRIES} are accepted.`);
  }
  if (directoryOffset + directorySize > eocd) {
    return failure('zipCorrupt', file, `byte ${eocd}`, 'The central directory lies outside the archive.');
  }
  const entries: ZipEntry[] = [];
  let p = directoryOffset;
  const names = new TextDecoder('utf-8');
  for (let i = 0; i < entryCount; i++) {
    if (p + CENTRAL_SIZE > eocd || u32(bytes, p) !== CENTRAL_SIGNATURE) {
      return failure('zipCorrupt', file, `byte ${p}`, `Central directory entry ${i + 1} is damaged.`);
    }
    const flags = u16(bytes, p + 8);
    const method = u16(bytes, p + 10);
    const crc32 = u32(bytes, p + 16);
    const compressedSize = u32(bytes, p + 20);
    const uncompressedSize = u32(bytes, p + 24);
    const nameLength = u16(bytes, p + 28);
    const skip = nameLength + u16(bytes, p + 30) + u16(bytes, p + 32);
    const localHeaderOffset = u32(bytes, p + 42);
    if (p + CENTRAL_SIZE + skip > eocd) return failure('zipCorrupt', file, `byte ${p}`, `Central directory entry ${i + 1} is damaged.`);
    const name = names.decode(bytes.subarray(p + CENTRAL_SIZE, p + CENTRAL_SIZE + nameLength)).replace(/\\/g, '/');
    if (flags & 1) return failure('zipUnsupported', file, name, `"${name}" is encrypted.`);
    if (method !== METHOD_STORED && method !== METHOD_DEFLATED) {
      return failure('zipUnsupported', file, name, `"${name}" uses compression method ${method}; only stored and deflated entries are supported.`);
    }
    if (uncompressedSize > MAX_ZIP_ENTRY_BYTES) {
      return failure('zipBomb', file, name, `"${name}" claims ${uncompressedSize} bytes uncompressed; entries over ${MAX_ZIP_ENTRY_BYTES} bytes are refused.`);
    }
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > compressedSize * MAX_ZIP_RATIO) {
      return failure('zipBomb', file, name, `"${name}" claims to expand ${compressedSize} bytes to ${uncompressedSize}, more than DEFLATE can; refused as a zip bomb.`);
    }
    if (method === METHOD_STORED && compressedSize !== uncompressedSize) {
      return failure('zipCorrupt', file, name, `"${name}" is stored but its two sizes differ.`);
    }
    entries.push({ name, method, crc32, compressedSize, uncompressedSize, localHeaderOffset });
    p += CENTRAL_SIZE + skip;
  }
  return { ok: true, value: entries };
}

/**
 * The entry's bytes, inflated with a running size check and CRC-verified. `entry` must come
 * from readZipDirectory on the same bytes (so its sizes are already capped). Never throws.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, file: string): Result<Uint8Array> {
  const name = entry.name;
  const at = entry.localHeaderOffset;
  if (at + LOCAL_SIZE > bytes.length || u32(bytes, at) !== LOCAL_SIGNATURE) {
    return failure('zipCorrupt', file, name, `The local header of "${name}" (byte ${at}) is damaged.`);
  }
  const start = at + LOCAL_SIZE + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return failure('zipCorrupt', file, name, `"${name}" runs past the end of the archive.`);
  const data = bytes.subarray(start, end);
  let out: Uint8Array;
  if (entry.method === METHOD_STORED) {
    out = data.slice();
  } else {
    const inflated = inflateCapped(data, entry.uncompressedSize);
    if (!inflated.ok) {
      const error: MovieError = { code: inflated.code, file, where: name, message: `"${name}" ${inflated.message}` };
      return { ok: false, error };
    }
    out = inflated.value;
  }
  if (crc32(out) !== entry.crc32) return failure('zipCorrupt', file, name, `"${name}" is damaged (its CRC-32 does not match).`);
  return { ok: true, value: out };
}

type Inflated = { ok: true; value: Uint8Array } | { ok: false; code: string; message: string };

function inflateCapped(data: Uint8Array, declared: number): Inflated {
  const out = new Uint8Array(declared);
  let written = 0;
  let overflow = false;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    if (written + chunk.length > declared) {
      overflow = true;
      // Thrown to stop fflate mid-stream; caught just below.
      throw new RangeError('zip entry overflow');
    }
    out.set(chunk, written);
    written += chunk.length;
    if (final) ended = true;
  });
  try {
    for (let p = 0; p < data.length; p += INFLATE_STEP) {
      const last = p + INFLATE_STEP >= data.length;
      inflater.push(data.subarray(p, p + INFLATE_STEP), last);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (e) {
    if (overflow) return { ok: false, code: 'zipBomb', message: `inflates to more than the ${declared} bytes it declares; refused as a zip bomb.` };
    return { ok: false, code: 'zipCorrupt', message: `has damaged compressed data (${(e as Error).message}).` };
  }
  if (!ended || written !== declared) return { ok: false, code: 'zipCorrupt', message: `inflates to ${written} bytes but declares ${declared}.` };
  return { ok: true, value: out };
}

/** Scans back over the archive comment (at most 65535 bytes) for the EOCD signature. */
function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const last = bytes.length - EOCD_SIZE;
  const first = Math.max(0, last - 0xffff);
  for (let p = last; p >= first; p--) {
    if (u32(bytes, p) === EOCD_SIGNATURE && p + EOCD_SIZE + u16(bytes, p + 20) === bytes.length) return p;
  }
  return -1;
}

function u16(b: Uint8Array, p: number): number {
  return b[p] | (b[p + 1] << 8);
}

function u32(b: Uint8Array, p: number): number {
  return (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
}

let crcTable: Uint32Array | null = null;

/** CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320) as zip stores it. */
function crc32(data: Uint8Array): number {
  if (crcTable === null) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (let i = 0; i < data.length; i++) c = crcTable[(c ^ data[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
