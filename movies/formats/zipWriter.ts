/**
 * Writes a zip archive (PKWARE APPNOTE 6.3) entry by entry, as chunks: what the .bk2 writer
 * uses so a 10,000,000-frame movie's input log (150-240 MB of text) is never held whole. Each
 * entry's text arrives in pieces, is deflated as it comes (fflate's streaming Deflate) and only
 * its compressed bytes are kept until the entry is done, since the local header that precedes
 * them carries their CRC-32 and sizes (no data descriptors: every reader, BizHawk's included,
 * takes such an archive).
 *
 * Deterministic: entries in the order given, a fixed timestamp, fixed chunking of the deflate
 * input by the caller, so equal contents give equal bytes. Only what movie files need: deflated
 * entries, no ZIP64 (the caller keeps the archive under MAX_ZIP_BYTES, far below 4 GB).
 */
import { Deflate } from 'fflate';
import { CRC_START, crc32Update, crcFinish } from './crc32.ts';

export type DeflateLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export interface ZipWriteEntry {
  readonly name: string;
  /** The entry's contents in pieces, produced as the writer asks for them. */
  readonly data: Iterable<Uint8Array>;
  /** DEFLATE level, 0..9. */
  readonly level: DeflateLevel;
}

const LOCAL_SIGNATURE = 0x04034b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIGNATURE = 0x06054b50;
const VERSION = 20; // 2.0: deflate
const METHOD_DEFLATED = 8;
const FLAG_UTF8 = 0x800;
/** 1980-01-01 00:00:00 in MS-DOS form (the zip format's earliest date): time 0, date 0x21. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** The archive as chunks: each entry's local header and data, then the central directory. */
export function* zipChunks(entries: Iterable<ZipWriteEntry>): Generator<Uint8Array> {
  const enc = new TextEncoder();
  const central: Uint8Array[] = [];
  let offset = 0;
  let count = 0;
  for (const entry of entries) {
    const name = enc.encode(entry.name);
    const compressed: Uint8Array[] = [];
    // Copied: fflate hands out views of buffers sized for its input, which would keep
    // several times the compressed size alive until the entry is written.
    const deflate = new Deflate({ level: entry.level }, (chunk) => compressed.push(chunk.slice()));
    let crc = CRC_START;
    let size = 0;
    for (const piece of entry.data) {
      crc = crc32Update(crc, piece);
      size += piece.length;
      deflate.push(piece, false);
    }
    deflate.push(new Uint8Array(0), true);
    const compressedSize = compressed.reduce((n, c) => n + c.length, 0);
    const fields = { crc: crcFinish(crc), compressedSize, size, name };
    const local = localHeader(fields);
    yield local;
    for (const c of compressed) yield c;
    central.push(centralHeader(fields, offset));
    offset += local.length + compressedSize;
    count++;
  }
  let directorySize = 0;
  for (const c of central) {
    yield c;
    directorySize += c.length;
  }
  yield endOfCentralDirectory(count, directorySize, offset);
}

interface EntryFields {
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly name: Uint8Array;
}

function flags(name: Uint8Array): number {
  return name.some((b) => b >= 0x80) ? FLAG_UTF8 : 0;
}

function localHeader(e: EntryFields): Uint8Array {
  const out = new Uint8Array(30 + e.name.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, LOCAL_SIGNATURE, true);
  v.setUint16(4, VERSION, true);
  v.setUint16(6, flags(e.name), true);
  v.setUint16(8, METHOD_DEFLATED, true);
  v.setUint16(10, DOS_TIME, true);
  v.setUint16(12, DOS_DATE, true);
  v.setUint32(14, e.crc, true);
  v.setUint32(18, e.compressedSize, true);
  v.setUint32(22, e.size, true);
  v.setUint16(26, e.name.length, true);
  v.setUint16(28, 0, true);
  out.set(e.name, 30);
  return out;
}

function centralHeader(e: EntryFields, localOffset: number): Uint8Array {
  const out = new Uint8Array(46 + e.name.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, CENTRAL_SIGNATURE, true);
  v.setUint16(4, VERSION, true); // made by: MS-DOS, 2.0
  v.setUint16(6, VERSION, true);
  v.setUint16(8, flags(e.name), true);
  v.setUint16(10, METHOD_DEFLATED, true);
  v.setUint16(12, DOS_TIME, true);
  v.setUint16(14, DOS_DATE, true);
  v.setUint32(16, e.crc, true);
  v.setUint32(20, e.compressedSize, true);
  v.setUint32(24, e.size, true);
  v.setUint16(28, e.name.length, true);
  // extra length, comment length, disk number, internal and external attributes: all 0
  v.setUint32(42, localOffset, true);
  out.set(e.name, 46);
  return out;
}

function endOfCentralDirectory(count: number, directorySize: number, directoryOffset: number): Uint8Array {
  const out = new Uint8Array(22);
  const v = new DataView(out.buffer);
  v.setUint32(0, EOCD_SIGNATURE, true);
  v.setUint16(8, count, true);
  v.setUint16(10, count, true);
  v.setUint32(12, directorySize, true);
  v.setUint32(16, directoryOffset, true);
  return out;
}
