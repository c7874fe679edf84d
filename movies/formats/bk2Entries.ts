/**
 * Reading a BizHawk movie's small text entries (Header.txt, Comments.txt, SyncSettings.json):
 * the part of the .bk2 readers that Subpixel's own format (bk2.ts) and the real game's
 * (realgame/bk2/readRealBk2.ts) share. Each is read whole, so it is capped first
 * (MAX_BK2_TEXT_ENTRY_BYTES); the input log is streamed by each reader instead.
 */
import type { MovieError } from '../types.ts';
import { FormatProblem } from './importResult.ts';
import { MAX_BK2_TEXT_ENTRY_BYTES } from './limits.ts';
import { readZipEntry, type ZipEntry } from './zipReader.ts';

/** The archive itself is damaged: its error (naming the entry) is the reader's result. */
export class EntryProblem {
  constructor(readonly error: MovieError) {}
}

/**
 * The entry `name`'s text split into lines (CR dropped, a leading BOM dropped, the final line
 * end not a line), or null when the archive lacks it. Throws FormatProblem past the cap and
 * EntryProblem for a damaged entry.
 */
export function readBk2TextEntry(bytes: Uint8Array, entries: readonly ZipEntry[], name: string, file: string): string[] | null {
  const entry = entries.find((e) => e.name === name);
  if (entry === undefined) return null;
  if (entry.uncompressedSize > MAX_BK2_TEXT_ENTRY_BYTES) throw FormatProblem.pastLimit('bk2EntryTooLarge', 'MAX_BK2_TEXT_ENTRY_BYTES', name, `"${name}"`);
  const data = readZipEntry(bytes, entry, file);
  if (!data.ok) throw new EntryProblem(data.error);
  let text = new TextDecoder('utf-8').decode(data.value);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
