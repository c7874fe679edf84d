/**
 * The engine worker: exposes an EngineSession and the project store through Comlink. The UI
 * thread never runs the engine; it sends edits and seeks and gets back frame views. Results are
 * values ({ok:false, error} instead of throws); an unexpected exception is caught here and
 * returned as `workerFailed`, so one bug never leaves the UI waiting on a dead promise.
 */
import * as Comlink from 'comlink';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { exportMovie, importMovie, type MovieFormat } from '../../../movies/formats/index.ts';
import type { BranchLoadMode } from '../../../movies/model/branches.ts';
import type { Branch, Movie } from '../../../movies/types.ts';
import type { CharacterId, PartnerOptions, ProfileId } from '../../../engine/profiles/ids.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { DEMO_FALLBACK_LEVEL, DEMO_LEVEL, DEMO_SCRIPT } from '../demo/demoMovie.ts';
import { EngineSession } from './engineSession.ts';
import { builtinLevelNamed, builtinLevelNames } from './levelSource.ts';
import { ProjectHost, type ProjectSummary, type StatusListener } from './projectHost.ts';
import { ViewHost, type PaintedCallback } from './viewHost.ts';
import type { ViewOptions } from '../view/viewPainter.ts';
import type {
  BranchInfo, BranchLoadOutcome, DetectorHitInfo, EditOutcome, FrameView, LevelSource, LoadedLevel, SearchStart, SeriesChunk,
  SessionStatus, WorkbenchError, WorkerResult,
} from './protocol.ts';

const session = new EngineSession();
const host = new ProjectHost(() => session.movie());
const view = new ViewHost();
let level: LevelSource = { builtin: DEMO_LEVEL };

export interface OpenedWorkbench {
  readonly projects: ProjectSummary[];
  readonly projectId: string | null;
  readonly loaded: LoadedLevel;
  readonly levelSource: LevelSource;
  /** Why saved work is unavailable, or null. */
  readonly storageError: WorkbenchError | null;
  readonly recovered: 'saved' | 'journal' | 'new';
}

export interface Configuration {
  readonly level?: LevelSource;
  readonly profile?: ProfileId;
  readonly character?: CharacterId;
  readonly fixes?: readonly QuirkId[];
  /** Player 2: its options, or null for none. */
  readonly partner?: PartnerOptions | null;
}

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
 * Paints the view on the level canvas, then moves its buffers instead of copying them (the
 * worker keeps no reference).
 */
function transferView(r: WorkerResult<FrameView>): WorkerResult<FrameView> {
  if (!r.ok) return r;
  view.show(session.level, r.value);
  return Comlink.transfer(r, [r.value.state.buffer, r.value.path.buffer, r.value.objects.buffer]);
}

/** An edit that changed something is journaled and scheduled for saving. */
function edited(r: WorkerResult<EditOutcome>): WorkerResult<EditOutcome> {
  if (r.ok && (r.value.first >= 0 || r.value.splices.length > 0)) host.edited();
  return r;
}

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

function loadInto(src: LevelSource, movie: Movie | undefined, branches: readonly Branch[] = []): WorkerResult<LoadedLevel> {
  const r = session.load({ level: src, movie }, branches);
  if (r.ok) level = src;
  return r;
}

async function openProject(id: string, projects: ProjectSummary[]): Promise<WorkerResult<OpenedWorkbench>> {
  const opened = await host.openProject(id);
  if (!opened.ok) return opened;
  const o = opened.value;
  const loaded = loadInto(o.level, o.movie ?? undefined, o.branches);
  if (!loaded.ok) return loaded;
  return { ok: true, value: { projects, projectId: id, loaded: loaded.value, levelSource: level, storageError: null, recovered: o.source } };
}

const api = {
  levels: (): string[] => builtinLevelNames(),

  /** Opens saved work (the most recent project; a demo project on first start). */
  start: (): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const store = await host.open();
      if (!store.ok) {
        const demo = demoMovie();
        if (!demo.ok) return demo;
        const loaded = loadInto(demo.value.level, demo.value.movie);
        if (!loaded.ok) return loaded;
        return { ok: true, value: { projects: [], projectId: null, loaded: loaded.value, levelSource: level, storageError: store.error, recovered: 'new' } };
      }
      let list = await host.list();
      if (!list.ok) return list;
      if (list.value.length === 0) {
        const demo = demoMovie();
        if (!demo.ok) return demo;
        const made = await host.create('Demo', demo.value.level, demo.value.movie);
        if (!made.ok) return made;
        list = await host.list();
        if (!list.ok) return list;
      }
      return openProject(list.value[0].id, list.value);
    }),

  onStatus: (listener: StatusListener): void => host.onStatus(listener),
  flush: (): Promise<WorkerResult<true>> => guardAsync(() => host.flush()),
  listProjects: (): Promise<WorkerResult<ProjectSummary[]>> => guardAsync(() => host.list()),
  openProject: (id: string): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const list = await host.list();
      return list.ok ? openProject(id, list.value) : list;
    }),
  /** A new project holding an empty movie on `src` (the demo movie when `demo`). */
  createProject: (name: string, src: LevelSource): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const loaded = session.load({ level: src });
      if (!loaded.ok) return loaded;
      const made = await host.create(name, src, session.movie()!);
      if (!made.ok) return made;
      const list = await host.list();
      return list.ok ? openProject(made.value, list.value) : list;
    }),
  renameProject: (id: string, name: string): Promise<WorkerResult<true>> => guardAsync(() => host.rename(id, name)),
  deleteProject: (id: string): Promise<WorkerResult<true>> => guardAsync(() => host.remove(id)),
  exportProject: (id: string): Promise<WorkerResult<Uint8Array>> => guardAsync(() => host.exportProject(id)),
  importProject: (bytes: Uint8Array, fileName: string): Promise<WorkerResult<OpenedWorkbench>> =>
    guardAsync(async () => {
      const id = await host.importProject(bytes, fileName);
      if (!id.ok) return id;
      const list = await host.list();
      return list.ok ? openProject(id.value, list.value) : list;
    }),

  /** New level, profile, character, fixes or partner: the movie keeps its inputs and markers. */
  configure: (c: Configuration): Promise<WorkerResult<LoadedLevel>> =>
    guardAsync(async () => {
      const movie = session.movie();
      const src = c.level ?? level;
      if (movie !== null) {
        if (c.profile !== undefined) movie.meta.profile = c.profile;
        if (c.character !== undefined) movie.meta.character = c.character;
        if (c.fixes !== undefined) movie.meta.fixes = [...c.fixes];
        if (c.partner !== undefined) {
          if (c.partner === null) delete movie.meta.partner;
          else movie.meta.partner = c.partner;
        }
      }
      // Level name and hash come from the new level: load once to learn them.
      const probe = session.load({
        level: src, profile: movie?.meta.profile, character: movie?.meta.character, fixes: movie?.meta.fixes as QuirkId[] | undefined,
        partner: movie !== null ? (movie.meta.partner ?? null) : (c.partner ?? null),
      });
      if (!probe.ok) {
        if (movie !== null) session.load({ level, movie });
        return probe;
      }
      const fresh = session.movie()!;
      const next: Movie = movie === null ? fresh : { ...movie, meta: { ...movie.meta, level: fresh.meta.level } };
      const r = loadInto(src, next);
      if (r.ok) {
        await host.setLevel(src);
        host.edited();
      }
      return r;
    }),

  importMovie: (fileName: string, bytes: Uint8Array): WorkerResult<{ loaded: LoadedLevel; levelSource: LevelSource; warnings: string[] }> =>
    guard(() => {
      const current = session.movie();
      if (current === null) return { ok: false, error: { code: 'noLevel', path: '', message: 'no level loaded' } };
      const r = importMovie(fileName, bytes, current.meta);
      if (!r.ok) return { ok: false, error: { code: r.error.code, path: `${r.error.file}: ${r.error.where}`, message: r.error.message } };
      const builtin = builtinLevelNamed(r.value.meta.level.name, r.value.meta.level.hash);
      const src: LevelSource = builtin !== null ? { builtin } : level;
      const loaded = loadInto(src, r.value);
      if (!loaded.ok) return loaded;
      host.edited();
      void host.setLevel(src);
      return { ok: true, value: { loaded: loaded.value, levelSource: src, warnings: r.warnings.map((w) => `${w.where}: ${w.message}`) } };
    }),

  exportMovie: (format: MovieFormat): WorkerResult<Uint8Array> =>
    guard(() => {
      const movie = session.movie();
      if (movie === null) return { ok: false, error: { code: 'noLevel', path: '', message: 'no level loaded' } };
      return { ok: true, value: exportMovie(movie, format) };
    }),

  setButtons: (from: number, to: number, mask: number, on: boolean, pad: 1 | 2 = 1): WorkerResult<EditOutcome> =>
    edited(guard(() => session.setButtons(from, to, mask, on, pad))),
  insertFrames: (at: number, count: number): WorkerResult<EditOutcome> => edited(guard(() => session.insertFrames(at, count))),
  deleteFrames: (at: number, count: number): WorkerResult<EditOutcome> => edited(guard(() => session.deleteFrames(at, count))),
  paste: (at: number, bytes: Uint8Array, insert: boolean, pad: 1 | 2 = 1): WorkerResult<EditOutcome> => edited(guard(() => session.paste(at, bytes, insert, pad))),
  undo: (): WorkerResult<EditOutcome> => edited(guard(() => session.undo())),
  redo: (): WorkerResult<EditOutcome> => edited(guard(() => session.redo())),
  setMarker: (frame: number, text: string): WorkerResult<EditOutcome> => edited(guard(() => session.setMarker(frame, text))),
  beginGroup: (label: string): void => session.beginGroup(label),
  endGroup: (): void => session.endGroup(),
  setReadOnly: (readOnly: boolean): WorkerResult<SessionStatus> => guard(() => session.setReadOnly(readOnly)),

  // ---- the level view, painted here on the page canvas's OffscreenCanvas (viewHost.ts) ----
  attachView: (canvas: OffscreenCanvas, width: number, height: number, dpr: number, options: ViewOptions, painted: PaintedCallback): void =>
    view.attach(canvas, width, height, dpr, options, painted),
  resizeView: (width: number, height: number, dpr: number): void => view.resize(width, height, dpr),
  zoomView: (x: number, y: number, factor: number): void => view.zoomAt(x, y, factor),
  panView: (dx: number, dy: number): void => view.panBy(dx, dy),
  setViewOptions: (options: ViewOptions): void => view.setOptions(options),
  viewThumbnail: (): Promise<Uint8Array | null> => view.thumbnail(),

  seek: (frame: number): WorkerResult<FrameView> => transferView(guard(() => session.seek(frame))),
  frameAdvance: (input: number | null): WorkerResult<{ view: FrameView; edit: EditOutcome }> => {
    const r = guard(() => session.frameAdvance(input));
    if (!r.ok) return r;
    if (r.value.edit.splices.length > 0) host.edited();
    view.show(session.level, r.value.view);
    return Comlink.transfer(r, [r.value.view.state.buffer, r.value.view.path.buffer, r.value.view.objects.buffer]);
  },
  hits: (): DetectorHitInfo[] => session.hits(),
  /** The snapshot after `frame` frames, for a search or sweep from there (transferred). */
  savestate: (frame: number): WorkerResult<SearchStart> => {
    const r = guard(() => session.savestate(frame));
    return r.ok ? Comlink.transfer(r, [r.value.snapshot.buffer]) : r;
  },
  /** A search result as a branch at `frame`: the movie's inputs up to there, then the result's. */
  branchFromResult: (frame: number, tail: Uint8Array, name: string, note: string, savestate: Int32Array | null): Promise<WorkerResult<BranchInfo[]>> =>
    guardAsync(async () => {
      const b = session.branchWithTail(frame, tail, name, note, new Date().toISOString(), savestate);
      if (!b.ok) return b;
      await host.saveBranch(b.value);
      return { ok: true, value: session.branchInfos() };
    }),
  series: (from: number, to: number): SeriesChunk => session.series(from, to),

  createBranch: (name: string, note: string, thumbnail: Uint8Array | null): Promise<WorkerResult<BranchInfo[]>> =>
    guardAsync(async () => {
      const b = session.createBranch(name, note, thumbnail, new Date().toISOString());
      if (!b.ok) return b;
      await host.saveBranch(b.value);
      return { ok: true, value: session.branchInfos() };
    }),
  updateBranch: (id: string, thumbnail: Uint8Array | null): Promise<WorkerResult<BranchInfo[]>> =>
    guardAsync(async () => {
      const b = session.updateBranch(id, thumbnail, new Date().toISOString());
      if (!b.ok) return b;
      await host.saveBranch(b.value);
      return { ok: true, value: session.branchInfos() };
    }),
  renameBranch: (id: string, name: string, note: string): Promise<WorkerResult<BranchInfo[]>> =>
    guardAsync(async () => {
      const b = session.renameBranch(id, name, note);
      if (!b.ok) return b;
      await host.saveBranch(b.value);
      return { ok: true, value: session.branchInfos() };
    }),
  deleteBranch: (id: string): Promise<WorkerResult<BranchInfo[]>> =>
    guardAsync(async () => {
      const r = session.deleteBranch(id);
      if (!r.ok) return r;
      await host.deleteBranch(id);
      // Children were re-parented: store them again.
      for (const b of r.value) {
        const full = session.branch(b.id);
        if (full !== null) await host.saveBranch(full);
      }
      return r;
    }),
  loadBranch: (id: string, mode: BranchLoadMode): WorkerResult<BranchLoadOutcome> =>
    guard(() => {
      const r = session.loadBranch(id, mode);
      if (r.ok && r.value.edit.splices.length > 0) host.edited();
      return r;
    }),
  diffBranch: (a: string, b: string): WorkerResult<number | null> => guard(() => session.diffBranch(a, b)),
};

export type EngineApi = typeof api;

Comlink.expose(api);
