/**
 * A request's JSON body, bounded: a Content-Length past the bound is refused before a byte is
 * read, and a body sent without one (chunked) is refused as soon as it passes the bound, so no
 * request can make the server hold more than `max` bytes.
 */
import type { IncomingMessage } from 'node:http';
import type { ServerError } from './serverProtocol.ts';

/**
 * The default bound: a .bk2 or .spx at its format's limit (64 MiB, movies/formats/limits.ts) as
 * the base64 or JSON string a request carries it in (4/3 as long), with room for the rest.
 */
export const MAX_REQUEST_BYTES = 96 * 1024 * 1024;

export type BodyResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: ServerError };

function tooLarge(max: number, size: string): BodyResult {
  return { ok: false, error: { code: 'bodyTooLarge', message: `the request body (${size}) is larger than ${max} bytes, the most this server reads` } };
}

export function readJsonBody(req: IncomingMessage, max: number): Promise<BodyResult> {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > max) return Promise.resolve(tooLarge(max, `${declared} bytes`));
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (r: BodyResult): void => {
      if (done) return;
      done = true;
      resolve(r);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > max) {
        chunks.length = 0;
        // Read no more of it: the caller answers and closes the connection.
        req.pause();
        finish(tooLarge(max, `more than ${max} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => finish({ ok: false, error: { code: 'bodyInvalid', message: 'the request body could not be read (the connection broke)' } }));
    req.on('end', () => {
      if (done) return;
      const text = Buffer.concat(chunks, size).toString('utf8');
      try {
        finish({ ok: true, value: JSON.parse(text) as unknown });
      } catch {
        finish({ ok: false, error: { code: 'bodyInvalid', message: `the request body is not JSON (${size} bytes)` } });
      }
    });
  });
}
