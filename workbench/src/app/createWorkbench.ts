/**
 * The workbench's state and verbs. The movie lives in the worker (movies/model MovieSession);
 * the UI keeps a mirror InputTrack for the piano roll that replays exactly the splices the
 * worker's track made (never a store, STYLE habit 11), plus the current frame's view.
 * `create*`: reactive, cleans up with its owner. One seek in flight, always for the latest
 * target (stale frames are dropped).
 */
import { batch, createSignal, onCleanup, type Accessor } from 'solid-js';
import * as Comlink from 'comlink';
import type { Level } from '../../../engine/level/types.ts';
import type { CharacterId, ProfileId } from '../../../engine/profiles/ids.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import type { MovieFormat } from '../../../movies/formats/index.ts';
import type { MovieMarker } from '../../../movies/types.ts';
import { createPageVersions, type PageVersions } from '../movie/pageVersions.ts';
import { selectionRange, type FrameSelection } from '../roll/selection.ts';
import type { EngineRemote } from '../worker/connectEngine.ts';
import type { OpenedWorkbench, Configuration } from '../worker/engineWorker.ts';
import type { ProjectSummary } from '../worker/projectHost.ts';
import type {
  BranchInfo, DetectorHitInfo, EditOutcome, FrameView, LevelSource, LoadedLevel, SessionStatus, WorkbenchError, WorkerResult,
} from '../worker/protocol.ts';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'off';

export interface Workbench {
  readonly inputs: InputTrack;
  /** The second pad's track (the partner's buttons), mirrored like `inputs`. */
  readonly inputs2: InputTrack;
  readonly pages: PageVersions;
  readonly length: Accessor<number>;
  readonly frame: Accessor<number>;
  readonly view: Accessor<FrameView | null>;
  readonly loaded: Accessor<LoadedLevel | null>;
  readonly level: Accessor<Level | null>;
  readonly levelName: Accessor<string>;
  readonly levelSource: Accessor<LevelSource | null>;
  readonly error: Accessor<WorkbenchError | null>;
  readonly setError: (e: WorkbenchError | null) => void;
  readonly notice: Accessor<string>;
  readonly playing: Accessor<boolean>;
  readonly readOnly: Accessor<boolean>;
  readonly recording: Accessor<boolean>;
  readonly status: Accessor<SessionStatus | null>;
  readonly markers: Accessor<MovieMarker[]>;
  readonly hits: Accessor<DetectorHitInfo[]>;
  readonly branches: Accessor<BranchInfo[]>;
  readonly projects: Accessor<ProjectSummary[]>;
  readonly projectId: Accessor<string | null>;
  readonly saveStatus: Accessor<SaveStatus>;
  readonly saveError: Accessor<WorkbenchError | null>;
  readonly selection: Accessor<FrameSelection | null>;
  readonly ready: Accessor<boolean>;
  readonly engine: EngineRemote;
  readonly seek: (frame: number) => void;
  readonly advance: () => void;
  readonly back: () => void;
  readonly togglePlay: () => void;
  readonly setReadOnly: (v: boolean) => void;
  readonly setRecording: (v: boolean) => void;
  readonly setSelection: (s: FrameSelection | null) => void;
  /** Held controller bits (record mode). */
  readonly setPad: (bits: number) => void;
  /** A paint stroke on player 1's pad (`pad` 1) or the second pad (2). */
  readonly beginStroke: (frame: number, bit: number, pad?: 1 | 2) => void;
  readonly strokeTo: (frame: number) => void;
  readonly endStroke: () => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly copy: () => void;
  readonly cut: () => void;
  readonly paste: () => void;
  readonly insertFrames: () => void;
  readonly deleteFrames: () => void;
  readonly clearFrames: () => void;
  readonly setMarker: (frame: number, text: string) => void;
  readonly configure: (c: Configuration) => Promise<boolean>;
  readonly importMovie: (name: string, bytes: Uint8Array) => Promise<void>;
  readonly exportMovie: (format: MovieFormat) => Promise<Uint8Array | null>;
  readonly saveBranch: (name: string, note: string) => Promise<void>;
  readonly loadBranch: (id: string, replace: boolean) => Promise<void>;
  readonly updateBranch: (id: string) => Promise<void>;
  readonly renameBranch: (id: string, name: string, note: string) => Promise<void>;
  readonly deleteBranch: (id: string) => Promise<void>;
  readonly diffBranch: (id: string, other: string) => Promise<number | null>;
  /** A branch at `frame` with `tail` after the movie's inputs there (a search result). */
  readonly branchFromResult: (frame: number, tail: Uint8Array, name: string, note: string, savestate: Int32Array | null) => Promise<void>;
  readonly openProject: (id: string) => Promise<void>;
  readonly createProject: (name: string) => Promise<void>;
  readonly renameProject: (id: string, name: string) => Promise<void>;
  readonly deleteProject: (id: string) => Promise<void>;
  readonly exportProject: () => Promise<Uint8Array | null>;
  readonly importProject: (name: string, bytes: Uint8Array) => Promise<void>;
  readonly flush: () => Promise<void>;
  /** The level view registers how to make a branch thumbnail (PNG bytes). */
  readonly setThumbnailSource: (fn: () => Promise<Uint8Array | null>) => void;
}

export function createWorkbench(engine: EngineRemote): Workbench {
  let inputs = new InputTrack();
  let inputs2 = new InputTrack();
  const pages = createPageVersions();
  const [length, setLength] = createSignal(0);
  const [frame, setFrame] = createSignal(0);
  const [view, setView] = createSignal<FrameView | null>(null);
  const [loaded, setLoaded] = createSignal<LoadedLevel | null>(null);
  const [levelSource, setLevelSource] = createSignal<LevelSource | null>(null);
  const [error, setError] = createSignal<WorkbenchError | null>(null);
  const [notice, setNotice] = createSignal('');
  const [playing, setPlaying] = createSignal(false);
  const [readOnly, setReadOnlySignal] = createSignal(false);
  const [recording, setRecording] = createSignal(false);
  const [status, setStatus] = createSignal<SessionStatus | null>(null);
  const [markers, setMarkers] = createSignal<MovieMarker[]>([]);
  const [hits, setHits] = createSignal<DetectorHitInfo[]>([]);
  const [branches, setBranches] = createSignal<BranchInfo[]>([]);
  const [projects, setProjects] = createSignal<ProjectSummary[]>([]);
  const [projectId, setProjectId] = createSignal<string | null>(null);
  const [saveStatus, setSaveStatus] = createSignal<SaveStatus>('saved');
  const [saveError, setSaveError] = createSignal<WorkbenchError | null>(null);
  const [selection, setSelection] = createSignal<FrameSelection | null>(null);
  const [ready, setReady] = createSignal(false);
  let pad = 0;
  let clipboard: Uint8Array | null = null;
  let disposed = false;
  let hitsVersion = -1;
  let thumbnail: () => Promise<Uint8Array | null> = async () => null;
  onCleanup(() => {
    disposed = true;
  });

  function ok<T>(r: WorkerResult<T>): r is { ok: true; value: T } {
    if (!r.ok) setError(r.error);
    return r.ok;
  }

  // --- seeking: one request in flight, always for the latest target ----------------------
  let target = 0;
  let inFlight = false;
  let stale = false;
  function show(v: FrameView): void {
    batch(() => {
      setView(v);
      setFrame(v.frame);
      if (v.hitsVersion !== hitsVersion) {
        hitsVersion = v.hitsVersion;
        void engine.hits().then(setHits);
      }
    });
  }
  async function pump(): Promise<void> {
    if (inFlight || disposed) return;
    inFlight = true;
    try {
      while (!disposed) {
        const want = target;
        stale = false;
        const r = await engine.seek(want);
        if (disposed) return;
        if (!ok(r)) return;
        // An answer for an old target, or computed before an edit landed, is dropped.
        if (want === target && !stale) {
          show(r.value);
          return;
        }
      }
    } finally {
      inFlight = false;
    }
  }
  function seek(f: number): void {
    target = Math.max(0, Math.floor(f));
    setFrame(target);
    void pump();
  }
  /**
   * One frame forward or back: the frame number changes together with its view, so the key
   * press itself renders nothing (a render here would delay the worker's answer by a whole
   * frame: Chromium runs the pending frame before the reply message). Steps from the latest
   * target, so quick presses are never lost.
   */
  function step(by: number): void {
    target = Math.max(0, target + by);
    void pump();
  }
  /** Inputs changed under the current frame: ask again even if the target is the same. */
  function refresh(): void {
    stale = true;
    void pump();
  }

  // --- edits: the worker answers with the splices its track made; the mirror replays them -----
  function applyEdit(e: EditOutcome): void {
    batch(() => {
      for (const s of e.splices) {
        (s.pad === 2 ? inputs2 : inputs).splice(s.at, s.removeCount, s.inserted);
        pages.dirty(s.at, s.removeCount === s.inserted.length ? s.at + s.removeCount : Infinity);
      }
      setLength(inputs.length);
      setMarkers(e.markers);
      setStatus(e.status);
    });
    if (e.first >= 0) refresh();
  }
  function edited(p: Promise<WorkerResult<EditOutcome>>): void {
    void p.then((r) => {
      if (ok(r)) applyEdit(r.value);
    });
  }

  // --- painting: one undo group per stroke ----------------------------------------------------
  let stroke: { bit: number; on: boolean; last: number; pad: 1 | 2 } | null = null;
  function beginStroke(f: number, bit: number, pad: 1 | 2 = 1): void {
    stroke = { bit, on: ((pad === 2 ? inputs2 : inputs).get(f) & bit) === 0, last: f, pad };
    void engine.beginGroup('paint');
    edited(engine.setButtons(f, f + 1, bit, stroke.on, pad));
  }
  function strokeTo(f: number): void {
    if (stroke === null || f === stroke.last) return;
    // A fast drag reports only some of the rows it crossed: fill the whole span.
    const lo = Math.min(f, stroke.last + (f > stroke.last ? 1 : -1));
    const hi = Math.max(f, stroke.last + (f > stroke.last ? 1 : -1));
    edited(engine.setButtons(lo, hi + 1, stroke.bit, stroke.on, stroke.pad));
    stroke.last = f;
  }
  function endStroke(): void {
    if (stroke === null) return;
    stroke = null;
    void engine.endGroup();
  }

  // --- playback -----------------------------------------------------------------------------
  let raf = 0;
  let advancing = false;
  function tick(): void {
    raf = 0;
    if (!playing() || disposed) return;
    if (!inFlight && !advancing) {
      if (!recording() && frame() >= inputs.length) {
        setPlaying(false);
        return;
      }
      advance();
    }
    raf = requestAnimationFrame(tick);
  }
  function togglePlay(): void {
    setPlaying(!playing());
    if (playing() && raf === 0) raf = requestAnimationFrame(tick);
  }
  onCleanup(() => cancelAnimationFrame(raf));
  function advance(): void {
    if (!recording() || readOnly()) {
      step(1);
      return;
    }
    // Record mode: the held controller becomes this frame's input, then one step.
    if (advancing) return;
    advancing = true;
    const f = frame();
    setFrame(f + 1);
    target = f + 1;
    void engine.frameAdvance(pad).then((r) => {
      advancing = false;
      if (!ok(r)) return;
      applyEdit({ ...r.value.edit, first: -1 });
      if (target === r.value.view.frame) show(r.value.view);
      else seek(target);
    });
  }

  function range(): { start: number; end: number } {
    const s = selection();
    return s === null ? { start: frame(), end: frame() + 1 } : selectionRange(s);
  }

  // --- opening a movie ------------------------------------------------------------------------
  function adopt(l: LoadedLevel, src: LevelSource | null): void {
    inputs = new InputTrack(l.inputs);
    inputs2 = new InputTrack(l.inputs2);
    batch(() => {
      setLoaded(l);
      if (src !== null) setLevelSource(src);
      setLength(inputs.length);
      setMarkers(l.markers);
      setBranches(l.branches);
      setStatus(l.status);
      setReadOnlySignal(l.status.readOnly);
      setHits([]);
      hitsVersion = -1;
      setSelection(null);
      setError(null);
    });
    pages.dirty(0, Infinity);
    seek(Math.min(frame(), inputs.length));
    refresh();
  }
  function opened(o: OpenedWorkbench): void {
    batch(() => {
      setProjects(o.projects);
      setProjectId(o.projectId);
      if (o.storageError !== null) {
        setSaveStatus('off');
        setSaveError(o.storageError);
      }
      if (o.recovered === 'journal') setNotice('Recovered your last edits from the crash journal.');
    });
    target = 0;
    setFrame(0);
    adopt(o.loaded, o.levelSource);
  }

  void engine.onStatus(
    Comlink.proxy((s: 'saved' | 'pending' | 'saving' | 'error', e: WorkbenchError | null) => {
      batch(() => {
        setSaveStatus(s === 'pending' ? 'unsaved' : s);
        setSaveError(s === 'error' ? e : null);
      });
    }),
  );
  void engine.start().then((r) => {
    if (!ok(r)) return;
    opened(r.value);
    setReady(true);
  });

  async function listProjects(): Promise<void> {
    const r = await engine.listProjects();
    if (r.ok) setProjects(r.value);
  }

  return {
    get inputs() {
      return inputs;
    },
    get inputs2() {
      return inputs2;
    },
    pages,
    length,
    frame,
    view,
    loaded,
    level: () => loaded()?.level ?? null,
    levelName: () => loaded()?.levelName ?? '',
    levelSource,
    error,
    setError,
    notice,
    playing,
    readOnly,
    recording,
    status,
    markers,
    hits,
    branches,
    projects,
    projectId,
    saveStatus,
    saveError,
    selection,
    ready,
    engine,
    seek,
    advance,
    back: () => step(-1),
    togglePlay,
    setReadOnly: (v) => {
      void engine.setReadOnly(v).then((r) => {
        if (!ok(r)) return;
        setStatus(r.value);
        setReadOnlySignal(r.value.readOnly);
      });
    },
    setRecording,
    setSelection,
    setPad: (bits) => {
      pad = bits;
    },
    beginStroke,
    strokeTo,
    endStroke,
    undo: () => edited(engine.undo()),
    redo: () => edited(engine.redo()),
    copy: () => {
      const { start, end } = range();
      clipboard = inputs.bytes().slice(start, end);
    },
    cut: () => {
      const { start, end } = range();
      clipboard = inputs.bytes().slice(start, end);
      edited(engine.deleteFrames(start, end - start));
      setSelection(null);
    },
    paste: () => {
      if (clipboard === null) return;
      edited(engine.paste(range().start, clipboard, false));
    },
    insertFrames: () => {
      const { start, end } = range();
      edited(engine.insertFrames(start, end - start));
    },
    deleteFrames: () => {
      const { start, end } = range();
      edited(engine.deleteFrames(start, end - start));
      // The selected frames are gone; a selection over what slid into their place would mislead.
      setSelection(null);
    },
    clearFrames: () => {
      const { start, end } = range();
      edited(engine.setButtons(start, Math.min(end, inputs.length), 0xff, false));
    },
    setMarker: (f, text) => edited(engine.setMarker(f, text)),
    configure: async (c) => {
      const r = await engine.configure(c);
      if (!ok(r)) return false;
      adopt(r.value, c.level ?? null);
      return true;
    },
    importMovie: async (name, bytes) => {
      const r = await engine.importMovie(name, bytes);
      if (!ok(r)) return;
      adopt(r.value.loaded, r.value.levelSource);
      setNotice(r.value.warnings.length > 0 ? `Imported ${name} with warnings: ${r.value.warnings.join('; ')}` : `Imported ${name}: ${r.value.loaded.inputs.length} frames.`);
    },
    exportMovie: async (format) => {
      const r = await engine.exportMovie(format);
      return ok(r) ? r.value : null;
    },
    saveBranch: async (name, note) => {
      const r = await engine.createBranch(name, note, await thumbnail());
      if (ok(r)) setBranches(r.value);
    },
    updateBranch: async (id) => {
      const r = await engine.updateBranch(id, await thumbnail());
      if (ok(r)) setBranches(r.value);
    },
    renameBranch: async (id, name, note) => {
      const r = await engine.renameBranch(id, name, note);
      if (ok(r)) setBranches(r.value);
    },
    deleteBranch: async (id) => {
      const r = await engine.deleteBranch(id);
      if (ok(r)) setBranches(r.value);
    },
    loadBranch: async (id, replace) => {
      const r = await engine.loadBranch(id, replace ? 'replaceInputs' : 'keepInputs');
      if (!ok(r)) return;
      applyEdit(r.value.edit);
      setBranches(r.value.branches);
      seek(r.value.frame);
      refresh();
    },
    branchFromResult: async (at, tail, name, note, savestate) => {
      const r = await engine.branchFromResult(at, tail, name, note, savestate);
      if (ok(r)) setBranches(r.value);
    },
    diffBranch: async (id, other) => {
      const r = await engine.diffBranch(id, other);
      return ok(r) ? r.value : null;
    },
    openProject: async (id) => {
      const r = await engine.openProject(id);
      if (ok(r)) opened(r.value);
    },
    createProject: async (name) => {
      const r = await engine.createProject(name, levelSource() ?? { builtin: 'flat' });
      if (ok(r)) opened(r.value);
    },
    renameProject: async (id, name) => {
      const r = await engine.renameProject(id, name);
      if (ok(r)) await listProjects();
    },
    deleteProject: async (id) => {
      const r = await engine.deleteProject(id);
      if (!ok(r)) return;
      await listProjects();
      if (id === projectId()) {
        const next = projects()[0];
        if (next !== undefined) {
          const o = await engine.openProject(next.id);
          if (ok(o)) opened(o.value);
        } else {
          const o = await engine.createProject('Untitled', levelSource() ?? { builtin: 'flat' });
          if (ok(o)) opened(o.value);
        }
      }
    },
    exportProject: async () => {
      const id = projectId();
      if (id === null) return null;
      const r = await engine.exportProject(id);
      return ok(r) ? r.value : null;
    },
    importProject: async (name, bytes) => {
      const r = await engine.importProject(bytes, name);
      if (ok(r)) opened(r.value);
    },
    flush: async () => {
      await engine.flush();
    },
    setThumbnailSource: (fn) => {
      thumbnail = fn;
    },
  };
}

export type { ProfileId, CharacterId, QuirkId };
