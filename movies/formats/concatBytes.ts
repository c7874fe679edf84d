/** Joins byte chunks into one array (a file image from a writer's pieces); one chunk is returned as it is. */
export function concatBytes(chunks: Iterable<Uint8Array>): Uint8Array {
  const parts = [...chunks];
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of parts) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
