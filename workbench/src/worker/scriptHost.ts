/**
 * The engine worker's side of the scripting API: what a script running in its own sealed worker
 * (script/scriptWorker.ts) may do, over the MessagePort the page handed over for that run.
 * Reading state, stepping and seeking (painted like any other frame), reading and setting inputs
 * (one undo group per run), making branches, drawing on the view, reading detector hits.
 *
 * The port is untrusted: whatever holds its other end can send anything. Every message is
 * parsed into one of the closed set of requests (script/scriptProtocol.ts) or refused as data;
 * nothing in a message is ever called, looked up as a path or merged into an object. The run is
 * bounded (script/scriptLimits.ts): requests per second, refused requests and branches per run;
 * a run that goes past a hard bound is ended — the host stops listening, closes the port and
 * says why (`ended`), and the page ends the script's worker.
 */
import { inputToLetters, lettersToInput } from '../../../engine/input.ts';
import { stateRecord, type StateRecord } from '../../../analysis/search/stateFields.ts';
import type { DrawCommand } from '../view/drawScriptOverlay.ts';
import type { DetectorHitInfo } from './protocol.ts';
import { parseScriptRequest, type ScriptReplyMessage, type ScriptRequest } from '../script/scriptProtocol.ts';
import { SCRIPT_LIMITS } from '../script/scriptLimits.ts';
import { makeRateWindow } from '../script/rateWindow.ts';

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

/** One script run: its name (undo labels) and number (its undo group). */
export interface ScriptRun {
  readonly name: string;
  readonly id: number;
}

/** An answer to one request: a value, or an error the script sees as an exception. */
type Answer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

const fail = (error: string): Answer => ({ ok: false, error });
const done = (value: unknown): Answer => ({ ok: true, value });

/** What a script's requests do, one request at a time; no messaging (attachScriptHost adds it). */
export function makeScriptHost(ctx: ScriptHostContext, run: ScriptRun) {
  const group = `script:${run.id}`;
  const label = `script "${run.name}"`;
  let branches = 0;
  const state = (): StateRecord | null => {
    const s = ctx.state();
    return s === null ? null : stateRecord(s);
  };
  return async (r: ScriptRequest): Promise<Answer> => {
    switch (r.op) {
      case 'frame':
        return done(ctx.cursor());
      case 'length':
        return done(ctx.length());
      case 'state':
        return done(state());
      case 'hits':
        return done(ctx.hits());
      case 'input':
        return done(inputToLetters(ctx.inputAt(r.frame)));
      case 'step':
        await ctx.seek(ctx.cursor() + r.n);
        return done(state());
      case 'seek':
        await ctx.seek(r.frame);
        return done(state());
      case 'setInput': {
        const v = lettersToInput(r.buttons.replace(/[\s,+]/g, ''));
        if (v < 0) return fail(`setInput(${r.frame}, "${r.buttons}"): not button letters (U D L R A B C S)`);
        const e = ctx.setInput(r.frame, v, label, group);
        return e === null ? done(true) : fail(e);
      }
      case 'branch': {
        if (branches >= SCRIPT_LIMITS.branchesPerRun) return fail(`branch("${r.name}"): a script run may make at most ${SCRIPT_LIMITS.branchesPerRun} branches`);
        const b = ctx.branch(r.name);
        if ('error' in b) return fail(b.error);
        branches++;
        return done(b.id);
      }
      case 'draw':
        ctx.draw(r.commands);
        return done(true);
    }
  };
}

/**
 * Serves one run on `port` until the run ends or `detach` is called. `now` is a millisecond
 * clock; `ended` hears why the host ended the run itself (never after `detach`).
 */
export function attachScriptHost(
  port: MessagePort,
  ctx: ScriptHostContext,
  run: ScriptRun,
  now: () => number,
  ended: (message: string) => void,
): () => void {
  const answer = makeScriptHost(ctx, run);
  const rate = makeRateWindow(SCRIPT_LIMITS.requestsPerSecond, now);
  let refused = 0;
  let open = true;
  const reply = (m: ScriptReplyMessage): void => {
    if (open) port.postMessage(m);
  };
  const close = (): void => {
    open = false;
    port.onmessage = null;
    port.close();
  };
  const end = (message: string): void => {
    if (!open) return;
    close();
    ended(message);
  };
  port.onmessage = (e: MessageEvent<unknown>) => {
    if (!open) return;
    if (!rate.take()) return end(`the script sent more than ${SCRIPT_LIMITS.requestsPerSecond} requests in a second`);
    const parsed = parseScriptRequest(e.data);
    if (!parsed.ok) {
      if (++refused > SCRIPT_LIMITS.refusedRequests) return end(`the script sent more than ${SCRIPT_LIMITS.refusedRequests} requests that are not part of the API`);
      if (parsed.refusal.id !== null) reply({ id: parsed.refusal.id, ok: false, error: parsed.refusal.error });
      return;
    }
    const { id } = parsed.value;
    answer(parsed.value).then(
      (a) => reply(a.ok ? { id, ok: true, value: a.value } : { id, ok: false, error: a.error }),
      (err: unknown) => reply({ id, ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  };
  return close;
}
