/**
 * The scripting API, `sp`, as a script sees it (documented in docs/workbench.md and the panel):
 *
 *   await sp.state()              the player now: { frame, x, y, xpx, ypx, xsp, ysp, gsp, angle,
 *                                 mode, status, air, roll, layer, ctrlLock, rings, input }
 *   await sp.frame()              the frame the view shows;  await sp.length()  the movie's length
 *   await sp.step(n = 1)          play n frames, then the state; await sp.seek(frame) likewise
 *   await sp.input(frame)         that frame's buttons, e.g. "RA"
 *   await sp.setInput(frame, "RA")  set a frame's buttons (one undo step for the whole run)
 *   await sp.branch(name)         save a branch at the current frame; its id
 *   await sp.hits()               detector hits so far: [{ frame, detector, message }]
 *   sp.draw.rect(x, y, w, h, colour) / line(x1, y1, x2, y2, colour) / text(x, y, text, colour)
 *   sp.draw.clear()               drawings in world pixels over the level view
 *   sp.log(...values)             a line in the panel's output
 *
 * Units as in traces: subpixels (1 px = 256), hex angles. Errors (a bad frame, a view-only
 * project) are thrown as exceptions in the script. A script that defines `score(s)` can also be
 * a search objective (analysis/search/scriptSandbox.ts).
 */
import type { DrawCommand } from '../view/drawScriptOverlay.ts';
import type { ScriptCall } from './scriptChannel.ts';
import { SCRIPT_LIMITS } from './scriptLimits.ts';
import { makeRateWindow } from './rateWindow.ts';

/** What the page hands a script's worker to start it. */
export interface ScriptStart {
  readonly source: string;
  readonly port: MessagePort;
}

export type ScriptMessage =
  | { readonly kind: 'log'; readonly text: string }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly message: string; readonly line: number | null };

/** Lines the wrapper adds before the script's first line (for error line numbers). */
const WRAPPER_LINES = 4;
/** Drawings go to the view at most this often (a loop of draw calls is one list). */
const REDRAW_MS = 50;

function show(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

/** One line as the panel shows it: cut to the line limit. */
export function logLine(text: string): string {
  return text.length <= SCRIPT_LIMITS.logLineChars ? text : `${text.slice(0, SCRIPT_LIMITS.logLineChars)}… (${text.length} characters)`;
}

/** What makeSp needs of its worker: the channel, the page, a clock and a timer. */
export interface SpHost {
  readonly call: ScriptCall;
  readonly toPage: (m: ScriptMessage) => void;
  readonly now: () => number;
  readonly later: (f: () => void, ms: number) => void;
}

/**
 * The `sp` a script sees, and `flush` (says how many log lines the rate dropped since the last
 * line shown; called when the run ends). Logging is bounded per second (the rest are counted and
 * dropped) and per run (past it sp.log throws); drawings per view.
 */
export function makeSp(host: SpHost) {
  const { call, toPage, now, later } = host;
  // The error is made here, after the await, so its stack names the script's line that awaited.
  const ask = async (request: Parameters<ScriptCall>[0]): Promise<unknown> => {
    const a = await call(request);
    if (!a.ok) throw new Error(a.error);
    return a.value;
  };
  let drawings: DrawCommand[] = [];
  let queued = false;
  let lines = 0;
  const rate = makeRateWindow(SCRIPT_LIMITS.logLinesPerSecond, now);
  const flush = (): void => {
    const dropped = rate.takeDropped();
    if (dropped > 0) toPage({ kind: 'log', text: `… ${dropped} lines dropped (more than ${SCRIPT_LIMITS.logLinesPerSecond} a second)` });
  };
  const sendDrawings = (): Promise<unknown> => {
    queued = false;
    return call({ op: 'draw', commands: drawings });
  };
  const redraw = (): void => {
    if (queued) return;
    queued = true;
    later(() => {
      if (queued) void sendDrawings();
    }, REDRAW_MS);
  };
  // At the end of a run the drawings still waiting for their redraw go at once, and the run ends
  // only when the host has them: the page ends the worker on `done`, and a script that draws and
  // ends within REDRAW_MS would otherwise leave nothing on the view.
  const finish = async (): Promise<void> => {
    flush();
    if (queued) await sendDrawings();
  };
  const add = (d: DrawCommand): void => {
    if (drawings.length >= SCRIPT_LIMITS.drawings) throw new Error(`sp.draw: at most ${SCRIPT_LIMITS.drawings} drawings at once (sp.draw.clear() first)`);
    drawings.push(d);
    redraw();
  };
  const colourOf = (c: unknown): string => (typeof c === 'string' && c !== '' ? c.slice(0, SCRIPT_LIMITS.colourChars) : '#ff40ff');
  const sp = Object.freeze({
    inSearch: false,
    state: () => ask({ op: 'state' }),
    frame: () => ask({ op: 'frame' }),
    length: () => ask({ op: 'length' }),
    step: (n = 1) => ask({ op: 'step', n }),
    seek: (frame: number) => ask({ op: 'seek', frame }),
    input: (frame: number) => ask({ op: 'input', frame }),
    setInput: (frame: number, buttons: string) => ask({ op: 'setInput', frame, buttons: String(buttons) }),
    branch: (name: string) => ask({ op: 'branch', name: String(name) }),
    hits: () => ask({ op: 'hits' }),
    log: (...values: unknown[]) => {
      if (lines >= SCRIPT_LIMITS.logLinesPerRun) throw new Error(`sp.log: a script run may log at most ${SCRIPT_LIMITS.logLinesPerRun} lines`);
      lines++;
      if (!rate.take()) return;
      flush();
      toPage({ kind: 'log', text: logLine(values.map(show).join(' ')) });
    },
    draw: Object.freeze({
      rect: (x: number, y: number, w: number, h: number, colour?: string) => add({ kind: 'rect', x, y, w, h, colour: colourOf(colour) }),
      line: (x1: number, y1: number, x2: number, y2: number, colour?: string) => add({ kind: 'line', x1, y1, x2, y2, colour: colourOf(colour) }),
      text: (x: number, y: number, text: string, colour?: string) =>
        add({ kind: 'text', x, y, text: String(text).slice(0, SCRIPT_LIMITS.drawTextChars), colour: colourOf(colour) }),
      clear: () => {
        drawings = [];
        redraw();
      },
    }),
  });
  return { sp, finish };
}

export type Sp = ReturnType<typeof makeSp>['sp'];

/** Runs a script to its end; the message that says how it ended. */
export async function runScript(source: string, sp: Sp): Promise<ScriptMessage> {
  let run: (sp: Sp) => Promise<unknown>;
  try {
    run = new Function('sp', `"use strict";\nreturn (async () => {\n${source}\n})();`) as (sp: Sp) => Promise<unknown>;
  } catch (e) {
    return { kind: 'failed', message: logLine(e instanceof Error ? `${e.name}: ${e.message}` : String(e)), line: null };
  }
  try {
    await run(sp);
    return { kind: 'done' };
  } catch (e) {
    const stack = e instanceof Error ? e.stack ?? '' : '';
    const m = /<anonymous>:(\d+):\d+/.exec(stack);
    return { kind: 'failed', message: logLine(e instanceof Error ? `${e.name}: ${e.message}` : String(e)), line: m === null ? null : Number(m[1]) - WRAPPER_LINES };
  }
}
