/**
 * The workbench's state and verbs. The movie lives in the worker (movies/model MovieSession);
 * the UI keeps a mirror InputTrack for the piano roll that replays exactly the splices the
 * worker's track made (never a store, STYLE habit 11), plus the frame view on screen.
 *
 * Everything the worker changes arrives on one ordered events port (protocol.ts WorkerEvent):
 * frames (from seeks, playback, fast-forward), edits (whoever made them), playback and lock
 * state. Requests only answer ok or an error. `frame` is the frame on the canvas; `target`
 * where a seek is going, so the counter never shows a frame that is not drawn yet.
 * `create*`: reactive, cleans up with its owner.
 */
import { batch, createEffect, createSignal, onCleanup, untrack, type Accessor } from 'solid-js';
import type { Level } from '../../../engine/level/types.ts';
import type { CharacterId, ProfileId } from '../../../engine/profiles/ids.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import { formatInputScript, parseInputScript } from '../../../movies/formats/inputScript.ts';
import type { MovieFormat } from '../../../movies/formats/index.ts';
import type { AnalysisRecord, JsonValue, UiSettings } from '../../../movies/storage/schema.ts';
import type { MovieMarker } from '../../../movies/types.ts';
import { createPageVersions, type PageVersions } from '../movie/pageVersions.ts';
import { createCursorMemory } from './createCursorMemory.ts';
import { MAX_NOTICES, noticeLifetime, type NoticeTone } from './noticeLife.ts';
import { selectionRange, type FrameSelection } from '../roll/selection.ts';
import type { EngineRemote } from '../worker/connectEngine.ts';
import type { Configuration, ImportOptions, ImportOutcome } from '../worker/engineWorker.ts';
import type { BranchLoadHow } from '../worker/engineSession.ts';
import type {
  BranchInfo, Breakpoints, DetectorHitInfo, EditOutcome, FrameView, InputDiff, LevelInfo, LevelSource, LockState, OpenedWorkbench, ProjectSummary,
  RunComparisonInfo, SeekProgress, SessionStatus, TransportState, WorkbenchError, WorkerEvent, WorkerResult,
} from '../worker/protocol.ts';

export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'error' | 'off';

/** A message over the view that the user dismisses (it never moves the layout). */
export interface Notice {
  readonly id: number;
  readonly text: string;
  readonly action?: { readonly label: string; readonly run: () => void };
  /** The project open when it was given: a notice never outlives a switch to another project. */
  readonly projectId: string | null;
  /** True once the notice no longer holds (its action would do something else now): it closes. */
  readonly stale?: () => boolean;
  /** 'info' goes by itself; a 'warning' stays until dismissed (noticeLife.ts). */
  readonly tone?: NoticeTone;
}

/** The playback speeds the speed control offers; 0 is "as fast as possible" (turbo). */
export const SPEEDS: readonly number[] = [0.25, 0.5, 1, 2, 4, 8, 0];

export interface Workbench {
  readonly inputs: InputTrack;
  /** The second pad's track (the partner's buttons), mirrored like `inputs`. */
  readonly inputs2: InputTrack;
  readonly pages: PageVersions;
  readonly length: Accessor<number>;
  /** Bumped whenever the inputs change (whole-movie views such as the text view follow it). */
  readonly inputsVersion: Accessor<number>;
  /** The frame on screen. */
  readonly frame: Accessor<number>;
  /** Where the cursor is going (equal to `frame` once there). */
  readonly target: Accessor<number>;
  /** A long seek under way, or null. */
  readonly seeking: Accessor<SeekProgress | null>;
  readonly view: Accessor<FrameView | null>;
  readonly loaded: Accessor<LevelInfo | null>;
  readonly level: Accessor<Level | null>;
  readonly levelName: Accessor<string>;
  readonly levelSource: Accessor<LevelSource | null>;
  readonly error: Accessor<WorkbenchError | null>;
  readonly setError: (e: WorkbenchError | null) => void;
  readonly notices: Accessor<readonly Notice[]>;
  readonly notify: (text: string, action?: Notice['action']) => void;
  readonly dismiss: (id: number) => void;
  readonly transport: Accessor<TransportState>;
  readonly playing: Accessor<boolean>;
  readonly recording: Accessor<boolean>;
  readonly status: Accessor<SessionStatus | null>;
  readonly markers: Accessor<MovieMarker[]>;
  readonly hits: Accessor<DetectorHitInfo[]>;
  readonly branches: Accessor<BranchInfo[]>;
  readonly projects: Accessor<ProjectSummary[]>;
  readonly projectId: Accessor<string | null>;
  readonly saveStatus: Accessor<SaveStatus>;
  readonly saveError: Accessor<WorkbenchError | null>;
  readonly lock: Accessor<LockState>;
  readonly selection: Accessor<FrameSelection | null>;
  readonly ready: Accessor<boolean>;
  readonly firstRun: Accessor<boolean>;
  /** Per-project UI settings as opened (scripts ...). */
  readonly ui: Accessor<UiSettings>;
  readonly setUi: (key: string, value: JsonValue) => void;
  /** The project's saved analysis run, as opened (bumps with every opened project). */
  readonly savedAnalysis: Accessor<{ readonly record: AnalysisRecord | null; readonly opened: number }>;
  readonly engine: EngineRemote;
  readonly seek: (frame: number) => void;
  readonly advance: () => void;
  readonly back: () => void;
  readonly togglePlay: () => void;
  /** Plays at `speed` (0: turbo) until paused, the end, `toFrame` or a breakpoint. */
  readonly play: (speed?: number, toFrame?: number | null) => void;
  readonly pause: () => void;
  readonly setSpeed: (speed: number) => void;
  readonly setBreakpoints: (b: Breakpoints) => Promise<string | null>;
  readonly setRecording: (on: boolean) => void;
  readonly setSelection: (s: FrameSelection | null) => void;
  /** Held controller bits (record mode). */
  readonly setPad: (bits: number) => void;
  /**
   * A paint stroke on button `bit` from `frame`; with `pattern` ("10" ...) it autofires. `pad`:
   * player 1's (1) or the second pad's (2) column set.
   */
  readonly beginStroke: (frame: number, bit: number, pattern?: string, pad?: 1 | 2) => void;
  readonly strokeTo: (frame: number) => void;
  readonly endStroke: () => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly undoTo: (position: number) => void;
  /** The selected frames (or the current one) as input script text (CONTRACTS §3). */
  readonly copyText: () => string;
  readonly cutText: () => string;
  /** Pastes input script text over the frames from the selection start. */
  readonly pasteText: (text: string) => void;
  readonly insertFrames: () => void;
  readonly deleteFrames: () => void;
  readonly clearFrames: () => void;
  readonly setMarker: (frame: number, text: string) => void;
  /** The movie's author, kept with the project and written into its exports (not an undo step). */
  readonly setAuthor: (name: string) => Promise<boolean>;
  /** The whole movie's inputs and markers from the text view: one undoable edit. */
  readonly replaceInputs: (inputs: Uint8Array, markers: MovieMarker[]) => void;
  readonly configure: (c: Configuration) => Promise<boolean>;
  readonly importMovie: (name: string, bytes: Uint8Array, options: ImportOptions) => Promise<ImportOutcome | null>;
  readonly exportMovie: (format: MovieFormat) => Promise<Uint8Array | null>;
  readonly saveBranch: (name: string) => Promise<void>;
  readonly loadBranch: (id: string, how: BranchLoadHow) => Promise<void>;
  readonly updateBranch: (id: string) => Promise<void>;
  readonly renameBranch: (id: string, name: string, note: string) => Promise<void>;
  readonly deleteBranch: (id: string) => Promise<void>;
  readonly setBranchSlot: (id: string, slot: number | null) => Promise<void>;
  readonly saveSlot: (slot: number) => Promise<void>;
  readonly loadSlot: (slot: number) => Promise<void>;
  readonly diffBranch: (id: string, other: string) => Promise<InputDiff | null>;
  /** The movie's run under the fixes `other` against its run now (what `validate --fix` compares). */
  readonly compareFixes: (other: readonly QuirkId[]) => Promise<RunComparisonInfo | null>;
  /** The movie's run under the fixes `other`, kept as a branch named `name` at the movie's end. */
  readonly keepFixesRun: (other: readonly QuirkId[], name: string) => Promise<boolean>;
  /** A branch at `frame` with `tail` after the movie's inputs there (a search result). */
  readonly branchFromResult: (frame: number, tail: Uint8Array, name: string, note: string, savestate: Int32Array | null) => Promise<void>;
  readonly openProject: (id: string) => Promise<void>;
  readonly createProject: (name: string) => Promise<void>;
  readonly renameProject: (id: string, name: string) => Promise<void>;
  readonly deleteProject: (id: string) => Promise<void>;
  readonly exportProject: () => Promise<Uint8Array | null>;
  readonly importProject: (name: string, bytes: Uint8Array) => Promise<void>;
  /** Asks the tab editing this project to let go, and edits it here. */
  readonly takeOver: () => Promise<void>;
  readonly flush: () => Promise<void>;
  /** Hears of every frame the worker paints (page clock ms, sensor label boxes). */
  readonly onPainted: (listener: (frame: number, start: number, end: number, labels: readonly number[]) => void) => void;
  /** Hears the engine worker end a script run itself (scriptEnded: the run's token and why). */
  readonly onScriptEnded: (listener: (token: number, message: string) => void) => void;
}

const STOPPED: TransportState = { playing: false, speed: 1, recording: false, stopped: '', breakpoints: { markers: false, hits: false, condition: '' } };

export function createWorkbench(engine: EngineRemote, events: MessagePort): Workbench {
  let inputs = new InputTrack();
  let inputs2 = new InputTrack();
  const pages = createPageVersions();
  const [length, setLength] = createSignal(0);
  const [inputsVersion, setInputsVersion] = createSignal(0);
  const [frame, setFrame] = createSignal(0);
  const [target, setTarget] = createSignal(0);
  const [seeking, setSeeking] = createSignal<SeekProgress | null>(null);
  const [view, setView] = createSignal<FrameView | null>(null);
  const [loaded, setLoaded] = createSignal<LevelInfo | null>(null);
  const [error, setError] = createSignal<WorkbenchError | null>(null);
  const [notices, setNotices] = createSignal<readonly Notice[]>([]);
  const [transport, setTransport] = createSignal<TransportState>(STOPPED);
  const [status, setStatus] = createSignal<SessionStatus | null>(null);
  const [markers, setMarkers] = createSignal<MovieMarker[]>([]);
  const [hits, setHits] = createSignal<DetectorHitInfo[]>([]);
  const [branches, setBranches] = createSignal<BranchInfo[]>([]);
  const [projects, setProjects] = createSignal<ProjectSummary[]>([]);
  const [projectId, setProjectId] = createSignal<string | null>(null);
  const [saveStatus, setSaveStatus] = createSignal<SaveStatus>('saved');
  const [saveError, setSaveError] = createSignal<WorkbenchError | null>(null);
  const [lock, setLock] = createSignal<LockState>({ owner: true, reason: null });
  const [selection, setSelection] = createSignal<FrameSelection | null>(null);
  const [ready, setReady] = createSignal(false);
  const [firstRun, setFirstRun] = createSignal(false);
  const [ui, setUiSignal] = createSignal<UiSettings>({});
  const [savedAnalysis, setSavedAnalysis] = createSignal<{ record: AnalysisRecord | null; opened: number }>({ record: null, opened: 0 });
  let pad = 0;
  let disposed = false;
  let hitsVersion = -1;
  let noticeId = 0;
  onCleanup(() => {
    disposed = true;
  });

  function ok<T>(r: WorkerResult<T>): r is { ok: true; value: T } {
    if (!r.ok) setError(r.error);
    return r.ok;
  }

  /** Notices that go by themselves, by id: their timers (noticeLife.ts). */
  const noticeTimers = new Map<number, ReturnType<typeof setTimeout>>();
  function notify(text: string, action?: Notice['action'], stale?: () => boolean, tone: NoticeTone = 'info'): void {
    const id = ++noticeId;
    const notice: Notice = { id, text, action, projectId: projectId(), stale, tone };
    setNotices((n) => [...n.slice(-(MAX_NOTICES - 1)), notice]);
    const life = noticeLifetime(notice);
    if (life !== null) noticeTimers.set(id, setTimeout(() => dismiss(id), life));
  }
  function dismiss(id: number): void {
    clearTimeout(noticeTimers.get(id));
    noticeTimers.delete(id);
    setNotices((n) => n.filter((x) => x.id !== id));
  }
  onCleanup(() => {
    for (const t of noticeTimers.values()) clearTimeout(t);
  });
  /**
   * An offer to undo the edit that brings the history to `after` entries done: stale once the
   * history moves from there (another edit, an undo), when Undo would undo something else. The
   * history the page sees may get there before or after the edit's answer; until it has, the offer
   * stands.
   */
  function undoOffer(after: number): () => boolean {
    let reached = false;
    const stale = (): boolean => {
      if (status()?.history.position === after) reached = true;
      else if (reached) return true;
      return false;
    };
    untrack(stale);
    return stale;
  }
  // Notices about another project, or whose action no longer means what it said, close.
  createEffect(() => {
    const open = projectId();
    status();
    const keep = untrack(notices).filter((x) => x.projectId === open && x.stale?.() !== true);
    if (keep.length !== untrack(notices).length) setNotices(keep);
  });

  // --- frames: the view on screen; seeks in flight -------------------------------------------
  /**
   * Seek requests not yet settled (the worker says so in a view event, in order with the
   * frames): while any is, arriving views do not move the target, so quick presses add up.
   */
  const pending = new Set<number>();
  let latestSeek = 0;
  function show(v: FrameView, progress: SeekProgress | null, settled: readonly number[]): void {
    for (const id of settled) pending.delete(id);
    batch(() => {
      setView(v);
      setFrame(v.frame);
      setSeeking(progress);
      if (pending.size === 0) setTarget(v.frame);
      if (v.hitsVersion !== hitsVersion) {
        hitsVersion = v.hitsVersion;
        void engine.hits().then(setHits);
      }
    });
  }
  function seek(f: number): void {
    const want = Math.max(0, Math.floor(f));
    setTarget(want);
    const id = ++latestSeek;
    pending.add(id);
    void engine.seek(want, id).then((r) => {
      if (!r.ok) pending.delete(id);
      if (disposed || !ok(r)) return;
      // Overtaken by something that was not a newer seek of ours (an edit's refresh): ask again.
      if (r.value === null && id === latestSeek && target() === want) seek(want);
    });
  }
  /** One frame forward or back from where the cursor is going, so quick presses add up. */
  function step(by: number): void {
    seek(target() + by);
  }

  // --- edits: the worker's splices, replayed by the mirror in order ---------------------------
  function applyEdit(e: EditOutcome): void {
    batch(() => {
      for (const s of e.splices) {
        (s.pad === 2 ? inputs2 : inputs).splice(s.at, s.removeCount, s.inserted);
        pages.dirty(s.at, s.removeCount === s.inserted.length ? s.at + s.removeCount : Infinity);
      }
      setLength(inputs.length);
      if (e.splices.length > 0) setInputsVersion((v) => v + 1);
      setMarkers(e.markers);
      setStatus(e.status);
      if (e.level !== null) setLoaded(e.level);
      if (e.branches !== null) setBranches(e.branches);
      if (e.first >= 0) {
        // Detector hits after the change are gone (the worker finds them again on replay).
        hitsVersion = -1;
      }
    });
  }

  let paintedListener: (frame: number, start: number, end: number, labels: readonly number[]) => void = () => {};
  let scriptEndedListener: (token: number, message: string) => void = () => {};
  function onEvent(e: WorkerEvent): void {
    if (disposed) return;
    switch (e.kind) {
      case 'painted':
        return paintedListener(e.frame, e.start - performance.timeOrigin, e.end - performance.timeOrigin, e.labels);
      case 'view':
        return show(e.view, e.seeking, e.settled);
      case 'edit':
        return applyEdit(e.edit);
      case 'transport':
        return void setTransport(e.state);
      case 'lock':
        return void setLock(e.lock);
      case 'save':
        return batch(() => {
          setSaveStatus(e.status === 'pending' ? 'unsaved' : e.status);
          setSaveError(e.status === 'error' ? e.error : null);
        });
      case 'opened':
        return opened(e.opened, true);
      case 'scriptEnded':
        return scriptEndedListener(e.token, e.message);
    }
  }
  events.onmessage = (m: MessageEvent<WorkerEvent>) => onEvent(m.data);
  onCleanup(() => events.close());

  // --- painting: one undo group per stroke ----------------------------------------------------
  let stroke: { bit: number; on: boolean; start: number; last: number; lo: number; hi: number; pattern: string | null; pad: 1 | 2 } | null = null;
  function paintSpan(lo: number, hi: number): void {
    const s = stroke!;
    if (s.pattern === null) return void edited(engine.setButtons(lo, hi + 1, s.bit, s.on, s.pad));
    // The pattern starts on the frame the stroke began on and runs in the direction dragged:
    // frame start ± k takes pattern[k mod n]. Below the start that reads backwards.
    const p = s.pattern;
    const n = p.length;
    if (hi >= s.start) edited(engine.applyPattern(Math.max(lo, s.start), hi + 1, s.bit, p, s.pad));
    if (lo < s.start) {
      let down = '';
      for (let k = 0; k < n; k++) down += p[(((s.start - (lo + k)) % n) + n) % n];
      edited(engine.applyPattern(lo, s.start, s.bit, down, s.pad));
    }
  }
  function beginStroke(f: number, bit: number, pattern?: string, pad: 1 | 2 = 1): void {
    const on = ((pad === 2 ? inputs2 : inputs).get(f) & bit) === 0;
    stroke = { bit, on, start: f, last: f, lo: f, hi: f, pattern: pattern !== undefined && pattern !== '' ? pattern : null, pad };
    void engine.beginGroup('paint');
    paintSpan(f, f);
  }
  function strokeTo(f: number): void {
    const s = stroke;
    if (s === null || f === s.last) return;
    s.last = f;
    s.lo = Math.min(s.lo, f);
    s.hi = Math.max(s.hi, f);
    // A fast drag reports only some of the rows it crossed: paint the whole span again.
    paintSpan(s.lo, s.hi);
  }
  function endStroke(): void {
    const s = stroke;
    if (s === null) return;
    stroke = null;
    const letter = `${s.pad === 2 ? '2' : ''}${'UDLRABCS'[Math.log2(s.bit)] ?? '?'}`;
    const what = s.pattern !== null ? `autofire ${s.pattern}` : s.on ? 'paint' : 'clear';
    edited(engine.endGroup(`${what} ${letter} on ${s.lo === s.hi ? `frame ${s.lo}` : `${s.lo}–${s.hi}`}`));
  }
  function edited(p: Promise<WorkerResult<true>>): void {
    void p.then(ok);
  }

  // --- playback (in the worker) -----------------------------------------------------------------
  const playing = (): boolean => transport().playing;
  const recording = (): boolean => transport().recording;
  function play(speed?: number, toFrame: number | null = null): void {
    // Without a speed the worker plays at its own: the speed select's change travels to the worker
    // ahead of this call, but its echo (transport()) may not be back yet, and playing at the echo's
    // speed played the old one (½× chosen, Space pressed at once: fast-forward).
    void engine.play(speed, toFrame);
  }
  function advance(): void {
    if (!recording()) return step(1);
    // Record mode: every press records a frame (the worker takes them in order, none dropped).
    edited(engine.frameAdvance(pad));
  }

  function range(): { start: number; end: number } {
    const s = selection();
    return s === null ? { start: target(), end: target() + 1 } : selectionRange(s);
  }

  // --- opening a project ----------------------------------------------------------------------
  let openedCount = 0;
  function opened(o: OpenedWorkbench, keepFrame = false): void {
    const l = o.loaded;
    inputs = new InputTrack(l.inputs);
    inputs2 = new InputTrack(l.inputs2);
    const cursor = keepFrame ? target() : typeof o.ui.cursor === 'number' ? o.ui.cursor : 0;
    batch(() => {
      setProjects(o.projects);
      setProjectId(o.projectId);
      if (o.storageError !== null) {
        setSaveStatus('off');
        setSaveError(o.storageError);
      }
      setLoaded(l);
      setLength(inputs.length);
      setInputsVersion((v) => v + 1);
      setMarkers(l.markers);
      setBranches(l.branches);
      setStatus(l.status);
      setLock(o.lock);
      setHits([]);
      hitsVersion = -1;
      setSelection(null);
      if (!keepFrame) setError(null);
      setUiSignal(o.ui);
      setFirstRun(o.firstRun);
      setSavedAnalysis({ record: o.analysis, opened: ++openedCount });
    });
    if (o.recovered === 'journal') notify(`Recovered your last edits from the crash journal.${o.undoLost === true ? ' The undo history from before them could not be kept.' : ''}`);
    pages.dirty(0, Infinity);
    seek(Math.max(0, Math.min(cursor, Number.MAX_SAFE_INTEGER)));
  }

  void engine.start().then((r) => {
    if (!ok(r)) return;
    opened(r.value);
    setReady(true);
  });

  // The cursor is kept with the project (a reload comes back to it), also while playing.
  const cursorMemory = createCursorMemory(frame, () => ready() && lock().owner, (f) => void engine.setUi('cursor', f));

  async function listProjects(): Promise<void> {
    const r = await engine.listProjects();
    if (r.ok) setProjects(r.value);
  }

  const levelSource = (): LevelSource | null => loaded()?.levelSource ?? null;

  return {
    get inputs() {
      return inputs;
    },
    get inputs2() {
      return inputs2;
    },
    pages,
    length,
    inputsVersion,
    frame,
    target,
    seeking,
    view,
    loaded,
    level: () => loaded()?.level ?? null,
    levelName: () => loaded()?.levelName ?? '',
    levelSource,
    error,
    setError,
    notices,
    notify,
    dismiss,
    transport,
    playing,
    recording,
    status,
    markers,
    hits,
    branches,
    projects,
    projectId,
    saveStatus,
    saveError,
    lock,
    selection,
    ready,
    firstRun,
    ui,
    setUi: (key, value) => {
      setUiSignal((u) => ({ ...u, [key]: value }));
      void engine.setUi(key, value);
    },
    savedAnalysis,
    engine,
    seek,
    advance,
    back: () => step(-1),
    // The worker decides: its own state, not this page's echo of it (Transport.togglePlay).
    togglePlay: () => void engine.togglePlay(),
    play,
    pause: () => void engine.pause(),
    setSpeed: (speed) => void engine.setSpeed(speed),
    setBreakpoints: async (b) => {
      const r = await engine.setBreakpoints(b);
      return r.ok ? null : r.error.message;
    },
    setRecording: (on) => edited(engine.setRecording(on)),
    setSelection,
    setPad: (bits) => {
      pad = bits;
      void engine.setPad(bits);
    },
    beginStroke,
    strokeTo,
    endStroke,
    undo: () => edited(engine.undo()),
    redo: () => edited(engine.redo()),
    undoTo: (position) => edited(engine.undoTo(position)),
    copyText: () => {
      const { start, end } = range();
      return formatInputScript(inputs.bytes().slice(start, Math.max(start, end)));
    },
    cutText: () => {
      const { start, end } = range();
      const text = formatInputScript(inputs.bytes().slice(start, Math.max(start, end)));
      edited(engine.deleteFrames(start, end - start));
      setSelection(null);
      return text;
    },
    pasteText: (text) => {
      const parsed = parseInputScript(text, 'clipboard');
      if (!parsed.ok) return void setError({ code: parsed.error.code, path: `clipboard ${parsed.error.where}`, message: parsed.error.message });
      if (parsed.value.length === 0) return;
      edited(engine.paste(range().start, parsed.value, false));
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
    setAuthor: async (name) => ok(await engine.setAuthor(name)),
    replaceInputs: (bytes, list) => edited(engine.replaceInputs(bytes, list, 'edit in the text view')),
    configure: async (c) => ok(await engine.configure(c)),
    importMovie: async (name, bytes, options) => {
      // An import over this movie is the next history entry (its notice offers to undo it).
      const position = untrack(status)?.history.position ?? 0;
      const r = await engine.importMovie(name, bytes, options);
      if (!ok(r)) return null;
      const o = r.value;
      const warned = (w: string[]): string => (w.length > 0 ? ` with warnings: ${w.join('; ')}` : '');
      if (o.kind === 'opened') {
        opened(o.opened);
        notify(`Imported ${name} into a new project: ${o.opened.loaded.inputs.length} frames${warned(o.warnings)}.`, undefined, undefined, o.warnings.length > 0 ? 'warning' : 'info');
      } else if (o.kind === 'replaced') {
        notify(`Imported ${name} over this movie: ${o.frames} frames${warned(o.warnings)}. Ctrl+Z brings the old movie back.`, { label: 'Undo', run: () => edited(engine.undo()) }, undoOffer(position + 1));
      }
      return o;
    },
    exportMovie: async (format) => {
      const r = await engine.exportMovie(format);
      if (!ok(r)) return null;
      // The file is written either way; what it cannot hold is said, not dropped silently.
      if (r.value.losses.length > 0) notify(`The .${format} file leaves out what this movie needs to replay: ${r.value.losses.join('; ')}.`, undefined, undefined, 'warning');
      return r.value.bytes;
    },
    saveBranch: async (name) => void ok(await engine.createBranch(name, '')),
    updateBranch: async (id) => void ok(await engine.updateBranch(id)),
    renameBranch: async (id, name, note) => void ok(await engine.renameBranch(id, name, note)),
    deleteBranch: async (id) => {
      const name = branches().find((b) => b.id === id)?.name ?? id;
      // The deletion is the next history entry: the notice's Undo undoes exactly it, so the
      // notice closes once the history moves past it (another edit, an undo) and on a switch to
      // another project. The history the page sees may reach that entry before or after this
      // answer; until it has, the notice stands.
      const after = (untrack(status)?.history.position ?? 0) + 1;
      if (!ok(await engine.deleteBranch(id))) return;
      notify(`Deleted branch "${name}".`, { label: 'Undo', run: () => edited(engine.undo()) }, undoOffer(after));
    },
    setBranchSlot: async (id, slot) => void ok(await engine.setBranchSlot(id, slot)),
    saveSlot: async (slot) => {
      if (ok(await engine.saveToSlot(slot))) notify(`Saved slot ${slot} at frame ${frame()}.`);
    },
    loadSlot: async (slot) => {
      setTarget(-1);
      const r = await engine.loadSlot(slot);
      if (ok(r)) setTarget(r.value);
    },
    loadBranch: async (id, how) => {
      const r = await engine.loadBranch(id, how);
      if (ok(r)) setTarget(r.value);
    },
    branchFromResult: async (at, tail, name, note, savestate) => void ok(await engine.branchFromResult(at, tail, name, note, savestate)),
    diffBranch: async (id, other) => {
      const r = await engine.diffBranch(id, other);
      return ok(r) ? r.value : null;
    },
    compareFixes: async (other) => {
      const r = await engine.compareFixes([...other]);
      return ok(r) ? r.value : null;
    },
    keepFixesRun: async (other, name) => ok(await engine.keepFixesRun([...other], name)),
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
        const o = next !== undefined ? await engine.openProject(next.id) : await engine.createProject('Untitled', levelSource() ?? { builtin: 'flat' });
        if (ok(o)) opened(o.value);
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
    takeOver: async () => {
      const r = await engine.takeOver();
      if (ok(r)) opened(r.value, true);
    },
    flush: async () => {
      // The frame on screen goes first, so a reload during playback comes back near it.
      cursorMemory.saveNow();
      await engine.flush();
    },
    onPainted: (listener) => {
      paintedListener = listener;
    },
    onScriptEnded: (listener) => {
      scriptEndedListener = listener;
    },
  };
}

export type { ProfileId, CharacterId, QuirkId };
