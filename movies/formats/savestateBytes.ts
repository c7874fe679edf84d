/**
 * An engine savestate (Int32Array snapshot) as bytes in a file: little-endian, 4 bytes a word,
 * whatever the machine's byte order, so a file written on one machine restores on any other.
 */

export function savestateToBytes(words: Int32Array): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < words.length; i++) view.setInt32(i * 4, words[i], true);
  return out;
}

/** The words of `bytes` (a whole number of words: the caller checks the length). */
export function bytesToSavestate(bytes: Uint8Array): Int32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const words = new Int32Array(bytes.length >> 2);
  for (let i = 0; i < words.length; i++) words[i] = view.getInt32(i * 4, true);
  return words;
}
