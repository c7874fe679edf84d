/**
 * Size limits shared by every movie importer. A movie file comes from the user or the network,
 * so each importer checks these before it allocates: a hostile file gets a clear error instead
 * of exhausting memory in the tab or the CLI.
 */

/** Longest movie any importer accepts: 10,000,000 frames is over 46 hours at 60 Hz. */
export const MAX_MOVIE_FRAMES = 10_000_000;

/** CONTRACTS §3: an input script line over 4 kB is an error. Also used for bk2 text lines. */
export const MAX_LINE_BYTES = 4096;

/** Largest file handed to a text or binary importer (spx, txt, gmv) before it is parsed. */
export const MAX_TEXT_FILE_BYTES = 256 * 1024 * 1024;

/** Largest .bk2 archive accepted, compressed. */
export const MAX_ZIP_BYTES = 64 * 1024 * 1024;

/** Largest size one zip entry may claim or inflate to. */
export const MAX_ZIP_ENTRY_BYTES = 256 * 1024 * 1024;

/**
 * Highest believable inflate ratio. DEFLATE cannot exceed about 1032:1, so a larger claim is a
 * forged size field and the entry is refused before any inflating.
 */
export const MAX_ZIP_RATIO = 1100;

/** Central directories with more entries than this are refused (a bk2 holds fewer than ten). */
export const MAX_ZIP_ENTRIES = 1000;
