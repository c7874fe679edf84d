/**
 * The engine worker: exposes an EngineSession, playback (Transport) and the project store
 * through Comlink. The UI thread never runs the engine; it sends edits and requests, and the
 * worker answers each with ok or an error while everything that changes what the page shows
 * (frames, edits, playback and lock state) goes to the page in order on one events port
 * (protocol.ts WorkerEvent). Results are values ({ok:false, error} instead of throws); an
 * unexpected exception is caught here and returned as `workerFailed`, so one bug never leaves
 * the UI waiting on a dead promise.
 */
import * as Comlink from 'comlink';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { exportMovie, importMovie, type MovieFormat } from '../../../movies/formats/index.ts';
import { savestateRefusal } from '../../../movies/formats/savestateCarriage.ts';
import { exportLosses } from '../../../movies/formats/exportLosses.ts';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import type { AnalysisRecord, JsonValue } from '../../../movies/storage/schema.ts';
import type { Movie, MovieActRef, MovieMarker } from '../../../movies/types.ts';
import { DEMO_FALLBACK_LEVEL, DEMO_LEVEL, DEMO_SCRIPT } from '../demo/demoMovie.ts';
import { EngineSession, movieStartRefused, undoLevelSources, type BranchLoadHow, type Configuration } from './engineSession.ts';
import { ActLibrary } from './actLibrary.ts';
import type { RunDocuments } from '../realActs/disasmReader.ts';
import { actOf, builtinLevelNamed, builtinLevelNames, fromStoredLevel, levelFromSource } from './levelSource.ts';
import { ProjectHost } from './projectHost.ts';
import { ProjectLocks } from './projectLock.ts';
import { attachScriptHost } from './scriptHost.ts';
import { Transport } from './transport.ts';
import { ViewHost } from './viewHost.ts';
import { RamHost, type RamLabelsInfo } from './ramHost.ts';
import type { RamSeriesChunk, RamWatchSpec } from './ramSeries.ts';
import type { RamLabelTable } from '../../../engine/games/s1/ramLabelTable.ts';
import type { ViewOptions } from '../view/viewPainter.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';
import type { SweepCell } from '../../../analysis/search/sweep.ts';
import type {
  ActLevelRef, Breakpoints, DetectorHitInfo, EditOutcome, FrameView, InputDiff, LevelSource, LockState, OpenedWorkbench, ProjectSummary, RunComparisonInfo, SearchStart,
  SeekProgress, SeriesChunk, WorkbenchError, WorkerEvent, WorkerResult,
} from './protocol.ts';

export type { Configuration, OpenedWorkbench };

const BUSY = 'This project is open in another tab or window, so this tab only shows it. Take over to edit it here.';
const TAKEN = 'Another tab or window took over this project (your edits here were saved first). Take over again to edit it here.';

const host: ProjectHost = new ProjectHost(() => session.movie(), () => session.undoHistory());
/** The real acts imported in this browser (stored with the projects through `host`). */
const acts = new ActLibrary(host);
const session: EngineSession = new EngineSession(acts);
/** The RAM watch: the open act's labels and the plots' series. */
const ram = new RamHost(session, acts);
// Each paint is announced on the events port before the frame it shows (see `show`).
const view = new ViewHost((frame, start, end, labels) => post({ kind: 'painted', frame, start, end, labels: [...labels] }));
let level: LevelSource = { builtin: DEMO_LEVEL };
let lock: LockState = { owner: true, reason: null };
/** Whether any project existed when this tab started (else the first-run hint shows). */
let firstRun = false;
let scriptRuns = 0;
/** The script runs being served, by the page's token: how to stop serving each. */
const scriptHosts = new Map<number, () => void>();

// ---- the events port: everything the page shows, in order ------------------------------------

let port: MessagePort | null = null;
const queued: [WorkerEvent, Transferable[]][] = [];
function post(e: WorkerEvent, transfer: Transferable[] = []): void {
  if (port === null) queued.push([e, transfer]);
  else port.postMessage(e, transfer);
}

/** The page's seek requests under way (id → target frame). */
const seeks = new Map<number, number>();
/** Seek ids that are over but not yet told to the page (they go with the next view sent). */
let settledOut: number[] = [];

/**
 * A frame arrived at: painted first, and sent to the page once it is on the canvas (its
 * buffers move; the painter kept copies). A frame replaced before it was painted is never sent;
 * the seeks it settled are then told with the next one.
 */
function show(v: FrameView, seeking: SeekProgress | null): void {
  if (seeking === null) {
    for (const [id, target] of seeks) {
      if (target === v.frame) {
        seeks.delete(id);
        settledOut.push(id);
      }
    }
  }
  // A run of acts draws the act the frame is in (and a special stage from the frame's run view).
  view.show(session.viewLevel, { ...v, special: v.run?.special ?? null }, () => {
    const settled = settledOut;
    settledOut = [];
    post({ kind: 'view', view: v, seeking, settled }, [v.state.buffer, v.path.buffer, v.objects.buffer]);
  });
}

let lastLevel: LevelSource | null = null;
let branchRevision = -1;

/** After any change to the movie: tell the page, journal it, and keep storage in step. */
function edited(o: EditOutcome): void {
  post({ kind: 'edit', edit: o });
  if (o.first >= 0 || o.splices.length > 0 || o.level !== null || o.branches !== null) host.edited();
  const src = session.levelSource;
  if (o.level !== null && src !== null && src !== lastLevel) {
    lastLevel = src;
    level = src;
    void host.setLevel(src);
  }
  if (session.branchRevision !== branchRevision) {
    branchRevision = session.branchRevision;
    void host.syncBranches(session.branchList());
  }
}

const transport = new Transport({
  session,
  show: (v, seeking) => show(v, seeking),
  edited,
  changed: (state) => post({ kind: 'transport', state }),
});

function setLock(next: LockState): void {
  lock = next;
  session.setViewOnly(next.owner ? null : next.reason === 'taken' ? TAKEN : BUSY);
  if (!next.owner) transport.setRecording(false);
  post({ kind: 'lock', lock: next });
}

const locks = new ProjectLocks({
  yieldTo: async () => {
    transport.pause();
    await host.flush();
    await host.flushUi();
    host.becomeViewer();
    setLock({ owner: false, reason: 'taken' });
    // The status (viewOnly) changed: an empty outcome carries it.
    const o = session.report();
    if (o !== null) post({ kind: 'edit', edit: o });
  },
  lost: () => {
    transport.pause();
    host.becomeViewer();
    setLock({ owner: false, reason: 'taken' });
  },
  saved: (projectId) => {
    // Another tab saved the project this one views: show the saved work (unless this tab has
    // started to take it over meanwhile).
    void serially(async () => {
      if (host.projectId !== projectId || host.isOwner || locks.holding === projectId) return;
      const r = await openProjectNow(projectId, 'view');
      if (r.ok) post({ kind: 'opened', opened: r.value });
    });
  },
});

host.onStatus((status, error) => {
  post({ kind: 'save', status, error });
  if (status === 'saved' && host.isOwner && host.projectId !== null) locks.announceSave(host.projectId);
});

// ---- guards --------------------------------------------------------------------------------

function err(e: unknown): { ok: false; error: WorkbenchError } {
  return { ok: false, error: { code: 'workerFailed', path: '', message: e instanceof Error ? e.message : String(e) } };
}

function guard<T>(run: () => WorkerResult<T>): WorkerResult<T> {
  try {
    return run();
  } catch (e) {
    return err(e);
  }
}

async function guardAsync<T>(run: () => Promise<WorkerResult<T>>): Promise<WorkerResult<T>> {
  try {
    return await run();
  } catch (e) {
    return err(e);
  }
}

/**
 * Runs an edit: its outcome goes to the page as an event; the caller gets ok or the error.
 * When the edit changed frames the cursor's state depends on (or the settings), the frame on
 * screen is replayed and shown again (playback shows its own next frame anyway).
 */
function edit(run: () => WorkerResult<EditOutcome>): WorkerResult<true> {
  return guard(() => {
    const at = session.cursor;
    const lengthBefore = session.length;
    const r = run();
    if (!r.ok) return r;
    edited(r.value);
    // The frame the cursor was on is gone (an append undone, frames deleted): the cursor goes to
    // the new end, so the counter never reads "31000/1000". A cursor already past the end (frame
    // advance beyond it, the roll's blank rows) was put there on purpose and stays.
    const to = at <= lengthBefore && at > r.value.length ? r.value.length : at;
    if ((r.value.first >= 0 || r.value.level !== null || to !== at) && !transport.state().playing) void transport.seek(to);
    return { ok: true, value: true };
  });
}

// ---- opening projects ------------------------------------------------------------------------

function demoMovie(): WorkerResult<{ level: LevelSource; movie: Movie }> {
  const names = builtinLevelNames();
  const src: LevelSource = { builtin: names.includes(DEMO_LEVEL) ? DEMO_LEVEL : DEMO_FALLBACK_LEVEL };
  const loaded = session.load({ level: src });
  if (!loaded.ok) return loaded;
  const script = parseInputScript(DEMO_SCRIPT, 'demo.txt');
  if (!script.ok) return { ok: false, error: { code: script.error.code, path: script.error.where, message: script.error.message } };
  const movie = session.movie()!;
  movie.inputs = script.value;
  return { ok: true, value: { level: src, movie } };
}

/** Opening projects one at a time: a viewer's refresh never interleaves with a takeover. */
let opening: Promise<unknown> = Promise.resolve();
function serially<T>(run: () => Promise<T>): Promise<T> {
  const next = opening.then(run, run);
  opening = next.catch(() => {});
  return next;
}

/**
 * Opens project `id` in this tab: as its owner when no other tab has it ('own'), after asking
 * the tab that has it to let go ('takeOver'), or only to view it ('view', a refresh).
 */
function openProject(id: string, how: 'own' | 'takeOver' | 'view' = 'own'): Promise<WorkerResult<OpenedWorkbench>> {
  return serially(() => openProjectNow(id, how));
}

async function openProjectNow(id: string, how: 'own' | 'takeOver' | 'view'): Promise<WorkerResult<OpenedWorkbench>> {
  transport.pause();
  // A project on a real act this browser no longer has is refused before anything switches to
  // it: the open project (and its autosave) stays as it was.
  const projectLevel = await host.projectLevel(id);
  if (!projectLevel.ok) return projectLevel;
  const ensured = await ensureLevel(projectLevel.value);
  if (!ensured.ok) return ensured;
  // Save the project open now before its lock is let go.
  await host.flush();
  await host.flushUi();
  const owner = how === 'view' ? false : how === 'takeOver' ? await locks.takeOver(id) : await locks.acquire(id);
  const opened = await host.openProject(id, owner);
  if (!opened.ok) return opened;
  const o = opened.value;
  // The acts its branches were made on, read from storage before the session lists them (one
  // missing only keeps that branch from loading its state; its inputs still replay).
  for (const b of o.branches) if (b.level !== null && b.level !== undefined) await ensureLevel(fromStoredLevel(b.level));
  // And the acts its undo history's settings changes name, so undoing one after a reload works.
  if (o.undo !== null) for (const src of undoLevelSources(o.undo)) await ensureLevel(src);
  session.setViewOnly(owner ? null : how === 'view' && lock.reason === 'taken' ? TAKEN : BUSY);
  const loaded = session.load({ level: o.level, movie: o.movie ?? undefined }, o.branches, undefined, o.undo);
  if (!loaded.ok) return loaded;
  level = o.level;
  lastLevel = o.level;
  branchRevision = session.branchRevision;
  const nextLock: LockState = owner ? { owner: true, reason: null } : { owner: false, reason: how === 'view' ? lock.reason ?? 'busy' : 'busy' };
  setLock(nextLock);
  const list = await host.list();
  return {
    ok: true,
    value: {
      projects: list.ok ? list.value : [], projectId: id, loaded: loaded.value, levelSource: level, storageError: null, recovered: o.source, undoLost: o.undoLost,
      ui: o.ui, analysis: o.analysis, lock: nextLock, firstRun,
    },
  };
}

/** Makes a source's real act available to the session (read from storage); other sources need nothing. */
async function ensureLevel(src: LevelSource): Promise<WorkerResult<true>> {
  const act = actOf(src);
  if (act === null) return { ok: true, value: true };
  const r = await acts.ensure(act);
  return r.ok ? { ok: true, value: true } : r;
}

/**
 * The level a movie was made on, as a source this workbench has: the open level, a real act
 * stored in this browser (by hash), or a bundled one.
 */
async function levelOfMovie(meta: Movie['meta']): Promise<LevelSource | null> {
  const cur = session.level;
  const want = meta.level.hash >>> 0;
  if (cur !== null && want !== 0 && cur.hash >>> 0 === want) return level;
  if (meta.level.act !== undefined) {
    const stored = await acts.find(want);
    return stored.ok && stored.value !== null ? { act: stored.value } : null;
  }
  return builtinLevelNamed(meta.level.name, want) === null ? null : { builtin: builtinLevelNamed(meta.level.name, want)! };
}

export interface ImportOptions {
  /** A new project (the default), or replace the open movie (undoable). */
  readonly into: 'new' | 'replace';
  /** The level to play it on, when the movie's own is not here (checked against its hash). */
  readonly level?: LevelSource;
  /** Play it on the open level even though it was made on another (the user chose so). */
  readonly anyLevel?: boolean;
}

export type ImportOutcome =
  | { readonly kind: 'opened'; readonly opened: OpenedWorkbench; readonly warnings: string[] }
  | { readonly kind: 'replaced'; readonly frames: number; readonly warnings: string[] }
  /**
   * The movie was made on a level that is not loaded: ask for it (nothing changed). `act`: it is
   * a real act, which the disassembly folder rebuilds.
   */
  | { readonly kind: 'needsLevel'; readonly level: { readonly name: string; readonly hash: number; readonly act?: MovieActRef } };

const api = {
  /** The port every WorkerEvent goes to (events before it are kept and sent then). */
  connect(events: MessagePort): void {
    port = events;
    for (const [e, t] of queued.splice(0)) port.postMessage(e, t);
  },

  levels: (): string[] => builtinLevelNames(),

  /**
   * A script run starts: its worker gets the other end of `scriptPort`, and through it only the
   * script API (scriptHost.ts), which takes every message as untrusted data. The view's script
   * drawings start empty. `token` is the page's name for the run: a run the host ends itself (a
   * flood) is told to the page as a `scriptEnded` event with it.
   */
  connectScript(scriptPort: MessagePort, name: string, token: number): void {
    const run = { name: String(name), id: ++scriptRuns };
    view.setDrawings([]);
    scriptHosts.get(token)?.();
    const detach = attachScriptHost(
      scriptPort,
      {
        state: () => session.state(),
        seek: (frame) => transport.seek(frame),
        cursor: () => session.cursor,
        length: () => session.length,
        inputAt: (frame) => session.inputAt(frame),
        setInput: (frame, input, label, group) => {
          const r = edit(() => session.setInput(frame, input, label, group));
          return r.ok ? null : r.error.message;
        },
        branch: (branchName) => {
          const r = branchEdit(() => session.createBranch(branchName, `made by script "${run.name}"`, null, new Date().toISOString()));
          if (!r.ok) return { error: r.error.message };
          return { id: session.branchList().at(-1)?.id ?? '' };
        },
        draw: (commands) => view.setDrawings(commands),
        hits: () => session.hits(),
      },
      run,
      () => performance.now(),
      (message) => {
        scriptHosts.delete(token);
        post({ kind: 'scriptEnded', token, message });
      },
    );
    scriptHosts.set(token, detach);
  },

  /** The page ended run `token` (done, failed or stopped): its port is closed. */
  endScript(token: number): void {
    scriptHosts.get(token)?.();
    scriptHosts.delete(token);
  },

  /** Opens saved work (the most recent project; a demo project on first start). */
  start: (): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const store = await host.open();
      if (!store.ok) {
        const demo = demoMovie();
        if (!demo.ok) return demo;
        const loaded = session.load({ level: demo.value.level, movie: demo.value.movie });
        if (!loaded.ok) return loaded;
        level = demo.value.level;
        return {
          ok: true,
          value: { projects: [], projectId: null, loaded: loaded.value, levelSource: level, storageError: store.error, recovered: 'new', ui: {}, analysis: null, lock, firstRun: true },
        };
      }
      let list = await host.list();
      if (!list.ok) return list;
      if (list.value.length === 0) {
        firstRun = true;
        const demo = demoMovie();
        if (!demo.ok) return demo;
        const made = await host.create('Demo', demo.value.level, demo.value.movie);
        if (!made.ok) return made;
        list = await host.list();
        if (!list.ok) return list;
      }
      // The most recent project that opens (one on a real act this browser no longer stores
      // does not; opening it from the list says why and what to do).
      for (const p of list.value) {
        const r = await openProject(p.id);
        if (r.ok || r.error.code !== 'actNotStored') return r;
      }
      // None does: a new demo project, the others kept (each opens once its act is loaded again).
      const demo = demoMovie();
      if (!demo.ok) return demo;
      const made = await host.create('Demo', demo.value.level, demo.value.movie);
      return made.ok ? openProject(made.value) : made;
    }),

  flush: (): Promise<WorkerResult<true>> =>
    guardAsync(async () => {
      await host.flushUi();
      return host.flush();
    }),
  listProjects: (): Promise<WorkerResult<ProjectSummary[]>> => guardAsync(() => host.list()),
  openProject: (id: string): Promise<WorkerResult<OpenedWorkbench>> => guardAsync(() => openProject(id)),
  /** Asks the tab editing the open project to let go, then opens it here for editing. */
  takeOver: (): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const id = host.projectId;
      if (id === null) return { ok: false, error: { code: 'noProject', path: '', message: 'no project is open' } };
      return openProject(id, 'takeOver');
    }),
  /** A new project holding an empty movie on `src`. */
  createProject: (name: string, src: LevelSource): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const ensured = await ensureLevel(src);
      if (!ensured.ok) return ensured;
      const loaded = levelFromSource(src, acts);
      if (!loaded.ok) return loaded;
      const probe = new EngineSession(acts);
      const made = probe.load({ level: src });
      if (!made.ok) return made;
      const id = await host.create(name, src, probe.movie()!);
      return id.ok ? openProject(id.value) : id;
    }),
  renameProject: (id: string, name: string): Promise<WorkerResult<true>> => guardAsync(() => host.rename(id, name)),
  deleteProject: (id: string): Promise<WorkerResult<true>> =>
    guardAsync(async () => {
      if (id === host.projectId) locks.release();
      return host.remove(id);
    }),
  exportProject: (id: string): Promise<WorkerResult<Uint8Array>> => guardAsync(() => host.exportProject(id)),
  importProject: (bytes: Uint8Array, fileName: string): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const id = await host.importProject(bytes, fileName);
      return id.ok ? openProject(id.value) : id;
    }),
  /** Keeps a UI setting with the project (the cursor, scripts). */
  setUi: (key: string, value: JsonValue): void => host.setUi(key, value),
  /** Keeps the project's latest analysis run, so a reload shows its results. */
  saveAnalysis: (record: Omit<AnalysisRecord, 'projectId'>): Promise<WorkerResult<true>> => guardAsync(() => host.saveAnalysis(record)),

  /** New level, profile, character, fixes or partner: an undoable edit; the movie keeps everything else. */
  configure: (c: Configuration): Promise<WorkerResult<true>> =>
    guardAsync(async () => {
      if (c.level !== undefined) {
        const ensured = await ensureLevel(c.level);
        if (!ensured.ok) return ensured;
      }
      return edit(() => session.configure(c));
    }),

  /**
   * A real act imported from the disassembly (its `subpixel-level/2` document, made by the
   * disassembly worker): checked, kept in memory and stored once with the projects, with the
   * checkout's RAM labels (or why they could not be read). Its source comes back, for
   * `configure` or `importMovie`; nothing else changes.
   */
  storeAct: (json: string, ramLabels: RamLabelTable | string | null = null): Promise<WorkerResult<LevelSource>> =>
    guardAsync(async () => {
      const r = await acts.add(json, new Date().toISOString(), ramLabels);
      return r.ok ? { ok: true, value: { act: r.value } } : r;
    }),
  /**
   * What a run of acts from a real act goes on into (DisasmReader.runActs): the acts (checked,
   * kept in memory for this session: they are not stored or listed, since without the folder's
   * exits a reload plays the act alone anyway), the exits and the special stages, so a real act
   * the open checkout can continue plays as a run (engine/games/s1/s1ActRun.ts). Load the act
   * (configure) after it: the session's runtime takes its run source when it is built.
   */
  storeRun: (run: RunDocuments): Promise<WorkerResult<number>> =>
    guardAsync(async () => {
      const kept = acts.keptRunLevels(run.revision, run.objects, run.acts);
      const levels = kept !== null ? { ok: true as const, value: kept } : ActLibrary.runLevels(run.acts, run.revision, run.objects);
      if (!levels.ok) return levels;
      acts.setRun(run.revision, run.objects, { exits: new Map(run.exits), special: run.special, levels: levels.value });
      return { ok: true, value: run.acts.length };
    }),
  /** The real acts stored in this browser (any project's), by name. */
  storedActs: (): Promise<ActLevelRef[]> => acts.list(),

  /**
   * Imports a movie file: into a new project by default, or over the open movie (undoable).
   * A movie made on a level that is not here is not played on another level silently: the
   * answer asks for its level (`needsLevel`), unless the caller gives one or says `anyLevel`.
   */
  importMovie: (fileName: string, bytes: Uint8Array, options: ImportOptions = { into: 'new' }): Promise<WorkerResult<ImportOutcome>> =>
    guardAsync(async (): Promise<WorkerResult<ImportOutcome>> => {
      const current = session.movie();
      if (current === null) return { ok: false, error: { code: 'noLevel', path: '', message: 'no level loaded' } };
      const r = importMovie(fileName, bytes, current.meta);
      if (!r.ok) return { ok: false, error: { code: r.error.code, path: `${r.error.file}: ${r.error.where}`, message: r.error.message } };
      const movie = r.value;
      const warnings = r.warnings.map((w) => `${w.where}: ${w.message}`);
      let src = options.level ?? (await levelOfMovie(movie.meta));
      if (src === null) {
        if (options.anyLevel !== true) {
          const { name, hash, act } = movie.meta.level;
          return { ok: true, value: { kind: 'needsLevel', level: act === undefined ? { name, hash: hash >>> 0 } : { name, hash: hash >>> 0, act } } };
        }
        src = level;
      }
      const ensured = await ensureLevel(src);
      if (!ensured.ok) return ensured;
      const parsed = levelFromSource(src, acts);
      if (!parsed.ok) return parsed;
      const want = movie.meta.level.hash >>> 0;
      if (options.level !== undefined && options.anyLevel !== true && want !== 0 && parsed.value.hash >>> 0 !== want) {
        return {
          ok: false,
          error: { code: 'levelHashMismatch', path: 'level', message: `that level has hash ${hex(parsed.value.hash)}; ${fileName} was made on "${movie.meta.level.name}" with hash ${hex(want)}` },
        };
      }
      const startRefused = movieStartRefused(parsed.value, movie);
      if (startRefused !== null) return { ok: false, error: { ...startRefused, path: `${fileName}: savestate` } };
      const name = 'builtin' in src ? src.builtin : parsed.value.name;
      const fixed: Movie = { ...movie, meta: { ...movie.meta, level: { ...movieLevelRef(parsed.value), name } } };
      const replace = (): WorkerResult<ImportOutcome> => {
        const r = edit(() => session.importReplace(fixed, src!, `import ${fileName}`));
        return r.ok ? { ok: true, value: { kind: 'replaced', frames: fixed.inputs.length, warnings } } : r;
      };
      if (options.into === 'replace') {
        transport.pause();
        return replace();
      }
      const id = await host.create(fileName, src, fixed);
      if (!id.ok) {
        // No storage: the import replaces the movie here instead (still undoable).
        if (id.error.code !== 'storageClosed' && host.projectId !== null) return id;
        return replace();
      }
      const opened = await openProject(id.value);
      return opened.ok ? { ok: true, value: { kind: 'opened', opened: opened.value, warnings } } : opened;
    }),

  /** The file's bytes, and what the format leaves out that a replay needs (movies/formats/exportLosses.ts). */
  exportMovie: (format: MovieFormat): WorkerResult<{ bytes: Uint8Array; losses: string[] }> =>
    guard(() => {
      const movie = session.movie();
      if (movie === null) return { ok: false, error: { code: 'noLevel', path: '', message: 'no level loaded' } };
      const refused = savestateRefusal(movie, format);
      if (refused !== null) return { ok: false, error: { code: 'exportSavestate', path: `.${format}`, message: refused } };
      return { ok: true, value: { bytes: exportMovie(movie, format), losses: exportLosses(movie, format) } };
    }),

  // ---- edits: ok or the error; the outcome arrives as an event ----
  setButtons: (from: number, to: number, mask: number, on: boolean, pad: 1 | 2 = 1): WorkerResult<true> => edit(() => session.setButtons(from, to, mask, on, pad)),
  applyPattern: (from: number, to: number, mask: number, pattern: string, pad: 1 | 2 = 1): WorkerResult<true> =>
    edit(() => session.applyPattern(from, to, mask, pattern, pad)),
  insertFrames: (at: number, count: number): WorkerResult<true> => edit(() => session.insertFrames(at, count)),
  deleteFrames: (at: number, count: number): WorkerResult<true> => edit(() => session.deleteFrames(at, count)),
  paste: (at: number, bytes: Uint8Array, insert: boolean, pad: 1 | 2 = 1): WorkerResult<true> => edit(() => session.paste(at, bytes, insert, pad)),
  replaceInputs: (inputs: Uint8Array, markers: MovieMarker[], label: string): WorkerResult<true> => edit(() => session.replaceInputs(inputs, markers, label)),
  undo: (): WorkerResult<true> => edit(() => session.undo()),
  redo: (): WorkerResult<true> => edit(() => session.redo()),
  undoTo: (position: number): WorkerResult<true> => edit(() => session.undoTo(position)),
  setMarker: (frame: number, text: string): WorkerResult<true> => edit(() => session.setMarker(frame, text)),
  /** The movie's author (not an undo step): saved with the project like any change. */
  setAuthor: (name: string): WorkerResult<true> =>
    guard(() => {
      const r = session.setAuthor(name);
      if (!r.ok) return r;
      post({ kind: 'edit', edit: r.value });
      host.edited();
      return { ok: true, value: true };
    }),
  beginGroup: (label: string): void => session.beginGroup(label),
  endGroup: (label?: string): WorkerResult<true> => edit(() => session.endGroup(label)),

  // ---- the level view, painted here on the page canvas's OffscreenCanvas (viewHost.ts) ----
  attachView: (canvas: OffscreenCanvas, width: number, height: number, dpr: number, options: ViewOptions): void =>
    view.attach(canvas, width, height, dpr, options),
  resizeView: (width: number, height: number, dpr: number): void => view.resize(width, height, dpr),
  zoomView: (x: number, y: number, factor: number): void => view.zoomAt(x, y, factor),
  panView: (dx: number, dy: number): void => view.panBy(dx, dy),
  setViewOptions: (options: ViewOptions): void => view.setOptions(options),
  /** The loaded act's art for the view's picture (read by the disassembly worker), or null. */
  setViewArt: (art: S1ActArt | null): void => view.setArt(art),
  viewThumbnail: (): Promise<Uint8Array | null> => view.thumbnail(),

  // ---- playback: frames arrive as events ----
  /**
   * Goes to `frame` (long seeks in slices with progress); the frame reached, or null when
   * overtaken. `id` comes back in the `settled` list of the view event that ends the request.
   */
  seek: (frame: number, id = 0): Promise<WorkerResult<number | null>> =>
    guardAsync(async () => {
      if (!Number.isInteger(frame) || frame < 0) return { ok: false, error: { code: 'seekRange', path: `frame ${frame}`, message: `cannot seek to frame ${frame}` } };
      seeks.set(id, frame);
      const reached = await transport.seek(frame);
      // Overtaken: over all the same; the page hears so with the next view.
      if (seeks.delete(id)) settledOut.push(id);
      return { ok: true, value: reached };
    }),
  /** One frame forward; with `input` (record mode) that input is recorded first. */
  frameAdvance: (input: number | null): WorkerResult<true> =>
    guard(() => {
      if (!transport.frameAdvance(input)) {
        const again = session.advanceQuiet(input);
        return again.ok ? { ok: true, value: true } : again;
      }
      return { ok: true, value: true };
    }),
  /** Plays at `speed`, or (undefined) at the speed last set here: the page's copy may not have heard of a change yet. */
  play: (speed?: number, toFrame: number | null = null): void => transport.play(speed, toFrame),
  pause: (): void => transport.pause(),
  /** Play / pause by the worker's own state (Transport.togglePlay). */
  togglePlay: (): void => transport.togglePlay(),
  setSpeed: (speed: number): void => transport.setSpeed(speed),
  setRecording: (on: boolean): WorkerResult<true> => {
    if (on && !lock.owner) return { ok: false, error: { code: 'viewOnly', path: '', message: session.viewOnly ?? BUSY } };
    transport.setRecording(on);
    return { ok: true, value: true };
  },
  setPad: (bits: number): void => transport.setPad(bits),
  setBreakpoints: (b: Breakpoints): WorkerResult<true> => {
    const problem = transport.setBreakpoints(b);
    return problem === null ? { ok: true, value: true } : { ok: false, error: { code: 'conditionInvalid', path: 'condition', message: problem } };
  },

  hits: (): DetectorHitInfo[] => session.hits(),
  /** The snapshot after `frame` frames, for a search or sweep from there (transferred). */
  savestate: (frame: number): WorkerResult<SearchStart> => {
    const r = guard(() => session.savestate(frame));
    return r.ok ? Comlink.transfer(r, [r.value.snapshot.buffer]) : r;
  },
  series: (from: number, to: number): SeriesChunk => session.series(from, to),
  /** The open level's RAM labels (a real act's checkout's), or why there are none (RAM watch). */
  ramLabels: (): RamLabelsInfo => ram.labels(),
  /** Watched RAM over frames [from, to) for the plots (transferred; NaN where not modelled). */
  ramSeries: (from: number, to: number, watches: RamWatchSpec[]): RamSeriesChunk => {
    const r = ram.values(from, to, watches);
    return Comlink.transfer(r, r.values.map((v) => v.buffer));
  },

  // ---- branches: undoable edits; the new list arrives with the edit event ----
  /** A search result as a branch at `frame`: the movie's inputs up to there, then the result's. */
  branchFromResult: (frame: number, tail: Uint8Array, name: string, note: string, savestate: Int32Array | null): WorkerResult<true> =>
    branchEdit(() => session.branchWithTail(frame, tail, name, note, new Date().toISOString(), savestate)),
  /** A sweep start as a branch: the frame's state with the player moved to the cell. */
  branchAtCell: (frame: number, cell: SweepCell, name: string): WorkerResult<true> => branchEdit(() => session.branchAtCell(frame, cell, name, new Date().toISOString())),
  createBranch: (name: string, note: string): Promise<WorkerResult<true>> =>
    guardAsync(async () => {
      const thumb = await view.thumbnail();
      return branchEdit(() => session.createBranch(name, note, thumb, new Date().toISOString()));
    }),
  updateBranch: (id: string): Promise<WorkerResult<true>> =>
    guardAsync(async () => {
      const thumb = await view.thumbnail();
      return branchEdit(() => session.updateBranch(id, thumb, new Date().toISOString()));
    }),
  renameBranch: (id: string, name: string, note: string): WorkerResult<true> => branchEdit(() => session.renameBranch(id, name, note)),
  deleteBranch: (id: string): WorkerResult<true> => edit(() => session.deleteBranch(id)),
  setBranchSlot: (id: string, slot: number | null): WorkerResult<true> => edit(() => session.setBranchSlot(id, slot)),
  /** Saves the cursor's state to hotkey slot `slot` (the branch there is updated, or a new one made). */
  saveToSlot: (slot: number): Promise<WorkerResult<true>> =>
    guardAsync(async () => {
      const thumb = await view.thumbnail();
      return branchEdit(() => session.saveToSlot(slot, thumb, new Date().toISOString()));
    }),
  /** Loads a branch; answers the frame it was made at (the page goes there). */
  loadBranch: (id: string, how: BranchLoadHow): Promise<WorkerResult<number>> =>
    guardAsync(async () => {
      transport.pause();
      const r = session.loadBranch(id, how);
      if (!r.ok) return r;
      edited(r.value.edit);
      await transport.seek(r.value.frame);
      return { ok: true, value: r.value.frame };
    }),
  /** Loads the branch in hotkey slot `slot` (state and inputs). */
  loadSlot: (slot: number): Promise<WorkerResult<number>> =>
    guardAsync(async () => {
      const b = session.branchInSlot(slot);
      if (b === null) return { ok: false, error: { code: 'slotEmpty', path: `slot ${slot}`, message: `no branch in slot ${slot} (Shift+${slot} saves one)` } };
      return api.loadBranch(b.id, 'replaceInputs');
    }),
  diffBranch: (a: string, b: string): WorkerResult<InputDiff> => guard(() => session.diffBranch(a, b)),
  /** The movie's run under the fixes `other` against its run now, from its start (the fixes view). */
  compareFixes: (other: string[]): WorkerResult<RunComparisonInfo> => guard(() => session.compareFixes(other)),
  /** The movie's run under the fixes `other`, kept as a branch at the movie's end. */
  keepFixesRun: (other: string[], name: string): WorkerResult<true> => branchEdit(() => session.branchOfFixes(other, name, new Date().toISOString())),
};

/** A branch operation whose answer is the branch: the changed list goes to the page as an event. */
function branchEdit(run: () => WorkerResult<unknown>): WorkerResult<true> {
  return guard(() => {
    const r = run();
    if (!r.ok) return r;
    const o = session.report();
    if (o !== null) edited(o);
    return { ok: true, value: true };
  });
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

export type EngineApi = typeof api;

Comlink.expose(api);
