/**
 * The engine worker: exposes an EngineSession through Comlink. The UI thread never runs the
 * engine; it sends inputs and seeks and gets back frame views. Results are values
 * ({ok:false, error} instead of throws); an unexpected exception is caught here and returned
 * as `workerFailed`, so one bug never leaves the UI waiting on a dead promise.
 */
import * as Comlink from 'comlink';
import { EngineSession } from './engineSession.ts';
import { builtinLevelNames } from './levelSource.ts';
import type { FrameView, LoadRequest, LoadedLevel, WorkerResult } from './protocol.ts';

const session = new EngineSession();

function guard<T>(run: () => WorkerResult<T>): WorkerResult<T> {
  try {
    return run();
  } catch (e) {
    return { ok: false, error: { code: 'workerFailed', path: '', message: e instanceof Error ? e.message : String(e) } };
  }
}

/** Moves the view's buffers instead of copying them (the worker keeps no reference). */
function transferView(r: WorkerResult<FrameView>): WorkerResult<FrameView> {
  return r.ok ? Comlink.transfer(r, [r.value.state.buffer, r.value.path.buffer]) : r;
}

const api = {
  levels: (): string[] => builtinLevelNames(),
  load: (request: LoadRequest): WorkerResult<LoadedLevel> => guard(() => session.load(request)),
  /** Whole movie; the caller transfers a copy. */
  setInputs: (inputs: Uint8Array): WorkerResult<number> => guard(() => session.setInputs(inputs)),
  patchInputs: (start: number, bytes: Uint8Array, length: number): WorkerResult<number> =>
    guard(() => session.patchInputs(start, bytes, length)),
  seek: (frame: number): WorkerResult<FrameView> => transferView(guard(() => session.seek(frame))),
};

export type EngineApi = typeof api;

Comlink.expose(api);
