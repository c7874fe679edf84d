/**
 * The page's side of `subpixel realgame serve` (realgame/server/serverProtocol.ts): fetch to the
 * server on 127.0.0.1 with its token, the NDJSON answers read line by line as they come (the
 * progress of a verify), every failure a value with a code and one line saying what to do.
 * The page talks to the server itself (the page is not sealed; the script workers are).
 */
import type { ServerError, ServerInfo, StreamLine } from '../../../realgame/server/serverProtocol.ts';

export interface Connection {
  /** `http://127.0.0.1:PORT`, as the server printed it. */
  readonly url: string;
  readonly token: string;
}

/** A refusal from the server, or the page's own (`unreachable`: no answer at all). */
export interface ClientError {
  readonly code: ServerError['code'] | 'unreachable' | 'noConnection' | 'badAnswer';
  readonly message: string;
  readonly where?: string;
  readonly detail?: string;
}

export type ClientResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ClientError };

/** The command that starts the server for this page (its origin allowed when it is not the default). */
export function serveCommand(origin: string): string {
  const allow = origin === 'http://localhost:5173' || origin === 'null' ? '' : ` --origin ${origin}`;
  return `npx subpixel realgame serve --core <your genesis_plus_gx_libretro.so> --rom <your Sonic 1 ROM> --disasm <your s1disasm checkout>${allow}`;
}

/** The URL as typed, without spaces or a trailing slash; null when it is not an http URL. */
export function serverUrl(text: string): string | null {
  const t = text.trim().replace(/\/+$/, '');
  try {
    const u = new URL(t);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

function unreachable(c: Connection): ClientError {
  return {
    code: 'unreachable',
    message: `no answer from ${c.url}: is \`subpixel realgame serve\` running, with this page's origin allowed (--origin ${location.origin})?`,
  };
}

async function errorOf(res: Response): Promise<ClientError> {
  try {
    const line = JSON.parse((await res.text()).split('\n')[0]) as { error?: ServerError };
    if (line.error !== undefined && typeof line.error.message === 'string') return line.error;
  } catch {
    // not the server's JSON: say what came back
  }
  return { code: 'badAnswer', message: `the server answered ${res.status} ${res.statusText}` };
}

function headers(c: Connection, json: boolean): Record<string, string> {
  return { Authorization: `Bearer ${c.token}`, ...(json ? { 'Content-Type': 'application/json' } : {}) };
}

export async function fetchInfo(c: Connection): Promise<ClientResult<ServerInfo>> {
  let res: Response;
  try {
    res = await fetch(`${c.url}/info`, { headers: headers(c, false), cache: 'no-store' });
  } catch {
    return { ok: false, error: unreachable(c) };
  }
  if (!res.ok) return { ok: false, error: await errorOf(res) };
  try {
    return { ok: true, value: (await res.json()) as ServerInfo };
  } catch {
    return { ok: false, error: { code: 'badAnswer', message: `${c.url}/info did not answer JSON: is that the real-game server?` } };
  }
}

/**
 * POSTs `body` to `route` and reads the NDJSON answer: `onLine` hears each line as it arrives;
 * the result is the last line (an `{"error"}` line becomes the error).
 */
export async function streamJob(c: Connection, route: string, body: unknown, onLine: (line: StreamLine) => void): Promise<ClientResult<StreamLine>> {
  let res: Response;
  try {
    res = await fetch(`${c.url}${route}`, { method: 'POST', headers: headers(c, true), body: JSON.stringify(body), cache: 'no-store' });
  } catch {
    return { ok: false, error: unreachable(c) };
  }
  if (!res.ok || res.body === null) return { ok: false, error: await errorOf(res) };
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let last: StreamLine | null = null;
  const take = (text: string): void => {
    if (text.trim() === '') return;
    last = JSON.parse(text) as StreamLine;
    onLine(last);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      rest += decoder.decode(value, { stream: true });
      let nl = rest.indexOf('\n');
      while (nl >= 0) {
        take(rest.slice(0, nl));
        rest = rest.slice(nl + 1);
        nl = rest.indexOf('\n');
      }
    }
    take(rest + decoder.decode());
  } catch {
    return { ok: false, error: { code: 'unreachable', message: `the answer from ${c.url}${route} broke off: did the server stop?` } };
  }
  const end = last as StreamLine | null;
  if (end === null) return { ok: false, error: { code: 'badAnswer', message: `${c.url}${route} answered nothing` } };
  if ('error' in end && typeof end.error === 'object' && end.error !== null) return { ok: false, error: end.error as ClientError };
  return { ok: true, value: end };
}

/** Bytes as base64 (in pieces: a whole movie at once is past String.fromCharCode's argument limit). */
export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export function base64ToBytes(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
