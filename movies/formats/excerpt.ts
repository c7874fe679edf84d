/**
 * Text taken from a file into an error message or a `where` (a platform name, an id, a zip entry
 * name, the parser's own quote of the text): one line, and short. A refusal is one line on
 * stderr (CONTRACTS §5), and a hostile file's value can hold line breaks, controls or megabytes.
 */
import { visibleText } from '../../engine/level/visibleText.ts';

export function excerpt(text: string, max = 80): string {
  // Cut first, then escape what cannot be seen (NEL, U+2028, a right-to-left override...):
  // escapes never split, and the message says what the file holds.
  const cut = text.length > max ? `${text.slice(0, max - 3)}...` : text;
  return visibleText(cut);
}
