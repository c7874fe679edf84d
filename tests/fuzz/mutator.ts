/**
 * The seeded mutator of the fuzz suite: from a valid file of a format, one hostile variant.
 * Same (format, case number) → same bytes, in any worker, so a failing case can be rebuilt.
 *
 * Byte-level, for every format: bit flips, interesting bytes, truncation, splices (from the same
 * or another seed file), deletions, repeated ranges (growth), inserted tokens.
 * Format-aware, so the mutations get past the first check and reach deeper code:
 * - JSON formats (.spx, levels, project files): a random node replaced by an extreme number, a
 *   wrong type, a huge string, a huge array, deep nesting; keys dropped or added; base64 payloads
 *   replaced (length-field inflation for the RLE counts: varints claiming billions of frames);
 * - savestates (in .spx and project branches): state words set to extremes and edges — the
 *   out-of-range type index and the unbounded high-water mark of the issue are two of them;
 * - .txt: huge counts, thousands of lines, long lines, bad letters;
 * - .bk2: size, offset, count and method fields of the zip headers patched (inflation to huge
 *   claims), entries rewritten and re-zipped with a valid CRC (input-log lines, LogKeys, header
 *   JSON values), zip-bomb input logs of millions of lines;
 * - .gmv: header bytes, huge frame counts.
 */
import { unzipSync, zipSync } from 'fflate';
import { Prng } from '../../analysis/search/prng.ts';
import type { FuzzFormat } from './seeds.ts';

export interface Mutant {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Which mutation made it (for the counts). */
  readonly mutation: string;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

const INTERESTING_BYTES = [0x00, 0x01, 0x7f, 0x80, 0xff, 0x0a, 0x0d, 0x22, 0x2c, 0x23, 0x7b, 0x5b, 0x7c, 0x2e];
const INTERESTING_NUMBERS = [
  0, -1, 1, 2, 255, 256, 65535, 65536, 0x7fffffff, -0x80000000, 4294967295, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, -0.5, 1e-7,
  10_000_000, 10_000_001, 9999999999, 4096, 4097, 2047, 2048, 127, 128,
];
/** Stands in a document for a deep nesting spliced in as text. */
const DEEP = '\u0001deep\u0001';
const TOKENS = ['\n', '\r\n', '#', ',', '|', '{', '}', '[', ']', '"', '\\', '\u0000', '\ufeff', '999999999999', '-1', 'é', '\ud800', 'LogKey:#', '[Input]', '\u0085', '\u2028', '\u202e', '\u001b[2J'];

export function mutate(format: FuzzFormat, seeds: readonly { name: string; bytes: Uint8Array }[], caseNo: number, rootSeed: number): Mutant {
  const rng = new Prng((rootSeed * 0x9e3779b1 + caseNo * 0x85ebca6b) | 0);
  const seed = seeds[rng.int(seeds.length)];
  const other = seeds[rng.int(seeds.length)];
  // Mostly format-aware, a third byte-level; now and then two mutations stacked.
  const aware = FORMAT_MUTATORS[format];
  const pick = (): [string, (b: Uint8Array) => Uint8Array] =>
    rng.int(3) === 0 ? byteMutation(rng, other.bytes) : aware(rng);
  let [label, fn] = pick();
  let bytes = fn(seed.bytes);
  if (rng.int(6) === 0) {
    const [label2, fn2] = pick();
    bytes = fn2(bytes);
    label = `${label}+${label2}`;
  }
  return { name: seed.name, bytes, mutation: label };
}

// ---- byte level ---------------------------------------------------------------------------

function byteMutation(rng: Prng, other: Uint8Array): [string, (b: Uint8Array) => Uint8Array] {
  switch (rng.int(7)) {
    case 0:
      return ['bitFlip', (b) => {
        const out = b.slice();
        for (let k = 1 + rng.int(8); k > 0 && out.length > 0; k--) out[rng.int(out.length)] ^= 1 << rng.int(8);
        return out;
      }];
    case 1:
      return ['interestingByte', (b) => {
        const out = b.slice();
        for (let k = 1 + rng.int(4); k > 0 && out.length > 0; k--) out[rng.int(out.length)] = INTERESTING_BYTES[rng.int(INTERESTING_BYTES.length)];
        return out;
      }];
    case 2:
      return ['truncate', (b) => b.slice(0, rng.int(b.length + 1))];
    case 3:
      return ['splice', (b) => {
        const from = rng.int(other.length + 1);
        const piece = other.subarray(from, from + rng.int(512));
        const at = rng.int(b.length + 1);
        return concat(b.subarray(0, at), piece, b.subarray(at + (rng.int(2) === 0 ? piece.length : 0)));
      }];
    case 4:
      return ['delete', (b) => {
        const at = rng.int(b.length + 1);
        return concat(b.subarray(0, at), b.subarray(at + 1 + rng.int(64)));
      }];
    case 5:
      return ['repeat', (b) => {
        const at = rng.int(b.length + 1);
        const piece = b.subarray(at, at + 1 + rng.int(64));
        const times = 1 + rng.int(rare(rng, 8) ? 20_000 : 16);
        const parts: Uint8Array[] = [b.subarray(0, at)];
        for (let i = 0; i < times; i++) parts.push(piece);
        parts.push(b.subarray(at));
        return concat(...parts);
      }];
    default:
      return ['insertToken', (b) => {
        const at = rng.int(b.length + 1);
        return concat(b.subarray(0, at), enc.encode(TOKENS[rng.int(TOKENS.length)]), b.subarray(at));
      }];
  }
}

// ---- format aware ---------------------------------------------------------------------------

type Aware = (rng: Prng) => [string, (b: Uint8Array) => Uint8Array];

const FORMAT_MUTATORS: Record<FuzzFormat, Aware> = {
  txt: textMutation,
  spx: (rng) => jsonMutation(rng, false),
  spxSavestate: (rng) => (rng.int(2) === 0 ? savestateMutation(rng, 'spx') : jsonMutation(rng, true)),
  bk2: bk2Mutation,
  gmv: gmvMutation,
  level: (rng) => jsonMutation(rng, false),
  project: (rng) => (rng.int(2) === 0 ? savestateMutation(rng, 'project') : jsonMutation(rng, true)),
};

function textMutation(rng: Prng): [string, (b: Uint8Array) => Uint8Array] {
  switch (rng.int(5)) {
    case 0:
      return ['hugeCount', (b) => enc.encode(`${dec.decode(b)}${INTERESTING_NUMBERS[rng.int(INTERESTING_NUMBERS.length)]},R\n`)];
    case 1:
      return ['manyLines', (b) => enc.encode(dec.decode(b) + ['1,R\n', '\n', '# c\n', '1\n'][rng.int(4)].repeat(1 + rng.int(rare(rng, 20) ? 200_000 : 2000)))];
    case 2:
      return ['longLine', (b) => enc.encode(`${dec.decode(b)}1,${'R'.repeat(4000 + rng.int(200))}\n`)];
    case 3:
      return ['badLetters', (b) => enc.encode(`${dec.decode(b)}3,${String.fromCharCode(0x20 + rng.int(0x5f))}${rng.int(2) ? 'Q' : 'é'}\n`)];
    default:
      return ['manyRuns', (b) => enc.encode(dec.decode(b) + '9999999,A\n'.repeat(1 + rng.int(3)))];
  }
}

/** A random node of a JSON document replaced, or the document's payloads inflated. */
function jsonMutation(rng: Prng, savestates: boolean): [string, (b: Uint8Array) => Uint8Array] {
  const kind = rng.int(savestates ? 9 : 8);
  const labels = ['jsonNumber', 'jsonType', 'jsonHugeString', 'jsonHugeArray', 'jsonDeepNesting', 'jsonDropKey', 'jsonUnknownKey', 'jsonPayload', 'jsonSavestateLength'];
  return [labels[kind], (b) => {
    let doc: unknown;
    try {
      doc = JSON.parse(dec.decode(b));
    } catch {
      return b; // stacked on a byte mutation that broke the JSON already
    }
    const nodes = collect(doc);
    const target = nodes[rng.int(nodes.length)];
    const replace = (v: unknown) => {
      if (target.parent === null) doc = v;
      else (target.parent as Record<string, unknown>)[target.key] = v;
    };
    switch (kind) {
      case 0: replace(INTERESTING_NUMBERS[rng.int(INTERESTING_NUMBERS.length)]); break;
      case 1: replace([null, true, 'x', [], {}, 0][rng.int(6)]); break;
      case 2: replace('x'.repeat(rare(rng, 6) ? 1_100_000 + rng.int(100_000) : 5000)); break;
      case 3: {
        const n = rare(rng, 8) ? [100_001, 1_000_001][rng.int(2)] : [2, 17, 4097, 10_001, 65_537][rng.int(5)];
        // Long arrays of a small item (an array of a million movie objects is a test of the fuzzer).
        replace(Array.from({ length: n }, () => (n > 5000 ? 0 : (target.value ?? 0))));
        break;
      }
      case 4: {
        // Nested as text: JSON.stringify itself recurses, and 5000 levels overflow its stack.
        const d = 1 + rng.int(rare(rng, 4) ? 5000 : 40);
        replace(DEEP);
        const text = stringify(doc);
        return text === null ? b : enc.encode(text.replace(`"${DEEP}"`, `${'['.repeat(d)}${stringify(target.value ?? 1) ?? '1'}${']'.repeat(d)}`));
      }
      case 5:
        if (target.parent !== null && !Array.isArray(target.parent)) delete (target.parent as Record<string, unknown>)[target.key];
        break;
      case 6:
        if (target.value !== null && typeof target.value === 'object' && !Array.isArray(target.value)) (target.value as Record<string, unknown>)[`k${rng.int(100)}`] = 1;
        break;
      case 7: {
        // A base64 payload (inputs, savestates, thumbnails) replaced by a crafted one.
        const payloads = nodes.filter((n) => typeof n.value === 'string' && /^[A-Za-z0-9+/]{8,}={0,2}$/.test(n.value as string));
        const p = payloads.length > 0 ? payloads[rng.int(payloads.length)] : target;
        const crafted = [
          Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0x0f, 0x08), // an RLE count of 2^32 - 1 frames
          Uint8Array.of(0x80, 0xad, 0xe2, 0x04, 0x08), // exactly 10,000,000 frames
          Uint8Array.of(0x81, 0xad, 0xe2, 0x04, 0x08), // one past
          Uint8Array.of(0x00, 0x08),
          new Uint8Array(1 + rng.int(40_000)).fill(0x7f),
          new Uint8Array(0),
        ][rng.int(6)];
        if (p.parent !== null) (p.parent as Record<string, unknown>)[p.key] = rng.int(4) === 0 ? `${btoa(String.fromCharCode(...crafted.subarray(0, 30_000)))}x` : btoa(String.fromCharCode(...crafted.subarray(0, 30_000)));
        break;
      }
      default: {
        // A savestate of another length: a word cut off, or a copy of itself appended.
        const s = nodes.find((n) => n.key === 'savestate' || (n.key === 'data' && n.parent !== null && (n.parent as Record<string, unknown>).encoding === 'int32le-base64'));
        if (s !== undefined && typeof s.value === 'string') {
          const bytes = decode64(s.value) ?? new Uint8Array(0);
          const changed = rng.int(2) === 0 ? bytes.subarray(0, Math.max(0, bytes.length - 4 * (1 + rng.int(8)))) : concat(bytes, bytes);
          (s.parent as Record<string, unknown>)[s.key] = base64(changed);
        }
      }
    }
    const text = stringify(doc);
    return text === null ? b : enc.encode(text);
  }];
}

/** JSON text of a document, or null when it nests too deep for JSON.stringify's stack (a stacked deep mutation). */
function stringify(doc: unknown): string | null {
  try {
    return JSON.stringify(doc);
  } catch {
    return null;
  }
}

/** State words of the savestates in the document set to edges and extremes. */
function savestateMutation(rng: Prng, where: 'spx' | 'project'): [string, (b: Uint8Array) => Uint8Array] {
  return ['savestateWords', (b) => {
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(dec.decode(b)) as Record<string, unknown>;
    } catch {
      return b;
    }
    const holders: { obj: Record<string, unknown>; key: string }[] = [];
    if (where === 'spx' && typeof doc.savestate === 'object' && doc.savestate !== null) holders.push({ obj: doc.savestate as Record<string, unknown>, key: 'data' });
    if (where === 'project' && Array.isArray(doc.branches)) for (const br of doc.branches) if (br !== null && typeof br === 'object') holders.push({ obj: br as Record<string, unknown>, key: 'savestate' });
    if (holders.length === 0) return b;
    const h = holders[rng.int(holders.length)];
    if (typeof h.obj[h.key] !== 'string') return b;
    const bytes = decode64(h.obj[h.key] as string);
    if (bytes === null) return b;
    const words = new Int32Array(bytes.buffer.slice(0, bytes.length - (bytes.length % 4)));
    const header = 8;
    const fixed = 180;
    for (let k = 1 + rng.int(rng.int(3) === 0 ? 40 : 3); k > 0 && words.length > 0; k--) {
      // Mostly state words (the fixed block and the object slots), sometimes the header.
      const i = rng.int(20) === 0 ? rng.int(header) : rng.int(3) === 0 ? header + rng.int(fixed) : header + rng.int(Math.max(1, words.length - header));
      if (i >= words.length) continue;
      words[i] = pickWord(rng, words[i]);
    }
    h.obj[h.key] = base64(new Uint8Array(words.buffer));
    const text = stringify(doc);
    return text === null ? b : enc.encode(text);
  }];
}

function pickWord(rng: Prng, current: number): number {
  switch (rng.int(6)) {
    case 0: return INTERESTING_NUMBERS[rng.int(INTERESTING_NUMBERS.length)] | 0;
    case 1: return rng.nextU32() | 0;
    case 2: return current + rng.int(7) - 3;
    case 3: return current ^ (1 << rng.int(32));
    case 4: return rng.int(300) - 20;
    default: return 9999;
  }
}

function bk2Mutation(rng: Prng): [string, (b: Uint8Array) => Uint8Array] {
  switch (rng.int(12)) {
    case 0:
    case 1:
    case 2:
    case 3:
      return ['zipField', (b) => patchZipField(rng, b)];
    case 4:
    case 5:
    case 6:
    case 7:
      return ['bk2Entry', (b) => rewriteEntry(rng, b)];
    case 8:
      return ['zipBomb', () => zipBomb(rng)];
    default:
      return ['bk2Header', (b) => rewriteHeader(rng, b)];
  }
}

/** A size, offset, count, method or flag field of a zip header set to a hostile value. */
function patchZipField(rng: Prng, b: Uint8Array): Uint8Array {
  const out = b.slice();
  const view = new DataView(out.buffer);
  const sigs: number[] = [];
  for (let p = 0; p + 4 <= out.length; p++) {
    const s = view.getUint32(p, true);
    if (s === 0x02014b50 || s === 0x04034b50 || s === 0x06054b50) sigs.push(p);
  }
  if (sigs.length === 0) return out;
  const at = sigs[rng.int(sigs.length)];
  const sig = view.getUint32(at, true);
  // Offsets of 16- and 32-bit fields in each header kind.
  const fields: [number, 2 | 4][] =
    sig === 0x02014b50 ? [[8, 2], [10, 2], [16, 4], [20, 4], [24, 4], [28, 2], [30, 2], [32, 2], [42, 4]]
    : sig === 0x04034b50 ? [[6, 2], [8, 2], [14, 4], [18, 4], [22, 4], [26, 2], [28, 2]]
    : [[4, 2], [6, 2], [8, 2], [10, 2], [12, 4], [16, 4], [20, 2]];
  const [off, size] = fields[rng.int(fields.length)];
  if (at + off + size > out.length) return out;
  const values = size === 2 ? [0, 1, 0xffff, 0x7fff, 8, 12, 99, 1000, 1001] : [0, 1, 0xffffffff, 0x7fffffff, 300 * 1024 * 1024, 200 * 1024 * 1024, 0x10000000, out.length, out.length + 1];
  if (size === 2) view.setUint16(at + off, values[rng.int(values.length)], true);
  else view.setUint32(at + off, values[rng.int(values.length)] >>> 0, true);
  return out;
}

/** An entry's text rewritten, re-zipped with a correct CRC so the mutation reaches the parser. */
function rewriteEntry(rng: Prng, b: Uint8Array): Uint8Array {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(b);
  } catch {
    return b;
  }
  const names = Object.keys(files);
  const name = rng.int(3) === 0 ? names[rng.int(names.length)] : 'Input Log.txt';
  const text = dec.decode(files[name] ?? new Uint8Array(0));
  const lines = text.split('\r\n');
  const i = rng.int(lines.length + 1);
  const line = (lines[Math.min(i, lines.length - 1)] ?? '').slice(0, 64);
  const changed = [
    () => lines.splice(i, 0, ...Array(1 + rng.int(rare(rng, 10) ? 100_000 : 1000)).fill(line)),
    () => lines.splice(i, 0, 'x'.repeat(4090 + rng.int(20))),
    () => lines.splice(i, 0, `|..|${'.'.repeat(rng.int(12))}|`),
    () => lines.splice(i, 1, line.replace(/\./g, () => String.fromCharCode(0x20 + rng.int(0x60)))),
    () => lines.splice(i, 0, `LogKey:#${Array.from({ length: 1 + rng.int(400) }, (_, k) => `P${k} B`).join('|')}|`),
    () => lines.splice(i, 0, 'LogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|'),
    () => lines.splice(i, 1),
    () => lines.splice(i, 0, '\u00e9\u00e9|..|........|'),
  ];
  changed[rng.int(changed.length)]();
  files[name] = enc.encode(lines.join('\r\n'));
  return zipSync(files, { level: rng.int(2) === 0 ? 0 : 6 });
}

/** A Header.txt key's JSON value replaced (deep, huge, or the wrong kind). */
function rewriteHeader(rng: Prng, b: Uint8Array): Uint8Array {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(b);
  } catch {
    return b;
  }
  const lines = dec.decode(files['Header.txt'] ?? new Uint8Array(0)).split('\r\n');
  const keys = ['SubpixelMarkers', 'SubpixelCheckpoints', 'SubpixelLevel', 'SubpixelFixes', 'SubpixelNotes', 'rerecordCount', 'SubpixelFormat', 'Platform'];
  const key = keys[rng.int(keys.length)];
  const values = [
    () => '['.repeat(10_000) + ']'.repeat(10_000),
    () => (rare(rng, 6) ? `[${'0,'.repeat(1_000_001)}0]` : `[${'0,'.repeat(300)}0]`),
    () => JSON.stringify(Array.from({ length: rare(rng, 6) ? 100_001 : 30 }, (_, k) => ({ frame: k, text: 'm' }))),
    () => JSON.stringify('x'.repeat(rare(rng, 6) ? 2_000_000 : 5000)),
    () => '{"name": 1}',
    () => 'not json',
    () => '-5',
    () => 'NES',
  ];
  const k = lines.findIndex((l) => l.startsWith(`${key} `));
  const line = `${key} ${values[rng.int(values.length)]()}`;
  if (k >= 0) lines[k] = line;
  else lines.splice(1, 0, line);
  files['Header.txt'] = enc.encode(lines.join('\r\n'));
  return zipSync(files, { level: 1 });
}

const bombs = new Map<number, Uint8Array>();

/** An archive whose input log inflates to millions of lines (built once per size per worker). */
function zipBomb(rng: Prng): Uint8Array {
  // Mostly small bombs; the one past MAX_LOG_LINES (10,001,000 lines) costs a second or two to refuse.
  const n = rare(rng, 40) ? 10_001_500 : rare(rng, 8) ? 2_000_000 : 50_000;
  let zip = bombs.get(n);
  if (zip === undefined) {
    const log = new Uint8Array(n).fill(0x0a);
    zip = zipSync({ 'Header.txt': enc.encode('Platform GEN\r\n'), 'Input Log.txt': log }, { level: 9 });
    bombs.set(n, zip);
  }
  if (rng.int(3) === 0) {
    // Frame lines instead of line ends: every one parsed and stored.
    return zipSync({ 'Header.txt': enc.encode('Platform GEN\r\n'), 'Input Log.txt': enc.encode('|..|...R....|\r\n'.repeat(100_000)) }, { level: 9 });
  }
  return zip;
}

function gmvMutation(rng: Prng): [string, (b: Uint8Array) => Uint8Array] {
  switch (rng.int(4)) {
    case 0:
      return ['gmvHeader', (b) => {
        const out = b.slice();
        for (const off of [0x0f, 0x14, 0x15, 0x16, 0x10, 0x18]) if (rng.int(2) === 0 && off < out.length) out[off] = rng.int(256);
        return out;
      }];
    case 1:
      return ['gmvManyFrames', (b) => concat(b, new Uint8Array(3 * (rare(rng, 25) ? 10_000_001 : 1 + rng.int(100_000))).fill(0xff))];
    case 2:
      return ['gmvCutFrame', (b) => b.slice(0, b.length - 1 - rng.int(2))];
    default:
      return ['gmvShortHeader', (b) => b.slice(0, rng.int(64))];
  }
}

// ---- helpers ---------------------------------------------------------------------------------

/** True once in `n`: the big variants (megabytes, millions of lines) are rare, so a few thousand cases stay quick. */
function rare(rng: Prng, n: number): boolean {
  return rng.int(n) === 0;
}

interface JsonNode {
  readonly parent: unknown;
  readonly key: string;
  readonly value: unknown;
}

/** Every node of a JSON document with its parent (the root's parent is null); long arrays sampled. */
function collect(doc: unknown): JsonNode[] {
  const out: JsonNode[] = [{ parent: null, key: '', value: doc }];
  const walk = (v: unknown, depth: number) => {
    if (depth > 20 || v === null || typeof v !== 'object') return;
    const entries = Array.isArray(v) ? v.slice(0, 50).map((x, i) => [String(i), x] as const) : Object.entries(v as Record<string, unknown>);
    for (const [k, x] of entries) {
      out.push({ parent: v, key: k, value: x });
      walk(x, depth + 1);
    }
  };
  walk(doc, 0);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The bytes of a base64 payload, or null when an earlier mutation broke it. */
function decode64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

function base64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
