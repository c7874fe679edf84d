/**
 * Text from a file shown in a message (an error line on stderr, the workbench's error panel):
 * every character that is invisible, moves the cursor or reorders what follows is written as an
 * escape (`\u0000`, `\u0085`, `\u2028`, `\u202E`), so a one-line message stays one visible line
 * that reads as it is. Those are the C0 and C1 controls (NUL, ESC, CR, LF, NEL...), DEL, the
 * line and paragraph separators, the bidirectional marks, embeddings, overrides and isolates,
 * and the byte-order mark. A backslash is left as it is: the message is for reading, and file
 * paths on Windows are full of them.
 */

// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g;

export function visibleText(text: string): string {
  return text.replace(HIDDEN, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}

/** Whether `text` holds a character visibleText escapes. */
export function hasHiddenCharacters(text: string): boolean {
  HIDDEN.lastIndex = 0;
  const found = HIDDEN.test(text);
  HIDDEN.lastIndex = 0;
  return found;
}
