/**
 * Who may talk to the real-game server: a request to 127.0.0.1:PORT or localhost:PORT by that
 * name (a page whose own host name was rebound to 127.0.0.1 sends its own name in Host: refused),
 * from one of the allowed origins (the workbench's: a page of any other site is refused, and so is
 * a request that names no origin, which no page's fetch can send), carrying the token the server
 * printed. Preflights carry no token (browsers never send credentials on them): they are answered
 * for an allowed origin only, Private Network Access included (Chromium asks before a public
 * page may reach 127.0.0.1).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ServerError } from './serverProtocol.ts';

export interface GuardPolicy {
  readonly port: number;
  /** Allowed origins, normalised (`http://localhost:5173`). */
  readonly origins: ReadonlySet<string>;
  readonly token: string;
}

/** An origin as browsers send it (scheme://host[:port], no path), or null when `text` is not one. */
export function normalOrigin(text: string): string | null {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  if (u.username !== '' || u.password !== '' || (u.pathname !== '/' && u.pathname !== '') || u.search !== '' || u.hash !== '') return null;
  return u.origin;
}

/** The refusal of the request's Host header, or null when it names this server on loopback. */
export function hostRefusal(req: IncomingMessage, policy: GuardPolicy): ServerError | null {
  const host = (req.headers.host ?? '').toLowerCase();
  if (host === `127.0.0.1:${policy.port}` || host === `localhost:${policy.port}`) return null;
  return {
    code: 'hostRefused',
    message: `Host "${req.headers.host ?? ''}" is not 127.0.0.1:${policy.port} or localhost:${policy.port}: this server answers only requests made to it by those names`,
  };
}

/** The request's origin when it is allowed, else its refusal. */
export function checkOrigin(req: IncomingMessage, policy: GuardPolicy): { readonly origin: string } | { readonly error: ServerError } {
  const origin = req.headers.origin;
  if (origin === undefined || origin === '') {
    return { error: { code: 'originRefused', message: 'the request names no Origin: only the workbench page may use this server' } };
  }
  if (!policy.origins.has(origin)) {
    return {
      error: {
        code: 'originRefused',
        message: `origin ${origin} is not allowed (allowed: ${[...policy.origins].join(', ')}); start the server with --origin ${origin} to serve that page`,
      },
    };
  }
  return { origin };
}

/** The refusal of the request's token, or null when it carries the server's. */
export function tokenRefusal(req: IncomingMessage, policy: GuardPolicy): ServerError | null {
  const auth = req.headers.authorization;
  const m = auth === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(auth);
  if (m === null) {
    return { code: 'tokenMissing', message: 'no token: send "Authorization: Bearer <token>" with the token `subpixel realgame serve` printed' };
  }
  const given = Buffer.from(m[1], 'utf8');
  const want = Buffer.from(policy.token, 'utf8');
  // Constant time: the answer's timing says nothing about how much of a guess was right.
  if (given.length !== want.length || !timingSafeEqual(given, want)) {
    return { code: 'tokenWrong', message: 'wrong token: paste the one `subpixel realgame serve` printed when it started (a new one each start)' };
  }
  return null;
}

/** The headers that let the allowed origin read an answer (every answer to it carries them). */
export function corsHeaders(origin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/** The answer to an allowed origin's preflight (OPTIONS). */
export function preflightHeaders(req: IncomingMessage, origin: string): Record<string, string> {
  const headers: Record<string, string> = {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': 'GET, POST',
    'Access-Control-Allow-Headers': 'authorization, content-type',
    'Access-Control-Max-Age': '600',
  };
  if ((req.headers['access-control-request-private-network'] ?? '').toString().toLowerCase() === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  return headers;
}
