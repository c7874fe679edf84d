/**
 * Text taken from a file into an error message or a `where` (a platform name, an id, a zip entry
 * name, the parser's own quote of the text): one line, and short. A refusal is one line on
 * stderr (CONTRACTS §5), and a hostile file's value can hold line breaks or megabytes.
 */
export function excerpt(text: string, max = 80): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 3)}...` : flat;
}
