/**
 * The messages between the UI thread and the engine worker. Everything here must survive
 * structured clone: plain objects and typed arrays, no classes, no functions. Errors cross as
 * values (STYLE habit 6) because thrown class identity does not survive the worker boundary.
 */
import type { Level } from '../../../engine/level/types.ts';
import type { TraceRecord } from '../../../engine/world/traceRecord.ts';
import type { CharacterId, ProfileId } from '../../../engine/profiles/ids.ts';
import type { QuirkId } from '../../../engine/quirks/catalogue.ts';

export interface WorkbenchError {
  readonly code: string;
  /** Where the problem is: a JSON path for levels, a frame for seeks, empty when not applicable. */
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
}

export interface LoadedLevel {
  /** The level as the engine parsed it (typed arrays clone cheaply). */
  readonly level: Level;
  readonly profile: ProfileId;
  readonly character: CharacterId;
}

/** What the UI needs to draw one frame. `frame` = frames stepped since the start. */
export interface FrameView {
  readonly frame: number;
  /** Copy of the engine state after `frame` frames (transferred, so the worker keeps none of it). */
  readonly state: Int32Array;
  /** The CLI trace record of the last frame stepped, or null at frame 0. */
  readonly trace: TraceRecord | null;
  /** Event bits of the last frame stepped (0 at frame 0). */
  readonly events: number;
  /** The state hash (engine World.hash) after `frame` frames. */
  readonly hash: string;
  /** Player centre pixels for the frames before this one, oldest first: x0, y0, x1, y1 ... */
  readonly path: Int32Array;
}
