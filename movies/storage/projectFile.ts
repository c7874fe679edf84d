/**
 * The project export file: one self-contained file holding a project, its movies and their
 * branches, so a user can back up work, move it between browsers, or rescue it when storage
 * is full.
 *
 * Format (UTF-8 JSON, version 1):
 *
 *   {
 *     "format": "subpixel-project",          // magic: refuses unrelated JSON
 *     "version": 1,                           // bumped on any incompatible change
 *     "exported": "2024-05-01T12:00:00.000Z", // informative only
 *     "project": { "id", "name", "created", "modified", "currentMovieId": string|null,
 *                  "level": {"kind":"builtin","name"} | {"kind":"imported","json"}
 *                         | {"kind":"act","name","hash","act":{"game","id","revision","objects"}},
 *                  "ui": { ...plain JSON... } },
 *     "movies": [ { "id", "meta": MovieMeta (meta.level.act, meta.partner, meta.dropDash, meta.actStart kept), "markers": [{frame,text}],
 *                   "checkpoints": [{frame,hash}], "inputs": base64 (one byte per frame),
 *                   "inputs2": base64 (the second pad's track; only when the movie has one),
 *                   "savestate": base64 of the Int32 snapshot the movie starts from, little-endian
 *                                (only when it has one: Movie.savestate) } ],
 *     "branches": [ { "id", "movieId", "parent": string|null, "name", "note", "frame",
 *                     "savestate": base64 of the Int32 snapshot, little-endian, 4 bytes each,
 *                     "inputs": base64, "markers": [...], "time",
 *                     "thumbnail": base64 PNG | null,
 *                     "level": <as project.level> | null, "slot": 1..9 | null } ],  // both optional
 *     "levels": [ { "hash", "name", "act", "json": subpixel-level/2 text, "saved",
 *                   "ramLabels": subpixel-ram-labels/1 (optional) } ]   // optional
 *   }
 *
 * `levels` carries the real acts the project and its branches name ({"kind":"act"}), so the
 * file opens without the disassembly they were imported from; files without acts have none.
 * An act's `ramLabels` (engine/games/s1/ramLabelTable.ts) are its checkout's RAM names, for
 * the RAM watch.
 *
 * JSON with base64 payloads rather than a custom binary layout because it stays inspectable and
 * diffable, and a project is small (inputs are one byte per frame). Savestates are written
 * little-endian explicitly so a file is portable whatever the exporting machine's byte order.
 *
 * Decoding validates every field and reports the first problem as a MovieError whose `where`
 * is a JSON path such as "movies[0].meta.profile".
 */
import { PARTNER_CONTROLS, isCharacterId, isProfileId, type PartnerOptions } from '../../engine/profiles/ids.ts';
import type { MovieActRef, MovieActStart, MovieError, MovieMarker, MovieMeta, Result, SyncCheckpoint } from '../types.ts';
import { readActRef } from '../formats/levelRef.ts';
import { readActStart } from '../formats/actStartRef.ts';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { parseBoundedJson } from '../formats/boundedJson.ts';
import { excerpt } from '../formats/excerpt.ts';
import { FormatProblem, pastLimit } from '../formats/importResult.ts';
import { LIMITS, MAX_JSON_FILE_BYTES, MAX_TEXT_FIELD_CHARS } from '../formats/limits.ts';
import type { BranchRecord, JsonValue, LevelRecord, LevelSource, MovieRecord, ProjectRecord, UiSettings } from './schema.ts';
import { checkRamLabelTable, type RamLabelTable } from '../../engine/games/s1/ramLabelTable.ts';

export const PROJECT_FILE_FORMAT = 'subpixel-project';
export const PROJECT_FILE_VERSION = 1;

/** Everything one project owns. Movies carry their projectId; it equals project.id. */
export interface ProjectBundle {
  project: ProjectRecord;
  movies: MovieRecord[];
  branches: BranchRecord[];
  /** The real acts named by the project and its branches (absent or empty: none). */
  levels?: LevelRecord[];
}

export function encodeProjectFile(bundle: ProjectBundle, exported: string): Uint8Array {
  const file = {
    format: PROJECT_FILE_FORMAT,
    version: PROJECT_FILE_VERSION,
    exported,
    project: bundle.project,
    movies: bundle.movies.map((m) => ({
      id: m.id,
      meta: m.meta,
      markers: m.markers,
      checkpoints: m.checkpoints,
      inputs: bytesToBase64(m.inputs),
      ...(m.inputs2 !== undefined ? { inputs2: bytesToBase64(m.inputs2) } : {}),
      ...(m.savestate !== undefined ? { savestate: bytesToBase64(int32BufferToLittleEndian(m.savestate)) } : {}),
    })),
    branches: bundle.branches.map((b) => ({
      id: b.id,
      movieId: b.movieId,
      parent: b.parent,
      name: b.name,
      note: b.note,
      frame: b.frame,
      savestate: bytesToBase64(int32BufferToLittleEndian(b.savestate)),
      inputs: bytesToBase64(b.inputs),
      markers: b.markers,
      time: b.time,
      thumbnail: b.thumbnail === null ? null : bytesToBase64(b.thumbnail),
      level: b.level,
      slot: b.slot,
    })),
    // Only when there are any: a project without real acts is written exactly as before.
    ...(bundle.levels !== undefined && bundle.levels.length > 0 ? { levels: bundle.levels } : {}),
  };
  return new TextEncoder().encode(JSON.stringify(file));
}

/**
 * Validates and decodes a project file; never throws. The file's size, its JSON's shape and every
 * count, string and payload are checked against movies/formats/limits.ts before they are built
 * (a refusal past one names it). Branch savestates are checked word by word against the level
 * when the project is imported (projectSavestates.ts), since that needs the engine.
 */
export function decodeProjectFile(bytes: Uint8Array, fileName: string): Result<ProjectBundle> {
  if (bytes.length > MAX_JSON_FILE_BYTES) return pastLimit('projectFileTooLarge', 'MAX_JSON_FILE_BYTES', fileName, 'file', 'The file');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(fileName, 'projectFileNotJson', 'file', 'This is not a Subpixel project file (it is not UTF-8 text).');
  }
  const root = parseBoundedJson(text, fileName, 'projectFile', 'This is not a Subpixel project file (it is not JSON text)');
  if (!root.ok) return root;
  try {
    return { ok: true, value: readFile(root.value) };
  } catch (e) {
    if (e instanceof FileProblem) return fail(fileName, e.code, e.where, e.message);
    if (e instanceof FormatProblem) return { ok: false, error: e.toError(fileName) };
    // The safety net, as importMovie's: an exception no check expected (a bug) is a value too,
    // so a hostile file cannot take down the worker that exports or imports a project.
    return fail(fileName, 'projectFileFailed', 'file', `The project file could not be read (${e instanceof Error ? e.message : String(e)}).`);
  }
}

// ---------------------------------------------------------------------------------------------
// Validation. Readers throw FileProblem internally; decodeProjectFile turns it into a value.

class FileProblem {
  constructor(
    readonly code: string,
    readonly where: string,
    readonly message: string,
  ) {}
}

function fail(file: string, code: string, where: string, message: string): Result<never> {
  const error: MovieError = { code, file, where, message };
  return { ok: false, error };
}

function invalid(where: string, expected: string): never {
  throw new FileProblem('projectFileInvalid', where, `${where} should be ${expected}.`);
}

function readFile(root: unknown): ProjectBundle {
  if (!isObject(root) || root.format !== PROJECT_FILE_FORMAT) {
    throw new FileProblem('projectFileFormat', 'format', `This JSON file is not a Subpixel project (format should be "${PROJECT_FILE_FORMAT}").`);
  }
  if (root.version !== PROJECT_FILE_VERSION) {
    throw new FileProblem('projectFileVersion', 'version', `Project file version ${excerpt(JSON.stringify(root.version) ?? 'undefined')} is not supported (this Subpixel reads version ${PROJECT_FILE_VERSION}).`);
  }
  const project = readProject(root.project, 'project');
  const moviesRaw = root.movies;
  if (!Array.isArray(moviesRaw)) invalid('movies', 'an array');
  tooMany(moviesRaw, 'movies', 'MAX_PROJECT_MOVIES');
  const movies = moviesRaw.map((m, i) => readMovie(m, `movies[${i}]`, project.id));
  const branchesRaw = root.branches;
  if (!Array.isArray(branchesRaw)) invalid('branches', 'an array');
  tooMany(branchesRaw, 'branches', 'MAX_PROJECT_BRANCHES');
  const branches = branchesRaw.map((b, i) => readBranch(b, `branches[${i}]`));
  const levelsRaw = root.levels ?? [];
  if (!Array.isArray(levelsRaw)) invalid('levels', 'an array');
  tooMany(levelsRaw, 'levels', 'MAX_PROJECT_LEVELS');
  const levels = levelsRaw.map((l, i) => readLevelRecord(l, `levels[${i}]`));

  // Cross-references: ids are unique and every link points inside the file.
  const movieIds = new Set<string>();
  movies.forEach((m, i) => {
    if (movieIds.has(m.id)) throw new FileProblem('projectFileDuplicateId', `movies[${i}].id`, `Movie id "${excerpt(m.id)}" appears twice.`);
    movieIds.add(m.id);
  });
  const branchIds = new Set<string>();
  branches.forEach((b, i) => {
    if (branchIds.has(b.id)) throw new FileProblem('projectFileDuplicateId', `branches[${i}].id`, `Branch id "${excerpt(b.id)}" appears twice.`);
    branchIds.add(b.id);
  });
  if (project.currentMovieId !== null && !movieIds.has(project.currentMovieId)) {
    throw new FileProblem('projectFileReference', 'project.currentMovieId', `The current movie "${excerpt(project.currentMovieId)}" is not in the file.`);
  }
  branches.forEach((b, i) => {
    if (!movieIds.has(b.movieId)) throw new FileProblem('projectFileReference', `branches[${i}].movieId`, `Branch "${excerpt(b.id)}" belongs to movie "${excerpt(b.movieId)}", which is not in the file.`);
    if (b.parent !== null && !branchIds.has(b.parent)) throw new FileProblem('projectFileReference', `branches[${i}].parent`, `Branch "${excerpt(b.id)}" has parent "${excerpt(b.parent)}", which is not in the file.`);
  });
  return levels.length > 0 ? { project, movies, branches, levels } : { project, movies, branches };
}

function readProject(v: unknown, at: string): ProjectRecord {
  if (!isObject(v)) invalid(at, 'an object');
  return {
    id: readId(v.id, `${at}.id`),
    name: readString(v.name, `${at}.name`),
    created: readString(v.created, `${at}.created`),
    modified: readString(v.modified, `${at}.modified`),
    currentMovieId: v.currentMovieId === null ? null : readId(v.currentMovieId, `${at}.currentMovieId`),
    level: readLevel(v.level, `${at}.level`),
    ui: readUi(v.ui, `${at}.ui`),
  };
}

function readLevel(v: unknown, at: string): LevelSource {
  if (isObject(v) && v.kind === 'builtin') return { kind: 'builtin', name: readString(v.name, `${at}.name`) };
  if (isObject(v) && v.kind === 'imported') return { kind: 'imported', json: readLevelText(v.json, `${at}.json`) };
  if (isObject(v) && v.kind === 'act') return { kind: 'act', name: readString(v.name, `${at}.name`), hash: readHash(v.hash, `${at}.hash`), act: readAct(v.act, `${at}.act`) };
  return invalid(at, '{"kind":"builtin","name":…}, {"kind":"imported","json":…} or {"kind":"act","name":…,"hash":…,"act":…}');
}

function readLevelRecord(v: unknown, at: string): LevelRecord {
  if (!isObject(v)) invalid(at, 'an object');
  return {
    hash: readHash(v.hash, `${at}.hash`),
    name: readString(v.name, `${at}.name`),
    act: readAct(v.act, `${at}.act`),
    json: readLevelText(v.json, `${at}.json`),
    saved: readString(v.saved, `${at}.saved`),
    ...(v.ramLabels !== undefined ? { ramLabels: readRamLabels(v.ramLabels, `${at}.ramLabels`) } : {}),
  };
}

/** An act's RAM labels (engine/games/s1/ramLabelTable.ts), checked field by field. */
function readRamLabels(v: unknown, at: string): RamLabelTable {
  const r = checkRamLabelTable(v);
  if (!r.ok) invalid(r.error.path === '' ? at : `${at}.${r.error.path}`, r.error.message.replace(/^must be /, ''));
  return r.value;
}

/** A level's own text: bounded by the file's size here, by the level loader's limits when loaded. */
function readLevelText(v: unknown, at: string): string {
  if (typeof v !== 'string') invalid(at, 'a string');
  return v;
}

function readHash(v: unknown, at: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff) invalid(at, 'an unsigned 32-bit integer');
  return v;
}

/** A real act's reference, as movie files record it (movies/formats/levelRef.ts). */
function readAct(v: unknown, at: string): MovieActRef {
  const r = readActRef(v);
  if (!r.ok) invalid(r.key === '' ? at : `${at}.${r.key}`, r.expected);
  return r.value;
}

function readUi(v: unknown, at: string): UiSettings {
  if (!isObject(v)) invalid(at, 'an object');
  // JSON.parse only produces JSON values, so the object is already plain JSON.
  return v as { [key: string]: JsonValue };
}

function readMovie(v: unknown, at: string, projectId: string): MovieRecord {
  if (!isObject(v)) invalid(at, 'an object');
  const record: MovieRecord = {
    id: readId(v.id, `${at}.id`),
    projectId,
    meta: readMeta(v.meta, `${at}.meta`),
    markers: readMarkers(v.markers, `${at}.markers`),
    checkpoints: readCheckpoints(v.checkpoints, `${at}.checkpoints`),
    inputs: readBytes(v.inputs, `${at}.inputs`, 'MAX_MOVIE_FRAMES'),
  };
  if (v.inputs2 !== undefined) record.inputs2 = readBytes(v.inputs2, `${at}.inputs2`, 'MAX_MOVIE_FRAMES');
  if (v.savestate !== undefined) record.savestate = readSavestate(v.savestate, `${at}.savestate`);
  return record;
}

function readMeta(v: unknown, at: string): MovieMeta {
  if (!isObject(v)) invalid(at, 'an object');
  const level = v.level;
  if (!isObject(level)) invalid(`${at}.level`, 'an object');
  const hash = level.hash;
  if (typeof hash !== 'number' || !Number.isInteger(hash) || hash < 0 || hash > 0xffffffff) invalid(`${at}.level.hash`, 'an unsigned 32-bit integer');
  if (!isProfileId(v.profile)) invalid(`${at}.profile`, 'a profile id');
  if (!isCharacterId(v.character)) invalid(`${at}.character`, 'a character id');
  const fixes = v.fixes;
  if (!Array.isArray(fixes)) invalid(`${at}.fixes`, 'an array of quirk ids');
  // A movie made on a real act keeps which act it was (files without the key read as before).
  const act = level.act === undefined ? undefined : readAct(level.act, `${at}.level.act`);
  return {
    level: act === undefined ? { name: readString(level.name, `${at}.level.name`), hash } : { name: readString(level.name, `${at}.level.name`), hash, act },
    profile: v.profile,
    character: v.character,
    fixes: fixes.map((f, i) => readString(f, `${at}.fixes[${i}]`)),
    author: readString(v.author, `${at}.author`),
    rerecords: readCount(v.rerecords, `${at}.rerecords`),
    created: readString(v.created, `${at}.created`),
    modified: readString(v.modified, `${at}.modified`),
    notes: readString(v.notes, `${at}.notes`),
    ...(v.partner !== undefined ? { partner: readPartner(v.partner, `${at}.partner`) } : {}),
    ...(readDropDash(v.dropDash, `${at}.dropDash`) ? { dropDash: true as const } : {}),
    ...(v.actStart !== undefined ? { actStart: readStart(v.actStart, `${at}.actStart`) } : {}),
  };
}

/** meta.actStart, as movie files store it (movies/formats/actStartRef.ts). */
function readStart(v: unknown, at: string): MovieActStart {
  const r = readActStart(v);
  if (!r.ok) invalid(r.key === '' ? at : `${at}.${r.key}`, r.expected);
  return r.value;
}

/** meta.dropDash: absent, true or false (false reads as absent: the drop dash off). */
function readDropDash(v: unknown, at: string): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') invalid(at, 'true or false');
  return v;
}

function readPartner(v: unknown, at: string): PartnerOptions {
  if (!isObject(v)) invalid(at, 'an object');
  if (!isCharacterId(v.character)) invalid(`${at}.character`, 'a character id');
  if (!(PARTNER_CONTROLS as readonly unknown[]).includes(v.control)) invalid(`${at}.control`, '"cpu" or "human"');
  return { character: v.character, control: v.control as PartnerOptions['control'] };
}

function readMarkers(v: unknown, at: string): MovieMarker[] {
  if (!Array.isArray(v)) invalid(at, 'an array');
  tooMany(v, at, 'MAX_MARKERS');
  return v.map((m, i) => {
    if (!isObject(m)) invalid(`${at}[${i}]`, 'an object');
    return { frame: readCount(m.frame, `${at}[${i}].frame`), text: readString(m.text, `${at}[${i}].text`) };
  });
}

function readCheckpoints(v: unknown, at: string): SyncCheckpoint[] {
  if (!Array.isArray(v)) invalid(at, 'an array');
  tooMany(v, at, 'MAX_CHECKPOINTS');
  return v.map((c, i) => {
    if (!isObject(c)) invalid(`${at}[${i}]`, 'an object');
    return { frame: readCount(c.frame, `${at}[${i}].frame`), hash: readString(c.hash, `${at}[${i}].hash`) };
  });
}

/** A savestate's bytes (a branch's, a movie's start): whole 32-bit words, the platform's order. */
function readSavestate(v: unknown, at: string): ArrayBuffer {
  const state = readBytes(v, at, 'MAX_SAVESTATE_BYTES');
  if (state.length % 4 !== 0) invalid(at, 'a whole number of 32-bit words');
  return littleEndianToInt32Buffer(state);
}

function readBranch(v: unknown, at: string): BranchRecord {
  if (!isObject(v)) invalid(at, 'an object');
  const savestate = readSavestate(v.savestate, `${at}.savestate`);
  return {
    id: readId(v.id, `${at}.id`),
    movieId: readId(v.movieId, `${at}.movieId`),
    parent: v.parent === null ? null : readId(v.parent, `${at}.parent`),
    name: readString(v.name, `${at}.name`),
    note: readString(v.note, `${at}.note`),
    frame: readCount(v.frame, `${at}.frame`),
    savestate,
    inputs: readBytes(v.inputs, `${at}.inputs`, 'MAX_MOVIE_FRAMES'),
    markers: readMarkers(v.markers, `${at}.markers`),
    time: readString(v.time, `${at}.time`),
    thumbnail: v.thumbnail === null ? null : readBytes(v.thumbnail, `${at}.thumbnail`, 'MAX_THUMBNAIL_BYTES'),
    // Added later: files written before branches kept their level and slot have neither.
    level: v.level === undefined || v.level === null ? null : readLevel(v.level, `${at}.level`),
    slot: v.slot === undefined || v.slot === null ? null : readSlot(v.slot, `${at}.slot`),
  };
}

function readSlot(v: unknown, at: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 9) invalid(at, 'a slot number 1..9 or null');
  return v;
}

/** A text field (names, notes, times): MAX_TEXT_FIELD_CHARS. */
function readString(v: unknown, at: string): string {
  if (typeof v !== 'string') invalid(at, 'a string');
  if (v.length > MAX_TEXT_FIELD_CHARS) throw FormatProblem.pastLimit('projectFileTooLong', 'MAX_TEXT_FIELD_CHARS', at, at);
  return v;
}

function readId(v: unknown, at: string): string {
  if (typeof v !== 'string' || v.length === 0) invalid(at, 'a non-empty id string');
  if (v.length > MAX_TEXT_FIELD_CHARS) throw FormatProblem.pastLimit('projectFileTooLong', 'MAX_TEXT_FIELD_CHARS', at, at);
  return v;
}

function tooMany(v: unknown[], at: string, limit: 'MAX_PROJECT_MOVIES' | 'MAX_PROJECT_BRANCHES' | 'MAX_PROJECT_LEVELS' | 'MAX_MARKERS' | 'MAX_CHECKPOINTS'): void {
  if (v.length > LIMITS[limit].value) throw FormatProblem.pastLimit('projectFileTooMany', limit, at, `The length of ${at} (${v.length})`);
}

function readCount(v: unknown, at: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) invalid(at, 'a non-negative integer');
  return v;
}

/** A base64 payload, its size checked against `limit` before it is decoded. */
function readBytes(v: unknown, at: string, limit: 'MAX_MOVIE_FRAMES' | 'MAX_SAVESTATE_BYTES' | 'MAX_THUMBNAIL_BYTES'): Uint8Array {
  if (typeof v !== 'string') invalid(at, 'a base64 string');
  if (v.length > Math.ceil(LIMITS[limit].value / 3) * 4) throw FormatProblem.pastLimit('projectFileTooLarge', limit, at, at);
  const bytes = base64ToBytes(v);
  if (bytes === null) throw new FileProblem('projectFileBase64', at, `${at} is not valid base64.`);
  return bytes;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// The stored savestate is the raw Int32Array buffer (platform order); the file is little-endian.
function int32BufferToLittleEndian(buffer: ArrayBuffer): Uint8Array {
  const words = new Int32Array(buffer);
  const out = new Uint8Array(words.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < words.length; i++) view.setInt32(i * 4, words[i], true);
  return out;
}

function littleEndianToInt32Buffer(bytes: Uint8Array): ArrayBuffer {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const words = new Int32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i++) words[i] = view.getInt32(i * 4, true);
  return words.buffer;
}
