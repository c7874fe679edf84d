/**
 * `subpixel realgame serve`: the user's real game (core, ROM, checkout) behind a small HTTP
 * server on 127.0.0.1, for the workbench, which runs in a browser and cannot load a core. Node
 * only (node:http, and the core through RealGame).
 *
 * Who may use it is requestGuard.ts's to say (loopback by name, the workbench's origin, the
 * token printed at start); what it says is serverProtocol.ts. The real game plays one request's
 * movie at a time: a second one while it plays is answered "busy" at once, which needs the event
 * loop free while the first plays — so it plays in slices (verifyInSlices.ts), streaming
 * progress as NDJSON lines, and stops when its page goes away (the connection closes).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLibretroCore, CoreError } from '../console/libretroCore.ts';
import { BootError } from '../games/s1/s1Boot.ts';
import { RealRunError } from '../realRun.ts';
import type { RealGame } from '../realGameSession.ts';
import { verifyInSlices } from '../verifyInSlices.ts';
import { exportRealMovie, type ExportMovie, type ExportReport } from '../exportRealMovie.ts';
import { importRealMovie } from '../importRealMovie.ts';
import { RealMovieError } from '../realMovieError.ts';
import { writeSpx } from '../../movies/formats/spx.ts';
import { readJsonBody, MAX_REQUEST_BYTES } from './requestBody.ts';
import { checkOrigin, corsHeaders, hostRefusal, preflightHeaders, tokenRefusal, type GuardPolicy } from './requestGuard.ts';
import { ActLevels, requestMovie } from './requestMovie.ts';
import { ROUTES, STATUS, type RealGameReport, type ServerError, type ServerInfo, type StreamLine } from './serverProtocol.ts';

export interface ServeOptions {
  /** 0 (the default): a free port. */
  readonly port?: number;
  /** The origins whose pages may use the server, normalised (requestGuard.ts normalOrigin). */
  readonly origins: readonly string[];
  /** Default: 16 random bytes as hex, new each start. */
  readonly token?: string;
  /** Default MAX_REQUEST_BYTES. */
  readonly maxBodyBytes?: number;
  /** Movie frames the real game plays between two looks at the event loop (verifyInSlices). */
  readonly slice?: number;
}

export interface RealGameServer {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly port: number;
  readonly token: string;
  readonly origins: readonly string[];
  readonly info: Omit<ServerInfo, 'busy'>;
  /** Stops listening, ends the open connections and any movie being played. */
  close(): Promise<void>;
}

/** Why the server could not start: one line for the user. */
export class ServeError extends Error {
  constructor(
    readonly code: 'portInUse' | 'listenFailed',
    message: string,
  ) {
    super(message);
  }
}

/** A request being served that uses the real game (at most one at a time). */
interface Job {
  readonly what: string;
  /** Its connection closed before the answer was over (or the server is closing): stop playing. */
  gone: boolean;
  /** Settles once it no longer uses the real game. */
  done: Promise<void>;
}

/** The line an export that parted from the engine answers with: which act, which frame, which fields. */
function desyncLine(report: ExportReport): string {
  const act = report.acts[report.acts.length - 1];
  const d = act?.verify.firstDivergence;
  if (act === undefined || d == null) return 'the engine and the real game parted';
  const fields = Object.entries(d.fields).map(([k, [real, engine]]) => `${k} real ${String(real)} engine ${String(engine)}`).join(', ');
  return `${act.name} (${act.act}): the engine and the real game part at frame ${d.frame} (${fields}): nothing exported`;
}

/** How long a refused request's connection stays open for its answer to be read before it is cut (ms). */
const REFUSED_GRACE_MS = 1000;

export async function serveRealGame(game: RealGame, options: ServeOptions): Promise<RealGameServer> {
  const token = options.token ?? randomBytes(16).toString('hex');
  const maxBody = options.maxBodyBytes ?? MAX_REQUEST_BYTES;
  const origins = [...options.origins];
  // The core as the ROM runs on it: its name and version for /info (a core that is not
  // Genesis Plus GX, or a ROM it cannot load, stops the server before it starts).
  const probe = openLibretroCore(game.corePath, game.romPath);
  const core = probe.info;
  probe.close();
  const info: Omit<ServerInfo, 'busy'> = {
    core: { name: core.name, version: core.version },
    rom: { game: game.rom.game, title: game.rom.title, revision: game.rom.revision, sha1: game.rom.sha1 },
    can: { verify: true, export: true, import: true },
  };
  const acts = new ActLevels(game);
  let job: Job | null = null;
  const policy: { port: number; origins: ReadonlySet<string>; token: string } = { port: 0, origins: new Set(origins), token };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      // A bug, not the user's input: the server stays up and says so on this request.
      const error: ServerError = { code: 'internal', message: `the server failed on this request (${e instanceof Error ? e.message : String(e)})` };
      if (!res.headersSent) send(res, STATUS.internal, { error }, null);
      else res.end(`${JSON.stringify({ error })}\n`);
    });
  });

  /** One JSON answer (an error's status, or 200). `origin`: the allowed origin that may read it. */
  function send(res: ServerResponse, status: number, body: unknown, origin: string | null, close = false): void {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...(origin !== null ? corsHeaders(origin) : {}),
      ...(close ? { Connection: 'close' } : {}),
    };
    res.writeHead(status, headers).end(`${JSON.stringify(body)}\n`);
  }

  function refuse(req: IncomingMessage, res: ServerResponse, error: ServerError, origin: string | null): void {
    // A body nobody will read: answer, let the client read the answer, then cut the connection.
    const unread = !req.complete;
    send(res, STATUS[error.code], { error }, origin, unread);
    if (unread) {
      req.resume();
      res.on('finish', () => setTimeout(() => req.socket.destroy(), REFUSED_GRACE_MS).unref());
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = hostRefusal(req, policy);
    if (host !== null) return refuse(req, res, host, null);
    const from = checkOrigin(req, policy);
    if ('error' in from) return refuse(req, res, from.error, null);
    const origin = from.origin;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, preflightHeaders(req, origin)).end();
      return;
    }
    const tokenError = tokenRefusal(req, policy);
    if (tokenError !== null) return refuse(req, res, tokenError, origin);
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === ROUTES.info) {
      if (req.method !== 'GET' && req.method !== 'POST') return refuse(req, res, { code: 'methodNotAllowed', message: `${ROUTES.info} takes GET or POST` }, origin);
      req.resume();
      return send(res, 200, { ...info, busy: job !== null } satisfies ServerInfo, origin);
    }
    const run = JOBS[path];
    if (run === undefined) return refuse(req, res, { code: 'notFound', message: `${path}: no such route (${Object.values(ROUTES).join(', ')})` }, origin);
    if (req.method !== 'POST') return refuse(req, res, { code: 'methodNotAllowed', message: `${path} takes POST` }, origin);
    if (job !== null) return refuse(req, res, { code: 'busy', message: `the real game is busy ${job.what}: one movie at a time (try again when it is done)` }, origin);
    const mine: Job = { what: run.what, gone: false, done: Promise.resolve() };
    job = mine;
    try {
      mine.done = (async () => {
        const body = await readJsonBody(req, maxBody);
        if (!body.ok) return refuse(req, res, body.error, origin);
        await run.serve(body.value, res, origin, mine);
      })();
      await mine.done;
    } finally {
      job = null;
    }
  }

  /** The answer's NDJSON stream, its headers sent: `line` writes one line while the page is there. */
  function stream(res: ServerResponse, origin: string, mine: Job): (l: StreamLine) => void {
    res.on('close', () => {
      if (!res.writableFinished) mine.gone = true;
    });
    res.writeHead(200, {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...corsHeaders(origin),
    });
    return (l) => {
      if (!mine.gone) res.write(`${JSON.stringify(l)}\n`);
    };
  }

  /** Out with the headers and the lines so far before the real game runs (seconds of emulation). */
  const flushed = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

  /** A failure of the real game or of the movie's run, as the stream's last line; anything else is a bug. */
  function failed(e: unknown): ServerError {
    if (e instanceof RealMovieError) return { code: 'realGameFailed', message: e.message, detail: e.code };
    if (e instanceof CoreError || e instanceof BootError || e instanceof RealRunError) return { code: 'realGameFailed', message: e.message, detail: e.code };
    throw e;
  }

  const JOBS: Record<string, { readonly what: string; readonly serve: (body: unknown, res: ServerResponse, origin: string, mine: Job) => Promise<void> }> = {
    [ROUTES.verify]: { what: 'verifying a movie', serve: verify },
    [ROUTES.export]: { what: 'exporting a movie', serve: exportBk2 },
    [ROUTES.import]: { what: 'importing a movie', serve: importBk2 },
  };

  async function verify(body: unknown, res: ServerResponse, origin: string, mine: Job): Promise<void> {
    const movie = requestMovie(body, game, acts);
    if (!movie.ok) return send(res, STATUS[movie.error.code], { error: movie.error }, origin);
    const line = stream(res, origin, mine);
    const total = movie.value.inputs.length;
    line({ progress: { done: 0, total } });
    await flushed();
    try {
      const r = await verifyInSlices(game, movie.value, {
        slice: options.slice,
        progress: (done) => line({ progress: { done, total } }),
        stop: () => mine.gone,
      });
      const report: RealGameReport = { ...r, act: `s1:${movie.value.act}` };
      line({ report });
    } catch (e) {
      line({ error: failed(e) });
    }
    res.end();
  }

  /**
   * The act movies (in game order) as one .bk2 from power-on (realgame/exportRealMovie.ts):
   * their authors and rerecords go into its header. It plays in one go (the server answers
   * nothing else meanwhile), so its progress comes at its end.
   */
  async function exportBk2(body: unknown, res: ServerResponse, origin: string, mine: Job): Promise<void> {
    const o = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const list = o.movies;
    if (!Array.isArray(list) || list.length === 0 || list.some((m) => typeof m !== 'string')) {
      return send(res, STATUS.bodyInvalid, { error: { code: 'bodyInvalid', where: 'movies', message: 'the body must be {"movies": ["<.spx text>", ...]} (the act movies in game order)' } }, origin);
    }
    const movies: ExportMovie[] = [];
    let author = typeof o.author === 'string' ? o.author : null;
    let rerecords = 0;
    for (let i = 0; i < list.length; i++) {
      const name = list.length === 1 ? 'movie' : `movie ${i + 1}`;
      const m = requestMovie({ spx: list[i] }, game, acts, name);
      if (!m.ok) return send(res, STATUS[m.error.code], { error: m.error }, origin);
      movies.push({ act: m.value.act, inputs: m.value.movie.inputs, level: m.value.level, name, run: m.value.run });
      author ??= m.value.movie.meta.author;
      rerecords += m.value.movie.meta.rerecords;
    }
    const line = stream(res, origin, mine);
    const total = movies.reduce((n, m) => n + m.inputs.length, 0) * 2;
    line({ progress: { done: 0, total } });
    await flushed();
    try {
      const r = exportRealMovie(game, movies, { author: author ?? '', rerecords });
      line({ progress: { done: total, total } });
      if (r.ok) line({ bk2: Buffer.from(r.bk2).toString('base64'), report: r.report });
      else line({ error: { code: 'realGameFailed', detail: 'desync', message: desyncLine(r.report) }, report: r.report });
    } catch (e) {
      line({ error: failed(e) });
    }
    res.end();
  }

  /** A real-game .bk2 cut into its act movies (realgame/importRealMovie.ts), each as .spx text with its engine check. */
  async function importBk2(body: unknown, res: ServerResponse, origin: string, mine: Job): Promise<void> {
    const o = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    if (typeof o.bk2 !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(o.bk2)) {
      return send(res, STATUS.bodyInvalid, { error: { code: 'bodyInvalid', where: 'bk2', message: 'the body must be {"bk2": "<base64 of the .bk2>", "name": "<its file name>"}' } }, origin);
    }
    const file = typeof o.name === 'string' && o.name !== '' ? o.name : 'movie.bk2';
    const bytes = new Uint8Array(Buffer.from(o.bk2, 'base64'));
    const line = stream(res, origin, mine);
    line({ progress: { done: 0, total: 1 } });
    await flushed();
    try {
      const r = importRealMovie(game, bytes, file, { levelFor: (id) => acts.level(id) });
      line({ progress: { done: 1, total: 1 } });
      line({
        imported: {
          synced: r.synced, emulatorFrames: r.emulatorFrames, bootFrames: r.bootFrames, author: r.author, rerecords: r.rerecords,
          acts: r.acts.map((a) => ({ n: a.n, name: a.name, act: a.act, spx: writeSpx(a.movie), frames: a.movie.inputs.length, restarts: a.restarts, left: a.left, verify: a.verify })),
        },
      });
    } catch (e) {
      line({ error: failed(e) });
    }
    res.end();
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) => {
      reject(e.code === 'EADDRINUSE'
        ? new ServeError('portInUse', `port ${options.port ?? 0} on 127.0.0.1 is in use: pick another with --port, or 0 for a free one`)
        : new ServeError('listenFailed', `cannot listen on 127.0.0.1:${options.port ?? 0} (${e.message})`));
    });
    // Loopback only: nothing on the network can reach it.
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  policy.port = port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    token,
    origins,
    info,
    close: async () => {
      const running = job;
      if (running !== null) running.gone = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      // The movie being played stops at its next slice and lets go of its console.
      await running?.done.catch(() => {});
    },
  };
}
