/**
 * The real game in the workbench, through `subpixel realgame serve`: the connection (its URL
 * and token kept in this browser's localStorage — UI state, never in a project file a user
 * shares), Verify on the real game with its progress and its last report (the lag frames the
 * roll marks, the first divergence the inspector shows), Export for BizHawk and Import a
 * real-game movie. `create*`: reactive, cleans up with its owner.
 */
import { createMemo, createSignal, onMount, type Accessor } from 'solid-js';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import { unplayableOnRealGame } from '../../../realgame/playableMovie.ts';
import { ROUTES, type ImportedMovies, type RealGameReport, type ServerInfo } from '../../../realgame/server/serverProtocol.ts';
import type { Workbench } from '../app/createWorkbench.ts';
import type { RealActs } from '../app/createRealActs.ts';
import { download } from '../panels/download.ts';
import { base64ToBytes, bytesToBase64, fetchInfo, serverUrl, streamJob, type ClientError, type Connection } from './realGameClient.ts';

/** Where the connection is kept (this browser only). */
export const SETTINGS_KEY = 'subpixel-real-game-server';

export interface RealGameProgress {
  readonly what: 'verify' | 'export' | 'import';
  readonly done: number;
  readonly total: number;
}

/** The last verify of a movie: its report, and which project and edit it was made of. */
export interface VerifyResult {
  readonly report: RealGameReport;
  readonly projectId: string | null;
  /** wb.inputsVersion() when it was sent: another value means the movie changed since. */
  readonly inputsVersion: number;
}

export interface ImportResultLine {
  readonly name: string;
  readonly text: string;
  readonly synced: boolean;
}

export interface RealGame {
  readonly url: Accessor<string>;
  readonly token: Accessor<string>;
  readonly setUrl: (v: string) => void;
  readonly setToken: (v: string) => void;
  readonly info: Accessor<ServerInfo | null>;
  readonly connecting: Accessor<boolean>;
  /** What went wrong last (connection, a refusal, a failed run), or null. */
  readonly problem: Accessor<ClientError | null>;
  /** Set when a button was used without a server: how to start one. */
  readonly needsServer: Accessor<boolean>;
  readonly progress: Accessor<RealGameProgress | null>;
  readonly result: Accessor<VerifyResult | null>;
  /** The last verify's lag per movie frame, for the movie open now (empty for another project). */
  readonly lagAt: Accessor<ReadonlyMap<number, number>>;
  /** Why the open movie cannot be verified on the connected real game, or null. */
  readonly whyNot: Accessor<string | null>;
  readonly imported: Accessor<readonly ImportResultLine[]>;
  readonly connect: () => Promise<boolean>;
  readonly disconnect: () => void;
  readonly verify: () => Promise<void>;
  readonly exportBk2: () => Promise<void>;
  readonly importBk2: (name: string, bytes: Uint8Array, into: 'new' | 'replace') => Promise<void>;
}

function loadSettings(): { url: string; token: string } {
  try {
    const v = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as { url?: unknown; token?: unknown };
    return { url: typeof v.url === 'string' ? v.url : '', token: typeof v.token === 'string' ? v.token : '' };
  } catch {
    return { url: '', token: '' };
  }
}

const NO_LAG: ReadonlyMap<number, number> = new Map();

export function createRealGame(wb: Workbench, acts: RealActs): RealGame {
  const saved = loadSettings();
  const [url, setUrl] = createSignal(saved.url);
  const [token, setToken] = createSignal(saved.token);
  const [info, setInfo] = createSignal<ServerInfo | null>(null);
  const [connecting, setConnecting] = createSignal(false);
  const [problem, setProblem] = createSignal<ClientError | null>(null);
  const [needsServer, setNeedsServer] = createSignal(false);
  const [progress, setProgress] = createSignal<RealGameProgress | null>(null);
  const [result, setResult] = createSignal<VerifyResult | null>(null);
  const [imported, setImported] = createSignal<readonly ImportResultLine[]>([]);

  const connection = (): Connection | null => {
    const u = serverUrl(url());
    return u === null || token().trim() === '' ? null : { url: u, token: token().trim() };
  };

  const connect = async (): Promise<boolean> => {
    const c = connection();
    if (c === null) {
      setProblem({ code: 'noConnection', message: 'paste the URL (http://127.0.0.1:PORT) and the token the server printed' });
      return false;
    }
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ url: c.url, token: c.token }));
    setConnecting(true);
    try {
      const r = await fetchInfo(c);
      setInfo(r.ok ? r.value : null);
      setProblem(r.ok ? null : r.error);
      if (r.ok) setNeedsServer(false);
      return r.ok;
    } finally {
      setConnecting(false);
    }
  };

  // A server remembered from before: try it once (quietly: no server is no error until a button is used).
  onMount(() => {
    if (connection() !== null) {
      void connect().then((ok) => {
        if (!ok && problem()?.code === 'unreachable') setProblem(null);
      });
    }
  });

  /** The server to use, or null after saying how to start one. */
  const ready = (): Connection | null => {
    const c = connection();
    if (c === null || info() === null) {
      setNeedsServer(true);
      return null;
    }
    return c;
  };

  const whyNot = (): string | null => {
    const l = wb.loaded();
    const i = info();
    if (l === null) return 'no movie is open';
    const why = unplayableOnRealGame({
      meta: { level: movieLevelRef(l.level), profile: l.profile, character: l.character, fixes: [...l.fixes], partner: l.partner ?? undefined, dropDash: l.dropDash ? true : undefined },
      savestate: l.savestateStart !== null,
    }, i?.rom.revision ?? l.level.act?.revision ?? 1);
    return why === null ? null : why.message;
  };

  /** The open movie as .spx text (what the server reads: its act, settings and inputs). */
  const movieText = async (): Promise<string | null> => {
    const bytes = await wb.exportMovie('spx');
    return bytes === null ? null : new TextDecoder().decode(bytes);
  };

  /** Runs one job on the server with its progress bar; the last line, or null (the problem says why). */
  const job = async (what: RealGameProgress['what'], route: string, body: unknown): Promise<Record<string, unknown> | null> => {
    const c = ready();
    if (c === null) return null;
    setProblem(null);
    setProgress({ what, done: 0, total: 1 });
    try {
      const r = await streamJob(c, route, body, (l) => {
        if ('progress' in l) setProgress({ what, ...(l.progress as { done: number; total: number }) });
      });
      if (!r.ok) {
        setProblem(r.error);
        if (r.error.code === 'unreachable' || r.error.code === 'tokenWrong') setInfo(null);
        return null;
      }
      return r.value as Record<string, unknown>;
    } finally {
      setProgress(null);
    }
  };

  const verify = async (): Promise<void> => {
    if (ready() === null) return;
    const why = whyNot();
    if (why !== null) {
      setProblem({ code: 'unplayable', message: why });
      return;
    }
    const projectId = wb.projectId();
    const inputsVersion = wb.inputsVersion();
    const spx = await movieText();
    if (spx === null) return;
    const end = await job('verify', ROUTES.verify, { spx });
    if (end !== null && 'report' in end) setResult({ report: end.report as RealGameReport, projectId, inputsVersion });
  };

  const exportBk2 = async (): Promise<void> => {
    if (ready() === null) return;
    const why = whyNot();
    if (why !== null) {
      setProblem({ code: 'unplayable', message: why });
      return;
    }
    const spx = await movieText();
    if (spx === null) return;
    const end = await job('export', ROUTES.export, { movies: [spx] });
    if (end === null || typeof end.bk2 !== 'string') return;
    download(base64ToBytes(end.bk2), `${(wb.levelName() || 'movie').replace(/[^\w.-]+/g, '_')}-bizhawk.bk2`);
    wb.notify('exported for BizHawk: open it with the Genplus-gx core and the same ROM');
  };

  const importBk2 = async (name: string, bytes: Uint8Array, into: 'new' | 'replace'): Promise<void> => {
    if (ready() === null) return;
    setImported([]);
    const end = await job('import', ROUTES.import, { bk2: bytesToBase64(bytes), name });
    if (end === null || typeof end.imported !== 'object' || end.imported === null) return;
    const movies = end.imported as ImportedMovies;
    const lines: ImportResultLine[] = [];
    for (const a of movies.acts) {
      const file = `${a.name}.spx`;
      const spx = new TextEncoder().encode(a.spx);
      let o = await wb.importMovie(file, spx, { into: into === 'replace' && movies.acts.length === 1 ? 'replace' : 'new' });
      if (o?.kind === 'needsLevel' && o.level.act !== undefined && acts.folder() !== null) {
        // The act is not stored in this browser yet: rebuilt from the open disassembly folder.
        const src = await acts.rebuild(o.level.act);
        if (src !== null) o = await wb.importMovie(file, spx, { into: into === 'replace' && movies.acts.length === 1 ? 'replace' : 'new', level: src });
      }
      const d = a.verify.firstDivergence;
      const check = a.verify.synced ? `synced with the engine on ${a.verify.frames} frames` : `parts from the engine at frame ${d?.frame ?? '?'}`;
      const opened = o === null ? 'not opened' : o.kind === 'needsLevel' ? `not opened: open the disassembly folder (Level & movie) to build ${a.act}` : 'opened';
      lines.push({ name: a.name, text: `${file} (${a.act}, ${a.frames} frames): ${check}; ${opened}`, synced: a.verify.synced });
    }
    setImported(lines);
  };

  const lagAt = createMemo((): ReadonlyMap<number, number> => {
    const r = result();
    if (r === null || r.projectId !== wb.projectId()) return NO_LAG;
    return new Map(r.report.lagAt.map((l) => [l.frame, l.lag]));
  });

  return {
    url, token, setUrl, setToken, info, connecting, problem, needsServer, progress, result, whyNot, imported,
    lagAt,
    connect,
    disconnect: () => {
      setInfo(null);
      localStorage.removeItem(SETTINGS_KEY);
    },
    verify, exportBk2, importBk2,
  };
}
