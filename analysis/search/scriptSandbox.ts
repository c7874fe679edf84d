/**
 * User scripts run in workers that can reach nothing but the API they are given: before a
 * script is compiled, `lockDownGlobals` removes from the worker's global scope everything that
 * touches storage, the network, other contexts or the page (IndexedDB, caches, fetch, sockets,
 * channels, workers, importScripts, postMessage ...). The host keeps its own references to what
 * it needs first. Scripts run in their own worker (the script panel's, or a search pool's), so
 * this never strips a worker that has other work to do.
 *
 * A script used as a search objective defines `score(s)`: called after every simulated frame
 * with the state (stateFields.ts; read-only), it returns `true` when the goal is met (the
 * candidate stops there) or a number, higher is better (the last frame's number is the score).
 * Its top level runs once with `sp.inSearch === true` and no other API.
 */
import { liveStateView, type StateRecord } from './stateFields.ts';

/** What user code must not reach, besides the host's own messaging. */
const FORBIDDEN = [
  'indexedDB', 'caches', 'fetch', 'XMLHttpRequest', 'WebSocket', 'WebTransport', 'EventSource', 'importScripts', 'BroadcastChannel',
  'Worker', 'SharedWorker', 'navigator', 'localStorage', 'sessionStorage', 'postMessage', 'onmessage', 'onmessageerror', 'close',
  'addEventListener', 'removeEventListener', 'dispatchEvent', 'requestFileSystem', 'webkitRequestFileSystem', 'showOpenFilePicker',
] as const;

/** Removes every FORBIDDEN name from the global scope and its prototypes, and pins it to undefined. */
export function lockDownGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  for (const name of FORBIDDEN) {
    for (let o: object | null = g; o !== null; o = Object.getPrototypeOf(o)) {
      if (Object.prototype.hasOwnProperty.call(o, name)) {
        try {
          delete (o as Record<string, unknown>)[name];
        } catch {
          // Not configurable: shadowed below.
        }
      }
    }
    try {
      Object.defineProperty(g, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // Already pinned.
    }
  }
}

/** Why scripts may not run in this worker when its sealing policy is missing (see sealedPolicyInForce). */
export const SEALED_POLICY_MISSING =
  'scripts are off here: this page is served without the Content-Security-Policy that seals the script workers (the README\'s "Serving the workbench" says what a host must send)';

/**
 * Null when the browser enforces the sealed workers' Content-Security-Policy in this worker (a
 * fetch of a `data:` URL and an `import()` of one are both refused, as `connect-src 'none'` and a
 * `script-src` without sources refuse them), else SEALED_POLICY_MISSING. A host that does not
 * send the header leaves the worker open to the network, so scripts then do not run at all.
 * Must run before lockDownGlobals (it uses fetch).
 */
export async function sealedPolicyInForce(): Promise<string | null> {
  const refused = async (attempt: () => Promise<unknown>): Promise<boolean> => {
    try {
      await attempt();
      return false;
    } catch {
      return true;
    }
  };
  const fetchRefused = await refused(() => fetch('data:text/plain,sealed'));
  // Through a variable: the bundlers leave the import as it is, and the checker does not resolve it.
  const probe: string = 'data:text/javascript,export default 0';
  const importRefused = await refused(() => import(/* @vite-ignore */ probe));
  return fetchRefused && importRefused ? null : SEALED_POLICY_MISSING;
}

export type ScoreFunction = (s: Readonly<StateRecord>) => unknown;

/** The `sp` a script sees when it runs as a search objective. */
const SEARCH_SP = Object.freeze({ inSearch: true });

/** Compiles an objective script; throws with a message naming what is wrong. */
export function compileScriptObjective(source: string): ScoreFunction {
  let make: (sp: unknown) => unknown;
  try {
    make = new Function('sp', `"use strict";\n${source}\n;return typeof score === "function" ? score : null;`) as (sp: unknown) => unknown;
  } catch (e) {
    throw new Error(`the script does not compile as a search objective (${e instanceof Error ? e.message : String(e)}; its top level must not await)`);
  }
  const fn = make(SEARCH_SP);
  if (typeof fn !== 'function') throw new Error('a search objective script must define function score(s)');
  return fn as ScoreFunction;
}

/** A score function bound to a state buffer read through `current` (no allocation per call). */
export function scriptScorer(source: string, current: () => Int32Array): () => unknown {
  const fn = compileScriptObjective(source);
  const view = liveStateView(current);
  return () => fn(view);
}
