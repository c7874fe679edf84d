/**
 * The engine worker's side of the scripting API: what a script running in its own locked-down
 * worker (script/scriptWorker.ts) may do, exposed on the MessagePort the page handed over for
 * that run. Reading state, stepping and seeking (painted like any other frame), reading and
 * setting inputs (one undo group per run), making branches, drawing on the view, reading
 * detector hits. Nothing else of the worker is reachable through the port.
 */
import { inputToLetters, lettersToInput } from '../../../engine/input.ts';
import { stateRecord, type StateRecord } from '../../../analysis/search/stateFields.ts';
import type { DrawCommand } from '../view/drawScriptOverlay.ts';
import type { DetectorHitInfo } from './protocol.ts';

/** What the script host needs of the worker (engineWorker.ts wires it). */
export interface ScriptHostContext {
  readonly state: () => Int32Array | null;
  readonly seek: (frame: number) => Promise<number | null>;
  readonly cursor: () => number;
  readonly length: () => number;
  readonly inputAt: (frame: number) => number;
  /** Sets an input as part of this run's undo group; an error message or null. */
  readonly setInput: (frame: number, input: number, label: string, group: string) => string | null;
  /** Makes a branch at the cursor; its id, or an error message. */
  readonly branch: (name: string) => { id: string } | { error: string };
  readonly draw: (commands: readonly DrawCommand[]) => void;
  readonly hits: () => DetectorHitInfo[];
}

/** Errors cross to the script as values; the script side turns them into exceptions. */
export type ScriptReply<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

const MAX_DRAWINGS = 10000;

export function makeScriptHost(ctx: ScriptHostContext, run: { readonly name: string; readonly id: number }) {
  const group = `script:${run.id}`;
  const label = `script "${run.name}"`;
  const state = (): StateRecord | null => {
    const s = ctx.state();
    return s === null ? null : stateRecord(s);
  };
  return {
    frame: (): number => ctx.cursor(),
    length: (): number => ctx.length(),
    state: (): StateRecord | null => state(),
    /** Plays `n` frames from the cursor (0 < n); the state after them. */
    step: async (n: number): Promise<ScriptReply<StateRecord | null>> => {
      if (!Number.isInteger(n) || n < 1) return { ok: false, error: `step(${n}): n must be a whole number of frames, at least 1` };
      await ctx.seek(ctx.cursor() + n);
      return { ok: true, value: state() };
    },
    seek: async (frame: number): Promise<ScriptReply<StateRecord | null>> => {
      if (!Number.isInteger(frame) || frame < 0) return { ok: false, error: `seek(${frame}): not a frame number` };
      await ctx.seek(frame);
      return { ok: true, value: state() };
    },
    input: (frame: number): string => inputToLetters(ctx.inputAt(frame)),
    setInput: (frame: number, buttons: string): ScriptReply<true> => {
      const v = lettersToInput(buttons.replace(/[\s,+]/g, ''));
      if (v < 0) return { ok: false, error: `setInput(${frame}, "${buttons}"): not button letters (U D L R A B C S)` };
      const e = ctx.setInput(frame, v, label, group);
      return e === null ? { ok: true, value: true } : { ok: false, error: e };
    },
    branch: (name: string): ScriptReply<string> => {
      const r = ctx.branch(String(name));
      return 'id' in r ? { ok: true, value: r.id } : { ok: false, error: r.error };
    },
    draw: (commands: DrawCommand[]): void => ctx.draw(commands.slice(0, MAX_DRAWINGS)),
    hits: (): DetectorHitInfo[] => ctx.hits(),
  };
}

export type ScriptHostApi = ReturnType<typeof makeScriptHost>;
