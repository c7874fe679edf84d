/**
 * BizHawk movies, `.bk2`: a zip archive of text entries, as BizHawk's Bk2Movie writes them
 * (learned from TASEmulators/BizHawk: Bk2Movie.IO.cs, Bk2Movie.InputLog.cs,
 * Bk2LogEntryGenerator.cs, Bk2MnemonicLookup.cs, BinaryStateLump.cs, HeaderKeys.cs, and
 * GPGXControlConverter.cs for the Genesis controller definition):
 *
 *   Header.txt        one "Key Value" per line (first space separates); BizHawk keeps the first
 *                     of duplicate keys and ignores keys without a value.
 *   Comments.txt      one comment per line.
 *   Subtitles.txt     one subtitle per line (we write none).
 *   SyncSettings.json the core's sync settings, {"o":{"$type":..., ...}}.
 *   Input Log.txt     "[Input]", a "LogKey:" line, one line per frame, "[/Input]".
 *
 * The LogKey lists the controls in groups: "#" opens a group, "|" ends each button name. For
 * the Genplus-gx core with one 3-button pad it is
 *     LogKey:#Power|Reset|#P1 Up|P1 Down|P1 Left|P1 Right|P1 A|P1 B|P1 C|P1 Start|
 * and a frame line is "|" followed, per group, by one character per button and a "|":
 *     |..|..L..B..|      (Left + B held)
 * A button's character is its mnemonic (Power P, Reset r, Up U, Down D, Left L, Right R, A, B,
 * C, Start S, X, Y, Z, Mode M) when pressed, "." when not.
 *
 * Import reads columns by the file's own LogKey, so any button order, a 6-button pad or a
 * second player still imports: Up/Down/Left/Right/A/B/C/Start of player 1 map to our input
 * bits, those of player 2 to the second pad's track (Movie.inputs2, kept whenever the LogKey has
 * them), Power and Reset are dropped (with a warning if pressed), every other column is dropped
 * with one warning. A movie with a second pad track is written with both pads' groups. Axis (analog) controls are not supported: their columns are wider than one
 * character, so such a file fails the line-width check.
 *
 * Our own metadata travels in extra Header.txt keys prefixed "Subpixel" (values are JSON, so
 * any text survives one line), which BizHawk carries along untouched. With them a Subpixel
 * movie survives bk2 export and import losslessly (except line breaks in the author name, which
 * BizHawk's Author key cannot hold). A foreign bk2 takes level, profile, character and fixes
 * from the caller's defaults. `SubpixelPartner` (written only with a partner) carries meta.partner,
 * `SubpixelDropDash` (written only when on: `true`) meta.dropDash; read back, it must be `true`
 * or `false`. `SubpixelActStart` (written only when the movie has one) meta.actStart.
 *
 * Writing is deterministic: fixed entry order, CRLF lines as BizHawk writes on Windows, and a
 * fixed 1980-01-01 timestamp in the zip, so equal movies give equal bytes.
 */
import { PARTNER_CONTROLS, isCharacterId, isProfileId, type PartnerControl } from '../../engine/profiles/ids.ts';
import type { ProfileId } from '../../engine/profiles/ids.ts';
import type { Movie, MovieMarker, MovieMeta, SyncCheckpoint } from '../types.ts';
import { FormatProblem, failure, movieError } from './importResult.ts';
import type { ImportResult, MovieWarning } from './importResult.ts';
import { MAX_LINE_BYTES, MAX_LOG_LINES, MAX_MOVIE_FRAMES } from './limits.ts';
import { LineSplitter } from './lineSplitter.ts';
import { excerpt } from './excerpt.ts';
import { parseBoundedJsonValue } from './boundedJson.ts';
import { readZipDirectory, streamZipEntry } from './zipReader.ts';
import { EntryProblem, readBk2TextEntry as readTextEntry } from './bk2Entries.ts';
import type { ZipEntry } from './zipReader.ts';
import { readActRef, storedLevelRef } from './levelRef.ts';
import { readActStart, storedActStart } from './actStartRef.ts';
import { zipChunks } from './zipWriter.ts';
import { concatBytes } from './concatBytes.ts';

export const BK2_HEADER = 'Header.txt';
export const BK2_COMMENTS = 'Comments.txt';
export const BK2_SUBTITLES = 'Subtitles.txt';
export const BK2_SYNC_SETTINGS = 'SyncSettings.json';
export const BK2_INPUT_LOG = 'Input Log.txt';

/** BizHawk's control names for one Genesis 3-button pad, in its order, and our bit for each (`code`: the mnemonic's character code, for the writer's byte loop). */
const PAD_BUTTONS: readonly { readonly name: string; readonly mnemonic: string; readonly code: number; readonly bit: number }[] = [
  { name: 'Up', mnemonic: 'U', code: 0x55, bit: 0x01 },
  { name: 'Down', mnemonic: 'D', code: 0x44, bit: 0x02 },
  { name: 'Left', mnemonic: 'L', code: 0x4c, bit: 0x04 },
  { name: 'Right', mnemonic: 'R', code: 0x52, bit: 0x08 },
  { name: 'A', mnemonic: 'A', code: 0x41, bit: 0x10 },
  { name: 'B', mnemonic: 'B', code: 0x42, bit: 0x20 },
  { name: 'C', mnemonic: 'C', code: 0x43, bit: 0x40 },
  { name: 'Start', mnemonic: 'S', code: 0x53, bit: 0x80 },
];
const CONSOLE_BUTTONS = ['Power', 'Reset'];
export const GENESIS_3BUTTON_LOG_KEY = `LogKey:#${CONSOLE_BUTTONS.join('|')}|#${PAD_BUTTONS.map((b) => `P1 ${b.name}`).join('|')}|`;
/** The same with the second 3-button pad (a movie with a second pad track). */
export const GENESIS_2PAD_LOG_KEY = `${GENESIS_3BUTTON_LOG_KEY}#${PAD_BUTTONS.map((b) => `P2 ${b.name}`).join('|')}|`;

/** BizHawk's GameName for each profile's game (informative: BizHawk matches ROMs by hash). */
const GAME_NAMES: Readonly<Record<ProfileId, string>> = {
  s1: 'Sonic The Hedgehog',
  s2: 'Sonic The Hedgehog 2',
  s3k: 'Sonic & Knuckles + Sonic The Hedgehog 3',
  cd: 'Sonic CD',
};

/** The Genplus-gx sync settings for a 3-button pad; missing properties keep BizHawk's defaults. */
const SYNC_SETTINGS = '{"o":{"$type":"BizHawk.Emulation.Cores.Consoles.Sega.gpgx.GPGX+GPGXSyncSettings, BizHawk.Emulation.Cores","UseSixButton":false}}';

const CRLF = '\r\n';

export interface Bk2WriteOptions {
  /** The ROM's SHA-1 as BizHawk reports it; written as the SHA1 key when given. */
  readonly sha1?: string;
  readonly gameName?: string;
}

export function writeBk2(movie: Movie, options: Bk2WriteOptions = {}): Uint8Array {
  return concatBytes(bk2Chunks(movie, options));
}

/**
 * The .bk2 as chunks, in the order of the file (zipWriter.ts): the input log is produced and
 * deflated a few thousand frames at a time, so writing a 10,000,000-frame movie holds its
 * compressed bytes but never its 150-240 MB of text.
 */
export function bk2Chunks(movie: Movie, options: Bk2WriteOptions = {}): Generator<Uint8Array> {
  const m = movie.meta;
  const header: [string, string][] = [
    ['MovieVersion', 'BizHawk v2.0.0'],
    ['emuVersion', 'Subpixel'],
    ['Platform', 'GEN'],
    ['GameName', oneLine(options.gameName ?? GAME_NAMES[m.profile])],
  ];
  if (options.sha1 !== undefined) header.push(['SHA1', oneLine(options.sha1)]);
  header.push(
    ['Core', 'Genplus-gx'],
    ['rerecordCount', String(m.rerecords)],
    ['Author', oneLine(m.author)],
    ['StartsFromSavestate', 'False'],
    ['PAL', 'False'],
    ['SubpixelFormat', '1'],
    ['SubpixelLevel', JSON.stringify(storedLevelRef(m.level))],
    ['SubpixelProfile', JSON.stringify(m.profile)],
    ['SubpixelCharacter', JSON.stringify(m.character)],
    ['SubpixelFixes', JSON.stringify(m.fixes)],
    ['SubpixelCreated', JSON.stringify(m.created)],
    ['SubpixelModified', JSON.stringify(m.modified)],
    ['SubpixelNotes', JSON.stringify(m.notes)],
    ['SubpixelMarkers', JSON.stringify(movie.markers.map((k) => ({ frame: k.frame, text: k.text })))],
    ['SubpixelCheckpoints', JSON.stringify(movie.checkpoints.map((c) => ({ frame: c.frame, hash: c.hash })))],
  );
  if (m.partner !== undefined) header.push(['SubpixelPartner', JSON.stringify({ character: m.partner.character, control: m.partner.control })]);
  if (m.dropDash === true) header.push(['SubpixelDropDash', 'true']);
  if (m.actStart !== undefined) header.push(['SubpixelActStart', JSON.stringify(storedActStart(m.actStart))]);
  const comments = m.notes.split(/\r?\n/).filter((l) => l.trim() !== '');
  const enc = new TextEncoder();
  const text = (lines: string[]) => [enc.encode(lines.map((l) => l + CRLF).join(''))];
  return zipChunks([
    { name: BK2_HEADER, data: text(header.map(([k, v]) => `${k} ${v}`)), level: 6 },
    { name: BK2_COMMENTS, data: text(comments), level: 6 },
    { name: BK2_SUBTITLES, data: text([]), level: 6 },
    { name: BK2_SYNC_SETTINGS, data: text([SYNC_SETTINGS]), level: 6 },
    { name: BK2_INPUT_LOG, data: inputLogChunks(movie.inputs, movie.inputs2), level: INPUT_LOG_LEVEL },
  ]);
}

/**
 * The input log's DEFLATE level. Measured on 1 M frames (fflate): held buttons (runs of ~30
 * frames) deflate to 208 kB in 0.18 s at level 3 and 196 kB in 0.37 s at level 6; a different
 * input every frame, the worst case, to 2.1 MB in 1.8 s at 3 and 1.8 MB in 7.1 s at 6, so the
 * 10,000,000-frame limit takes a few seconds instead of a minute for 6% more bytes.
 */
const INPUT_LOG_LEVEL = 3;

/** Frames per piece of the input log handed to the deflater (a piece is at most 96 kB). */
const LOG_PIECE_FRAMES = 4096;

/** "[Input]", the LogKey, one "|..|UDLRABCS|" line per frame (a second pad's group with one), "[/Input]", CRLF each. */
function* inputLogChunks(inputs: Uint8Array, inputs2: Uint8Array | undefined): Generator<Uint8Array> {
  const enc = new TextEncoder();
  yield enc.encode(`[Input]${CRLF}${inputs2 === undefined ? GENESIS_3BUTTON_LOG_KEY : GENESIS_2PAD_LOG_KEY}${CRLF}`);
  const groups = inputs2 === undefined ? 1 : 2;
  const width = 4 + groups * (PAD_BUTTONS.length + 1) + 2; // "|..|", per pad its buttons and "|", CRLF
  const piece = new Uint8Array(LOG_PIECE_FRAMES * width);
  for (let start = 0; start < inputs.length; start += LOG_PIECE_FRAMES) {
    const end = Math.min(inputs.length, start + LOG_PIECE_FRAMES);
    let p = 0;
    for (let f = start; f < end; f++) {
      piece[p++] = PIPE;
      piece[p++] = DOT;
      piece[p++] = DOT;
      piece[p++] = PIPE;
      p = padColumns(piece, p, inputs[f]);
      if (inputs2 !== undefined) p = padColumns(piece, p, f < inputs2.length ? inputs2[f] : 0);
      piece[p++] = 0x0d;
      piece[p++] = 0x0a;
    }
    yield piece.slice(0, p);
  }
  yield enc.encode(`[/Input]${CRLF}`);
}

/** One pad's buttons (mnemonic when held, "." when not) and the group's closing "|". */
function padColumns(out: Uint8Array, p: number, input: number): number {
  for (const b of PAD_BUTTONS) out[p++] = input & b.bit ? b.code : DOT;
  out[p++] = PIPE;
  return p;
}

/** Imports a .bk2. Never throws; `defaults` fills what a foreign movie lacks. */
export function readBk2(bytes: Uint8Array, file: string, defaults: MovieMeta): ImportResult<Movie> {
  const directory = readZipDirectory(bytes, file);
  if (!directory.ok) return directory;
  const entries = directory.value;
  const warnings: MovieWarning[] = [];
  try {
    const inputLogEntry = findEntry(entries, BK2_INPUT_LOG);
    if (inputLogEntry === undefined) {
      return failure('bk2MissingInputLog', file, BK2_INPUT_LOG, `The archive has no "${BK2_INPUT_LOG}", so it holds no inputs.`);
    }
    const headerLines = readTextEntry(bytes, entries, BK2_HEADER, file);
    const header = parseHeader(headerLines ?? []);
    const commentLines = readTextEntry(bytes, entries, BK2_COMMENTS, file) ?? [];

    const platform = header.get('Platform');
    if (platform !== undefined && platform.value !== 'GEN') {
      throw new FormatProblem('bk2Platform', `${BK2_HEADER} line ${platform.line}`, `This movie is for platform "${excerpt(platform.value)}"; Subpixel imports Genesis (GEN) movies only.`);
    }
    const savestate = header.get('StartsFromSavestate');
    if (savestate !== undefined && savestate.value.toLowerCase() === 'true') {
      warnings.push(movieError('bk2StartsFromSavestate', file, `${BK2_HEADER} line ${savestate.line}`, 'The movie starts from a savestate; Subpixel replays it from the level start instead.'));
    }

    const { inputs, inputs2 } = readInputLog(bytes, inputLogEntry, file, warnings);
    const notesFromComments = commentLines.filter((l) => l.trim() !== '').join('\n');
    const meta = header.has('SubpixelFormat') ? readSubpixelMeta(header) : foreignMeta(header, defaults, notesFromComments);
    const markers = header.has('SubpixelFormat') ? readMarkers(header) : [];
    const checkpoints = header.has('SubpixelFormat') ? readCheckpoints(header) : [];
    const movie: Movie = { meta, inputs, markers, checkpoints };
    if (inputs2 !== null) movie.inputs2 = inputs2;
    return { ok: true, value: movie, warnings };
  } catch (e) {
    if (e instanceof FormatProblem) return { ok: false, error: e.toError(file) };
    if (e instanceof EntryProblem) return { ok: false, error: e.error };
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------
// Entries

function findEntry(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  return entries.find((e) => e.name === name);
}

// ---------------------------------------------------------------------------------------------
// Header.txt

interface HeaderValue {
  readonly value: string;
  /** 1-based line in Header.txt, for error positions. */
  readonly line: number;
}

function parseHeader(lines: readonly string[]): Map<string, HeaderValue> {
  const header = new Map<string, HeaderValue>();
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const space = line.indexOf(' ');
    const key = space < 0 ? line : line.slice(0, space);
    const value = space < 0 ? '' : line.slice(space + 1);
    if (!header.has(key)) header.set(key, { value, line: i + 1 }); // BizHawk keeps the first
  });
  return header;
}

function foreignMeta(header: Map<string, HeaderValue>, defaults: MovieMeta, notes: string): MovieMeta {
  const rerecords = header.get('rerecordCount');
  const parsedRerecords = rerecords !== undefined && /^\d{1,15}$/.test(rerecords.value.trim()) ? Number(rerecords.value.trim()) : defaults.rerecords;
  return {
    ...defaults,
    level: { ...defaults.level },
    fixes: [...defaults.fixes],
    author: header.get('Author')?.value ?? defaults.author,
    rerecords: parsedRerecords,
    notes: notes === '' ? defaults.notes : notes,
  };
}

function readSubpixelMeta(header: Map<string, HeaderValue>): MovieMeta {
  const format = header.get('SubpixelFormat')!;
  if (format.value !== '1') {
    throw new FormatProblem('bk2SubpixelVersion', `${BK2_HEADER} line ${format.line}`, `SubpixelFormat ${excerpt(format.value)} was written by a newer Subpixel; this version reads 1.`);
  }
  const level = subpixelJson(header, 'SubpixelLevel');
  const levelValue = level.value as { name?: unknown; hash?: unknown; act?: unknown } | null;
  if (typeof levelValue !== 'object' || levelValue === null || typeof levelValue.name !== 'string' || typeof levelValue.hash !== 'number' || !Number.isInteger(levelValue.hash) || levelValue.hash < 0 || levelValue.hash > 0xffffffff) {
    throw badKey(level, 'SubpixelLevel', '{"name": text, "hash": unsigned 32-bit integer}');
  }
  const levelRef: MovieMeta['level'] = { name: levelValue.name, hash: levelValue.hash };
  if (levelValue.act !== undefined) {
    const act = readActRef(levelValue.act);
    if (!act.ok) throw badKey(level, `SubpixelLevel.act${act.key === '' ? '' : `.${act.key}`}`, act.expected);
    levelRef.act = act.value;
  }
  const profile = subpixelJson(header, 'SubpixelProfile');
  if (!isProfileId(profile.value)) throw badKey(profile, 'SubpixelProfile', 'one of "s1", "s2", "s3k", "cd"');
  const character = subpixelJson(header, 'SubpixelCharacter');
  if (!isCharacterId(character.value)) throw badKey(character, 'SubpixelCharacter', 'one of "sonic", "tails", "knuckles"');
  const fixes = subpixelJson(header, 'SubpixelFixes');
  if (!Array.isArray(fixes.value) || !fixes.value.every((f) => typeof f === 'string')) throw badKey(fixes, 'SubpixelFixes', 'an array of quirk ids');
  const rerecords = header.get('rerecordCount');
  if (rerecords === undefined || !/^\d{1,15}$/.test(rerecords.value)) {
    throw new FormatProblem('bk2Header', rerecords === undefined ? BK2_HEADER : `${BK2_HEADER} line ${rerecords.line}`, 'rerecordCount should be a whole number.');
  }
  const meta: MovieMeta = {
    level: levelRef,
    profile: profile.value,
    character: character.value,
    fixes: fixes.value as string[],
    author: header.get('Author')?.value ?? '',
    rerecords: Number(rerecords.value),
    created: subpixelString(header, 'SubpixelCreated'),
    modified: subpixelString(header, 'SubpixelModified'),
    notes: subpixelString(header, 'SubpixelNotes'),
  };
  if (header.has('SubpixelPartner')) {
    const partner = subpixelJson(header, 'SubpixelPartner');
    const v = partner.value as { character?: unknown; control?: unknown } | null;
    if (typeof v !== 'object' || v === null || !isCharacterId(v.character) || !(PARTNER_CONTROLS as readonly unknown[]).includes(v.control)) {
      throw badKey(partner, 'SubpixelPartner', '{"character": "sonic" | "tails" | "knuckles", "control": "cpu" | "human"}');
    }
    meta.partner = { character: v.character, control: v.control as PartnerControl };
  }
  if (header.has('SubpixelDropDash')) {
    const dropDash = subpixelJson(header, 'SubpixelDropDash');
    if (typeof dropDash.value !== 'boolean') throw badKey(dropDash, 'SubpixelDropDash', 'true or false');
    if (dropDash.value) meta.dropDash = true;
  }
  if (header.has('SubpixelActStart')) {
    const stored = subpixelJson(header, 'SubpixelActStart');
    const start = readActStart(stored.value);
    if (!start.ok) throw badKey(stored, 'SubpixelActStart', `{"route", "vblank"}: ${start.key === '' ? '' : `${start.key} must be `}${start.expected}`);
    meta.actStart = start.value;
  }
  return meta;
}

function readMarkers(header: Map<string, HeaderValue>): MovieMarker[] {
  const markers = subpixelJson(header, 'SubpixelMarkers');
  if (!Array.isArray(markers.value)) throw badKey(markers, 'SubpixelMarkers', 'an array of {"frame", "text"}');
  return markers.value.map((k: unknown) => {
    const o = k as { frame?: unknown; text?: unknown } | null;
    if (typeof o !== 'object' || o === null || !isFrame(o.frame) || typeof o.text !== 'string') throw badKey(markers, 'SubpixelMarkers', 'an array of {"frame", "text"}');
    return { frame: o.frame, text: o.text };
  });
}

function readCheckpoints(header: Map<string, HeaderValue>): SyncCheckpoint[] {
  const checkpoints = subpixelJson(header, 'SubpixelCheckpoints');
  if (!Array.isArray(checkpoints.value)) throw badKey(checkpoints, 'SubpixelCheckpoints', 'an array of {"frame", "hash"}');
  return checkpoints.value.map((c: unknown) => {
    const o = c as { frame?: unknown; hash?: unknown } | null;
    if (typeof o !== 'object' || o === null || !isFrame(o.frame) || typeof o.hash !== 'string') throw badKey(checkpoints, 'SubpixelCheckpoints', 'an array of {"frame", "hash"}');
    return { frame: o.frame, hash: o.hash };
  });
}

function isFrame(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_MOVIE_FRAMES;
}

function subpixelJson(header: Map<string, HeaderValue>, key: string): { value: unknown; line: number } {
  const entry = header.get(key);
  if (entry === undefined) throw new FormatProblem('bk2Header', BK2_HEADER, `${BK2_HEADER} has SubpixelFormat but no ${key}.`);
  const where = `${BK2_HEADER} line ${entry.line}`;
  try {
    return { value: parseBoundedJsonValue(entry.value, 'bk2Header', where), line: entry.line };
  } catch (e) {
    if (e instanceof FormatProblem) throw e;
    throw new FormatProblem('bk2Header', where, `${key} should hold a JSON value.`);
  }
}

function subpixelString(header: Map<string, HeaderValue>, key: string): string {
  const v = subpixelJson(header, key);
  if (typeof v.value !== 'string') throw badKey(v, key, 'a JSON string');
  return v.value;
}

function badKey(v: { line: number }, key: string, expected: string): FormatProblem {
  return new FormatProblem('bk2Header', `${BK2_HEADER} line ${v.line}`, `${key} should be ${expected}.`);
}

function oneLine(s: string): string {
  return s.replace(/[\r\n]+/g, ' ');
}

// ---------------------------------------------------------------------------------------------
// Input Log.txt

interface Column {
  readonly name: string;
  /** Our input bit, 0 for a column we drop. */
  readonly bit: number;
  /** The pad: 1, or 2 for the second pad (the partner's track). */
  readonly player: 1 | 2;
  /** The character meaning "pressed" for a mapped column. */
  readonly mnemonic: string;
}

interface LogKey {
  readonly groups: readonly (readonly Column[])[];
  /** Total frame-line length: "|" + per group its buttons and a "|". */
  readonly width: number;
  /** Per position of a frame line: the column there, or null for a "|" separator. */
  readonly layout: readonly (Column | null)[];
}

function parseLogKey(text: string, where: string): LogKey {
  const body = text.slice('LogKey:'.length);
  if (!body.startsWith('#')) throw new FormatProblem('bk2LogKey', where, 'The LogKey should start with "#" (e.g. "LogKey:#Power|Reset|#P1 Up|…|").');
  const groups: Column[][] = [];
  for (const group of body.slice(1).split('#')) {
    if (group === '') continue; // BizHawk skips empty groups
    if (!group.endsWith('|')) throw new FormatProblem('bk2LogKey', where, `LogKey group "${excerpt(group)}" should end with "|".`);
    const names = group.slice(0, -1).split('|');
    groups.push(names.map((name) => {
      if (name.trim() === '') throw new FormatProblem('bk2LogKey', where, 'The LogKey has an empty button name.');
      return column(name);
    }));
  }
  if (groups.length === 0) throw new FormatProblem('bk2LogKey', where, 'The LogKey lists no buttons.');
  const layout: (Column | null)[] = [null];
  for (const g of groups) layout.push(...g, null);
  return { groups, width: layout.length, layout };
}

function column(name: string): Column {
  // "P1 Up" is player 1's Up; a bare "Up" (single-pad definitions) is too; "P2 Up" the second pad's.
  const player = name.startsWith('P2 ') ? 2 : 1;
  const bare = name.startsWith('P1 ') || name.startsWith('P2 ') ? name.slice(3) : name;
  const pad = PAD_BUTTONS.find((b) => b.name === bare);
  return pad === undefined ? { name, bit: 0, mnemonic: '', player } : { name, bit: pad.bit, mnemonic: pad.mnemonic, player };
}

const PIPE = 0x7c;
const DOT = 0x2e;

/**
 * Reads Input Log.txt line by line while it inflates (lineSplitter.ts): the log is never held
 * whole, lines past MAX_LINE_BYTES or a log past MAX_LOG_LINES are refused as soon as they are
 * met, and frames past MAX_MOVIE_FRAMES before they are stored.
 */
function readInputLog(bytes: Uint8Array, entry: ZipEntry, file: string, warnings: MovieWarning[]): { inputs: Uint8Array; inputs2: Uint8Array | null } {
  const log = new InputLogReader(file, warnings);
  const lines = new LineSplitter(
    {
      maxLineBytes: MAX_LINE_BYTES,
      maxLines: MAX_LOG_LINES,
      onLimit: (which, lineNo) => {
        const where = `${BK2_INPUT_LOG} line ${lineNo}`;
        throw which === 'lines'
          ? FormatProblem.pastLimit('bk2TooManyLines', 'MAX_LOG_LINES', where, 'The input log')
          : FormatProblem.pastLimit('bk2LineTooLong', 'MAX_LINE_BYTES', where, where);
      },
    },
    (line, lineNo) => log.line(line, lineNo),
  );
  const r = streamZipEntry(bytes, entry, file, (chunk) => lines.push(chunk));
  if (!r.ok) throw new EntryProblem(r.error);
  lines.end();
  return log.finish();
}

/** The input log's lines, one at a time: the LogKey, then frame lines into growing buffers (player 1's, the second pad's). */
class InputLogReader {
  private key: LogKey | null = null;
  private keyLine = 0;
  private out = new Uint8Array(4096);
  private out2 = new Uint8Array(4096);
  private frames = 0;
  private powerResetWarned = false;
  private readonly text = new TextDecoder('utf-8');

  constructor(
    private readonly file: string,
    private readonly warnings: MovieWarning[],
  ) {}

  line(line: Uint8Array, lineNo: number): void {
    if (line.length === 0) return; // blank lines are skipped (and cost nothing)
    const where = `${BK2_INPUT_LOG} line ${lineNo}`;
    if (line[0] !== PIPE) {
      // Not a frame line: the few others are short text ([Input], LogKey, blank lines).
      const text = this.text.decode(line);
      const trimmed = text.trim();
      if (trimmed === '' || trimmed === '[Input]' || trimmed === '[/Input]') return;
      if (text.startsWith('LogKey:')) {
        if (this.key !== null || this.frames > 0) throw new FormatProblem('bk2LogKey', where, 'A second LogKey, or a LogKey after frame lines.');
        this.key = parseLogKey(text, where);
        this.keyLine = lineNo;
        return;
      }
      throw new FormatProblem('bk2BadLine', where, `${where} is neither a LogKey nor a frame line (frame lines start with "|").`);
    }
    if (this.key === null) {
      // Old files may lack the LogKey; BizHawk then assumes the core's own layout.
      this.key = parseLogKey(GENESIS_3BUTTON_LOG_KEY, where);
      this.warnings.push(movieError('bk2NoLogKey', this.file, where, 'The input log has no LogKey; assumed the Genesis 3-button layout.'));
    }
    const key = this.key;
    if (line.length !== key.width) {
      throw new FormatProblem('bk2LineWidth', where, `${where} is ${line.length} characters wide; the LogKey needs ${key.width}.`);
    }
    if (this.frames >= MAX_MOVIE_FRAMES) throw FormatProblem.pastLimit('bk2TooLong', 'MAX_MOVIE_FRAMES', where, 'The movie');
    let input = 0;
    let input2 = 0;
    for (let p = 1; p < key.width; p++) {
      const ch = line[p];
      const col = key.layout[p];
      if (col === null) {
        if (ch !== PIPE) throw new FormatProblem('bk2LineWidth', where, `${where} does not match the LogKey's groups.`);
        continue;
      }
      if (ch === PIPE) throw new FormatProblem('bk2LineWidth', where, `${where} has a "|" where the LogKey has "${excerpt(col.name)}".`);
      if (col.bit !== 0) {
        if (ch === col.mnemonic.charCodeAt(0)) {
          if (col.player === 1) input |= col.bit;
          else input2 |= col.bit;
        }
        else if (ch !== DOT) throw new FormatProblem('bk2BadButton', where, `${where}: ${shownByte(ch)} in the "${excerpt(col.name)}" column should be "${col.mnemonic}" or ".".`);
      } else if (ch !== DOT && !this.powerResetWarned && CONSOLE_BUTTONS.includes(col.name)) {
        this.powerResetWarned = true;
        this.warnings.push(movieError('bk2PowerReset', this.file, where, `${col.name} is pressed here; Subpixel ignores console buttons.`));
      }
    }
    if (this.frames === this.out.length) {
      this.out = grow(this.out);
      this.out2 = grow(this.out2);
    }
    this.out2[this.frames] = input2;
    this.out[this.frames++] = input;
  }

  finish(): { inputs: Uint8Array; inputs2: Uint8Array | null } {
    const key = this.key;
    if (key !== null) {
      const dropped = key.groups.flat().filter((c) => c.bit === 0 && !CONSOLE_BUTTONS.includes(c.name)).map((c) => c.name);
      if (dropped.length > 0) {
        const where = `${BK2_INPUT_LOG} line ${this.keyLine === 0 ? 1 : this.keyLine}`;
        this.warnings.push(movieError('bk2UnknownButtons', this.file, where, `Ignored columns Subpixel does not use: ${dropped.join(', ')}.`));
      }
    }
    // The second pad's track only when the LogKey has P2 buttons (null: a one-player movie).
    const hasP2 = key !== null && key.groups.flat().some((c) => c.player === 2 && c.bit !== 0);
    return { inputs: this.out.slice(0, this.frames), inputs2: hasP2 ? this.out2.slice(0, this.frames) : null };
  }
}

/** A byte of a frame line as an error shows it: the character in quotes, or its hex code. */
function shownByte(b: number): string {
  return b >= 0x20 && b < 0x7f ? `"${String.fromCharCode(b)}"` : `byte 0x${b.toString(16).padStart(2, '0')}`;
}

function grow(a: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const grown = new Uint8Array(Math.min(a.length * 2, MAX_MOVIE_FRAMES));
  grown.set(a);
  return grown;
}
