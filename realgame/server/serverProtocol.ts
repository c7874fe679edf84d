/**
 * What the workbench and `subpixel realgame serve` say to each other (JSON over HTTP on
 * 127.0.0.1): the routes, the request bodies, the answers and the errors. Types and constants
 * only, so the browser bundle imports it as freely as the server does.
 *
 *   GET|POST /info     → ServerInfo
 *   POST /verify       VerifyRequest → NDJSON: {"progress": {done, total}} lines, then one
 *                      {"report": RealGameReport} or {"error": ServerError}
 *   POST /export       ExportRequest → NDJSON: progress lines, then {"bk2": base64, "report": ExportReport}
 *   POST /import       ImportRequest → NDJSON: progress lines, then {"imported": ImportedMovies}
 *
 * Every request carries `Authorization: Bearer <token>` (the token the server printed) and comes
 * from an allowed origin; anything else is refused with one JSON line {"error": {code, message}}.
 */
import type { LagAt } from '../verifyInSlices.ts';
import type { Divergence } from '../compareFrames.ts';

export const ROUTES = { info: '/info', verify: '/verify', export: '/export', import: '/import' } as const;

/** Every refusal and failure the server answers, by code (tests match the code). */
export type ServerErrorCode =
  /** The Host header is not 127.0.0.1:PORT or localhost:PORT (a DNS-rebinding page). */
  | 'hostRefused'
  /** The request came from another page's origin, or from none (not the workbench). */
  | 'originRefused'
  | 'tokenMissing'
  | 'tokenWrong'
  | 'notFound'
  | 'methodNotAllowed'
  /** The real game is playing another request's movie: one at a time. */
  | 'busy'
  | 'bodyTooLarge'
  /** Not JSON, or JSON without what the route takes. */
  | 'bodyInvalid'
  /** The movie file itself is malformed (its format's error code is in `detail`). */
  | 'movieInvalid'
  /** The movie cannot be played on the real game (`detail`: realgame/playableMovie.ts's code). */
  | 'unplayable'
  /** The movie was made on another build of its act than the server's checkout gives. */
  | 'levelMismatch'
  /** The core, the boot route or the run failed (the emulator got stuck, a core error). */
  | 'realGameFailed'
  | 'internal';

export interface ServerError {
  readonly code: ServerErrorCode;
  readonly message: string;
  /** Where in the request or movie (`meta.fixes`, `frame 120`, `spx`), when it applies. */
  readonly where?: string;
  /** The finer code (an UnplayableCode, a movie format's error code), when it applies. */
  readonly detail?: string;
}

export interface ServerInfo {
  /** The libretro core's own name and version (`Genesis Plus GX`, `v1.7.4 5a8389c`). */
  readonly core: { readonly name: string; readonly version: string };
  readonly rom: { readonly game: 's1'; readonly title: string; readonly revision: 0 | 1; readonly sha1: string };
  /** What this server does (every route, in this version). */
  readonly can: { readonly verify: true; readonly export: boolean; readonly import: boolean };
  /** The real game is playing a request's movie now. */
  readonly busy: boolean;
}

/** A movie to verify: a .spx document's text, or the inputs (base64, one byte per frame) of an act. */
export type VerifyRequest = { readonly spx: string } | { readonly act: string; readonly inputs: string };

export interface Progress {
  readonly done: number;
  readonly total: number;
}

/** `realgame verify`'s report (CONTRACTS §8), plus every frame the game lagged after. */
export interface RealGameReport {
  readonly synced: boolean;
  readonly frames: number;
  readonly lagFrames: number;
  readonly firstDivergence: Divergence | null;
  readonly actStart: { readonly vblank: number };
  readonly bootFrames: number;
  readonly left: { readonly frame: number; readonly to: 'gameOver' | 'special' | 'ending' } | null;
  readonly lagAt: readonly LagAt[];
  /** The act played (`s1:ghz1`). */
  readonly act: string;
}

/** The act movies in game order (.spx texts); `author` overrides the first movie's. */
export interface ExportRequest {
  readonly movies: readonly string[];
  readonly author?: string;
}

/** A real-game .bk2 (base64) and its file name (for the messages and the movies' notes). */
export interface ImportRequest {
  readonly bk2: string;
  readonly name?: string;
}

/** What /import gives back: each act movie as .spx text with the engine's check of it. */
export interface ImportedMovies {
  readonly synced: boolean;
  readonly emulatorFrames: number;
  readonly bootFrames: number;
  readonly author: string;
  readonly rerecords: number;
  readonly acts: readonly {
    readonly n: number;
    /** `01-ghz1`: the file name without `.spx`. */
    readonly name: string;
    readonly act: string;
    readonly spx: string;
    readonly frames: number;
    readonly restarts: number;
    readonly left: 'gameOver' | 'special' | 'ending' | null;
    readonly verify: { readonly synced: boolean; readonly frames: number; readonly lagFrames: number; readonly firstDivergence: Divergence | null };
  }[];
}

/** One line of an NDJSON answer. */
export type StreamLine =
  | { readonly progress: Progress }
  | { readonly report: RealGameReport }
  | { readonly error: ServerError }
  | Readonly<Record<string, unknown>>;

/** Refusals answer with these statuses (the body says which). */
export const STATUS: Readonly<Record<ServerErrorCode, number>> = {
  hostRefused: 403,
  originRefused: 403,
  tokenMissing: 401,
  tokenWrong: 401,
  notFound: 404,
  methodNotAllowed: 405,
  busy: 503,
  bodyTooLarge: 413,
  bodyInvalid: 400,
  movieInvalid: 400,
  unplayable: 422,
  levelMismatch: 409,
  realGameFailed: 500,
  internal: 500,
};
