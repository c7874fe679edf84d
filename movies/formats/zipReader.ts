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
import type { Result } from '../types.ts';
import { failure, pastLimit } from './importResult.ts';
import { excerpt } from './excerpt.ts';
import { MAX_ZIP_BYTES, MAX_ZIP_ENTRIES, MAX_ZIP_ENTRY_BYTES, MAX_ZIP_RATIO } from './limits.ts';
import { CRC_START, crc32Update, crcFinish } from './crc32.ts';

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
  if (bytes.length > MAX_ZIP_BYTES) return pastLimit('zipTooLarge', 'MAX_ZIP_BYTES', file, 'file', `The archive (${bytes.length} bytes)`);
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
  if (entryCount > MAX_ZIP_ENTRIES) return pastLimit('zipTooManyEntries', 'MAX_ZIP_ENTRIES', file, `byte ${eocd}`, `The entry count (${entryCount})`);
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
    const shown = excerpt(name);
    if (flags & 1) return failure('zipUnsupported', file, shown, `"${shown}" is encrypted.`);
    if (method !== METHOD_STORED && method !== METHOD_DEFLATED) {
      return failure('zipUnsupported', file, shown, `"${shown}" uses compression method ${method}; only stored and deflated entries are supported.`);
    }
    if (uncompressedSize > MAX_ZIP_ENTRY_BYTES) {
      return pastLimit('zipBomb', 'MAX_ZIP_ENTRY_BYTES', file, shown, `"${shown}", claiming ${uncompressedSize} bytes uncompressed,`);
    }
    if (uncompressedSize > RATIO_FLOOR_BYTES && uncompressedSize > compressedSize * MAX_ZIP_RATIO) {
      return pastLimit('zipBomb', 'MAX_ZIP_RATIO', file, shown, `"${shown}", claiming to expand ${compressedSize} bytes to ${uncompressedSize} (more than DEFLATE can),`);
    }
    if (method === METHOD_STORED && compressedSize !== uncompressedSize) {
      return failure('zipCorrupt', file, shown, `"${shown}" is stored but its two sizes differ.`);
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
  const out = new Uint8Array(entry.uncompressedSize);
  let at = 0;
  const r = streamZipEntry(bytes, entry, file, (chunk) => {
    out.set(chunk, at);
    at += chunk.length;
  });
  return r.ok ? { ok: true, value: out } : r;
}

/**
 * Streams the entry's bytes to `sink` in pieces of at most 16 kB (inflated as they are fed),
 * never holding the whole entry: the caller decides what to keep, and can stop early by
 * throwing from `sink` (that exception is rethrown here, after the inflater is dropped). The
 * size the directory declared is enforced as the bytes arrive (`zipBomb` past it) and the CRC-32
 * is checked at the end (`zipCorrupt`), after every byte went to `sink`. Otherwise never throws.
 */
export function streamZipEntry(bytes: Uint8Array, entry: ZipEntry, file: string, sink: (chunk: Uint8Array) => void): Result<true> {
  const name = excerpt(entry.name);
  const at = entry.localHeaderOffset;
  if (at + LOCAL_SIZE > bytes.length || u32(bytes, at) !== LOCAL_SIGNATURE) {
    return failure('zipCorrupt', file, name, `The local header of "${name}" (byte ${at}) is damaged.`);
  }
  const start = at + LOCAL_SIZE + u16(bytes, at + 26) + u16(bytes, at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) return failure('zipCorrupt', file, name, `"${name}" runs past the end of the archive.`);
  const data = bytes.subarray(start, end);
  const declared = entry.uncompressedSize;
  let written = 0;
  let crc = CRC_START;
  let sinkError: { error: unknown } | null = null;
  const emit = (chunk: Uint8Array): void => {
    if (written + chunk.length > declared) throw OVERFLOW;
    crc = crc32Update(crc, chunk);
    written += chunk.length;
    try {
      sink(chunk);
    } catch (e) {
      sinkError = { error: e };
      throw SINK_STOPPED;
    }
  };
  let ended = entry.method === METHOD_STORED;
  try {
    if (entry.method === METHOD_STORED) {
      for (let p = 0; p < data.length; p += INFLATE_STEP) emit(data.subarray(p, p + INFLATE_STEP));
    } else {
      const inflater = new Inflate((chunk, final) => {
        emit(chunk);
        if (final) ended = true;
      });
      for (let p = 0; p < data.length; p += INFLATE_STEP) inflater.push(data.subarray(p, p + INFLATE_STEP), p + INFLATE_STEP >= data.length);
      if (data.length === 0) inflater.push(new Uint8Array(0), true);
    }
  } catch (e) {
    if (sinkError !== null) throw (sinkError as { error: unknown }).error;
    if (e === OVERFLOW) return failure('zipBomb', file, name, `"${name}" inflates to more than the ${declared} bytes it declares; refused as a zip bomb.`);
    return failure('zipCorrupt', file, name, `"${name}" has damaged compressed data (${(e as Error).message}).`);
  }
  if (!ended || written !== declared) return failure('zipCorrupt', file, name, `"${name}" inflates to ${written} bytes but declares ${declared}.`);
  if (crcFinish(crc) !== entry.crc32) return failure('zipCorrupt', file, name, `"${name}" is damaged (its CRC-32 does not match).`);
  return { ok: true, value: true };
}

/** Thrown inside the inflater's callback to stop it; never escapes this module. */
const OVERFLOW = new RangeError('zip entry overflow');
const SINK_STOPPED = new RangeError('zip entry reader stopped');

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
