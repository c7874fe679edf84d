/**
 * What a writer may produce: no more bytes than the format's reader accepts (limits.ts), so
 * whatever Subpixel writes it can read back. Wraps a writer's pieces and stops, with a value
 * saying why, before the piece that would go past the limit is handed on.
 */
import { FILE_SIZE_LIMIT, type MovieFormat } from './index.ts';
import { LIMITS, limitText } from './limits.ts';

export class PastReadableSize {
  constructor(
    readonly format: MovieFormat,
    readonly bytes: number,
  ) {}

  get message(): string {
    return `the movie as .${this.format} is over ${this.bytes} bytes, past ${limitText(FILE_SIZE_LIMIT[this.format])}, which Subpixel could not read back; not written`;
  }
}

/** The pieces as they come; throws PastReadableSize once their total passes the format's limit. */
export function* withinReadableSize(format: MovieFormat, pieces: Iterable<Uint8Array>): Generator<Uint8Array> {
  const limit = LIMITS[FILE_SIZE_LIMIT[format]].value;
  let total = 0;
  for (const piece of pieces) {
    total += piece.length;
    if (total > limit) throw new PastReadableSize(format, total);
    yield piece;
  }
}
