/**
 * The messages between the UI thread and the engine worker. Everything here must survive
 * structured clone: plain objects and typed arrays, no classes, no functions. Errors cross as
 * values (STYLE habit 6) because thrown class identity does not survive the worker boundary.
 */
import type { RunView } from './actRunView.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { TraceRecord } from '../../../engine/world/traceRecord.ts';
import type { CharacterId, PartnerOptions, ProfileId } from '../../../engine/profiles/ids.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import type { WorldOptions } from '../../../engine/world/world.ts';
import type { Movie, MovieActRef, MovieMarker } from '../../../movies/types.ts';
import type { AnalysisRecord, UiSettings } from '../../../movies/storage/schema.ts';

/** Longest author name the workbench takes (one line: a .bk2's Author key holds one). */
export const MAX_AUTHOR_CHARS = 200;

export interface WorkbenchError {
  readonly code: string;
  /** Where the problem is: a JSON path for levels, a frame, a file position; empty when not applicable. */
  readonly path: string;
  readonly message: string;
}

export type WorkerResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WorkbenchError };

/** A real act by reference (actLibrary.ts holds its level): its name, level hash and which act. */
export interface ActLevelRef {
  readonly name: string;
  readonly hash: number;
  readonly act: MovieActRef;
}

/** A built-in level by key, an imported level's JSON text, or a real act this browser has stored. */
export type LevelSource = { readonly builtin: string } | { readonly json: string } | { readonly act: ActLevelRef };

export interface LoadRequest {
  readonly level: LevelSource;
  readonly profile?: ProfileId;
  readonly character?: CharacterId;
  readonly fixes?: readonly QuirkId[];
  /** Player 2 (engine/world/partner.ts); null or absent: none. */
  readonly partner?: PartnerOptions | null;
  /** Sonic Mania's drop dash (Sonic only); absent: off. */
  readonly dropDash?: boolean;
  /** The movie to open; absent: an empty movie for this level. Its meta wins over the fields above. */
  readonly movie?: Movie;
}

/** One change to the movie's inputs, exactly as the worker's InputTrack made it (replayed by the UI's mirror). */
export interface InputSplice {
  /** The pad whose track changed: 1, or 2 for the second pad. */
  readonly pad: 1 | 2;
  readonly at: number;
  readonly removeCount: number;
  readonly inserted: Uint8Array;
}

/** The undo history as the History panel lists it: the newest entries (the rest are counted). */
export interface HistoryList {
  /** Labels, oldest first; entries[i] is history entry `offset + i`. */
  readonly entries: readonly { readonly label: string; readonly done: boolean }[];
  readonly offset: number;
  /** How many entries are done (undo reverts entry position - 1). */
  readonly position: number;
}

export interface SessionStatus {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** BizHawk's count (worker/rerecordRule.ts), kept in the movie's meta. */
  readonly rerecords: number;
  /** Who made the movie (meta.author; '' when nobody said). */
  readonly author: string;
  /** Why edits are refused (another tab owns the project), or null: this tab may edit. */
  readonly viewOnly: string | null;
  readonly history: HistoryList;
}

/** What a branch was made with: level name, profile, character, fixes, the drop dash, the partner (from its savestate). */
export interface BranchSettings {
  readonly level: string;
  readonly profile: ProfileId;
  readonly character: CharacterId;
  readonly fixes: readonly QuirkId[];
  /** Sonic Mania's drop dash was on (the savestate header's H_CONFIG_DROP_DASH). */
  readonly dropDash: boolean;
  /** Player 2 (the savestate header's partner bits), or null. */
  readonly partner: PartnerOptions | null;
}

export interface BranchInfo {
  readonly id: string;
  readonly parent: string | null;
  readonly name: string;
  readonly note: string;
  readonly frame: number;
  readonly time: string;
  readonly length: number;
  readonly thumbnail: Uint8Array | null;
  /** The branch last created or loaded (TAStudio marks it). */
  readonly current: boolean;
  readonly slot: number | null;
  readonly settings: BranchSettings | null;
  /** Made with the settings the movie has now (loading it switches nothing). */
  readonly sameSettings: boolean;
}

/** The level and settings the movie plays on. */
export interface LevelInfo {
  /** The level as the engine parsed it (typed arrays clone cheaply). */
  readonly level: Level;
  readonly levelName: string;
  readonly levelSource: LevelSource;
  readonly profile: ProfileId;
  readonly character: CharacterId;
  readonly fixes: readonly QuirkId[];
  /** Sonic Mania's drop dash is on (only ever with Sonic: movies/model/dropDashSetting.ts). */
  readonly dropDash: boolean;
  /** Player 2, or null; its words start at `partnerBase` in every frame view's state. */
  readonly partner: PartnerOptions | null;
  readonly partnerBase: number;
  /** Where object slots start in the state and how many there are (engine World). */
  readonly objectBase: number;
  readonly slotCount: number;
  readonly objectIds: string[];
  /**
   * The engine frame counter at the movie's frame 0 when the movie starts from a savestate
   * (movies/model/movieStart.ts), or null: it starts at the level start.
   */
  readonly savestateStart: number | null;
}

export interface LoadedLevel extends LevelInfo {
  /** The movie's inputs (the UI keeps a mirror for the piano roll). */
  readonly inputs: Uint8Array;
  /** The second pad's track (empty without one). */
  readonly inputs2: Uint8Array;
  readonly markers: MovieMarker[];
  readonly branches: BranchInfo[];
  readonly status: SessionStatus;
}

export interface EditOutcome {
  /** First changed frame, -1 when nothing changed. */
  readonly first: number;
  readonly splices: InputSplice[];
  readonly length: number;
  /** The markers after the edit. */
  readonly markers: MovieMarker[];
  readonly status: SessionStatus;
  /** The new level and settings when the edit changed them (a settings change, its undo), else null. */
  readonly level: LevelInfo | null;
  /** The branch list when the edit changed it, else null. */
  readonly branches: BranchInfo[] | null;
}

/** What the UI needs to draw one frame. `frame` = frames stepped since the start. */
export interface FrameView {
  readonly frame: number;
  /** Copy of the engine state after `frame` frames (transferred, so the worker keeps none of it). */
  readonly state: Int32Array;
  /** Where the partner's block starts in `state` (0: no partner). */
  readonly partnerBase: number;
  /** The CLI trace record of the last frame stepped, or null at frame 0. */
  readonly trace: TraceRecord | null;
  /** Event bits of the last frame stepped (0 at frame 0). */
  readonly events: number;
  /** The state hash (engine World.hash) after `frame` frames. */
  readonly hash: string;
  /** Player centre pixels for the frames before this one, oldest first: x0, y0, x1, y1 ... */
  readonly path: Int32Array;
  /** Every frame up to here has been replayed on the current inputs (the greenzone's extent). */
  readonly greenzoneTo: number;
  /** Changes whenever the detector hits change (ask `hits()` again). */
  readonly hitsVersion: number;
  /** Loaded objects, OBJECT_ROW words each (worker/objectBoxes.ts). */
  readonly objects: Int32Array;
  /** The buttons held on the frame that led here (0 at frame 0): the input display. */
  readonly input: number;
  /**
   * A real Sonic 1 act played as a run of acts (worker/actRunView.ts): the act or special stage
   * this frame is in, the run's lives, score, continues, emeralds, where each act starts, and the
   * stage's fields in a stage. Absent or null: the level plays alone.
   */
  readonly run?: RunView | null;
}

export interface DetectorHitInfo {
  readonly frame: number;
  readonly detector: string;
  readonly message: string;
}

/** Plot data: `fields[i][k]` is SERIES_FIELDS[i] at frame `from + k`. */
export interface SeriesChunk {
  readonly from: number;
  readonly fields: Int32Array[];
}

/** Where to go after loading a branch (its frame); the edit itself arrives as an event. */
export interface BranchLoadOutcome {
  readonly edit: EditOutcome;
  readonly frame: number;
}

/** Where two input lists differ: the first frame and how many frames in all (null: identical). */
export interface InputDiff {
  readonly first: number | null;
  readonly frames: number;
  /**
   * When the two were made with other settings (a fix on in one, off in the other): both runs
   * from the movie's start compared (RunComparisonInfo: a is the branch, b the other side); null
   * when the settings are the same (the inputs say it all) or the runs cannot be compared here.
   */
  readonly runs?: RunComparisonInfo | null;
}

/**
 * Two runs from the movie's start compared (analysis/compare/compareRuns.ts, what `subpixel
 * validate --fix` reports): `a` the other run (before a fix was ticked, or a branch), `b` the
 * one it is compared with (the movie now).
 */
export interface RunComparisonInfo {
  readonly frames: number;
  /** The first frame (0-based step, as hits count) after whose step the states differ, or -1. */
  readonly divergesAt: number;
  readonly vanished: DetectorHitInfo[];
  readonly appeared: DetectorHitInfo[];
  readonly a: RunEndInfo;
  readonly b: RunEndInfo;
}

/** How one run ended: its state hash and state words after the last frame. */
export interface RunEndInfo {
  readonly hash: string;
  readonly state: Int32Array;
}

/** Where a search from the current frame begins: that frame's engine snapshot and the world options. */
export interface SearchStart {
  readonly frame: number;
  readonly snapshot: Int32Array;
  readonly world: WorldOptions;
}

/** Where playback pauses by itself (besides the movie's end and a run target). */
export interface Breakpoints {
  readonly markers: boolean;
  readonly hits: boolean;
  /** A condition on the state (run/condition.ts), '' for none. */
  readonly condition: string;
}

export interface TransportState {
  readonly playing: boolean;
  /** Multiple of real time (1 = 60 frames/s); 0 = as fast as the machine goes (turbo). */
  readonly speed: number;
  /** Record mode: held buttons are written into each frame played or advanced. */
  readonly recording: boolean;
  /** Why playback last stopped by itself ('' while playing, or when the user paused it). */
  readonly stopped: string;
  readonly breakpoints: Breakpoints;
}

/** A long seek under way: the frame view shown is on the way from `from` to `target`. */
export interface SeekProgress {
  readonly target: number;
  readonly from: number;
}

/** Who may edit the open project: this tab, or another one (then why, for the banner). */
export interface LockState {
  readonly owner: boolean;
  /** 'busy': another tab had it when this one opened it; 'taken': another tab took it over. */
  readonly reason: 'busy' | 'taken' | null;
}

/**
 * What the engine worker tells the page, in order, on one MessagePort: every frame it shows,
 * every change to the movie, playback and lock state. One ordered stream, so the page's mirror
 * of the inputs replays the worker's splices in exactly the order they were made, whoever
 * asked for them (the page, playback while recording, a script).
 */
export type WorkerEvent =
  /** A frame was painted on the canvas (epoch ms; the sensor label boxes drawn): sent before its view. */
  | { readonly kind: 'painted'; readonly frame: number; readonly start: number; readonly end: number; readonly labels: number[] }
  /**
   * A frame on screen. `settled`: the page's seek requests that are over with this view (it is
   * their target, or a newer request overtook them), so the page knows where the cursor rests.
   */
  | { readonly kind: 'view'; readonly view: FrameView; readonly seeking: SeekProgress | null; readonly settled: number[] }
  | { readonly kind: 'edit'; readonly edit: EditOutcome }
  | { readonly kind: 'transport'; readonly state: TransportState }
  | { readonly kind: 'lock'; readonly lock: LockState }
  | { readonly kind: 'save'; readonly status: 'saved' | 'pending' | 'saving' | 'error'; readonly error: WorkbenchError | null }
  /** The worker opened the project again by itself (a viewer refreshed after the owner saved). */
  | { readonly kind: 'opened'; readonly opened: OpenedWorkbench }
  /** The script host ended run `token` (connectScript) itself, and why (it went past a bound). */
  | { readonly kind: 'scriptEnded'; readonly token: number; readonly message: string };

export interface ProjectSummary {
  readonly id: string;
  readonly name: string;
  readonly modified: string;
  readonly level: string;
}

/** A project as the page receives it when one is opened. */
export interface OpenedWorkbench {
  readonly projects: ProjectSummary[];
  readonly projectId: string | null;
  readonly loaded: LoadedLevel;
  readonly levelSource: LevelSource;
  /** Why saved work is unavailable, or null. */
  readonly storageError: WorkbenchError | null;
  readonly recovered: 'saved' | 'journal' | 'new';
  /** The crash journal won over a movie with a stored undo history: that history was dropped (it would not fit). */
  readonly undoLost?: boolean;
  /** Per-project UI state kept with the project: the cursor, scripts. */
  readonly ui: UiSettings;
  /** The project's last analysis run, or null. */
  readonly analysis: AnalysisRecord | null;
  readonly lock: LockState;
  /** True the first time the workbench ever starts in this browser (the first-run hint). */
  readonly firstRun: boolean;
}
