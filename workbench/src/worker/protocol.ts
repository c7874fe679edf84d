/**
 * The messages between the UI thread and the engine worker. Everything here must survive
 * structured clone: plain objects and typed arrays, no classes, no functions. Errors cross as
 * values (STYLE habit 6) because thrown class identity does not survive the worker boundary.
 */
import type { Level } from '../../../engine/level/types.ts';
import type { TraceRecord } from '../../../engine/world/traceRecord.ts';
import type { CharacterId, PartnerOptions, ProfileId } from '../../../engine/profiles/ids.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';
import type { WorldOptions } from '../../../engine/world/world.ts';
import type { Movie, MovieMarker } from '../../../movies/types.ts';

export interface WorkbenchError {
  readonly code: string;
  /** Where the problem is: a JSON path for levels, a frame, a file position; empty when not applicable. */
  readonly path: string;
  readonly message: string;
}

export type WorkerResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: WorkbenchError };

export type LevelSource = { readonly builtin: string } | { readonly json: string };

export interface LoadRequest {
  readonly level: LevelSource;
  readonly profile?: ProfileId;
  readonly character?: CharacterId;
  readonly fixes?: readonly QuirkId[];
  /** Player 2 (engine/world/partner.ts); null or absent: none. */
  readonly partner?: PartnerOptions | null;
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

export interface SessionStatus {
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly rerecords: number;
  readonly readOnly: boolean;
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
}

export interface LoadedLevel {
  /** The level as the engine parsed it (typed arrays clone cheaply). */
  readonly level: Level;
  readonly levelName: string;
  readonly profile: ProfileId;
  readonly character: CharacterId;
  readonly fixes: readonly QuirkId[];
  /** Player 2, or null; its words start at `partnerBase` in every frame view's state. */
  readonly partner: PartnerOptions | null;
  readonly partnerBase: number;
  /** The movie's inputs (the UI keeps a mirror for the piano roll). */
  readonly inputs: Uint8Array;
  /** The second pad's track (empty without one). */
  readonly inputs2: Uint8Array;
  readonly markers: MovieMarker[];
  readonly branches: BranchInfo[];
  readonly status: SessionStatus;
  /** Where object slots start in the state and how many there are (engine World). */
  readonly objectBase: number;
  readonly slotCount: number;
  readonly objectIds: string[];
}

export interface EditOutcome {
  /** First changed frame, -1 when nothing changed. */
  readonly first: number;
  readonly splices: InputSplice[];
  readonly length: number;
  /** The markers after the edit. */
  readonly markers: MovieMarker[];
  readonly status: SessionStatus;
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

export interface BranchLoadOutcome {
  readonly edit: EditOutcome;
  readonly frame: number;
  readonly branches: BranchInfo[];
}

/** Where a search from the current frame begins: that frame's engine snapshot and the world options. */
export interface SearchStart {
  readonly frame: number;
  readonly snapshot: Int32Array;
  readonly world: WorldOptions;
}
