/**
 * The limits every movie importer checks, in one table. A movie file comes from anyone (forums,
 * chats, bug reports), so each importer checks these *before* it allocates, inflates, splits or
 * parses: a hostile file gets one refusal naming the limit (`limitText`) instead of exhausting
 * memory or stalling the tab or the CLI. The level loader's limits are in
 * engine/level/levelLimits.ts. docs/formats.md "Limits" lists these values (a test
 * keeps it true).
 *
 * Adding a limit: one entry in LIMITS (value and what it counts), then its constant below.
 */

import { describeLimit, type Limit } from '../../engine/level/levelLimits.ts';

export const LIMITS = {
  /** 10,000,000 frames is over 46 hours at 60 Hz. */
  MAX_MOVIE_FRAMES: { value: 10_000_000, unit: 'frames in a movie' },
  /** CONTRACTS §3: an input script line over 4 kB is an error. Also bk2 input-log lines. */
  MAX_LINE_BYTES: { value: 4096, unit: 'bytes in a line of an input script or input log' },
  /** One line per run and comments: a 10,000,000-frame movie written a frame a line still fits. */
  MAX_SCRIPT_LINES: { value: 12_000_000, unit: 'lines in an input script' },
  /** .txt and .gmv files (a 10,000,000-frame .gmv is 30 MB). */
  MAX_TEXT_FILE_BYTES: { value: 256 * 1024 * 1024, unit: 'bytes in a .txt or .gmv file' },
  /** .spx and project files: JSON is parsed whole, so it is bounded before parsing. */
  MAX_JSON_FILE_BYTES: { value: 64 * 1024 * 1024, unit: 'bytes in a .spx or project file' },
  /** Our JSON documents nest a handful of levels; this bounds the parser's work on `[[[[…`. */
  MAX_JSON_DEPTH: { value: 32, unit: 'levels of nesting in a JSON document' },
  /** Per array or object; an array of 140,000,000 numbers aborts the JavaScript engine outright. */
  MAX_JSON_ITEMS: { value: 1_000_000, unit: 'items in one JSON array or object' },
  MAX_MARKERS: { value: 100_000, unit: 'markers in a movie' },
  /** One hash every 10 frames of the longest movie. */
  MAX_CHECKPOINTS: { value: 1_000_000, unit: 'checkpoints in a movie' },
  /** Author, notes, names, marker text. */
  MAX_TEXT_FIELD_CHARS: { value: 1024 * 1024, unit: 'characters in a text field (author, notes, names)' },
  /** A level with 10,000 objects has a 2.3 MB savestate. */
  MAX_SAVESTATE_BYTES: { value: 4 * 1024 * 1024, unit: 'bytes in a savestate' },
  /** A branch's thumbnail, a small PNG. */
  MAX_THUMBNAIL_BYTES: { value: 1024 * 1024, unit: 'bytes in a branch thumbnail' },
  MAX_PROJECT_MOVIES: { value: 1000, unit: 'movies in a project file' },
  MAX_PROJECT_BRANCHES: { value: 10_000, unit: 'branches in a project file' },
  /** The real acts a project file carries (one per act its movies and branches name). */
  MAX_PROJECT_LEVELS: { value: 1000, unit: 'real acts in a project file' },
  /** A .bk2 archive, compressed. */
  MAX_ZIP_BYTES: { value: 64 * 1024 * 1024, unit: 'bytes in a .bk2 archive' },
  /** What one zip entry may claim or inflate to (the input log of a 10,000,000-frame movie is ~150 MB). */
  MAX_ZIP_ENTRY_BYTES: { value: 256 * 1024 * 1024, unit: 'bytes in one zip entry, inflated' },
  /** DEFLATE cannot exceed about 1032:1, so a larger claim is a forged size field. */
  MAX_ZIP_RATIO: { value: 1100, unit: 'to 1 inflate ratio of a zip entry over 1 MB' },
  /** A bk2 holds fewer than ten. */
  MAX_ZIP_ENTRIES: { value: 1000, unit: 'entries in a zip archive' },
  /** Header.txt, Comments.txt and the other small entries are read whole. */
  MAX_BK2_TEXT_ENTRY_BYTES: { value: 16 * 1024 * 1024, unit: 'bytes in a .bk2 entry other than the input log, inflated' },
  /** Frame lines plus the few others ([Input], LogKey, blank lines, [/Input]). */
  MAX_LOG_LINES: { value: 10_000_000 + 1000, unit: 'lines in a .bk2 input log' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export const MAX_MOVIE_FRAMES = LIMITS.MAX_MOVIE_FRAMES.value;
export const MAX_LINE_BYTES = LIMITS.MAX_LINE_BYTES.value;
export const MAX_SCRIPT_LINES = LIMITS.MAX_SCRIPT_LINES.value;
export const MAX_TEXT_FILE_BYTES = LIMITS.MAX_TEXT_FILE_BYTES.value;
export const MAX_JSON_FILE_BYTES = LIMITS.MAX_JSON_FILE_BYTES.value;
export const MAX_JSON_DEPTH = LIMITS.MAX_JSON_DEPTH.value;
export const MAX_JSON_ITEMS = LIMITS.MAX_JSON_ITEMS.value;
export const MAX_MARKERS = LIMITS.MAX_MARKERS.value;
export const MAX_CHECKPOINTS = LIMITS.MAX_CHECKPOINTS.value;
export const MAX_TEXT_FIELD_CHARS = LIMITS.MAX_TEXT_FIELD_CHARS.value;
export const MAX_SAVESTATE_BYTES = LIMITS.MAX_SAVESTATE_BYTES.value;
export const MAX_THUMBNAIL_BYTES = LIMITS.MAX_THUMBNAIL_BYTES.value;
export const MAX_PROJECT_MOVIES = LIMITS.MAX_PROJECT_MOVIES.value;
export const MAX_PROJECT_BRANCHES = LIMITS.MAX_PROJECT_BRANCHES.value;
export const MAX_PROJECT_LEVELS = LIMITS.MAX_PROJECT_LEVELS.value;
export const MAX_ZIP_BYTES = LIMITS.MAX_ZIP_BYTES.value;
export const MAX_ZIP_ENTRY_BYTES = LIMITS.MAX_ZIP_ENTRY_BYTES.value;
export const MAX_ZIP_RATIO = LIMITS.MAX_ZIP_RATIO.value;
export const MAX_ZIP_ENTRIES = LIMITS.MAX_ZIP_ENTRIES.value;
export const MAX_BK2_TEXT_ENTRY_BYTES = LIMITS.MAX_BK2_TEXT_ENTRY_BYTES.value;
export const MAX_LOG_LINES = LIMITS.MAX_LOG_LINES.value;

/** "the limit MAX_LOG_LINES (10,001,000 lines in a .bk2 input log)", for refusal messages. */
export function limitText(name: LimitName): string {
  return describeLimit(name, LIMITS[name]);
}
