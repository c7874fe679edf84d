/**
 * Reads a BizHawk movie of the real game (bizhawkGpgx.ts says what BizHawk writes): a Genesis
 * movie on the Genplus-gx core from power-on, one input-log line per emulator frame. Never
 * throws: a file that is not one comes back as one MovieError naming the file, the place in it
 * (`Header.txt line 3`, `Input Log.txt line 812`) and why.
 *
 * The input log is read by its own LogKey (BizHawk parses it so too: Bk2Controller.cs builds
 * its definition from the LogKey), line by line while it inflates. Player 1's Up Down Left
 * Right A B C Start become the engine's input byte. What the real-game bridge cannot play is
 * refused where it is first pressed: Power or Reset (the console restarting mid-movie), any
 * button of player 2 (the bridge drives pad 1), X Y Z Mode of a 6-button pad. Columns that are
 * never pressed are fine, so a 6-button or one-pad movie reads.
 *
 * Refused as BizHawk would refuse or could not replay here: no `Platform GEN` (BizHawk does not
 * load a Genesis movie without it), another core than `Genplus-gx`, a movie that starts from a
 * savestate or from save RAM, sync settings that change the console's timing (a forced region,
 * a forced VDP mode, the BIOS), and an input log with no frame at all.
 */
import type { MovieError, Result } from '../../movies/types.ts';
import { FormatProblem } from '../../movies/formats/importResult.ts';
import { excerpt } from '../../movies/formats/excerpt.ts';
import { LineSplitter } from '../../movies/formats/lineSplitter.ts';
import { MAX_LINE_BYTES, MAX_LOG_LINES, MAX_MOVIE_FRAMES } from '../../movies/formats/limits.ts';
import { readZipDirectory, streamZipEntry, type ZipEntry } from '../../movies/formats/zipReader.ts';
import { EntryProblem, readBk2TextEntry } from '../../movies/formats/bk2Entries.ts';
import { CONSOLE_BUTTONS, CORE_GPGX, LUMP_COMMENTS, LUMP_HEADER, LUMP_INPUT_LOG, LUMP_SYNC_SETTINGS, PAD3_BUTTONS, PLATFORM_GEN } from './bizhawkGpgx.ts';

export interface HeaderValue {
  readonly value: string;
  /** 1-based line in Header.txt. */
  readonly line: number;
}

export interface RealBk2File {
  /** Header.txt's keys (the first of duplicates, as BizHawk keeps them). */
  readonly header: ReadonlyMap<string, HeaderValue>;
  readonly comments: readonly string[];
  /** SyncSettings.json's settings object (`o`), or null when the movie has none. */
  readonly syncSettings: Readonly<Record<string, unknown>> | null;
  /** Player 1's pad for each emulator frame from power-on (engine input byte). */
  readonly pads: Uint8Array;
}

/** Sync settings whose value here is not the libretro core's: the console would run other frames. */
const TIMING_SETTINGS: readonly { readonly key: string; readonly expected: unknown; readonly what: string }[] = [
  { key: 'Region', expected: 0, what: 'the region autodetected (Region 0)' },
  { key: 'ForceVDP', expected: 0, what: 'no forced VDP mode (ForceVDP 0)' },
  { key: 'LoadBIOS', expected: false, what: 'no BIOS (LoadBIOS false)' },
];

export function readRealBk2(bytes: Uint8Array, file: string): Result<RealBk2File> {
  const directory = readZipDirectory(bytes, file);
  if (!directory.ok) return directory;
  const entries = directory.value;
  try {
    const header = parseHeader(readBk2TextEntry(bytes, entries, LUMP_HEADER, file) ?? []);
    checkHeader(header);
    const comments = (readBk2TextEntry(bytes, entries, LUMP_COMMENTS, file) ?? []).filter((l) => l.trim() !== '');
    const syncSettings = readSyncSettings(readBk2TextEntry(bytes, entries, LUMP_SYNC_SETTINGS, file));
    const log = entries.find((e) => e.name === LUMP_INPUT_LOG);
    if (log === undefined) throw new FormatProblem('realBk2NoInputLog', 'file', `The archive has no "${LUMP_INPUT_LOG}": it is not a BizHawk movie.`);
    const pads = readInputLog(bytes, log, file);
    return { ok: true, value: { header, comments, syncSettings, pads } };
  } catch (e) {
    if (e instanceof FormatProblem) return { ok: false, error: e.toError(file) };
    if (e instanceof EntryProblem) return { ok: false, error: e.error };
    throw e;
  }
}

function parseHeader(lines: readonly string[]): Map<string, HeaderValue> {
  const header = new Map<string, HeaderValue>();
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const space = line.indexOf(' ');
    const key = space < 0 ? line : line.slice(0, space);
    if (!header.has(key)) header.set(key, { value: space < 0 ? '' : line.slice(space + 1), line: i + 1 });
  });
  return header;
}

function at(v: HeaderValue): string {
  return `${LUMP_HEADER} line ${v.line}`;
}

function checkHeader(header: ReadonlyMap<string, HeaderValue>): void {
  const platform = header.get('Platform');
  if (platform === undefined) throw new FormatProblem('realBk2Platform', LUMP_HEADER, `${LUMP_HEADER} has no Platform: BizHawk loads a Genesis movie only with "Platform ${PLATFORM_GEN}".`);
  if (platform.value.trim() !== PLATFORM_GEN) throw new FormatProblem('realBk2Platform', at(platform), `the movie is for platform "${excerpt(platform.value)}", not the Genesis (${PLATFORM_GEN}).`);
  const core = header.get('Core');
  if (core === undefined) throw new FormatProblem('realBk2Core', LUMP_HEADER, `${LUMP_HEADER} has no Core: the real game is BizHawk's "${CORE_GPGX}" core (Genesis Plus GX).`);
  if (core.value.trim() !== CORE_GPGX) throw new FormatProblem('realBk2Core', at(core), `the movie was recorded on BizHawk's "${excerpt(core.value)}" core, not "${CORE_GPGX}" (Genesis Plus GX, the core the real game runs here).`);
  for (const key of ['StartsFromSavestate', 'StartsFromSaveRam']) {
    const v = header.get(key);
    if (v !== undefined && v.value.trim().toLowerCase() === 'true') {
      throw new FormatProblem('realBk2NotFromPowerOn', at(v), `the movie starts from ${key === 'StartsFromSavestate' ? 'a savestate' : 'save RAM'}; the real game plays movies from power-on only.`);
    }
  }
  const rerecords = header.get('rerecordCount');
  if (rerecords !== undefined && !/^\d{1,15}$/.test(rerecords.value.trim())) {
    throw new FormatProblem('realBk2Header', at(rerecords), `rerecordCount "${excerpt(rerecords.value)}" is not a whole number.`);
  }
}

function readSyncSettings(lines: string[] | null): Record<string, unknown> | null {
  if (lines === null) return null;
  // BizHawk keeps the last non-blank line (Bk2Movie.IO.cs LoadBk2Fields).
  const line = [...lines].reverse().find((l) => l.trim() !== '');
  if (line === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new FormatProblem('realBk2SyncSettings', LUMP_SYNC_SETTINGS, `${LUMP_SYNC_SETTINGS} is not JSON.`);
  }
  const o = typeof parsed === 'object' && parsed !== null ? (parsed as { o?: unknown }).o : undefined;
  if (typeof o !== 'object' || o === null || Array.isArray(o)) throw new FormatProblem('realBk2SyncSettings', LUMP_SYNC_SETTINGS, `${LUMP_SYNC_SETTINGS} has no settings object ("o").`);
  const settings = o as Record<string, unknown>;
  for (const t of TIMING_SETTINGS) {
    if (t.key in settings && settings[t.key] !== t.expected) {
      throw new FormatProblem('realBk2SyncSettings', LUMP_SYNC_SETTINGS, `${t.key} is ${excerpt(JSON.stringify(settings[t.key]))}: the libretro core runs the console with ${t.what}, so it would play other frames.`);
    }
  }
  return settings;
}

/** A column of the LogKey: our bit for player 1's pad buttons, else what pressing it means. */
interface Column {
  readonly name: string;
  readonly bit: number;
  /** Why a press in this column is refused, or null for player 1's pad buttons. */
  readonly refusal: string | null;
}

function column(name: string): Column {
  const pad = name.startsWith('P1 ') ? PAD3_BUTTONS.find((b) => `P1 ${b.name}` === name) : undefined;
  if (pad !== undefined) return { name, bit: pad.bit, refusal: null };
  if (CONSOLE_BUTTONS.some((b) => b.name === name)) return { name, bit: 0, refusal: `${name} is pressed: the console restarts there, which the real-game bridge does not play` };
  if (name.startsWith('P2 ')) return { name, bit: 0, refusal: `${name} is pressed: the real-game bridge drives pad 1 only` };
  return { name, bit: 0, refusal: `${name} is pressed: the real-game bridge plays a 3-button pad (Up Down Left Right A B C Start)` };
}

function readInputLog(bytes: Uint8Array, entry: ZipEntry, file: string): Uint8Array {
  let layout: (Column | null)[] | null = null;
  let out = new Uint8Array(4096);
  let frames = 0;
  const text = new TextDecoder('utf-8');
  const splitter = new LineSplitter(
    {
      maxLineBytes: MAX_LINE_BYTES,
      maxLines: MAX_LOG_LINES,
      onLimit: (which, lineNo) => {
        const where = `${LUMP_INPUT_LOG} line ${lineNo}`;
        throw which === 'lines' ? FormatProblem.pastLimit('bk2TooManyLines', 'MAX_LOG_LINES', where, 'The input log') : FormatProblem.pastLimit('bk2LineTooLong', 'MAX_LINE_BYTES', where, where);
      },
    },
    (line, lineNo) => {
      const where = `${LUMP_INPUT_LOG} line ${lineNo}`;
      if (line.length === 0) return;
      if (line[0] !== 0x7c) {
        const s = text.decode(line).trim();
        if (s === '' || s === '[Input]' || s === '[/Input]') return;
        if (s.startsWith('LogKey:')) {
          if (layout !== null) throw new FormatProblem('realBk2LogKey', where, 'a second LogKey.');
          layout = parseLogKey(s, where);
          return;
        }
        throw new FormatProblem('realBk2BadLine', where, `"${excerpt(s)}" is neither the LogKey nor a frame line (frame lines start with "|").`);
      }
      if (layout === null) throw new FormatProblem('realBk2LogKey', where, 'a frame line before the LogKey: the columns are unknown.');
      if (line.length !== layout.length) throw new FormatProblem('realBk2LineWidth', where, `the line is ${line.length} characters wide; the LogKey needs ${layout.length}.`);
      if (frames >= MAX_MOVIE_FRAMES) throw FormatProblem.pastLimit('bk2TooLong', 'MAX_MOVIE_FRAMES', where, 'The movie');
      let pad = 0;
      for (let p = 0; p < layout.length; p++) {
        const col = layout[p];
        const ch = line[p];
        if (col === null) {
          if (ch !== 0x7c) throw new FormatProblem('realBk2LineWidth', where, 'the line does not match the LogKey\'s groups.');
          continue;
        }
        // BizHawk reads any character but "." as pressed (Bk2Controller.SetFromMnemonic).
        if (ch === 0x2e) continue;
        if (ch === 0x7c) throw new FormatProblem('realBk2LineWidth', where, `a "|" where the LogKey has "${excerpt(col.name)}".`);
        if (col.refusal !== null) throw new FormatProblem('realBk2Unplayable', where, `${col.refusal}.`);
        pad |= col.bit;
      }
      if (frames === out.length) {
        const grown = new Uint8Array(out.length * 2);
        grown.set(out);
        out = grown;
      }
      out[frames++] = pad;
    },
  );
  const r = streamZipEntry(bytes, entry, file, (chunk) => splitter.push(chunk));
  if (!r.ok) throw new EntryProblem(r.error);
  splitter.end();
  if (layout === null) throw new FormatProblem('realBk2LogKey', LUMP_INPUT_LOG, `${LUMP_INPUT_LOG} has no LogKey.`);
  if (frames === 0) throw new FormatProblem('realBk2Empty', LUMP_INPUT_LOG, `${LUMP_INPUT_LOG} has no frame.`);
  return out.slice(0, frames);
}

/** Per character position of a frame line: its column, or null for a "|". */
function parseLogKey(text: string, where: string): (Column | null)[] {
  const body = text.slice('LogKey:'.length);
  const layout: (Column | null)[] = [null];
  for (const group of body.split('#')) {
    if (group === '') continue;
    for (const name of group.split('|')) if (name !== '') layout.push(column(name));
    layout.push(null);
  }
  if (!layout.some((c) => c !== null && c.refusal === null)) throw new FormatProblem('realBk2LogKey', where, 'the LogKey has no player 1 pad buttons ("P1 Up" ...).');
  return layout;
}

/** For tests and messages: the refusal as one line. */
export function realBk2ErrorLine(e: MovieError): string {
  return `${e.file}: ${e.where === 'file' ? '' : `${e.where}: `}${e.message} [${e.code}]`;
}

