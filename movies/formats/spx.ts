/**
 * The native movie file, `.spx`: versioned, human-inspectable JSON.
 *
 *     {
 *       "format": "subpixel-movie/1",
 *       "meta": { "level": {"name", "hash", "act"?}, "profile", "character", "fixes": [..],
 *                 "author", "rerecords", "created", "modified", "notes" },
 *       "inputs": { "encoding": "rle", "data": "<base64>" }     // see inputRle.ts
 *              | { "encoding": "base64", "data": "<base64 of one byte per frame>" },
 *       "inputs2": { ... },                                     // optional: the second pad, same encodings
 *       "markers": [ { "frame": 120, "text": "jump" } ],
 *       "checkpoints": [ { "frame": 600, "hash": "9a3c01f2" } ]
 *     }
 *
 * `meta.partner` (`{"character": "tails", "control": "cpu" | "human"}`) and `inputs2` (the second
 * pad, for the partner) are written only when the movie has them, after `notes` and `inputs`, so a
 * one-player movie's text is what it always was. `meta.dropDash` (`true`: Sonic Mania's drop dash
 * is on) likewise, after `partner`: a movie without the option is written as it always was. The
 * reader takes `true` or `false` (false = absent) and refuses any other value at `meta.dropDash`.
 * `meta.actStart` (`{"route": "actEnd", "vblank": 1234}`: a real act reached other than by the
 * boot route, actStartRef.ts) likewise, after `dropDash`.
 *
 * The writer always uses "rle", two-space indentation, keys in the order above and a final
 * newline, so writeSpx(readSpx(text)) === text for every file it wrote. The reader accepts both
 * encodings, ignores unknown keys (a later /1 writer may add some: CONTRACTS extends only by
 * adding), refuses other format versions by name, and reports the first problem with its JSON
 * path in `where` ("meta.profile", "inputs.data", "markers[2].frame").
 *
 * `meta.level.act` (optional, added within /1): the real act the movie was made on,
 * `{"game": "s1", "id": "ghz1", "revision": 1, "objects": false}` (levelRef.ts). Written only
 * for real acts, so every other file is byte for byte what earlier versions wrote.
 *
 * `savestate` (optional, last; the key searches and sweeps have always written their results
 * with): the engine snapshot the movie starts from (Movie.savestate),
 * `{"encoding": "int32le-base64", "data": "<base64 of the Int32 words, little-endian>"}`. Only
 * its shape and size are checked here; its words against the level when the movie is replayed
 * (movies/model/movieStart.ts). A movie without one is written exactly as before.
 */
import { isCharacterId, isProfileId } from '../../engine/profiles/ids.ts';
import { PARTNER_CONTROLS, type PartnerOptions } from '../../engine/profiles/ids.ts';
import { base64ToBytes, bytesToBase64 } from '../storage/base64.ts';
import type { Movie, MovieMarker, MovieMeta, Result, SyncCheckpoint } from '../types.ts';
import { FormatProblem } from './importResult.ts';
import { decodeInputRle, inputRleBytes } from './inputRle.ts';
import { LIMITS, MAX_MOVIE_FRAMES, MAX_SAVESTATE_BYTES, MAX_TEXT_FIELD_CHARS } from './limits.ts';
import { parseBoundedJson } from './boundedJson.ts';
import { excerpt } from './excerpt.ts';
import { readActRef, storedLevelRef } from './levelRef.ts';
import { readActStart, storedActStart } from './actStartRef.ts';
import { bytesToSavestate, savestateToBytes } from './savestateBytes.ts';
import { HEADER_WORDS } from '../../engine/world/snapshotHeader.ts';

export const SPX_FORMAT = 'subpixel-movie/1';
const SPX_FAMILY = 'subpixel-movie/';

export function writeSpx(movie: Movie): string {
  return [...spxChunks(movie)].join('');
}

/** Bytes of run data per base64 piece of the writer (a multiple of 3: pieces join without padding). */
const RLE_PIECE_BYTES = 3 * 65536;

/**
 * The .spx text in pieces, exactly `JSON.stringify(file, null, 2)` and a final newline when
 * joined: the inputs' base64 comes a piece at a time, so a 10,000,000-frame movie (up to 27 MB
 * of base64 per pad) is never built as one string beside the rest of the document.
 */
export function* spxChunks(movie: Movie): Generator<string> {
  const m = movie.meta;
  // Built field by field (not spread) so the key order, and so the text, is canonical.
  const meta: Record<string, unknown> = {
    level: storedLevelRef(m.level),
    profile: m.profile,
    character: m.character,
    fixes: [...m.fixes],
    author: m.author,
    rerecords: m.rerecords,
    created: m.created,
    modified: m.modified,
    notes: m.notes,
  };
  if (m.partner !== undefined) meta.partner = { character: m.partner.character, control: m.partner.control };
  if (m.dropDash === true) meta.dropDash = true;
  if (m.actStart !== undefined) meta.actStart = storedActStart(m.actStart);
  // `{ "format", "meta" }` without its closing "\n}", then each inputs object, then the arrays
  // without their opening "{\n": the same text the whole object stringifies to.
  const head = JSON.stringify({ format: SPX_FORMAT, meta }, null, 2);
  yield head.slice(0, -2);
  for (const [key, track] of [['inputs', movie.inputs], ['inputs2', movie.inputs2]] as const) {
    if (track === undefined) continue;
    yield `,\n  "${key}": {\n    "encoding": "rle",\n    "data": "`;
    const runs = inputRleBytes(track);
    for (let i = 0; i < runs.length; i += RLE_PIECE_BYTES) yield bytesToBase64(runs.subarray(i, i + RLE_PIECE_BYTES));
    yield '"\n  }';
  }
  const tail = JSON.stringify({
    markers: movie.markers.map((k) => ({ frame: k.frame, text: k.text })),
    checkpoints: movie.checkpoints.map((c) => ({ frame: c.frame, hash: c.hash })),
    // A savestate is small (MAX_SAVESTATE_BYTES at most): one piece.
    ...(movie.savestate === undefined ? {} : { savestate: { encoding: SAVESTATE_ENCODING, data: bytesToBase64(savestateToBytes(movie.savestate)) } }),
  }, null, 2);
  yield `,\n${tail.slice(2)}\n`;
}

export function readSpx(text: string, file: string): Result<Movie> {
  const root = parseBoundedJson(text, file, 'spx', 'This is not a Subpixel movie: the text is not JSON');
  if (!root.ok) return root;
  try {
    return { ok: true, value: readRoot(root.value) };
  } catch (e) {
    if (e instanceof FormatProblem) return { ok: false, error: e.toError(file) };
    throw e;
  }
}

function readRoot(root: unknown): Movie {
  if (!isObject(root) || typeof root.format !== 'string' || !root.format.startsWith(SPX_FAMILY)) {
    throw new FormatProblem('spxFormat', 'format', `This JSON file is not a Subpixel movie (format should be "${SPX_FORMAT}").`);
  }
  if (root.format !== SPX_FORMAT) {
    throw new FormatProblem('spxVersion', 'format', `This movie is "${excerpt(root.format)}", written by a newer Subpixel; this version reads "${SPX_FORMAT}". Update Subpixel to open it.`);
  }
  const movie: Movie = {
    meta: readMeta(root.meta, 'meta'),
    inputs: readInputs(root.inputs, 'inputs'),
    markers: readArray(root.markers, 'markers', 'MAX_MARKERS').map((v, i) => readMarker(v, `markers[${i}]`)),
    checkpoints: readArray(root.checkpoints, 'checkpoints', 'MAX_CHECKPOINTS').map((v, i) => readCheckpoint(v, `checkpoints[${i}]`)),
  };
  if (root.inputs2 !== undefined) movie.inputs2 = readInputs(root.inputs2, 'inputs2');
  if (root.savestate !== undefined) movie.savestate = readSavestate(root.savestate);
  return movie;
}

const SAVESTATE_ENCODING = 'int32le-base64';

/** The start savestate's words: its shape and size here; its words against the level on replay. */
function readSavestate(v: unknown): Int32Array {
  if (!isObject(v) || v.encoding !== SAVESTATE_ENCODING || typeof v.data !== 'string') {
    throw new FormatProblem('spxSavestate', 'savestate', `savestate should be {"encoding": "${SAVESTATE_ENCODING}", "data": "<base64>"}.`);
  }
  if (v.data.length > Math.ceil(MAX_SAVESTATE_BYTES / 3) * 4) throw FormatProblem.pastLimit('spxSavestate', 'MAX_SAVESTATE_BYTES', 'savestate.data', 'savestate.data');
  const bytes = base64ToBytes(v.data);
  if (bytes === null || bytes.length % 4 !== 0 || bytes.length < 4 * HEADER_WORDS) throw new FormatProblem('spxSavestate', 'savestate', 'savestate.data is not a base64 engine snapshot.');
  return bytesToSavestate(bytes);
}

function readMeta(v: unknown, at: string): MovieMeta {
  const o = readObject(v, at);
  const level = readObject(o.level, `${at}.level`);
  const hash = level.hash;
  if (typeof hash !== 'number' || !Number.isInteger(hash) || hash < 0 || hash > 0xffffffff) invalid(`${at}.level.hash`, 'an unsigned 32-bit integer');
  if (!isProfileId(o.profile)) invalid(`${at}.profile`, 'one of "s1", "s2", "s3k", "cd"');
  if (!isCharacterId(o.character)) invalid(`${at}.character`, 'one of "sonic", "tails", "knuckles"');
  const rerecords = o.rerecords;
  if (typeof rerecords !== 'number' || !Number.isSafeInteger(rerecords) || rerecords < 0) invalid(`${at}.rerecords`, 'a whole number, 0 or more');
  const ref: MovieMeta['level'] = { name: readString(level.name, `${at}.level.name`), hash };
  if (level.act !== undefined) {
    const act = readActRef(level.act);
    if (!act.ok) invalid(act.key === '' ? `${at}.level.act` : `${at}.level.act.${act.key}`, act.expected);
    ref.act = act.value;
  }
  const meta: MovieMeta = {
    level: ref,
    profile: o.profile,
    character: o.character,
    fixes: readArray(o.fixes, `${at}.fixes`).map((f, i) => readString(f, `${at}.fixes[${i}]`)),
    author: readString(o.author, `${at}.author`),
    rerecords,
    created: readString(o.created, `${at}.created`),
    modified: readString(o.modified, `${at}.modified`),
    notes: readString(o.notes, `${at}.notes`),
  };
  if (o.partner !== undefined) meta.partner = readPartner(o.partner, `${at}.partner`);
  if (o.dropDash !== undefined) {
    if (typeof o.dropDash !== 'boolean') invalid(`${at}.dropDash`, 'true or false');
    if (o.dropDash) meta.dropDash = true;
  }
  if (o.actStart !== undefined) {
    const start = readActStart(o.actStart);
    if (!start.ok) invalid(start.key === '' ? `${at}.actStart` : `${at}.actStart.${start.key}`, start.expected);
    meta.actStart = start.value;
  }
  return meta;
}

function readPartner(v: unknown, at: string): PartnerOptions {
  const o = readObject(v, at);
  if (!isCharacterId(o.character)) invalid(`${at}.character`, 'one of "sonic", "tails", "knuckles"');
  if (!(PARTNER_CONTROLS as readonly unknown[]).includes(o.control)) invalid(`${at}.control`, '"cpu" or "human"');
  return { character: o.character, control: o.control as PartnerOptions['control'] };
}

function readInputs(v: unknown, at: string): Uint8Array {
  const o = readObject(v, at);
  const data = o.data;
  if (typeof data !== 'string') invalid(`${at}.data`, 'a string');
  if (o.encoding === 'rle') {
    const decoded = decodeInputRle(data);
    if (!decoded.ok) throw new FormatProblem('spxInputs', `${at}.data`, `${at}.data ${decoded.message}.`, decoded.limit);
    return decoded.value;
  }
  if (o.encoding === 'base64') {
    // base64 is 4 characters per 3 bytes: refuse before decoding what would exceed the cap.
    if (data.length > Math.ceil(MAX_MOVIE_FRAMES / 3) * 4) throw FormatProblem.pastLimit('spxInputs', 'MAX_MOVIE_FRAMES', `${at}.data`, `${at}.data`);
    const bytes = base64ToBytes(data);
    if (bytes === null) throw new FormatProblem('spxInputs', `${at}.data`, `${at}.data is not valid padded base64.`);
    return bytes;
  }
  return invalid(`${at}.encoding`, '"rle" or "base64"');
}

function readMarker(v: unknown, at: string): MovieMarker {
  const o = readObject(v, at);
  return { frame: readFrame(o.frame, `${at}.frame`), text: readString(o.text, `${at}.text`) };
}

function readCheckpoint(v: unknown, at: string): SyncCheckpoint {
  const o = readObject(v, at);
  return { frame: readFrame(o.frame, `${at}.frame`), hash: readString(o.hash, `${at}.hash`) };
}

function readFrame(v: unknown, at: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_MOVIE_FRAMES) invalid(at, `a frame number from 0 to ${MAX_MOVIE_FRAMES}`);
  return v;
}

function invalid(where: string, expected: string): never {
  throw new FormatProblem('spxInvalid', where, `${where} should be ${expected}.`);
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readObject(v: unknown, at: string): Record<string, unknown> {
  if (!isObject(v)) invalid(at, 'an object');
  return v;
}

function readArray(v: unknown, at: string, limit?: 'MAX_MARKERS' | 'MAX_CHECKPOINTS'): unknown[] {
  if (!Array.isArray(v)) invalid(at, 'an array');
  if (limit !== undefined && v.length > LIMITS[limit].value) throw FormatProblem.pastLimit('spxTooMany', limit, at, `The length of ${at} (${v.length})`);
  return v;
}

/** A text field: author, notes, names, marker text (MAX_TEXT_FIELD_CHARS). */
function readString(v: unknown, at: string): string {
  if (typeof v !== 'string') invalid(at, 'a string');
  if (v.length > MAX_TEXT_FIELD_CHARS) throw FormatProblem.pastLimit('spxTooLong', 'MAX_TEXT_FIELD_CHARS', at, at);
  return v;
}
