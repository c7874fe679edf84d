/**
 * The scripting API, `sp`, as a script sees it (documented in the README and the panel):
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
import type * as Comlink from 'comlink';
import type { DrawCommand } from '../view/drawScriptOverlay.ts';
import type { ScriptHostApi, ScriptReply } from '../worker/scriptHost.ts';

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

function unwrap<T>(r: ScriptReply<T>): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function show(v: unknown): string {
  if (typeof v === 'string') return v;
  try {
    return JSON.stringify(v);
  } catch {
    return String(v);
  }
}

export function makeSp(host: Comlink.Remote<ScriptHostApi>, log: (text: string) => void) {
  let drawings: DrawCommand[] = [];
  let queued = false;
  // Many draw calls in a row go over as one list.
  const redraw = (): void => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      void host.draw(drawings);
    });
  };
  const colourOf = (c: unknown): string => (typeof c === 'string' && c !== '' ? c : '#ff40ff');
  return Object.freeze({
    inSearch: false,
    state: () => host.state(),
    frame: () => host.frame(),
    length: () => host.length(),
    step: async (n = 1) => unwrap(await host.step(n)),
    seek: async (frame: number) => unwrap(await host.seek(frame)),
    input: (frame: number) => host.input(frame),
    setInput: async (frame: number, buttons: string) => unwrap(await host.setInput(frame, String(buttons))),
    branch: async (name: string) => unwrap(await host.branch(String(name))),
    hits: () => host.hits(),
    log: (...values: unknown[]) => log(values.map(show).join(' ')),
    draw: Object.freeze({
      rect: (x: number, y: number, w: number, h: number, colour?: string) => {
        drawings.push({ kind: 'rect', x, y, w, h, colour: colourOf(colour) });
        redraw();
      },
      line: (x1: number, y1: number, x2: number, y2: number, colour?: string) => {
        drawings.push({ kind: 'line', x1, y1, x2, y2, colour: colourOf(colour) });
        redraw();
      },
      text: (x: number, y: number, text: string, colour?: string) => {
        drawings.push({ kind: 'text', x, y, text: String(text), colour: colourOf(colour) });
        redraw();
      },
      clear: () => {
        drawings = [];
        redraw();
      },
    }),
  });
}

export type Sp = ReturnType<typeof makeSp>;

/** Runs a script to its end; the message that says how it ended. */
export async function runScript(source: string, sp: Sp): Promise<ScriptMessage> {
  let run: (sp: Sp) => Promise<unknown>;
  try {
    run = new Function('sp', `"use strict";\nreturn (async () => {\n${source}\n})();`) as (sp: Sp) => Promise<unknown>;
  } catch (e) {
    return { kind: 'failed', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e), line: null };
  }
  try {
    await run(sp);
    return { kind: 'done' };
  } catch (e) {
    const stack = e instanceof Error ? e.stack ?? '' : '';
    const m = /<anonymous>:(\d+):\d+/.exec(stack);
    return { kind: 'failed', message: e instanceof Error ? `${e.name}: ${e.message}` : String(e), line: m === null ? null : Number(m[1]) - WRAPPER_LINES };
  }
}
